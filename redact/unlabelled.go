package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// This file redacts secrets that have no label of their own beside them:
// the reply to a request for a credential made on the line before it, a
// second value whose label the first one's serves, a value put into a
// password field that is named after it, and a token whose label stands
// apart from it behind a chat's particles. Each rule asks for the context
// that makes the bare value a secret, and for a value that reads as one.

// unlabelledSecrets runs the rules of this file.
func unlabelledSecrets(text, lower string, spans []span) []span {
	spans = requestedReplies(text, spans)
	spans = sharedLabels(text, spans)
	spans = fieldPlaced(text, lower, spans)
	return particleLabels(text, spans)
}

// questionEnds are a question's mark, in the Latin, Arabic and full-width
// scripts.
var questionEnds = []string{"?", "؟", "？"}

// maxRequestLine bounds the line a request for a credential is read on.
const maxRequestLine = 160

// requestedReplies redacts the value the line after a request for a
// credential hands over ("> can you paste the token so I can test the
// curl?\nhere: X", "> ما هي كلمة السر؟\nتفضل: X", "> podaj hasło\nX"):
// askedAnswer reads only a question that opens with "what is"; a request
// may ask in any words, or with a verb and no question's mark
// (verbRequest), so here the reply must say it hands something over (a
// short opener and a colon) or be a password alone (replyValue).
func requestedReplies(text string, spans []span) []span {
	scan(text, literal("\n"), func(i int) int {
		s := strings.LastIndexByte(text[:i], '\n') + 1
		if i-s > maxRequestLine || !requestLine(text[s:i]) {
			return i + 1
		}
		a := i + 1
		if b, ok := replyValue(text[a : a+lineBound(text, a)]); ok {
			spans = append(spans, span{a + b[0], a + b[1], "credential"})
		}
		return i + 1
	})
	return spans
}

// requestLine: line asks for a credential: a question that names it as
// what it asks for, or a request with a verb (verbRequest).
func requestLine(line string) bool {
	t := strings.TrimRight(line, " \t\r")
	for _, q := range questionEnds {
		if h, ok := strings.CutSuffix(t, q); ok && asksForCredential(h) && !asksOtherThing(t) {
			return true
		}
	}
	return verbRequest(t)
}

// asksForCredential: the question's line names a credential as the thing
// it asks for: the word is followed by nothing, or by a word that goes on
// to why or for what ("the token so I can test", "the password for
// staging"), not by another noun it qualifies ("the token's expiry",
// "the key rotation commit").
func asksForCredential(line string) bool {
	if endsForeignNoun(strings.TrimRight(line, " \t?؟？")) {
		return true // a noun of two words ends the question: "ما هي كلمة السر؟"
	}
	words := strings.Fields(lowerASCII(line))
	for i, w := range words {
		if !credentialNoun(strings.Trim(w, "?؟？,.:'\"")) {
			continue
		}
		if strings.ContainsAny(w, "'’") {
			continue // the token's expiry
		}
		if i+1 == len(words) || strings.ContainsAny(w, "?؟？,") || requestGoesOn[strings.Trim(words[i+1], "?؟？,.")] {
			return true
		}
	}
	return false
}

// credentialNoun: w is a word that names a credential as a whole noun,
// in English or in one of the languages foreignAnchors reads.
func credentialNoun(w string) bool {
	if requestedNouns[w] {
		return true
	}
	for _, a := range foreignAnchors {
		if a[0] >= 0x80 && strings.Contains(w, a) {
			return true
		}
	}
	return false
}

// endsForeignNoun: s ends with a credential's noun in another script.
func endsForeignNoun(s string) bool {
	for _, a := range foreignAnchors {
		if a[0] >= 0x80 && strings.HasSuffix(s, a) {
			return true
		}
	}
	return false
}

// requestedNouns are the English words (and the Latin-script ones chat
// borrows) a request names a credential by.
var requestedNouns = wordSet("token tokens password passwords passwd pw pwd pass passphrase passcode pin secret key apikey api-key creds credentials otp " +
	"contraseña contrasena senha passwort kennwort wachtwoord hasło haslo heslo parola parol sandi klucz clave chave chiave schlüssel sleutel")

