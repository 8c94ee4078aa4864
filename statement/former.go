package statement

import (
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// usedToClauseRe is a clause that tells what used to be done, and the words of
// it once "used to" is taken out: "we used to deploy by hand".
var usedToClauseRe = lazyre.New(`(?i)^(.*?\b\w+)\s+used\s+to\s+(\w.*)$`)

// formerOf is the stems of what text says used to be done, when another
// clause of it says what is done now ("We used to deploy by hand, but now
// the pipeline deploys"): the practice said as the old one holds no more.
// A clause alone ("we used to deploy by hand") tells a story, read as
// was; a denial ("we used to not squash") is left alone.
func formerOf(text string) []string {
	clauses := slices.DeleteFunc(retireSplit.Split(text, -1), func(s string) bool { return strings.TrimSpace(s) == "" })
	if len(clauses) < 2 {
		return nil
	}
	for _, cl := range clauses {
		m := usedToClauseRe.FindStringSubmatch(strings.TrimSpace(cl))
		if m == nil {
			continue
		}
		if c := ClaimOf(m[1] + " " + m[2]); !c.Negated && len(c.said) >= 2 {
			return c.said
		}
		return nil
	}
	return nil
}

// lightVerbs say that an act is done, no more: "deploys are done by hand"
// is deploying by hand.
var lightVerbs = stemSet("do does done doing")

// formerPractice reports whether a says a practice used to be done, done
// otherwise now, and b states that very practice as done: every word of
// the old practice is b's, and b says nothing else but that it is done
// ("We used to deploy by hand, but now the pipeline deploys", "Deploys
// are done by hand"). A kind of it ("hotfixes are deployed by hand"), a
// denial, a story or a one-off of it is no such statement.
func formerPractice(a, b Claim) bool {
	if len(a.former) == 0 || b.Negated || b.Event || b.was || b.open || b.exception || a.open {
		return false
	}
	rest := slices.DeleteFunc(slices.Clone(b.said), inSet(lightVerbs))
	return within(a.former, b.said) && within(rest, a.former)
}

// formerKeys are the keys a claim that says a practice used to be done is
// filed under: the first word of that practice, every word of which a
// statement of it holds (formerPractice).
func formerKeys(c Claim) []string {
	if len(c.former) == 0 {
		return nil
	}
	return []string{"fp:" + wordKey(c.former[0])}
}

// formerProbe is the claims that say a practice c states used to be done
// (formerPractice), filed under a word of c's.
func (ix blockIndex) formerProbe(c Claim) []int {
	return ix.saidUnder("fp:", c)
}

// saidUnder is the claims filed under prefix and a word of c's.
func (ix blockIndex) saidUnder(prefix string, c Claim) []int {
	var out []int
	for _, w := range c.said {
		out = append(out, ix[prefix+wordKey(w)]...)
	}
	return out
}
