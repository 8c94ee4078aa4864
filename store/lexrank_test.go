package store

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/internal/testmodel"
)

// fillPruneStore writes memories of random filler words, most of which also
// say "migration" (the common word) and some of which say two or three of
// "billing", "staging" and "service" (the rest), with or without "migration";
// "kafka" and "redis" always come together.
func fillPruneStore(tb testing.TB, s *Store) {
	tb.Helper()
	ctx := context.Background()
	r := rand.New(rand.NewPCG(7, 13))
	rest := []string{"billing", "staging", "service"}
	var filler []string
	for _, w := range testmodel.Words {
		if !strings.Contains("migration billing staging service ports", w) {
			filler = append(filler, w)
		}
	}
	now := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	// One transaction (Restore), not one a memory: the rows are the fixture.
	rows := make([]Row, 0, 1500)
	for i := range 1500 {
		w := make([]string, 6+r.IntN(10))
		for j := range w {
			w[j] = filler[r.IntN(len(filler))]
		}
		switch {
		case i%5 == 0:
			w = append(w, rest[i%3], rest[(i+1)%3])
		case i%7 == 0:
			w = append(w, rest[i%3])
		}
		if i%4 != 0 {
			w = append(w, "migration")
		}
		if i%10 == 3 {
			w = append(w, "kafka", "redis")
		}
		r.Shuffle(len(w), func(a, b int) { w[a], w[b] = w[b], w[a] })
		m := Memory{ID: fmt.Sprintf("%s%d", newID(now), i), Text: strings.Join(w, " "), CreatedAt: now, LastAccessed: now,
			Stability: 30, BaseStability: 30, MemoryType: "curated", Kind: "fact", Origin: OriginJot, Speaker: SpeakerCLI,
			SchemaVersion: SchemaVersion}
		rows = append(rows, Row{Memory: m})
	}
	if _, err := s.Restore(ctx, RestorePlan{Insert: rows}); err != nil {
		tb.Fatal(err)
	}
}

// Check: leaving out the memories that hold only the query's most common words
// must not change the best matches: they equal the whole query's, row for row,
// whether the split was proven (pruned) or refused (the whole query ran).
func TestPrunedMatchesAreTheWholeQuerys(t *testing.T) {
	s := mustOpen(t, ModeLexical, nil)
	fillPruneStore(t, s)
	ctx := context.Background()
	const k = 4 * lexicalCandidates
	for _, tc := range []struct {
		query  string
		pruned bool
	}{
		{"how should we deploy the billing service to staging after migration?", true},
		{"billing staging migrations", true},
		{"billing migration ports", true},
		{"kafka redis migration", false}, // fewer than k memories hold the rest: the common word's are needed
		{"migration", false},             // nothing but the common word
	} {
		q := parseLexQuery(tc.query)
		w, err := s.queryWeights(ctx, q.terms)
		if err != nil {
			t.Fatal(err)
		}
		ok := false
		if common, rest, bound := q.split(w, k); len(common) > 0 {
			if _, ok, err = s.splitMatches(ctx, common, rest, bound, k); err != nil {
				t.Fatal(err)
			}
		}
		if ok != tc.pruned {
			t.Errorf("%q: pruned %v, want %v (%v)", tc.query, ok, tc.pruned, err)
		}
		got, err := s.bestMatches(ctx, q, w, k)
		if err != nil {
			t.Fatal(err)
		}
		whole, err := s.matchScores(ctx, strings.Join(q.parts(), " OR "), k)
		if err != nil {
			t.Fatal(err)
		}
		want := make([]int64, len(whole))
		for i, r := range whole {
			want[i] = r.seq
		}
		if len(want) == 0 || !slices.Equal(got, want) {
			t.Errorf("%q: best matches differ from the whole query's (%d and %d rows)", tc.query, len(got), len(want))
		}
	}
}

// Check: a split whose common words can outscore the rest's best rows must
// not leave those words' rows out. "migration" fills the limit with rows that
// bm25 scores near zero (most memories hold it), so "billing", split off as
// the common word, belongs at the top; split the other way round, the rows
// holding only "migration" are left out, as they may be.
func TestSplitMatchesKeepCommonRowsThatCanWin(t *testing.T) {
	s := mustOpen(t, ModeLexical, nil)
	fillPruneStore(t, s)
	ctx := context.Background()
	const k = 4 * lexicalCandidates
	q := parseLexQuery("billing migration")
	w, err := s.queryWeights(ctx, q.terms)
	if err != nil {
		t.Fatal(err)
	}
	whole, err := s.matchScores(ctx, `"billing" OR "migration"`, k)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		common, rest string
		pruned       bool
	}{{"billing", "migration", false}, {"migration", "billing", true}} {
		bound := 1.01 * (bm25K1 + 1) * bm25IDF(w.df[porterStem(tc.common)], w.n)
		got, pruned, err := s.splitMatches(ctx, []string{quote(tc.common)}, []string{quote(tc.rest)}, bound, k)
		if err != nil {
			t.Fatal(err)
		}
		if pruned != tc.pruned || !slices.Equal(got, whole) {
			t.Errorf("%s split off: pruned %v (want %v), same rows as the whole query: %v", tc.common, pruned, tc.pruned, slices.Equal(got, whole))
		}
	}
}

// Check: the count read from the lexical index is the number of memories, in
// an empty store, after writes and after a purge.
func TestMemoryCountIsTheStoresCount(t *testing.T) {
	s := mustOpen(t, ModeLexical, nil)
	ctx := context.Background()
	check := func(when string) {
		t.Helper()
		var want float64
		if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM memories`).Scan(&want); err != nil {
			t.Fatal(err)
		}
		got, err := s.memoryCount(ctx)
		if err != nil || got != want {
			t.Errorf("%s: memoryCount %v, %v; count(*) %v", when, got, err, want)
		}
	}
	check("empty")
	var last Memory
	for _, text := range []string{"deploys go out on Tuesdays", "the billing service retries twice", "staging mirrors production"} {
		last = mustAdd(t, s, text, "fact", "")
	}
	check("after three writes")
	if _, err := s.Purge(ctx, []string{last.ID}, PurgeOptions{}); err != nil {
		t.Fatal(err)
	}
	check("after a purge")
}

func TestSQLiteVarint(t *testing.T) {
	for _, tc := range []struct {
		in   []byte
		want uint64
		ok   bool
	}{
		{[]byte{0x00}, 0, true},
		{[]byte{0x7f, 0xff}, 127, true},
		{[]byte{0x81, 0x00}, 128, true},
		{[]byte{0x86, 0x8d, 0x21, 0xcc}, 100001, true},
		{[]byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff}, 1<<64 - 1, true},
		{[]byte{0x81}, 0, false}, // cut short
		{nil, 0, false},
	} {
		if got, ok := sqliteVarint(tc.in); got != tc.want || ok != tc.ok {
			t.Errorf("sqliteVarint(% x) = %d, %v; want %d, %v", tc.in, got, ok, tc.want, tc.ok)
		}
	}
}
