package statement

import (
	"math"
	"strconv"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// fractionRe is a share of a whole said as a fraction in words: "one
// fiftieth of customer assets", "two thirds of the fleet", "a tenth of
// requests". A half and a quarter are left to spelledAmount, which reads
// them of time too ("a quarter of an hour").
var fractionRe = lazyre.New(`(?i)\b(a|an|one|two|three|four|five|six|seven|eight|nine)\s+(thirds?|fourths?|fifths?|sixths?|eighths?|tenths?|twentieths?|fiftieths?|hundredths?|thousandths?)\s+of\b`)

// fractionParts are the denominators fractionRe names, by their singular.
var fractionParts = map[string]float64{"third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "eighth": 8, "tenth": 10,
	"twentieth": 20, "fiftieth": 50, "hundredth": 100, "thousandth": 1000}

// fractionShare is a fraction in words as the percentage it is: "one
// fiftieth of" is "2% of", so it is read as the share "at most 2%" says.
func fractionShare(s string) string {
	m := fractionRe.FindStringSubmatch(s)
	num := 1.0
	if n, ok := numberWords[strings.ToLower(m[1])]; ok {
		num, _ = strconv.ParseFloat(n, 64)
	}
	den := fractionParts[strings.TrimSuffix(strings.ToLower(m[2]), "s")]
	pct := math.Round(num/den*10000) / 100
	return strconv.FormatFloat(pct, 'f', -1, 64) + "% of"
}

// halfOfRe is a half or quarters of a whole ("half of the traffic", "a
// quarter of all traces", "three quarters of the fleet") and the word
// after it, which tells a share from a length of time ("a quarter of an
// hour", which spelledAmount reads).
var halfOfRe = lazyre.New(`(?i)\b(?:(a|an|one|three)\s+)?(half|quarters?)\s+of\b(\s+(?:an?\s+)?([a-z]+))?`)

// halfShare is a half or quarters of a whole as the percentage it is, so
// "half of the traffic" reads as "50% of traffic" does; of a unit of time
// it is left to spelledAmount.
func halfShare(s string) string {
	m := halfOfRe.FindStringSubmatch(s)
	if units[strings.ToLower(m[4])].isUnit() {
		return s
	}
	pct := 50.0
	if q := strings.ToLower(m[2]); strings.HasPrefix(q, "quarter") {
		pct = 25
		if strings.EqualFold(m[1], "three") {
			pct = 75
		}
	}
	return strconv.FormatFloat(pct, 'f', -1, 64) + "% of" + m[3]
}

// inEveryRe is a share said as one in a count ("one in ten traces", "1 in
// 20 requests").
var inEveryRe = lazyre.New(`(?i)\b(?:one|1)\s+(?:in|out\s+of)\s+(\d+|[a-z]+)\b`)

// inEveryShare is one in a count as the percentage it is: "one in ten" is
// "10% of".
func inEveryShare(s string) string {
	m := inEveryRe.FindStringSubmatch(s)
	n := strings.ToLower(m[1])
	if w, ok := numberWords[n]; ok {
		n = w
	}
	den, err := strconv.ParseFloat(n, 64)
	if err != nil || den < 2 {
		return s // "one in the morning" is no share
	}
	return strconv.FormatFloat(math.Round(10000/den)/100, 'f', -1, 64) + "% of"
}
