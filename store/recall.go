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
	"time"

	"github.com/hippo-mem/hippo/decay"
)

// Band is how a hit is offered: what its score earns in ordinary recall, or
// cold for an archived memory that cold recall revived.
type Band string

// Bands.
const (
	BandConfident Band = "confident" // stated plainly
	BandUncertain Band = "uncertain" // offered as uncertain
	BandWeak      Band = "weak"      // a near-miss: listed by "hippo recall" with its reason, never shown to the model, never reinforced
	BandCold      Band = "cold"      // archived, revived by a specific cue (see Cold)
)

// BandOf places a score in its band.
func BandOf(score float64) Band {
	switch {
	case score >= decay.ConfidentThreshold:
		return BandConfident
	case score >= decay.ActivationFloor:
		return BandUncertain
	}
	return BandWeak
}

// Why an empty result is empty.
const (
	WhyNoMatch    = "nothing matched"
	WhyWeak       = "none reaches the bands, so none would be offered to Claude" // weak matches only (Query.NearMisses)
	WhyBelowFloor = "matches fell below the floor (too weak, or too faded)"
	WhyArchived   = `matches are archived (try "hippo cold")`
	WhySuperseded = "matches were superseded by newer memories"
)

// Query is a recall request.
type Query struct {
	Text  string
	Topic string // the caller's topic: boosts, never filters
	K     int    // max first-hop hits; 0 means 5
	// Assoc adds a second hop: the neighbours of the first hits, ranked below them.
	Assoc bool
	// NearMisses also returns matches below the bands (for --explain); they are
	// never reinforced.
	NearMisses bool
	// NoReinforce leaves stability alone, for callers that will not show the hits.
	NoReinforce bool
	// CountUnindexed fills Result.Unindexed (a table scan: the CLI asks, hooks do not).
	CountUnindexed bool
	// CountExcluded fills Result.Excluded when nothing is shown: two more
	// searches, for callers that must say why they have no answer.
	CountExcluded bool
}

// Excluded counts the matches an empty recall left out, by reason.
type Excluded struct {
	BelowFloor int `json:"below_floor"` // active, but too weak or too faded to show
	Archived   int `json:"archived"`
	Superseded int `json:"superseded"`
}

// Total is how many matches were left out.
func (e Excluded) Total() int { return e.BelowFloor + e.Archived + e.Superseded }

// Hit is one recalled memory with every part of its score.
type Hit struct {
	Memory     Memory  `json:"memory"`
	Score      float64 `json:"score"`
	Similarity float64 `json:"similarity"`
	Semantic   float64 `json:"semantic"`
	Lexical    float64 `json:"lexical"`
	Strength   float64 `json:"strength"`
	TopicBoost float64 `json:"topic_boost"`
	Band       Band    `json:"band"`
	Hop        int     `json:"hop"`
	Via        string  `json:"via,omitempty"` // for a second-hop hit: the first hit it neighbours
	// Evidence is what the lexical channel found of the query in the memory.
	Evidence LexEvidence `json:"lexical_evidence"`
	// Said counts the memories this hit stands for when it collapsed
	// restatements of one fact (collapse.go); Restated are the others' ids.
	Said     int      `json:"said,omitempty"`
	Restated []string `json:"restated,omitempty"`
	// Why says why a weak hit is not confident enough to be offered.
	Why string `json:"why,omitempty"`
}

// Result is what Recall found.
type Result struct {
	Mode string `json:"mode"`
	Hits []Hit  `json:"hits"`
	// Why explains an empty result (no hit in a band).
	Why string `json:"why,omitempty"`
	// Excluded is filled on request (Query.CountExcluded) when Hits is empty.
	Excluded *Excluded `json:"excluded,omitempty"`
	// Focus is the part of a long query that recall used (see focus.go);
	// empty when it used the whole query.
	Focus string `json:"focus,omitempty"`
	// Unindexed counts memories without a vector from the current model; they are
	// reachable only lexically until "hippo reindex".
	Unindexed int `json:"unindexed,omitempty"`
}

