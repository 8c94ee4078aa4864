// Package decay owns hippo's model of forgetting: how strong a memory is after a
// given time unused, how use and confirmation make it last longer, when an
// episodic memory is promoted, and the floors and thresholds that recall, prune,
// cold recall and tombstones act on, and the vocabulary those depend on: a
// memory's Kind and MemoryType. It is pure maths over named constants and
// imports nothing outside the standard library's math, slices and strings, so
// every other package can depend on it.
//
// strength = exp(-days_since_last_access / stability_days), in (0, 1].
// Use multiplies stability (never strength), so a memory that is used often
// fades more slowly but can never score above its relevance.
package decay

import (
	"math"
	"slices"
	"strings"
)

// Base stability in days, by where a memory came from and what it says.
const (
	// EpisodicStability is for events ("deployed v2 today"): an event is news
	// for days, not months, so an unused one leaves recall (RetrievalFloor)
	// after 7 x ln 10, about 16 days.
	EpisodicStability = 7.0
	// CuratedStability is for session summaries, written on purpose to be kept,
	// and is the minimum for durable kinds: a convention stated once must not
	// leave recall after two unused weeks. At 30 days it stays recallable for
	// ~69 days unused.
	CuratedStability = 30.0
)

// Reinforcement.
const (
	// StabilityGrowth multiplies stability each time a memory is actually shown
	// (stated or hedged). Near-misses below the bands are not reinforced.
	StabilityGrowth = 1.5
	// ConfirmGrowth multiplies stability when the user or agent says the memory
	// was useful: a stronger signal than being shown.
	ConfirmGrowth = 2.5
	// StabilityCapFactor caps stability at this multiple of the base, so a memory
	// used heavily once still fades if it stops being used: at the cap an event
	// leaves recall after ~160 unused days, a durable memory after ~690.
	StabilityCapFactor = 10.0
	// PromotionFactor: an episodic memory whose stability has grown to this
	// multiple of its base has proved itself across several recalls (four recalls
	// at x1.5 reach 5.06x) and becomes semantic, one consolidation level up.
	// Promotion changes the tier, never the text.
	PromotionFactor = 4.0
)

// Spaced reinforcement. Recalling a memory again while it is still fresh
// teaches little (the spacing effect of spaced repetition): measured on
// hippo before this rule, eight identical prompts within one second took an
// event from 7 to 70 days and promoted it to semantic, so one chatty session
// made a passing event permanent. The store also counts at most one gain per
// memory per session (see UnsessionedSpacingHours for calls with none).
const (
	// SpacingFraction: a recall earns the full StabilityGrowth once this
	// fraction of the memory's current stability has passed since it was last
	// reinforced; sooner, the growth shrinks in proportion to the time that
	// did pass. At 0.1 x stability the memory's strength has fallen to
	// exp(-0.1) = 0.90, the point from which a recall is no longer a repeat
	// of what is still in mind. An event (7 days) recalled once a day still
	// earns the full x1.5 for its first days and reaches the cap in about two
	// weeks; a second recall one second later earns about 1.7e-5 of it.
	// As stability grows the interval that earns full growth grows with it,
	// as spaced-repetition intervals do. However often a memory is recalled,
	// its stability grows by at most (StabilityGrowth-1) / SpacingFraction =
	// 5 days per day that passes (a recall every second for a day: 7 -> 12).
	SpacingFraction = 0.1
	// UnsessionedSpacingHours: a recall that carries no session (the CLI's
	// recall, an MCP client) counts at most once per memory in this many
	// hours, about one sitting at the keyboard, since there is no session to
	// count once per.
	UnsessionedSpacingHours = 1.0
)

// Floors and thresholds.
const (
	// RetrievalFloor: below this strength a memory never appears in ordinary recall.
	RetrievalFloor = 0.1
	// DeletionFloor: below this strength prune archives the memory (reversible).
	DeletionFloor = 0.02
	// ColdRevivalThreshold: cold recall ignores strength and needs at least this
	// raw similarity, so only a specific cue reaches an archived memory.
	ColdRevivalThreshold = 0.6
	// TombstoneMatchThreshold: a write at least this similar to a tombstoned claim
	// is refused, unless it differs in a value or by a negation (a correction).
	TombstoneMatchThreshold = 0.82
)

// Recall bands, applied to score = similarity x strength x topic boost.
const (
	ConfidentThreshold = 0.35 // at or above: stated plainly
	ActivationFloor    = 0.15 // from here up to Confident: offered as uncertain; below: silent
	// TopicBoost multiplies the score of a memory from the caller's own topic. It
	// boosts and never filters: other projects' memories still rank, lower.
	TopicBoost = 1.5
)

