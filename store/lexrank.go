package store

import (
	"cmp"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
)

// The lexical channel's candidates are the query's best matches by FTS5's
// bm25. Scoring a match costs FTS5 a read of the row's length and position
// lists, so a query's cost grows with the number of memories that hold any
// of its words: at 100k memories a prompt of common words matches a fifth of
// the store, and scoring those rows is most of recall.
//
// bestMatches scores fewer rows and returns the same ones. bm25 is a sum over
// the query's phrases, each adding at most idf*(k1+1), so a memory that holds
// only the most common words (common) can score no more than the sum of their
// bounds. The query is searched in parts that give every row its full score,
// with the same phrases as the whole query: "rest AND common", then "rest NOT
// common". If the limit-th best of those beats the bound, no memory holding
// only common words is among the best, and those rows are never scored;
// otherwise "common NOT rest" is searched too, which completes the whole
// query.

// bm25K1 is FTS5's bm25 k1: a phrase adds at most idf*(k1+1) to a score, and
// exactly its idf when it occurs once in a row of average length.
const bm25K1 = 1.2

// pruneMinRows is how many memories the common words must hold before
// splitting the query pays for its extra searches.
const pruneMinRows = 200

type scoredRow struct {
	seq   int64
	score float64 // bm25 as FTS5 gives it: negative, lower is better
}

// bestMatches returns the rowids of the k best matches of q, best first, ties
// oldest first.
func (s *Store) bestMatches(ctx context.Context, q lexQuery, w queryWeights, k int) ([]int64, error) {
	var best []scoredRow
	var err error
	if common, rest, bound := q.split(w, k); len(common) > 0 {
		best, _, err = s.splitMatches(ctx, common, rest, bound, k)
	} else {
		best, err = s.matchScores(ctx, strings.Join(q.parts(), " OR "), k)
	}
	if err != nil {
		return nil, err
	}
	seqs := make([]int64, len(best))
	for i, r := range best {
		seqs[i] = r.seq
	}
	return seqs, nil
}

// splitMatches returns the k best matches of "rest OR common", and whether it
// proved them without scoring the memories that hold only common words, whose
// scores are below bound.
func (s *Store) splitMatches(ctx context.Context, common, rest []string, bound float64, k int) ([]scoredRow, bool, error) {
	c, r := "("+strings.Join(common, " OR ")+")", "("+strings.Join(rest, " OR ")+")"
	var best []scoredRow
	for i, expr := range []string{r + " AND " + c, r + " NOT " + c, c + " NOT " + r} {
		if i == 2 && len(best) >= k && -best[k-1].score > bound {
			return best[:k], true, nil
		}
		rows, err := s.matchScores(ctx, expr, k)
		if err != nil {
			return nil, false, err
		}
		// The parts are disjoint: a row holds a word of each side or not.
		best = append(best, rows...)
		slices.SortFunc(best, bestFirst)
	}
	return best[:min(k, len(best))], false, nil
}

// bestFirst orders rows as matchScores does: best score first, then oldest.
func bestFirst(a, b scoredRow) int {
	return cmp.Or(cmp.Compare(a.score, b.score), cmp.Compare(a.seq, b.seq))
}

