package statement

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

func TestClaimCacheGenerations(t *testing.T) {
	k := &claimCache{size: 4, recent: map[string]Claim{}}
	texts := make([]string, k.size+2)
	for i := range texts {
		texts[i] = fmt.Sprintf("the retry limit of service %d is %d", i, i)
		k.of(texts[i])
	}
	for _, tc := range []struct {
		name          string
		text          string
		recent, older bool
	}{
		{"last read stays in the newer generation", texts[len(texts)-1], true, false},
		{"first read moved to the older generation", texts[0], false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, recent := k.recent[tc.text]
			_, older := k.older[tc.text]
			if recent != tc.recent || older != tc.older {
				t.Errorf("recent %v older %v, want %v %v", recent, older, tc.recent, tc.older)
			}
		})
	}
	// A text read from the older generation is in use again: it moves to
	// the newer one and survives the next turnover.
	if c := k.of(texts[0]); !sameClaim(c, readClaim(texts[0])) {
		t.Errorf("kept claim of %q differs from a fresh read", texts[0])
	}
	if _, ok := k.recent[texts[0]]; !ok {
		t.Errorf("a text read from the older generation was not moved to the newer")
	}
	if len(k.recent) > k.size || len(k.older) > k.size {
		t.Errorf("generations of %d and %d claims, bound %d", len(k.recent), len(k.older), k.size)
	}
}

// ClaimOf hands out copies of one kept claim, which share its slices and
// maps, so a judge that wrote into a claim it was given would change the
// claim every later caller of that text gets. The first pairs of every
// studied contradiction set are judged both ways, in a project and out of
// one, and by Candidates; then each kept claim must still equal a fresh
// read of its text. Control: a claim changed in place is caught.
func TestClaimsUnchangedByUse(t *testing.T) {
	paths, _ := filepath.Glob(filepath.Join("..", "feedback", "testdata", "contradictions-*.jsonl"))
	read := 0
	for _, p := range paths {
		if strings.HasSuffix(p, "-check.jsonl") {
			continue // a check half is scored, never read for anything else
		}
		texts := pairTexts(t, p)
		texts = texts[:min(len(texts), 2*pairsJudged)]
		read += len(texts)
		judgeAll(texts)
		if changed := changedClaims(texts); len(changed) > 0 {
			t.Errorf("%s: %d claims changed by their use, first %q", filepath.Base(p), len(changed), changed[0])
		}
	}
	if read < 1000 {
		t.Fatalf("control: %d texts read, want a thousand or more", read)
	}
	c := ClaimOf("Celery handles async tasks")
	saved := c.stems[0]
	c.stems[0] = "changed"
	defer func() { c.stems[0] = saved }()
	if changed := changedClaims([]string{"Celery handles async tasks"}); len(changed) != 1 {
		t.Errorf("control: a claim changed in place was not caught")
	}
}

// pairsJudged is how many pairs of each set TestClaimsUnchangedByUse
// judges: every set's shapes, in seconds under the race detector.
const pairsJudged = 20

// judgeAll judges each pair of texts (consecutive texts are a labelled
// pair) both ways, bare and in a project, and the whole batch by
// Candidates, as capture and review do.
func judgeAll(texts []string) {
	var all []Claim
	for i := 0; i+1 < len(texts); i += 2 {
		a, b := ClaimOf(texts[i]), ClaimOf(texts[i+1])
		Conflict(a, b)
		Conflict(b, a)
		pa, pb := a.InProject("billing-api"), b.InProject("billing-api")
		Conflict(pa, pb)
		Conflict(pb, pa)
		all = append(all, a, b)
	}
	Candidates(all)
}

// changedClaims are the texts whose kept claim no longer equals a fresh
// read of the text.
func changedClaims(texts []string) []string {
	var changed []string
	for _, text := range texts {
		if !sameClaim(ClaimOf(text), readClaim(text)) {
			changed = append(changed, text)
		}
	}
	return changed
}

// sameClaim compares two claims as printed: a version's or a date's number
// is NaN, which reflect.DeepEqual finds equal to nothing, itself included.
func sameClaim(a, b Claim) bool {
	return fmt.Sprintf("%#v", a) == fmt.Sprintf("%#v", b)
}
