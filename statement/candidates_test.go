package statement

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/internal/jsonl"
	"github.com/hippo-mem/hippo/internal/race"
)

// TestCandidatesKeepEveryConflict: Candidates must not drop a pair Conflict
// flags. Every statement of the labelled contradiction sets is judged
// against every other (pairs across sets included, which no set labels),
// and each flagged pair must be a candidate. Control: the pairs flagged are
// many, so the check is not empty, and the candidates are far fewer than
// all pairs, so they are not every pair.
func TestCandidatesKeepEveryConflict(t *testing.T) {
	if testing.Short() || race.Enabled {
		t.Skip("judges about two million pairs")
	}
	var claims []Claim
	var texts []string
	paths, _ := filepath.Glob(filepath.Join("..", "feedback", "testdata", "contradictions-*.jsonl"))
	for _, p := range paths {
		if strings.HasSuffix(p, "-check.jsonl") {
			continue // a check half is scored, never read for anything else
		}
		for _, text := range pairTexts(t, p) {
			texts = append(texts, text)
			claims = append(claims, ClaimOf(text))
		}
	}
	cand := map[[2]int]bool{}
	for _, p := range Candidates(claims) {
		cand[p] = true
	}
	flagged, all := 0, len(claims)*(len(claims)-1)/2
	for i := range claims {
		for j := i + 1; j < len(claims); j++ {
			if !Conflict(claims[i], claims[j]) && !Conflict(claims[j], claims[i]) {
				continue
			}
			flagged++
			if !cand[[2]int{i, j}] {
				t.Errorf("conflict not a candidate: %q / %q", texts[i], texts[j])
			}
		}
	}
	t.Logf("%d claims, %d pairs, %d candidates, %d flagged", len(claims), all, len(cand), flagged)
	if flagged < 300 || len(cand) > all/5 {
		t.Errorf("control: %d flagged of %d candidates, %d pairs", flagged, len(cand), all)
	}
}

// pairTexts are the two texts of each labelled pair of a set.
func pairTexts(t *testing.T, path string) []string {
	t.Helper()
	rows, err := jsonl.Read[struct{ A, B struct{ Text string } }](path)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, r := range rows {
		out = append(out, r.A.Text, r.B.Text)
	}
	return out
}
