package capture

import (
	"bufio"
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

// CheckPurgedRecord reports a damaged record of purged lines, which stops
// every capture and purge until it is restored or deleted: doctor shows it.
func CheckPurgedRecord(dataDir string) error {
	_, err := loadPurged(dataDir)
	return err
}

// RecordPurged adds to the record the transcript lines that mems were
// captured from, and the lines that reinforced them, atomically and under a
// lock so that concurrent purges keep each other's lines. Memories no
// transcript line stated add nothing. workflow.Purge calls it before the
// store destroys them: a line recorded for a purge that then fails is
// harmless (its memory still stops the line).
func RecordPurged(dataDir string, mems []store.Memory) error {
	var add []purgedLine
	ids := map[string]bool{}
	for _, m := range mems {
		ids[m.ID] = true
		if m.SessionID != "" && m.LineUUID != "" {
			add = append(add, purgedLine{m.SessionID, m.LineUUID})
		}
	}
	restated, err := reinforcingLines(dataDir, ids)
	if err != nil {
		return err
	}
	if add = append(add, restated...); len(add) == 0 {
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

func decisionLogPath(dataDir string) string {
	return filepath.Join(dataDir, "capture", "decisions.log")
}

// reinforcingLines returns the transcript lines that, by the decision log,
// reinforced one of ids. A restatement stores nothing, so no memory carries
// its line as provenance; once the memory is purged, a re-read of its
// transcript would store the purged statement from that line.
func reinforcingLines(dataDir string, ids map[string]bool) ([]purgedLine, error) {
	f, err := os.Open(decisionLogPath(dataDir))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read capture decisions: %w", err)
	}
	defer f.Close()
	var out []purgedLine
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for sc.Scan() {
		var d struct {
			Session, Line, Target string
			Decision              Action
		}
		if json.Unmarshal(sc.Bytes(), &d) == nil && d.Decision == DecisionReinforce && ids[d.Target] && d.Session != "" && d.Line != "" {
			out = append(out, purgedLine{d.Session, d.Line})
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read capture decisions: %w", err)
	}
	return out, nil
}
