package redact

import (
	"strings"
	"unicode"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// askedAnswer is the value the line after a question gives, when the
// credential word ending at e is what that question asks for ("what's the
// wifi password?", "Q: what is the admin password for the NAS?"), as
// bounds in text[e:]: a chat's reply puts it alone after its opener ("it's
// X", "sure, it's X", "A: X"). The whole reply must be that one value, so
// "it's on the sticker" and "ask Dana, it's in the vault" say where it is.
func askedAnswer(text string, e int) ([2]int, bool) {
	n := lineBound(text, e)
	if e+n >= len(text) || !askedTail(text[e:e+n]) {
		return [2]int{}, false // the cheap test first: the name's line ends a question
	}
	head := text[strings.LastIndexByte(text[:e], '\n')+1 : e]
	if !asksWhat(head) && !asksAfter(text[e:e+n]) && !asksBare(head[:len(head)-len(wordBefore(text, e))]) || asksOtherThing(head+text[e:e+n]) {
		return [2]int{}, false
	}
	s := e + n + 1
	line := text[s : s+lineBound(text, s)]
	v := strings.TrimRight(cutTurnMark(strings.TrimSpace(line)), ".!")
	v, _ = strings.CutPrefix(v, "A:")
	v = strings.TrimSpace(v)
	if loc := replyOpener.FindStringIndex(v); loc != nil {
		v = v[loc[1]:]
	}
	v = colonTail(v)
	if v == "" || strings.ContainsAny(v, " \t") || !heldValue(v) && !symbolPassword(v) && !pinCode(askedPINName(text, e), v) { // "what's the PIN?\n4417"
		return [2]int{}, false
	}
	from := s - e + strings.Index(line, v)
	return [2]int{from, from + len(v)}, true
}

// askedName is the credential's word ending at e, with the possessive
// that follows it joined on: "pin nya" (its PIN) is the noun, where a
// lowercase "pin" alone may be a verb.
func askedName(text string, e int) string {
	if _, ok := cutNya(text[e:]); ok {
		return wordBefore(text, e) + "-nya"
	}
	return wordBefore(text, e)
}

// maxAskedTail bounds what may follow the word on its question's line
// ("for the staging db?"): a qualifier, not another sentence.
const maxAskedTail = 48

// asksWhat: the line's head before the credential word is a question that
// asks for its value ("what's the", "> what is the admin", "wie lautet
// das", "¿cuál es la"), once a quote's ">", a "Q:" and Spanish's "¿" are
// set aside.
func asksWhat(head string) bool {
	h := cutTurnMark(strings.TrimLeft(lowerASCII(head), "> \t"))
	h, _ = strings.CutPrefix(h, "q:")
	h = strings.TrimSpace(h)
	h, _ = strings.CutPrefix(h, "¿")
	for _, q := range askOpeners {
		if strings.HasPrefix(h, q) {
			return true
		}
	}
	return false
}

// asksAfter: the question's word for "what" follows the credential's
// word, as Indonesian and Malay put it ("passwordnya apa buat akun
// redis?", "PIN-nya berapa?", "PIN nya berapa?", "password wifi nya
// apa?"); rest runs from the word's end.
func asksAfter(rest string) bool {
	rest, _ = cutNya(rest)
	w, after, _ := strings.Cut(strings.TrimLeft(rest, " \t"), " ")
	if postposedAsks[strings.TrimRight(lowerASCII(w), "?")] {
		return true
	}
	if !qualifierWord(strings.TrimSuffix(w, "nya")) {
		return false
	}
	if a, ok := cutNya(" " + after); ok || strings.HasSuffix(w, "nya") { // one qualifier before the possessive: "PIN ATM nya", "password wifinya"
		w, _, _ = strings.Cut(strings.TrimLeft(a, " \t"), " ")
		return postposedAsks[strings.TrimRight(lowerASCII(w), "?")]
	}
	return false
}

// qualifierWord: w is one short word of letters or digits, as names what
// a credential is for (wifi, ATM, kantor, db2).
func qualifierWord(w string) bool {
	return w != "" && len(w) <= maxQualifierLen && strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) < 0
}

// cutNya cuts Indonesian's and Malay's possessive "its" from the head of
// rest, the text after a noun: joined by a hyphen ("PIN-nya") or, as chat
// writes it, a word of its own ("PIN nya"). It says whether one was there.
func cutNya(rest string) (string, bool) {
	if r, ok := strings.CutPrefix(rest, "-nya"); ok && (r == "" || !isNameByte(r[0])) {
		return r, true
	}
	t := strings.TrimLeft(rest, " \t")
	if len(t) < len(rest) && len(t) >= 3 && lowerASCII(t[:3]) == "nya" && (len(t) == 3 || !isNameByte(t[3])) {
		return t[3:], true
	}
	return rest, false
}

