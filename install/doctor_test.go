package install

import "testing"

func TestCountsTextSaysCountsInWords(t *testing.T) {
	for _, tt := range []struct {
		counts map[string]int
		want   string
	}{
		{map[string]int{"injected": 8}, "8 injected"},
		{map[string]int{"silent": 2, "injected": 8, "failed-open": 2}, "8 injected, 2 failed-open, 2 silent"},
		{map[string]int{}, ""},
	} {
		if got := countsText(tt.counts); got != tt.want {
			t.Errorf("countsText(%v) = %q, want %q", tt.counts, got, tt.want)
		}
	}
}
