package statement

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// One amount of one measure of one thing, said in two forms: "p99 under 200
// ms" and "the p99 latency budget for search is half a second"; "the
// availability SLO is 99.9%" and "the availability target is 99.95%".
// normalizeAmounts already reads each form as a number in a base unit
// ("200ms", "500ms"); what keeps such pairs apart is the words around the
// amount, which name the measure in two ways ("SLO", "budget", "target").
// An amount in a base unit is itself the attribute's type: two durations
// of one thing, its other words the same but for such generic words, are
// one setting given two values.

// dimensionedAmount is an amount normalizeAmounts wrote in a base unit:
// milliseconds, bytes, millimetres, metres per second.
var dimensionedAmount = lazyre.New(`^(\d+(?:\.\d+)?)(ms|b|mm|mps)$`)

// genericMeasures name a measure without naming which one, stemmed: an
// SLO, a budget, a target of a thing is the same amount of it. A word that
// names a bound ("max", "min") is no member: a floor and a cap differ.
var genericMeasures = stemSet("slo sla slos target targets budget budgets goal goals objective objectives " +
	"value setting settings configured current currently now")

// namedMeasures each name one measure: said on one side alone, with no
// measure or verb on the other, they name the measure the other's amount
// is of ("p99 under 200 ms", "the p99 latency is 500 ms"); said on both
// sides, they must be one ("timeout 5s", "interval 30s" are two settings).
var namedMeasures = stemSet("latency latencies timeout timeouts interval intervals ttl retention size length " +
	"duration period delay rate frequency")

// amountOf is the one amount in a base unit that value states, its number
// and unit: the value is that amount and nothing else, so "4x a day" or
// "200ms at 2k rps" are no plain amount.
func amountOf(value []string) (float64, string, bool) {
	if len(value) != 1 {
		return 0, "", false
	}
	m := dimensionedAmount.FindStringSubmatch(value[0])
	if m == nil {
		return 0, "", false
	}
	n, err := strconv.ParseFloat(m[1], 64)
	return n, m[2], err == nil
}

// amountsDiffer reports whether a and b each state one amount in one base
// unit, and the amounts differ by more than rounding: "33 ms" is a
// thirtieth of a second, and "a month" is 30 days.
func amountsDiffer(a, b Claim) bool {
	an, au, aok := amountOf(telling(a.Value))
	bn, bu, bok := amountOf(telling(b.Value))
	return aok && bok && au == bu && math.Abs(an-bn) > 0.05*math.Max(an, bn)
}

// dimensionClash reports whether a and b give one measure of one thing two
// amounts: each a statement of one amount in one base unit, the amounts
// differing, both a period or neither ("every 15 minutes", "takes 6
// minutes"), the verbs one, and their subjects the same words but for words
// that name a measure.
func dimensionClash(a, b Claim) bool {
	if a.Negated || b.Negated || a.Event || b.Event || !amountsDiffer(a, b) || heldApart(a, b) {
		return false
	}
	if slices.Contains(a.stems, "every") != slices.Contains(b.stems, "every") || a.verb != "" && b.verb != "" && Stem(a.verb) != Stem(b.verb) {
		return false
	}
	return sameBarMeasures(a, b)
}

// sameBarMeasures reports whether the subjects of a and b share a word that
// names a thing and differ only by words that name a measure: generic ones
// on either side, a named one on one side when the other names none and
// has no verb to name it by.
func sameBarMeasures(a, b Claim) bool {
	as, bs := subjectWords(a.Subject), subjectWords(b.Subject)
	aOnly, aThing := apartFrom(as, bs)
	bOnly, bThing := apartFrom(bs, as)
	switch {
	case !aThing || !bThing || len(aOnly) > 0 && len(bOnly) > 0:
		return false
	case len(aOnly) > 0:
		return b.verb == ""
	case len(bOnly) > 0:
		return a.verb == ""
	}
	return true
}

// subjectWords is the set of a subject's words, its amounts left out.
func subjectWords(subject []string) map[string]bool {
	set := map[string]bool{}
	for _, w := range subject {
		if !dimensionedAmount.MatchString(w) {
			set[w] = true
		}
	}
	return set
}

// apartFrom is the named measures of as that bs lacks, and whether as
// shares a word with bs that names a thing; thing is false too when as has
// a word bs lacks that names no measure (the staging pool, the prod pool).
func apartFrom(as, bs map[string]bool) (named []string, thing bool) {
	for w := range as {
		switch {
		case bs[w]:
			thing = thing || !genericMeasures[w] && !namedMeasures[w]
		case namedMeasures[w]:
			named = append(named, w)
		case !genericMeasures[w]:
			return nil, false
		}
	}
	return named, thing
}

// hundredsAndRest is a number of hundreds said with the rest after it:
// "two hundred fifty-six", "three hundred and twelve", "1 hundred five".
// Read alone, "two hundred" and "fifty-six" are 200 and 56, two numbers.
var hundredsAndRest = lazyre.New(`(?i)\b(an?|one|two|three|four|five|six|seven|eight|nine|[1-9])\s+hundred\s+(?:and\s+)?([a-z]+(?:-[a-z]+)?)\b`)

// spelledHundreds is text with each of hundredsAndRest as its one number;
// a word after "hundred" that is no number below a hundred stays.
func spelledHundreds(text string) string {
	return hundredsAndRest.ReplaceAllStringFunc(text, func(s string) string {
		m := hundredsAndRest.FindStringSubmatch(s)
		h, hok := amountWord(m[1])
		rest, rok := spelledNumber(strings.ToLower(m[2]))
		if !hok || !rok || atoi(rest) >= 100 || atoi(rest) == 0 {
			return s
		}
		return strconv.Itoa(h*100 + atoi(rest))
	})
}

// cyclesPerSecond is a count of cycles in a second, a frequency said in
// words: "30 ticks/s", "60 updates per second", "30 ticks por segundo",
// "50 samples a second". Written as hertz, periodOf reads it as the period it is, so "30
// ticks/s" and "every 33 ms" meet, and "60 Hz" and "60 ticks per second".
var cyclesPerSecond = lazyre.New(`(?i)\b(\d+(?:\.\d+)?)\s*(?:ticks?|frames?|cycles?|updates?|steps?|samples?|times|loops?|polls?|iterations?|readings?)\s*` +
	`(?:/\s*s(?:ec)?|per\s+sec(?:ond)?|an?\s+second|por\s+segundo|pro\s+sekunde|par\s+seconde|al\s+secondo|na\s+sekund[eę])\b`)

// cyclesAsHertz writes each of cyclesPerSecond as hertz.
func cyclesAsHertz(text string) string {
	return cyclesPerSecond.ReplaceAllString(text, "$1 Hz")
}
