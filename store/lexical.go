package store

import (
	"context"
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"
	"unicode"
)

// The lexical channel finds exact identifiers that embeddings miss (file names,
// flags, error codes) and is the whole of recall when no model is present.
//
// Candidates come from SQLite FTS5 (bm25 order) over the stemmed, folded index
// (tokenize.go). Each candidate's evidence (LexEvidence) is measured in Go with
// the same tokeniser: which of the query's content terms it holds, their idf
// over the store, idf(t) = ln(1 + (N - df + 0.5) / (df + 0.5)), and how many of
// the query's terms no memory holds. fuse.go turns that evidence into an
// estimate of P(relevant), the score the bands apply to. Rare words (an error
// code, a file name) carry most of the weight; stopwords are dropped unless the
// query has nothing else.
//
// The query handed to FTS5 is built only from quoted terms, so FTS5 syntax in a
// prompt (quotes, NOT, NEAR(, *, :, parentheses) is matched as text and can
// neither fail the query nor change its meaning.

const (
	lexicalCandidates = 50
	maxQueryTerms     = 48 // a long prompt keeps its first 48 distinct content words
)

// functionWords carry no subject: articles, pronouns, auxiliaries, common
// prepositions. Capture's gate counts the words of a statement that are not
// among them (IsFunctionWord) to tell a claim from chit-chat.
var functionWords = wordsOf(`a an the and or but of to in on at by for with from as is are was were be been
	it its this that these those i me my we our us you your he she they them their do does did so too very
	just about into over up down out off all some any there here what which who how why when where`)

// stopwords are what the lexical channel drops from a query and a claim: the
// function words, more of their kind, the "s" and "t" that tokens leaves of
// "it's" and "don't", and the words a prompt is made of whatever it asks
// (please, show, use, want) and that would otherwise match every memory.
var stopwords = func() map[string]bool {
	m := maps.Clone(functionWords)
	maps.Copy(m, wordsOf(`if then else being whom whose done doing have has had having his her can could
		should would will shall may might must than also under again such own same only other more most few
		each both s t please let lets get got make made use used using want need like know think tell show give`))
	return m
}()

// IsFunctionWord reports whether w, in lower case, is a word that carries no
// subject ("the", "we", "is", "about").
func IsFunctionWord(w string) bool { return functionWords[w] }

func wordsOf(list string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(list) {
		m[w] = true
	}
	return m
}

// tokens splits text as FTS5's unicode61 tokenizer does: maximal runs of letters
// and digits, lowercased.
func tokens(text string) []string {
	return strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
}

// lexQuery is a parsed query: its distinct content terms (stemmed, as the
// index holds them), each with the word it came from (handed to FTS5, which
// stems it again), and the multi-token identifiers (--no-verify,
// billing/retry.go) whose adjacency earns a phrase match.
type lexQuery struct {
	terms   []string
	words   []string // words[i] is the surface form of terms[i]
	phrases [][]string
}

func parseLexQuery(text string) lexQuery {
	var q lexQuery
	all := indexTokens(text)
	q.addTerms(all, true)
	if len(q.terms) == 0 {
		q.addTerms(all, false)
	}
	for _, word := range strings.Fields(text) {
		if parts := indexTokens(word); len(parts) > 1 && !isPiece(parts[0]) {
			q.phrases = append(q.phrases, parts)
		}
	}
	return q
}

// addTerms adds the distinct terms of toks, without stopwords if asked, up to maxQueryTerms.
func (q *lexQuery) addTerms(toks []string, dropStopwords bool) {
	for _, w := range toks {
		t := porterStem(w)
		if (dropStopwords && stopwords[w]) || slices.Contains(q.terms, t) || len(q.terms) >= maxQueryTerms {
			continue
		}
		q.terms = append(q.terms, t)
		q.words = append(q.words, w)
	}
}

func quote(t string) string { return `"` + strings.ReplaceAll(t, `"`, `""`) + `"` }

// stemmer stems words, remembering each: the candidates of one query share
// most of their words, and stemming each again was a third of lexical recall.
type stemmer map[string]string

func (m stemmer) stem(w string) string {
	t, ok := m[w]
	if !ok {
		t = porterStem(w)
		m[w] = t
	}
	return t
}

