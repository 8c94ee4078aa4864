package statement

import (
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// ninesRe is an availability said by its count of nines: "three nines"
// is 99.9%, "4 nines" 99.99%, so it meets the share it is said as
// elsewhere ("the SLO target is 99.9%").
var ninesRe = lazyre.New(`(?i)\b(two|three|four|five|2|3|4|5)\s+nines\b`)

// ninesShare is a count of nines as the share it stands for.
func ninesShare(s string) string {
	n := map[string]int{"two": 2, "three": 3, "four": 4, "five": 5, "2": 2, "3": 3, "4": 4, "5": 5}[strings.ToLower(ninesRe.FindStringSubmatch(s)[1])]
	return "99" + strings.TrimSuffix("."+strings.Repeat("9", n-2), ".") + "%"
}

// countsOther reports whether a counts a thing by its noun ("the events
// topic has 12 partitions") and b gives a bare number to an attribute of
// that very subject that it names by words a never says, after the
// subject: "events topic replication factor is 3". One thing has many
// counts. A count of another noun may be the same count in other words
// ("six pods", "3 replicas"), so only an attribute named after the
// subject tells two; and its size said generally ("cluster size is 5"
// against "the cluster has 3 nodes") or a key that holds the noun
// ("max_active_runs") is the same count.
func countsOther(a, b Claim) bool {
	noun, ok := countedNoun(a)
	if !ok || !counts(b) || len(b.Value) != 1 || len(b.Subject) <= len(a.Subject) || !slices.Equal(b.Subject[:len(a.Subject)], a.Subject) {
		return false
	}
	for _, w := range b.said {
		if strings.Contains(w, noun) {
			return false
		}
	}
	for _, w := range b.Subject[len(a.Subject):] {
		if within([]string{w}, a.said) || sizeWords[w] {
			return false
		}
	}
	return true
}

// countedNoun is the noun c's value counts, when its value is a number and
// the thing counted: "partition" of "12 partitions".
func countedNoun(c Claim) (string, bool) {
	v := c.Value
	if len(v) < 2 || !isNumber(v[0]) || isNumber(v[len(v)-1]) || !counts(c) {
		return "", false
	}
	return v[len(v)-1], true
}

// sizeWords name how many of a thing's parts there are without naming the
// parts: "cluster size", "the number of workers".
var sizeWords = stemSet("size count number total amount capacity")

// deniesKind reports whether a denies a kind of what b states, named by
// one word in front of b's value that b never says: "don't use default
// exports" against "prefer named exports" (read "prefer exports"), "no
// class components" against "use components". Denying one kind leaves the
// others, so b, of the whole, may mean another. Words after the value
// ("conventional commit prefixes", "Saturday or Sunday") or more of them
// ("deploy previews switched off" against "on") are no kind of it; nor is
// a word that names only the value's type ("JSON format") or a number.
func deniesKind(a, b Claim) bool {
	n := len(b.Value)
	if !a.Negated || b.Negated || n == 0 || len(a.Value) != n+1 || !slices.Equal(a.Value[1:], b.Value) {
		return false
	}
	w := a.Value[0]
	return !within([]string{w}, b.said) && !typeStems[w] && !groupStems[w] && !isNumber(w)
}

// guardedAgainst reports whether c says its thing is kept from what
// follows ("main is protected against force pushes", "the hook blocks
// commits to main"): a denial in other words, which agrees with a denial
// of that act ("never force-push to main") and denies none of it. The
// guard must be c's own word, not one the other says too.
func guardedAgainst(c, other Claim) bool {
	for _, w := range c.stems {
		if guardStems[w] && !slices.Contains(other.stems, w) {
			return true
		}
	}
	return false
}

// guardStems are the stems of the words that keep a thing from an act.
var guardStems = stemSet("against block blocks blocked prevent prevents prevented forbid forbids forbidden disallow disallows disallowed prohibit prohibits prohibited reject rejects rejected")

// requestAndLimit reports whether one claim names what a resource is
// reserved at ("api memory request is 256Mi", "the CPU request") and the
// other its cap ("api memory limit is 1Gi"): a container's request and
// limit are two settings, as a minimum and a maximum are. Requests of no
// resource ("max requests per minute") are traffic, no reservation.
func requestAndLimit(a, b Claim) bool {
	ra, rb := reserves(a), reserves(b)
	return ra && !rb && slices.Contains(b.stems, maximumStem) || rb && !ra && slices.Contains(a.stems, maximumStem)
}

// reserves reports whether c names a resource's request: "request" right
// after a resource's word.
func reserves(c Claim) bool {
	for i := 1; i < len(c.stems); i++ {
		if c.stems[i] == requestStem && resourceStems[c.stems[i-1]] {
			return true
		}
	}
	return false
}

var (
	requestStem   = canonical(Stem("request"))
	maximumStem   = canonical(Stem("maximum"))
	resourceStems = stemSet("cpu memory mem ram gpu storage")
)

// plansApart reports whether a and b each name a plan or tier the other
// does not, neither as its value: "first response SLA is 2 business hours
// for paid plans" and "free plan tickets get a first response within 2
// business days" are the terms of two plans, as two environments' values
// are two. A plan that is the value ("we're on the Enterprise plan") is
// what the other plan contradicts.
func plansApart(a, b Claim) bool {
	pa, pb := qualifyingPlans(a), qualifyingPlans(b)
	if len(pa) == 0 || len(pb) == 0 {
		return false
	}
	return !within(pa, pb) && !within(pb, pa)
}

// qualifyingPlans are the plans c names outside its value, or none when
// one of its plans is its value.
func qualifyingPlans(c Claim) []string {
	var out []string
	for _, t := range c.typed.stated {
		if t.kind != "plan" {
			continue
		}
		if slices.Contains(c.Value, canonical(Stem(t.v))) {
			return nil
		}
		out = append(out, t.v)
	}
	return out
}
