package team

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/store"
	"github.com/hippo-mem/hippo/transfer"
	"github.com/hippo-mem/hippo/workflow"
)

// SyncRequest is one sync of the store s.
type SyncRequest struct {
	// DataDir holds the link and the state; Version is this binary's, which
	// the warm server checks when the pull tells it of new memories.
	DataDir, Version string
	// Propose are the policies that propose memories for sharing.
	Propose []config.TeamPolicy
}

// SyncReport says what a sync did.
type SyncReport struct {
	Pushed int `json:"pushed"` // events this machine added to the team store
	Pulled int `json:"pulled"` // events read from the team store
	transfer.Counts
	// LocalOnly counts this machine's purges of team memories that stayed
	// here: only a team admin purges for everyone.
	LocalOnly int `json:"local_only,omitempty"`
	// Pending counts memories proposed for sharing, waiting for the user.
	Pending int `json:"pending_approval,omitempty"`
}

// Sync pulls the team's events into s, through the same merge rules as an
// import (workflow.ImportFile: redaction, tombstones, the time-ordered
// supersede rule, purges never undone), then pushes the events this
// machine's shares, corrections, tombstones and purges call for, in one
// transaction. Whatever fails, what was done is recorded, and the next sync
// picks up from there: nothing is pushed twice or lost.
func Sync(ctx context.Context, s *store.Store, r SyncRequest) (SyncReport, error) {
	l, err := LoadLink(r.DataDir)
	if err != nil {
		return SyncReport{}, err
	}
	var rep SyncReport
	var syncErr error
	err = withState(r.DataDir, func(st *state) error {
		rep, syncErr = syncLocked(ctx, s, r, l, st)
		return nil // save what was done, even when a step failed
	})
	if syncErr == nil && err == nil {
		err = markSynced(r.DataDir, time.Now())
	}
	return rep, errors.Join(syncErr, err)
}

