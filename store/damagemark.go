package store

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/hippo-mem/hippo/activity"
)

// Versions before the lexical index was told apart (lexcheck.go) took damage
// in it for store corruption and marked the whole store damaged (DamagedFile),
// which refuses every Open (list, jot, show) until salvage. The mark holds
// only the error then seen, and that ("database disk image is malformed")
// does not say where the damage is; so the store itself is checked anew, past
// the mark. Damage in the index alone loses no memory: doctor --repair
// rebuilds the index and clears the mark (OpenForRepair, ClearIndexMark).
// Anything else keeps the mark, for salvage.

// CheckMarked checks anew, read-only and past the mark, a store marked
// damaged. It returns nil for a store not marked; an *IndexDamagedError when
// the damage is in the lexical index alone; otherwise the *CorruptError Open
// returns, which keeps salvage's advice. A marked store that now passes every
// check keeps its mark too: nothing shows that its damage was the index's.
func CheckMarked(ctx context.Context, dataDir string) error {
	path := filepath.Join(dataDir, DBFile)
	cause, isMarked, err := readMark(dataDir)
	if err != nil || !isMarked {
		return wrapMarkErr(path, err)
	}
	marked := markedError(path, cause)
	s, err := open(ctx, dataDir, Options{ReadOnly: true}, openToCheck)
	if err != nil {
		return marked
	}
	defer s.Close()
	var index *IndexDamagedError
	if err := s.CheckIntegrity(ctx); errors.As(err, &index) {
		return &IndexDamagedError{Path: path, Err: fmt.Errorf("%w (%s); checked anew, the damage is in the search index alone: %w", ErrMarkedDamaged, cause, index.Err)}
	}
	return marked
}

// OpenForRepair opens a store for doctor --repair. A store marked damaged
// opens past its mark, writable, only when CheckMarked finds the damage in the
// lexical index alone; any other marked store is refused as Open refuses it.
// An unmarked store opens as Open opens it, but for a store of an older
// schema whose migration meets damage in the index alone: that one stays at
// its schema until RepairLexicalIndex has rebuilt the index, and then it is
// migrated. Such a store is for the repair only (CheckIntegrity,
// RepairLexicalIndex, ClearIndexMark).
func OpenForRepair(ctx context.Context, dataDir string, opts Options) (*Store, error) {
	if err := CheckMarked(ctx, dataDir); err != nil && !errors.Is(err, ErrIndexDamaged) {
		return nil, err
	}
	return open(ctx, dataDir, opts, openToRepair)
}

// ClearIndexMark removes the damaged mark once the store passes SQLite's
// integrity check and its index is in step with the memories (after
// RepairLexicalIndex), and logs it. cleared is false, and nothing is
// written, when there is no mark; a store that still fails keeps it.
func (s *Store) ClearIndexMark(ctx context.Context) (cleared bool, err error) {
	if _, marked, err := readMark(s.dir); err != nil || !marked {
		return false, err
	}
	if err := s.CheckIntegrity(ctx); err != nil {
		return false, fmt.Errorf("keep the damaged mark: %w", err)
	}
	r, err := s.CheckLexicalIndex(ctx)
	if err != nil {
		return false, fmt.Errorf("keep the damaged mark: %w", err)
	}
	if !r.OK() {
		return false, fmt.Errorf("keep the damaged mark: the search index is %s", r.Problem())
	}
	if err := s.refuseWrite("clear the damaged mark"); err != nil {
		return false, err
	}
	if err := os.Remove(filepath.Join(s.dir, DamagedFile)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return false, fmt.Errorf("clear the damaged mark: %w", err)
	}
	return true, s.logEvent(activity.OpUnmark, "")
}
