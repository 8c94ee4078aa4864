package plural_test

import (
	"testing"

	"github.com/hippo-mem/hippo/internal/plural"
)

func TestCount(t *testing.T) {
	for _, tt := range []struct {
		n         int
		one, many string
		want      string
	}{
		{0, "memory", "memories", "0 memories"},
		{1, "memory", "memories", "1 memory"},
		{2, "memory", "memories", "2 memories"},
		{1, "entry", "entries", "1 entry"},
		{21, "entry", "entries", "21 entries"},
	} {
		if got := plural.Count(tt.n, tt.one, tt.many); got != tt.want {
			t.Errorf("Count(%d, %q, %q) = %q, want %q", tt.n, tt.one, tt.many, got, tt.want)
		}
	}
}
