package chroma_test

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/chroma"
	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/internal/chromafixture"
	"github.com/hippo-mem/hippo/internal/teststore"
	"github.com/hippo-mem/hippo/store"
	"github.com/hippo-mem/hippo/workflow"
)

const segmentN = 220

// fixture is a Chroma store of 220 compacted documents (22 archived, 11
// tombstones), 25 added since and only in the queue, and three queued
// changes to compacted ones: an update that archives one, an upsert that
// raises one's stability, a delete.
func fixture(t *testing.T) string {
	seg := chromafixture.SegmentDocs(segmentN)
	var q []chromafixture.Queued
	for i := range 25 {
		at := chromafixture.Base.Add(time.Duration(segmentN+i) * time.Hour)
		q = append(q, chromafixture.Queued{Op: 0, ID: fmt.Sprintf("new-%02d", i), Metadata: map[string]any{
			"chroma:document": fmt.Sprintf("the cache%d layer evicts keys after %d minutes", i, 10+i),
			"topic":           "proj-new", "stability": 7.0, "memory_type": "episodic", "last_accessed": float64(at.Unix())}})
	}
	q = append(q,
		chromafixture.Queued{Op: 1, ID: "mem-0011", Metadata: map[string]any{"archived": true, "archived_at": "2025-06-01T00:00:00"}},
		chromafixture.Queued{Op: 2, ID: "mem-0012", Metadata: map[string]any{"stability": 42.5}},
		chromafixture.Queued{Op: 3, ID: "mem-0013"},
	)
	return build(t, seg, q)
}

func build(t *testing.T, segment []chromafixture.Doc, later []chromafixture.Queued) string {
	t.Helper()
	dir := t.TempDir()
	if err := chromafixture.Build(dir, segment, later); err != nil {
		t.Fatal(err)
	}
	return dir
}

func importChroma(t *testing.T, s *store.Store, dir string) workflow.ChromaReport {
	t.Helper()
	rep, err := workflow.ImportChroma(context.Background(), s, dir, workflow.ImportRequest{DataDir: s.Dir()})
	if err != nil || len(rep.Skipped) > 0 {
		t.Fatalf("import: %v; skipped %v", err, rep.Skipped)
	}
	return rep
}

func snapshotByText(t *testing.T, s *store.Store) (map[string]store.Memory, store.Snapshot) {
	t.Helper()
	snap, err := s.Snapshot(context.Background(), store.SnapshotOptions{IncludeArchived: true})
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]store.Memory{}
	for _, r := range snap.Memories {
		out[r.Text] = r.Memory
	}
	return out, snap
}

