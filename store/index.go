package store

import (
	"context"
	"fmt"
	"runtime"

	chromem "github.com/philippgille/chromem-go"
)

// The semantic channel: every vector made by the current model, loaded from
// SQLite into an in-memory chromem-go collection on first use. Each document
// carries only its id, vector and state; the text stays in SQLite.

const semanticCandidates = 50

// loadIndex builds the in-memory collection once per Store.
func (s *Store) loadIndex(ctx context.Context) (*chromem.Collection, error) {
	s.idxMu.Lock()
	defer s.idxMu.Unlock()
	if s.idxDone {
		return s.idx, nil
	}
	if s.opts.Embedder == nil || s.opts.NoIndex {
		s.idxDone = true
		return nil, nil
	}
	col, err := chromem.NewDB().CreateCollection("memories", nil, nil)
	if err != nil {
		return nil, fmt.Errorf("create vector index: %w", err)
	}
	rows, err := s.db.QueryContext(ctx, `SELECT m.id, v.vector, m.archived, m.superseded_by IS NOT NULL
		FROM memories m JOIN memory_vectors v ON v.seq = m.seq WHERE m.vector_model = ?`, s.opts.Embedder.ID())
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
		docs = append(docs, chromem.Document{ID: id, Embedding: v, Metadata: map[string]string{"state": stateOf(archived, superseded)}})
	}
	if err := rows.Err(); err != nil {
		return nil, wrapCorrupt(fmt.Errorf("load vector index: %w", err), s.Path())
	}
	if len(docs) > 0 {
		if err := col.AddDocuments(ctx, docs, runtime.GOMAXPROCS(0)); err != nil {
			return nil, fmt.Errorf("load vector index: %w", err)
		}
	}
	s.idx, s.idxDone = col, true
	return col, nil
}

func stateOf(archived, superseded bool) string {
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
	// AddDocument only fails on an empty id or vector, both checked above.
	_ = s.idx.AddDocument(ctx, chromem.Document{ID: m.ID, Embedding: m.vector,
		Metadata: map[string]string{"state": stateOf(m.Archived, m.SupersededBy != "")}})
}

type semHit struct {
	id  string
	sim float64
}

// semanticSearch returns the nearest memories in the given state.
func (s *Store) semanticSearch(ctx context.Context, qv []float32, state string, limit int) ([]semHit, error) {
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
		where = map[string]string{"state": state}
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
