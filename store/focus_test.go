package store

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// Ten facts and a question about each, sharing some words with it.
var focusFacts = [][2]string{
	{"the billing service retries failed webhooks three times with exponential backoff", "how many times does billing retry a failed webhook?"},
	{"we deploy to staging every friday afternoon", "when do we deploy to staging?"},
	{"postgres backups are encrypted with age before upload to s3", "are the postgres backups encrypted before upload?"},
	{"the frontend uses tailwind for css, never plain css files", "what do we use for css in the frontend?"},
	{"run make lint before every commit; ci rejects unformatted go code", "what should I run before a commit so that ci passes?"},
	{"the kafka consumer group for invoices is named billing-invoices-v2", "what is the kafka consumer group for invoices called?"},
	{"database migrations run before the canary deploy, never after", "do the database migrations run before the canary deploy?"},
	{"use pnpm, not npm, for javascript dependencies in this repo", "should I use npm or pnpm for the javascript dependencies?"},
	{"api timeouts are 30 seconds for the payments gateway", "what is the timeout for the payments gateway?"},
	{"the redis cache keys expire after 15 minutes", "when do the redis cache keys expire?"},
}

// focusFiller is a pasted log: it shares ordinary words (request, status,
// api, handler) with the store, as real pastes do.
func focusFiller(r *rand.Rand, lines int) string {
	paths := []string{"/api/v1/items", "/api/v1/users", "/healthz", "/api/v1/orders"}
	var b strings.Builder
	for i := range lines {
		fmt.Fprintf(&b, "2026-11-30T10:%02d:%02dZ INFO request id=%08x handler=%s status=%d took=%dms worker=%d\n",
			i%60, r.IntN(60), r.Uint32(), paths[r.IntN(len(paths))], 200+r.IntN(3)*100, r.IntN(900), r.IntN(8))
	}
	return b.String()
}

// TestLongPromptFocus measures what recall finds when the question is buried
// in a long paste, at its start, middle or end: recall on the focused prompt
// against recall on the prompt's first focusWords words (what a plain cut keeps)
// and on the question alone, in lexical mode and with the test model. It fails
// if focus finds more than one fewer than the question alone at any position,
// or if the plain cut finds as much at the end (then the test would not be
// measuring anything).
func TestLongPromptFocus(t *testing.T) {
	ctx := context.Background()
	for _, mode := range modes {
		t.Run(mode, func(t *testing.T) {
			s := mustOpen(t, mode, nil)
			r := rand.New(rand.NewPCG(7, 7))
			for range 300 {
				mustAdd(t, s, benchText(r), "fact", "")
			}
			ids := make([]string, len(focusFacts))
			for i, f := range focusFacts {
				ids[i] = mustAdd(t, s, f[0], "fact", "").ID
			}
			found := func(q, id string) bool {
				res, err := s.Recall(ctx, Query{Text: q, NoReinforce: true})
				if err != nil {
					t.Fatal(err)
				}
				return slices.Contains(recallIDs(res), id)
			}
			alone := 0
			for i, f := range focusFacts {
				if found(f[1], ids[i]) {
					alone++
				}
			}
			t.Logf("%s, the question alone: found %d/10", mode, alone)
			if alone < 7 {
				t.Fatalf("control: the questions alone find only %d/10", alone)
			}
			// The must-not beside those: focus must not make a paste with no
			// question inject more than a plain cut of it does.
			focusNoise, headNoise := pasteNoise(t, s, r)
			t.Logf("%s, 10 pastes with no question: focus recalled %d memories, the first %d words %d", mode, focusNoise, focusWords, headNoise)
			if focusNoise > headNoise {
				t.Errorf("focus injects more noise than a plain cut: %d vs %d", focusNoise, headNoise)
			}
			for _, pos := range []string{"start", "middle", "end"} {
				var head, focus int
				for i, f := range focusFacts {
					prompt := questionInPaste(pos, f[1], focusFiller(r, 40)) // ~400 words
					if found(strings.Join(strings.Fields(prompt)[:focusWords], " "), ids[i]) {
						head++
					}
					if found(prompt, ids[i]) {
						focus++
					}
				}
				t.Logf("%s, question at the %s of a ~400-word paste: found by focus %d/10, by the first %d words %d/10", mode, pos, focus, focusWords, head)
				if focus < alone-1 {
					t.Errorf("focus found %d/10 with the question at the %s, the question alone %d/10", focus, pos, alone)
				}
				if pos == "end" && head >= focus {
					t.Errorf("control: a plain cut found %d/10 at the end, as many as focus (%d)", head, focus)
				}
			}
		})
	}
}

// pasteNoise recalls on ten pastes with no question, whole (focused) and cut
// to their first focusWords words, and counts the memories each recalls.
func pasteNoise(t *testing.T, s *Store, r *rand.Rand) (focus, head int) {
	t.Helper()
	for range 10 {
		log := focusFiller(r, 40)
		for _, c := range []struct {
			q string
			n *int
		}{{log, &focus}, {strings.Join(strings.Fields(log)[:focusWords], " "), &head}} {
			res, err := s.Recall(context.Background(), Query{Text: c.q, NoReinforce: true})
			if err != nil {
				t.Fatal(err)
			}
			*c.n += len(res.Hits)
		}
	}
	return focus, head
}

// questionInPaste puts question at the start, the middle or the end of log.
func questionInPaste(pos, question, log string) string {
	switch pos {
	case "start":
		return question + " Here is the log:\n" + log
	case "middle":
		half := strings.Index(log[len(log)/2:], "\n") + len(log)/2
		return "Look at this log.\n" + log[:half] + "\n" + question + "\n" + log[half:]
	default:
		return log + "\n" + question
	}
}

// A short prompt is used whole; a huge one is read at its head and tail only.
func TestFocusShortAndHuge(t *testing.T) {
	ctx := context.Background()
	s := mustOpen(t, ModeLexical, nil)
	mustAdd(t, s, "the redis cache keys expire after 15 minutes", "fact", "")
	short := "when do the redis cache keys expire?"
	if got, err := s.focus(ctx, short); err != nil || got != short {
		t.Fatalf("focus(short) = %q, %v", got, err)
	}
	huge := strings.Repeat("noise ", 2<<20) + "\nwhen do the redis cache keys expire?"
	got, err := s.focus(ctx, huge)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(got, "redis cache keys expire") || wordCount(got) > focusWords {
		t.Fatalf("focus(huge) = %q", got)
	}
}

func BenchmarkFocus(b *testing.B) {
	ctx := context.Background()
	s := mustOpen(b, ModeLexical, nil)
	r := rand.New(rand.NewPCG(1, 1))
	for range 1000 {
		mustAdd(b, s, benchText(r), "fact", "")
	}
	for _, size := range []struct {
		name string
		text string
	}{
		{"400words", focusFiller(r, 40) + "when do the redis cache keys expire?"},
		{"10MB", strings.Repeat(focusFiller(r, 40), 10<<20/4000) + "when do the redis cache keys expire?"},
	} {
		b.Run(size.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := s.focus(ctx, size.text); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
