package redact

import (
	"maps"
	"slices"
	"strings"
)

// loginUses redacts the password a sentence hands over for signing in,
// with no word for it: the value a verb of use takes before the purpose
// ("use Kx9pQ2mz77 to log in", "type Tr0ub4dor&3 to sign in") and the one
// a login takes after "with" ("log in with Kx9pQ2mz77 as admin"). The
// token must read as a chosen password (loginPassword) and name no
// product or deployment: "use OAuth2 to log in", "sign in with YubiKey5",
// "log in with GitHub" say how, not with what.
//
// lower is lowerASCII(text), in which networkUses looks for a network's or
// a keypad's name after every " for " and " at " before it reads the words.
func loginUses(text, lower string, spans []span) []span {
	loginTable().scan(text, func(i int, group []loginCue) int {
		for _, c := range group {
			switch {
			case !strings.HasPrefix(text[i:], c.word):
			case c.with:
				spans = loginWith(text, i, len(c.word), spans)
			case phraseOpens(text[i+len(c.word):], c.phrases):
				spans = usedPassword(text, i, spans)
			}
		}
		return i + 1
	})
	return networkUses(text, lower, spans)
}

// loginCue is a word a login's value stands beside: a purpose's "to"
// after it, with what signing in is called after the "to", or a login's
// "with" before it (with set, phrases unused).
type loginCue struct {
	word    string
	phrases []string
	with    bool
}

// loginCues are loginPurposes and loginWiths together, which loginTable
// files by their first two bytes so that loginUses reads the text once.
var loginCues = func() []loginCue {
	var out []loginCue
	for _, p := range loginPurposes {
		out = append(out, loginCue{word: p.to, phrases: p.phrases})
	}
	for _, w := range loginWiths {
		out = append(out, loginCue{word: w, with: true})
	}
	return out
}()

var loginTable = lazyTable(loginCues, func(c loginCue) string { return c.word })

// usedPassword redacts the value a verb of use takes before the purpose
// at i, when it reads as a chosen password.
func usedPassword(text string, i int, spans []span) []span {
	return usedSpan(text, i, spans, signInPicked)
}

// usedSpan redacts the value a verb of use takes before i when reads(v)
// says it is one: a sign-in's password, a network's key.
func usedSpan(text string, i int, spans []span, reads func(string) bool) []span {
	if v := usedValue(text, i); v[1] > v[0] && reads(text[v[0]:v[1]]) {
		spans = append(spans, span{v[0], v[1], "password"})
	}
	return spans
}

// signInPicked: tok, handed over to sign in, reads as a chosen password,
// and is no runtime's or system's name with its version ("use node18 to
// log in": the tool the login runs on).
func signInPicked(tok string) bool {
	return (signInValue(tok) || wordThenNumber(tok)) && !versionedRuntime(tok)
}

// versionedRuntime: tok is a runtime's, a language's or a system's name
// and its version (node18, python3.12, java17, ubuntu22), as a command
// picks what runs it.
func versionedRuntime(tok string) bool {
	l := strings.ToLower(tok)
	k := strings.IndexAny(l, "0123456789")
	return k > 0 && runtimeNames[strings.TrimSuffix(l[:k], "-")] && strings.Trim(l[k:], "0123456789.") == ""
}

// runtimeNames are the runtimes, languages and systems named with a
// version joined to the name.
var runtimeNames = wordSet("node nodejs python py java jdk openjdk php ruby go golang dotnet net perl deno bun erlang elixir " +
	"kotlin scala swift lua gcc clang ubuntu debian centos rhel alpine fedora windows win macos ios android postgres pg mysql redis mongo")

// networkKey: tok, handed over for a network or at a keypad, reads as its
// key or its code, which may be digits alone.
func networkKey(tok string) bool { return signInValue(tok) || digitPassword(tok) }

