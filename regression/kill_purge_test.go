package regression

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// Check: SIGKILL at random points of purges of captured memories, then a
// capture that lost its state reads the transcript again. Whatever the
// point, a memory the purge destroyed must not come back from its line
// (rule "purged": the line was recorded, pending before the store's
// transaction and confirmed after), and a memory that survived a killed
// purge is still recognised as captured, not stored twice.
func TestSIGKILLPurgeKeepsRecord(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: SIGKILL trials")
	}
	const lines = 24
	h := newHome(t)
	path := mustWrite(t, filepath.Join(h.dir, "backup", "sess-k.jsonl"), userLines("sess-k", lines))
	h.hippo(t, "capture", path)
	byLine := map[string]string{}
	for _, m := range listMemories(t, h) {
		byLine[m.LineUUID] = m.ID
	}
	if len(byLine) != lines {
		t.Fatalf("positive control: %d of %d lines captured", len(byLine), lines)
	}
	k := &killTrials{t: t, h: h, r: rand.New(rand.NewPCG(3, 4)), took: map[string]time.Duration{}}
	start := time.Now() // the first purge runs to the end, to aim the kills
	h.hippo(t, "purge", byLine["u00000"], "--yes")
	k.took["purge"] = time.Since(start)
	for i := 1; i < lines; i++ {
		k.runAndKill("purge", []string{"purge", byLine[fmt.Sprintf("u%05d", i)], "--yes"})
	}
	present := map[string]bool{}
	for _, m := range listMemories(t, h) {
		present[m.ID] = true
	}
	if err := os.Remove(filepath.Join(h.data, "capture", "state", "sess-k.json")); err != nil {
		t.Fatalf("positive control: no state file to lose: %v", err)
	}
	rules := decisionsOf(t, h, path)
	if len(rules) != lines {
		t.Fatalf("re-capture decided %d lines, want %d: %v", len(rules), lines, rules)
	}
	for i, rule := range rules {
		want := "reject/purged"
		if present[byLine[fmt.Sprintf("u%05d", i)]] {
			want = "reject/already-captured"
		}
		if rule != want {
			t.Errorf("line u%05d (memory present %v): re-capture decided %s, want %s", i, present[byLine[fmt.Sprintf("u%05d", i)]], rule, want)
		}
	}
	if n := len(listMemories(t, h)); n != len(present) {
		t.Errorf("re-capture stored %d memories", n-len(present))
	}
	t.Logf("%d purges killed of %d; %d memories survived", k.killedMid, lines-1, len(present))
	if k.killedMid < 3 || lines-1-k.killedMid < 3 {
		t.Fatalf("control: %d of %d purges were killed; want both kills and completed purges", k.killedMid, lines-1)
	}
}