// TestImportChroma: every document, compacted or still queued, arrives with
// its fields mapped; tombstones become tombstones; a compacted write is not
// applied twice; a re-run imports nothing new.
func TestImportChroma(t *testing.T) {
	dir := fixture(t)
	s, _ := teststore.Open(t)
	rep := importChroma(t, s, dir)
	const tombs, mems = 11, segmentN - 11 - 1 + 25
	if rep.Documents != segmentN-1+25 || rep.Tombstones != tombs || rep.Added != mems {
		t.Fatalf("report %+v: want %d documents, %d tombstones, %d memories", rep, segmentN+24, tombs, mems)
	}
	byText, snap := snapshotByText(t, s)
	seg := chromafixture.SegmentDocs(segmentN)
	check := func(i int, archived bool, stability float64) {
		t.Helper()
		d := seg[i]
		m, ok := byText[d.Text]
		if !ok {
			t.Fatalf("%s (%q) was not imported", d.ID, d.Text)
		}
		wantAccess, _ := time.Parse("2006-01-02T15:04:05.000000", d.Metadata["last_accessed"].(string))
		wantTier := map[string]decay.MemoryType{"episodic": decay.TypeEpisodic, "semantic": decay.TypeSemantic, "curated": decay.TypeCurated}[d.Metadata["memory_type"].(string)]
		if m.Stability != stability || !m.LastAccessed.Equal(wantAccess) || m.MemoryType != wantTier || m.Archived != archived ||
			m.Topic != d.Metadata["topic"] || m.ConsolidationLevel != int(d.Metadata["consolidation_level"].(int64)) || m.Origin != store.OriginImport {
			t.Errorf("%s mapped to %+v", d.ID, m)
		}
	}
	check(1, false, seg[1].Metadata["stability"].(float64))
	check(5, false, seg[5].Metadata["stability"].(float64))
	check(20, true, seg[20].Metadata["stability"].(float64))
	check(11, true, seg[11].Metadata["stability"].(float64)) // archived by a queued update
	check(12, false, 42.5)                                   // an upsert raised it
	if m := byText[seg[20].Text]; !m.ArchivedAt.Equal(chromafixture.Base.Add(20*time.Hour + 30*24*time.Hour)) {
		t.Errorf("archived_at %v", m.ArchivedAt)
	}
	if _, ok := byText[seg[13].Text]; ok {
		t.Error("a document deleted in the queue was imported")
	}
	if _, ok := byText["the cache3 layer evicts keys after 13 minutes"]; !ok {
		t.Error("a document only in the queue was lost")
	}
	for text := range byText {
		if bytes.HasPrefix([]byte(text), []byte("an older wording")) {
			t.Errorf("a compacted queue write was applied again: %q", text)
		}
	}
	ts, err := s.Tombstones(context.Background())
	if err != nil || len(ts) != tombs || store.TombstoneMatching(ts, seg[7].Text) == nil {
		t.Errorf("tombstones %v, %v: want %d, one refusing %q", ts, err, tombs, seg[7].Text)
	}
	again := importChroma(t, s, dir)
	if again.Added != 0 || again.Tombstones != 0 || again.Merged != 0 {
		t.Errorf("a re-run changed the store: %+v", again.Counts)
	}
	if _, snap2 := snapshotByText(t, s); len(snap2.Memories) != len(snap.Memories) {
		t.Errorf("a re-run went from %d to %d memories", len(snap.Memories), len(snap2.Memories))
	}
}

// TestChromaRefused: a layout newer than chromadb 0.4.24, and a store without
// the collection, are refused and leave the hippo store empty; the positive
// control, the same fixture untouched, imports.
func TestChromaRefused(t *testing.T) {
	for _, tt := range []struct {
		name, change string
		want         error
	}{
		{"newer migration", `INSERT INTO migrations VALUES ('metadb', 5, '00005-max-seq-id-int.sqlite.sql', '', 'x')`, chroma.ErrUnknownSchema},
		{"unknown migration dir", `INSERT INTO migrations VALUES ('vectordb', 1, '00001.sqlite.sql', '', 'x')`, chroma.ErrUnknownSchema},
		{"no migrations table", `DROP TABLE migrations`, chroma.ErrUnknownSchema},
		{"no memories collection", `UPDATE collections SET name = 'notes'`, nil},
		{"none: the positive control", ``, nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := build(t, chromafixture.SegmentDocs(20), nil)
			if tt.change != "" {
				db, err := sql.Open("sqlite", "file:"+filepath.Join(dir, chroma.File))
				if err != nil {
					t.Fatal(err)
				}
				if _, err := db.Exec(tt.change); err != nil {
					t.Fatal(err)
				}
				_ = db.Close()
			}
			s, _ := teststore.Open(t)
			_, err := workflow.ImportChroma(context.Background(), s, dir, workflow.ImportRequest{DataDir: s.Dir()})
			_, snap := snapshotByText(t, s)
			switch {
			case tt.change == "":
				if err != nil || len(snap.Memories) == 0 {
					t.Fatalf("the untouched fixture: %v, %d memories", err, len(snap.Memories))
				}
			case err == nil || tt.want != nil && !errors.Is(err, tt.want):
				t.Errorf("import: %v, want %v", err, tt.want)
			case len(snap.Memories)+len(snap.Tombstones) != 0:
				t.Errorf("a refused store changed hippo's: %d memories", len(snap.Memories))
			}
		})
	}
}
