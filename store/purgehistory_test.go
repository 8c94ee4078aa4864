package store

import (
	"context"
	"slices"
	"testing"
	"time"
)

// Check: purging a memory that superseded both the value it replaced and an
// older value captured late (history under it) leaves one of them active:
// the newest stated, with the other superseded by it, and the graph needs
// no repair. Before, both came back and contradicted each other. Control:
// purging a memory that superseded one brings that one back.
func TestPurgeWithHistoryKeepsTheNewestActive(t *testing.T) {
	ctx := context.Background()
	day := time.Date(2026, 10, 1, 0, 0, 0, 0, time.UTC)
	for _, withHistory := range []bool{true, false} {
		s, err := Open(ctx, t.TempDir(), Options{})
		if err != nil {
			t.Fatal(err)
		}
		said := func(text string, days int) NewMemory {
			return NewMemory{Text: text, Kind: "fact", Origin: OriginCapture, Speaker: SpeakerUser, StatedAt: day.AddDate(0, 0, days)}
		}
		a, err := s.Add(ctx, said("the cache TTL is 60 s", 0))
		if err != nil {
			t.Fatal(err)
		}
		b, err := s.Correct(ctx, a.Memory.ID, said("the cache TTL is 300 s", 2))
		if err != nil {
			t.Fatal(err)
		}
		want := a.Memory.ID
		if withHistory {
			c, err := s.AddHistory(ctx, b.Memory.ID, said("the cache TTL is 120 s", 1))
			if err != nil {
				t.Fatal(err)
			}
			want = c.Memory.ID
		}
		rep, err := s.Purge(ctx, []string{b.Memory.ID}, PurgeOptions{})
		if err != nil {
			t.Fatal(err)
		}
		active, err := s.List(ctx, ListOptions{})
		if err != nil {
			t.Fatal(err)
		}
		var ids []string
		for _, m := range active {
			ids = append(ids, m.ID)
		}
		if !slices.Equal(ids, []string{want}) || !slices.Equal(rep.Reactivated, []string{want}) {
			t.Errorf("history %v: active %v, reactivated %v; want only %s", withHistory, ids, rep.Reactivated, want)
		}
		if old, err := s.Get(ctx, a.Memory.ID); withHistory && (err != nil || old.SupersededBy != want) {
			t.Errorf("the oldest value: %+v, %v; want it superseded by %s", old, err, want)
		}
		if repairs, err := s.CheckGraph(ctx); err != nil || len(repairs) > 0 {
			t.Errorf("history %v: graph needs repair: %+v, %v", withHistory, repairs, err)
		}
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
	}
}
