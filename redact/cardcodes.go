package redact

import (
	"strings"
	"unicode"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// cardCodes redacts a card's security code said in a sentence: "my visa's
// CVV is 842", "die Prüfnummer meiner Kreditkarte ist 557", "el código de
// seguridad de mi tarjeta es 392". The label and its value may stand
// apart by a few words (the card's name, its owner) and a copula, a colon
// or "="; the value is three or four digits that end the token. A label
// that names any code ("security code", "Prüfnummer") needs a card's word
// on its line; CVV and its kin name a card's code alone. A count ("CVV is 3
// digits"), a test card's line (4242 4242 4242 4242, CVC 123) and a code
// with no value keep their words.
func cardCodes(text string, spans []span) []span {
	if !cardCodeHint(text) {
		return spans
	}
	for _, m := range cardCodeSentence.FindAllStringSubmatchIndex(text, -1) {
		label, v := strings.ToLower(text[m[2]:m[3]]), [2]int{m[4], m[5]}
		s := strings.LastIndexByte(text[:v[0]], '\n') + 1
		line := text[s : v[0]+lineBound(text, v[0])]
		if (!cardCodeNames[label] && !cardWordOn(line)) || countedAfter(text[v[1]:]) || testCardLine(line) {
			continue
		}
		spans = append(spans, span{v[0], v[1], "card-code"})
	}
	return spans
}

// cardCodeSentence is a security code's label, up to 60 bytes of the
// sentence's words (no digit), a copula of the languages copulas cover or
// a colon or "=", and three or four digits that end their token; or the
// label and the digits alone ("cvc 319").
var cardCodeSentence = lazyre.New(`(?i)(?:^|[^\p{L}\d])(cvv2?|cvc2?|csc|cvn|cid|card verification (?:code|value|number)|card code|security code|` +
	`sicherheitscode|kartenprüfnummer|prüfnummer|beveiligingscode|código de seguridad|código de segurança|codice di sicurezza|` +
	`code de sécurité|cryptogramme|säkerhetskod|sikkerhedskode|sikkerhetskode|kod bezpieczeństwa)` +
	`(?:[^\n.!?;\d]{0,60}?(?:\s(?:is|ist|es|est|är|é|è|er|lautet|jest|was|era)\s+|\s*[:=]\s*)|\s+)(\d{3,4})(?:[\s,;!?)]|\.(?:\s|$)|$)`)

// cardCodeNames are the labels that name a card's code wherever they stand.
var cardCodeNames = wordSet("cvv cvv2 cvc cvc2 cvn kartenprüfnummer cryptogramme")

// cardCodeHint: text holds a letter sequence a label of cardCodeSentence
// opens with, so the expression runs only where it may match.
func cardCodeHint(text string) bool {
	l := strings.ToLower(text)
	for _, h := range []string{"cvv", "cvc", "csc", "cvn", "cid", "card", "secur", "prüf", "código", "codice", "code de", "crypto", "säkerhet", "sikker", "kod "} {
		if strings.Contains(l, h) {
			return true
		}
	}
	return false
}

// cardWordOn: line names a payment card (card, Visa, Kreditkarte, tarjeta,
// pas), as a word or a compound's last part.
func cardWordOn(line string) bool {
	for _, w := range strings.FieldsFunc(strings.ToLower(line), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if cardWords[w] || strings.HasSuffix(w, "karte") || strings.HasSuffix(w, "kaart") {
			return true
		}
	}
	return false
}

// cardWords name a payment card in the languages cardCodeSentence reads.
var cardWords = wordSet("card cards visa amex mastercard maestro discover diners jcb unionpay debit credit karte kaart pas pinpas " +
	"tarjeta carte cartão cartao carta kort kortet karta karty kartę")

// countedAfter: the words after a code's digits count them ("3 digits"):
// a format, not a value.
func countedAfter(after string) bool {
	f := strings.Fields(strings.ToLower(after))
	return len(f) > 0 && (formatUnits[strings.Trim(f[0], ".,;")] || foreignUnits[strings.Trim(f[0], ".,;")])
}

// foreignUnits are formatUnits' digits and characters in other languages.
var foreignUnits = wordSet("stellen ziffern zeichen cijfers tekens dígitos digitos caracteres chiffres caractères cifre caratteri siffror tecken cyfr cyfry znaków")
