package store

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
)

// Scratch copies the store into a new temporary data dir and opens the copy
// with the same options: a dry run writes its decisions there, so that each
// one sees the earlier ones exactly as a real run would, while the data dir
// itself is never written. close closes the copy and removes its dir.
//
// VACUUM INTO reads one consistent snapshot (another process may be writing)
// and works on a store opened read-only.
func (s *Store) Scratch(ctx context.Context) (copied *Store, closeCopy func() error, err error) {
	dir, err := os.MkdirTemp("", "hippo-scratch-")
	if err != nil {
		return nil, nil, fmt.Errorf("scratch store: %w", err)
	}
	defer func() {
		if err != nil {
			_ = os.RemoveAll(dir)
		}
	}()
	if _, err := s.db.ExecContext(ctx, `VACUUM INTO ?`, filepath.Join(dir, DBFile)); err != nil {
		return nil, nil, fmt.Errorf("scratch store: copy %s: %w", s.Path(), err)
	}
	opts := s.opts
	opts.ReadOnly = false
	c, err := Open(ctx, dir, opts)
	if err != nil {
		return nil, nil, fmt.Errorf("scratch store: %w", err)
	}
	return c, func() error {
		cerr := c.Close()
		if err := os.RemoveAll(dir); err != nil {
			return fmt.Errorf("remove scratch store: %w", err)
		}
		return cerr
	}, nil
}