// wordThenNumber: tok is a lower-case word of four letters or more and a
// number of two digits or more (hunter22, dragon2024), as a person picks a
// password. Handed over to sign in, it is one: what a login goes through
// is a protocol or a product, whose number is one digit (oauth2, fido2)
// or whose name is capitalised (Windows11), and a shorter stem is an
// abbreviation's (win10, ssh22).
func wordThenNumber(tok string) bool {
	i := 0
	for i < len(tok) && class(tok[i]) == 1 {
		i++
	}
	digits := len(tok) - i
	return i >= 4 && digits >= 2 && strings.Trim(tok[i:], "0123456789") == ""
}

// loginWiths say "with" in the languages a login is asked for in: "log in
// with X" or "using X", Swedish "logga in med X", German "einloggen mit
// X", French "se connecter avec X", Spanish and Portuguese "usando X".
var loginWiths = []string{" with ", " using ", " med ", " mit ", " avec ", " con ", " com ", " met ", " usando "}

// loginWith redacts the value a login's verb takes after the with at i,
// n bytes long: the verb ends at i or before a place the login goes to
// ("log in to the NAS with X", "logge ind på NAS'en med X").
func loginWith(text string, i, n int, spans []span) []span {
	if !loginBefore(text, i) && !loginPlaceBefore(text, i) {
		return spans
	}
	v := gluedAmpersand(text, token(text, i+n))
	v[1] = v[0] + len(strings.TrimRight(text[v[0]:v[1]], ".?!)"))
	if v[1] > v[0] && signInValue(text[v[0]:v[1]]) {
		spans = append(spans, span{v[0], v[1], "password"})
	}
	return spans
}

// gluedAmpersand is v run on past an "&" glued to it, to the next blank or
// quote: token ends at an "&", a query's joint, where a password after a
// login's "with" keeps it as one of its symbols ("Tulip77&", "Kx9&pQ2mz").
func gluedAmpersand(text string, v [2]int) [2]int {
	if v[1] >= len(text) || text[v[1]] != '&' || v[1] == v[0] {
		return v
	}
	for v[1] < len(text) && strings.IndexByte(" \t\r\n\"'`", text[v[1]]) < 0 {
		v[1]++
	}
	return v
}

// loginPlaceBefore: a login's verb ends before a place named in the few
// words before i ("log in to the NAS", "logge ind på NAS'en", "sich auf
// dem Server einloggen" aside): a preposition of place, then at most
// three words and no mark that ends a clause.
func loginPlaceBefore(text string, i int) bool {
	s := max(0, i-loginPlaceReach)
	seg := text[s:i]
	for _, p := range loginPlaces {
		k := strings.LastIndex(seg, p)
		if k < 0 {
			continue
		}
		between := seg[k+len(p):]
		if strings.ContainsAny(between, ",;!?()\n") || strings.Contains(between, ". ") || len(strings.Fields(between)) > 3 {
			continue
		}
		if loginBefore(text, s+k) || p == " into " && intoVerbs[strings.ToLower(wordBefore(text, s+k))] {
			return true
		}
	}
	return false
}

// loginPlaces say where a login goes, by language: English "to", "into",
// "on"; Danish and Norwegian "på", "til"; Swedish "på", "till"; German
// "auf", "bei"; French "sur"; Dutch "op"; Spanish and Portuguese "en", "no".
var loginPlaces = []string{" to ", " into ", " on ", " på ", " til ", " till ", " auf ", " bei ", " sur ", " op ", " en ", " no "}

// intoVerbs sign in when "into" follows them, which takes the "in" of
// "log in" into itself: "log into the NAS with X", "signed into grafana
// using X".
var intoVerbs = wordSet("log logs logged logging sign signs signed signing ssh sshed")

// loginPlaceReach bounds how far before its "with" loginPlaceBefore looks
// for the place's preposition.
const loginPlaceReach = 48

