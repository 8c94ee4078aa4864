package transfer

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/hippo-mem/hippo/capture"
	"github.com/hippo-mem/hippo/redact"
	"github.com/hippo-mem/hippo/store"
)

// The merge rules of import, in the order Plan applies them:
//
//   - a purge is never undone: a memory either store purged is skipped, and a
//     memory the file's store purged is purged here too;
//   - the same memory (same id) keeps the larger stability, the later access
//     and the state (pin, archive) of the side that touched it last, and
//     gains the file's supersession when it has none;
//   - a memory new here goes through the capture gate as a memory already
//     kept (capture.Gate.DecideKept): redaction, tombstones of either side,
//     the time-ordered supersede rule (a newer statement supersedes, an older
//     one is stored as history) and the near-duplicate rule, whose survivor
//     is fixed, the earliest stated_at and then the lowest id, so that two
//     stores that import each other's exports keep the same one;
//   - a new tombstone archives an active memory here that it refuses.
//
// A memory the file holds as history (superseded) or archived is restored as
// it is, redacted: it is not recalled, so no rule needs to refuse it, and
// refusing it would break an exact round trip.

// Counts tally what an import did, or would do with --dry-run.
type Counts struct {
	Added         int `json:"added"`
	Merged        int `json:"merged"`
	Unchanged     int `json:"unchanged"`
	Superseding   int `json:"superseding"`    // added, superseding a memory here
	History       int `json:"history"`        // added as history under a newer memory here
	Duplicates    int `json:"duplicates"`     // restatements of a memory here that stays the survivor
	Blocked       int `json:"blocked"`        // refused by a tombstone
	Redacted      int `json:"redacted"`       // added with secrets removed
	SkippedPurged int `json:"skipped_purged"` // purged on one side, so not brought back
	Tombstones    int `json:"tombstones_added"`
	Occurrences   int `json:"occurrences_added"` // restatements recorded on memories here
	Purged        int `json:"purged"`            // memories here that the file's store purged
	Archived      int `json:"archived"`          // memories here a new tombstone refuses
}

// Plan is what importing one file changes, decided before anything is written.
type Plan struct {
	Restore store.RestorePlan
	Counts  Counts
	// PurgeTargets are the memories the plan purges, read before they go, so
	// the caller can record their transcript lines (see capture.PreparePurged).
	PurgeTargets []store.Memory
}

// PlanOptions adjust the merge rules for one import.
type PlanOptions struct {
	// Settled reports memories here whose relations to the file's memories
	// are decided elsewhere: the gate's decision to supersede, restate or
	// file a memory of the file under one of them is not carried out, and
	// that memory is stored as its own. A team's memories are settled by the
	// team's log of events (package team): were each machine's gate to
	// relate them, machines that pulled them in other batches and orders
	// would keep different ones.
	Settled func(id string) bool
}

// planner holds what Plan knows while it decides.
type planner struct {
	opts     PlanOptions
	gate     capture.Gate
	local    map[string]store.Row
	purged   map[string]bool // here or in the file
	newTombs []store.Tombstone
	links    map[store.Link]bool
	p        Plan
}

// MakePlan decides what importing f into s changes. It only reads: the caller
// holds the gate lock (capture.Gate.Hold) from here to store.Restore.
func MakePlan(ctx context.Context, s *store.Store, f File, o PlanOptions) (Plan, error) {
	snap, err := s.Snapshot(ctx, store.SnapshotOptions{IncludeArchived: true})
	if err != nil {
		return Plan{}, err
	}
	pl := &planner{opts: o, gate: capture.Gate{Store: s}, local: map[string]store.Row{}, purged: map[string]bool{}, links: map[store.Link]bool{}}
	for _, r := range snap.Memories {
		pl.local[r.ID] = r
	}
	for _, id := range snap.Purged {
		pl.purged[id] = true
	}
	pl.planPurges(f.Snapshot.Purged)
	pl.planTombstones(snap.Tombstones, f.Snapshot.Tombstones)
	store.PrepareTombstones(pl.newTombs)
	verdicts, err := pl.judge(ctx, f.Snapshot.Memories)
	if err != nil {
		return Plan{}, err
	}
	for i, r := range f.Snapshot.Memories {
		pl.memory(r, verdicts[i])
	}
	pl.archiveRefused()
	return pl.p, nil
}

