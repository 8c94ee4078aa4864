package capture

import (
	"context"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/internal/teststore"
)

// Check: a session's state counts its decisions by decision and rule, one
// for each decision of every run, and holds no statement; a line skipped as
// already captured adds no rule.
func TestStateCountsRules(t *testing.T) {
	s, data := teststore.Open(t)
	path := writeTranscript(t, t.TempDir(), writtenTranscript(), "")
	rep, err := Capture(context.Background(), s, data, path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	st, err := LoadState(data, rep.SessionID)
	if err != nil {
		t.Fatal(err)
	}
	total := 0
	for key, n := range st.Rules {
		decision, rule, ok := strings.Cut(key, " ")
		if !ok || decision == "" || rule == "" || strings.Contains(rule, " ") {
			t.Errorf("rule key %q: want %q", key, "DECISION RULE")
		}
		total += n
	}
	if total != len(rep.Decisions) || total == 0 {
		t.Errorf("rules count %d decisions, the run made %d: %v", total, len(rep.Decisions), st.Rules)
	}
	for _, d := range rep.Decisions {
		for k := range st.Rules {
			if len(d.Text) > 12 && strings.Contains(k, d.Text) {
				t.Errorf("a rule key holds a statement: %q", k)
			}
		}
	}
	st.Offset, st.ContextOffset = 0, 0
	if err := saveState(data, st); err != nil {
		t.Fatal(err)
	}
	again, err := Capture(context.Background(), s, data, path, Options{})
	if err != nil || again.Counts.Skipped == 0 {
		t.Fatalf("control: a re-read skipped nothing: %+v %v", again.Counts, err)
	}
	after, _ := LoadState(data, rep.SessionID)
	sum := 0
	for _, n := range after.Rules {
		sum += n
	}
	if want := total + len(again.Decisions) - again.Counts.Skipped; sum != want {
		t.Errorf("after a re-read: rules count %d, want %d (skipped lines add none)", sum, want)
	}
}
