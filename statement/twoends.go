package statement

import (
	"slices"
	"sync"
)

// twoEnds reports whether one of a and b says when a thing starts and the
// other when it ends, and neither says both: "the deploy freeze started
// Monday", "the deploy freeze ended Friday"; "registration opens on the
// 1st", "registration closes on the 15th". The two ends of one period are
// two values that both hold, each dated. Two starts ("starts Monday", "starts
// Wednesday") or two ends still clash.
func twoEnds(a, b Claim) bool {
	ea, eb := endsSaid(a), endsSaid(b)
	return len(ea) == 1 && len(eb) == 1 && ea[0] != eb[0] && saysWhen(a) && saysWhen(b)
}

// saysWhen reports whether c states a day or a time: the ends of a period
// are dated, while "connections kept open until the client disconnects"
// and "closed after each request" say how long a thing lasts, which
// clashes.
func saysWhen(c Claim) bool {
	return slices.ContainsFunc(c.typed.stated, func(t typed) bool { return whenKinds[t.kind] })
}

// whenKinds are the types of value that say when.
var whenKinds = set("date weekday time month")

// endsSaid are the ends of a period c's words name, each once: the start
// (initialStem), the end (finalStem) or both.
func endsSaid(c Claim) []string {
	var out []string
	for _, w := range c.said {
		end, ok := endVerbs[w]
		if !ok {
			end, ok = periodGates()[w] // said holds stems
		}
		if ok && !slices.Contains(out, end) {
			out = append(out, end)
		}
	}
	return out
}

// periodGates say a period's ends, as stems, by what opens and closes it:
// a window, a registration, a sale.
var periodGates = sync.OnceValue(func() map[string]string {
	out := map[string]string{}
	for w := range stemSet("open opens opened") {
		out[w] = initialStem
	}
	for w := range stemSet("close closes closed") {
		out[w] = finalStem
	}
	return out
})

// includesBeside reports whether a says what a thing includes and b what
// it is or costs, by another verb: "the team plan includes 5 seats" and
// "the team plan is 12 EUR per month" both hold, for what comes with a
// thing is no value of it. Two claims of what it includes ("includes 5
// seats", "includes 10 seats") still clash, and so does a denial ("must
// never include the serial") against what is put in.
func includesBeside(a, b Claim) bool {
	return includeVerbs[canonical(Stem(a.verb))] && !includeVerbs[canonical(Stem(b.verb))] && !a.Negated && !b.Negated
}

// includeVerbs say what comes with a thing, as stems; "bundled with
// webpack" is what builds it, no part of it.
var includeVerbs = stemSet("include includes included contain contains")
