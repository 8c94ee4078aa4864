package capture

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/internal/flock"
	"github.com/hippo-mem/hippo/internal/fsutil"
	"github.com/hippo-mem/hippo/store"
)

// PurgedLinesFile, under the data dir, records the transcript lines whose
// memories were purged, by session and line id only. Capture skips those
// lines: without the record, a lost or damaged state file makes capture read
// the transcript from the start, the provenance check finds no memory for the
// purged line (purge deleted it), and the purged statement is stored again.
const PurgedLinesFile = "capture/purged-lines"

// rulePurged rejects a candidate from a line whose memory was purged.
const rulePurged = "purged"

// purgedLine is one record: ids, never text, so the record keeps nothing of
// what purge destroyed (purge's byte scan covers the data dir).
type purgedLine struct {
	Session string `json:"session"`
	Line    string `json:"line"`
}

// purgedLines is the set of recorded lines.
type purgedLines map[purgedLine]bool

func (p purgedLines) has(session, line string) bool { return p[purgedLine{session, line}] }

// loadPurged reads the record; a missing one is empty. A damaged one is an
// error, not an empty set: treating it as empty would store purged lines again.
func loadPurged(dataDir string) (purgedLines, error) {
	b, err := os.ReadFile(filepath.Join(dataDir, PurgedLinesFile))
	if errors.Is(err, fs.ErrNotExist) {
		return purgedLines{}, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read purged lines: %w", err)
	}
	var list []purgedLine
	if err := json.Unmarshal(b, &list); err != nil {
		// Both capture and purge stop here: the user decides whether losing
		// the record (purged lines may be captured again) is acceptable.
		return nil, fmt.Errorf("%s is damaged (%w): restore it from a backup, or delete it and accept that "+
			"purged transcript lines may be captured again", filepath.Join(dataDir, PurgedLinesFile), err)
	}
	set := purgedLines{}
	for _, l := range list {
		set[l] = true
	}
	return set, nil
}

// RecordPurged adds the transcript lines that mems were captured from to the
// record, atomically and under a lock so that concurrent purges keep each
// other's lines. Memories not captured from a transcript add nothing.
// workflow.Purge calls it before the store destroys them: a line recorded for
// a purge that then fails is harmless (its memory still blocks the line).
func RecordPurged(dataDir string, mems []store.Memory) error {
	var add []purgedLine
	for _, m := range mems {
		if m.SessionID != "" && m.LineUUID != "" {
			add = append(add, purgedLine{m.SessionID, m.LineUUID})
		}
	}
	if len(add) == 0 {
		return nil
	}
	path := filepath.Join(dataDir, PurgedLinesFile)
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return fmt.Errorf("record purged lines: %w", err)
	}
	l, err := flock.Acquire(path + ".lock")
	if err != nil {
		return fmt.Errorf("record purged lines: %w", err)
	}
	defer func() { _ = l.Unlock() }()
	set, err := loadPurged(dataDir)
	if err != nil {
		return err
	}
	var list []purgedLine
	for k := range set {
		list = append(list, k)
	}
	for _, k := range add {
		if !set[k] {
			set[k] = true
			list = append(list, k)
		}
	}
	slices.SortFunc(list, func(a, b purgedLine) int {
		return strings.Compare(a.Session+"\x00"+a.Line, b.Session+"\x00"+b.Line)
	})
	b, err := json.Marshal(list)
	if err != nil {
		return fmt.Errorf("record purged lines: %w", err)
	}
	return fsutil.WriteFileAtomic(path, b, 0o600)
}