// matchScores returns the k best rows of an FTS5 expression with their bm25.
// bm25() as a column under a LIMIT, not FTS5's "ORDER BY rank": FTS5 sorts
// every match in full, SQLite keeps only the best rows as it goes (28 against
// 21 ms for 19k matches at 100k memories).
func (s *Store) matchScores(ctx context.Context, expr string, k int) ([]scoredRow, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT rowid, bm25(memories_fts) AS score FROM memories_fts
		WHERE memories_fts MATCH ? ORDER BY score, rowid LIMIT ?`, expr, k)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []scoredRow
	for rows.Next() {
		var r scoredRow
		if err := rows.Scan(&r.seq, &r.score); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// parts are the query's FTS5 phrases, each quoted: its words, then its
// multi-token identifiers.
func (q lexQuery) parts() []string {
	parts := make([]string, 0, len(q.words)+len(q.phrases))
	for _, w := range q.words {
		parts = append(parts, quote(w))
	}
	for _, p := range q.phrases {
		parts = append(parts, quote(strings.Join(p, " ")))
	}
	return parts
}

// split divides the query's phrases into its most common words and the rest,
// with the most a memory holding only common words can score. It takes as
// many of the most common words as stay below the score the best rows of the
// rest are likely to reach (likelyBest), when they hold at least pruneMinRows
// memories (fewer are not worth the split) and the rest at least k. Phrases
// (whose frequency is not known here) and words no memory holds stay in rest.
func (q lexQuery) split(w queryWeights, k int) (common, rest []string, bound float64) {
	var order []int // the words the store holds, most common first
	for i, t := range q.terms {
		if w.df[t] > 0 {
			order = append(order, i)
		}
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(w.df[q.terms[b]], w.df[q.terms[a]]) })
	idfs, dfs := make([]float64, len(order)), make([]float64, len(order))
	for j, i := range order {
		dfs[j], idfs[j] = w.df[q.terms[i]], bm25IDF(w.df[q.terms[i]], w.n)
	}
	n, sum := 0, 0.0
	for n+1 < len(order) && (bm25K1+1)*(sum+idfs[n]) < likelyBest(dfs[n+1:], idfs[n+1:], w.n, k) {
		sum += idfs[n]
		n++
	}
	if n == 0 || sumOf(dfs[:n]) < pruneMinRows || sumOf(dfs[n:]) < float64(k) {
		return nil, nil, 0
	}
	isCommon := map[int]bool{}
	for _, i := range order[:n] {
		isCommon[i] = true
	}
	for i, p := range q.parts() {
		if isCommon[i] {
			common = append(common, p)
		} else {
			rest = append(rest, p)
		}
	}
	// 1% above the bound: the store's count and FTS5's may round apart.
	return common, rest, 1.01 * (bm25K1 + 1) * sum
}

// likelyBest is about the score of the k-th best row holding the words of dfs
// (ascending idfs): the two most common words once each in a row of average
// length if, the words independent, k rows are expected to hold two of them;
// else the most common word once. A guess only: splitMatches checks.
func likelyBest(dfs, idfs []float64, n float64, k int) float64 {
	var pairs, held float64
	for _, df := range dfs {
		pairs += held * df / n // rows expected to hold this word and one before it
		held += df
	}
	if pairs >= float64(k) && len(idfs) > 1 {
		return idfs[0] + idfs[1]
	}
	return idfs[0]
}

func sumOf(xs []float64) float64 {
	t := 0.0
	for _, x := range xs {
		t += x
	}
	return t
}

// bm25IDF is FTS5's bm25 idf of a term held by df of n rows, which it floors
// at 1e-6.
func bm25IDF(df, n float64) float64 {
	return math.Max(math.Log((n-df+0.5)/(df+0.5)), 1e-6)
}

// memoryCount is how many memories there are, read from the lexical index,
// which holds every memory once: FTS5 keeps the count in the first varint of
// its averages record (row 1 of %_data), where bm25 reads it. count(*) reads
// every row of an index instead, 1-2 ms at 100k memories in a new process.
// An index with no averages record, or an empty one, holds nothing.
func (s *Store) memoryCount(ctx context.Context) (float64, error) {
	var rec []byte
	err := s.db.QueryRowContext(ctx, `SELECT block FROM memories_fts_data WHERE id = 1`).Scan(&rec)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	if err != nil {
		return 0, s.indexErr(fmt.Errorf("count memories: %w", err))
	}
	if len(rec) == 0 {
		return 0, nil // a new index writes an empty record
	}
	n, ok := sqliteVarint(rec)
	if !ok {
		return 0, &IndexDamagedError{Path: s.Path(), Err: fmt.Errorf("count memories: lexical index averages record of %d bytes", len(rec))}
	}
	return float64(n), nil
}

// sqliteVarint decodes SQLite's varint, as FTS5 writes it: big-endian groups
// of 7 bits, a set high bit meaning another byte follows, the ninth byte
// whole.
func sqliteVarint(b []byte) (uint64, bool) {
	var v uint64
	for i := 0; i < len(b) && i < 9; i++ {
		if i == 8 {
			return v<<8 | uint64(b[i]), true
		}
		v = v<<7 | uint64(b[i]&0x7f)
		if b[i] < 0x80 {
			return v, true
		}
	}
	return 0, false
}
