package feedback_test

import "testing"

func TestZZDev(t *testing.T) {
	tp, fp, fn := scoreContradictions(t, "/tmp/claims/dev4.jsonl")
	t.Logf("P %.3f R %.3f (%d %d %d)", float64(tp)/float64(max(tp+fp, 1)), float64(tp)/float64(max(tp+fn, 1)), tp, fp, fn)
}