// MemoryType is a memory's tier, which sets how it fades and when it is
// promoted.
type MemoryType string

// Memory types.
const (
	TypeEpisodic MemoryType = "episodic" // an event: fades in about two weeks unused
	TypeCurated  MemoryType = "curated"  // a summary or a durable kind: the curated stability
	TypeSemantic MemoryType = "semantic" // an episodic memory promoted by use
)

// Kind is what a memory states. It lives here, in the domain root, because
// the kind sets how long a memory lasts (see BaseStability); the store
// validates it, and capture picks it and asks the LLM extractor for it.
type Kind string

// Kinds a memory can have.
const (
	KindEvent      Kind = "event" // the only kind not meant to last
	KindFact       Kind = "fact"
	KindPreference Kind = "preference"
	KindConvention Kind = "convention"
	KindDecision   Kind = "decision"
	KindFix        Kind = "fix"
	KindFeedback   Kind = "feedback"
)

// Kinds lists every kind, in the order help text and errors show them.
var Kinds = []Kind{KindEvent, KindFact, KindPreference, KindConvention, KindDecision, KindFix, KindFeedback}

// KindList renders Kinds for help text and errors: "event, fact, ...".
func KindList() string {
	names := make([]string, len(Kinds))
	for i, k := range Kinds {
		names[i] = string(k)
	}
	return strings.Join(names, ", ")
}

// Valid reports whether k is one of Kinds.
func (k Kind) Valid() bool { return slices.Contains(Kinds, k) }

// Durable reports whether k states something meant to last, so that it gets
// at least the curated stability even when jotted or captured.
func (k Kind) Durable() bool { return k != KindEvent && k.Valid() }

// Strength is exp(-days/stability), in (0, 1]. A clock that went backwards
// (negative days) counts as no time passed; a non-positive stability is treated
// as fully decayed rather than dividing by zero.
func Strength(days, stability float64) float64 {
	if days <= 0 {
		return 1
	}
	if stability <= 0 {
		return 0
	}
	return math.Exp(-days / stability)
}

// Reinforce returns the stability after one recall hit that was shown.
func Reinforce(stability, base float64) float64 {
	return grow(stability, base, StabilityGrowth)
}

// SpacedReinforce returns the stability after one shown recall that came
// elapsedDays after the memory was last reinforced: the StabilityGrowth gain
// scaled by min(1, elapsed / (SpacingFraction x stability)), capped like
// Reinforce. A clock that went backwards counts as no time passed.
func SpacedReinforce(stability, base, elapsedDays float64) float64 {
	return grow(stability, base, 1+(StabilityGrowth-1)*SpacingWeight(stability, elapsedDays))
}

// SpacingWeight is the share, in [0, 1], of the full StabilityGrowth gain that
// a recall elapsedDays after the last reinforcement earns.
func SpacingWeight(stability, elapsedDays float64) float64 {
	full := stability * SpacingFraction
	if full <= 0 {
		return 1
	}
	return math.Min(1, math.Max(0, elapsedDays)/full)
}

// Confirm returns the stability after an explicit "this was useful". It is
// not spaced: a person saying the memory helped is news each time.
func Confirm(stability, base float64) float64 {
	return grow(stability, base, ConfirmGrowth)
}

func grow(stability, base, factor float64) float64 {
	return math.Min(stability*factor, base*StabilityCapFactor)
}

// Promoted reports whether an episodic memory with this stability has earned the
// semantic tier.
func Promoted(memoryType MemoryType, stability, base float64) bool {
	return memoryType == TypeEpisodic && stability >= base*PromotionFactor
}

// BaseStability gives a new memory's stability in days and its memory type.
// Ingested summaries are curated (30 days); jotted or captured events are
// episodic (7 days); durable kinds get the curated 30 days whatever their origin.
func BaseStability(origin string, kind Kind) (days float64, memoryType MemoryType) {
	switch {
	case origin == "summary": // store.OriginSummary, which decay cannot import
		return CuratedStability, TypeCurated
	case kind.Durable():
		return CuratedStability, TypeCurated
	default:
		return EpisodicStability, TypeEpisodic
	}
}

// DaysToFloor is how many unused days take a memory of this stability from
// strength 1 down to floor: the day it leaves recall or is archived.
func DaysToFloor(stability, floor float64) float64 {
	return -stability * math.Log(floor)
}
