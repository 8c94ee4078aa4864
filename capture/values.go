package capture

import "github.com/hippo-mem/hippo/statement"

// valuesByScope: a sentence with no verb of its own that sets a value for
// a scope, the way developers write down settings and stacks. Either a list
// of such fragments, each value with where it holds ("Postgres 15 in prod,
// 14 in staging", "semver for the SDK, calver for the app"): values told
// apart by scope are settings, where a list of known verbs ("deploy to
// staging, merge to main") gives commands; or one fragment that counts or
// limits things for every case of a kind ("Two approvals for anything under
// infra/", "One migration per PR", "max line length 100 for the python
// code"). A scope that points at one thing ("for this PR", "on my machine"),
// a time ("for now"), a hedge or a symptom ("500s in prod, timeouts in
// staging") says nothing that lasts.
func valuesByScope(st statement.Statement) bool {
	if len(st.Clauses) == 0 || st.Modality != statement.Certain || st.Time != statement.TimeNone || st.Negated || symptomatic(st.Words) {
		return false
	}
	if len(st.Clauses) >= 2 {
		return parallelValues(st.Clauses)
	}
	c := st.Clauses[0]
	t := c.Tokens[c.Start:]
	return c.Aspect == statement.NoVerb && hasValue(st.Words) && (limits[firstOf(t)] && scopeAt(t) > 0 || everyCase(t))
}

// parallelValues: every clause is a fragment naming something where it
// holds, none joined by a conjunction that makes it a story.
func parallelValues(cs []statement.Clause) bool {
	for _, c := range cs {
		if !c.Fragment() || c.Link != "" || c.Negated || c.Hedged || scopeAt(c.Tokens[c.Start:]) < 1 {
			return false
		}
	}
	return true
}

// scopeAt is the index of the preposition that opens a scope over a kind
// of thing or a place ("in prod", "for the app", "under infra/"), or -1:
// the scope must follow something it scopes and must not point at one
// thing in view or the speaker's own.
func scopeAt(t []string) int {
	for i := 1; i+1 < len(t); i++ {
		if scopePreps[t[i]] && !oneInView[t[i+1]] {
			return i
		}
	}
	return -1
}

// everyCase: a scope over every case of a kind: "per PR" (not a rate over
// time, "per minute"), "for anything under infra/", "on every service".
func everyCase(t []string) bool {
	for i := 1; i+1 < len(t); i++ {
		if t[i] == "per" && !timeUnit[t[i+1]] || scopePreps[t[i]] && everyOne[t[i+1]] {
			return true
		}
	}
	return false
}

func hasValue(ws []statement.Word) bool {
	for _, w := range ws {
		if w.Value {
			return true
		}
	}
	return false
}

// symptomatic: the words report trouble ("500s in prod, timeouts in
// staging"), what one sees at a moment rather than a setting.
func symptomatic(ws []statement.Word) bool {
	for _, w := range ws {
		if symptoms[w.Lower] || len(w.Lower) == 4 && w.Lower[3] == 's' && w.Lower[0] >= '4' && w.Lower[0] <= '5' {
			return true
		}
	}
	return false
}

func firstOf(t []string) string {
	if len(t) == 0 {
		return ""
	}
	return t[0]
}

// scopePreps open a scope; oneInView points at one thing or the speaker's
// own, which a scope over a kind never does.
var scopePreps, oneInView = statement.WordSet("in on for under across per"), statement.WordSet("this that these those my here it now")

// everyOne quantifies over every case; after "per", a unit of time makes a
// rate, which measures as often as it limits.
var everyOne, timeUnit = statement.WordSet("every each all any anything everything"), statement.WordSet("second sec minute min hour day week month year")

// limits head a setting that bounds a value.
var limits = statement.WordSet("max min maximum minimum")

// symptoms are the trouble one reports seeing.
var symptoms = statement.WordSet("error errors timeout timeouts failure failures crash crashes warning warnings alert alerts exception exceptions outage outages spike spikes")

// restrictedState: a state spelled out after a colon as the only kind of
// change let in ("the payments module is frozen: only security fixes go
// in", "legacy/ is frozen: bug fixes only") is a standing policy for that
// code, not how it stands this minute. A time ("frozen right now: ...",
// "only crash fixes until the launch") or
// a restriction on something other than changes ("staging is down: only
// reads go through") keeps the moment.
func restrictedState(st statement.Statement) bool {
	if st.Time != statement.TimeNone || st.Main+1 >= len(st.Clauses) || !endsOnColon(st) {
		return false
	}
	restricted := false
	for _, c := range st.Clauses[st.Main+1:] {
		if c.Time != statement.TimeNone {
			return false
		}
		only, change := false, false
		for _, w := range c.Tokens {
			only = only || w == "only"
			change = change || changeKinds[w]
		}
		restricted = restricted || only && change
	}
	return restricted
}

// endsOnColon: the main clause's last word is followed by a colon.
func endsOnColon(st statement.Statement) bool {
	m := st.Clauses[st.Main]
	last := firstOf(m.Tokens[len(m.Tokens)-1:])
	for _, w := range st.Words {
		if w.Colon && w.Lower == last {
			return true
		}
	}
	return false
}

var changeKinds = statement.WordSet("fixes changes features commits merges patches hotfixes backports prs")
