package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/activity"
)

// The supersession graph: memories.superseded_by is the edge that decides
// state (a memory with one is superseded, and recall never returns it);
// memories.supersedes is its back-link, which show walks to list the older
// memories. Every write of either column goes through this file, and keeps
// two invariants:
//
//   - no cycles: following superseded_by always ends at a memory nothing
//     supersedes. A cycle hid every memory on it, with nothing to bring one
//     back (reported: --keep A --supersede B after B corrected A);
//   - no dangling links: superseded_by names a memory that exists, and
//     supersedes names one that exists and is superseded by this memory.
//
// RepairGraph restores both in a store an earlier version left without them.

// ErrCycle means a supersede would make a memory supersede, through its
// chain, a memory that supersedes it.
var ErrCycle = errors.New("would make a supersession cycle")

// graphLinks reads one memory's two links inside tx.
func graphLinks(ctx context.Context, tx *sql.Tx, id string) (succ, pred string, err error) {
	var s, p sql.NullString
	err = tx.QueryRowContext(ctx, `SELECT superseded_by, supersedes FROM memories WHERE id = ?`, id).Scan(&s, &p)
	if errors.Is(err, sql.ErrNoRows) {
		return "", "", fmt.Errorf("memory %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return "", "", fmt.Errorf("read links of %s: %w", id, err)
	}
	return s.String, p.String, nil
}

// link writes the edge old -> newer (old is superseded by newer), both ways,
// inside tx. It refuses when old is already superseded, and when newer's
// chain leads back to old, which would close a cycle.
func link(ctx context.Context, tx *sql.Tx, oldID, newerID string) error {
	if oldID == newerID {
		return fmt.Errorf("%w: a memory cannot supersede itself", ErrCycle)
	}
	succ, _, err := graphLinks(ctx, tx, oldID)
	if err != nil {
		return err
	}
	if succ != "" {
		return fmt.Errorf("%w by %s", ErrAlreadySuperseded, succ)
	}
	seen := map[string]bool{}
	for id := newerID; id != "" && !seen[id]; {
		seen[id] = true
		next, _, err := graphLinks(ctx, tx, id)
		if errors.Is(err, ErrNotFound) && id != newerID {
			break // a dangling link ends the chain; doctor clears it
		}
		if err != nil {
			return err
		}
		if next == oldID {
			return fmt.Errorf("%w: %s is superseded, and its chain leads back to %s", ErrCycle, newerID, oldID)
		}
		id = next // a loop elsewhere ends the walk through seen; doctor repairs it
	}
	if _, err := tx.ExecContext(ctx, `UPDATE memories SET superseded_by = ? WHERE id = ?`, newerID, oldID); err != nil {
		return fmt.Errorf("link %s to %s: %w", oldID, newerID, err)
	}
	// Only one back-link fits: a memory kept over two others points back at
	// the first. show still finds the second from its own superseded_by.
	if _, err := tx.ExecContext(ctx, `UPDATE memories SET supersedes = ? WHERE id = ? AND supersedes IS NULL`, oldID, newerID); err != nil {
		return fmt.Errorf("link %s to %s: %w", newerID, oldID, err)
	}
	return nil
}

// reverse turns the edge keep -> drop (keep superseded by drop) around, inside
// tx: keep is active again and drop is superseded by keep. It is how a
// person undoes a supersede that went the wrong way.
func reverse(ctx context.Context, tx *sql.Tx, keepID, dropID string) error {
	if _, err := tx.ExecContext(ctx, `UPDATE memories SET superseded_by = NULL WHERE id = ?`, keepID); err != nil {
		return fmt.Errorf("reverse %s and %s: %w", keepID, dropID, err)
	}
	if err := repointBackLink(ctx, tx, dropID, keepID); err != nil {
		return fmt.Errorf("reverse %s and %s: %w", keepID, dropID, err)
	}
	return link(ctx, tx, dropID, keepID)
}

// repointBackLink moves id's back-link off from, which no longer supersedes
// it, to the newest other memory id supersedes, or to nothing: show walks
// back-links to list older memories, and one left at from would loop or
// dangle.
func repointBackLink(ctx context.Context, tx *sql.Tx, id, from string) error {
	_, err := tx.ExecContext(ctx, `UPDATE memories SET supersedes = (SELECT p.id FROM memories p
		WHERE p.superseded_by = ?1 AND p.id != ?2 ORDER BY p.created_at DESC, p.id DESC LIMIT 1)
		WHERE id = ?1 AND supersedes = ?2`, id, from)
	return err
}

// graphMembers returns the ids in the supersession graph: every memory with
// a link, and every id a link names. unlinkPurged changes nothing for any
// other memory (its scans find no row that names it), and it writes only ids
// already in the graph (a successor, or a memory that successor supersedes),
// so a memory outside stays outside while others are unlinked. Purge asks
// once, instead of scanning every memory three times per memory it purges.
func graphMembers(ctx context.Context, tx *sql.Tx) (map[string]bool, error) {
	rows, err := tx.QueryContext(ctx, `SELECT id, coalesce(superseded_by, ''), coalesce(supersedes, '') FROM memories
		WHERE coalesce(superseded_by, '') != '' OR coalesce(supersedes, '') != ''`)
	if err != nil {
		return nil, fmt.Errorf("read the supersession graph: %w", err)
	}
	defer rows.Close()
	in := map[string]bool{}
	for rows.Next() {
		var id, succ, pred string
		if err := rows.Scan(&id, &succ, &pred); err != nil {
			return nil, fmt.Errorf("read the supersession graph: %w", err)
		}
		in[id], in[succ], in[pred] = true, true, true
	}
	delete(in, "")
	return in, rows.Err()
}

// unlinkPurged removes a memory about to be purged from the graph, inside
// tx, and returns the memories that are active again because of it.
//
// A memory it superseded takes over its successor when it had one: in
// A -> B -> C, purging B leaves A superseded by C, the fact recall returns.
// When it had none, the memory it superseded is active again: the user
// destroyed the correction, and purge means "as if it had never been
// written", which is the state before the correction. Staying superseded
// with no successor cannot be expressed without a dangling link, and would
// hide the memory with nothing to show why. Purge reports the memories it
// brings back, so a user who purged a correction only for what it said can
// archive or purge the older one too.
func unlinkPurged(ctx context.Context, tx *sql.Tx, id string) ([]string, error) {
	succ, _, err := graphLinks(ctx, tx, id)
	if err != nil {
		return nil, err
	}
	if succ != "" {
		if _, _, err := graphLinks(ctx, tx, succ); errors.Is(err, ErrNotFound) {
			succ = ""
		} else if err != nil {
			return nil, err
		}
	}
	var back []string
	if succ != "" && succ != id {
		q := `UPDATE memories SET superseded_by = ? WHERE superseded_by = ? AND id != ?`
		if _, err := tx.ExecContext(ctx, q, succ, id, succ); err != nil {
			return nil, fmt.Errorf("unlink %s: %w", id, err)
		}
		if err := repointBackLink(ctx, tx, succ, id); err != nil {
			return nil, fmt.Errorf("unlink %s: %w", id, err)
		}
	}
	rows, err := tx.QueryContext(ctx, `UPDATE memories SET superseded_by = NULL WHERE superseded_by = ? AND id != ? RETURNING id`, id, id)
	if err != nil {
		return nil, fmt.Errorf("unlink %s: %w", id, err)
	}
	for rows.Next() {
		var b string
		if err := rows.Scan(&b); err != nil {
			rows.Close()
			return nil, fmt.Errorf("unlink %s: %w", id, err)
		}
		back = append(back, b)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("unlink %s: %w", id, err)
	}
	if _, err := tx.ExecContext(ctx, `UPDATE memories SET supersedes = NULL WHERE supersedes = ? AND id != ?`, id, id); err != nil {
		return nil, fmt.Errorf("unlink %s: %w", id, err)
	}
	return keepNewest(ctx, tx, back)
}

// keepNewest leaves only the newest-stated of back active and links the
// others under it, inside tx. Several memories come back when the purged one
// superseded more than one: a value it replaced and an older value captured
// late, stored as history under it (AddHistory). Each was the purged
// memory's claim, so they are one claim; both active would contradict each
// other (found by the 90-day simulation's time-order case), and without the
// purged memory the newest statement is the current one.
func keepNewest(ctx context.Context, tx *sql.Tx, back []string) ([]string, error) {
	if len(back) < 2 {
		return back, nil
	}
	args := make([]any, len(back))
	for i, b := range back {
		args[i] = b
	}
	var newest string
	err := tx.QueryRowContext(ctx, `SELECT id FROM memories WHERE id IN (?`+strings.Repeat(",?", len(back)-1)+`)
		ORDER BY stated_at DESC, created_at DESC, id DESC LIMIT 1`, args...).Scan(&newest)
	if err != nil {
		return nil, fmt.Errorf("newest of %v: %w", back, err)
	}
	for _, b := range back {
		if b == newest {
			continue
		}
		if err := link(ctx, tx, b, newest); err != nil {
			return nil, fmt.Errorf("link %s under %s: %w", b, newest, err)
		}
	}
	return []string{newest}, nil
}

// refreshIndexState moves memories whose links changed to their new state in
// a loaded vector index; one purged meanwhile is skipped.
func (s *Store) refreshIndexState(ctx context.Context, ids ...string) {
	for _, id := range ids {
		if m, err := s.Get(ctx, id); err == nil {
			s.indexSetState(ctx, []Memory{m}, m.state())
		}
	}
}

// Kinds of graph repair.
const (
	RepairDangling = "dangling"  // superseded_by named a missing memory (or itself): cleared, active again
	RepairCycle    = "cycle"     // the newest memory of a cycle: its superseded_by cleared, active again
	RepairBackLink = "back-link" // supersedes named a missing memory, or one not superseded by this one: cleared
)

// GraphRepair is one link RepairGraph cleared.
type GraphRepair struct {
	ID   string `json:"id"`   // the memory whose link changed
	Kind string `json:"kind"` // RepairDangling, RepairCycle or RepairBackLink
	Link string `json:"link"` // the id the cleared link named
}

// Reactivated reports whether the repair made the memory active again (or
// archived, if it was archived): its superseded_by was cleared.
func (r GraphRepair) Reactivated() bool { return r.Kind != RepairBackLink }

type graphNode struct {
	succ, pred string
	created    int64
}

// CheckGraph lists the repairs RepairGraph would make, changing nothing: what
// doctor reports on a store it cannot write.
func (s *Store) CheckGraph(ctx context.Context) ([]GraphRepair, error) {
	nodes, err := loadGraph(ctx, s.db)
	if err != nil {
		return nil, wrapCorrupt(err, s.Path())
	}
	return planRepairs(nodes), nil
}

// RepairGraph restores the graph's invariants in one transaction, and logs
// each repair (op "repair": memory id and actor, no content). A cycle is
// broken at its newest-created memory, which becomes active: it is the one
// most likely meant to be current. A dangling superseded_by is cleared, so a
// memory whose successor was purged is active again, as Purge leaves it
// now. A second run repairs nothing.
func (s *Store) RepairGraph(ctx context.Context) ([]GraphRepair, error) {
	if err := s.refuseWrite("repair supersession links"); err != nil {
		return nil, err
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, wrapCorrupt(fmt.Errorf("repair supersession links: %w", err), s.Path())
	}
	defer func() { _ = tx.Rollback() }()
	nodes, err := loadGraph(ctx, tx)
	if err != nil {
		return nil, wrapCorrupt(err, s.Path())
	}
	reps := planRepairs(nodes)
	if len(reps) == 0 {
		return nil, nil
	}
	var events []activity.Event
	var back []string
	for _, r := range reps {
		q := `UPDATE memories SET superseded_by = NULL WHERE id = ?`
		if !r.Reactivated() {
			q = `UPDATE memories SET supersedes = NULL WHERE id = ?`
		} else {
			back = append(back, r.ID)
		}
		if _, err := tx.ExecContext(ctx, q, r.ID); err != nil {
			return nil, wrapCorrupt(fmt.Errorf("repair %s: %w", r.ID, err), s.Path())
		}
		events = append(events, activity.Event{Op: activity.OpRepair, ID: r.ID, Actor: s.opts.Actor, Session: s.opts.Session})
	}
	if err := tx.Commit(); err != nil {
		return nil, wrapCorrupt(fmt.Errorf("repair supersession links: %w", err), s.Path())
	}
	s.refreshIndexState(ctx, back...)
	if err := s.log.Append(events...); err != nil {
		return reps, fmt.Errorf("repaired, but: %w", err)
	}
	return reps, nil
}

type queryer interface {
	QueryContext(ctx context.Context, q string, args ...any) (*sql.Rows, error)
}

func loadGraph(ctx context.Context, db queryer) (map[string]*graphNode, error) {
	rows, err := db.QueryContext(ctx, `SELECT id, coalesce(superseded_by, ''), coalesce(supersedes, ''), created_at FROM memories`)
	if err != nil {
		return nil, fmt.Errorf("read supersession links: %w", err)
	}
	defer rows.Close()
	nodes := map[string]*graphNode{}
	for rows.Next() {
		var id string
		n := &graphNode{}
		if err := rows.Scan(&id, &n.succ, &n.pred, &n.created); err != nil {
			return nil, fmt.Errorf("read supersession links: %w", err)
		}
		nodes[id] = n
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("read supersession links: %w", err)
	}
	return nodes, nil
}

// planRepairs finds every broken invariant in nodes, fixing them in nodes as
// it goes so that later steps see the graph as it will be. Ids are visited in
// order, so the same store always gets the same repairs.
func planRepairs(nodes map[string]*graphNode) []GraphRepair {
	ids := make([]string, 0, len(nodes))
	for id := range nodes {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	out := clearBroken(nodes, ids, RepairDangling, func(n *graphNode) *string { return &n.succ }, func(id, succ string) bool {
		_, ok := nodes[succ]
		return !ok || succ == id
	})
	out = append(out, breakCycles(nodes, ids)...)
	return append(out, clearBroken(nodes, ids, RepairBackLink, func(n *graphNode) *string { return &n.pred }, func(id, pred string) bool {
		p, ok := nodes[pred]
		return !ok || p.succ != id
	})...)
}

// clearBroken clears, in id order, each set link that field picks and broken
// rejects, and says which.
func clearBroken(nodes map[string]*graphNode, ids []string, kind string, field func(*graphNode) *string, broken func(id, link string) bool) []GraphRepair {
	var out []GraphRepair
	for _, id := range ids {
		if l := field(nodes[id]); *l != "" && broken(id, *l) {
			out = append(out, GraphRepair{ID: id, Kind: kind, Link: *l})
			*l = ""
		}
	}
	return out
}

// breakCycles walks superseded_by from each memory; a walk that meets itself
// has found a cycle, which it breaks at the newest-created memory on it.
func breakCycles(nodes map[string]*graphNode, ids []string) []GraphRepair {
	var out []GraphRepair
	walkOf := map[string]int{}
	for w, start := range ids {
		id := start
		for id != "" {
			if seen, ok := walkOf[id]; ok {
				if seen == w {
					out = append(out, breakAt(nodes, id))
				}
				break
			}
			walkOf[id] = w
			id = nodes[id].succ
		}
	}
	return out
}

func breakAt(nodes map[string]*graphNode, onCycle string) GraphRepair {
	newest := onCycle
	for id := nodes[onCycle].succ; id != onCycle; id = nodes[id].succ {
		if a, b := nodes[id], nodes[newest]; a.created > b.created || (a.created == b.created && id > newest) {
			newest = id
		}
	}
	r := GraphRepair{ID: newest, Kind: RepairCycle, Link: nodes[newest].succ}
	nodes[newest].succ = ""
	return r
}
