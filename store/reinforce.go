package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/hippo-mem/hippo/activity"
	"github.com/hippo-mem/hippo/decay"
)

// Reinforce records that hits were shown, in the store's own session (see
// Options.Session); see ReinforceIn.
func (s *Store) Reinforce(ctx context.Context, hits []Hit) error {
	return s.ReinforceIn(ctx, s.opts.Session, hits)
}

// ReinforceIn applies one recall's growth to every hit that was shown, for a
// recall made in session ("" when the caller has none: the CLI, MCP). Every
// hit is accessed now; its stability grows at most once per session (once
// per UnsessionedSpacingHours without one), and by a gain that grows with the
// time since it last grew (decay.SpacedReinforce). Each memory is read and
// written inside one transaction, which takes the write lock as it begins, so
// a confirm or another process's recall at the same moment is never lost.
// The hits are updated to what was stored. Callers that recall with
// NoReinforce call it for exactly the hits they went on to show.
func (s *Store) ReinforceIn(ctx context.Context, session string, hits []Hit) error {
	if len(hits) == 0 {
		return nil
	}
	if err := s.refuseWrite("reinforce"); err != nil {
		return err
	}
	now := s.now().UTC()
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		for i := range hits {
			m, err := s.updateStability(ctx, tx, hits[i].Memory.ID, EventReinforce, func(m *Memory) bool {
				return spacedGrowth(m, session, now)
			}, now)
			if errors.Is(err, ErrNotFound) {
				continue // purged since it was recalled: nothing left to reinforce
			}
			if err != nil {
				return fmt.Errorf("reinforce %s: %w", hits[i].Memory.ID, err)
			}
			hits[i].Memory = m
		}
		return nil
	})
	if err != nil {
		return wrapCorrupt(err, s.Path())
	}
	return nil
}

// spacedGrowth grows m's stability for a recall in session at now, unless the
// memory already grew in that session (or, with no session, within the last
// UnsessionedSpacingHours): eight prompts in one session are one lesson. It
// reports whether the recall counted.
func spacedGrowth(m *Memory, session string, now time.Time) bool {
	since := now.Sub(m.LastReinforcedAt)
	switch {
	case session != "" && session == m.LastReinforcedSession:
		return false
	case session == "" && since.Hours() < decay.UnsessionedSpacingHours:
		return false
	}
	m.Stability = decay.SpacedReinforce(m.Stability, m.BaseStability, since.Hours()/24)
	m.LastReinforcedAt, m.LastReinforcedSession = now, session
	return true
}

// Confirm records that a memory was useful: stability x ConfirmGrowth
// (capped), last access now. A person said so, so it is never spaced, and it
// leaves the spacing of recalls alone. It reads and writes in one
// transaction, so a recall reinforcing the memory at the same moment is not
// lost.
func (s *Store) Confirm(ctx context.Context, idOrPrefix string) (Memory, error) {
	if err := s.refuseWrite("confirm"); err != nil {
		return Memory{}, err
	}
	id, err := s.resolveID(ctx, "memories", idOrPrefix)
	if err != nil {
		return Memory{}, err
	}
	now := s.now().UTC()
	var m Memory
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		m, err = s.updateStability(ctx, tx, id, EventConfirm, func(m *Memory) bool {
			m.Stability = decay.Confirm(m.Stability, m.BaseStability)
			return true
		}, now)
		return err
	})
	if err != nil {
		return Memory{}, wrapCorrupt(fmt.Errorf("confirm %s: %w", id, err), s.Path())
	}
	return m, s.logEvent(activity.OpConfirm, m.ID)
}

// updateStability reads memory id inside tx, lets grow change its stability
// (and spacing record), promotes it if it earned that, marks it accessed at
// now, and writes it back in the same transaction. A growth that counted is
// recorded in the memory's history as kind; a recall that spacing did not
// count changed no strength, so it adds no row: the history grows with the
// memory's changes, not with every prompt that shows it.
func (s *Store) updateStability(ctx context.Context, tx *sql.Tx, id string, kind EventKind, grow func(*Memory) bool, now time.Time) (Memory, error) {
	m, err := scanMemory(tx.QueryRowContext(ctx, `SELECT `+memoryColumns+` FROM memories WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return Memory{}, fmt.Errorf("memory %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return Memory{}, err
	}
	counted := grow(&m)
	promote(&m)
	m.LastAccessed = now
	m.AccessCount++
	_, err = tx.ExecContext(ctx, `UPDATE memories SET stability = ?, last_accessed = ?, access_count = ?,
		memory_type = ?, consolidation_level = ?, last_reinforced_at = ?, last_reinforced_session = ? WHERE id = ?`,
		m.Stability, ms(now), m.AccessCount, m.MemoryType, m.ConsolidationLevel,
		ms(m.LastReinforcedAt), m.LastReinforcedSession, m.ID)
	if err != nil || !counted {
		return m, err
	}
	return m, addEvent(ctx, tx, m.ID, kind, now, m.Stability)
}

// inTx runs fn in one transaction (the write lock is taken as it begins, see
// dsn's _txlock) and commits it when fn succeeds.
func (s *Store) inTx(ctx context.Context, fn func(*sql.Tx) error) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer func() { _ = tx.Rollback() }()
	if err := fn(tx); err != nil {
		return err
	}
	return tx.Commit()
}
