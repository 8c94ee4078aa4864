// Package redact finds secrets in text and replaces each with a marker naming its
// kind, before anything is stored, embedded or sent to a model. It is shared by
// jot, ingest and capture, so every path into the store redacts the same way.
//
// It errs towards redacting: a false positive costs a word of a memory, a false
// negative leaks a credential into a file that outlives the session. It must
// not redact what only looks like a secret and is not one: checksums, git
// SHAs, ARNs, versions, ids, docker digests, public keys and placeholders.
//
// # How it finds secrets
//
// Every detector collects spans on the original text, and Text writes the
// output once. Detectors start only where a literal anchor occurs (a
// provider's prefix, a credential word, "://", "-----BEGIN "), so the cost
// grows with the text's length and the number of anchors in it, never with
// the number of rules: a 10 MB paste runs no regular expression over its
// whole length.
//
// Capture redacts a user's message whole before it splits it into sentences
// and lines (capture.redactTurn), so a rule that reads across lines (a value
// on the line after its label, a continued command, a table's columns, a
// PEM block) protects capture as it does jot and ingest. Each sentence is
// redacted again on its own, so a line that is nothing but key material is
// redacted alone too (blobLines).
package redact

import (
	"slices"
	"sort"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// Finding is one redacted secret: its kind, never its value.
type Finding struct {
	Kind string `json:"kind"`
}

// span is a part of the text to replace with Marker(kind).
type span struct {
	start, end int
	kind       string
}

// markerPrefix starts every marker; a value that starts with it was redacted
// by an earlier run, which keeps Text idempotent.
const markerPrefix = "[REDACTED:"

// Marker is what replaces a secret of the given kind.
func Marker(kind string) string { return markerPrefix + kind + "]" }

// HasMarker reports whether text holds a redaction marker: a piece of text
// that was redacted as a whole before it was cut up.
func HasMarker(text string) bool { return strings.Contains(text, markerPrefix) }

// maxPasses bounds the passes Text makes over a text that keeps yielding
// secrets. Each pass that finds one turns more of the text into markers, so
// real text settles in two; the bound only stops a rule that would report a
// marker itself from looping.
const maxPasses = 8

// Text returns text with every secret replaced by its marker, and the kinds found.
//
// A marker can read as the context of another rule: in "Cred hunter22
// 01002A789B:" the first pass takes hunter22 as the credential, and in what
// it leaves, "Cred [REDACTED:credential] 01002A789B:", the value after the
// marker is the next one a login reads. So Text passes over its own output
// until a pass finds nothing: redacting what it returned changes nothing,
// for every rule at once rather than for each rule a fuzzer has caught.
// Text without a secret, the common case, takes one pass.
func Text(text string) (string, []Finding) {
	out, found := pass(text)
	for i := 1; len(found) > 0 && i < maxPasses; i++ {
		again, more := pass(out)
		if len(more) == 0 || again == out {
			break
		}
		out, found = again, append(found, more...)
	}
	return out, found
}

// pass is one run of every detector over text.
func pass(text string) (string, []Finding) {
	if len(text) == 0 {
		return text, nil
	}
	var spans []span
	lower := lowerASCII(text) // the detectors that find their anchors in any case share one copy
	spans = pemBlocks(text, spans)
	spans = providerTokens(text, spans)
	spans = urlUserinfo(text, spans)
	spans = goDSNs(text, spans)
	spans = capabilityURLs(text, spans)
	spans = commandFlags(text, lower, spans)
	spans = cookies(text, spans)
	spans = sensitiveValues(text, spans)
	spans = credentialWords(text, lower, spans)
	spans = blobLines(text, spans)
	spans = prefixedTokens(text, spans)
	spans = callLiterals(text, spans)
	spans = credentialArgs(text, spans)
	spans = pgpassLines(text, spans)
	spans = userlistLines(text, spans)
	spans = schemedPasswords(text, lower, spans)
	spans = basicCredentials(text, lower, spans)
	spans = saslPasswdLines(text, spans)
	spans = couchConfigBodies(text, spans)
	spans = secretStores(text, spans)
	spans = k8sSecrets(text, spans)
	spans = revealedOutputs(text, spans)
	spans = generatedPasswords(text, spans)
	spans = shortFlagTokens(text, spans)
	spans = positionalCredentials(text, spans)
	spans = generatedKeys(text, spans)
	spans = sourceCredentials(text, spans)
	spans = loginPairs(text, spans)
	spans = userAndPassword(text, spans)
	spans = asUserWith(text, spans)
	spans = loginUses(text, lower, spans)
	spans = wifiPayloads(text, spans)
	spans = typedPasswords(text, spans)
	spans = promptAnswers(text, spans)
	spans = smtpLogins(text, spans)
	spans = tableCells(text, spans)
	spans = csvCells(text, spans)
	spans = sealedWith(text, spans)
	spans = asideNamed(text, spans)
	spans = labelledScripts(text, spans)
	spans = cardNumbers(text, spans)
	spans = cardCodes(text, spans)
	spans = lockCodeUses(text, lower, spans)
	spans = arrivedCodes(text, lower, spans)
	spans = hexKeys(text, spans)
	spans = byteArrays(text, spans)
	spans = codeLists(text, spans)
	spans = numberedSeeds(text, spans)
	spans = licenseKeys(text, spans)
	spans = jwkMembers(text, spans)
	spans = unlabelledSecrets(text, lower, spans)
	spans = dropPublicArmor(text, spans)
	spans = dropDocumented(text, spans)
	spans = dropNonSecrets(text, spans)
	spans = dropCodeReferences(text, spans)
	spans = dropEncrypted(text, spans)
	spans = dropKeyIDs(text, spans)
	spans = dropMisread(text, spans)
	spans = joinedHalves(text, spans)
	spans = byteListKeys(text, spans)
	spans = warningHeads(text, spans)
	spans = trailingBangs(text, spans)
	if len(spans) == 0 {
		return text, nil
	}
	return apply(text, merge(spans))
}

// trailingBangs extends every span over the "!" that touch its end: a
// value's reader cuts them as a sentence's punctuation ("api_secret:
// Xk29vLq8Tz!!!"), yet a password or a key ends in them as often, and
// redacting an exclamation costs the text nothing.
func trailingBangs(text string, spans []span) []span {
	for i := range spans {
		for spans[i].end < len(text) && text[spans[i].end] == '!' {
			spans[i].end++
		}
	}
	return spans
}

// merge sorts spans and joins the ones that overlap: the union is redacted,
// so no part of a secret two detectors saw differently survives. The kind
// is the one of the span that starts first.
func merge(spans []span) []span {
	sort.SliceStable(spans, func(i, j int) bool { return spans[i].start < spans[j].start })
	out := spans[:0]
	for _, s := range spans {
		if s.end <= s.start {
			continue
		}
		if n := len(out); n > 0 && s.start < out[n-1].end {
			out[n-1].end = max(out[n-1].end, s.end)
			continue
		}
		out = append(out, s)
	}
	return out
}

func apply(text string, spans []span) (string, []Finding) {
	var b strings.Builder
	b.Grow(len(text))
	found := make([]Finding, 0, len(spans))
	last := 0
	for _, s := range spans {
		b.WriteString(text[last:s.start])
		b.WriteString(Marker(s.kind))
		last = s.end
		found = append(found, Finding{Kind: s.kind})
	}
	b.WriteString(text[last:])
	return b.String(), found
}

// Kinds lists the distinct kinds in findings, sorted, for a one-line report.
func Kinds(findings []Finding) []string {
	set := map[string]bool{}
	for _, f := range findings {
		set[f.Kind] = true
	}
	out := make([]string, 0, len(set))
	for k := range set {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// dropDocumented removes the provider-shaped tokens that are not secrets:
// one the sentence calls public, publishable, an example or a placeholder
// (a Stripe pk_ or Mapbox pk. token ships to browsers; AWS documents
// AKIAIOSFODNN7EXAMPLE), and one whose tail is a run of one filler character
// (sk_live_xxxxxxxx). A documented key said without such words ("use AWS key
// AKIAIOSFODNN7EXAMPLE in the sandbox") is redacted: it has the shape, and
// nothing says it is not one.
//
// A value near a credential word goes too when the clause after it calls it
// public ("key 3f9a... - that's the public read-only one"), and a provider's
// shape filled with a placeholder (xoxb-your-bot-token; a webhook URL is
// judged by its provider's rule).
//
// What another detector found at the same place as a dropped token goes with
// it: the credential word beside "the Stripe example key sk_test_..." saw
// the same token.
func dropDocumented(text string, spans []span) []span {
	var dropped []span // dropped for what the sentence says: what else was found inside goes too
	out := spans[:0]
	for _, s := range spans {
		shaped := providerKinds[s.kind] || s.kind == "prefixed-token"
		tok := text[s.start:s.end]
		switch {
		case emulatorKeys[tok]:
		case shaped && (filler(tok) || !strings.Contains(tok, "://") && placeholder(tok)), (s.kind == "assignment" || s.kind == "credential") && len(tok) >= 16 && filler(tok):
		case (shaped || s.kind == "credential" || s.kind == "assignment") && publishable(tok) && configured(text, s.start) && !secretsScope(text, s.start):
		case shaped && calledHarmless(text, s.start, s.end) && !namedSecret(text, s.start), shaped && fromDocs(text, s.start, tok), s.kind == "google-api-key" && browserKey(text, s.start),
			(shaped || s.kind == "credential" || s.kind == "assignment") && (calledPublic(text, s.end) || assignedToPublic(text, s.start, tok) || commentCallsPublic(text, s.end) && !namedSecret(text, s.start)),
			strings.Contains(tok, "EXAMPLE") && (calledHarmless(text, s.start, s.end) || containsWord(paragraphWords(text, s.start), docWords)),
			(s.kind == "credential" || s.kind == "assignment" || s.kind == "key-material") && publishedValue(text, s.start, s.end), publishedKey(tok),
			s.kind == "jwt" && anonJWT(tok):
			dropped = append(dropped, s)
		default:
			out = append(out, s)
		}
	}
	return dropInside(out, dropped)
}

// emulatorKeys are the fixed keys of local emulators, which their vendor
// publishes and every install shares (Azurite's devstoreaccount1 key, the
// Cosmos DB emulator's key): a connection string that holds one reaches a
// process on localhost and opens nothing anyone else runs.
var emulatorKeys = map[string]bool{
	"Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==": true,
	"C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw==": true,
}

// dropInside removes the spans that lie wholly within one of outer: what
// another detector found inside a value judged public as a whole.
func dropInside(spans, outer []span) []span {
	if len(outer) == 0 {
		return spans
	}
	return slices.DeleteFunc(spans, func(s span) bool {
		return slices.ContainsFunc(outer, func(o span) bool { return s.start >= o.start && s.end <= o.end })
	})
}

// publishablePrefixes are the prefixes providers reserve for the public half
// of a key pair, the one a browser or a mobile app ships: Stripe's and
// Clerk's pk_live_/pk_test_, Mapbox's pk., PostHog's project key phc_, Lob's
// live_pub_. What the name it is assigned to says does not change what the
// provider made it; the secret halves (sk_, rk_, sk., phx_) have prefixes of
// their own.
var publishablePrefixes = []string{"pk_live_", "pk_test_", "pk.eyJ", "phc_", "live_pub_", "test_pub_",
	"Mid-client-", "SB-Mid-client-", // Midtrans's client key, which Snap.js loads in the page (its server key: Mid-server-)
	"pubkey-", // Mailgun's public validation key, for address checks in a form
	// RevenueCat's public app-specific keys, which configure its SDK inside
	// the app for the App Store, Google Play and Amazon (its secret keys: sk_)
	"appl_", "goog_", "amzn_",
	// PubNub's publish and subscribe keys, which its JavaScript SDK is
	// initialised with in the page (its secret key: sec-c-)
	"pub-c-", "sub-c-",
	// Razorpay's key id, which Checkout is opened with in the page (its
	// secret has no prefix and stays on the server)
	"rzp_live_", "rzp_test_",
}

// publishable: tok (a token, or a value with its quotes) starts with a
// publishable prefix.
func publishable(tok string) bool {
	tok = strings.TrimLeft(tok, "\"'` ")
	if datadogClientToken(strings.TrimRight(tok, "\"'`")) {
		return true
	}
	for _, p := range publishablePrefixes {
		if strings.HasPrefix(tok, p) {
			return true
		}
	}
	return false
}

// datadogClientToken: tok is a Datadog client token, "pub" and 32 hex
// digits, which RUM and browser logs ship in every page; its API and
// application keys are bare hex, without the prefix.
func datadogClientToken(tok string) bool {
	return len(tok) == 35 && strings.HasPrefix(tok, "pub") && isHex(tok[3:])
}

// configured: the token at start is assigned in code or config, or passed
// to a call (NAME=..., key: ..., init('...')), where a publishable key is
// set up for the browser. Handed over in prose ("our token is pk....") or
// sent in an HTTP header that authenticates (X-Api-Key: ...,
// Authorization: ...), it is used as a credential and stays one.
func configured(text string, start int) bool {
	i := start
	for i > 0 && start-i < 8 && strings.IndexByte(" \t\"'`", text[i-1]) >= 0 {
		i--
	}
	if i == 0 || strings.IndexByte("=:(,", text[i-1]) < 0 {
		return false
	}
	name := text[i-1-nameLen(text, i-1) : i-1]
	return text[i-1] != ':' || !strings.Contains(name, "-") && !strings.EqualFold(name, "authorization")
}

// docWords on a line say a value that spells EXAMPLE is the one a vendor's
// documentation prints ("straight from the AWS docs: ...EXAMPLEKEY").
// Its word in other languages written in ASCII letters says it as well
// ("jest z dokumentacji AWS", "aus der Dokumentation"); lineWords splits a
// word at any other letter.
var docWords = []string{"docs", "documentation", "doc", "documented", "readme", "tutorial",
	"dokumentacji", "dokumentacja", "dokumentation", "documentacion", "documentazione", "documentatie", "dokumentasi"}

// calledPublic: the rest of the sentence after offset e says the value is
// public ("it's public by design", "that's the public read-only one", "(public)")
// or only an id ("that's only the key ID", "I only have the id"), not that it became public
// ("is public now": a leak to rotate).
func calledPublic(text string, e int) bool {
	after := lowerASCII(sentenceAt(text, e))
	if !containsAnyOf(after, "publ", "expos", "share", "ship", "embed", "only", "just") {
		return false // a word each of publicPhrase's alternatives holds: the expression runs only there
	}
	loc := publicPhrase.FindStringIndex(after)
	return loc != nil && !strings.HasPrefix(after[loc[1]:], " now") && !strings.Contains(after, "leak")
}

// maxSentenceLen bounds the text after a name or a token that a rule reads
// as the rest of its sentence. Prose says what it says of a value within
// it; a line that runs on longer with no full stop is data (minified JSON,
// a log joined into one line), where reading to the line's end for every
// name in it made a 660 KB line take minutes.
const maxSentenceLen = 400

// sentenceAt is text from e to the end of its line or sentence, at most
// maxSentenceLen bytes.
func sentenceAt(text string, e int) string {
	return sentenceOf(text[e:min(len(text), e+maxSentenceLen)])
}

// sentenceOf is s up to its first line or sentence end.
func sentenceOf(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	if i := strings.Index(s, ". "); i >= 0 {
		s = s[:i]
	}
	return s
}

var publicPhrase = lazyre.New(`\b(?:it's|it is|that's|that is|this is|which is|is)\s+(?:the\s+|a\s+|only\s+|just\s+)?(?:public|publishable)\b|` +
	`\bpublic by design\b|\b(?:safe|fine|ok|okay|meant|designed) to (?:expose|share|ship|publish|embed|be public)\b|^\s*\((?:public|publishable)\)|` +
	`\b(?:only|just) (?:(?:have|has|had|got|know|see|saw) )?(?:the |an? )?(?:access |client |public )?(?:key )?id\b`)

// assignedToPublic: the token at start is assigned to a name that calls it
// public (PublicKey = ..., STRIPE_PUBLISHABLE_KEY=pk_live_...): WireGuard's
// and a payment form's public halves. A framework's public prefix
// (NEXT_PUBLIC_) says so of a value of no provider's shape (a search-only
// key), not of one a provider made secret (sk-..., ghp_...).
func assignedToPublic(text string, start int, tok string) bool {
	parts := assignedName(text, start)
	for k, p := range parts {
		if p == "public" && k == 1 && frameworkPrefixes[parts[0]] && len(providerTokens(tok, nil)) > 0 {
			continue // NEXT_PUBLIC_OPENAI_KEY=sk-...: the framework ships a provider's secret to the browser, which makes it a leak, not a public key
		}
		if p == "public" && k+1 < len(parts) && parts[k+1] == "api" && len(providerTokens(tok, nil)) > 0 {
			continue // SEGMENT_PUBLIC_API_TOKEN=sgp_...: "public" names the provider's Public API the token calls, not the token
		}
		if p == "public" || p == "publishable" || p == "pubkey" || p == "anon" {
			return true
		}
	}
	return false
}

// frameworkPrefixes open the names of the variables a web framework
// bundles into the browser's code: NEXT_PUBLIC_, EXPO_PUBLIC_,
// NUXT_PUBLIC_, VITE_, REACT_APP_, VUE_APP_, GATSBY_.
var frameworkPrefixes = map[string]bool{"next": true, "expo": true, "nuxt": true, "vite": true, "react": true, "vue": true, "gatsby": true}

// browserKey: a Google API key set up for a browser, which Google
// designed to be shipped and restricts by referrer: a Firebase web app's
// config (apiKey beside authDomain) or a variable a framework bundles into
// the page (VITE_MAPS_KEY). Used from a server, it is a secret.
func browserKey(text string, start int) bool {
	around := text[max(0, start-400):min(len(text), start+400)]
	if strings.Contains(around, "authDomain") || strings.Contains(around, "firebaseapp.com") {
		return true
	}
	parts := assignedName(text, start)
	return len(parts) > 1 && frameworkPrefixes[parts[0]]
}

// assignedName is the parts of the name the token at start is assigned to
// (NEXT_PUBLIC_KEY=..., "apiKey": ...), or none when no "=" or ":" stands
// between them: a word before the token then names something else.
func assignedName(text string, start int) []string {
	i := start
	for i > 0 && start-i < 8 && strings.IndexByte(" \t\"'=:", text[i-1]) >= 0 {
		i--
	}
	if !strings.ContainsAny(text[i:start], "=:") {
		return nil
	}
	return components(text[i-nameLen(text, i) : i])
}

// filler: a token whose tail is a run of one filler character
// (sk_live_00000000..., a key's template). A value a credential's name
// labels is judged so at 16 bytes or more: a short password of zeros is
// still one. A webhook URL
// is judged whole by its provider's rule (its path is the secret, however it
// is spelled).
func filler(tok string) bool {
	if strings.Contains(tok, "://") {
		return false
	}
	run := 1
	for i := 1; i < len(tok); i++ {
		if tok[i] == tok[i-1] && (tok[i] == 'x' || tok[i] == 'X' || tok[i] == '0' || tok[i] == '*') {
			if run++; run >= 8 {
				return true
			}
		} else {
			run = 1
		}
	}
	return false
}

// fromDocs: a webhook URL whose secret segment is nothing but filler, on a
// line that says it comes from the docs (".../B00000000/XXXXXXXXXXXXXXXX  #
// from slack docs"): the documentation's placeholder. The same URL said
// without it is redacted: a real one pasted with its tail masked by hand
// still names the workspace.
func fromDocs(text string, start int, tok string) bool {
	last := tok[strings.LastIndexByte(tok, '/')+1:]
	if !strings.Contains(tok, "://") || len(last) < 8 || strings.Trim(last, "xX0*") != "" {
		return false
	}
	return containsWord(lineWords(text, start), []string{"docs", "documentation", "doc", "readme", "tutorial"})
}

// calledHarmless: the sentence around the token (up to 80 bytes each side,
// not past a line or a sentence's end) calls it public, publishable, an
// example, a placeholder or not real.
func calledHarmless(text string, start, end int) bool {
	from, to := max(0, start-80), min(len(text), end+80)
	before, after := lowerASCII(text[from:start]), lowerASCII(text[end:to])
	if i := strings.LastIndexAny(before, "\n"); i >= 0 {
		before = before[i+1:]
	}
	if i := strings.Index(before, ". "); i >= 0 {
		before = before[strings.LastIndex(before, ". ")+2:]
	}
	if i := strings.IndexAny(after, "\n"); i >= 0 {
		after = after[:i]
	}
	if i := strings.Index(after, ". "); i >= 0 {
		after = after[:i]
	}
	if leakWords.MatchString(before) || leakWords.MatchString(after) {
		return false // "the key ... is public now, rotate it": a leak, not a public key
	}
	for _, w := range harmlessWords {
		if hasWord(before, w) || hasWord(after, w) {
			return true
		}
	}
	return false
}

// hasWord says whether w occurs in s as a word, not inside a name
// (PUBLIC_KEY, example.com, publicKey name a thing, they do not describe it)
// nor as a command-line flag's value (flagsValue).
func hasWord(s, w string) bool {
	found := false
	scan(s, literal(w), func(i int) int {
		found = (i == 0 || !isNameByte(s[i-1])) && (i+len(w) == len(s) || !isNameByte(s[i+len(w)]) && s[i+len(w)] != '(') && !flagsValue(s, i)
		if found {
			return len(s) // the first will do
		}
		return i + 1
	})
	return found
}

// leakWords say a secret became public, which makes it no less a secret.
var leakWords = lazyre.New(`\bpublic now\b|\b(?:went|made|gone|became) public\b|\bleak|\bexposed\b|\brotate\b`)

var harmlessWords = []string{"public", "publishable", "example", "placeholder", "not real", "sample", "dummy"}
