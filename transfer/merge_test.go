package transfer

import (
	"testing"
	"time"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/store"
)

// TestMergeMemory: the same memory from two stores keeps the larger
// stability (with its tier), the later access and reinforcement, the larger
// access count, and the pin and archive state of the side touched last;
// merging either way round gives the same memory, so two stores converge.
func TestMergeMemory(t *testing.T) {
	t0 := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	base := store.Memory{ID: "01M8QBTF7ABDXZTQ", Text: "the retry limit is 5", Stability: 30, BaseStability: 30,
		MemoryType: decay.TypeCurated, LastAccessed: t0, LastReinforcedAt: t0, AccessCount: 2}
	with := func(f func(*store.Memory)) store.Memory { m := base; f(&m); return m }
	for _, tt := range []struct {
		name    string
		a, b    store.Memory
		want    store.Memory
		changed bool // merging b into a changes a
	}{
		{"identical", base, base, base, false},
		{"larger stability and its tier",
			base, with(func(m *store.Memory) { m.Stability, m.MemoryType, m.ConsolidationLevel = 75, decay.TypeSemantic, 1 }),
			with(func(m *store.Memory) { m.Stability, m.MemoryType, m.ConsolidationLevel = 75, decay.TypeSemantic, 1 }), true},
		{"later access, more accesses",
			base, with(func(m *store.Memory) { m.LastAccessed, m.AccessCount = t0.Add(time.Hour), 9 }),
			with(func(m *store.Memory) { m.LastAccessed, m.AccessCount = t0.Add(time.Hour), 9 }), true},
		{"revived after the other side archived it",
			with(func(m *store.Memory) { m.Archived, m.ArchivedAt = true, t0.Add(time.Hour) }),
			with(func(m *store.Memory) { m.LastAccessed = t0.Add(2 * time.Hour) }),
			with(func(m *store.Memory) { m.LastAccessed = t0.Add(2 * time.Hour) }), true},
		{"archived after the other side last used it",
			with(func(m *store.Memory) { m.Archived, m.ArchivedAt = true, t0.Add(3*time.Hour) }),
			with(func(m *store.Memory) { m.LastAccessed = t0.Add(2 * time.Hour) }),
			with(func(m *store.Memory) {
				m.Archived, m.ArchivedAt, m.LastAccessed = true, t0.Add(3*time.Hour), t0.Add(2*time.Hour)
			}), true},
		{"pinned on one side at the same instant", base, with(func(m *store.Memory) { m.Pinned = true }),
			with(func(m *store.Memory) { m.Pinned = true }), true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ab, changed := mergeMemory(tt.a, tt.b)
			ba, _ := mergeMemory(tt.b, tt.a)
			if !sameMerged(ab, tt.want) || changed != tt.changed {
				t.Errorf("merge(a, b) = %+v (changed %v), want %+v (changed %v)", ab, changed, tt.want, tt.changed)
			}
			if !sameMerged(ab, ba) {
				t.Errorf("merge is not symmetric:\n%+v\n%+v", ab, ba)
			}
		})
	}
}

// TestSurvivor: of two restatements, the earlier statement survives, then
// the lower id; exactly one of each pair does.
func TestSurvivor(t *testing.T) {
	t0 := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	for _, tt := range []struct {
		name string
		a, b store.Memory
		want bool
	}{
		{"earlier statement", store.Memory{ID: "2", StatedAt: t0}, store.Memory{ID: "1", StatedAt: t0.Add(time.Millisecond)}, true},
		{"later statement", store.Memory{ID: "1", StatedAt: t0.Add(time.Second)}, store.Memory{ID: "2", StatedAt: t0}, false},
		{"same instant, lower id", store.Memory{ID: "1", StatedAt: t0}, store.Memory{ID: "2", StatedAt: t0}, true},
		{"same instant, higher id", store.Memory{ID: "2", StatedAt: t0}, store.Memory{ID: "1", StatedAt: t0}, false},
	} {
		if got := survives(tt.a, tt.b); got != tt.want || survives(tt.b, tt.a) == got {
			t.Errorf("%s: survives = %v, want %v, and the reverse the opposite", tt.name, got, tt.want)
		}
	}
}
