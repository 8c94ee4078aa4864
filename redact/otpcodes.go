package redact

import (
	"strings"
	"unicode/utf8"
)

// arrivedCodes redacts a one-time code a sentence says came by its
// channel ("der SMS-Code ... ist gerade gekommen: 676457", "the 2FA code
// from the app is 481 902", "código de verificação: 553201"): a code noun
// that a channel word (SMS, 2FA, verification, authenticator, in several
// languages) owns in its clause, then a colon or a copula or a verb of
// arriving, then four to eight digits (two groups as apps print them),
// unless the sentence goes on to say the code was refused or expired.
// The code is valid for minutes, but those minutes are when it is pasted
// into a session. An order's, a postal, an error's or a bank's code has
// no channel word, and one named in its clause keeps the digits.
func arrivedCodes(text, lower string, spans []span) []span {
	for _, noun := range codeNouns {
		for from := 0; ; {
			j := strings.Index(lower[from:], noun)
			if j < 0 {
				break
			}
			at := from + j
			from = at + len(noun)
			if s, e, ok := arrivedCode(lower, at, from); ok {
				spans = append(spans, span{s, e, "one-time-code"})
			}
		}
	}
	return spans
}

// codeNouns name a code in the languages the channel words are in.
var codeNouns = []string{"code", "código", "codigo", "codice", "kod"}

// maxCodeClause bounds how far a code's clause reaches each way from its
// noun: a channel word and an owner's phrase ("für mein echtes Konto").
const maxCodeClause = 60

// arrivedCode reads the clause around the code noun at lower[at:end] and
// returns the span of the code it gives, if it is a one-time code's.
func arrivedCode(lower string, at, end int) (int, int, bool) {
	if end < len(lower) && isLetterAt(lower, end) {
		return 0, 0, false // "codex", "codes", "kodak"
	}
	head := lower[clauseStart(lower, at):at]
	rest := lower[end:min(len(lower), end+maxCodeClause)]
	d := strings.IndexFunc(rest, func(r rune) bool { return r >= '0' && r <= '9' || strings.ContainsRune(".!?;,\n", r) })
	if d < 0 || rest[d] < '0' || rest[d] > '9' {
		return 0, 0, false
	}
	between := rest[:d]
	clause := head + " " + between
	if !containsAnyOf(clause, channelWords...) || containsAnyOf(clause, notOTPWords...) || !givesValue(between) {
		return 0, 0, false
	}
	n := otpLength(rest[d:])
	if n == 0 || deadCode(lower[end+d+n:]) {
		return 0, 0, false
	}
	return end + d, end + d + n, true
}

// deadCode: the sentence after a code, after, says the code was refused
// or has expired ("is 173702 but the site says invalid"): a code that
// opens nothing any more, quoted to debug a clock's drift.
func deadCode(after string) bool {
	after = after[:min(len(after), maxCodeClause*2)]
	if k := strings.IndexAny(after, ".!?\n"); k >= 0 {
		after = after[:k]
	}
	return containsAnyOf(after, deadWords...)
}

// deadWords say a one-time code no longer works, in the channel words'
// languages.
var deadWords = strings.Split("invalid|expired|rejected|refused|wrong|incorrect|not accepted|doesn't work|didn't work|"+
	"does not work|did not work|ungültig|abgelaufen|falsch|funktioniert nicht|inválid|expirad|"+
	"expirou|caducad|invalide|expiré|refusé|scadut|non valid|errat|sbagliat|fail|schlägt fehl|falla|falló|falhou|échou", "|")

// clauseStart is where the clause holding lower[at] begins: after the
// last sentence or clause mark, at most maxCodeClause bytes back.
func clauseStart(lower string, at int) int {
	start := max(0, at-maxCodeClause)
	if k := strings.LastIndexAny(lower[start:at], ".!?;,\n"); k >= 0 {
		start += k + 1
	}
	return start
}

// isLetterAt: lower holds a letter at i, ASCII or not.
func isLetterAt(lower string, i int) bool {
	r, _ := utf8.DecodeRuneInString(lower[i:])
	return r >= 'a' && r <= 'z' || r >= utf8.RuneSelf && r != '—' && r != '–'
}

// givesValue: between, the words from a code's noun to its digits, ends
// in what hands the value over: a colon, an equals sign or a dash, or a
// copula or a verb of arriving as the last word.
func givesValue(between string) bool {
	t := strings.TrimRight(between, " \t")
	if t == "" {
		return false
	}
	if strings.ContainsAny(t[len(t)-1:], ":=-") || strings.HasSuffix(t, "—") || strings.HasSuffix(t, "→") {
		return true
	}
	f := strings.Fields(t)
	return codeVerbs[f[len(f)-1]]
}

// codeVerbs hand a code over as the last word before it: copulas and
// verbs of arriving in the channel words' languages.
var codeVerbs = wordSet("is was ist war lautet es era é est était è är er jest " +
	"arrived came kam gekommen angekommen chegou llegó llego arrivé arrivato arrivata kwam przyszedł")

// channelWords name the channel a one-time code arrives by or the step it
// proves.
var channelWords = strings.Split("sms|2fa|mfa|otp|one-time|one time|einmal|verif|vérif|authenticator|authy|bestätigung|"+
	"anmelde|login|log-in|sign-in|signin|confirma|two-factor|2-step|zwei-faktor|2-faktor|"+
	"text message|whatsapp|doğrulama|weryfikac|jednorazow", "|")

// notOTPWords name a code that is no one-time code, or a number given
// beside one: an order's, a parcel's, a postal code, an error's status,
// a bank's sort code, a discount.
var notOTPWords = strings.Split("error|fehler|erro|status|exit|http|postal|post code|postcode|zip|plz|order|bestell|pedido|"+
	"commande|invoice|rechnung|ticket|tracking|promo|coupon|discount|rabatt|country|area|"+
	"sort code|iban|swift|bank|version", "|")

// otpLength is the length of the one-time code at the start of s: four to
// eight digits, or two groups of three or four a blank or a dash apart,
// not followed by another digit, a letter or a decimal point.
func otpLength(s string) int {
	a := leadingDigits(s)
	n := a
	if a >= 3 && a <= 4 && a+1 < len(s) && (s[a] == ' ' || s[a] == '-') {
		if b := leadingDigits(s[a+1:]); b == a {
			n = a + 1 + b
		}
	}
	if digits := n - strings.Count(s[:n], " ") - strings.Count(s[:n], "-"); digits < 4 || digits > 8 {
		return 0
	}
	if n < len(s) && (isLetterAt(s, n) || s[n] == '.' && n+1 < len(s) && s[n+1] >= '0' && s[n+1] <= '9') {
		return 0
	}
	return n
}

// leadingDigits is the number of ASCII digits s opens with.
func leadingDigits(s string) int {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return i
}
