package statement

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// A setting's bare number counts in a unit its name implies and no word
// says: "VisibilityTimeout: 300", "backup_retention_period = 35",
// "SystemCoreClock = 72000000", "default layer height 0.28". Which unit
// cannot be told from the number alone: SQS counts a visibility timeout
// in seconds, Phoenix a socket timeout in milliseconds, Terraform a backup
// retention in days. So the number is read in no one unit. Against another
// statement's amount of the kind its setting names, it is that amount when
// some unit the kind is written in makes it so ("MQTT_KEEPALIVE=120",
// "the keepalive is 2 minutes") and another amount of that kind when none
// does ("VisibilityTimeout: 300", "the visibility timeout is 30 s"). Read
// as a plain number it was no amount at all, and a value changed in code
// against one said in words was missed.

var (
	// timeFactors are milliseconds, seconds, minutes, hours and days in
	// milliseconds: the units settings count time in.
	timeFactors = []float64{1, 1000, 60 * 1000, 3600 * 1000, 86400 * 1000}
	// hertzFactors are hertz, kilohertz, megahertz and gigahertz.
	hertzFactors = []float64{1, 1e3, 1e6, 1e9}
	// sizeFactors are bytes and their multiples, binary and decimal.
	sizeFactors = []float64{1, 1 << 10, 1 << 20, 1 << 30, 1 << 40, 1e3, 1e6, 1e9, 1e12}
	// lengthFactors are millimetres, centimetres, metres and kilometres.
	lengthFactors = []float64{1, 10, 1000, 1e6}
)

// impliedNouns name a setting whose bare number is an amount, by the
// reading of its number. A noun that also counts things ("size", "count",
// "limit") is none: "pool size 20" is twenty connections. Nor is a
// latency, which is a measure, not a setting.
var impliedNouns = func() map[string]string {
	m := map[string]string{}
	for kind, ws := range map[string]string{
		"time":      "timeout timeouts ttl expiry expiration lifetime retention keepalive interval delay backoff deadline duration period walltime cooldown",
		"frequency": "frequency freq",
		"clock":     "clock",
		"size":      "memory mem heap ram disk storage body payload",
		"length":    "height width length radius distance depth thickness diameter",
	} {
		for w := range set(ws) {
			m[w] = kind
		}
	}
	return m
}()

// assignWords may stand between a setting's name and its number: "the
// timeout is 300", "retention set to 35", "height of 0.28".
var assignWords = set("is are was be set to of at")

// impliedKindAt is the reading of the bare number at ws[i] by the setting
// it is set to right before it (impliedReading): "VisibilityTimeout: 300",
// "the keepalive is 120", or a key's name one of whose last parts names
// what its amount is ("max_memory_usage", "BACKUP_RETENTION_PERIOD"),
// named marking the parts of names. A number with a word of its own after
// it ("2.43 V", "0.30 VWC") is no bare one, nor is one after a verb ("the
// gateway timeout returns 504").
func impliedKindAt(ws []string, named map[int]bool, i int) string {
	if i+1 < len(ws) && !functionWords[ws[i+1]] && !claimPrepositions[ws[i+1]] && !closingKey(ws, i) {
		return ""
	}
	j := i - 1
	for k := 0; k < 2 && j >= 0 && assignWords[ws[j]]; k++ {
		j--
	}
	for k := j; k >= 0 && k > j-3; k-- {
		if reading := impliedNoun(ws[k]); reading != "" {
			return impliedReading(reading, ws, i)
		}
		if !named[k] || !named[k-1] {
			break // the parts of one name only
		}
	}
	return ""
}

// closingKey reports whether the word after the number at ws[i] is the
// name the number was set to, closed again as XML closes an element:
// "<max_memory_usage>32000000000</max_memory_usage>".
func closingKey(ws []string, i int) bool {
	return i > 0 && i+1 < len(ws) && ws[i+1] != ws[i-1] && slices.Contains(ws[max(0, i-4):i], ws[i+1])
}

// impliedNoun is the reading impliedNouns give w, a word or a solid
// compound that ends in one of them ("visibilitytimeout",
// "systemcoreclock"); a short noun ("ram", "mem") is read only whole, as
// the end of "program" is no memory.
func impliedNoun(w string) string {
	w = strings.ToLower(w)
	if kind, ok := impliedNouns[w]; ok {
		return kind
	}
	for n, kind := range impliedNouns {
		if len(n) >= 5 && len(w) > len(n)+2 && strings.HasSuffix(w, n) {
			return kind
		}
	}
	return ""
}

// impliedReading is how a number of the reading is read: its kind, in
// the kind the clause makes of it (time is how often in a clause of how
// often, an interval, and how long elsewhere), and its units' factors.
func impliedReading(reading string, ws []string, i int) string {
	switch reading {
	case "time":
		if howOftenAt(ws, i) {
			return "period time"
		}
		return "duration time"
	case "frequency":
		return "period time"
	case "clock":
		return "frequency hertz"
	case "size", "length":
		return reading + " " + reading
	}
	return ""
}