type candidate struct {
	id       string
	semantic float64 // cosine, 0 when the semantic channel did not find it
	lex      LexEvidence
	lexical  float64 // lexicalProb(lex)
}

// Recall ranks active memories for the query and reinforces the hits it
// returns in a band, unless the store is read-only.
func (s *Store) Recall(ctx context.Context, q Query) (Result, error) {
	if q.K <= 0 {
		q.K = 5
	}
	res := Result{Mode: s.Mode()}
	text, err := s.focus(ctx, q.Text)
	if err != nil {
		return res, err
	}
	if text != q.Text {
		res.Focus = text
	}
	qv, _, err := s.embedOne(ctx, text) // nil without a model
	if err != nil {
		return res, err
	}
	cands, err := s.candidates(ctx, text, qv, stateActive)
	if err != nil {
		return res, err
	}
	now := s.now()
	hits, err := s.score(ctx, cands, q.Topic, now)
	if err != nil {
		return res, err
	}
	var shown, near []Hit
	for _, h := range collapseRestatements(hits) {
		if h.Band == BandWeak {
			if h.Evidence.Matched == 0 && h.Semantic < decay.ActivationFloor {
				continue // a noise-level cosine and no shared word: not a match at all
			}
			near = append(near, h)
		} else if len(shown) < q.K {
			shown = append(shown, h)
		}
	}
	if q.Assoc && len(shown) > 0 {
		second, err := s.secondHop(ctx, shown, q.Topic, now)
		if err != nil {
			return res, err
		}
		shown = append(shown, second...)
	}
	// A read-only store answers without reinforcing: recall must work on a
	// frozen copy, and the caller says so (the CLI, once on stderr).
	if !q.NoReinforce && !s.ReadOnly() {
		if err := s.Reinforce(ctx, shown); err != nil {
			return res, err
		}
	}
	res.Hits = shown
	if q.NearMisses {
		// Only a listing reads why a match is weak: the prompt hook never
		// shows one, so it does not pay for the wording.
		for _, h := range near[:min(len(near), q.K)] {
			h.Why = weakReason(h)
			res.Hits = append(res.Hits, h)
		}
	}
	if len(shown) == 0 {
		res.Why, err = s.whyEmpty(ctx, text, qv, relevant(cands))
		if err != nil {
			return res, err
		}
		if res.Why == WhyNoMatch && len(res.Hits) > 0 { // weak matches are matches, just not confident ones
			res.Why = WhyWeak
		}
		if q.CountExcluded {
			if res.Excluded, err = s.excluded(ctx, text, qv, cands); err != nil {
				return res, err
			}
		}
	}
	if s.opts.Embedder != nil && q.CountUnindexed {
		res.Unindexed, err = s.countUnindexed(ctx)
	}
	return res, err
}

// candidates merges both channels' matches in a state, each with its
// channel's estimate (fuse.go combines them).
func (s *Store) candidates(ctx context.Context, text string, qv []float32, state memState) ([]candidate, error) {
	byID := map[string]*candidate{}
	var order []string
	get := func(id string) *candidate {
		c, ok := byID[id]
		if !ok {
			c = &candidate{id: id}
			byID[id] = c
			order = append(order, id)
		}
		return c
	}
	if qv != nil {
		sem, err := s.semanticSearch(ctx, qv, state, semanticCandidates)
		if err != nil {
			return nil, err
		}
		for _, h := range sem {
			get(h.id).semantic = clamp01(h.sim)
		}
	}
	lex, err := s.lexicalSearch(ctx, text, state, lexicalCandidates)
	if err != nil {
		return nil, wrapCorrupt(err, s.Path())
	}
	for _, h := range lex {
		c := get(h.id)
		c.lex, c.lexical = h.ev, lexicalProb(h.ev)
	}
	out := make([]candidate, 0, len(order))
	for _, id := range order {
		out = append(out, *byID[id])
	}
	return out, nil
}

