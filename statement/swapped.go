package statement

import (
	"slices"
	"strings"
)

// A tool replaced is often said as the act that replaced it, naming the
// old tool as the object of a verb of leaving, tearing out, swapping or
// moving away: "we left Slack", "ripped OR-Tools out last sprint", "Adyen
// got swapped for Stripe", "we moved off Jenkins onto Buildkite",
// "migrated the terminals from Adyen to Stripe", "we stopped generating
// ZPL". The old tool is then gone from that job (goneOf), so a statement
// of it in use there is of how things were, and the act's newer value
// wins (retiredInUse).

// leavers are who leaves a tool: "we left Slack"; "the left panel" and
// "after the 'left depot' alerts" leave nothing.
var leavers = set("we they we've they've team")

// tearVerbs take a tool out with "out", before or after it: "ripped out
// Celery", "tore Celery out".
var tearVerbs = set("rip rips ripped ripping tore torn tear yank yanked")

// swapVerbs swap an old tool for a new one: "we swapped X for Y", "X got
// swapped out for Y".
var swapVerbs = set("swap swaps swapped swapping")

// moveVerbs move a job away from a tool: "moved off X", "migrated from X
// to Y". fromVerbs do so too with "from" ("switched from X to Y"), where
// "switched off" turns a thing off (switchedOffAt), no move.
var (
	moveVerbs = set("move moved moving migrate migrated migrating port ported transitioned")
	fromVerbs = set("move moved moving migrate migrated migrating port ported transitioned switch switched switching")
)

// moveTargets name where a move went, after the tool it left: "from X to
// Y", "from X onto Y", "from X over to Y".
var moveTargets = set("to onto into over")

// objectPronouns point back to a thing the clause does not name: "we
// stopped posting them" is of what another clause said.
var objectPronouns = set("it them this that these those")

// namesThing reports whether w may open the name of what an act
// replaced: no pronoun ("we stopped posting them") and no verb of being
// ("swapping is disabled").
func namesThing(w string) bool {
	return !objectPronouns[w] && !copulas[w] && !auxiliaries[w]
}

// replacedAt is where the word stands in ws after which a replaced tool is
// named (the bool true), or the word it stands before (false), by a verb
// that replaces it; or -1.
func replacedAt(ws []string) (int, bool) {
	for i, w := range ws {
		if j, after := replacedWord(ws, i, w); j >= 0 && (!after || j+1 < len(ws) && namesThing(ws[j+1])) {
			return j, after
		}
	}
	return -1, false
}

// replacedWord reads ws[i], w, as one of the ways replacedAt knows.
func replacedWord(ws []string, i int, w string) (int, bool) {
	next := ""
	if i+1 < len(ws) {
		next = ws[i+1]
	}
	switch {
	case w == "left" && i > 0 && leavers[ws[i-1]]:
		return i, true // "we left Slack"
	case tearVerbs[w] || swapVerbs[w]:
		return outAt(ws, i, next)
	case w == "replaced" && (i > 1 && passiveBe[ws[i-1]] || !claimPrepositions[next]):
		// the old tool is what was replaced: "replaced Scandit with ML
		// Kit", "ML Kit replaced Scandit", "Scandit was replaced by ML
		// Kit"; a "replaced by" with no auxiliary before names the new one
		return outAt(ws, i, next)
	case w == "off" && i > 0 && moveVerbs[ws[i-1]]:
		return i, true // "we moved off Jenkins"
	case w == "from" && movedFrom(ws, i):
		return i, true // "migrated the terminals from Adyen to Stripe"
	case i > 0 && (ws[i-1] == "stopped" || ws[i-1] == "quit") && strings.HasSuffix(w, "ing") && w != "using":
		return i, true // "we stopped generating ZPL"
	}
	return -1, false
}

// outAt reads a verb of tearing out or swapping at i: the tool follows it,
// past an "out" ("ripped out Celery", "we swapped Jenkins for Buildkite"),
// or stood before it when a passive's auxiliary does ("Celery got swapped
// out", "Jenkins was ripped out").
func outAt(ws []string, i int, next string) (int, bool) {
	if i > 1 && passiveBe[ws[i-1]] {
		return i - 1, false
	}
	if next == "out" {
		return i + 1, true
	}
	return i, true
}

// movedFrom reports whether the "from" at ws[i] follows a verb of moving
// and comes before where the move went: "we moved billing from Heroku to
// Fly", not "exports from the warehouse".
func movedFrom(ws []string, i int) bool {
	moved, target := false, false
	for _, w := range ws[:i] {
		moved = moved || fromVerbs[w]
	}
	for _, w := range ws[i+1:] {
		target = target || moveTargets[w]
	}
	return moved && target
}

// swapWords are the words an act of replacing is said with besides the
// two tools: "Adyen got swapped out for Stripe", "we left Slack".
var swapWords = stemSet("we they team got was were is are been have has left out off onto over for from to with " +
	"rip ripped tore torn yank yanked swap swapped move moved migrate migrated port ported switch switched stop stopped quit")

// swappedWhole reports whether b is only the act that replaced x, a tool,
// by another tool of its kind, naming no job or part ("Adyen got swapped
// for Stripe"): the old tool is then gone from every job it did, so it
// needs no subject shared with the statement that has it in use. A swap
// said of a job ("... for transactional mail") is of that job only.
func swappedWhole(b Claim, x []string) bool {
	old := slices.IndexFunc(b.typed.stated, func(t typed) bool { return toolKind(t.kind) && within(t.stems, x) })
	if old < 0 || !slices.ContainsFunc(b.typed.stated, func(t typed) bool { return t.kind == b.typed.stated[old].kind && t.v != b.typed.stated[old].v }) {
		return false
	}
	for _, cl := range wordsBesides(b, x) {
		for _, w := range cl {
			if !swapWords[w] && !slices.ContainsFunc(b.typed.stated, func(t typed) bool { return slices.Contains(t.stems, w) }) {
				return false
			}
		}
	}
	return true
}
