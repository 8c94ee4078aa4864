package statement

import (
	"testing"

	"github.com/hippo-mem/hippo/internal/srcwords"
)

// TestTableWordsAtEdges: every word the parse's tables and glossaries spell
// out, at the text's start or end and beside the small words its rules look
// for, is parsed and read as a claim, and compared with another, without a
// panic. Such a word at the very end is where a rule that looks one word
// past it would slice out of range.
func TestTableWordsAtEdges(t *testing.T) {
	words := srcwords.ReadAtLeast(t, 500, ".")
	other := ClaimOf("we now use Postgres 16 for sessions, not MySQL")
	srcwords.Each(t, words, srcwords.EdgeFrames, func(in string) {
		if st := Parse(in); st.Main < -1 || st.Main >= len(st.Clauses) {
			t.Errorf("Parse(%q).Main = %d of %d clauses", in, st.Main, len(st.Clauses))
		}
		c := ClaimOf(in)
		Conflict(c, other)
		Conflict(other, c)
	})
}