// networkUses redacts the value a verb of use hands over for a network
// ("use X for the lab wifi", "nimm X für das WLAN", "utilise X pour le
// wifi") or at a keypad ("enter 4471 at the keypad", "tape 8812 sur le
// digicode"): a network is joined with its key, a keypad opens with its
// code, which may be digits alone.
func networkUses(text, lower string, spans []span) []span {
	placeTable().scan(text, func(i int, group []placeUse) int {
		for _, p := range group {
			j := i + len(p.to)
			if !strings.HasPrefix(text[i:], p.to) || !containsAnyOf(lower[j:min(len(lower), j+networkReach)], p.heads...) || !networkAfter(text[j:], p.names) {
				continue
			}
			spans = usedSpan(text, i, spans, networkKey)
		}
		return i + 1
	})
	return spans
}

// placeTable files placeUses by the first two bytes of their words, so
// that networkUses reads the text once for all eighteen of them.
var placeTable = lazyTable(placeUses, func(p placeUse) string { return p.to })

// placeUse is a word that says where a value is used, with the names of
// the places whose key or code it is.
type placeUse struct {
	to    string
	names map[string]bool
	heads []string // the names as a list, all ASCII: lowerASCII's copy holds one wherever networkAfter finds it
}

// placeUses are the words that say where a value is used, by language:
// "for" a network, "at" or "on" a keypad.
var placeUses = func() []placeUse {
	var out []placeUse
	for _, f := range []string{" for ", " für ", " pour ", " para ", " do ", " för ", " voor ", " per "} {
		out = append(out, placeUse{f, networkWords, slices.Collect(maps.Keys(networkWords))})
	}
	for _, a := range []string{" at ", " on ", " into ", " am ", " auf ", " sur ", " au ", " en ", " no ", " na "} {
		out = append(out, placeUse{a, keypadWords, slices.Collect(maps.Keys(keypadWords))})
	}
	return out
}()

// keypadWords name a keypad a code is entered at.
var keypadWords = wordSet("keypad keypads pinpad pin-pad digicode clavier teclado tastenfeld ziffernblock klawiaturze keypanel")

// networkAfter: after names a network within its first few words, before
// any mark ("the lab wifi", "das Gäste-WLAN", "le wifi du bureau").
func networkAfter(after string, names map[string]bool) bool {
	words := strings.Fields(after[:min(len(after), networkReach)])
	for k, w := range words {
		if k == 4 {
			break
		}
		l := strings.ToLower(strings.TrimRight(w, ".,;:!?)"))
		if names[l] || strings.HasSuffix(l, "-wlan") || strings.HasSuffix(l, "-wifi") {
			return true
		}
		if len(l) < len(w) {
			return false // a mark ends the purpose
		}
	}
	return false
}

// networkReach is how far after its "for" or "at" networkAfter looks for
// a network's or a keypad's name.
const networkReach = 40

// networkWords name a wireless network or a tunnel, whose key a sentence
// hands over with no word for it.
var networkWords = wordSet("wifi wi-fi wlan ssid hotspot vpn")

// loginPurposes are the words that give a value's purpose, each with what
// signing in is called after it, by language: English's "to log in",
// Spanish's "para entrar", French's "pour te connecter", German's "zum
// Einloggen", Polish's "do logowania", Norwegian's "for å logge inn",
// Danish's "til at logge ind", Czech's "k přihlášení", Dutch's "om in te
// loggen".
var loginPurposes = []struct {
	to      string
	phrases []string
}{
	{" to ", loginPhrases},
	{" para ", []string{"entrar", "iniciar sesión", "iniciar sesion", "acceder", "loguearte", "logarte", "logar", "fazer login"}},
	{" pour ", []string{"te connecter", "vous connecter", "se connecter", "s'identifier", "t'identifier"}},
	{" zum ", []string{"einloggen", "anmelden"}},
	{" do ", []string{"logowania", "zalogowania", "zalogowania się"}},
	{" for ", []string{"å logge inn", "å logge på", "at logge ind", "at logge på"}},
	{" til ", []string{"å logge inn", "å logge på", "at logge ind", "at logge på"}},
	{" k ", []string{"přihlášení", "prihlaseni"}},
	{" om ", []string{"in te loggen", "aan te melden"}},
}

