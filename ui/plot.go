package ui

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/frame"
	"github.com/hippo-mem/hippo/store"
)

// The plot's frame, in SVG units.
const (
	plotW, plotH               = 960, 260
	plotLeft, plotRight        = 44, 944
	plotTop, plotBottom        = 16, 232
	minStrength                = 0.01 // the bottom of the log scale, below the archive floor
	samplesPerSegment          = 48
	projectionDaysWhenPinned   = 30.0
	minimumSpanDays            = 1.0
	secondsPerDay              = 86400.0
	anchorAfterLastEventWithin = time.Second
)

type plotMark struct {
	X, Y float64
	Kind store.EventKind
	When string
}

type plotLine struct {
	Y     float64
	Label string
}

type plotTick struct {
	X             float64
	Label, Anchor string // Anchor keeps the first and last labels inside the frame
}

// plot is a memory's strength over time, ready for the SVG in memory.html.
type plot struct {
	W, H, Left, Right, Top, Bottom int
	Past, Future                   string // polyline points
	Marks                          []plotMark
	Grid                           []plotLine
	Ticks                          []plotTick
	NowX, RetrievalY, ArchiveY     float64
	RetrievalFloor, ArchiveFloor   float64
	Projection                     string // when it leaves recall and is archived, in words
}

// anchor is a moment the memory's decay restarted: from at, its strength is
// decay.Strength(days since at, stability), or 1 while pinned.
type anchor struct {
	at        time.Time
	stability float64
	pinned    bool
}

// anchors replays a memory's history into the moments its decay restarted.
// Every event but an archive marks the memory accessed (so decay restarts
// there with the stability the event left); a pin holds it at 1 until the
// unpin. The memory's own row is the last word: a store from before the
// history began, or an access the history does not hold, ends in an anchor
// at its last access with its current stability.
func anchors(m store.Memory, hist []store.StrengthEvent) []anchor {
	out := []anchor{{at: m.CreatedAt, stability: m.BaseStability}}
	pinned := false
	for _, e := range hist {
		switch e.Kind {
		case store.EventArchive:
			continue
		case store.EventPin:
			pinned = true
		case store.EventUnpin:
			pinned = false
		}
		out = append(out, anchor{at: e.At, stability: e.Stability, pinned: pinned})
	}
	last := out[len(out)-1]
	if m.LastAccessed.Sub(last.at) > anchorAfterLastEventWithin || last.pinned != m.Pinned || last.stability != m.Stability {
		at := m.LastAccessed
		if at.Before(last.at) {
			at = last.at
		}
		out = append(out, anchor{at: at, stability: m.Stability, pinned: m.Pinned})
	}
	return out
}

// strengthAt is the strength at t along the anchors.
func strengthAt(as []anchor, t time.Time) float64 {
	a := as[0]
	for _, x := range as {
		if x.at.After(t) {
			break
		}
		a = x
	}
	if a.pinned {
		return 1
	}
	return decay.Strength(t.Sub(a.at).Hours()/24, a.stability)
}

// plotStrength draws m's strength from its creation to the day it would be
// archived if nothing used it again: the past from its history, the future
// projected from now with decay's own maths, down to decay.RetrievalFloor
// (it leaves recall) and decay.DeletionFloor (prune archives it).
func plotStrength(m store.Memory, hist []store.StrengthEvent, now time.Time) plot {
	as := anchors(m, hist)
	last := as[len(as)-1]
	end := now.Add(time.Duration(projectionDaysWhenPinned * 24 * float64(time.Hour)))
	p := plot{W: plotW, H: plotH, Left: plotLeft, Right: plotRight, Top: plotTop, Bottom: plotBottom,
		RetrievalFloor: decay.RetrievalFloor, ArchiveFloor: decay.DeletionFloor,
		RetrievalY: round(yOf(decay.RetrievalFloor)), ArchiveY: round(yOf(decay.DeletionFloor))}
	if !last.pinned && !m.Archived {
		leave := last.at.Add(days(decay.DaysToFloor(last.stability, decay.RetrievalFloor)))
		archive := last.at.Add(days(decay.DaysToFloor(last.stability, decay.DeletionFloor)))
		end = archive.Add(days(decay.DaysToFloor(last.stability, decay.DeletionFloor) / 20))
		p.Projection = fmt.Sprintf("If nothing uses it again, it leaves recall %s and prune archives it %s (stability %.1f days).",
			when(leave, now), when(archive, now), last.stability)
	} else if last.pinned {
		p.Projection = "Pinned: it does not decay."
	} else {
		p.Projection = "Archived: out of recall until revived."
	}
	start := m.CreatedAt
	if end.Sub(start).Hours()/24 < minimumSpanDays {
		end = start.Add(days(minimumSpanDays))
	}
	if now.After(end) {
		end = now
	}
	x := func(t time.Time) float64 {
		return plotLeft + (plotRight-plotLeft)*t.Sub(start).Seconds()/end.Sub(start).Seconds()
	}
	p.Past = polyline(as, start, now, x)
	p.Future = polyline(as, now, end, x)
	p.NowX = round(x(now))
	for _, e := range hist {
		p.Marks = append(p.Marks, plotMark{X: round(x(e.At)), Y: round(yOf(strengthAt(as, e.At))), Kind: e.Kind, When: e.At.Format(time.DateTime)})
	}
	for _, s := range []float64{1, 0.5, 0.2} {
		p.Grid = append(p.Grid, plotLine{Y: round(yOf(s)), Label: fmt.Sprint(s)})
	}
	for i := 0; i <= 4; i++ {
		t := start.Add(time.Duration(float64(end.Sub(start)) * float64(i) / 4))
		anchor := map[int]string{0: "start", 4: "end"}[i]
		if anchor == "" {
			anchor = "middle"
		}
		p.Ticks = append(p.Ticks, plotTick{X: round(x(t)), Label: t.Format("2006-01-02"), Anchor: anchor})
	}
	return p
}

// polyline samples the strength from a to b, with a point on each side of
// every anchor between them so a jump at an event is drawn as a jump.
func polyline(as []anchor, a, b time.Time, x func(time.Time) float64) string {
	if !b.After(a) {
		return ""
	}
	var ts []time.Time
	step := b.Sub(a) / samplesPerSegment
	for i := 0; i <= samplesPerSegment; i++ {
		ts = append(ts, a.Add(step*time.Duration(i)))
	}
	for _, an := range as {
		if an.at.After(a) && an.at.Before(b) {
			ts = append(ts, an.at.Add(-time.Millisecond), an.at)
		}
	}
	slices.SortFunc(ts, time.Time.Compare)
	var sb strings.Builder
	for i, t := range ts {
		if i > 0 {
			sb.WriteByte(' ')
		}
		fmt.Fprintf(&sb, "%.1f,%.1f", x(t), yOf(strengthAt(as, t)))
	}
	return sb.String()
}

// yOf places a strength on a log scale from 1 (top) to minStrength
// (bottom): on a linear one the two floors, 0.1 and 0.02, would sit
// together at the bottom edge.
func yOf(s float64) float64 {
	s = math.Max(s, minStrength)
	return plotTop + (plotBottom-plotTop)*math.Log(s)/math.Log(minStrength)
}

func days(d float64) time.Duration { return time.Duration(d * secondsPerDay * float64(time.Second)) }

func round(v float64) float64 { return math.Round(v*10) / 10 }

func when(t, now time.Time) string {
	if t.Before(now) {
		return "already (" + frame.DateAge(t, now) + ")"
	}
	return t.Format("2006-01-02") + fmt.Sprintf(" (in %.0f days)", math.Ceil(t.Sub(now).Hours()/24))
}
