package redact_test

import (
	"testing"

	"github.com/hippo-mem/hippo/internal/srcwords"
	"github.com/hippo-mem/hippo/redact"
)

// TestTableWordsAtEdges: every word the redactor's tables spell out, at the
// text's start or end and beside the small words its rules look for after
// a label, is redacted without a panic, and a second run changes nothing.
// A rule that looked one word past a label found at the text's very end
// once sliced out of range ("unohdin salasana").
func TestTableWordsAtEdges(t *testing.T) {
	words := srcwords.ReadAtLeast(t, 500, ".")
	srcwords.Each(t, srcwords.WithUpper(words), srcwords.Frames, func(in string) {
		got, _ := redact.Text(in)
		if again, _ := redact.Text(got); again != got {
			t.Errorf("not idempotent: %q -> %q -> %q", in, got, again)
		}
	})
}
