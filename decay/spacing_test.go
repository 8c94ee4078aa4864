package decay_test

import (
	"math"
	"testing"

	"github.com/hippo-mem/hippo/decay"
)

// Check: a recall soon after the last reinforcement earns almost nothing; the
// control, one after SpacingFraction x stability or more, earns the full
// StabilityGrowth; in between the gain is in proportion; the cap still holds.
func TestSpacedReinforce(t *testing.T) {
	const second = 1.0 / 86400
	for _, tt := range []struct {
		name                     string
		stability, base, elapsed float64
		want                     float64
	}{
		{"one second later", 7, 7, second, 7 * (1 + 0.5*second/0.7)},
		{"clock went backwards", 7, 7, -1, 7},
		{"half the spacing interval", 7, 7, 0.35, 7 * 1.25},
		{"full spacing interval", 7, 7, 0.7, 10.5},
		{"days later", 7, 7, 3, 10.5},
		{"interval grows with stability", 30, 7, 1.5, 30 * 1.25},
		{"capped", 60, 7, 30, 70},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := decay.SpacedReinforce(tt.stability, tt.base, tt.elapsed); math.Abs(got-tt.want) > 1e-9 {
				t.Errorf("SpacedReinforce(%v, %v, %v) = %v, want %v", tt.stability, tt.base, tt.elapsed, got, tt.want)
			}
		})
	}
}

// Check: daily recall of an event still reaches the cap, in about two weeks
// (the README's "a memory recalled daily reaches the stability cap"); recall
// every second for a day (86,400 recalls, spaced by nothing) stays far from
// promotion.
func TestSpacingFigures(t *testing.T) {
	daily, days := decay.EpisodicStability, 0
	for ; daily < decay.EpisodicStability*decay.StabilityCapFactor && days < 365; days++ {
		daily = decay.SpacedReinforce(daily, decay.EpisodicStability, 1)
	}
	if days > 21 {
		t.Errorf("daily recall reaches the cap after %d days, want within three weeks", days)
	}
	chatty := decay.EpisodicStability
	for range 86400 {
		chatty = decay.SpacedReinforce(chatty, decay.EpisodicStability, 1.0/86400)
	}
	if decay.Promoted(decay.TypeEpisodic, chatty, decay.EpisodicStability) || chatty > 2*decay.EpisodicStability {
		t.Errorf("a recall every second for a day took stability to %v", chatty)
	}
	t.Logf("daily recall: cap after %d days; a recall a second for a day: stability %.2f", days, chatty)
}
