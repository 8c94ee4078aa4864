package redact

import "strings"

// cardNumbers redacts a payment card's number on a line that names a card
// (card, Visa, Amex, credit, debit): 13 to 19 digits, in groups or not, that
// pass the Luhn check. A test card stays: the networks' and the payment
// providers' test numbers repeat a few digits (4242 4242 4242 4242,
// 4111 1111 1111 1111, 5555 5555 5555 4444), and a sentence may say it is one.
func cardNumbers(text string, spans []span) []span {
	for i := 0; i < len(text); i++ {
		if class(text[i]) != 3 || i > 0 && (isWord(text[i-1]) || text[i-1] == '.') {
			continue
		}
		end, n := cardRun(text, i)
		if n >= 13 && n <= 19 {
			if d := onlyDigits(text[i:end]); luhn(d) && !testCard(d) && cardLine(text, i) {
				spans = append(spans, span{i, end, "card-number"})
			}
		}
		i = end
	}
	return spans
}

// cardRun reads digits from i, allowing one blank or hyphen between groups,
// and returns where the run ends and how many digits it holds (0 when the
// run is part of a longer token).
func cardRun(text string, i int) (int, int) {
	n, end := 0, i
	for j := i; j < len(text) && j-i < 32; j++ {
		c := text[j]
		if class(c) == 3 {
			n++
			end = j + 1
			continue
		}
		if (c == ' ' || c == '-') && j+1 < len(text) && class(text[j+1]) == 3 && class(text[j-1]) == 3 {
			continue
		}
		break
	}
	if end < len(text) && (isWord(text[end]) || text[end] == '.' && end+1 < len(text) && class(text[end+1]) == 3) {
		return end, 0 // part of a longer token or a decimal
	}
	return end, n
}

func onlyDigits(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, s)
}

func luhn(d string) bool {
	sum := 0
	for i := len(d) - 1; i >= 0; i-- {
		n := int(d[i] - '0')
		if (len(d)-i)%2 == 0 {
			if n *= 2; n > 9 {
				n -= 9
			}
		}
		sum += n
	}
	return sum%10 == 0
}

// testCard: a published test number, or one of few distinct digits or a
// long run of one, as most test numbers are; a random card number has eight
// distinct digits or more.
func testCard(d string) bool {
	if publishedTestCards[d] {
		return true
	}
	seen := map[byte]bool{}
	run, best := 1, 1
	for i := 0; i < len(d); i++ {
		seen[d[i]] = true
		if i > 0 && d[i] == d[i-1] {
			run++
			best = max(best, run)
		} else {
			run = 1
		}
	}
	return len(seen) <= 6 || best >= 4
}

// cardLine: the line of i names a card and does not call it a test.
func cardLine(text string, i int) bool {
	words := lineWords(text, i)
	return containsWord(words, []string{"card", "visa", "mastercard", "amex", "credit", "debit", "pan", "cc"}) &&
		!containsWord(words, []string{"test", "sandbox", "example", "dummy", "fake", "stripe"})
}

// publishedTestCards are the test numbers the card networks and payment
// providers document whose digits look as random as a real card's.
var publishedTestCards = map[string]bool{"378282246310005": true, "371449635398431": true, "378734493671000": true,
	"30569309025904": true, "38520000023237": true, "6011000990139424": true, "3530111333300000": true,
	"3566002020360505": true, "5019717010103742": true, "6331101999990016": true, "36227206271667": true,
	"2223003122003222": true, "5200828282828210": true, "4000056655665556": true, "4012888888881881": true,
	"6011111111111117": true, "5105105105105100": true, "4222222222222": true}

// testCardCode: val, the security code a card's word ending at e labels
// (CVC 123, CVV: 737), stands on a line whose card number is a test one
// (4242 4242 4242 4242, a provider's published number): the test card's
// code, which the provider's docs print beside it. A line that holds a
// real number as well, or none, keeps the code a secret.
func testCardCode(text string, e int, val string) bool {
	if !securityCodeWords[lowerASCII(text[e-nameLen(text, e):e])] || !isDigits(val) {
		return false
	}
	s := strings.LastIndexByte(text[:e], '\n') + 1
	return testCardLine(text[s : e+lineBound(text, e)])
}

// testCardLine: line holds a card number and each one it holds is a test
// card's.
func testCardLine(line string) bool {
	test := false
	for i := 0; i < len(line); i++ {
		if class(line[i]) != 3 || i > 0 && (isWord(line[i-1]) || line[i-1] == '.') {
			continue
		}
		end, n := cardRun(line, i)
		if d := onlyDigits(line[i:end]); n >= 13 && n <= 19 && luhn(d) {
			if !testCard(d) {
				return false
			}
			test = true
		}
		i = end
	}
	return test
}

// securityCodeWords name a card's security code.
var securityCodeWords = map[string]bool{"cvc": true, "cvv": true, "cvc2": true, "cvv2": true, "csc": true, "cid": true}
