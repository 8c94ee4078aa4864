package feedback

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/hippo-mem/hippo/activity"
	"github.com/hippo-mem/hippo/internal/fsutil"
	"github.com/hippo-mem/hippo/statement"
	"github.com/hippo-mem/hippo/store"
)

// Heading is where accepted rules go in a CLAUDE.md.
const Heading = "## Rules learned with hippo"

// Acceptance is a planned change to a CLAUDE.md.
type Acceptance struct {
	Draft  Draft
	Path   string
	Before []byte
	After  []byte
	mode   fs.FileMode
}

// Diff shows the exact lines accepting adds.
func (a Acceptance) Diff() string {
	added := strings.TrimPrefix(string(a.After), string(a.Before))
	var b strings.Builder
	fmt.Fprintf(&b, "--- %s\n+++ %s (after accepting draft %d)\n", a.Path, a.Path, a.Draft.N)
	for _, line := range strings.Split(strings.TrimSuffix(added, "\n"), "\n") {
		b.WriteString("+" + line + "\n")
	}
	return b.String()
}

// PlanAccept computes the CLAUDE.md with draft n appended under Heading. It
// writes nothing.
func PlanAccept(dataDir string, n int, path string) (Acceptance, error) {
	var d *Draft
	drafts, err := Pending(dataDir)
	if err != nil {
		return Acceptance{}, err
	}
	for i := range drafts {
		if drafts[i].N == n {
			d = &drafts[i]
		}
	}
	if d == nil {
		return Acceptance{}, fmt.Errorf("draft %d: %w", n, ErrNoDraft)
	}
	before, err := os.ReadFile(path)
	mode := fs.FileMode(0o644)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return Acceptance{}, fmt.Errorf("read %s: %w", path, err)
	default:
		if st, err := os.Stat(path); err == nil {
			mode = st.Mode().Perm()
		}
	}
	var add bytes.Buffer
	if len(before) > 0 && !bytes.HasSuffix(before, []byte("\n")) {
		add.WriteString("\n")
	}
	if !bytes.Contains(before, []byte(Heading)) {
		if len(before) > 0 {
			add.WriteString("\n")
		}
		add.WriteString(Heading + "\n\n")
	}
	add.WriteString("- " + d.Rule + "\n")
	return Acceptance{Draft: *d, Path: path, Before: before, After: append(append([]byte{}, before...), add.Bytes()...), mode: mode}, nil
}

// Accept appends the planned rule to the CLAUDE.md: a backup of the old file
// first, then an atomic replacement; it records the acceptance and logs it
// as done by actor (the front end a person used: "cli", "ui"). This is the
// only code in hippo that writes a CLAUDE.md.
func Accept(dataDir string, a Acceptance, log *activity.Log, actor string, now time.Time) (backup string, err error) {
	current, err := os.ReadFile(a.Path)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return "", err
	}
	if !bytes.Equal(current, a.Before) {
		return "", fmt.Errorf("%s changed since the diff was shown; review it again", a.Path)
	}
	if err := os.MkdirAll(filepath.Dir(a.Path), 0o755); err != nil {
		return "", err
	}
	if len(a.Before) > 0 {
		backup = fmt.Sprintf("%s.hippo-backup-%s", a.Path, now.UTC().Format("20060102T150405.000000000Z"))
		if err := fsutil.WriteFileAtomic(backup, a.Before, a.mode); err != nil {
			return "", fmt.Errorf("back up %s: %w", a.Path, err)
		}
	}
	if err := fsutil.WriteFileAtomic(a.Path, a.After, a.mode); err != nil {
		return backup, err
	}
	if _, err := update(dataDir, a.Draft.N, now, func(d *Draft) { d.Status, d.Target, d.Note = StatusAccepted, a.Path, "" }); err != nil {
		return backup, err
	}
	return backup, log.Append(activity.Event{Op: activity.OpRuleAccept, ID: fmt.Sprintf("rule-%d", a.Draft.N), Actor: actor})
}

// Contradiction is a pair of active memories that state the same subject
// with values that exclude each other, or the same claim once denied: hippo
// flags it and never picks a side itself.
type Contradiction struct {
	A          store.Memory `json:"a"`
	B          store.Memory `json:"b"`
	Similarity float64      `json:"similarity"`
	Why        string       `json:"why"` // "negation" or "value"
}

const contradictionsFile = "contradictions.json"

// Contradictions lists conflicting pairs (statement.Conflict) not already
// marked as fine. Memories of two projects are about two things and are never
// a pair, unless one names the other's project. Only the pairs that share
// what a conflict needs are judged (statement.Candidates), which two wordings
// of one subject may share without a word in common ("emails are sent
// through SendGrid", "transactional mail goes out via Amazon SES" state
// tools of one job): a store of thousands is not judged pair by pair.
func Contradictions(ctx context.Context, s *store.Store, dataDir string) ([]Contradiction, error) {
	fine, err := loadFine(dataDir)
	if err != nil {
		return nil, err
	}
	mems, err := s.List(ctx, store.ListOptions{})
	if err != nil {
		return nil, err
	}
	claims := make([]statement.Claim, len(mems))
	for i, m := range mems {
		claims[i] = store.ClaimOf(m)
	}
	var out []Contradiction
	for _, p := range statement.Candidates(claims) {
		if c, ok := conflict(mems[p[0]], mems[p[1]], claims[p[0]], claims[p[1]], fine); ok {
			out = append(out, c)
		}
	}
	return out, nil
}

// conflict is m and o as a contradiction, if they conflict, are in one
// scope and were not marked fine.
func conflict(m, o store.Memory, cm, co statement.Claim, fine map[string]bool) (Contradiction, bool) {
	if fine[pairKey(m.ID, o.ID)] ||
		!statement.InScope(m.Text, m.Topic, o.Topic) && !statement.InScope(o.Text, o.Topic, m.Topic) ||
		!statement.Conflict(cm, co) && !statement.Conflict(co, cm) {
		return Contradiction{}, false
	}
	why := "value"
	if cm.Negated != co.Negated {
		why = "negation"
	}
	a, b := m, o
	if b.CreatedAt.Before(a.CreatedAt) {
		a, b = b, a
	}
	return Contradiction{A: a, B: b, Similarity: store.Dice(m.Text, o.Text), Why: why}, true
}

func pairKey(a, b string) string {
	if a > b {
		a, b = b, a
	}
	return a + "+" + b
}

func loadFine(dataDir string) (map[string]bool, error) {
	out := map[string]bool{}
	b, err := os.ReadFile(filepath.Join(dataDir, contradictionsFile))
	if errors.Is(err, fs.ErrNotExist) {
		return out, nil
	}
	if err != nil {
		return nil, err
	}
	var keys []string
	if err := json.Unmarshal(b, &keys); err != nil {
		return nil, err
	}
	for _, k := range keys {
		out[k] = true
	}
	return out, nil
}

// MarkFine records that a flagged pair is not a contradiction.
func MarkFine(dataDir, a, b string) error {
	fine, err := loadFine(dataDir)
	if err != nil {
		return err
	}
	fine[pairKey(a, b)] = true
	keys := make([]string, 0, len(fine))
	for k := range fine {
		keys = append(keys, k)
	}
	data, err := json.Marshal(keys)
	if err != nil {
		return err
	}
	return fsutil.WriteFileAtomic(filepath.Join(dataDir, contradictionsFile), data, 0o600)
}
