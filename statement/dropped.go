package statement

import (
	"slices"
	"strings"
)

// A tool taken out of use whole ("we moved off Jenkins", "ripped OR-Tools
// out last sprint", "replaced Scandit with ML Kit", "Helm hata diya") is
// out of every role it had: a memory that names it in use ("CI runs on
// Jenkins", "barcode scanning via Scandit") states what holds no more,
// whether or not the two name the role alike. A tool dropped for one
// purpose or from one part ("dropped Redis as a queue", "moved the search
// service off Jenkins") or only weighed ("we might move off Jenkins")
// leaves its other uses alone; retiredInUse judges those by their subject.

// droppedFillers are the words a clause that drops a tool whole may say
// beside the tool and the act: when it happened and the helpers of the
// act ("last sprint", "a while ago", "completely"), and the Hindi ones a
// Hinglish note drops it with ("Helm hata diya").
var droppedFillers = stemSet("out away off completely entirely fully finally just already now ago last sprint week month " +
	"quarter year while spring summer autumn fall winter yesterday recently earlier diya diye di gaya gaye gayi hai hain")

// droppedHedges make a drop a plan or a thought, not a fact: "we might
// move off Jenkins", "we plan to drop Redis".
var droppedHedges = set("might may could maybe perhaps probably consider considering thinking plan planning planned " +
	"want wants should would will going soon next if whether")

// replacingVerbs name the new tool after the old one ("replaced X with
// Y", "migrated from X to Y"): what follows it is the successor, no
// purpose the drop is limited to.
var replacingVerbs = set("replaced swapped swap moved migrated ported switched transitioned")

// droppedWhole is the stems of each tool a clause of text takes out of
// use whole: the clause says the thing gone (retiredAt, replacedAt) and
// nothing else but when, by whom and, for a replacing verb, with what.
func droppedWhole(text string) [][]string {
	var out [][]string
	for _, clause := range retireSplit.Split(text, -1) {
		ws := clauseWords(clause)
		if slices.ContainsFunc(ws, inSet(droppedHedges)) {
			continue
		}
		i, after := retiredAt(ws)
		if i < 0 {
			i, after = replacedAt(ws)
		}
		if i < 0 || routine(ws, i, after) || slices.ContainsFunc(ws, inSet(partNouns)) || renewed(ws) {
			continue
		}
		x := slices.DeleteFunc(retiredThing(ws, i, after), inSet(droppedFillers))
		if len(x) > 0 && slices.ContainsFunc(x, named) && !slices.Contains(x, "from") && nothingBeside(ws, x) {
			out = append(out, x)
		}
	}
	return out
}

// nothingBeside reports whether ws, a clause that drops x, says no word
// of content but x, the act and droppedFillers: the words after a
// replacing verb's "with", "by", "for" or "to" name the successor and
// are left out; after any other verb they name a purpose ("dropped Redis
// as a queue") and count.
func nothingBeside(ws, x []string) bool {
	if j := slices.IndexFunc(ws, inSet(replacingVerbs)); j >= 0 {
		if k := slices.IndexFunc(ws[j+1:], inSet(successorMarks)); k >= 0 {
			ws = ws[:j+1+k]
		}
	}
	for _, s := range goneStems(ws) {
		if !slices.Contains(x, s) && !droppedFillers[s] && !droppingStem(s) {
			return false
		}
	}
	return true
}

// routine reports whether the clause ws, whose word at i says a thing
// gone, tells what is done to things as a rule or denies a practice, no
// tool dropped: a present passive ("orders are archived after 2 years",
// "logs are deleted"), an amount beside it, or a bare "no" before a
// practice ("no sampling"), where "no more X" and "there is no X" drop it.
func routine(ws []string, i int, after bool) bool {
	if slices.ContainsFunc(ws, func(w string) bool { return isDigit(w[0]) || w != "no" && Negation(w) }) || offRole(ws) {
		return true
	}
	if ws[i] == "no" {
		return !(i+1 < len(ws) && ws[i+1] == "more") && !(i > 0 && thereIsNo(ws, i))
	}
	return !after && i > 0 && presentBe[ws[i-1]] && ws[i] != "gone"
}

// renewed reports whether ws replaces a thing and names no successor:
// "the battery was replaced last week" put in a new one of the same, it
// dropped nothing.
func renewed(ws []string) bool {
	i := slices.IndexFunc(ws, func(w string) bool { return w == "replaced" || swapVerbs[w] })
	return i >= 0 && !slices.ContainsFunc(ws[i:], inSet(successorMarks))
}

// offRole reports whether ws says a holder is off a duty ("the platform
// guild is off it"): a role left, no tool dropped.
func offRole(ws []string) bool {
	i := slices.Index(ws, "off")
	return i >= 0 && i+1 < len(ws) && objectPronouns[ws[i+1]]
}

// presentBe are the auxiliaries of a present passive: "are archived".
var presentBe = set("are be gets get")

// successorMarks open the successor after a replacing verb: "replaced X
// with Y", "migrated from X to Y".
var successorMarks = set("with by for to onto into")

// droppingStem reports whether s is the stem of a word that drops or
// moves a thing: "remov", "rip", "migrat".
func droppingStem(s string) bool {
	for w := range retireWords {
		if canonical(Stem(w)) == s {
			return true
		}
	}
	for _, vs := range []map[string]bool{replacingVerbs, moveVerbs, tearVerbs, swapVerbs, leavers} {
		for w := range vs {
			if canonical(Stem(w)) == s {
				return true
			}
		}
	}
	return s == "us" || s == "use" || s == "stop" || s == "quit" || s == "no" || s == "left"
}

// droppedInUse reports whether b takes a tool out of use whole that a, a
// standing statement, names in use ("CI runs on Jenkins", "we moved off
// Jenkins"). a said after b's drop, as a return ("moved back to
// Jenkins") or as gone itself, agrees.
func droppedInUse(a, b Claim) bool {
	if a.Negated || a.Event || a.was || a.open || b.open || len(b.dropped) == 0 || returned(a) {
		return false
	}
	for _, x := range b.dropped {
		if thingsIn(x, a.said, a, b) && !retiresToo(a, x) && oneRole(a, b, x) {
			return true
		}
	}
	return false
}

// returned reports whether a says a tool came back into use: "moved back
// to Jenkins", "Redis is in use again".
func returned(a Claim) bool {
	return slices.ContainsFunc(a.stems, func(s string) bool { return s == "back" || s == "again" || strings.HasPrefix(s, "reinstat") })
}

// oneRole reports whether b, beside dropping x, says nothing of another
// role than a's: it says nothing else, or a word of a's beyond x ("Helm
// hata diya, ab sab kustomize overlays se deploy hota hai" against "hum
// deploy ke liye Helm use karte hain"). What comes after it in another
// job ("Atlantis decommissioned -- docs builds run in ...") leaves a's
// job unsaid.
func oneRole(a, b Claim, x []string) bool {
	others := slices.DeleteFunc(slices.Concat(wordsBesides(b, x)...), func(s string) bool {
		return droppedFillers[s] || droppingStem(s) || actsOfUse[s]
	})
	if len(others) == 0 {
		return true
	}
	return overlap(others, slices.DeleteFunc(slices.Clone(a.said), func(s string) bool { return slices.Contains(x, s) }))
}
