package redact

import (
	"strings"
	"sync"
)

// Every detector starts only where a literal anchor occurs (see the package
// doc). This file holds the two ways they walk the text to those anchors,
// so each detector says what its anchor is and what it does there, not how
// to step through a 10 MB paste.

// finder is how a detector finds its anchor in what is left of the text:
// the offset of the first occurrence, or -1.
type finder func(s string) int

// literal finds one string.
func literal(a string) finder { return func(s string) int { return strings.Index(s, a) } }

// anyOf finds any of the bytes in chars.
func anyOf(chars string) finder { return func(s string) int { return strings.IndexAny(s, chars) } }

// scan calls visit at each offset of text where find finds the anchor, in
// order. visit returns the offset to go on from: past what it consumed, or
// the anchor's offset + 1 to look for the next one; the scan always moves
// forward, so a visit that returns less cannot make it loop.
func scan(text string, find finder, visit func(i int) (next int)) {
	for off := 0; off < len(text); {
		i := find(text[off:])
		if i < 0 {
			return
		}
		off = max(off+i+1, visit(off+i))
	}
}

// containsAnyOf says whether s holds any of subs: the cheap test a detector
// makes before it runs an expression.
func containsAnyOf(s string, subs ...string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

// pairTable finds many anchors in one pass: it holds, for each pair of
// bytes, 1 + the index of the group of entries whose key opens with them
// (0: none). An array lookup a byte, where a map's hashing cost 0.2 s on a
// 10 MB paste.
type pairTable[T any] struct {
	at     [1 << 16]uint16
	groups [][]T
}

// lazyTable is a pairTable of items, each filed under the first two bytes
// of its key, built the first time it is asked for: a table holds 128 KB,
// which a program that never redacts should not pay for.
func lazyTable[T any](items []T, key func(T) string) func() *pairTable[T] {
	return sync.OnceValue(func() *pairTable[T] {
		x := &pairTable[T]{}
		for _, v := range items {
			x.add(key(v), v)
		}
		return x
	})
}

// add files v under the first two bytes of key.
func (x *pairTable[T]) add(key string, v T) {
	k := int(key[0])<<8 | int(key[1])
	if x.at[k] == 0 {
		x.groups = append(x.groups, nil)
		x.at[k] = uint16(len(x.groups))
	}
	x.groups[x.at[k]-1] = append(x.groups[x.at[k]-1], v)
}

// scan calls visit at each offset of text whose two bytes open a key, with
// the entries filed there. visit returns the offset to go on from, as
// scan's does.
func (x *pairTable[T]) scan(text string, visit func(i int, group []T) (next int)) {
	for i := 0; i+1 < len(text); {
		g := x.at[int(text[i])<<8|int(text[i+1])]
		if g == 0 {
			i++
			continue
		}
		i = max(i+1, visit(i, x.groups[g-1]))
	}
}
