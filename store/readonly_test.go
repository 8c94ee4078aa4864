package store

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/activity"
	"github.com/hippo-mem/hippo/internal/rofs"
)

// seedDir makes a store with one memory in a fresh dir and closes it, which
// checkpoints the WAL into hippo.db and removes it, as after any command.
func seedDir(t *testing.T) (dir, id string) {
	t.Helper()
	dir = t.TempDir()
	s, err := Open(context.Background(), dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	id = mustAdd(t, s, "the billing service retries failed webhooks three times", "fact", "").ID
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	return dir, id
}

// dirNames lists what dir holds.
func dirNames(t *testing.T, dir string) string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range ents {
		names = append(names, e.Name())
	}
	return strings.Join(names, " ")
}

// Check: a store that cannot be written (its data dir or its hippo.db made
// read-only, as a user or a read-only volume does) opens read-only instead of
// failing; recall answers without reinforcing; a write is refused with a
// *ReadOnlyError naming the data dir; hippo.db and activity.log are not
// changed. The control is the same store, writable: recall reinforces and the
// write succeeds. The option case is Options.ReadOnly on a writable store.
func TestReadOnlyStore(t *testing.T) {
	ctx := context.Background()
	for _, tt := range []struct {
		name   string
		makeRO func(t *testing.T, dir string)
		opts   Options
		wantRO bool
	}{
		{"writable (control)", func(*testing.T, string) {}, Options{}, false},
		{"read-only data dir", func(t *testing.T, dir string) { rofs.Dir(t, dir) }, Options{}, true},
		{"read-only hippo.db", func(t *testing.T, dir string) { rofs.File(t, filepath.Join(dir, DBFile)) }, Options{}, true},
		{"ReadOnly option", func(*testing.T, string) {}, Options{ReadOnly: true}, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir, id := seedDir(t)
			tt.makeRO(t, dir)
			before := rofs.Sums(t, dir, DBFile, activity.FileName)
			names := dirNames(t, dir)
			s, err := Open(ctx, dir, tt.opts)
			if err != nil {
				t.Fatalf("open: %v", err)
			}
			defer s.Close()
			if s.ReadOnly() != tt.wantRO {
				t.Fatalf("ReadOnly() = %v, want %v", s.ReadOnly(), tt.wantRO)
			}
			res, err := s.Recall(ctx, Query{Text: "how often does billing retry failed webhooks?"})
			if err != nil || len(res.Hits) != 1 || res.Hits[0].Memory.ID != id {
				t.Fatalf("recall: %v, %v; want %s", recallIDs(res), err, id)
			}
			m, err := s.Get(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			if want := map[bool]int{false: 1, true: 0}[tt.wantRO]; m.AccessCount != want {
				t.Errorf("after recall access count %d, want %d", m.AccessCount, want)
			}
			_, err = s.Add(ctx, NewMemory{Text: "a new fact", Kind: "fact", Origin: OriginJot, Speaker: SpeakerCLI})
			var roErr *ReadOnlyError
			switch {
			case !tt.wantRO && err != nil:
				t.Fatalf("add to a writable store: %v", err)
			case tt.wantRO && (!errors.Is(err, ErrReadOnly) || !errors.As(err, &roErr) || roErr.Dir != dir):
				t.Fatalf("add to a read-only store: %v, want a ReadOnlyError for %s", err, dir)
			}
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			if after := rofs.Sums(t, dir, DBFile, activity.FileName); tt.wantRO && after != before {
				t.Errorf("a read-only store was written:\nbefore %s\nafter  %s", before, after)
			}
			// Not even SQLite's -shm and -wal: beside a read-only hippo.db they
			// were made as read-only as it, and broke every write once it was
			// writable again. (The option leaves them: the store is writable.)
			if after := dirNames(t, dir); tt.wantRO && !tt.opts.ReadOnly && after != names {
				t.Errorf("a read-only store's dir held %q, now %q", names, after)
			}
		})
	}
}