func syncLocked(ctx context.Context, s *store.Store, r SyncRequest, l Link, st *state) (SyncReport, error) {
	var rep SyncReport
	conn, err := Connect(ctx, r.DataDir, l)
	if err != nil {
		return rep, err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	// The user's corrections of team memories made since the last sync are
	// team memories before the pull, so that the gate leaves them be.
	if err := extendShared(ctx, s, l, st); err != nil {
		return rep, err
	}
	events, cursor, err := pull(ctx, conn, l, st.Cursor)
	if err != nil {
		return rep, err
	}
	rep.Pulled = len(events)
	f, err := toFile(ctx, s, l, events)
	if err != nil {
		return rep, err
	}
	// Among team memories only the team's log relates one to another (a
	// supersede event), so every machine keeps the same ones; the gate
	// still relates a pulled memory to this machine's own.
	settled := func(id string) bool { return st.Shared[id] }
	imp, err := workflow.ImportFile(ctx, s, f, workflow.ImportRequest{DataDir: r.DataDir, Version: r.Version,
		Plan: transfer.PlanOptions{Settled: settled}})
	rep.Counts = imp.Counts
	if err != nil {
		return rep, fmt.Errorf("pull: %w", err)
	}
	st.record(l, events)
	// A pull that read nothing keeps the cursor where it was: reading from
	// there again is safe (events read twice merge by id), while the
	// cluster's transaction ids move with work that is none of the team's
	// (another database, autovacuum's analyze), which would rewrite the
	// state of a sync that changed nothing.
	if len(events) > 0 {
		st.Cursor = cursor
	}
	snap, err := s.Snapshot(ctx, store.SnapshotOptions{IncludeArchived: true})
	if err != nil {
		return rep, err
	}
	propose(st, snap, r.Propose)
	rep.Pending = len(st.Pending)
	out := derive(l, st, snap)
	rep.LocalOnly = len(st.LocalOnly)
	if rep.Pushed, err = push(ctx, conn, l, out); err != nil {
		return rep, err
	}
	for _, e := range out {
		st.Sent[e.ID] = true
	}
	st.settle(l, snap)
	return rep, nil
}

// extendShared adds to st.Shared the corrections of shared memories that
// derive would share.
func extendShared(ctx context.Context, s *store.Store, l Link, st *state) error {
	snap, err := s.Snapshot(ctx, store.SnapshotOptions{IncludeArchived: true})
	if err != nil {
		return err
	}
	derive(l, st, snap)
	return nil
}

// pull reads the events written since cursor, and the cursor for the next
// pull: the oldest transaction still running, read in the same snapshot, so
// an event whose transaction commits after this pull is read by the next.
// Events read twice are harmless: the import merges by id.
func pull(ctx context.Context, conn *pgx.Conn, l Link, cursor uint64) ([]event, uint64, error) {
	tx, err := conn.BeginTx(ctx, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly})
	if err != nil {
		return nil, 0, fmt.Errorf("pull: %w", err)
	}
	defer func() { _ = tx.Rollback(context.WithoutCancel(ctx)) }()
	var next string
	if err := tx.QueryRow(ctx, "SELECT pg_snapshot_xmin(pg_current_snapshot())::text").Scan(&next); err != nil {
		return nil, 0, fmt.Errorf("pull: %w", err)
	}
	rows, err := tx.Query(ctx, `SELECT e.event_id, e.kind, e.memory_id, e.target_id, e.author, e.machine, e.stated_at,
		e.memory_kind, e.topic, c.body, coalesce(c.reason, '')
		FROM hippo.events e LEFT JOIN hippo.contents c ON c.id = e.content_id
		WHERE e.team_id = $1 AND e.xid >= $2::text::xid8 ORDER BY e.seq`, l.Team, strconv.FormatUint(cursor, 10))
	if err != nil {
		return nil, 0, fmt.Errorf("pull: %w", err)
	}
	var out []event
	for rows.Next() {
		var e event
		if err := rows.Scan(&e.ID, &e.Kind, &e.MemoryID, &e.TargetID, &e.Author, &e.Machine, &e.StatedAt,
			&e.MemoryKind, &e.Topic, &e.Text, &e.Reason); err != nil {
			return nil, 0, fmt.Errorf("pull: %w", err)
		}
		out = append(out, e)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, fmt.Errorf("pull: %w", err)
	}
	n, err := strconv.ParseUint(next, 10, 64)
	if err != nil {
		return nil, 0, fmt.Errorf("pull: cursor %q: %w", next, err)
	}
	return out, n, nil
}

// push adds events in order in one transaction. An event the team store
// holds already (a resend) adds nothing, not even its text again: its text
// goes in only with the event, so a resent add cannot bring back text an
// admin purged. An admin's purge deletes the memory's text in the same
// transaction, then asks for a checkpoint so it leaves the data files.
func push(ctx context.Context, conn *pgx.Conn, l Link, events []event) (int, error) {
	if len(events) == 0 {
		return 0, nil
	}
	tx, err := conn.Begin(ctx)
	if err != nil {
		return 0, fmt.Errorf("push: %w", err)
	}
	defer func() { _ = tx.Rollback(context.WithoutCancel(ctx)) }()
	n, purged := 0, false
	for _, e := range events {
		added, err := pushOne(ctx, tx, l, e)
		if err != nil {
			return 0, fmt.Errorf("push %s of %s: %w", e.Kind, e.MemoryID, err)
		}
		if added {
			n++
			purged = purged || e.Kind == kindPurge || e.Kind == kindUnshare
		}
	}
	if n > 0 {
		// Delivered at commit to every machine listening (see Listen).
		if _, err := tx.Exec(ctx, "SELECT pg_notify($1, '')", notifyChannel(l.Team)); err != nil {
			return 0, fmt.Errorf("push: %w", err)
		}
	}
	if err := tx.Commit(ctx); err != nil {
		return 0, fmt.Errorf("push: %w", err)
	}
	if purged {
		// Best effort: without pg_checkpoint the text leaves the data files
		// at the server's next checkpoint (see the README).
		_, _ = conn.Exec(ctx, "CHECKPOINT")
	}
	return n, nil
}

