package statement

import "testing"

// TestAlsoInsideTheVerb (gate28): "also" right after a modal stands inside
// its verb phrase, so "have a test" is no question split off ("every model
// must also have a test"); after anything else, or after a pause, it still
// opens a clause of its own.
func TestAlsoInsideTheVerb(t *testing.T) {
	for _, tt := range []struct {
		text    string
		clauses int
		mood    Mood
	}{
		{"every model must also have a test", 1, Declarative},
		{"each handler should also have a timeout", 1, Declarative},
		{"the worker can also read from the replica", 1, Declarative},
		{"releases will also have a changelog entry", 1, Declarative},
		// must not: a coordinator after a verb or a pause
		{"fix the flaky test and also bump the version", 2, Request},
		{"the api runs on port 8080, also the worker does", 2, Declarative},
	} {
		st := Parse(tt.text)
		if len(st.Clauses) != tt.clauses || st.Mood != tt.mood {
			t.Errorf("Parse(%q): %d clauses, mood %v; want %d, %v", tt.text, len(st.Clauses), st.Mood, tt.clauses, tt.mood)
		}
	}
}
