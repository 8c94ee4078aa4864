package store

import (
	"context"
	"testing"

	"github.com/hippo-mem/hippo/decay"
)

// addBulk stores texts as jotted facts in one transaction (Restore) and
// checkpoints the WAL into the file, as many Adds would have left it. It is
// for fixtures whose size, not their way in, is what a test needs: one Add a
// memory (the gate's reads, a commit and its fsync each) was most of the
// time of the tests that seed hundreds, under -race.
func addBulk(tb testing.TB, s *Store, texts []string) []Memory {
	tb.Helper()
	now := s.now().UTC()
	base, tier := decay.BaseStability(string(OriginJot), decay.KindFact)
	rows := make([]Row, len(texts))
	mems := make([]Memory, len(texts))
	for i, text := range texts {
		mems[i] = Memory{ID: newID(now), Text: text, Kind: decay.KindFact, Origin: OriginJot, Speaker: SpeakerCLI,
			CreatedAt: now, StatedAt: now, LastAccessed: now, LastReinforcedAt: now, Stability: base, BaseStability: base,
			MemoryType: tier, SchemaVersion: SchemaVersion}
		rows[i] = Row{Memory: mems[i]}
	}
	ctx := context.Background()
	if _, err := s.Restore(ctx, RestorePlan{Insert: rows}); err != nil {
		tb.Fatal(err)
	}
	if _, err := s.checkpoint(ctx); err != nil {
		tb.Fatal(err)
	}
	return mems
}
