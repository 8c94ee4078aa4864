package feedback_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/feedback"
	"github.com/hippo-mem/hippo/store"
)

func TestDrafterFor(t *testing.T) {
	dir := t.TempDir()
	if d := feedback.DrafterFor(dir, false); d != nil {
		t.Error("DrafterFor(no settings, not asked) chose a drafter, want nil (offline)")
	}
	if d := feedback.DrafterFor(dir, true); d == nil {
		t.Error("DrafterFor(asked for llm) = nil, want the llm drafter")
	}
}

func TestFinePairResolvesBothFirst(t *testing.T) {
	ctx := context.Background()
	s, data, _ := setup(t)
	add := func(text string) store.Memory { return mustAddFact(t, s, text) }
	five := add("the retry limit for webhooks is 5")
	twelve := add("the retry limit for webhooks is 12")
	if pairs, err := feedback.Contradictions(ctx, s, data); err != nil || len(pairs) != 1 {
		t.Fatalf("before: %+v, %v: want the one pair", pairs, err)
	}
	if err := feedback.FinePair(ctx, s, data, five.ID, "01ZZZZZZZZZZZZZZZZZZZZZZZZ"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("FinePair with an unknown id: %v, want ErrNotFound", err)
	}
	if pairs, err := feedback.Contradictions(ctx, s, data); err != nil || len(pairs) != 1 {
		t.Fatalf("after a failed FinePair: %+v, %v: want the pair still listed", pairs, err)
	}
	if err := feedback.FinePair(ctx, s, data, strings.ToLower(five.ID), twelve.ID); err != nil {
		t.Fatalf("FinePair by lower-case id: %v", err)
	}
	if pairs, err := feedback.Contradictions(ctx, s, data); err != nil || len(pairs) != 0 {
		t.Errorf("after FinePair: %+v, %v: want no pairs", pairs, err)
	}
}

func mustAddFact(t *testing.T, s *store.Store, text string) store.Memory {
	t.Helper()
	r, err := s.Add(context.Background(), store.NewMemory{Text: text, Kind: "fact", Origin: store.OriginJot, Speaker: store.SpeakerCLI})
	if err != nil {
		t.Fatal(err)
	}
	return r.Memory
}
