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
	words := srcwords.Read(t, ".")
	if len(words) < 500 {
		t.Fatalf("only %d words read from the source: the reader is broken", len(words))
	}
	srcwords.Each(srcwords.WithUpper(words), srcwords.Frames, func(in string) {
		got := textNoPanic(t, in)
		if again := textNoPanic(t, got); again != got {
			t.Errorf("not idempotent: %q -> %q -> %q", in, got, again)
		}
	})
}

// textNoPanic runs redact.Text and reports a panic as a failure that names
// its input, which a crash of the whole test binary would not.
func textNoPanic(t *testing.T, in string) (out string) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("Text(%q) panicked: %v", in, r)
			out = in
		}
	}()
	out, _ = redact.Text(in)
	return out
}
