package redact

import (
	"strings"
	"unicode"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// This file keeps what a credential's word is followed by when that is no
// credential: a sentence about the password in the label's own language
// ("Passwort: ich habe es vergessen"), a negated copula's judgement ("hasło
// to nie jest dobry pomysł"), a question that asks for another thing than
// the credential it names ("which host has the password?"), an Indian
// postal code after "pin code", a config key under a label's colon
// ("password:\nenvFrom"), and one word that says the value is not given
// ("password: dunno"). It also reads the short question that asks for
// a PIN or a lock's code by its noun alone ("> door code?\n5173#").

// foreignLabel: the password's label ending at e is a word of another
// language than English that foreignJoiners cover (Passwort, hasło, mot
// de passe, senha): a phrase after it is read with that language's
// joining words, though the label's letters are ASCII.
func foreignLabel(text string, e int) bool {
	for _, p := range components(wordBefore(text, e)) {
		if coveredLabels[p] && !englishLabels[p] {
			return true
		}
	}
	return false
}

// englishLabels are English's words of coveredLabels.
var englishLabels = wordSet("password passwd passphrase pw pwd pass")

// negatedOp: the operator before a value holds a negation ("to nie jest",
// "ist nicht", "n'est pas", "is not"): what follows says what the password
// is not or judges it, and a phrase there is the sentence's own.
func negatedOp(op string) bool {
	for _, w := range strings.Fields(strings.ToLower(op)) {
		if negations[strings.Trim(w, ",;:")] {
			return true
		}
	}
	return false
}

// negations are "not" in the languages copulaOp reads.
var negations = wordSet("not isn't nicht kein keine niet geen pas n'est no não non nie inte ikke ei ne není")

// asksOtherThing: a question names a credential but asks for another
// thing: its "which" or "what" opens a noun phrase that holds no
// credential's word ("which host has the password?", "password for which
// host?", "what's the host for the password reset service?"). A reply
// there is a host, a name or a place, not the credential.
func asksOtherThing(line string) bool {
	words := strings.Fields(lowerASCII(strings.TrimLeft(cutTurnMark(strings.TrimLeft(line, "> \t")), "> \t¿")))
	for i, w := range words {
		if !whWords[strings.TrimRight(w, "?,")] {
			continue
		}
		if strings.HasSuffix(w, "?") {
			return false // "the password, what?": no noun asked for
		}
		return !nounPhraseNamesCredential(words[i+1:])
	}
	return false
}

// nounPhraseNamesCredential: the noun phrase at the head of words, past
// a copula, an article or a pronoun and up to a preposition, a verb or the
// question's end, holds a credential's word ("the wifi password", "the
// admin pin for the NAS"); "host has the password" does not.
func nounPhraseNamesCredential(words []string) bool {
	i := 0
	for i < len(words) && phraseLeads[words[i]] {
		i++
	}
	for n := 0; i < len(words) && n < maxAskedNoun; i, n = i+1, n+1 {
		w := strings.TrimRight(words[i], "?,.:;!")
		if credentialNoun(w) || lockCodeWords[w] || passwordLabel(w, len(w)) {
			return true
		}
		if phraseBreaks[w] {
			return n == 0 // "what's in config/master.key?" asks what the thing holds
		}
		if w != words[i] {
			return false
		}
	}
	return i >= len(words) // nothing read past the leads: "what is it?"
}

// maxAskedNoun bounds the words of the noun phrase a question asks for.
const maxAskedNoun = 4

// whWords open a question for a thing, in English and the languages
// askOpeners ask in.
var whWords = wordSet("which what what's whats what’s welcher welche welches welchen quel quelle quels quelles cuál cual qué que qual quale jaki jaka jakie który która które vilken vilket")

// phraseLeads stand between a "which" or "what" and the noun it asks for.
var phraseLeads = wordSet("is was are 's the a an your his her our their my it ist der die das den est le la les es el los las é o os è il lo jest")

// phraseBreaks end the noun phrase a question asks for: a preposition, a
// verb, a conjunction. The Romance "de" and its contractions join a noun
// of several words ("mot de passe", "código da porta") and do not.
var phraseBreaks = wordSet("for of on in at to from with has have had does do did is was are uses use needs need holds keeps and or " +
	"für von vom zum zur hat pour dans para en tem na per ha dla ma")

// postalPIN: the span is an Indian postal code, six digits, the first
// not 0, after English's "pin code" (or a "PIN" or "pincode" an address's
// place follows): "pin code 110001", "PIN: 400001 Mumbai". A line that
// names what a PIN opens (a card, a SIM, a door) keeps it a PIN.
func postalPIN(text string, s span) bool {
	v := text[s.start:s.end]
	if len(v) != 6 || !isDigits(v) || v[0] == '0' {
		return false
	}
	ls := strings.LastIndexByte(text[:s.start], '\n') + 1
	le := s.end + lineBound(text, s.end)
	if pinOpensThing(text[ls:le]) {
		return false
	}
	head := strings.ToLower(text[max(ls, s.start-24):s.start])
	if pinCodeLabel.MatchString(head) {
		return true
	}
	return pinLabel.MatchString(head) && placeAfter(text[s.end:le])
}

// pinCodeLabel is English's "pin code", two words, ending just before a
// value, with its colon or "is"; pinLabel is "pin" alone or joined to
// "code" as Dutch ("pincode") and German ("PIN-Code") write a card's PIN,
// a postal code only when its place follows.
var (
	pinCodeLabel = lazyre.New(`(?:^|[^\pL])pin code(?:\s*(?::|is|no\.?|number)?)\s*$`)
	pinLabel     = lazyre.New(`(?:^|[^\pL])pin(?:-?code)?\s*[:\-]?\s*$`)
)

// placeAfter: after the value come one or two capitalised words and the
// line's end or a mark, as an address names its city ("400001 Mumbai",
// "560034, Karnataka", "(Bengaluru)").
func placeAfter(after string) bool {
	f := strings.Fields(strings.Trim(after, " \t\r,;.()-"))
	if len(f) == 0 || len(f) > 2 {
		return false
	}
	for _, w := range f {
		w = strings.Trim(w, ",;.()")
		if w == "" || !unicode.IsUpper([]rune(w)[0]) || strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }) >= 0 {
			return false
		}
	}
	return true
}

