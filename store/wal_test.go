package store

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/internal/rawstore"
)

// Check: a store file still in rollback-journal mode whose write lock another
// connection holds (a process creating or switching a new store) opens once
// the lock is let go, within the busy timeout, and in WAL mode. Before, the
// switch failed at once with SQLITE_BUSY, whatever the timeout: eight
// processes opening a new store together lost one now and then. Paired: a
// lock held past the busy timeout fails with that busy error, not a hang.
func TestOpenWaitsForJournalSwitch(t *testing.T) {
	for _, tc := range []struct {
		name    string
		hold    time.Duration
		timeout time.Duration
		opens   bool
	}{
		{"lock let go within the timeout", 300 * time.Millisecond, 5 * time.Second, true},
		{"lock held past the timeout", 3 * time.Second, 200 * time.Millisecond, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.Chmod(dir, 0o700); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(dir, DBFile)
			rawstore.Exec(t, path, `PRAGMA journal_mode=DELETE`, `CREATE TABLE pending (x)`)
			release := holdWriteLock(t, path)
			go func() {
				time.Sleep(tc.hold)
				release()
			}()
			s, err := Open(context.Background(), dir, Options{BusyTimeout: tc.timeout})
			if !tc.opens {
				if err == nil || !isBusy(err) {
					t.Fatalf("open under a lock held past the timeout: %v, want SQLITE_BUSY", err)
				}
				return
			}
			if err != nil {
				t.Fatalf("open once the lock is let go: %v", err)
			}
			defer s.Close()
			var mode string
			if err := s.db.QueryRow(`PRAGMA journal_mode`).Scan(&mode); err != nil || mode != "wal" {
				t.Fatalf("journal mode %q (%v), want wal", mode, err)
			}
		})
	}
}

// holdWriteLock takes path's write lock through a connection of its own and
// returns the function that lets it go; the test's end lets it go too.
func holdWriteLock(t *testing.T, path string) (release func()) {
	t.Helper()
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	db.SetMaxOpenConns(1)
	tx, err := db.Begin()
	if err == nil {
		_, err = tx.Exec(`INSERT INTO pending VALUES (1)`)
	}
	if err != nil {
		t.Fatal(err)
	}
	var once sync.Once
	release = func() {
		once.Do(func() {
			_ = tx.Rollback()
			_ = db.Close()
		})
	}
	t.Cleanup(release)
	return release
}