// requestGoesOn are the words that may follow the credential's noun in a
// request and go on to why or for what it is asked, not name another
// thing: a purpose, a qualifier's preposition, a politeness, or a verb of
// handing over where the verb comes last (German, Dutch, Hindi and Urdu in
// Latin letters: "das Passwort schicken?", "password batao?"), or the
// question's "what" put after its noun ("password kya hai?", "şifre ne?").
var requestGoesOn = wordSet("so for to please pls plz again here now real quick too as from of you i we that in on when if then and or " +
	"para por pour pra per für fur zum bitte svp por favor porfa plis nya dong ya untuk buat de del da do du des di della " +
	"schicken senden geben sagen schreiben durchgeben teilen sturen geven delen zeggen bhejo batao bata bhej dedo dena " +
	// and the "what" a question puts after its noun: Hindi's, Turkish's, Korean's
	"kya nedir neydi ne 뭐야 뭐예요 뭐에요 뭐임 뭔데")

// replyOpenerColon opens a reply that hands a value over: a few words and
// a colon ("here:", "here you go:", "تفضل:", "voilà :", "aquí tienes:").
var replyOpenerColon = lazyre.New(`^[^\s:]+(?:\s+[^\s:]+){0,2}\s?:\s+`)

// replyValue is the value a reply line hands over, as bounds in line:
// after an opener and a colon it must read as a password or a key; alone,
// as a random key, so "yes" and "8080" stay.
func replyValue(line string) ([2]int, bool) {
	t := strings.TrimRight(line, " \t\r.!")
	from := len(t) - len(strings.TrimLeft(cutTurnMark(t), "> \t"))
	opened := false
	if loc := replyOpenerColon.FindStringIndex(t[from:]); loc != nil {
		from += loc[1]
		opened = true
	}
	v := t[from:]
	if v == "" || strings.ContainsAny(v, " \t") {
		return [2]int{}, false
	}
	if strings.Contains(v, "://") || !opened && (strings.ContainsAny(v, ".:") || v[0] == '@') {
		return [2]int{}, false // a link, a name with a dot alone ("Ask.IT-Desk") or a mention: where the value is, not it
	}
	if !secretLike(v) && !(opened && (symbolPassword(v) || heldValue(v) && mixedWord(v))) && !chosenReply(v) {
		return [2]int{}, false
	}
	return [2]int{from, len(t)}, true
}

// chosenReply: v, alone on the line after a request for a credential,
// reads as a password a person chose ("Sommer2024!", "blue-otter-42",
// "katze123", "purple-monkey-dishwasher"): letters with digits, or with
// capitals and symbols, or three words joined by hyphens. A word ("yes",
// "Berlin", "main"), a number, a ticket's id (JIRA-4521, INC0012345) and
// a password manager's name (1Password) answer otherwise.
func chosenReply(v string) bool {
	if ticketID(v) || managerNames[strings.ToLower(v)] || placeholder(v) {
		return false
	}
	return symbolPassword(v) || strongPassword(v) || (bareValue(v) || !ascii(v) && utf8.RuneCountInString(v) >= minChosenReply && !strings.ContainsAny(v, "/=:.")) && mixedWord(v) || wordChain(v)
}

// minChosenReply is the fewest letters and digits a chosen password in
// another script is taken with ("Москва2024"), as bareValue asks of ASCII.
const minChosenReply = 6

