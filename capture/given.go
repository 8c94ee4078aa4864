package capture

import (
	"strings"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/internal/lazyre"
	"github.com/hippo-mem/hippo/statement"
)

// keptInside is the kind of a claim a rejected sentence holds apart from
// what rejected it: the given of a question (premise), or a fact put in as
// an aside beside a request or a report of the moment (asideClaim), or a
// change made whose start lies ahead (startsLater).
func keptInside(t, rule string, st statement.Statement) (decay.Kind, bool) {
	switch rule {
	case "question":
		if kind, ok := premise(t); ok {
			return kind, ok
		}
		return claimBeforeDash(t)
	case ruleRequest:
		if kind, ok := asideClaim(t); ok {
			return kind, ok
		}
		if kind, ok := claimAfterDash(t); ok {
			return kind, ok
		}
		return claimBeforeDash(t)
	case "plan":
		if startsLater(st) {
			return decay.KindDecision, true
		}
		return asideClaim(t)
	case "temporary-state":
		if startsLater(st) {
			return decay.KindDecision, true
		}
		return asideClaim(t)
	case "temporary":
		return asideClaim(t)
	}
	return "", false
}

// claimDash sets a claim apart from what follows it: a spaced dash.
var claimDash = lazyre.New(`\s+(?:—|–|--?)\s+`)

// refersBack: words that point a request back at what was just said.
var refersBack = statement.WordSet("it this that them these those")

// claimBeforeDash: a request or a question after a claim and a dash ("the
// state rate-limits the lookup API to 10 req/s per IP — can you make the
// reconciler use a token bucket at 8/s?", "rotated the integration password
// this morning — update your local .env") states that claim as the
// speaker's own, the grounds of what is asked: kept as if said alone. A
// request that points back at the claim ("the login test is flaky — can
// you fix it?") asks the fix of a fault, and a claim of the moment, about
// the listener or no claim at all keeps nothing.
func claimBeforeDash(t string) (decay.Kind, bool) {
	loc := claimDash.FindStringIndex(t)
	if loc == nil || loc[0] == 0 {
		return "", false
	}
	head := t[:loc[0]]
	for _, w := range statement.Words(t[loc[1]:]) {
		if refersBack[w.Lower] {
			return "", false
		}
	}
	st := statement.Parse(head)
	ws := statement.Words(head)
	if len(ws) == 0 || addressee[ws[0].Lower] || st.Mood != statement.Declarative || rejection(head, st) != "" {
		return "", false
	}
	return kindOf(st), true
}

// claimAfterDash: a request with a claim after a dash ("batch the
// product sync pls — Shopify's rate limit on our plan is 4 req/s per
// store") gives the grounds of what it asks, a standing claim of the
// speaker's own, kept as if said alone. Grounds of the moment ("— it got
// 429'd just now"), that point back at the request's object or the
// spot at hand ("— it's flaky", "— section above the methods here")
// keep nothing, and nor does a dash inside code ("add a `// MARK: -
// Delegate` section").
func claimAfterDash(t string) (decay.Kind, bool) {
	loc := claimDash.FindStringIndex(t)
	if loc == nil || loc[0] == 0 || loc[1] >= len(t) || strings.Count(t[:loc[0]], "`")%2 == 1 {
		return "", false
	}
	return groundsClaim(t[loc[1]:])
}

// groundsClaim: a clause said as grounds is a declarative, standing
// claim in the speaker's voice that points at nothing just said.
func groundsClaim(s string) (decay.Kind, bool) {
	ws := statement.Words(s)
	if len(ws) == 0 || addressee[ws[0].Lower] {
		return "", false
	}
	for _, w := range ws {
		if refersBack[w.Lower] || pointers[w.Lower] {
			return "", false
		}
	}
	st := statement.Parse(s)
	if st.Mood != statement.Declarative || st.Aspect == statement.Past || rejection(s, st) != "" {
		return "", false
	}
	return kindOf(st), true
}

// asideMarks put a claim in by the way, in the middle of a sentence.
var asideMarks = lazyre.New(`(?i)[,;]?\s+\b(?:by the way|btw|fyi|incidentally)\b[,:]?\s+`)

