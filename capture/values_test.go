package capture

import (
	"testing"

	"github.com/hippo-mem/hippo/statement"
	"github.com/hippo-mem/hippo/store"
)

// TestValuesByScope: a verbless sentence that sets values where they hold
// is a setting to keep; one that points at one thing, dates itself, hedges
// or reports trouble is not, and a list of known verbs is a list of
// commands.
func TestValuesByScope(t *testing.T) {
	for _, tt := range []struct{ prev, text, want string }{
		// values told apart by scope
		{"", "Redis 7 in prod, 6 in staging.", "store"},
		{"", "Swift on iOS, Kotlin on Android.", "store"},
		{"", "calver for the mobile app, semver for the libraries", "store"},
		// one fragment for every case of a kind, or a limit with its scope
		{"", "Three reviewers for anything under db/migrations.", "store"},
		{"", "One feature flag per ticket.", "store"},
		{"", "max function length 60 for the Go code", "store"},
		// a version answered with what it is of
		{"Which Node version does CI use?", "Node 20.11, pinned in .nvmrc", "store"},
		{"Which Go version does the worker use?", "Go 1.23, pinned in go.work", "store"},
		// near misses: one thing in view, a time, a hedge, trouble, commands
		{"", "Redis 7 on my machine, 6 on yours.", "reject"},
		{"", "Three reviewers for this PR, I guess.", "reject"},
		{"", "max function length 60 for this file for now", "reject"},
		{"", "500s in prod, timeouts in staging.", "reject"},
		{"", "One feature flag per ticket? hmm", "reject"},
		// a rate over time is as often a measure as a limit: no rule
		{"", "1 page per second on the scraper", "reject"},
		{"", "deploy to staging, merge to main", "reject"},
		{"Which Node version does CI use?", "20.11 on my laptop, no idea about CI", "reject"},
	} {
		c := Candidate{Text: tt.text, Speaker: store.SpeakerUser, prev: tt.prev}
		if got := outcomeOf(c); got != tt.want {
			_, rule := classify(c)
			t.Errorf("%q after %q: %s (rule %q), want %s", tt.text, tt.prev, got, rule, tt.want)
		}
	}
}

// TestRestrictedState: a state spelled out after a colon as the only kind
// of change let in is a standing policy; with a time anywhere, or a
// restriction on something other than changes, it is the moment's state.
// TestValuesByScopeNoClause: a statement with no clause ("", "...", "ok")
// sets no value; it is not read for one.
func TestValuesByScopeNoClause(t *testing.T) {
	for _, text := range []string{"", "...", "ok", "!!"} {
		if valuesByScope(statement.Parse(text)) {
			t.Errorf("valuesByScope(%q) = true", text)
		}
	}
}

func TestRestrictedState(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"the ios app is frozen: only crash fixes go in", "store"},
		{"`billing/` is frozen: hotfixes only, everything else waits for v2", "store"},
		{"heads up, the auth service is frozen: only security patches get merged", "store"},
		// near misses
		{"the payments module is frozen right now: only Sam can merge", "reject"},
		{"staging is down: only reads go through", "reject"},
		{"the ios app is frozen: only crash fixes until the 3.0 launch", "reject"},
		{"the ios app is frozen", "reject"},
	} {
		c := Candidate{Text: tt.text, Speaker: store.SpeakerUser}
		if got := outcomeOf(c); got != tt.want {
			_, rule := classify(c)
			t.Errorf("%q: %s (rule %q), want %s", tt.text, got, rule, tt.want)
		}
	}
}
