package install

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/internal/rawstore"
	"github.com/hippo-mem/hippo/store"
)

// Doctor's store checks tell a damaged, dropped or out-of-step search index
// from a sound one, and give the repair (not salvage) as its fix, also for a
// store an older hippo marked damaged for damage in its index alone; a
// marked store with no damage found keeps salvage's fix.
func TestCheckStoreReportsSearchIndex(t *testing.T) {
	const salvage = "hippo doctor --salvage"
	for _, tc := range []struct {
		name, damage string
		marked       bool   // an older hippo's damaged mark
		check, fix   string // the check that fails and how its fix starts; "" when all pass
	}{
		{"sound", "", false, "", ""},
		{"row lost", `DELETE FROM memories_fts WHERE rowid = 3`, false, "search index", RepairIndexFix},
		{"row of no memory", `INSERT INTO memories_fts(rowid, text) VALUES (777, 'orphan words')`, false, "search index", RepairIndexFix},
		{"block garbled", rawstore.GarbleIndexBlock, false, "store", RepairIndexFix},
		{"index dropped", `DROP TABLE memories_vocab; DROP TABLE memories_fts`, false, "search index", RepairIndexFix},
		{"block garbled, marked", rawstore.GarbleIndexBlock, true, "store", RepairIndexFix},
		{"sound, marked", "", true, "store", salvage},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := seedDoctorStore(t, 40)
			if tc.damage != "" {
				rawstore.Exec(t, filepath.Join(dir, store.DBFile), tc.damage)
			}
			if tc.marked {
				if err := os.WriteFile(filepath.Join(dir, store.DamagedFile), []byte("recall: database disk image is malformed (11)\n"), 0o600); err != nil {
					t.Fatal(err)
				}
			}
			checks := checkStore(context.Background(), dir)
			for _, c := range checks {
				failed := c.Status != StatusOK
				if failed != (c.Name == tc.check) || failed && !strings.HasPrefix(c.Fix, tc.fix) {
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

// An older store in a read-only data dir cannot be read until it is
// migrated: doctor's fix says so and how, and does not offer writes as the
// only thing the read-only dir costs; a refusal of anything else keeps the
// plain fix.
func TestReadOnlyOpenFix(t *testing.T) {
	const dir = "/mnt/backup/hippo"
	older := readOnlyOpenFix(dir, &store.ReadOnlyError{Dir: dir, Op: "migrate schema 5 -> 7", OlderSchema: 5})
	if strings.Contains(older, "if it should take writes") || !strings.Contains(older, "no command can read it") || !strings.Contains(older, "schema 5") {
		t.Errorf("older store: fix %q", older)
	}
	if plain := readOnlyOpenFix(dir, &store.ReadOnlyError{Dir: dir, Op: "write"}); plain != readOnlyFix(dir) {
		t.Errorf("control: fix %q, want %q", plain, readOnlyFix(dir))
	}
}
