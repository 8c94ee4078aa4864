package capture

import (
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/statement"
)

// willBy: a change said with "will" and placed at a date to come ("we'll
// replace the resume parser with Affinda in Q3", "we will move billing to
// Stripe by November") is a plan: it is not done yet and may move, unlike
// "we'll use pnpm from now on", which holds as it is said. A date that
// recurs ("invoices will go out in May every year") is a schedule.
func willBy(st statement.Statement) bool {
	t := lowers(st.Words)
	return slices.ContainsFunc(t, says) && !slices.ContainsFunc(t, recurs) && datedAhead(t)
}

// expectedBy: what the main clause expects or needs done, placed at a date
// to come ("crew scheduling should go live ... sometime in September", "I
// need the dashboard fixed by Friday"), is a plan or an errand with its
// deadline, not a way things are: it has not happened and may move. What
// should hold every time ("every release needs sign-off by Friday") is a
// rule, and "should" with no date ("tests should use fixtures") one too.
func expectedBy(st statement.Statement) bool {
	if st.Main < 0 {
		return false
	}
	t := st.Clauses[st.Main].Tokens
	return slices.ContainsFunc(t, func(w string) bool { return expects[w] }) && !slices.ContainsFunc(lowers(st.Words), recurs) && datedAhead(t)
}

// datedAhead: the words place something at a date to come ("in Q3", "by
// November", "next quarter").
func datedAhead(t []string) bool {
	for i := 0; i+1 < len(t); i++ {
		if datePlaces[t[i]] && (dateWord(t[i+1]) || year(t[i+1])) || t[i] == "next" && periods[t[i+1]] {
			return true
		}
	}
	return false
}

// expects: words of what is expected or needed to happen
var expects = statement.WordSet("should need needs")

// says: "will" or "shall", on its own or after its subject ("we'll").
func says(w string) bool {
	return w == "will" || w == "shall" || strings.HasSuffix(strings.ReplaceAll(w, "’", "'"), "'ll")
}

// recurs: a word that makes a date come round again.
func recurs(w string) bool {
	return frequencies[w] || w == "every" || w == "each"
}

// year: a year of this century written out ("2027").
func year(w string) bool {
	if len(w) != 4 || w[:2] != "20" {
		return false
	}
	for _, r := range w {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// decidedAhead: the main clause reports a decision already taken ("Priya
// decided we drop Android 8 support with the next release", "the team
// agreed to drop it from the next version"): the time to come is when it
// takes effect, so what is kept is the decision, not a plan. A decision
// still to take ("we'll decide next week") or one for a single near
// occasion ("we agreed to look at it tomorrow") stays a plan, and so does
// one said with "will" anywhere ("as we agreed, we'll move next quarter").
func decidedAhead(st statement.Statement) bool {
	if st.Main < 0 || st.Aspect != statement.Decided {
		return false
	}
	t := st.Clauses[st.Main].Tokens
	if len(t) == 0 || t[0] == "as" || t[0] == "like" {
		return false // "as we agreed, we'll move ...": the plan is what is said
	}
	return slices.ContainsFunc(t, func(w string) bool { return decidedVerbs[w] }) &&
		!slices.ContainsFunc(st.Words, func(w statement.Word) bool {
			return nearOccasions[w.Lower] || says(w.Lower)
		})
}

var (
	datePlaces = statement.WordSet("in by before during")
	periods    = statement.WordSet("quarter month year sprint")
	// decidedVerbs: a decision taken, in the past
	decidedVerbs = statement.WordSet("decided agreed chose settled approved voted")
	// nearOccasions: a day or a part of one, which a single action is
	// set for
	nearOccasions = statement.WordSet("tomorrow tonight today later soon morning afternoon evening")
)

// standingChange: a change said with "will" or "going to" and given "from
// now on" or "going forward" ("we'll run the linter in CI from now on",
// "going forward the nightly job will deploy with Argo") is how things go
// from here on, a convention, not a plan: it holds as it is said. What the
// speaker alone will do ("I'll look into it going forward") is still a
// plan of theirs.
func standingChange(st statement.Statement) bool {
	if st.Main < 0 || st.Aspect != statement.Planned || st.Time != statement.TimeStanding {
		return false
	}
	return !slices.ContainsFunc(st.Clauses[st.Main].Tokens, func(w string) bool { return speakerAlone[w] })
}

// speakerAlone: the speaker as the only subject.
var speakerAlone = statement.WordSet("i i'll i'm i’ll i’m")