// afterNya is the token after Indonesian's and Malay's possessive written
// as a word of its own, right after the credential's word or after one
// qualifier ("PIN nya 482913", "PIN ATM nya 4417": its PIN is 4417), as
// bounds in rest, the text after the word; false without one.
func afterNya(rest string) ([2]int, bool) {
	r, ok := cutNya(rest)
	if !ok {
		w, after, _ := strings.Cut(strings.TrimLeft(rest, " \t"), " ")
		if !qualifierWord(w) {
			return [2]int{}, false
		}
		if r, ok = cutNya(" " + after); !ok {
			return [2]int{}, false
		}
	}
	return token(rest, len(rest)-len(r)), true
}

// postposedAsks are the words for "what" and "how much" asked after their
// noun.
var postposedAsks = wordSet("apa apaan berapa")

// askOpeners open a question for a value: "what is" in English and the
// languages a note or a chat may be written in (German, French, Spanish,
// Portuguese, Italian, Dutch, Swedish, Danish, Norwegian, Finnish,
// Polish, Czech, Slovak, Croatian, Slovenian, Lithuanian, Latvian,
// Estonian, Ukrainian, Russian, Indonesian), each with its blank and
// the genders its noun may take.
var askOpeners = strings.Split("what's |what’s |whats |what is |what was |wat is |wat was |was ist |wie ist |wie lautet |welches ist |c'est quoi |c’est quoi |quel est |quelle est |cuál es |cual es |qué es |que es |qual é |qual e |qual a |qual è |qual'è |qual’è |vad är |vilket är |hva er |hvad er |hvilket er |mikä on |mika on |jakie jest |jakie było |jaki jest |jaka jest |jaké je |jaký je |jaká je |aké je |aký je |aká je |koja je |kakva je |apa |berapa |"+
	"kakšno je |kakšen je |kakšna je |katero je |koks |koks yra |kokia |kokia yra |kāda ir |kāds ir |kada ir |kads ir |mis on |"+
	"який |яка |яке |Який |Яка |Яке |який у |какой |какая |Какой |Какая ", "|")

// replyOpener opens a reply before the value it gives: an assent, then
// "it's" ("sure, it's X", "yeah its X") in English or the languages
// askOpeners asks in ("klar, es ist X", "oui, c'est X", "sí, es X",
// "det är X", "se on X", "to X"), and in the Baltic, Slovenian and East
// Slavic chats it also reads ("see on X", "tai X", "tā ir X", "to je X",
// "це X"); a longer opener stands before its own first word.
var replyOpener = lazyre.New(`^(?i)(?:(?:sure|yeah|yes|yep|ok|okay|np|ja|klar|oui|sí|si|sim|claro|certo|tak|jo|joo|kyllä|da|ya)[,!]?\s+)?` +
	`(?:it's|it’s|its|it is|es ist|das ist|c'est|c’est|es|é|è|het is|det är|det er|se on|see on|to je|je to|to|je|itu|ini|tai yra|tai|tā ir|tas ir|це є|це|это)\s+`)

// shortAnswer is the value chat gives a password's word on the same line
// in a contraction or a question's answer, as bounds in rest (the text
// after the word): "the wifi password's purple-monkey-dishwasher" ("'s" for
// "is"), "wifi password? it's tangerine-dream-88", "pw? hunter42". The
// value must end its clause and read as a password (letters and digits, or
// three words or more joined by hyphens): "the password's hash is ...",
// "the password's length" and "password? no idea" are the sentence's own.
func shortAnswer(rest string) ([2]int, bool) {
	from := contraction(rest)
	if from == 0 && strings.HasPrefix(rest, "? ") {
		from = len("? ")
		if loc := replyOpener.FindStringIndex(rest[from:]); loc != nil {
			from += loc[1]
		} else if loc := answerArrow.FindStringIndex(rest[from:]); loc != nil {
			from += loc[1]
		}
	}
	if from == 0 {
		return [2]int{}, false
	}
	v := token(rest, from)
	tok := rest[v[0]:v[1]]
	after := strings.TrimLeft(rest[v[1]:], " \t")
	if after != "" && strings.IndexByte(".,;!?)\r\n", after[0]) < 0 || !heldValue(tok) && !wordChain(tok) {
		return [2]int{}, false
	}
	return v, true
}

// answerArrow opens an answer with an arrow or a dash: "pw? -> X".
var answerArrow = lazyre.New(`^(?:->|=>|→|[—–-])\s+`)

// contraction is the length of "'s " (or "’s ") that opens rest, else 0.
func contraction(rest string) int {
	for _, c := range []string{"'s ", "’s "} {
		if strings.HasPrefix(rest, c) {
			return len(c)
		}
	}
	return 0
}

// wordChain: v is three words or more of letters joined by hyphens, the
// passphrase a password manager or a person picks ("purple-monkey-dishwasher").
func wordChain(v string) bool {
	parts := strings.Split(v, "-")
	if len(parts) < 3 {
		return false
	}
	for _, p := range parts {
		if len(p) < 2 || !plainWord(strings.ToLower(p)) {
			return false
		}
	}
	return true
}