// usedValue is the token that ends at i (a closing quote left out) when a
// verb of use stands before it: "use X", "just type 'X'"; else empty.
func usedValue(text string, i int) [2]int {
	e := i
	if e > 0 && strings.IndexByte("\"'`", text[e-1]) >= 0 {
		e--
	}
	s := e
	for s > 0 && !isSpace(text[s-1]) && strings.IndexByte("\"'`", text[s-1]) < 0 {
		s--
	}
	q := s
	if q > 0 && strings.IndexByte("\"'`", text[q-1]) >= 0 {
		q--
	}
	if q == 0 || text[q-1] != ' ' || !useVerbs[strings.ToLower(wordBefore(text, q-1))] {
		return [2]int{}
	}
	return [2]int{s, e}
}

// phraseOpens: after opens with one of phrases, a whole word: "log in",
// "sign in", "authenticate", "Einloggen".
func phraseOpens(after string, phrases []string) bool {
	if len(after) == 0 || !slices.ContainsFunc(phrases, func(p string) bool { return p[0] == lowerByte(after[0]) }) {
		return false // a first byte that lowers to none of the phrases' first bytes opens none
	}
	after = strings.ToLower(after[:min(len(after), maxPhraseLen)])
	for _, p := range phrases {
		if strings.HasPrefix(after, p) && (len(after) == len(p) || !isWord(after[len(p)])) {
			return true
		}
	}
	return false
}

// maxPhraseLen bounds what phraseOpens lowers: the longest phrase.
const maxPhraseLen = len("zalogowania się")

// loginBefore: a login's verb ends at i, before its " with ": "log in",
// "logged in", "sign in", "signing on", "authenticate".
func loginBefore(text string, i int) bool {
	if i == 0 || !slices.ContainsFunc(loginPhrases, func(p string) bool { return p[len(p)-1] == lowerByte(text[i-1]) }) {
		return false // every phrase ends in an ASCII letter: the byte before " with " must lower to one's last
	}
	before := strings.ToLower(text[max(0, i-len("iniciar sesión")):i])
	for _, p := range loginPhrases {
		if strings.HasSuffix(before, p) && (len(before) == len(p) || !isWord(before[len(before)-len(p)-1])) {
			return true
		}
	}
	return false
}

// loginPhrases name signing in, in the forms "to" and "with" meet.
var loginPhrases = []string{"log in", "login", "log on", "logon", "sign in", "signin", "sign on", "authenticate", "auth", "get in",
	"logged in", "logging in", "signed in", "signing in", "authenticated", "authenticating",
	"logga in", "logg inn", "log ind", "log dich ein", "einloggen", "anmelden", "melde dich an", "te connecter", "connecte-toi",
	"se connecter", "connectez-vous", "inicia sesión", "iniciar sesión", "entra", "entrar", "accedi", "inloggen",
	"logge ind", "logge inn", "logget ind", "logget inn", "ssh in", "sshed in", "ssh'd in"}

// useVerbs hand a value over for use.
var useVerbs = wordSet("use type enter try paste input usa utiliza usá introduce escribe digita utilise utilisez tape tapez entre entrez " +
	"nimm nutze verwende gib użyj wpisz bruk brug gebruik použij použijte zadej")

// signInValue: tok reads as a chosen password, no product's name (OAuth2,
// YubiKey5, 1Password), deployment, path or address.
func signInValue(tok string) bool {
	return loginPassword(tok) && !productName(tok) && !nameAndNumber(tok) && !strings.ContainsAny(tok, "/:@") && !serviceName(tok)
}

// nameAndNumber: tok is a word with a number at one end (OAuth2, Auth0,
// Windows11, 1Password), as products and their versions are named; a
// password's digits or symbols sit inside it too (Tr0ub4dor&3).
func nameAndNumber(tok string) bool {
	core := strings.Trim(tok, "0123456789")
	for i := 0; i < len(core); i++ {
		if c := class(core[i]); c != 1 && c != 2 {
			return false
		}
	}
	return core != "" && (strings.HasPrefix(tok, core) || strings.HasSuffix(tok, core))
}
