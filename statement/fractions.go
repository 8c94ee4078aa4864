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