func (pl *planner) planPurges(ids []string) {
	for _, id := range ids {
		if r, ok := pl.local[id]; ok {
			pl.p.Restore.Purge = append(pl.p.Restore.Purge, id)
			pl.p.PurgeTargets = append(pl.p.PurgeTargets, r.Memory)
			pl.p.Counts.Purged++
			delete(pl.local, id)
		} else if !pl.purged[id] {
			pl.p.Restore.Purged = append(pl.p.Restore.Purged, id)
		}
		pl.purged[id] = true
	}
}

func (pl *planner) planTombstones(local []store.TombstoneRow, file []store.TombstoneRow) {
	have := map[string]bool{}
	for _, t := range local {
		have[t.ID] = true
	}
	for _, t := range file {
		if have[t.ID] {
			continue
		}
		t.Text, _ = redact.Text(t.Text)
		pl.p.Restore.Tombstones = append(pl.p.Restore.Tombstones, t)
		pl.newTombs = append(pl.newTombs, t.Tombstone)
		pl.p.Counts.Tombstones++
	}
}

// verdict is what the redactor, the file's tombstones and the gate say of a
// memory new here.
type verdict struct {
	text     string // redacted
	redacted bool
	blocked  bool // a tombstone of the file refuses it
	decision *capture.Decision
}

// judge gives the verdict on each memory of rows that is new here, on as
// many goroutines as there are cores: every decision reads the store as it
// was before the import, so none depends on another, and the gate's lexical
// search is most of an import's time.
func (pl *planner) judge(ctx context.Context, rows []store.Row) ([]verdict, error) {
	out := make([]verdict, len(rows))
	var next atomic.Int64
	var wg sync.WaitGroup
	errs := make([]error, runtime.GOMAXPROCS(0))
	for w := range errs {
		wg.Go(func() {
			for i := int(next.Add(1) - 1); i < len(rows) && errs[w] == nil; i = int(next.Add(1) - 1) {
				out[i], errs[w] = pl.judgeOne(ctx, rows[i])
			}
		})
	}
	wg.Wait()
	return out, errors.Join(errs...)
}

func (pl *planner) judgeOne(ctx context.Context, r store.Row) (verdict, error) {
	if _, ok := pl.local[r.ID]; ok || pl.purged[r.ID] {
		return verdict{}, nil
	}
	clean, found := redact.Text(r.Text)
	v := verdict{text: clean, redacted: len(found) > 0}
	if !r.Active() {
		return v, nil
	}
	if store.TombstoneMatching(pl.newTombs, clean) != nil {
		v.blocked = true
		return v, nil
	}
	d, err := pl.gate.DecideKept(ctx, store.NewMemory{Text: clean, Kind: r.Kind, Topic: r.Topic, Project: r.Project, StatedAt: r.StatedAt})
	if err != nil {
		return v, fmt.Errorf("import memory %s: %w", r.ID, err)
	}
	v.text, v.redacted, v.decision = d.Text, v.redacted || d.Redacted, &d
	return v, nil
}

// memory plans one memory of the file, given its verdict.
func (pl *planner) memory(r store.Row, v verdict) {
	switch old, ok := pl.local[r.ID]; {
	case pl.purged[r.ID]:
		pl.p.Counts.SkippedPurged++
		return
	case ok:
		pl.merge(old, r)
		return
	case v.blocked:
		pl.p.Counts.Blocked++
		return
	}
	r.Text = v.text
	if v.decision != nil && !pl.decided(*v.decision, r) {
		return
	}
	if v.redacted {
		pl.p.Counts.Redacted++
	}
	pl.p.Restore.Insert = append(pl.p.Restore.Insert, r)
	pl.p.Counts.Added++
}

