package store

import (
	"context"
	"errors"
	"testing"
	"time"
)

func eventKinds(t *testing.T, s *Store, id string) []EventKind {
	t.Helper()
	evs, err := s.History(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	var out []EventKind
	for _, e := range evs {
		if e.MemoryID != id {
			t.Errorf("history of %s holds an event of %s", id, e.MemoryID)
		}
		out = append(out, e.Kind)
	}
	return out
}

func sameKinds(a, b []EventKind) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// Check: every write that changes a memory's strength records one event, in
// order, with the stability it left; a write that is refused records none,
// and another memory's history is untouched.
func TestHistoryRecordsEachChange(t *testing.T) {
	ctx := context.Background()
	c := newClock()
	s, err := Open(ctx, t.TempDir(), Options{Now: c.Now, Session: "s1"})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	m := mustAdd(t, s, "the staging cluster runs in eu-west-1", "fact", "")
	other := mustAdd(t, s, "the nightly build starts at 02:00", "fact", "")
	if got := eventKinds(t, s, m.ID); len(got) != 0 {
		t.Fatalf("a new memory has history %v, want none", got)
	}
	step := func(name string, f func() error) {
		t.Helper()
		c.Advance(48 * time.Hour)
		if err := f(); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	step("reinforce", func() error { return s.Reinforce(ctx, []Hit{{Memory: m}}) })
	step("confirm", func() error { _, err := s.Confirm(ctx, m.ID); return err })
	step("restate", func() error {
		_, err := s.Restate(ctx, m.ID, Restatement{SessionID: "s2", Origin: OriginJot})
		return err
	})
	step("pin", func() error { _, err := s.SetPinned(ctx, m.ID, true); return err })
	if _, err := s.Archive(ctx, m.ID); !errors.Is(err, ErrPinned) {
		t.Fatalf("archive a pinned memory: %v, want ErrPinned", err)
	}
	step("unpin", func() error { _, err := s.SetPinned(ctx, m.ID, false); return err })
	step("archive", func() error { _, err := s.Archive(ctx, m.ID); return err })
	step("revive", func() error { _, err := s.Revive(ctx, m.ID); return err })
	want := []EventKind{EventReinforce, EventConfirm, EventRestate, EventPin, EventUnpin, EventArchive, EventRevive}
	if got := eventKinds(t, s, m.ID); !sameKinds(got, want) {
		t.Errorf("history %v, want %v (the refused archive recorded nothing)", got, want)
	}
	evs, _ := s.History(ctx, m.ID)
	now, _ := s.Get(ctx, m.ID)
	if last := evs[len(evs)-1]; last.Stability != now.Stability || !last.At.Equal(c.Now()) {
		t.Errorf("last event %+v; want stability %.2f at %s", last, now.Stability, c.Now())
	}
	if evs[1].Stability <= evs[0].Stability {
		t.Errorf("confirm left stability %.2f, not above the reinforce's %.2f", evs[1].Stability, evs[0].Stability)
	}
	if got := eventKinds(t, s, other.ID); len(got) != 0 {
		t.Errorf("control: an untouched memory has history %v", got)
	}
}

// Check: a recall that spacing does not count (the same session again, or a
// sessionless recall within the hour) adds no history row, while the first
// recall of a new session does: the history grows with changes, not with
// every prompt that shows a memory.
func TestHistorySkipsRecallsSpacingIgnored(t *testing.T) {
	ctx := context.Background()
	s, c := openClocked(t)
	m := mustAdd(t, s, "the search index rebuilds every night at 03:00", "fact", "")
	steps := []struct {
		session string
		after   time.Duration
		rows    int
	}{
		{"s1", time.Hour, 1},      // first recall of a session counts
		{"s1", time.Minute, 1},    // the same session again: no row
		{"s1", 24 * time.Hour, 1}, // still the same session, a day later
		{"s2", time.Minute, 2},    // control: a new session counts
		{"", time.Minute, 2},      // no session, within the hour of the last growth: no row
		{"", 2 * time.Hour, 3},    // control: no session, past the hour: counts
		{"", 10 * time.Minute, 3}, // and within the hour again: no row
	}
	for i, st := range steps {
		c.Advance(st.after)
		if err := s.ReinforceIn(ctx, st.session, []Hit{{Memory: m}}); err != nil {
			t.Fatal(err)
		}
		if got := eventKinds(t, s, m.ID); len(got) != st.rows {
			t.Errorf("step %d (session %q): %d history rows, want %d", i, st.session, len(got), st.rows)
		}
	}
}

// Check: archive takes an active memory out of recall and revive brings it
// back; an archived, pinned or superseded memory is refused and left as it
// was.
func TestArchive(t *testing.T) {
	ctx := context.Background()
	s, err := Open(ctx, t.TempDir(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	m := mustAdd(t, s, "the billing service retries webhooks three times", "fact", "")
	if !found(t, s, m.ID, "billing webhooks", true) {
		t.Fatal("control: the active memory is not recalled")
	}
	a, err := s.Archive(ctx, m.ID)
	if err != nil || !a.Archived {
		t.Fatalf("archive: %+v, %v", a, err)
	}
	if found(t, s, m.ID, "billing webhooks", true) {
		t.Error("an archived memory is still recalled")
	}
	if _, err := s.Archive(ctx, m.ID); !errors.Is(err, ErrAlreadyArchived) {
		t.Errorf("archive twice: %v, want ErrAlreadyArchived", err)
	}
	if _, err := s.Revive(ctx, m.ID); err != nil {
		t.Fatal(err)
	}
	if !found(t, s, m.ID, "billing webhooks", true) {
		t.Error("a revived memory is not recalled")
	}
	r, err := s.Correct(ctx, m.ID, NewMemory{Text: "the billing service retries webhooks five times", Kind: "fact", Origin: OriginJot, Speaker: SpeakerCLI})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Archive(ctx, m.ID); !errors.Is(err, ErrAlreadySuperseded) {
		t.Errorf("archive a superseded memory: %v, want ErrAlreadySuperseded", err)
	}
	if got, _ := s.Get(ctx, m.ID); got.Archived {
		t.Error("a refused archive archived the memory")
	}
	if _, err := s.Archive(ctx, r.Memory.ID); err != nil {
		t.Errorf("control: archive the newer memory: %v", err)
	}
}

// Check: purge deletes the purged memory's history with it; the history of
// a memory that was not purged stays.
func TestPurgeDeletesHistory(t *testing.T) {
	ctx := context.Background()
	s, err := Open(ctx, t.TempDir(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	gone := mustAdd(t, s, "the old vpn gateway is vpn-7", "fact", "")
	kept := mustAdd(t, s, "the build cache lives in /var/cache/ci", "fact", "")
	for _, id := range []string{gone.ID, kept.ID} {
		if _, err := s.Confirm(ctx, id); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.Purge(ctx, []string{gone.ID}, PurgeOptions{}); err != nil {
		t.Fatal(err)
	}
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM memory_events WHERE memory_id = ?`, gone.ID).Scan(&n); err != nil || n != 0 {
		t.Errorf("purged memory keeps %d history rows (%v)", n, err)
	}
	if got := eventKinds(t, s, kept.ID); !sameKinds(got, []EventKind{EventConfirm}) {
		t.Errorf("control: the kept memory's history is %v", got)
	}
	st, err := s.Stats(ctx)
	if err != nil || st.StrengthEvents != 1 {
		t.Errorf("stats counts %d strength events (%v), want 1", st.StrengthEvents, err)
	}
}

// Check: opening a schema-6 store adds the history table and keeps every
// memory; the history starts empty and records from then on.
func TestMigrationV7KeepsEveryMemory(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	s, err := Open(ctx, dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, text := range []string{"the api listens on port 8443", "deploys happen on tuesdays", "the linter runs before tests"} {
		ids = append(ids, mustAdd(t, s, text, "fact", "").ID)
	}
	for _, q := range []string{`DROP TABLE memory_events`, `PRAGMA user_version = 6`} {
		if _, err := s.db.ExecContext(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if s, err = Open(ctx, dir, Options{}); err != nil {
		t.Fatalf("open a schema-6 store: %v", err)
	}
	defer s.Close()
	var version int
	if err := s.db.QueryRowContext(ctx, `PRAGMA user_version`).Scan(&version); err != nil || version != SchemaVersion {
		t.Fatalf("schema %d after migration (%v), want %d", version, err, SchemaVersion)
	}
	for _, id := range ids {
		if _, err := s.Get(ctx, id); err != nil {
			t.Errorf("memory %s lost in migration: %v", id, err)
		}
	}
	if got := eventKinds(t, s, ids[0]); len(got) != 0 {
		t.Errorf("a migrated memory has history %v, want none", got)
	}
	if _, err := s.Confirm(ctx, ids[0]); err != nil {
		t.Fatal(err)
	}
	if got := eventKinds(t, s, ids[0]); !sameKinds(got, []EventKind{EventConfirm}) {
		t.Errorf("after migration a confirm recorded %v", got)
	}
}
