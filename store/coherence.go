package store

import (
	"context"
	"database/sql"
	"fmt"
)

// A long-lived process (the warm server) keeps a vector index and an embedding
// cache in memory. SQLite's data_version changes whenever another connection
// commits, so checking it before each request tells the process that someone
// else wrote (a jot, a capture, a prune, a purge) and what it holds is stale.
// data_version is per connection, so the check uses one pinned connection.

// Watcher notices writes made by other processes.
type Watcher struct {
	s    *Store
	conn *sql.Conn
	last int64
}

// Watch pins a connection and records the current data version.
func (s *Store) Watch(ctx context.Context) (*Watcher, error) {
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return nil, fmt.Errorf("watch store: %w", err)
	}
	w := &Watcher{s: s, conn: conn}
	if w.last, err = w.version(ctx); err != nil {
		conn.Close()
		return nil, err
	}
	return w, nil
}

func (w *Watcher) version(ctx context.Context) (int64, error) {
	var v int64
	if err := w.conn.QueryRowContext(ctx, `PRAGMA data_version`).Scan(&v); err != nil {
		return 0, wrapCorrupt(fmt.Errorf("data version: %w", err), w.s.Path())
	}
	return v, nil
}

// Refresh brings the in-memory index in step with the database when another
// process has committed since the last call, and drops the embedding cache
// (a purge elsewhere may have destroyed a text it holds a vector of). It
// reports whether anything had changed.
func (w *Watcher) Refresh(ctx context.Context) (bool, error) {
	v, err := w.version(ctx)
	if err != nil || v == w.last {
		return false, err
	}
	w.s.dropEmbedCache()
	if err := w.s.syncIndex(ctx); err != nil {
		w.s.dropIndex() // reloaded whole on next use rather than served stale
		return true, err
	}
	w.last = v
	return true, nil
}

// Close releases the pinned connection.
func (w *Watcher) Close() error { return w.conn.Close() }

// Loaded reports how many vectors the in-memory index holds (0 before first use).
func (s *Store) Loaded() int {
	s.idxMu.Lock()
	defer s.idxMu.Unlock()
	if s.idx == nil {
		return 0
	}
	return s.idx.col.Count()
}

// Sync records the current data version without dropping anything: a
// process calls it after its own writes, which the pinned connection would
// otherwise take for another process's. A foreign write landing in the same
// instant is then noticed only at the next one; recall still re-reads every
// hit from SQLite, so it can never return a purged or archived memory.
func (w *Watcher) Sync(ctx context.Context) error {
	v, err := w.version(ctx)
	if err == nil {
		w.last = v
	}
	return err
}
