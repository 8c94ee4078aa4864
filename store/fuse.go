package store

import "math"

// Recall's score is one estimate of P(relevant) per memory, fused from the two
// channels, so that the bands (decay.ConfidentThreshold, ActivationFloor) mean
// the same with and without a model.
//
// The lexical channel's estimate is a logistic model of its evidence
// (LexEvidence), fitted on the tuned retrieval set (testdata/retrieval; the
// fit and its figures are in BENCHMARKS.md). Its inputs are what a match
// proves: the idf-weighted share of the query it covers times the plain
// share of the query's words it holds, that plain share, and how rare the
// matched words are and whether more than one matched, both scaled by the
// square root of the share, so that a long paste matching three rare words
// of twenty is weak evidence. Words no memory holds count only in the plain
// share, once each, so a word the store has never seen lowers the estimate
// by what it is, one word of the query, and cannot outweigh the words that
// match; a prompt about something the store does not know ("why is the sky
// blue" against one memory's "blue-green") stays below the floor because one
// word in two is weak evidence, which the fit measured (1 relevant in 8 such
// candidates).
//
// The semantic channel's estimate is the cosine itself: the bands were set on
// all-MiniLM-L6-v2's cosines, and the only model here is the hand-built test
// model, whose cosines measure nothing real (BENCHMARKS.md shows what a fit on
// it would do). The channels are combined as independent chances to find the
// memory: 1 - (1-lexical)(1-semantic), so a memory both channels find
// outranks one that only one of them finds with the same estimate.

// lexicalFit is the logistic model's intercept and weights, in the order of
// lexicalFeatures.
var lexicalFit = [5]float64{-5.804, 2.454, 1.908, 2.404, 2.348}

func lexicalFeatures(e LexEvidence) [4]float64 {
	share := e.Share()
	several := 0.0
	if e.Matched >= 2 {
		several = 1
	}
	root := math.Sqrt(share)
	return [4]float64{e.Weight * share, share, math.Min(e.Rarity, 3) / 3 * root, several * root}
}

// lexicalProb estimates P(relevant) from lexical evidence; no matched term is no evidence.
func lexicalProb(e LexEvidence) float64 {
	if e.Matched == 0 {
		return 0
	}
	z := lexicalFit[0]
	for i, x := range lexicalFeatures(e) {
		z += lexicalFit[i+1] * x
	}
	return 1 / (1 + math.Exp(-z))
}

// fuse combines the channels' estimates.
func fuse(lexical, semantic float64) float64 {
	return 1 - (1-lexical)*(1-clamp01(semantic))
}
