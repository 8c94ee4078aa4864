package store

import (
	"context"
	"fmt"
	"runtime"
	"strings"

	chromem "github.com/philippgille/chromem-go"
)

// The semantic channel: every vector made by the current model, loaded from
// SQLite into an in-memory chromem-go collection on first use. Each document
// carries only its id, vector and state; the text stays in SQLite.

const semanticCandidates = 50

// vectorIndex is the loaded collection and, beside it, the state of every
// document it holds: chromem-go cannot list its ids, and syncIndex needs them to
// find what another process added, moved or destroyed.
type vectorIndex struct {
	col   *chromem.Collection
	state map[string]memState
}

func (x *vectorIndex) put(ctx context.Context, id string, v []float32, state memState) {
	// AddDocument only fails on an empty id or vector, which callers rule out.
	_ = x.col.AddDocument(ctx, chromem.Document{ID: id, Embedding: v, Metadata: map[string]string{"state": string(state)}})
	x.state[id] = state
}

func (x *vectorIndex) setState(ctx context.Context, id string, state memState) {
	doc, err := x.col.GetByID(ctx, id)
	if err != nil {
		return // not indexed: nothing to move
	}
	x.put(ctx, id, doc.Embedding, state)
}

func (x *vectorIndex) remove(ids []string) {
	if len(ids) == 0 {
		return
	}
	_ = x.col.Delete(context.Background(), nil, nil, ids...) // nil filters: only these ids
	for _, id := range ids {
		delete(x.state, id)
	}
}

// loadIndex builds the in-memory collection once per Store.
func (s *Store) loadIndex(ctx context.Context) (*chromem.Collection, error) {
	s.idxMu.Lock()
	defer s.idxMu.Unlock()
	if s.idxDone {
		if s.idx == nil {
			return nil, nil
		}
		return s.idx.col, nil
	}
	if s.opts.Embedder == nil || s.opts.NoIndex {
		s.idxDone = true
		return nil, nil
	}
	col, err := chromem.NewDB().CreateCollection("memories", nil, nil)
	if err != nil {
		return nil, fmt.Errorf("create vector index: %w", err)
	}
	x := &vectorIndex{col: col, state: map[string]memState{}}
	docs, err := s.indexDocs(ctx, "", nil)
	if err != nil {
		return nil, err
	}
	if len(docs) > 0 {
		if err := col.AddDocuments(ctx, docs, runtime.GOMAXPROCS(0)); err != nil {
			return nil, fmt.Errorf("load vector index: %w", err)
		}
	}
	for _, d := range docs {
		x.state[d.ID] = memState(d.Metadata["state"])
	}
	s.idx, s.idxDone = x, true
	return col, nil
}