func pushOne(ctx context.Context, tx pgx.Tx, l Link, e event) (bool, error) {
	var content *string
	if e.Text != nil {
		content = &e.ID
	}
	tag, err := tx.Exec(ctx, `INSERT INTO hippo.events (event_id, team_id, kind, memory_id, target_id, machine,
		stated_at, memory_kind, topic, content_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
		ON CONFLICT (event_id) DO NOTHING`,
		e.ID, l.Team, e.Kind, e.MemoryID, e.TargetID, e.Machine, e.StatedAt, e.MemoryKind, e.Topic, content)
	if err != nil || tag.RowsAffected() == 0 {
		return false, err
	}
	switch {
	case e.Text != nil:
		_, err = tx.Exec(ctx, `INSERT INTO hippo.contents (id, team_id, body, reason) VALUES ($1, $2, $3, $4)`,
			e.ID, l.Team, *e.Text, e.Reason)
	case e.Kind == kindPurge || e.Kind == kindUnshare:
		_, err = tx.Exec(ctx, `DELETE FROM hippo.contents WHERE id IN (SELECT content_id FROM hippo.events
			WHERE team_id = $1 AND memory_id = $2 AND kind IN ('add', 'supersede'))`, l.Team, e.MemoryID)
	}
	return true, err
}

// toFile turns pulled events into an export file, so that they reach the
// store through the import's merge rules. A pulled memory carries none of
// the teammate's recalls: its strength here starts from its base, at the
// time it was stated.
func toFile(ctx context.Context, s *store.Store, l Link, events []event) (transfer.File, error) {
	f := transfer.File{Header: transfer.Header{Schema: store.SchemaVersion}}
	byID := map[string]int{}
	newer := map[string]string{}
	for _, e := range events {
		switch e.Kind {
		case kindAdd, kindSupersede:
			if e.Text == nil {
				continue // purged since
			}
			byID[e.MemoryID] = len(f.Snapshot.Memories)
			f.Snapshot.Memories = append(f.Snapshot.Memories, store.Row{Memory: pulledMemory(e)})
			if e.Kind == kindSupersede {
				newer[e.TargetID] = e.MemoryID
			}
		case kindTombstone:
			if e.Text != nil {
				f.Snapshot.Tombstones = append(f.Snapshot.Tombstones, store.TombstoneRow{Tombstone: store.Tombstone{
					ID: e.MemoryID, Text: *e.Text, Reason: e.Reason, CreatedAt: e.StatedAt, SourceID: e.TargetID}})
			}
		case kindPurge:
			f.Snapshot.Purged = append(f.Snapshot.Purged, e.MemoryID)
		case kindUnshare:
			if e.Machine != l.Machine { // the author keeps it
				f.Snapshot.Purged = append(f.Snapshot.Purged, e.MemoryID)
			}
		}
	}
	for old, n := range newer {
		if i, ok := byID[old]; ok {
			f.Snapshot.Memories[i].SupersededBy = n
			continue
		}
		// Superseded here: the local row as it is, gaining the link.
		m, err := s.Get(ctx, old)
		if errors.Is(err, store.ErrNotFound) {
			continue
		}
		if err != nil {
			return f, fmt.Errorf("pull: %w", err)
		}
		m.SupersededBy = n
		f.Snapshot.Memories = append(f.Snapshot.Memories, store.Row{Memory: m})
	}
	slices.SortFunc(f.Snapshot.Memories, func(a, b store.Row) int { return strings.Compare(a.ID, b.ID) })
	return f, nil
}

func pulledMemory(e event) store.Memory {
	kind := decay.Kind(e.MemoryKind)
	if !kind.Valid() {
		kind = decay.KindFact
	}
	base, tier := decay.BaseStability(string(store.OriginImport), kind)
	t := e.StatedAt.UTC()
	return store.Memory{ID: e.MemoryID, Text: *e.Text, Kind: kind, Topic: e.Topic, Origin: store.OriginImport,
		Speaker: store.SpeakerUser, CreatedAt: t, StatedAt: t, LastAccessed: t, LastReinforcedAt: t,
		Stability: base, BaseStability: base, MemoryType: tier, SchemaVersion: store.SchemaVersion}
}
