package store

import (
	"context"
	"math"
	"sort"
	"strings"
	"unicode/utf8"
)

// A long prompt (a pasted log, a file, a long brief) must neither cost seconds
// to embed nor drown its question. Recall therefore works on the prompt's most
// informative part: its sentences are scored by the words they share with the
// store, weighted by rarity, and the best are kept, in their order, up to
// focusWords. A word no memory holds scores nothing, so pasted noise (hashes,
// timestamps, stack frames) gives way to the sentence that names what the store
// knows about. Measured in TestLongPromptFocus and BENCHMARKS.md.

const (
	// focusWords is the most a recall query keeps of a prompt. all-MiniLM-L6-v2
	// was trained on inputs of up to 128 tokens; 64 words are about 80 of them
	// and embed in ~0.15 s on the real model's shape, against ~0.25 s for the
	// 500-rune cap the embedder enforces anyway.
	focusWords = 64
	// focusSegmentWords splits a sentence that runs on (a log line, minified
	// code) so that one huge segment cannot take the whole budget.
	focusSegmentWords = 24
	// focusHead and focusTail are how much of a huge prompt's start and end
	// focus reads whole: the ask is usually there. Between them only the lines
	// that share the store's words are kept, up to focusMiddle (see reduce).
	focusHead   = 16 << 10
	focusTail   = 8 << 10
	focusMiddle = 8 << 10
	// focusLineBytes cuts a line that runs on (minified code, one-line JSON)
	// so that one line cannot take the whole middle.
	focusLineBytes = 512
	// focusKeepShare: segments scoring at least this share of the best one are kept.
	focusKeepShare = 0.5
	// focusMaxTerms bounds the vocabulary lookup.
	focusMaxTerms = 1000
)

type segment struct {
	pos   int
	words []string
	score float64
}

// focus returns text unchanged when it is short, and otherwise its most
// informative sentences, at most focusWords words in their original order.
// A huge text is first reduced (see reduce).
func (s *Store) focus(ctx context.Context, text string) (string, error) {
	if wordCount(text) <= focusWords {
		return text, nil
	}
	var v *vocabulary
	if len(text) > focusHead+focusTail {
		var err error
		if v, err = s.loadVocabulary(ctx); err != nil {
			return "", err
		}
		text = v.reduce(text)
	}
	segs := splitSegments(text)
	terms, segTerms := segmentTerms(segs)
	if len(terms) == 0 {
		return joinSegments(segs[:min(len(segs), 1)]), nil
	}
	var df map[string]float64
	var n float64
	if v != nil {
		df, n = v.df, v.n
	} else {
		var err error
		if df, n, err = s.docFreqs(ctx, terms); err != nil {
			return "", err
		}
	}
	return joinSegments(pickSegments(segs, segTerms, df, n)), nil
}

// segmentTerms makes one pass over the words: each segment's content terms,
// and the text's distinct terms (at most focusMaxTerms) for the vocabulary
// lookup.
func segmentTerms(segs []segment) ([]string, []map[string]bool) {
	var terms []string
	seen := map[string]bool{}
	segTerms := make([]map[string]bool, len(segs))
	for i, sg := range segs {
		segTerms[i] = map[string]bool{}
		for _, w := range sg.words {
			for _, tok := range indexTokens(w) {
				if stopwords[tok] {
					continue
				}
				t := porterStem(tok)
				if !seen[t] && len(terms) < focusMaxTerms {
					seen[t] = true
					terms = append(terms, t)
				}
				if !smallNumber(t) {
					segTerms[i][t] = true
				}
			}
		}
	}
	return terms, segTerms
}