// decided carries out the gate's decision on r, a memory new here, and
// reports whether r is to be stored.
func (pl *planner) decided(d capture.Decision, r store.Row) bool {
	switch d.Decision {
	case capture.DecisionSupersede, capture.DecisionHistory, capture.DecisionReinforce:
		if pl.opts.Settled != nil && pl.opts.Settled(d.Target) {
			d.Decision = capture.DecisionStore
		}
	}
	if target, ok := pl.local[d.Target]; ok && d.Decision == capture.DecisionSupersede &&
		target.StatedAt.Equal(r.StatedAt) && r.ID < target.ID {
		// Stated in the same millisecond: the higher id is the newer, on
		// both machines, or each would keep its own value.
		d.Decision = capture.DecisionHistory
	}
	switch d.Decision {
	case capture.DecisionSupersede:
		pl.link(d.Target, r.ID)
		pl.p.Counts.Superseding++
	case capture.DecisionHistory:
		pl.link(r.ID, d.Target)
		pl.p.Counts.History++
	case capture.DecisionReinforce:
		// One fact said on both machines is one memory with both
		// statements as its occurrences, on both.
		target, ok := pl.local[d.Target]
		if !ok || !survives(r.Memory, target.Memory) {
			if ok {
				pl.restated(target, r)
			}
			pl.p.Counts.Duplicates++
			return false
		}
		pl.restated(r, target)
		pl.link(d.Target, r.ID)
	case capture.DecisionStore:
	default: // a tombstone here refuses it (the gate's shape rules do not run for a kept memory)
		pl.p.Counts.Blocked++
		return false
	}
	return true
}

// restated plans recording r's statement, and each time it was said again,
// as occurrences of the memory to, except those to holds already.
func (pl *planner) restated(to, r store.Row) {
	have := append([]store.Occurrence{statementOf(to.Memory)}, to.Occurrences...)
	for _, o := range append([]store.Occurrence{statementOf(r.Memory)}, r.Occurrences...) {
		if !slices.ContainsFunc(have, func(h store.Occurrence) bool { return sameOccurrence(h, o) }) {
			pl.occurred(to.ID, o)
		}
	}
}

// statementOf is the occurrence a memory's own statement is.
func statementOf(m store.Memory) store.Occurrence {
	return store.Occurrence{MemoryID: m.ID, SessionID: m.SessionID, LineUUID: m.LineUUID, StatedAt: m.StatedAt, Origin: m.Origin}
}

// occurred plans recording o as an occurrence of the memory id.
func (pl *planner) occurred(id string, o store.Occurrence) {
	o.MemoryID = id
	pl.p.Restore.Occurrences = append(pl.p.Restore.Occurrences, o)
	pl.p.Counts.Occurrences++
}

// survives reports whether a, a restatement of b, is the one of the two to
// keep: the earlier statement, then the lower id.
func survives(a, b store.Memory) bool {
	if !a.StatedAt.Equal(b.StatedAt) {
		return a.StatedAt.Before(b.StatedAt)
	}
	return a.ID < b.ID
}

func (pl *planner) link(old, newer string) {
	l := store.Link{Old: old, Newer: newer}
	if !pl.links[l] {
		pl.links[l] = true
		pl.p.Restore.Links = append(pl.p.Restore.Links, l)
	}
}

