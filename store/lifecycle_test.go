package store

import (
	"context"
	"fmt"
	"slices"
	"testing"
)

// TestMergeLexicalIndex: merging leaves the lexical index one segment that
// answers every query as the many did, passes FTS5's integrity check, and
// brings back no word of a memory purged before it (the control: the scan
// finds that word before the purge).
func TestMergeLexicalIndex(t *testing.T) {
	ctx := context.Background()
	// A still clock: the scores carry each memory's strength at the moment
	// of the query, which a slow machine moved between the two answers.
	s := mustOpen(t, ModeLexical, newClock())
	for i := range 40 {
		mustAdd(t, s, fmt.Sprintf("the service%d worker drains queue q%d every %d minutes", i, i, i+1), "fact", "")
	}
	gone := mustAdd(t, s, "the zanzibarquux exporter ships metrics nightly", "fact", "")
	segments := func() int {
		var n int
		if err := s.db.QueryRowContext(ctx, `SELECT count(DISTINCT segid) FROM memories_fts_idx`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	queries := []string{"service7 worker", "drains queue", "every 12 minutes", "metrics exporter"}
	answers := func() [][]string {
		var out [][]string
		for _, q := range queries {
			res, err := s.Recall(ctx, Query{Text: q, NoReinforce: true, NearMisses: true, K: 10})
			if err != nil {
				t.Fatal(err)
			}
			var ids []string
			for _, h := range res.Hits {
				ids = append(ids, fmt.Sprintf("%s %.6f", h.Memory.ID, h.Score))
			}
			out = append(out, ids)
		}
		return out
	}
	if len(scan(t, s.Dir(), []byte("zanzibarquux"))) == 0 {
		t.Fatal("control: the scan does not see a stored word")
	}
	if _, err := s.Purge(ctx, []string{gone.ID}, PurgeOptions{}); err != nil {
		t.Fatal(err)
	}
	before, many := answers(), segments()
	if err := s.MergeLexicalIndex(ctx); err != nil {
		t.Fatal(err)
	}
	if after, one := answers(), segments(); one != 1 || many < 2 || !slices.EqualFunc(before, after, slices.Equal) {
		t.Errorf("segments %d -> %d; answers before %v, after %v", many, one, before, after)
	}
	if _, err := s.db.ExecContext(ctx, `INSERT INTO memories_fts(memories_fts) VALUES ('integrity-check')`); err != nil {
		t.Errorf("integrity check after the merge: %v", err)
	}
	if _, err := s.db.ExecContext(ctx, `PRAGMA wal_checkpoint(TRUNCATE)`); err != nil {
		t.Fatal(err)
	}
	if hits := scan(t, s.Dir(), []byte("zanzibarquux")); len(hits) > 0 {
		t.Errorf("a purged word is on disk after the merge: %v", hits)
	}
}