// indexDocs reads the current model's vectors, all of them or those of ids.
func (s *Store) indexDocs(ctx context.Context, where string, args []any) ([]chromem.Document, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT m.id, v.vector, m.archived, m.superseded_by IS NOT NULL
		FROM memories m JOIN memory_vectors v ON v.seq = m.seq WHERE m.vector_model = ?`+where,
		append([]any{s.opts.Embedder.ID()}, args...)...)
	if err != nil {
		return nil, wrapCorrupt(fmt.Errorf("load vector index: %w", err), s.Path())
	}
	defer rows.Close()
	var docs []chromem.Document
	dim := s.opts.Embedder.Dim()
	for rows.Next() {
		var id string
		var blob []byte
		var archived, superseded bool
		if err := rows.Scan(&id, &blob, &archived, &superseded); err != nil {
			return nil, fmt.Errorf("load vector index: %w", err)
		}
		v := decodeVector(blob)
		if len(v) != dim {
			continue // a vector from another model: reindex replaces it
		}
		docs = append(docs, chromem.Document{ID: id, Embedding: v, Metadata: map[string]string{"state": string(stateOf(archived, superseded))}})
	}
	if err := rows.Err(); err != nil {
		return nil, wrapCorrupt(fmt.Errorf("load vector index: %w", err), s.Path())
	}
	return docs, nil
}

// syncIndex brings a loaded index in step with the database after another
// process wrote: it adds what is new, moves what changed state and drops what
// was purged, reading vectors only for the new memories. At 100k memories
// this costs a scan of ids and states instead of a reload of every vector.
func (s *Store) syncIndex(ctx context.Context) error {
	s.idxMu.Lock()
	defer s.idxMu.Unlock()
	x := s.idx
	if x == nil {
		return nil // not loaded yet: the first use loads it whole
	}
	rows, err := s.db.QueryContext(ctx, `SELECT id, archived, superseded_by IS NOT NULL FROM memories WHERE vector_model = ?`, s.opts.Embedder.ID())
	if err != nil {
		return wrapCorrupt(fmt.Errorf("sync vector index: %w", err), s.Path())
	}
	seen := make(map[string]bool, len(x.state))
	var missing []any
	moved := map[string]memState{} // id: its new state
	for rows.Next() {
		var id string
		var archived, superseded bool
		if err := rows.Scan(&id, &archived, &superseded); err != nil {
			rows.Close()
			return fmt.Errorf("sync vector index: %w", err)
		}
		seen[id] = true
		st := stateOf(archived, superseded)
		if cur, ok := x.state[id]; !ok {
			missing = append(missing, id)
		} else if cur != st {
			moved[id] = st
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return wrapCorrupt(fmt.Errorf("sync vector index: %w", err), s.Path())
	}
	var gone []string
	for id := range x.state {
		if !seen[id] {
			gone = append(gone, id)
		}
	}
	x.remove(gone)
	for id, st := range moved {
		x.setState(ctx, id, st)
	}
	const chunk = 500 // below SQLite's bound-parameter limit
	for i := 0; i < len(missing); i += chunk {
		part := missing[i:min(i+chunk, len(missing))]
		docs, err := s.indexDocs(ctx, ` AND m.id IN (?`+strings.Repeat(",?", len(part)-1)+`)`, part)
		if err != nil {
			return err
		}
		for _, d := range docs {
			x.put(ctx, d.ID, d.Embedding, memState(d.Metadata["state"]))
		}
	}
	return nil
}

func stateOf(archived, superseded bool) memState {
	switch {
	case superseded:
		return stateSuperseded
	case archived:
		return stateArchived
	}
	return stateActive
}

// indexPut keeps a loaded index in step with a write made by this process.
func (s *Store) indexPut(ctx context.Context, m Memory) {
	s.idxMu.Lock()
	defer s.idxMu.Unlock()
	if s.idx == nil || len(m.vector) == 0 {
		return
	}
	s.idx.put(ctx, m.ID, m.vector, m.state())
}

// indexSetState moves memories to a new state in a loaded index.
func (s *Store) indexSetState(ctx context.Context, mems []Memory, state memState) {
	s.idxMu.Lock()
	defer s.idxMu.Unlock()
	if s.idx == nil {
		return
	}
	for _, m := range mems {
		s.idx.setState(ctx, m.ID, state)
	}
}

// indexRemove drops purged memories from a loaded index.
func (s *Store) indexRemove(ids []string) {
	s.idxMu.Lock()
	defer s.idxMu.Unlock()
	if s.idx != nil {
		s.idx.remove(ids)
	}
}

// dropIndex forgets the loaded index; the next use reloads it whole.
func (s *Store) dropIndex() {
	s.idxMu.Lock()
	s.idx, s.idxDone = nil, false
	s.idxMu.Unlock()
}

type semHit struct {
	id  string
	sim float64
}

// semanticSearch returns the nearest memories in the given state.
func (s *Store) semanticSearch(ctx context.Context, qv []float32, state memState, limit int) ([]semHit, error) {
	col, err := s.loadIndex(ctx)
	if err != nil || col == nil {
		return nil, err
	}
	n := min(col.Count(), limit)
	if n == 0 {
		return nil, nil // chromem errors on an empty collection
	}
	var where map[string]string
	if state != stateAny {
		where = map[string]string{"state": string(state)}
	}
	res, err := col.QueryEmbedding(ctx, qv, n, where, nil)
	if err != nil {
		return nil, fmt.Errorf("semantic search: %w", err)
	}
	out := make([]semHit, len(res))
	for i, r := range res {
		out[i] = semHit{id: r.ID, sim: float64(r.Similarity)}
	}
	return out, nil
}
