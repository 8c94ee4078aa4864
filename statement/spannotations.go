package statement

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// More notations of one amount, read before the units read a number and
// the word after it: hours and minutes run together ("1h30", "2h15min",
// "1h 30m"), a whole and a half in words ("two and a half hours"), a
// decimal comma ("1,5 h", "2,5 GB"), a shift or a power ("1 << 20",
// "2^20 bytes"), "M" and "bn" as millions and billions of a thing counted
// ("1.5M users", "$2m"), and a period of two weeks said in one word
// ("biweekly", "fortnightly", "zweiwöchentlich"); and two notations of
// code, a daily crontab line and a map of shares, as prose says them.
// Read a word at a time, "1h30" is an hour and a stray 30, "1.5M users"
// ninety seconds and "biweekly" no period: the same value in two
// notations read as a clash, two values read as none.

// hourMinutes is an hour count and a minute count run together: "1h30",
// "2h15min", "1 h 30 min", "1h 30m"; after "at" ("à 12h30", "um 9h15")
// it is the time of day French and German write so.
var hourMinutes = lazyre.New(`(?i)((?:^|[\s(])(?:at|à|a|um|om|alle|às|kl)\s+)?\b(\d+)\s?h(?:([0-5]\d)(?:m|min|mins)?|\s([0-5]?\d)\s?(?:m|min|mins|minutes))\b`)

// hourMinuteSpan writes hours and minutes run together as the minutes the
// units read, or as a clock time after "at".
func hourMinuteSpan(s string) string {
	m := hourMinutes.FindStringSubmatch(s)
	h, err := strconv.Atoi(m[2])
	if err != nil {
		return s
	}
	mins, err := strconv.Atoi(m[3] + m[4])
	if err != nil {
		return s
	}
	if m[1] != "" {
		return fmt.Sprintf("%s%02d:%02d", m[1], h, mins)
	}
	return strconv.Itoa(h*60+mins) + " minutes"
}

// wholeAndHalf is a whole and a half of a unit in words: "two and a half
// hours", "1 and a half days".
var wholeAndHalf = lazyre.New(`(?i)\b(\d+|[a-z]+)\s+and\s+a\s+half\s+(seconds?|minutes?|hours?|days?|weeks?|months?|years?)\b`)

// wholeAndHalfAmount writes a whole and a half as its decimal; a word that is
// no number ("an hour and a half" is read elsewhere) is left.
func wholeAndHalfAmount(s string) string {
	m := wholeAndHalf.FindStringSubmatch(s)
	n := strings.ToLower(m[1])
	if w, ok := numberWords[n]; ok {
		n = w
	}
	if _, err := strconv.Atoi(n); err != nil {
		return s
	}
	return n + ".5 " + m[2]
}

// decimalComma is a decimal written with a comma, as most of Europe writes
// one, before a unit: "1,5 h", "2,5GB", "0,5 s". A comma before three
// digits is a thousands separator, which thousandsSep reads.
var decimalComma = lazyre.New(`\b(\d+),(\d{1,2})(\s?)([A-Za-z]+)\b`)

// decimalPoint writes a decimal comma before a unit as a point.
func decimalPoint(s string) string {
	m := decimalComma.FindStringSubmatch(s)
	if !units[strings.ToLower(m[4])].isUnit() {
		return s
	}
	return m[1] + "." + m[2] + m[3] + m[4]
}

// shiftOrPower is a number written as a shift or a power, as code and
// specs write sizes: "1 << 20", "16u << 20", "2^20", "2**10".
var shiftOrPower = lazyre.New(`\b(\d+)(?:[uU]?[lL]{0,2})?\s?(<<|\^|\*\*)\s?(\d+)\b`)