// kindBase are the base units of the kinds, as typedAt reads them.
var kindBase = map[string]string{"duration": "ms", "period": "ms", "size": "b", "length": "mm", "frequency": "hz"}

// withImplied is c's stated values with each bare number of a setting read
// as an amount of the kind its setting names, when other states an amount
// of that kind of the same thing: that amount when some unit makes the
// number it, else the number in the kind's second unit (seconds,
// kilohertz...), which differs from it. The setting must be named by more
// than its noun, and other must share a word of that name: a bare
// "timeout is 0" or "SESSION_LIFETIME=120" names no one thing, and set
// against every length of time in a store would clash with most.
func withImplied(c, other typedValues) []typed {
	ts := c.stated
	if !namedBeyondNoun(c.words, other.words) {
		return ts
	}
	var out []typed
	for k, t := range ts {
		// a claim that states an amount of the kind in its unit reads its
		// bare number as another thing ("set refresh_interval to -1,
		// then back to 30s": -1 switches it off), and 0 is none
		if t.kind != "number" || t.implied == "" || math.IsNaN(t.n) || t.n <= 0 || !hasKind(other.stated, impliedKind(t)) || amountOfBase(ts, impliedKind(t)) {
			continue
		}
		if out == nil {
			out = append([]typed(nil), ts...)
		}
		out[k] = resolveImplied(t, other.stated)
	}
	if out == nil {
		return ts
	}
	return out
}

// namedBeyondNoun reports whether words name a setting by two words or
// more besides the nouns that imply a unit and the words of a limit, one
// of them among other's.
func namedBeyondNoun(words, other []string) bool {
	own, shared := 0, false
	for _, w := range dedupe(words) {
		if impliedStems()[w] || limitWords[w] {
			continue
		}
		own++
		// "default" names which value, not which setting
		shared = shared || w != defaultStem && slices.Contains(other, w)
	}
	return own >= 2 && shared
}

// impliedStems are the stems of impliedNouns.
var impliedStems = sync.OnceValue(func() map[string]bool {
	out := map[string]bool{}
	for w := range impliedNouns {
		out[canonical(Stem(w))] = true
	}
	return out
})

var defaultStem = canonical(Stem("default"))

// amountOfBase reports whether ts state an amount in the base unit of kind,
// whichever kind of it: a length of time is how long or how often.
func amountOfBase(ts []typed, kind string) bool {
	return slices.ContainsFunc(ts, func(t typed) bool { return kindBase[t.kind] != "" && kindBase[t.kind] == kindBase[kind] })
}

// impliedKind is the kind t's reading gives it.
func impliedKind(t typed) string {
	kind, _, _ := strings.Cut(t.implied, " ")
	return kind
}

// resolveImplied is t read as the amount of other it may be, or as its
// number in the kind's second unit.
func resolveImplied(t typed, other []typed) typed {
	kind, factors := impliedKind(t), impliedFactors(t.implied)
	for _, x := range other {
		if x.kind != kind {
			continue
		}
		for _, f := range factors {
			// sizes are written in decimal and binary multiples, a few
			// percent apart: 32000000000 is "32 GB" either way
			if tol := map[bool]float64{true: 0.08, false: 0.02}[kind == "size"]; math.Abs(t.n*f-x.n) <= tol*math.Max(t.n*f, x.n) {
				return typed{kind: x.kind, v: x.v, n: x.n, stems: t.stems}
			}
		}
	}
	n := t.n * factors[min(1, len(factors)-1)]
	return typed{kind: kind, v: strconv.FormatFloat(n, 'f', -1, 64) + kindBase[kind], n: n, stems: t.stems}
}

// impliedFactors are the factors an implied reading, "kind factors",
// names.
func impliedFactors(implied string) []float64 {
	_, scale, _ := strings.Cut(implied, " ")
	return map[string][]float64{"time": timeFactors, "hertz": hertzFactors, "size": sizeFactors, "length": lengthFactors}[scale]
}

// megaHertz is a clock's frequency in megahertz or gigahertz: "168 MHz",
// "3.2 GHz". A clock is no cycle of a loop, and stays a frequency
// ("168000000hz"), which a bare clock setting ("SystemCoreClock =
// 168000000") is read against.
var megaHertz = lazyre.New(`(?i)\b(\d+(?:\.\d+)?)\s*([mg])hz\b`)

// clockHertz writes megaHertz's amount in hertz.
func clockHertz(s string) string {
	m := megaHertz.FindStringSubmatch(s)
	n, err := strconv.ParseFloat(m[1], 64)
	if err != nil {
		return s
	}
	if strings.EqualFold(m[2], "g") {
		return strconv.FormatFloat(n*1e9, 'f', -1, 64) + "hz"
	}
	return strconv.FormatFloat(n*1e6, 'f', -1, 64) + "hz"
}

// digitGroups is a number written in groups of three with underscores, as
// code writes literals: "90_000" is 90000.
var digitGroups = lazyre.New(`(\d)_(\d{3})\b`)
