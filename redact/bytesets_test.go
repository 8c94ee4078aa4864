package redact

import (
	"strings"
	"testing"
)

// A byteSet's trim must cut what strings.Trim cuts with the same chars,
// byte for byte, on tokens of every shape and script.
func TestByteSetTrimsAsStringsTrim(t *testing.T) {
	for _, chars := range []string{"\"'`,;()[]{}", "\"'`([{<>}]).,;:!?"} {
		set := newByteSet(chars)
		for _, v := range []string{"", "\"", "\"\"", "'abc'", "(x)", "[{key}]", "`ok`,", "a\"b", "\"ключ\"", "«x»", "\"é\"", "...", "!?x?!",
			"sk_live_123", " x ", ");", "<a>", "\xff\"", "\"\xc3"} {
			if got, want := set.trim(v), strings.Trim(v, chars); got != want {
				t.Errorf("trim(%q) with %q = %q, strings.Trim's %q", v, chars, got, want)
			}
		}
	}
}

// tokenStop's table holds the bytes the expression it replaced named:
// every byte up to the blank, and the punctuation.
func TestTokenStopAsBefore(t *testing.T) {
	for c := 0; c < 256; c++ {
		want := byte(c) <= ' ' || strings.IndexByte("\"'`,;()[]{}<>|=:@/\\", byte(c)) >= 0
		if tokenStop(byte(c)) != want {
			t.Errorf("tokenStop(%#x) = %v, want %v", c, !want, want)
		}
	}
}