// pickSegments scores each segment by the store rarity of the words it shares
// with the store and keeps the best, in their order, up to focusWords words.
func pickSegments(segs []segment, segTerms []map[string]bool, df map[string]float64, n float64) []segment {
	// Only words the store holds count (so idf's floor for unheld words never
	// applies here: they score nothing, not the rarest word's weight). A word in most segments (the "INFO
	// request handler=" of every log line) is the paste's boilerplate,
	// whatever the store thinks of it.
	spread := map[string]int{}
	for i := range segTerms {
		for t := range segTerms[i] {
			if df[t] > 0 {
				spread[t]++
			} else {
				delete(segTerms[i], t)
			}
		}
	}
	best := 0.0
	for i := range segs {
		for t := range segTerms[i] {
			segs[i].score += idf(df[t], n) * math.Log(float64(len(segs))/float64(spread[t]))
		}
		// Density, not length: a long segment must not win by size alone.
		segs[i].score /= math.Sqrt(float64(max(len(segs[i].words), 8)))
		best = math.Max(best, segs[i].score)
	}
	ranked := append([]segment(nil), segs...)
	sort.SliceStable(ranked, func(a, b int) bool { return ranked[a].score > ranked[b].score })
	// Keep the best segment and those nearly as good: filling the budget with
	// weak segments dilutes the query until nothing matches it well.
	var keep []segment
	budget := focusWords
	for _, sg := range ranked {
		if sg.score < best*focusKeepShare {
			break
		}
		if len(sg.words) > budget {
			continue
		}
		keep = append(keep, sg)
		budget -= len(sg.words)
	}
	if len(keep) == 0 { // every segment is longer than the budget: cannot happen, segments are shorter
		keep = ranked[:1]
	}
	sort.Slice(keep, func(a, b int) bool { return keep[a].pos < keep[b].pos })
	return keep
}

// docFreqs returns how many memories hold each term, and how many memories there are.
func (s *Store) docFreqs(ctx context.Context, terms []string) (map[string]float64, float64, error) {
	n, err := s.memoryCount(ctx)
	if err != nil {
		return nil, 0, err
	}
	args := make([]any, len(terms))
	for i, t := range terms {
		args[i] = t
	}
	rows, err := s.db.QueryContext(ctx, `SELECT term, doc FROM memories_vocab WHERE term IN (?`+
		strings.Repeat(",?", len(terms)-1)+`)`, args...)
	if err != nil {
		return nil, 0, s.indexErr(err)
	}
	defer rows.Close()
	df := make(map[string]float64, len(terms))
	for rows.Next() {
		var t string
		var d float64
		if err := rows.Scan(&t, &d); err != nil {
			return nil, 0, s.indexErr(err)
		}
		df[t] = d
	}
	return df, n, s.indexErr(rows.Err())
}

// smallNumber reports a number of one or two digits: minutes, seconds and
// counters fill every log, and say nothing about what the paste is about.
func smallNumber(t string) bool {
	return len(t) <= 2 && strings.Trim(t, "0123456789") == ""
}

func wordCount(text string) int {
	n := 0
	inWord := false
	for _, r := range text {
		space := r == ' ' || r == '\n' || r == '\t' || r == '\r'
		if !space && !inWord {
			n++
			if n > focusWords {
				return n
			}
		}
		inWord = !space
	}
	return n
}

// cutPoints are where a huge text's head ends and its tail starts, on rune
// boundaries.
func cutPoints(text string) (head, tail int) {
	head, tail = focusHead, len(text)-focusTail
	for head > 0 && !utf8.RuneStart(text[head]) {
		head--
	}
	for tail < len(text) && !utf8.RuneStart(text[tail]) {
		tail++
	}
	return head, tail
}

// splitSegments cuts text into sentences and lines, and those into runs of at
// most focusSegmentWords words.
func splitSegments(text string) []segment {
	var segs []segment
	var cur []string
	flush := func() {
		for len(cur) > 0 {
			k := min(len(cur), focusSegmentWords)
			segs = append(segs, segment{pos: len(segs), words: cur[:k]})
			cur = cur[k:]
		}
		cur = nil
	}
	for _, line := range strings.Split(text, "\n") {
		for _, w := range strings.Fields(line) {
			cur = append(cur, w)
			if strings.HasSuffix(w, ".") || strings.HasSuffix(w, "?") || strings.HasSuffix(w, "!") {
				flush()
			}
		}
		flush()
	}
	return segs
}

func joinSegments(segs []segment) string {
	parts := make([]string, len(segs))
	for i, sg := range segs {
		parts[i] = strings.Join(sg.words, " ")
	}
	return strings.Join(parts, " ")
}
