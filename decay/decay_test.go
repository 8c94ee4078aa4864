package decay_test

import (
	"math"
	"testing"

	"github.com/hippo-mem/hippo/decay"
)

func TestStrength(t *testing.T) {
	for _, tt := range []struct {
		name            string
		days, stability float64
		want            float64
	}{
		{"zero elapsed", 0, 7, 1},
		{"clock went backwards", -3, 7, 1},
		{"one stability later", 7, 7, math.Exp(-1)},
		{"thirty days curated", 30, 30, math.Exp(-1)},
		{"zero stability", 1, 0, 0},
		{"exactly at retrieval floor", decay.DaysToFloor(7, decay.RetrievalFloor), 7, decay.RetrievalFloor},
		{"exactly at deletion floor", decay.DaysToFloor(30, decay.DeletionFloor), 30, decay.DeletionFloor},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := decay.Strength(tt.days, tt.stability); math.Abs(got-tt.want) > 1e-12 {
				t.Errorf("Strength(%v, %v) = %v, want %v", tt.days, tt.stability, got, tt.want)
			}
		})
	}
}

func TestReinforceAndConfirm(t *testing.T) {
	for _, tt := range []struct {
		name            string
		fn              func(s, b float64) float64
		stability, base float64
		want            float64
	}{
		{"recall grows x1.5", decay.Reinforce, 7, 7, 10.5},
		{"confirm grows x2.5", decay.Confirm, 7, 7, 17.5},
		{"recall just below cap", decay.Reinforce, 60, 7, 70},
		{"recall at cap stays", decay.Reinforce, 70, 7, 70},
		{"confirm clipped to cap", decay.Confirm, 50, 30, 125},
		{"confirm at cap stays", decay.Confirm, 300, 30, 300},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.fn(tt.stability, tt.base); math.Abs(got-tt.want) > 1e-9 {
				t.Errorf("got %v, want %v (stability %v, base %v)", got, tt.want, tt.stability, tt.base)
			}
		})
	}
}

func TestBaseStability(t *testing.T) {
	for _, tt := range []struct {
		origin string
		kind   decay.Kind
		days   float64
		typ    decay.MemoryType
	}{
		{"summary", "event", decay.CuratedStability, decay.TypeCurated},
		{"jot", "event", decay.EpisodicStability, decay.TypeEpisodic},
		{"capture", "event", decay.EpisodicStability, decay.TypeEpisodic},
		{"jot", "convention", decay.CuratedStability, decay.TypeCurated},
		{"capture", "decision", decay.CuratedStability, decay.TypeCurated},
		{"jot", "preference", decay.CuratedStability, decay.TypeCurated},
		{"capture", "feedback", decay.CuratedStability, decay.TypeCurated},
		{"jot", "fact", decay.CuratedStability, decay.TypeCurated},
	} {
		days, typ := decay.BaseStability(tt.origin, tt.kind)
		if days != tt.days || typ != tt.typ {
			t.Errorf("BaseStability(%q, %q) = %v, %q; want %v, %q", tt.origin, tt.kind, days, typ, tt.days, tt.typ)
		}
	}
}

func TestPromoted(t *testing.T) {
	for _, tt := range []struct {
		typ             decay.MemoryType
		stability, base float64
		want            bool
	}{
		{decay.TypeEpisodic, 7*decay.PromotionFactor - 0.01, 7, false},
		{decay.TypeEpisodic, 7 * decay.PromotionFactor, 7, true},
		{decay.TypeCurated, 300, 30, false},
		{decay.TypeSemantic, 70, 7, false},
	} {
		if got := decay.Promoted(tt.typ, tt.stability, tt.base); got != tt.want {
			t.Errorf("Promoted(%q, %v, %v) = %v, want %v", tt.typ, tt.stability, tt.base, got, tt.want)
		}
	}
}

func TestDocumentedDays(t *testing.T) {
	// The README quotes these figures; keep them true.
	for _, tt := range []struct {
		name             string
		stability, floor float64
		wantDay          int // first whole day past the floor
	}{
		{"event leaves recall", decay.EpisodicStability, decay.RetrievalFloor, 17},
		{"event archived", decay.EpisodicStability, decay.DeletionFloor, 28},
		{"curated leaves recall", decay.CuratedStability, decay.RetrievalFloor, 70},
		{"curated archived", decay.CuratedStability, decay.DeletionFloor, 118},
	} {
		if got := int(math.Ceil(decay.DaysToFloor(tt.stability, tt.floor))); got != tt.wantDay {
			t.Errorf("%s: day %d, want %d", tt.name, got, tt.wantDay)
		}
	}
}

func TestKind(t *testing.T) {
	for _, tt := range []struct {
		kind           decay.Kind
		valid, durable bool
	}{
		{decay.KindEvent, true, false},
		{decay.KindFact, true, true},
		{decay.KindFeedback, true, true},
		{"", false, false},
		{"rumour", false, false},
	} {
		if got := tt.kind.Valid(); got != tt.valid {
			t.Errorf("Kind(%q).Valid() = %v, want %v", tt.kind, got, tt.valid)
		}
		if got := tt.kind.Durable(); got != tt.durable {
			t.Errorf("Kind(%q).Durable() = %v, want %v", tt.kind, got, tt.durable)
		}
	}
	if got, want := decay.KindList(), "event, fact, preference, convention, decision, fix, feedback"; got != want {
		t.Errorf("KindList() = %q, want %q", got, want)
	}
}
