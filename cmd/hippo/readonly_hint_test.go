package main

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/internal/rawstore"
	"github.com/hippo-mem/hippo/internal/teststore"
	"github.com/hippo-mem/hippo/store"
)

// The hint for a read-only store says what still works there: for a store
// at this schema, recall, list and stats; for an older store, which hippo
// must migrate before it can read it, nothing, so it must not say that
// recall works, and it names the way out. The store is opened read-only by
// option, as a read-only data dir opens it, so the test needs no chmod and
// holds for root as well.
func TestReadOnlyHintSaysWhatWorks(t *testing.T) {
	ctx := context.Background()
	for _, older := range []bool{false, true} {
		t.Run(map[bool]string{false: "current schema", true: "older schema"}[older], func(t *testing.T) {
			s, dir := teststore.Open(t)
			if _, err := s.Add(ctx, store.NewMemory{Text: "the ledger service rotates its keys monthly", Kind: "fact"}); err != nil {
				t.Fatal(err)
			}
			if older {
				rawstore.Exec(t, filepath.Join(dir, store.DBFile), rawstore.V5...)
			}
			ro, err := store.Open(ctx, dir, store.Options{ReadOnly: true})
			if err == nil {
				defer ro.Close()
				_, err = ro.Add(ctx, store.NewMemory{Text: "the ledger service rotates its keys weekly", Kind: "fact"})
			}
			if !errors.Is(err, store.ErrReadOnly) {
				t.Fatalf("want a read-only refusal, got %v", err)
			}
			hint := hintFor(err)
			if says := strings.Contains(hint, "recall, list and stats work"); says == older {
				t.Errorf("hint %q: says recall works %v, want %v", hint, says, !older)
			}
			if older && (!strings.Contains(hint, "migrate") || !strings.Contains(hint, "writable")) {
				t.Errorf("hint %q: want it to say the store must be migrated, and how (make it writable)", hint)
			}
		})
	}
}