// Check: every write refuses a read-only store before touching anything, with
// ErrReadOnly; reads and a dry-run prune (the controls) still work.
func TestReadOnlyStoreRefusesEveryWrite(t *testing.T) {
	ctx := context.Background()
	dir, id := seedDir(t)
	summary := filepath.Join(t.TempDir(), "summary.md")
	if err := os.WriteFile(summary, []byte("# Session\nWe moved billing to the new queue.\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	before := rofs.Sums(t, dir, DBFile, activity.FileName)
	s, err := Open(ctx, dir, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	nm := NewMemory{Text: "another fact", Kind: "fact", Origin: OriginJot, Speaker: SpeakerCLI}
	for name, write := range map[string]func() error{
		"add":              func() error { _, err := s.Add(ctx, nm); return err },
		"confirm":          func() error { _, err := s.Confirm(ctx, id); return err },
		"pin":              func() error { _, err := s.SetPinned(ctx, id, true); return err },
		"revive":           func() error { _, err := s.Revive(ctx, id); return err },
		"archive":          func() error { _, err := s.Archive(ctx, id); return err },
		"correct":          func() error { _, err := s.Correct(ctx, id, nm); return err },
		"purge":            func() error { _, err := s.Purge(ctx, []string{id}, PurgeOptions{}); return err },
		"prune":            func() error { _, err := s.Prune(ctx, false); return err },
		"reject":           func() error { _, err := s.Reject(ctx, "we deploy with jenkins", "never did"); return err },
		"remove tombstone": func() error { return s.RemoveTombstone(ctx, "01") },
		"supersede":        func() error { return s.Supersede(ctx, id, id) },
		"compact":          func() error { _, err := s.Compact(ctx); return err },
		"reinforce":        func() error { m, _ := s.Get(ctx, id); return s.Reinforce(ctx, []Hit{{Memory: m}}) },
		"ingest":           func() error { _, err := s.IngestSummary(ctx, summary, "", "", nil); return err },
	} {
		if err := write(); !errors.Is(err, ErrReadOnly) {
			t.Errorf("%s on a read-only store: %v, want ErrReadOnly", name, err)
		}
	}
	if _, err := s.Prune(ctx, true); err != nil {
		t.Errorf("control: a dry-run prune reads only, and failed: %v", err)
	}
	if _, err := s.Get(ctx, id); err != nil {
		t.Errorf("control: get failed: %v", err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if after := rofs.Sums(t, dir, DBFile, activity.FileName); after != before {
		t.Errorf("refused writes changed the store:\nbefore %s\nafter  %s", before, after)
	}
}

// Check: a read-only view of a data dir that another process is writing (its
// -wal present) sees what the writer committed, including commits made while
// it is open; immutable=1 would ignore the WAL and miss them. The control is
// the same dir once the writer has closed (no -wal): it opens immutable and
// sees everything. Needs root for the bind mount.
func TestReadOnlyStoreSeesLiveWriter(t *testing.T) {
	ctx := context.Background()
	dir, first := seedDir(t)
	view := t.TempDir()
	rofs.Bind(t, dir, view)
	w, err := Open(ctx, dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	second := mustAdd(t, w, "the kafka consumer group for invoices is billing-invoices-v2", "fact", "").ID
	if _, err := os.Stat(filepath.Join(view, DBFile+"-wal")); err != nil {
		t.Fatalf("the writer has no -wal, so this tests nothing: %v", err)
	}
	r, err := Open(ctx, view, Options{})
	if err != nil {
		t.Fatalf("open the read-only view while a writer runs: %v", err)
	}
	third := mustAdd(t, w, "the redis cache keys expire after 15 minutes", "fact", "").ID
	for _, id := range []string{first, second, third} {
		if _, err := r.Get(ctx, id); err != nil {
			t.Errorf("the read-only view misses %s, committed by the writer: %v", id, err)
		}
	}
	if !r.ReadOnly() {
		t.Error("the view of a read-only mount is not read-only")
	}
	if err := errors.Join(r.Close(), w.Close()); err != nil {
		t.Fatal(err)
	}
	if names := dirNames(t, view); strings.Contains(names, "-wal") {
		t.Fatalf("control: the writer closed but left a -wal: %s", names)
	}
	r, err = Open(ctx, view, Options{})
	if err != nil {
		t.Fatalf("control: open the read-only view with no writer: %v", err)
	}
	defer r.Close()
	for _, id := range []string{first, second, third} {
		if _, err := r.Get(ctx, id); err != nil {
			t.Errorf("control: %s missing: %v", id, err)
		}
	}
}

// Check: a read-only data dir with no store is refused with a ReadOnlyError
// and nothing is created; the control, the same dir writable, gets a new store.
func TestReadOnlyDirWithoutStore(t *testing.T) {
	ctx := context.Background()
	for _, ro := range []bool{false, true} {
		dir := t.TempDir()
		if ro {
			rofs.Dir(t, dir)
		}
		s, err := Open(ctx, dir, Options{})
		if !ro {
			if err != nil {
				t.Fatalf("control: new store in a writable dir: %v", err)
			}
			_ = s.Close()
			continue
		}
		if !errors.Is(err, ErrReadOnly) {
			t.Fatalf("read-only empty dir: %v, want ErrReadOnly", err)
		}
		if names := dirNames(t, dir); names != "" {
			t.Errorf("read-only dir now holds %s", names)
		}
	}
}

// Check: a read-only store of an older schema is refused (it cannot be
// migrated, and this build's queries would fail on it) with a ReadOnlyError
// naming the migration; the control, the same store writable, opens.
func TestReadOnlyOldSchema(t *testing.T) {
	ctx := context.Background()
	for _, ro := range []bool{false, true} {
		dir, _ := seedDir(t)
		s, err := Open(ctx, dir, Options{})
		if err != nil {
			t.Fatal(err)
		}
		// Schema 7 added a table, 6 rebuilt the index, 5 added a table, 4 only columns, schema 3 a column and
		// an index: dropping them all is schema 2.
		for _, q := range append(downgradeV4, `DROP INDEX memories_provenance`, `ALTER TABLE memories DROP COLUMN source_time`, `PRAGMA user_version = 2`) {
			if _, err := s.db.ExecContext(ctx, q); err != nil {
				t.Fatal(err)
			}
		}
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
		if ro {
			rofs.Dir(t, dir)
		}
		s, err = Open(ctx, dir, Options{})
		if !ro {
			if err != nil {
				t.Fatalf("control: a writable schema-2 store: %v", err)
			}
			_ = s.Close()
			continue
		}
		var roErr *ReadOnlyError
		if !errors.As(err, &roErr) || !strings.Contains(err.Error(), "migrate schema 2 -> 7") || roErr.OlderSchema != 2 {
			t.Fatalf("read-only schema-2 store: %v, want a ReadOnlyError for the migration, naming schema 2", err)
		}
	}
}