// relevant reports whether any candidate was similar enough to be shown, had
// it been stronger: noise-level cosines do not count as a match.
func relevant(cands []candidate) bool {
	for _, c := range cands {
		if fuse(c.lexical, c.semantic) >= decay.ActivationFloor {
			return true
		}
	}
	return false
}

func countRelevant(cands []candidate) int {
	n := 0
	for _, c := range cands {
		if fuse(c.lexical, c.semantic) >= decay.ActivationFloor {
			n++
		}
	}
	return n
}

// excluded counts the relevant matches in each state recall does not show.
// Active candidates that were relevant but shown nothing are below the floor.
func (s *Store) excluded(ctx context.Context, text string, qv []float32, active []candidate) (*Excluded, error) {
	e := &Excluded{BelowFloor: countRelevant(active)}
	for _, st := range []struct {
		state memState
		n     *int
	}{{stateArchived, &e.Archived}, {stateSuperseded, &e.Superseded}} {
		cands, err := s.candidates(ctx, text, qv, st.state)
		if err != nil {
			return nil, err
		}
		*st.n = countRelevant(cands)
	}
	return e, nil
}

func clamp01(x float64) float64 { return math.Max(0, math.Min(1, x)) }

// score loads the candidates, drops what ordinary recall must never return,
// and sorts by score.
func (s *Store) score(ctx context.Context, cands []candidate, topic string, now time.Time) ([]Hit, error) {
	if len(cands) == 0 {
		return nil, nil
	}
	var hits []Hit
	err := s.eachInState(ctx, cands, stateActive, func(c candidate, m Memory) {
		strength := m.StrengthAt(now)
		if strength < decay.RetrievalFloor {
			return
		}
		boost := 1.0
		if topic != "" && m.Topic == topic {
			boost = decay.TopicBoost
		}
		sim := fuse(c.lexical, c.semantic)
		if sim <= 0 {
			return
		}
		score := sim * strength * boost
		hits = append(hits, Hit{Memory: m, Score: score, Similarity: sim, Semantic: c.semantic, Lexical: c.lexical,
			Strength: strength, TopicBoost: boost, Band: BandOf(score), Hop: 1, Evidence: c.lex})
	})
	if err != nil {
		return nil, err
	}
	sortByScore(hits)
	return hits, nil
}

// eachInState reads the candidates' memories from SQLite and calls fn, in
// candidate order, for each one still in state: another process may have
// archived, purged or superseded a memory since this process loaded its index.
func (s *Store) eachInState(ctx context.Context, cands []candidate, state memState, fn func(candidate, Memory)) error {
	mems, err := s.byIDs(ctx, ids(cands))
	if err != nil {
		return err
	}
	for _, c := range cands {
		if m, ok := mems[c.id]; ok && m.state() == state {
			fn(c, m)
		}
	}
	return nil
}

// sortByScore orders hits best first, keeping the order of equal scores.
func sortByScore(hits []Hit) {
	slices.SortStableFunc(hits, func(a, b Hit) int { return cmp.Compare(b.Score, a.Score) })
}

func ids(cands []candidate) []string {
	out := make([]string, len(cands))
	for i, c := range cands {
		out[i] = c.id
	}
	return out
}

// byIDs loads memories (with vectors) by id.
func (s *Store) byIDs(ctx context.Context, idList []string) (map[string]Memory, error) {
	out := make(map[string]Memory, len(idList))
	if len(idList) == 0 {
		return out, nil
	}
	args := make([]any, len(idList))
	for i, id := range idList {
		args[i] = id
	}
	rows, err := s.db.QueryContext(ctx, `SELECT `+memoryColumns+` FROM memories WHERE id IN (`+
		strings.TrimSuffix(strings.Repeat("?,", len(idList)), ",")+`)`, args...)
	if err != nil {
		return nil, wrapCorrupt(fmt.Errorf("load memories: %w", err), s.Path())
	}
	defer rows.Close()
	for rows.Next() {
		m, err := scanMemory(rows)
		if err != nil {
			return nil, fmt.Errorf("load memories: %w", err)
		}
		out[m.ID] = m
	}
	return out, rows.Err()
}

