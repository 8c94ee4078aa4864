package capture

import (
	"testing"

	"github.com/hippo-mem/hippo/internal/srcwords"
)

// TestTableWordsAtEdges: every word the gate's tables and the parse's
// glossaries spell out, at the text's start or end or before its last
// word, alone and after an assistant's turn, is judged without a panic,
// and a kept one has a kind. Such a word at the very end is where a rule
// that looks one word past it would slice out of range.
func TestTableWordsAtEdges(t *testing.T) {
	words := srcwords.ReadAtLeast(t, 500, ".", "../statement")
	srcwords.Each(t, words, srcwords.EdgeFrames, func(in string) {
		for _, c := range []Candidate{{Text: in}, {Text: in, prev: "I'll do it."}} {
			if kind, rule := classify(c); (kind == "") == (rule == "") {
				t.Errorf("classify(%q) = kind %q, rule %q", in, kind, rule)
			}
		}
	})
}