// shiftedValue writes a shift or a power as its number; one too large to
// be a size is left.
func shiftedValue(s string) string {
	m := shiftOrPower.FindStringSubmatch(s)
	base, err := strconv.ParseFloat(m[1], 64)
	if err != nil {
		return s
	}
	exp, err := strconv.ParseFloat(m[3], 64)
	if err != nil || exp > 62 {
		return s
	}
	v := base * math.Pow(2, exp)
	if m[2] != "<<" {
		v = math.Pow(base, exp)
	}
	if v > 1<<62 {
		return s
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// countMultiple is a count in millions or billions written short: "1.5M
// users", "2M rows", "3bn requests", or money after its currency sign
// ("$2m", "€1.5M").
var countMultiple = lazyre.New(`(?:([$€£]\s?)(\d+(?:\.\d+)?)\s?(m|M|mn|bn|B)\b|\b(\d+(?:\.\d+)?)\s?(M|mn|bn)\s+([A-Za-z]+))`)

// countMultiples are the factors countMultiple's letters stand for.
var countMultiples = map[string]float64{"m": 1e6, "mn": 1e6, "bn": 1e9, "b": 1e9}

// multipliedCount writes a short count in millions or billions as its
// number. Before a unit or a word that is no plural of things ("10M
// heap", "5M timeout") "M" is megabytes or minutes, which the units read.
func multipliedCount(s string) string {
	m := countMultiple.FindStringSubmatch(s)
	sign, n, letter, rest := m[1], m[2], m[3], ""
	if n == "" {
		n, letter = m[4], m[5]
		rest = s[len(s)-len(m[6]):]
		if noun := strings.ToLower(m[6]); !strings.HasSuffix(noun, "s") || units[noun].isUnit() {
			return s
		}
	}
	f, err := strconv.ParseFloat(n, 64)
	if err != nil {
		return s
	}
	v := strconv.FormatFloat(f*countMultiples[strings.ToLower(letter)], 'f', -1, 64)
	if rest != "" {
		return v + " " + rest
	}
	return sign + v
}

// twoWeekly is a period of two weeks said in one word, in English and the
// languages that say it so; "bimonthly", twice a month to some and every
// two months to others, is left.
var twoWeekly = lazyre.New(`(?i)\b(?:bi-?weekly|fortnightly|every\s+fortnight|zweiwöchentlich|tweewekelijks)\b`)

// sharesMap is a map of names to shares, as a config writes a split:
// "{train: 0.8, val: 0.1, test: 0.1}", "train=0.7, val=0.15, test=0.15",
// "stable: 90%, canary: 10%"; shareEntry is one of its entries.
var (
	sharesMap  = lazyre.New(`(?i)(?:\{\s*)?["']?[a-z]\w*["']?\s*[:=]\s*\d*\.?\d+%?(?:\s*,\s*["']?[a-z]\w*["']?\s*[:=]\s*\d*\.?\d+%?)+\s*\}?`)
	shareEntry = lazyre.New(`(?i)([a-z]\w*)["']?\s*[:=]\s*(\d*\.?\d+)(%?)`)
)

// sharesSplit writes a map of shares that add up to the whole as a label
// line writes the split, "train/val/test 80/10/10" (the label's value is
// its last word), so the two notations of one split agree and of two
// splits clash. A map whose numbers add up to
// no whole ("{retries: 3, timeout: 0.5}") holds no split and is left.
func sharesSplit(s string) string {
	var names, shares []string
	total := 0.0
	for _, e := range shareEntry.FindAllStringSubmatch(s, -1) {
		v, err := strconv.ParseFloat(e[2], 64)
		if err != nil {
			return s
		}
		if e[3] == "" {
			v *= 100
		}
		total += v
		names = append(names, e[1])
		shares = append(shares, strconv.FormatFloat(math.Round(v*100)/100, 'f', -1, 64))
	}
	if math.Abs(total-100) > 1 {
		return s
	}
	return strings.Join(names, "/") + " " + strings.Join(shares, "/")
}

// spanNotations rewrites the notations above as the units read them.
func spanNotations(text string) string {
	text = twoWeekly.ReplaceAllString(text, "every 2 weeks")
	text = sharesMap.ReplaceAllStringFunc(text, sharesSplit)
	text = hourMinutes.ReplaceAllStringFunc(text, hourMinuteSpan)
	text = wholeAndHalf.ReplaceAllStringFunc(text, wholeAndHalfAmount)
	text = decimalComma.ReplaceAllStringFunc(text, decimalPoint)
	text = shiftOrPower.ReplaceAllStringFunc(text, shiftedValue)
	return countMultiple.ReplaceAllStringFunc(text, multipliedCount)
}
