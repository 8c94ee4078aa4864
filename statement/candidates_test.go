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

// TestReadableAsVersion: a claim's values may be another's version when
// they are numbers (and names of places or currencies) only: one number,
// dotted or not, or several with a dotted one among them. A product, an
// amount with a unit or a set of plain numbers is no version of another's.
func TestReadableAsVersion(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"the staging cluster is still on 1.28", true},
		{"minSdk is 26", true},
		{"we pin 3.11 in 2 of the images", true},
		{"the pool has 10 workers and 4 spares", false},
		{"the cache lives in Redis 7", false},
		{"uploads are capped at 20MB", false},
		{"the docs site is written in prose", false},
	} {
		if got := readableAsVersion(ClaimOf(c.text).typed.stated); got != c.want {
			t.Errorf("readableAsVersion(%q) = %v, want %v (%+v)", c.text, got, c.want, ClaimOf(c.text).typed.stated)
		}
	}
}
