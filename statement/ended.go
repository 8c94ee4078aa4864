package statement

import (
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// A practice is ended as often by switching it off as by removing it: "we
// turned off the nightly backups", "the old build server was switched
// off". What is switched off is gone from use as what is removed is
// (goneOf), unless the clause says it is off for a while only ("turned
// off the backups during the migration", "until Monday").

// switchVerbs take "off" to end a thing's use, said as done ("we turned
// off", "was switched off"): an order ("always switch off the scope when
// done", "turn off the lights") switches a thing off after each use, it
// ends nothing.
var switchVerbs = set("turned switched shut")

// forAWhile are the words that make a thing switched off off for a while,
// or on again: it was paused, not ended.
var forAWhile = set(whileWords + " back again")

// whileWords bound a thing's change to a span of time: a thing switched
// off or a rule lifted for a while only.
const whileWords = "until during while temporarily briefly tonight today meanwhile"

// notYetEnded are the stems of words that leave a thing said gone in use
// for now: a plan to end it ("we will turn off", "next month").
var notYetEnded = stemSet("will 'll going plan planned planning next soon")

// switchedOffAt is where the thing switched off for good stands in ws, a
// clause of text: after "off" ("turned off the backups", the index of
// "off") or, with nothing after it but when, before the verb ("the build
// server was switched off", the index of the verb); -1 when ws switches
// nothing off, or off for a while only, or in one place or part only
// ("switched off in staging", "turned off exports from billing").
func switchedOffAt(ws []string, text string) (int, bool) {
	i := slices.IndexFunc(ws, func(w string) bool { return w == "off" })
	if i < 2 || !switchVerbs[ws[i-1]] || slices.ContainsFunc(clauseWords(text), inSet(forAWhile)) {
		return -1, false
	}
	rest := ws[i+1:]
	if len(rest) > 0 && claimPrepositions[rest[0]] {
		return -1, false // "turned off on the build hosts": there only
	}
	if len(rest) > 0 && !whenWords[rest[0]] {
		rest = rest[phraseEnd(rest, 0):]
		if len(rest) > 0 && !whenWords[rest[0]] {
			return -1, false
		}
		return i, true
	}
	return i - 1, false
}

// lifetimeRe is a word of removing followed by when each one goes ("logs
// are deleted after 30 days", "temp files are removed nightly"): how long
// each lives, while the thing itself stays in use, so goneOf reads it
// as an expiry, which ends nothing.
var lifetimeRe = lazyre.New(`(?i)\b(?:removed|deleted|dropped|archived|purged)(\s+(?:after|within|every|if|older|nightly|daily|weekly|monthly|hourly)\b)`)

// actOfNone reports whether rest, the words after a clause's opening
// "no", goes on from its thing to a verb: "no flaky tests are allowed on
// main", "no secrets may be committed" rule what may be done with a thing
// still in use; "no fuzzy matching at all", "no more Jenkins for the
// monorepo" say it is gone.
func actOfNone(rest []string) bool {
	end := phraseEnd(rest, 0)
	return end < len(rest) && (copulas[rest[end]] || auxiliaries[rest[end]])
}

// endedOutright reports whether the word at i of ws, where retiredAt or
// switchedOffAt found a thing gone, ends the thing itself: removed,
// dropped, cancelled, "no more", "stopped using", switched off, moved
// off, ripped out. "X is off
// it" and "X doesn't do it anymore" end a role X had, "X is not used for
// Y" one use of X, and a deprecation warns of an end to come; X itself
// goes on. So does a thing ended in one place or for one part, the place
// after it ("no PII in logs", "no more Jenkins for the monorepo").
func endedOutright(ws []string, i int, after bool) bool {
	if !(retireWords[ws[i]] && ws[i] != "deprecated" || ws[i] == "no" || ws[i] == "using" || after && ws[i] == "off" || switchVerbs[ws[i]] ||
		after && i > 0 && ws[i] == "out" && tearVerbs[ws[i-1]]) {
		return false
	}
	return !after || endsClause(ws[i+1:])
}

// endsClause reports whether the thing rest opens with runs to its
// clause's end, or to when it happened or "at all": "we cancelled Heroku
// last spring", "no fuzzy matching at all".
func endsClause(rest []string) bool {
	if len(rest) > 0 && rest[0] == "more" {
		rest = rest[1:]
	}
	tail := rest[min(phraseEnd(rest, 0), len(rest)):]
	return len(tail) == 0 || whenWords[tail[0]] || slices.Equal(tail, []string{"at", "all"})
}

// practiceEnded reports whether b says the very thing a is of is gone
// from use, and a states it as in use (b no plan, proposal, history or
// marked one-off): "Backups run every night" and
// "yesterday we turned off the nightly backups"; "fuzzy matching is
// lenient" and "no fuzzy matching at all". The thing gone must be a's
// head and hold no word a lacks: the staging backups switched off, or
// the backup alerts, leave the nightly backups running, and a thing gone
// from one part (cutPart) is gone from that part only.
func practiceEnded(a, b Claim) bool {
	if a.Negated || a.Event || a.was || a.open || len(a.headWords) == 0 || len(b.ended) == 0 || retiresToo(a, a.headWords) ||
		b.open || b.was || b.exception || slices.ContainsFunc(b.stems, inSet(notYetEnded)) {
		return false
	}
	if slices.ContainsFunc(b.said, func(w string) bool { return !named(w) && !slices.Contains(a.said, w) }) {
		return false // gone in a release a does not name ("dropped in 2.0"), in use in another
	}
	for _, x := range b.ended {
		if _, part := cutPart(x); len(part) == 0 && within(a.headWords, x) && within(x, a.said) {
			return true
		}
	}
	return false
}

// baseName reports whether s is the file at the end of path w, a file
// named gone by its name alone ("we killed ftl_rules.yaml") being the one
// read from its path ("loaded from config/ftl_rules.yaml"); a directory
// named alone ("config") is no file of it.
func baseName(w, s string) bool {
	return strings.Contains(s, ".") && strings.HasSuffix(w, "/"+s)
}

// scopeOf is c's typed values as scopedApart reads them: a format that a
// later clause states as its value ("we don't use Delta Lake; tables are
// plain Parquet") says what is used instead of what c denies, not which
// files c is of, so it is left out.
func scopeOf(c Claim) typedValues {
	tv := c.typed
	if len(c.later) == 0 || !hasKind(tv.stated, "format") {
		return tv
	}
	tv.stated = slices.DeleteFunc(slices.Clone(tv.stated), func(x typed) bool {
		return x.kind == "format" && slices.ContainsFunc(c.later, func(l Claim) bool { return overlap(l.Value, x.stems) })
	})
	return tv
}
