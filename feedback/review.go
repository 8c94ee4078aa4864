package feedback

import (
	"context"
	"errors"

	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/internal/claudep"
	"github.com/hippo-mem/hippo/store"
)

// DrafterFor picks how new drafts are phrased: by "claude -p" when the caller
// asks for it or the data dir's settings choose it, else nil, which Find takes
// as the offline Deterministic drafter. Unreadable settings choose nothing:
// phrasing is a nicety, and the offline drafter always works.
func DrafterFor(dataDir string, useLLM bool) Drafter {
	settings, _ := config.Load(dataDir)
	if !useLLM && settings.FeedbackDrafter != "llm" {
		return nil
	}
	return LLMDrafter(claudep.Options{Model: settings.CaptureLLMModel})
}

// FinePair marks a flagged pair, named by ids or unique prefixes, as not a
// contradiction. Both ids are resolved first, so a typo marks nothing.
func FinePair(ctx context.Context, s *store.Store, dataDir, idA, idB string) error {
	a, errA := s.Get(ctx, idA)
	b, errB := s.Get(ctx, idB)
	if err := errors.Join(errA, errB); err != nil {
		return err
	}
	return MarkFine(dataDir, a.ID, b.ID)
}
