package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// enterWAL puts the store file in WAL mode. The mode is kept in the file, so
// every later connection, of this process or another, opens in it.
//
// Switching a file takes its write lock while already holding a read lock.
// SQLite answers SQLITE_BUSY at once there rather than wait, since waiting in
// that state could deadlock, so the busy timeout does not cover it. Several
// processes opening a new store at once (the first sessions after install)
// meet exactly that, so the switch is retried here, with jitter, until the
// busy timeout has passed.
func enterWAL(ctx context.Context, db *sql.DB, timeout time.Duration) error {
	deadline := time.Now().Add(timeout)
	for {
		var mode string
		err := db.QueryRowContext(ctx, `PRAGMA journal_mode=WAL`).Scan(&mode)
		if err == nil && strings.EqualFold(mode, "wal") {
			return nil
		}
		if err == nil {
			// SQLite keeps the old mode, without an error, when it cannot switch.
			err = fmt.Errorf("the file stays in %s journal mode", mode)
		} else if !isBusy(err) {
			return fmt.Errorf("switch to WAL: %w", err)
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("switch to WAL: %w", err)
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("switch to WAL: %w", ctx.Err())
		case <-time.After(walRetryPause()):
		}
	}
}

// walRetryPause is 5 to 25 ms: short beside a prompt, and random so that
// processes which collided once do not collide again in step.
func walRetryPause() time.Duration {
	return 5*time.Millisecond + rand.N(20*time.Millisecond)
}

// isBusy reports SQLite's SQLITE_BUSY, with or without an extended code.
func isBusy(err error) bool {
	var se *sqlite.Error
	return errors.As(err, &se) && se.Code()&0xff == sqlite3.SQLITE_BUSY
}
