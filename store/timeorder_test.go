package store

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/decay"
)

// downgradeV4 turns a schema-7 store back into schema 3 (run with the
// user_version a test wants): schema 7 added a table; schema 6 only rebuilt
// the index, which its migration does again; schema 5 added a table, schema 4
// columns.
var downgradeV4 = []string{
	`DROP TABLE memory_events`,
	`DROP TABLE occurrences`,
	`ALTER TABLE memories DROP COLUMN stated_at`,
	`ALTER TABLE memories DROP COLUMN last_reinforced_at`,
	`ALTER TABLE memories DROP COLUMN last_reinforced_session`,
}

// Check: migrating a schema-3 store to 4 loses no memory and backfills
// stated_at from each memory's source time: a captured line's timestamp, an
// ingested file's modification time while the file exists, else creation.
func TestMigrationV4BackfillsStatedAt(t *testing.T) {
	ctx := context.Background()
	c := newClock()
	dir := t.TempDir()
	s, err := Open(ctx, dir, Options{Now: c.Now})
	if err != nil {
		t.Fatal(err)
	}
	jot := mustAdd(t, s, "the billing service retries failed webhooks three times", "fact", "")
	said := time.Date(2026, 10, 1, 10, 0, 0, 0, time.UTC)
	capt, err := s.Add(ctx, NewMemory{Text: "the cache TTL is 300 s", Kind: "fact", Origin: OriginCapture, Speaker: SpeakerUser,
		SessionID: "s1", LineUUID: "u1", SourceTime: said.Format(time.RFC3339Nano)})
	if err != nil {
		t.Fatal(err)
	}
	written := time.Date(2026, 9, 15, 8, 0, 0, 0, time.UTC)
	kept, gone := filepath.Join(t.TempDir(), "kept.md"), filepath.Join(t.TempDir(), "gone.md")
	for _, p := range []string{kept, gone} {
		if err := os.WriteFile(p, []byte("# Session\nMoved "+filepath.Base(p)+" dashboards to grafana."), 0o600); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, written, written); err != nil {
			t.Fatal(err)
		}
	}
	ingKept, err := s.IngestSummary(ctx, kept, "", "", nil)
	if err != nil {
		t.Fatal(err)
	}
	ingGone, err := s.IngestSummary(ctx, gone, "", "", nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(gone); err != nil {
		t.Fatal(err)
	}
	for _, q := range append(downgradeV4, `PRAGMA user_version = 3`) {
		if _, err := s.db.ExecContext(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	c.Advance(48 * time.Hour) // the migration runs later than any of the writes
	s, err = Open(ctx, dir, Options{Now: c.Now})
	if err != nil {
		t.Fatalf("open a schema-3 store: %v", err)
	}
	defer s.Close()
	all, err := s.List(ctx, ListOptions{IncludeArchived: true, IncludeSuperseded: true})
	if err != nil || len(all) != 4 {
		t.Fatalf("after migration: %d memories, %v; want all 4", len(all), err)
	}
	for _, tt := range []struct {
		name, id string
		want     time.Time
	}{
		{"jot: creation time", jot.ID, jot.CreatedAt},
		{"capture: the line's timestamp", capt.Memory.ID, said},
		{"ingest, file still there: its modification time", ingKept.ID, written},
		{"ingest, file gone: creation time", ingGone.ID, jot.CreatedAt},
	} {
		m, err := s.Get(ctx, tt.id)
		if err != nil {
			t.Fatal(err)
		}
		if !m.StatedAt.Equal(tt.want) || !m.LastReinforcedAt.Equal(m.LastAccessed) {
			t.Errorf("%s: stated_at %v (want %v), last reinforced %v (want the last access %v)",
				tt.name, m.StatedAt, tt.want, m.LastReinforcedAt, m.LastAccessed)
		}
	}
}

// openSession opens a second handle on s's data dir, as a hook of session
// would, sharing the clock.
func openSession(t *testing.T, dir, session string, c *clock) *Store {
	t.Helper()
	s, err := Open(context.Background(), dir, Options{Now: c.Now, Session: session, Actor: "hook"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = s.Close() })
	return s
}

// stabilityAfterPrompts recalls q once per session in sessions, advancing the
// clock by gap before each, and returns the event's stability after each.
func stabilityAfterPrompts(t *testing.T, sessions []string, gap time.Duration) (stab []float64, last Memory) {
	t.Helper()
	ctx := context.Background()
	c := newClock()
	base := mustOpen(t, ModeLexical, c)
	ev := mustAdd(t, base, "event: the staging cluster was rebuilt", "event", "")
	c.Advance(3 * 24 * time.Hour) // the first prompt comes days later, so it earns full growth
	for _, sess := range sessions {
		c.Advance(gap)
		res, err := openSession(t, base.Dir(), sess, c).Recall(ctx, Query{Text: "staging cluster rebuilt"})
		if err != nil || !hasID(res.Hits, ev.ID) {
			t.Fatalf("prompt in %s: %v, %v", sess, recallIDs(res), err)
		}
		m, err := base.Get(ctx, ev.ID)
		if err != nil {
			t.Fatal(err)
		}
		stab, last = append(stab, m.Stability), m
	}
	return stab, last
}

// Check (the reproduction): eight identical prompts within one second of one
// session raise an event's stability once, and neither cap nor promote it.
func TestEightPromptsInOneSessionReinforceOnce(t *testing.T) {
	sessions := []string{"s1", "s1", "s1", "s1", "s1", "s1", "s1", "s1"}
	stab, m := stabilityAfterPrompts(t, sessions, 100*time.Millisecond)
	if stab[0] != decay.SpacedReinforce(decay.EpisodicStability, decay.EpisodicStability, 3) {
		t.Errorf("first prompt: stability %v, want one full growth", stab[0])
	}
	for i, got := range stab[1:] {
		if got != stab[0] {
			t.Errorf("prompt %d of the session: stability %v, want %v (already reinforced in it)", i+2, got, stab[0])
		}
	}
	if m.MemoryType != decay.TypeEpisodic || m.AccessCount != 8 {
		t.Errorf("after 8 prompts: type %s, %d accesses; want still episodic, 8 accesses", m.MemoryType, m.AccessCount)
	}
}

// Control: the same prompt in eight sessions two days apart raises the
// event's stability every time, and promotes it.
func TestSpacedSessionsReinforceEachTime(t *testing.T) {
	sessions := []string{"s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8"}
	stab, m := stabilityAfterPrompts(t, sessions, 48*time.Hour)
	for i := 1; i < len(stab); i++ {
		if stab[i] <= stab[i-1] && stab[i] < decay.EpisodicStability*decay.StabilityCapFactor {
			t.Errorf("session %d: stability %v, not above %v", i+1, stab[i], stab[i-1])
		}
	}
	if m.MemoryType != decay.TypeSemantic {
		t.Errorf("after 8 spaced sessions: type %s, want semantic (stability %v)", m.MemoryType, m.Stability)
	}
}

// Check: a recall with no session (the CLI, MCP) grows a memory at most once
// an hour; the control, two hours later, grows it again. confirm is exempt:
// two confirms a second apart both count.
func TestUnsessionedRecallAndConfirmSpacing(t *testing.T) {
	ctx := context.Background()
	c := newClock()
	s := mustOpen(t, ModeLexical, c)
	m := mustAdd(t, s, "the orders table is partitioned by month", "fact", "")
	c.Advance(30 * 24 * time.Hour)
	stability := func() float64 { got, _ := s.Get(ctx, m.ID); return got.Stability }
	for _, tt := range []struct {
		name  string
		gap   time.Duration
		act   func() error
		grows bool
	}{
		{"first CLI recall", 0, func() error { _, err := s.Recall(ctx, Query{Text: "orders partitioned month"}); return err }, true},
		{"CLI recall ten minutes later", 10 * time.Minute, func() error { _, err := s.Recall(ctx, Query{Text: "orders partitioned month"}); return err }, false},
		{"CLI recall two hours later", 2 * time.Hour, func() error { _, err := s.Recall(ctx, Query{Text: "orders partitioned month"}); return err }, true},
		{"confirm", time.Second, func() error { _, err := s.Confirm(ctx, m.ID); return err }, true},
		{"confirm a second later", time.Second, func() error { _, err := s.Confirm(ctx, m.ID); return err }, true},
	} {
		c.Advance(tt.gap)
		before := stability()
		if err := tt.act(); err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if after := stability(); (after > before) != tt.grows {
			t.Errorf("%s: stability %v -> %v, want growth %v", tt.name, before, after, tt.grows)
		}
	}
}

// Check: a confirm and a recall's reinforcement at the same moment, from two
// processes, both count: 7 x 2.5 x 1.5 whichever commits first. Before the
// read-modify-write moved into one transaction, one update was lost.
func TestConcurrentConfirmAndReinforceBothCount(t *testing.T) {
	ctx := context.Background()
	c := newClock()
	a := mustOpen(t, ModeLexical, c)
	b := openSession(t, a.Dir(), "s1", c)
	var ids []string
	for i := range 12 {
		ids = append(ids, mustAdd(t, a, "event: deploy number "+string(rune('a'+i))+" went out", "event", "").ID)
	}
	c.Advance(60 * 24 * time.Hour) // long enough that either order earns full growth
	want := decay.EpisodicStability * decay.ConfirmGrowth * decay.StabilityGrowth
	for i, id := range ids {
		hit, err := b.Get(ctx, id) // what the recall read, before either update
		if err != nil {
			t.Fatal(err)
		}
		errs := make([]error, 2)
		if i%2 == 0 {
			// The confirm lands between the recall's read and its
			// reinforcement: the order that lost the confirm.
			_, errs[0] = a.Confirm(ctx, id)
			errs[1] = b.Reinforce(ctx, []Hit{{Memory: hit}})
		} else {
			var wg sync.WaitGroup
			wg.Add(2)
			go func() { defer wg.Done(); _, errs[0] = a.Confirm(ctx, id) }()
			go func() { defer wg.Done(); errs[1] = b.Reinforce(ctx, []Hit{{Memory: hit}}) }()
			wg.Wait()
		}
		if errs[0] != nil || errs[1] != nil {
			t.Fatalf("confirm %v, reinforce %v", errs[0], errs[1])
		}
		got, _ := a.Get(ctx, id)
		if got.Stability != want || got.AccessCount != 2 {
			t.Errorf("%s: stability %v, %d accesses; want %v, 2 (both updates)", id, got.Stability, got.AccessCount, want)
		}
	}
}
