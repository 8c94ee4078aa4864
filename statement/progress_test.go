package statement

import "testing"

// TestOneThingOnceAndResumes (gate25): an ask for "this one" output or an
// undo of the edit just made holds once; a report of work that goes on
// later is progress of the moment. A word for every time, the team's
// practice beside the undo, and a finished change told in the past are
// left as they were.
func TestOneThingOnceAndResumes(t *testing.T) {
	for _, tt := range []struct {
		text string
		want Time
	}{
		{"this one commit message in portuguese pls, the client reads this repo", TimeOnce},
		{"just this one PR description in German, the reviewer is in Berlin", TimeOnce},
		{"wrong file, that's the staging config, revert it", TimeOnce},
		{"converted 12 of the 30 templates to the new layout, continuing tomorrow", TimeMoment},
		{"ported half of the handlers to the new router, the rest next week", TimeMoment},
		// near misses
		{"every commit message in portuguese, the client reads this repo", TimeNone},
		{"revert that edit and always ask before touching theme files", TimeNone},
		{"we use get for accessors in this codebase, revert that", TimeNone},
		{"we finished migrating all gateways to the new broker", TimeNone},
	} {
		if got := Parse(tt.text).Time; got != tt.want {
			t.Errorf("Parse(%q).Time = %v, want %v", tt.text, got, tt.want)
		}
	}
}

// TestLeavesChoice (gate25): "I'd X, but it's their call" stays an opinion
// on a choice still open; a "but" that corrects, or a team's practice with
// "their call" about another thing, is certain.
func TestLeavesChoice(t *testing.T) {
	for _, tt := range []struct {
		text string
		want Modality
	}{
		{"I'd go with Postgres here, but it's the client's call.", Hedged},
		{"I'd ship the beta to the EU only, but it's up to them.", Hedged},
		{"we launch with English only, but it's their call for the next market", Certain},
		{"I'd use Redis, but we already run Memcached", Certain},
	} {
		if got := Parse(tt.text).Modality; got != tt.want {
			t.Errorf("Parse(%q).Modality = %v, want %v", tt.text, got, tt.want)
		}
	}
}
