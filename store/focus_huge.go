package store

import (
	"cmp"
	"context"
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A huge prompt (over focusHead+focusTail bytes: a pasted log, a dump) used to
// be read at its head and tail only, so a question in the middle of a 10 MiB
// paste was never seen. Reading it all through focus would look up every
// distinct word of the paste (hundreds of thousands of hashes and ids), so
// instead the store's whole vocabulary is loaded once and the middle is
// scanned line by line against it: one map lookup per word.

// vocabulary is every term of the lexical index with the number of memories
// holding it, and how many memories there are.
type vocabulary struct {
	df map[string]float64
	n  float64
}

func (s *Store) loadVocabulary(ctx context.Context) (*vocabulary, error) {
	v := &vocabulary{df: map[string]float64{}}
	var err error
	if v.n, err = s.memoryCount(ctx); err != nil {
		return nil, err
	}
	rows, err := s.db.QueryContext(ctx, `SELECT term, doc FROM memories_vocab`)
	if err != nil {
		return nil, s.indexErr(err)
	}
	defer rows.Close()
	for rows.Next() {
		var t string
		var d float64
		if err := rows.Scan(&t, &d); err != nil {
			return nil, s.indexErr(err)
		}
		v.df[t] = d
	}
	return v, s.indexErr(rows.Err())
}

// hugeLine is a line of a huge prompt's middle that shares words with the
// store: those words are terms[from:to] of the scan.
type hugeLine struct {
	start, end int
	from, to   int
	words      int
	score      float64
}

// reduce keeps a huge text's head and tail whole and, from its middle, the
// lines that best share the store's rarer words, up to focusMiddle bytes. A
// word on most lines is the paste's boilerplate and counts for nothing, as in
// focus.
func (v *vocabulary) reduce(text string) string {
	head, tail := cutPoints(text)
	middle := text[head:tail]
	lines, terms, spread, total := v.scanLines(middle)
	weight := make(map[string]float64, len(spread))
	for t, n := range spread {
		weight[t] = idf(v.df[t], v.n) * math.Log(float64(total)/float64(n))
	}
	best := 0.0
	for i := range lines {
		for _, t := range terms[lines[i].from:lines[i].to] {
			lines[i].score += weight[t]
		}
		lines[i].score /= math.Sqrt(float64(max(lines[i].words, 8)))
		best = max(best, lines[i].score)
	}
	// Only lines near the best can survive focus (it keeps half the best and
	// up), so the rest are dropped before sorting: in a log, that is nearly
	// every line, and sorting them all was a third of the cost.
	lines = slices.DeleteFunc(lines, func(l hugeLine) bool { return l.score <= 0 || l.score < best*focusKeepShare/2 })
	slices.SortFunc(lines, func(a, b hugeLine) int { return cmp.Or(cmp.Compare(b.score, a.score), cmp.Compare(a.start, b.start)) })
	var keep []hugeLine
	budget := focusMiddle
	for _, l := range lines {
		if budget <= 0 {
			break
		}
		if l.end-l.start <= budget {
			keep = append(keep, l)
			budget -= l.end - l.start
		}
	}
	slices.SortFunc(keep, func(a, b hugeLine) int { return cmp.Compare(a.start, b.start) })
	var b strings.Builder
	b.WriteString(text[:head])
	for _, l := range keep {
		b.WriteString("\n")
		b.WriteString(middle[l.start:l.end])
	}
	b.WriteString("\n")
	b.WriteString(text[tail:])
	return b.String()
}

// scanLines finds the lines of middle that hold a store word, with those
// words (in one slice, terms); spread counts the lines holding each word,
// total all the lines. It allocates only for the store's words: the paste's
// own ids and hashes are looked up from a reused buffer and dropped.
func (v *vocabulary) scanLines(middle string) (lines []hugeLine, terms []string, spread map[string]int, total int) {
	spread = map[string]int{}
	stems := map[string]string{}
	var buf []byte
	for start := 0; start < len(middle); total++ {
		end := lineEnd(middle, start)
		l := hugeLine{start: start, end: end, from: len(terms), to: len(terms)}
		buf = eachToken(middle[start:end], buf, func(tok []byte) {
			l.words++
			t := v.term(tok, stems)
			if t == "" || stopwords[t] || smallNumber(t) || slices.Contains(terms[l.from:], t) {
				return
			}
			terms = append(terms, t)
			spread[t]++
		})
		if l.to = len(terms); l.to > l.from {
			lines = append(lines, l)
		}
		start = end
		if start < len(middle) && middle[start] == '\n' {
			start++
		}
	}
	return lines, terms, spread, total
}

// maxStems bounds the memo of term: a paste of a million distinct words
// stems each of them anew past it rather than hold them all.
const maxStems = 1 << 16

// term is the index term that tok, a lowercased word of the paste, stands
// for: itself when the store holds it, else its stem ("deploying" is indexed
// as "deploi"), else "". A word found as written costs one lookup and no
// allocation; words of letters are stemmed once each (stems remembers them),
// and words with digits (ids, hashes, numbers) are not stemmed at all.
func (v *vocabulary) term(tok []byte, stems map[string]string) string {
	if v.df[string(tok)] > 0 { // no allocation: the compiler looks up the bytes
		return string(tok)
	}
	for _, c := range tok {
		if c < 'a' || c > 'z' {
			return ""
		}
	}
	if t, ok := stems[string(tok)]; ok {
		return t
	}
	t := porterStem(string(tok))
	if v.df[t] == 0 {
		t = ""
	}
	if len(stems) < maxStems {
		stems[string(tok)] = t
	}
	return t
}

// eachToken calls fn with each lowercased run of letters and digits in s, as
// tokens splits, reusing buf; fn must not keep the slice.
func eachToken(s string, buf []byte, fn func([]byte)) []byte {
	buf = buf[:0]
	for _, r := range s {
		if r < utf8.RuneSelf && ('a' <= r && r <= 'z' || '0' <= r && r <= '9') {
			buf = append(buf, byte(r))
			continue
		}
		if r < utf8.RuneSelf && 'A' <= r && r <= 'Z' {
			buf = append(buf, byte(r)+'a'-'A')
			continue
		}
		if r >= utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
			buf = utf8.AppendRune(buf, unicode.ToLower(r))
			continue
		}
		if len(buf) > 0 {
			fn(buf)
			buf = buf[:0]
		}
	}
	if len(buf) > 0 {
		fn(buf)
	}
	return buf[:0]
}

// lineEnd is the end of the line starting at start: its newline, or
// focusLineBytes later on a rune boundary, whichever comes first.
func lineEnd(s string, start int) int {
	end := len(s)
	if i := strings.IndexByte(s[start:], '\n'); i >= 0 {
		end = start + i
	}
	if end-start > focusLineBytes {
		end = start + focusLineBytes
		for end > start+1 && !utf8.RuneStart(s[end]) {
			end--
		}
	}
	return end
}