// vectorOf returns a memory's vector from the current model, or nil.
func (s *Store) vectorOf(ctx context.Context, id string) ([]float32, error) {
	if s.opts.Embedder == nil {
		return nil, nil
	}
	var blob []byte
	err := s.db.QueryRowContext(ctx, `SELECT v.vector FROM memories m JOIN memory_vectors v ON v.seq = m.seq
		WHERE m.id = ? AND m.vector_model = ?`, id, s.opts.Embedder.ID()).Scan(&blob)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, wrapCorrupt(fmt.Errorf("load vector %s: %w", id, err), s.Path())
	}
	return decodeVector(blob), nil
}

// secondHop finds the neighbours of the first hits: by vector when there is
// one, else by text. They rank below every first hit.
func (s *Store) secondHop(ctx context.Context, first []Hit, topic string, now time.Time) ([]Hit, error) {
	seen := map[string]bool{}
	for _, h := range first {
		seen[h.Memory.ID] = true
	}
	var out []Hit
	for _, h := range first {
		vec, err := s.vectorOf(ctx, h.Memory.ID)
		if err != nil {
			return nil, err
		}
		cands, err := s.candidates(ctx, h.Memory.Text, vec, stateActive)
		if err != nil {
			return nil, err
		}
		hits, err := s.score(ctx, cands, topic, now)
		if err != nil {
			return nil, err
		}
		for _, n := range hits {
			if seen[n.Memory.ID] {
				continue
			}
			// The neighbour's score is its estimate as a match for the first hit,
			// discounted when that hit is itself uncertain, and never above it.
			n.Score = min(n.Score*min(1, h.Score/decay.ConfidentThreshold), h.Score)
			n.Band = BandOf(n.Score)
			if n.Band == BandWeak {
				continue
			}
			n.Hop, n.Via = 2, h.Memory.ID
			seen[n.Memory.ID] = true
			out = append(out, n)
		}
	}
	sortByScore(out)
	return out, nil
}

// whyEmpty explains a recall with no hit in a band.
func (s *Store) whyEmpty(ctx context.Context, text string, qv []float32, hadActive bool) (string, error) {
	if hadActive {
		return WhyBelowFloor, nil
	}
	for _, st := range []struct {
		state memState
		why   string
	}{{stateArchived, WhyArchived}, {stateSuperseded, WhySuperseded}} {
		cands, err := s.candidates(ctx, text, qv, st.state)
		if err != nil {
			return "", err
		}
		if relevant(cands) {
			return st.why, nil
		}
	}
	return WhyNoMatch, nil
}

func (s *Store) countUnindexed(ctx context.Context) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM memories WHERE archived = 0 AND superseded_by IS NULL
		AND vector_model IS NOT ?`, s.opts.Embedder.ID()).Scan(&n)
	if err != nil {
		return 0, wrapCorrupt(fmt.Errorf("count unindexed: %w", err), s.Path())
	}
	return n, nil
}

// weakReason says, from its evidence, why a hit stayed below the bands.
func weakReason(h Hit) string {
	e := h.Evidence
	var why string
	switch {
	case h.Similarity*h.TopicBoost >= decay.ActivationFloor:
		return fmt.Sprintf("faded: a good match (%.2f), but not used for long (strength %.2f)", h.Similarity, h.Strength)
	case e.Matched == 0:
		why = fmt.Sprintf("shares no word with the query; related in meaning only (cosine %.2f)", h.Semantic)
	default:
		why = fmt.Sprintf("holds %d of the query's %d words", e.Matched, e.Terms)
		if e.Unseen > 0 {
			why += fmt.Sprintf(" (%d in no memory)", e.Unseen)
		}
	}
	return fmt.Sprintf("%s: score %.2f, below %.2f", why, h.Score, decay.ActivationFloor)
}
