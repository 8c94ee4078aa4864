package capture

import (
	"bufio"
	"context"
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

// purgedLine is one transcript line: ids, never text, so the record keeps
// nothing of what purge destroyed (purge's byte scan covers the data dir).
type purgedLine struct {
	Session string `json:"session"`
	Line    string `json:"line"`
}

// purgedEntry is one entry of the record. A purge writes its lines as
// pending, naming the memory it is about to destroy, before the store's
// transaction, and confirms them (drops Pending) after the commit: a crash
// between the commit and the confirmation leaves the entry pending, and the
// store's own record of purged ids, written in the purge's transaction, says
// whether it counts. So no crash point loses a purged line, and a purge that
// never committed stops no line.
type purgedEntry struct {
	purgedLine
	Pending string `json:"pending,omitempty"`
}

// purgedLines is the set of lines whose memories were purged.
type purgedLines map[purgedLine]bool

func (p purgedLines) has(session, line string) bool { return p[purgedLine{session, line}] }

// readRecord reads the record's entries; a missing record is empty. A
// damaged one is an error, not an empty record: treating it as empty would
// store purged lines again.
func readRecord(dataDir string) ([]purgedEntry, error) {
	b, err := os.ReadFile(filepath.Join(dataDir, PurgedLinesFile))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read purged lines: %w", err)
	}
	var list []purgedEntry
	if err := json.Unmarshal(b, &list); err != nil {
		// Both capture and purge stop here: the user decides whether losing
		// the record (purged lines may be captured again) is acceptable.
		return nil, fmt.Errorf("%s is damaged (%w): restore it from a backup, or delete it and accept that "+
			"purged transcript lines may be captured again", filepath.Join(dataDir, PurgedLinesFile), err)
	}
	return list, nil
}

// loadPurged reads the record as the set of lines capture skips: confirmed
// entries, and pending ones whose purge committed by s's record.
func loadPurged(ctx context.Context, s *store.Store, dataDir string) (purgedLines, error) {
	list, err := readRecord(dataDir)
	if err != nil {
		return nil, err
	}
	set := purgedLines{}
	var pending []string
	for _, e := range list {
		if e.Pending == "" {
			set[e.purgedLine] = true
		} else {
			pending = append(pending, e.Pending)
		}
	}
	if len(pending) == 0 {
		return set, nil
	}
	done, err := s.WerePurged(ctx, pending)
	if err != nil {
		return nil, fmt.Errorf("read purged lines: %w", err)
	}
	for _, e := range list {
		if e.Pending != "" && done[e.Pending] {
			set[e.purgedLine] = true
		}
	}
	return set, nil
}

// CheckPurgedRecord reports a damaged record of purged lines, which stops
// every capture and purge until it is restored or deleted: doctor shows it.
func CheckPurgedRecord(dataDir string) error {
	_, err := readRecord(dataDir)
	return err
}

// PurgedRecord is the lines a purge adds to the record: read before the
// memories are destroyed (their provenance goes with them), written as
// pending before the store's transaction (Begin), and confirmed after its
// commit (Confirm) or withdrawn if it failed (Abandon).
type PurgedRecord struct {
	dataDir string
	add     []purgedEntry // each pending on the memory whose purge stops it
}

// PreparePurged reads the transcript lines that mems were captured from, and
// the lines that reinforced them. Memories no transcript line stated add
// nothing. A damaged record is an error here, before anything is destroyed,
// since Begin could not add to it.
func PreparePurged(dataDir string, mems []store.Memory) (PurgedRecord, error) {
	r := PurgedRecord{dataDir: dataDir}
	if len(mems) == 0 {
		return r, nil // no memory, no line: the decision log need not be read
	}
	ids := map[string]bool{}
	for _, m := range mems {
		ids[m.ID] = true
		if m.SessionID != "" && m.LineUUID != "" {
			r.add = append(r.add, purgedEntry{purgedLine{m.SessionID, m.LineUUID}, m.ID})
		}
	}
	restated, err := reinforcingLines(dataDir, ids)
	if err != nil {
		return PurgedRecord{}, err
	}
	if r.add = append(r.add, restated...); len(r.add) == 0 {
		return r, nil
	}
	if _, err := readRecord(dataDir); err != nil {
		return PurgedRecord{}, err
	}
	return r, nil
}

// Begin adds the lines to the record as pending, before the purge's
// transaction: from here on, a commit is enough for capture to skip them.
func (r PurgedRecord) Begin() error {
	return r.update(func(set map[purgedEntry]bool) {
		for _, e := range r.add {
			set[e] = true
		}
	})
}

// Confirm marks the lines purged outright, once the purge committed.
func (r PurgedRecord) Confirm() error {
	return r.update(func(set map[purgedEntry]bool) {
		for _, e := range r.add {
			delete(set, e)
			set[purgedEntry{purgedLine: e.purgedLine}] = true
		}
	})
}

// Abandon withdraws the pending lines of a purge that did not commit.
func (r PurgedRecord) Abandon() error {
	return r.update(func(set map[purgedEntry]bool) {
		for _, e := range r.add {
			delete(set, e)
		}
	})
}

// update changes the record by change, atomically and under a lock so that
// concurrent purges keep each other's lines.
func (r PurgedRecord) update(change func(map[purgedEntry]bool)) error {
	if len(r.add) == 0 {
		return nil
	}
	path := filepath.Join(r.dataDir, PurgedLinesFile)
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return fmt.Errorf("record purged lines: %w", err)
	}
	l, err := flock.Acquire(path + ".lock")
	if err != nil {
		return fmt.Errorf("record purged lines: %w", err)
	}
	defer func() { _ = l.Unlock() }()
	list, err := readRecord(r.dataDir)
	if err != nil {
		return err
	}
	set := map[purgedEntry]bool{}
	for _, e := range list {
		set[e] = true
	}
	change(set)
	list = make([]purgedEntry, 0, len(set))
	for e := range set {
		// A pending entry beside the same line confirmed says nothing more.
		if e.Pending == "" || !set[purgedEntry{purgedLine: e.purgedLine}] {
			list = append(list, e)
		}
	}
	slices.SortFunc(list, func(a, b purgedEntry) int {
		return strings.Compare(a.Session+"\x00"+a.Line+"\x00"+a.Pending, b.Session+"\x00"+b.Line+"\x00"+b.Pending)
	})
	b, err := json.Marshal(list)
	if err != nil {
		return fmt.Errorf("record purged lines: %w", err)
	}
	if err := fsutil.WriteFileAtomic(path, b, 0o600); err != nil {
		return fmt.Errorf("record purged lines: %w", err)
	}
	return nil
}

func decisionLogPath(dataDir string) string {
	return filepath.Join(dataDir, "capture", "decisions.log")
}

// reinforcingLines returns the transcript lines that, by the decision log,
// reinforced one of ids. A restatement stores nothing, so no memory carries
// its line as provenance; once the memory is purged, a re-read of its
// transcript would store the purged statement from that line.
func reinforcingLines(dataDir string, ids map[string]bool) ([]purgedEntry, error) {
	f, err := os.Open(decisionLogPath(dataDir))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read capture decisions: %w", err)
	}
	defer f.Close()
	var out []purgedEntry
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for sc.Scan() {
		var d struct {
			Session, Line, Target string
			Decision              Action
		}
		if json.Unmarshal(sc.Bytes(), &d) == nil && d.Decision == DecisionReinforce && ids[d.Target] && d.Session != "" && d.Line != "" {
			out = append(out, purgedEntry{purgedLine{d.Session, d.Line}, d.Target})
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read capture decisions: %w", err)
	}
	return out, nil
}