// termSet is the set of index terms of text.
func (m stemmer) termSet(text string) map[string]bool {
	have := map[string]bool{}
	for _, w := range indexTokens(text) {
		have[m.stem(w)] = true
	}
	return have
}

type lexHit struct {
	id string
	ev LexEvidence
}

// LexEvidence is what the lexical channel found of a query in one memory: the
// grounds of its estimate that the memory is what the query asks for
// (lexicalProb), and of a weak match's reason.
type LexEvidence struct {
	Matched int `json:"matched"` // the query's content terms the memory holds
	Terms   int `json:"terms"`   // the query's content terms
	Unseen  int `json:"unseen"`  // the query's terms no memory holds
	// Weight is the idf-weighted share of the query's terms that the store
	// holds which this memory matched. A term no memory holds has no idf to
	// give: it cannot outweigh the terms that match (it counts once, in Terms).
	Weight float64 `json:"weight"`
	// Rarity is the summed idf of the matched terms over the idf of a term
	// one memory holds: 1 for one unique identifier, less for common words.
	Rarity float64 `json:"rarity"`
}

// Share is the fraction of the query's content terms the memory holds.
func (e LexEvidence) Share() float64 {
	if e.Terms == 0 {
		return 0
	}
	return float64(e.Matched) / float64(e.Terms)
}

// queryWeights holds each query term's idf over the store, and the idf of a
// term one memory holds; a term no memory holds is absent.
type queryWeights struct {
	idf    map[string]float64
	rarest float64
	df     map[string]float64 // how many memories hold each term
	n      float64            // how many memories there are
}

func (s *Store) queryWeights(ctx context.Context, terms []string) (queryWeights, error) {
	df, n, err := s.docFreqs(ctx, terms)
	if err != nil {
		return queryWeights{}, err
	}
	w := queryWeights{idf: make(map[string]float64, len(terms)), rarest: idf(1, n), df: df, n: n}
	for _, t := range terms {
		if df[t] > 0 {
			w.idf[t] = idf(df[t], n)
		}
	}
	return w, nil
}

// idf is the BM25 inverse document frequency of a word held by df of the n
// memories: ln(1 + (n - df + 0.5) / (df + 0.5)).
func idf(df, n float64) float64 {
	df = math.Max(df, 1)
	return math.Log(1 + (n-df+0.5)/(df+0.5))
}

// evidence measures how much of q the memory text holds.
func evidence(q lexQuery, w queryWeights, stems stemmer, text string) LexEvidence {
	have := stems.termSet(text)
	e := LexEvidence{Terms: len(q.terms)}
	var got, total float64
	for _, t := range q.terms {
		x, seen := w.idf[t]
		if !seen {
			e.Unseen++
			continue
		}
		total += x
		if have[t] {
			e.Matched++
			got += x
		}
	}
	if total > 0 {
		e.Weight = got / total
	}
	if w.rarest > 0 {
		e.Rarity = got / w.rarest
	}
	return e
}

// memState is where a memory stands for recall: each channel searches one
// state at a time, and the vector index tags every vector with its memory's.
type memState string

// States, and the filters for the channels.
const (
	stateActive     memState = "active"
	stateArchived   memState = "archived"
	stateSuperseded memState = "superseded"
	stateAny        memState = ""
)

func stateSQL(state memState) string {
	switch state {
	case stateActive:
		return ` AND m.archived = 0 AND m.superseded_by IS NULL`
	case stateArchived:
		return ` AND m.archived = 1 AND m.superseded_by IS NULL`
	case stateSuperseded:
		return ` AND m.superseded_by IS NOT NULL`
	}
	return ""
}