// merge plans the merge of the file's copy of a memory into the one here.
func (pl *planner) merge(here, file store.Row) {
	m, changed := mergeMemory(here.Memory, file.Memory)
	if file.SupersededBy != "" && here.SupersededBy == "" {
		pl.link(here.ID, file.SupersededBy)
		changed = true
	}
	n := pl.p.Counts.Occurrences
	pl.restated(here, store.Row{Memory: here.Memory, Occurrences: file.Occurrences})
	changed = changed || pl.p.Counts.Occurrences > n
	for _, e := range file.History { // both machines' changes to its strength
		if !slices.ContainsFunc(here.History, func(h store.StrengthEvent) bool { return h.At.Equal(e.At) && h.Kind == e.Kind }) {
			e.MemoryID = here.ID
			pl.p.Restore.History = append(pl.p.Restore.History, e)
			changed = true
		}
	}
	if !changed {
		pl.p.Counts.Unchanged++
		return
	}
	pl.p.Counts.Merged++
	if !sameMerged(m, here.Memory) {
		pl.p.Restore.Update = append(pl.p.Restore.Update, store.Row{Memory: m})
	}
}

// sameOccurrence reports whether a and b record one statement: the store
// records it once (see store.Restate).
func sameOccurrence(a, b store.Occurrence) bool {
	return a.SessionID == b.SessionID && a.LineUUID == b.LineUUID && a.StatedAt.Equal(b.StatedAt)
}

// mergeMemory is one memory as two stores hold it, merged: the larger
// stability (with the tier it earned), the later access and reinforcement,
// the larger access count, and the pin and archive state of the side that
// touched it last (on a tie, either side's pin or archive). The same result
// whichever side merges, so two stores converge.
func mergeMemory(a, b store.Memory) (store.Memory, bool) {
	m := a
	if b.Stability > m.Stability {
		m.Stability, m.BaseStability, m.MemoryType, m.ConsolidationLevel = b.Stability, b.BaseStability, b.MemoryType, b.ConsolidationLevel
	}
	if b.LastAccessed.After(m.LastAccessed) {
		m.LastAccessed = b.LastAccessed
	}
	m.AccessCount = max(m.AccessCount, b.AccessCount)
	if b.LastReinforcedAt.After(m.LastReinforcedAt) {
		m.LastReinforcedAt, m.LastReinforcedSession = b.LastReinforcedAt, b.LastReinforcedSession
	}
	ta, tb := touched(a), touched(b)
	switch {
	case tb.After(ta):
		m.Pinned, m.Archived, m.ArchivedAt = b.Pinned, b.Archived, b.ArchivedAt
	case tb.Equal(ta):
		m.Pinned = a.Pinned || b.Pinned
		if b.Archived && !a.Archived {
			m.Archived, m.ArchivedAt = true, b.ArchivedAt
		}
	}
	return m, !sameMerged(m, a)
}

// sameMerged reports whether a and b agree on every column a merge writes.
func sameMerged(a, b store.Memory) bool {
	return a.Stability == b.Stability && a.BaseStability == b.BaseStability && a.MemoryType == b.MemoryType &&
		a.ConsolidationLevel == b.ConsolidationLevel && a.LastAccessed.Equal(b.LastAccessed) && a.AccessCount == b.AccessCount &&
		a.LastReinforcedAt.Equal(b.LastReinforcedAt) && a.LastReinforcedSession == b.LastReinforcedSession &&
		a.Pinned == b.Pinned && a.Archived == b.Archived && a.ArchivedAt.Equal(b.ArchivedAt)
}

// touched is when a memory last changed state: its last access (a revive or
// an unpin sets it) or its archiving.
func touched(m store.Memory) time.Time {
	if m.ArchivedAt.After(m.LastAccessed) {
		return m.ArchivedAt
	}
	return m.LastAccessed
}

// archiveRefused plans archiving each memory here, active, that a new
// tombstone refuses: a tombstone on either side blocks the claim on both.
func (pl *planner) archiveRefused() {
	if len(pl.newTombs) == 0 {
		return
	}
	for _, r := range pl.local {
		if r.Active() && store.TombstoneMatching(pl.newTombs, r.Text) != nil {
			pl.p.Restore.Archive = append(pl.p.Restore.Archive, r.ID)
			pl.p.Counts.Archived++
		}
	}
	slices.Sort(pl.p.Restore.Archive)
}
