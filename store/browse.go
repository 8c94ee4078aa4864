package store

import (
	"context"
	"fmt"

	"github.com/hippo-mem/hippo/decay"
)

// State names for Browse: the states a memory can be in, as a person filters
// them.
const (
	StateActive     = "active"
	StateArchived   = "archived"
	StateSuperseded = "superseded"
	StatePinned     = "pinned"
	StateAll        = "all"
)

// BrowseOptions select one page of memories for a viewer.
type BrowseOptions struct {
	State   string // one of the State names; "" is StateActive
	Project string // "" is every project
	Kind    decay.Kind
	Offset  int
	Limit   int // 0: every memory from Offset on
}

// Browse returns one page of the memories o selects, newest first, and how
// many it selects in all, so a viewer can page through ten thousand memories
// without reading them all.
func (s *Store) Browse(ctx context.Context, o BrowseOptions) ([]Memory, int, error) {
	where, args, err := browseWhere(o)
	if err != nil {
		return nil, 0, err
	}
	var total int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM memories WHERE `+where, args...).Scan(&total); err != nil {
		return nil, 0, wrapCorrupt(fmt.Errorf("browse: %w", err), s.Path())
	}
	q := `SELECT ` + memoryColumns + ` FROM memories WHERE ` + where + ` ORDER BY created_at DESC, seq DESC`
	if o.Limit > 0 {
		q += fmt.Sprintf(` LIMIT %d OFFSET %d`, o.Limit, max(o.Offset, 0))
	}
	mems, err := s.query(ctx, q, args...)
	return mems, total, err
}

func browseWhere(o BrowseOptions) (string, []any, error) {
	var where string
	switch o.State {
	case "", StateActive:
		where = `archived = 0 AND superseded_by IS NULL`
	case StateArchived:
		where = `archived = 1 AND superseded_by IS NULL`
	case StateSuperseded:
		where = `superseded_by IS NOT NULL`
	case StatePinned:
		where = `pinned = 1`
	case StateAll:
		where = `1 = 1`
	default:
		return "", nil, fmt.Errorf("browse: unknown state %q (known: active, archived, superseded, pinned, all)", o.State)
	}
	var args []any
	if o.Project != "" {
		where += ` AND project = ?`
		args = append(args, o.Project)
	}
	if o.Kind != "" {
		where += ` AND kind = ?`
		args = append(args, string(o.Kind))
	}
	return where, args, nil
}

// Projects lists the projects memories are filed under, for a filter.
func (s *Store) Projects(ctx context.Context) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT DISTINCT project FROM memories WHERE project != '' ORDER BY project`)
	if err != nil {
		return nil, wrapCorrupt(fmt.Errorf("projects: %w", err), s.Path())
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var p string
		if err := rows.Scan(&p); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}
