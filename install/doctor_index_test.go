package install

import (
	"context"
	"database/sql"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/hippo-mem/hippo/store"
)

// Doctor's store checks tell a damaged or out-of-step search index from a
// sound one, and give the repair (not salvage) as its fix.
func TestCheckStoreReportsSearchIndex(t *testing.T) {
	for _, tc := range []struct {
		name, damage string
		check, fix   string // the check that fails and its fix; "" when all pass
	}{
		{"sound", "", "", ""},
		{"row lost", `DELETE FROM memories_fts WHERE rowid = 3`, "search index", RepairIndexFix},
		{"row of no memory", `INSERT INTO memories_fts(rowid, text) VALUES (777, 'orphan words')`, "search index", RepairIndexFix},
		{"block garbled", `UPDATE memories_fts_data SET block = randomblob(length(block)) WHERE id = (SELECT max(id) FROM memories_fts_data)`, "store", RepairIndexFix},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := seedDoctorStore(t, 40)
			if tc.damage != "" {
				db, err := sql.Open("sqlite", filepath.Join(dir, store.DBFile))
				if err != nil {
					t.Fatal(err)
				}
				_, err = db.Exec(tc.damage)
				db.Close()
				if err != nil {
					t.Fatal(err)
				}
			}
			checks := checkStore(context.Background(), dir)
			for _, c := range checks {
				failed := c.Status != StatusOK
				if failed != (c.Name == tc.check) || failed && c.Fix != tc.fix {
					t.Errorf("%s: %s %s (fix %q)", c.Name, c.Status, c.Detail, c.Fix)
				}
			}
			if tc.check == "" && len(checks) != 2 {
				t.Errorf("a sound store gives %d checks, want store and search index: %+v", len(checks), checks)
			}
		})
	}
}

func seedDoctorStore(t *testing.T, n int) string {
	t.Helper()
	dir := t.TempDir()
	ctx := context.Background()
	s, err := store.Open(ctx, dir, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	nm := store.NewMemory{Kind: "fact", Origin: store.OriginJot, Speaker: store.SpeakerCLI}
	for i := range n {
		nm.Text = fmt.Sprintf("Service %d of the fleet logs to the lg%d stream and alerts team %d.", i, i, i%4)
		if _, err := s.Add(ctx, nm); err != nil {
			t.Fatalf("seed memory %d: %v", i, err)
		}
	}
	return dir
}