// lexicalSearch returns up to limit memories in the given state that share a
// term with the query, with their coverage.
func (s *Store) lexicalSearch(ctx context.Context, text string, state memState, limit int) ([]lexHit, error) {
	q := parseLexQuery(text)
	if len(q.terms) == 0 {
		return nil, nil
	}
	// The statements before textsInState read only the index: their
	// corruption is the index's (indexErr), which doctor --repair mends.
	w, err := s.queryWeights(ctx, q.terms)
	if err != nil {
		return nil, s.indexErr(fmt.Errorf("lexical search: %w", err))
	}
	if err := s.completeShortened(ctx, &q, &w); err != nil {
		return nil, s.indexErr(fmt.Errorf("lexical search: %w", err))
	}
	// Ranked before any memory is read: joining every match first cost 5-9 ms
	// at 10k memories. 4*limit leaves room for matches the state filter drops.
	seqs, err := s.bestMatches(ctx, q, w, 4*limit)
	if err != nil {
		return nil, s.indexErr(fmt.Errorf("lexical search: %w", err))
	}
	var out []lexHit
	stems := stemmer{}
	// In rank order, a limit at a time: most matches are in the state asked
	// for, so one read of limit rows is the usual cost, not one of 4*limit.
	for start := 0; start < len(seqs) && len(out) < limit; start += limit {
		part := seqs[start:min(start+limit, len(seqs))]
		texts, err := s.textsInState(ctx, part, state)
		if err != nil {
			return nil, fmt.Errorf("lexical search: %w", err)
		}
		for _, seq := range part {
			if m, ok := texts[seq]; ok && len(out) < limit {
				out = append(out, lexHit{id: m.id, ev: evidence(q, w, stems, m.text)})
			}
		}
	}
	return out, nil
}

// minShortened is the shortest word read as a shortening: "auth", "repo",
// "config"; three letters ("env", "pro") begin too many words to say which.
const minShortened = 4

// completeShortened reads a query word that no memory holds as a shortening
// when the index holds a word it begins ("auth" for "authenticates", indexed
// "authent"; "config" for "configuration"): developers write the short form
// of the word their notes spell out. The word becomes the most common term it
// begins, which then counts as any matched term does; a word that begins
// none stays unseen. Only a word the store has never seen is completed, so a
// word that matches as written is never replaced by a longer one.
func (s *Store) completeShortened(ctx context.Context, q *lexQuery, w *queryWeights) error {
	var at []int // the words to complete, read in one statement
	var parts []string
	var args []any
	for i, t := range q.terms {
		if w.df[t] > 0 || len(q.words[i]) < minShortened || strings.Trim(q.words[i], "abcdefghijklmnopqrstuvwxyz") != "" {
			continue
		}
		at = append(at, i)
		parts = append(parts, `SELECT * FROM (SELECT ? AS n, term, doc FROM memories_vocab WHERE term > ? AND term < ?
			ORDER BY doc DESC, length(term), term LIMIT 1)`)
		args = append(args, len(at)-1, q.words[i], q.words[i]+"\xff")
	}
	if len(at) == 0 {
		return nil
	}
	rows, err := s.db.QueryContext(ctx, strings.Join(parts, " UNION ALL "), args...)
	if err != nil {
		return s.indexErr(err)
	}
	defer rows.Close()
	for rows.Next() {
		var n int
		var term string
		var df float64
		if err := rows.Scan(&n, &term, &df); err != nil {
			return s.indexErr(err)
		}
		// FTS5 stems the word it is given again: only a term that stems to
		// itself can stand for itself.
		if i := at[n]; porterStem(term) == term && !slices.Contains(q.terms, term) {
			q.terms[i], q.words[i] = term, term
			w.df[term], w.idf[term] = df, idf(df, w.n)
		}
	}
	return s.indexErr(rows.Err())
}

type idText struct{ id, text string }

// textsInState reads the id and text of the memories of seqs that are in state.
func (s *Store) textsInState(ctx context.Context, seqs []int64, state memState) (map[int64]idText, error) {
	args := make([]any, len(seqs))
	for i, seq := range seqs {
		args[i] = seq
	}
	rows, err := s.db.QueryContext(ctx, `SELECT m.seq, m.id, m.text FROM memories m WHERE m.seq IN (?`+
		strings.Repeat(",?", len(seqs)-1)+`)`+stateSQL(state), args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	found := make(map[int64]idText, len(seqs))
	for rows.Next() {
		var seq int64
		var m idText
		if err := rows.Scan(&seq, &m.id, &m.text); err != nil {
			return nil, err
		}
		found[seq] = m
	}
	return found, rows.Err()
}
