package statement

import (
	"strings"
	"testing"
)

func TestWords(t *testing.T) {
	for _, tt := range []struct {
		text   string
		words  string // lowercased, space-separated
		values string // the values among them
	}{
		{"The retry limit is 5.", "the retry limit is 5", "5"},
		{"We use Postgres for sessions", "we use postgres for sessions", "postgres"},
		{"Redis holds the cache", "redis holds the cache", ""},
		{"never pass --no-verify to git", "never pass no-verify to git", "no-verify"},
		{"retries live in retry.go, at most five.", "retries live in retry.go at most 5", "retry.go 5"},
		{"Don’t deploy on Fridays. Ask Bob", "don't deploy on fridays ask bob", "fridays bob"},
		{"", "", ""},
	} {
		var words, values []string
		for _, w := range Words(tt.text) {
			words = append(words, w.Lower)
			if w.Value {
				values = append(values, w.Lower)
			}
		}
		if got := strings.Join(words, " "); got != tt.words {
			t.Errorf("Words(%q) = %q, want %q", tt.text, got, tt.words)
		}
		if got := strings.Join(values, " "); got != tt.values {
			t.Errorf("values of %q = %q, want %q", tt.text, got, tt.values)
		}
	}
}

// TestStem: two forms of one word stem alike, two words apart.
func TestStem(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		same bool
	}{
		{"workers", "worker", true},
		{"built", "build", true},
		{"panel's", "panel", true},
		{"deployed", "deploys", true},
		{"worker", "works", true},
		{"ring", "running", false},
		{"user", "us", false},
	} {
		if got := Stem(tt.a) == Stem(tt.b); got != tt.same {
			t.Errorf("Stem(%q) = %q, Stem(%q) = %q: same %v, want %v", tt.a, Stem(tt.a), tt.b, Stem(tt.b), got, tt.same)
		}
	}
}
