package redact

import (
	"slices"
	"testing"
)

// scan visits every anchor in order and always moves forward: a visit that
// returns an offset behind it cannot make it loop, and one that returns past
// what it consumed skips the anchors inside.
func TestScan(t *testing.T) {
	var got []int
	scan("a-b--c-", anyOf("-"), func(i int) int { got = append(got, i); return 0 })
	if want := []int{1, 3, 4, 6}; !slices.Equal(got, want) {
		t.Errorf("visits %v, want %v", got, want)
	}
	got = nil
	scan("key=a key=b key=c", literal("key"), func(i int) int { got = append(got, i); return i + 9 })
	if want := []int{0, 12}; !slices.Equal(got, want) {
		t.Errorf("visits %v, want %v (the second anchor lies inside the first's span)", got, want)
	}
}

// A pairTable hands each position the entries whose key opens with its two
// bytes, and only those: the visit checks the rest of the key ("xo" gets
// "xox").
func TestPairTable(t *testing.T) {
	x := &pairTable[string]{}
	for _, k := range []string{"sk-", "sk_", "gh", "xox"} {
		x.add(k, k)
	}
	var got []string
	x.scan("ask sk_live gh xo", func(i int, group []string) int {
		got = append(got, group...)
		return i + 1
	})
	if want := []string{"sk-", "sk_", "sk-", "sk_", "gh", "xox"}; !slices.Equal(got, want) {
		t.Errorf("groups %v, want %v", got, want)
	}
}
