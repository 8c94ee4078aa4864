package statement

import "testing"

// TestFrontedPhrase (gate36): a phrase before a command is its scope, a
// noun phrase even when a word in it may be a verb: one thing named asks
// once, a kind named rules; "in <file>" with no comma scopes as with one;
// a command the speaker will take over later holds once; what is "now" on
// all of a kind of place is rolled out for good. Near misses: a phrase
// that holds a clause, "always", "until I say go", a part "so far", and
// "right now".
func TestFrontedPhrase(t *testing.T) {
	for _, tt := range []struct {
		text string
		mood Mood
		time Time
	}{
		{"for the overdue-holds query, qualify the columns", Request, TimeNone},
		{"for the test-runs page, remove the banner", Request, TimeNone},
		{"for SQL queries, qualify the columns", Instruction, TimeNone},
		{"in slot_allocator.py just leave the print calls", Request, TimeNone},
		{"from now on just leave the print calls, i will clean them up myself later", Request, TimeOnce},
		{"4.2.0 is now on all 9 kitchens today", Declarative, TimeStanding},
		// must not
		{"4.2.0 is on two of the 9 kitchens so far today", Declarative, TimeMoment},
		{"staging is on 4.2.0 right now", Declarative, TimeMoment},
		{"for every query that joins two tables, qualify the columns", Instruction, TimeNone},
		{"always use the logger, i will add a lint rule later", Instruction, TimeNone},
		{"from now on don't start editing until i say go", Instruction, TimeStanding},
	} {
		if st := Parse(tt.text); st.Mood != tt.mood || st.Time != tt.time {
			t.Errorf("Parse(%q): mood %v, time %v; want %v, %v", tt.text, st.Mood, st.Time, tt.mood, tt.time)
		}
	}
}
