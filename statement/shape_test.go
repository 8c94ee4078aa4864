package statement

import (
	"strings"
	"testing"
)

// TestIsImperativeNames: a word named by its capital is no verb and no
// plural. A name in -s before a preposition names a choice, as a tool's
// name does ("redis for sessions"); a plural there is a subject whose verb
// is missing; a name that spells a verb opens no command.
func TestIsImperativeNames(t *testing.T) {
	for _, tt := range []struct {
		text  string // the clause's tokens
		names string // the tokens that are names, "-" for none
		want  bool
	}{
		{"atlas for migrations", "atlas", true},
		{"pandas for the loaders", "pandas", true},
		{"hermes for the mobile bundle", "hermes", true},
		{"atlas for migrations", "-", false}, // without the case: a plural
		{"workers for the queue", "-", false},
		{"go use gofmt", "go", false}, // "when you write Go use gofmt"
		{"make sure the tests pass", "make", false},
		{"go use gofmt", "-", true},
		{"make sure the tests pass", "-", true},
		{"debug the login flow", "debug", true}, // a tool's name may be a verb
		{"always pin the version", "-", true},
		{"never rails for the admin", "rails", true},
	} {
		toks := strings.Fields(tt.text)
		names := make([]bool, len(toks))
		for i, w := range toks {
			names[i] = strings.Contains(" "+tt.names+" ", " "+w+" ")
		}
		if got := isImperative(toks, names); got != tt.want {
			t.Errorf("isImperative(%q, names %q) = %v, want %v", tt.text, tt.names, got, tt.want)
		}
	}
}

// TestSplitConditionNames: the command after a condition with no comma
// starts at its verb, not at a name the condition ends with that spells a
// verb ("Go", "Make").
func TestSplitConditionNames(t *testing.T) {
	for _, tt := range []struct {
		text, command string
	}{
		{"when you write Go use gofmt", "use gofmt"},
		{"if you touch Go code run the linter", "run the linter"},
		{"if you touch Make targets run the full build", "run the full build"},
		{"before you release Go modules tag the commit", "tag the commit"},
		{"when you deploy to Atlas pin the version", "pin the version"},
		{"when the build fails ping me", "ping me"},
	} {
		st := Parse(tt.text)
		if st.Main < 0 {
			t.Errorf("Parse(%q): no main clause", tt.text)
			continue
		}
		m := st.Clauses[st.Main]
		if got := strings.Join(m.Tokens[m.Start:], " "); got != tt.command || !m.Imperative {
			t.Errorf("Parse(%q): main clause %q (imperative %v), want the command %q", tt.text, got, m.Imperative, tt.command)
		}
	}
}

// TestLookLikePattern: "look like" before a literal identifier gives its
// shape; before a clause or a plain noun it is an impression, a hedge.
func TestLookLikePattern(t *testing.T) {
	for _, tt := range []struct {
		text   string
		hedged bool
	}{
		{"release tags look like v2.14.0", false},
		{"order numbers look like ORD_000123 in the admin panel", false},
		{"branch names look like feature/PAY-88-refunds", false},
		{"looks like build-42 is broken", true},
		{"the build looks like a flake", true},
		{"the cache looks like it was never warmed", true},
	} {
		if got := isHedged(strings.Fields(strings.ToLower(tt.text))); got != tt.hedged {
			t.Errorf("isHedged(%q) = %v, want %v", tt.text, got, tt.hedged)
		}
	}
}
