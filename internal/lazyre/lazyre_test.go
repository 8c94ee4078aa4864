package lazyre

import (
	"strings"
	"testing"
)

// TestLazy: a pattern answers as regexp's own does, and a bad one waits for
// its first use: New does not panic, and CompileAll names it.
func TestLazy(t *testing.T) {
	r := New(`(\d+)-(\d+)`)
	if !r.MatchString("8080-8090") || r.MatchString("none") {
		t.Error("MatchString")
	}
	if got := r.FindStringSubmatch("ports 8080-8090"); len(got) != 3 || got[2] != "8090" {
		t.Errorf("FindStringSubmatch: %q", got)
	}
	if got := r.ReplaceAllString("1-2 and 3-4", "$2-$1"); got != "2-1 and 4-3" {
		t.Errorf("ReplaceAllString: %q", got)
	}
	if r.String() != `(\d+)-(\d+)` || r.Regexp().NumSubexp() != 2 {
		t.Error("String or Regexp")
	}
	if err := CompileAll(); err != nil {
		t.Fatalf("control: every good pattern compiles: %v", err)
	}
	bad := New(`(unclosed`)
	err := CompileAll()
	if err == nil || !strings.Contains(err.Error(), "unclosed") {
		t.Errorf("CompileAll = %v, want the bad pattern named", err)
	}
	mu.Lock()
	all = all[:len(all)-1] // the other tests see only good patterns
	mu.Unlock()
	defer func() {
		if recover() == nil {
			t.Error("a bad pattern's first use did not panic")
		}
	}()
	bad.MatchString("x")
}