// asideClaim: a sentence about the moment, or asking for one thing, puts
// in a standing fact by the way ("I'm fixing the roster export and, by
// the way, the export runs every night at 02:00 UTC"): the fact is the
// speaker's own claim, kept as if said alone. An aside of the moment ("...,
// btw the build is red right now") keeps nothing. Only a sentence with an
// aside mark after its start is parsed again.
func asideClaim(t string) (decay.Kind, bool) {
	loc := asideMarks.FindStringIndex(t)
	if loc == nil || loc[0] == 0 || loc[1] >= len(t) {
		return "", false
	}
	claim := t[loc[1]:]
	st := statement.Parse(claim)
	if st.Mood != statement.Declarative || rejection(claim, st) != "" {
		return "", false
	}
	return kindOf(st), true
}

// premiseLinks open a clause a question takes as given ("given that our
// meters push every 30 s, how big ...?", "now that we're on Postgres 16,
// ...?"). "since" and "as" also say when ("since the upgrade") or whose
// word it is ("since the vendor forbids it", "as the docs say"), so they
// open a given only before the team itself (ourSide: "since we're on EKS
// 1.27, can I still ...?").
var (
	premiseLinks = []string{"given that ", "seeing that ", "now that ", "considering that "}
	becauseLinks = statement.WordSet("since as")
	ourSide      = statement.WordSet("we we're our we’re")
)

// premise: a question that opens on what it takes as given states that
// given as the speaker's own claim, the grounds of what it asks; the claim
// alone, a standing one in the speaker's voice, is what is kept ("Given
// that our smart meters push readings every 30 seconds, how big will the
// table get?"). A given of the moment, a guess or someone else's word, or
// one about the listener ("given that you're here, ...") keeps nothing.
// A change given ("now that the SIS has moved to PowerSchool, do the
// imports still need ...?") is the occasion of what is asked, whose answer
// the question waits for: it keeps nothing, as a past one does not; said
// as a statement, the change is kept. Only a question that opens on a
// premise link is parsed again.
func premise(t string) (decay.Kind, bool) {
	given, ok := premiseText(t)
	if !ok {
		return "", false
	}
	st := statement.Parse(given)
	ws := statement.Words(given)
	if len(ws) == 0 || addressee[ws[0].Lower] || st.Mood != statement.Declarative || st.Aspect == statement.Past || st.Aspect == statement.Decided || rejection(given, st) != "" {
		return "", false
	}
	return kindOf(st), true
}

// premiseText is what a question opening on a premise link takes as given,
// up to the comma that closes it; after "since" or "as" the given keeps its
// subject ("we're on EKS 1.27").
func premiseText(t string) (string, bool) {
	low := strings.ToLower(t)
	start := -1
	for _, link := range premiseLinks {
		if strings.HasPrefix(low, link) {
			start = len(link)
		}
	}
	if ws := statement.Words(t); len(ws) > 1 && becauseLinks[ws[0].Lower] && ourSide[ws[1].Lower] && strings.HasPrefix(low, ws[0].Lower+" ") {
		start = len(ws[0].Lower) + 1
	}
	if start < 0 {
		return "", false
	}
	given, _, ok := strings.Cut(t[start:], ",")
	return given, ok
}

// citation: a clause that names the document a rule comes from ("..., per
// the brand guide", "per RFC 3339, ...", "per our style guide"): the
// speaker states the rule and where it is written down, which is no one
// else's word. "per the vendor" or "per Marco" reports what someone said.
var citation = lazyre.New(`(?i)(?:^|,\s*)per\s+(?:the\s+|our\s+|their\s+)?(?:[\w-]+\s+){0,2}?(?:guide|guidelines|spec|specs|specification|docs|documentation|policy|standard|rfc|iso|pep|contract|handbook|readme|adr|runbook|regulation|regulations|sla|agreement)(?:\s+\d+)?\b\s*,?`)

// uncited is a claim that a citation alone made someone else's, read
// without it: the rule as the speaker states it.
func uncited(t string, st statement.Statement) (string, statement.Statement) {
	if st.Modality != statement.Reported {
		return t, st
	}
	loc := citation.FindStringIndex(t)
	if loc == nil {
		return t, st
	}
	u := strings.TrimSpace(strings.TrimSpace(t[:loc[0]]) + " " + t[loc[1]:])
	if ust := statement.Parse(u); ust.Modality != statement.Reported {
		return u, ust
	}
	return t, st
}
