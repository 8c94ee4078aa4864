package statement

import (
	"slices"
	"strings"
)

// siblingHeads reports whether a and b are each of a thing named by an
// address at its head, two siblings that differ in one part of their
// names: "ledger.balances" and "ledger.postings" (two topics),
// "config/dev.yaml" and "config/prod.yaml" (two files), "eu.api.acme.io"
// and "us.api.acme.io" (two hosts). What each says of its own, however it
// differs, is of another thing. A claim that names the other's address
// too ("ledger.postings, not ledger.balances, has 12 partitions", a
// rename) is of both, and left to the rest.
func siblingHeads(a, b Claim) bool {
	x, okx := headAddress(a)
	y, oky := headAddress(b)
	return okx && oky && oneNamePartApart(x.v, y.v) && !overlap(y.stems, a.stems) && !overlap(x.stems, b.stems)
}

// headAddress is the address among c's values that is a word of its
// subject's head, if there is one.
func headAddress(c Claim) (typed, bool) {
	i := slices.IndexFunc(c.typed.stated, func(t typed) bool { return t.kind == "address" && overlap(t.stems, c.headWords) })
	if i < 0 {
		return typed{}, false
	}
	return c.typed.stated[i], true
}

// oneNamePartApart reports whether two addresses split into as many parts
// at their dots and slashes and differ in exactly one of them.
func oneNamePartApart(x, y string) bool {
	split := func(s string) []string {
		return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return r == '.' || r == '/' })
	}
	xs, ys := split(x), split(y)
	if len(xs) != len(ys) || len(xs) < 2 {
		return false
	}
	apart := 0
	for i := range xs {
		if xs[i] != ys[i] {
			apart++
		}
	}
	return apart == 1
}