// pinOpensThing: line names what a PIN opens (a card, a SIM, a phone, a
// key, a door or a safe), in English and the languages of lockWords.
func pinOpensThing(line string) bool {
	for _, w := range strings.FieldsFunc(strings.ToLower(line), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if pinThings[w] || lockWords[w] {
			return true
		}
	}
	return false
}

// pinThings are what a PIN unlocks beside a lock's words.
var pinThings = wordSet("card cards sim atm debit credit bank phone smartcard kaart pinpas bankpas telefoon karte handy carte cartão tarjeta karta")

// yamlKeyBelow: the span is a line's whole word under a label that ends
// with a colon, and the word is a config key's name: camel case whose
// last part names a reference or a source ("password:\nenvFrom",
// "password:\nsecretKeyRef"), the YAML's next key, not the password.
func yamlKeyBelow(text string, s span) bool {
	ls := strings.LastIndexByte(text[:s.start], '\n')
	if ls < 0 || strings.TrimSpace(text[ls+1:s.start]) != "" || strings.TrimSpace(text[s.end:s.end+lineBound(text, s.end)]) != "" {
		return false
	}
	if !strings.HasSuffix(strings.TrimRight(text[:ls], " \t\r"), ":") {
		return false
	}
	m := configKeyName.FindStringSubmatch(text[s.start:s.end])
	return m != nil && configKeyEnds[m[1]]
}

// configKeyName is a lowerCamel name of letters, its last part captured.
var configKeyName = lazyre.New(`^[a-z]+(?:[A-Z][a-z]+)*([A-Z][a-z]+)$`)

// configKeyEnds end a config key that points at a value held elsewhere.
var configKeyEnds = wordSet("From Ref Name Key Keys Path Selector File Files Source Mount Mounts Map Spec Config Env Secret Secrets")

// askedPINName is the credential's word a question asks for (askedName),
// a lowercase "pin" read as the noun: after "what's the", or alone before
// its question's mark, it is no verb.
func askedPINName(text string, e int) string {
	n := askedName(text, e)
	if strings.EqualFold(n, "pin") {
		return "PIN"
	}
	return n
}

// asksBare: the question is the credential's noun alone, with at most two
// words before it ("> door code?", "> PIN?", "> the wifi pin?"), as chat
// asks for a value; head is the line up to the word. "which key?" asks
// which one, not what it is.
func asksBare(head string) bool {
	h := cutTurnMark(strings.TrimLeft(head, "> \t"))
	h = strings.TrimLeft(h, "¿")
	f := strings.Fields(h)
	if len(f) > 2 {
		return false
	}
	for _, w := range f {
		if whWords[strings.ToLower(w)] || strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }) >= 0 {
			return false
		}
	}
	return true
}

// notGivenReply: the span is one word that says the value is not given
// (the writer does not know it, forgot it, or will give it later), in
// English chat and the languages foreignJoiners cover: "password: dunno,
// ask ops", "token: tbd", "Passwort: vergessen", "hasło: zapomniałem".
func notGivenReply(text string, s span) bool {
	return notGivenWords[strings.ToLower(strings.TrimRight(text[s.start:s.end], ".!,;"))]
}

// notGivenWords say a value is not given.
var notGivenWords = wordSet("dunno idk idek forgot forgotten nope later tbd tba pending " +
	"vergessen oublié olvidé olvidada olvidado esqueci esquecida esquecido dimenticata dimenticato vergeten " +
	"zapomniałem zapomniałam zapomniane glömt glemt unohtunut unohdin zapomněl zapomněla nevím")