// ticketID: v is a tracker's id, capitals then digits, a hyphen between
// or none (JIRA-4521, INC0012345, PR-88).
func ticketID(v string) bool {
	letters := strings.TrimLeft(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
	if len(letters) == len(v) {
		return false
	}
	return isDigits(strings.TrimPrefix(letters, "-"))
}

// mixedWord: v holds letters and digits both, as a chosen password does
// ("Koshari5", "admin1234adm"), where a word or a number alone is an
// answer of another kind.
func mixedWord(v string) bool {
	return strings.IndexFunc(v, unicode.IsLetter) >= 0 && strings.IndexFunc(v, unicode.IsDigit) >= 0
}

// sharedLabel reads what follows a redacted value: a second clause whose
// noun is elided because the first one's serves it ("y la del router es
// X", "and the staging one is X", "staging one: X", "et celui du routeur
// est X", "die vom Keller ist X", "and for staging it's X"), or a thing
// that "has" a code after a code ("der Schlüsselkasten hat 0902"). It
// runs on a pass's output, where the first value is already a marker.
var sharedLabel = lazyre.New(`^(?i)\s*[,;]?\s*(?:(?:and|y|e|et|und|en|og|och|i|a|dan|и)\s+)?` +
	`(?:(?:` + elidedNoun + `)` + sharedCopula + `|` + forClause + `|` + hasCode + `)`)

// elidedNoun is a noun phrase with its head left out: "the staging one",
// "the one for staging", "la del router", "a do roteador", "celui du
// routeur", "die vom Keller", "die van de kelder".
const elidedNoun = `(?:the|this|that)?\s*[^\s,;.:]+(?:\s+[^\s,;.:]+)?\s+one|the\s+one\s+(?:for|on|in|of)\s+(?:the\s+)?[^\s,;.:]+|` +
	`(?:la|el|lo|las|los|a|o|as|os|quella|quello|celle|celui|der|die|das|den)\s+(?:del|de\s+la|de|da|do|das|dos|della|dello|di|du|des|vom|von|für|fürs|im|zum|zur|van|voor)\s+(?:(?:la|el|le|les|the|der|die|das|dem|den|de|het)\s+)?[^\s,;.:]+`

// sharedCopula joins the elided noun to its value: a copula in the
// languages elidedNoun reads, a colon or "=".
const sharedCopula = `(?:\s*[:=]\s+|\s+(?:is|es|ist|est|è|é|e|är|er|was|era|war|lautet)\s+)`

// forClause names what the second value is for and then gives it: "for
// staging it's X", "para el router es X", "pour le routeur c'est X", "für
// den Keller ist es X".
const forClause = `(?:for|para|pour|für|per|voor)\s+(?:(?:the|el|la|le|den|die|das|de|il|lo|het)\s+)?[^\s,;.:]+(?:\s+[^\s,;.:]+)?,?\s+` +
	`(?:it's|it’s|its|it is|c'est|c’est|ist es|es ist|is|es|est|ist|è|é)\s+`

// hasCode is a thing that has a code of digits, which ends its clause.
const hasCode = `(?:the|el|la|le|der|die|das|il|o|a|de|het)\s+[^\s,;.]+\s+(?:has|hat|tiene|a|ha|tem|heeft|har)\s+(?P<code>\d{4,8})(?:[.,;!)]|\s*$)`

// sharedLabels redacts the second value a redacted one's label serves.
func sharedLabels(text string, spans []span) []span {
	scan(text, literal(markerPrefix), func(i int) int {
		e := strings.IndexByte(text[i:], ']')
		if e < 0 {
			return i + 1
		}
		base := i + e + 1
		if b, kind, ok := sharedValueAt(text[base:min(len(text), base+maxSentenceLen)]); ok {
			spans = append(spans, span{base + b[0], base + b[1], kind})
		}
		return base
	})
	return spans
}

// sharedValueAt is the second value sharedLabel finds at the head of rest,
// as bounds in rest, with its kind.
func sharedValueAt(rest string) ([2]int, string, bool) {
	m := sharedLabel.FindStringSubmatchIndex(rest)
	if m == nil {
		return [2]int{}, "", false
	}
	if c := 2 * sharedLabel.SubexpIndex("code"); m[c] >= 0 {
		return [2]int{m[c], m[c+1]}, "pin", true
	}
	v := token(rest, m[1])
	return v, "password", sharedValue(rest[v[0]:v[1]])
}

// sharedValue: v, the second value of a shared label, reads as a password
// or a code, not a host ("router.local", "db-02.internal"), a port or a
// word.
func sharedValue(v string) bool {
	if strings.HasPrefix(v, markerPrefix) || lowerHostName(v) {
		return false
	}
	return symbolPassword(v) || secretLike(v) || heldValue(v) && mixedWord(v) || codeDigits(v)
}

// lowerHostName: v is lowercase letters, digits, dots and hyphens with a dot
// or a hyphen in it, as a host's or a container's name is.
func lowerHostName(v string) bool {
	return strings.Trim(v, "abcdefghijklmnopqrstuvwxyz0123456789.-") == "" && strings.ContainsAny(v, ".-") && strings.IndexFunc(v, unicode.IsLetter) >= 0
}
