package store

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/internal/race"
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
	for _, mode := range modes {
		t.Run(mode, func(t *testing.T) {
			skipModelUnderRace(t, mode)
			t.Parallel() // separate stores and models: lexical is SQLite-bound, semantic model-bound
			f := newFocusFixture(t, mode)
			alone := 0
			for i, fact := range focusFacts {
				if f.found(fact[1], f.ids[i]) {
					alone++
				}
			}
			t.Logf("%s, the question alone: found %d/10", mode, alone)
			if alone < 7 {
				t.Fatalf("control: the questions alone find only %d/10", alone)
			}
			f.checkNoise(mode)
			for _, pos := range []string{"start", "middle", "end"} {
				f.checkPosition(mode, pos, alone)
			}
		})
	}
}

// skipModelUnderRace skips a check's semantic mode in a -race build: the test
// model's inference under the race detector took this check to two to four
// minutes. .ci/run runs it without -race (see internal/race).
func skipModelUnderRace(t *testing.T, mode string) {
	t.Helper()
	if race.Enabled && mode == ModeSemantic {
		t.Skip("model inference under -race: .ci/run runs this mode without -race")
	}
}

// focusFillers is how many unrelated memories surround the ten facts: enough
// that a question must pick its fact out of a crowd (the questions alone find
// 10/10, a plain cut of a paste at most 1/10 at the end), few enough to embed
// quickly under -race (300 took a third of this test's time).
const focusFillers = 150

// focusFixture is a store of focusFillers filler memories and the ten facts.
type focusFixture struct {
	t   *testing.T
	ctx context.Context
	s   *Store
	r   *rand.Rand
	ids []string // of focusFacts, in order
}

func newFocusFixture(t *testing.T, mode string) *focusFixture {
	f := &focusFixture{t: t, ctx: context.Background(), s: mustOpen(t, mode, nil), r: rand.New(rand.NewPCG(7, 7))}
	for range focusFillers {
		mustAdd(t, f.s, benchText(f.r), "fact", "")
	}
	for _, fact := range focusFacts {
		f.ids = append(f.ids, mustAdd(t, f.s, fact[0], "fact", "").ID)
	}
	// Merge the full-text index's segments (one per insert, ~15 left after
	// FTS5's automerge) into one: every lexical query seeks each term in every
	// segment, and under -race that seek made this test take 2 to 5 minutes
	// (sqlite's C runs as Go with checkptr on). Hits and ranks are the same.
	if _, err := f.s.db.ExecContext(f.ctx, `INSERT INTO memories_fts(memories_fts) VALUES('optimize')`); err != nil {
		t.Fatal(err)
	}
	return f
}

// found says whether recall on q shows the memory id.
func (f *focusFixture) found(q, id string) bool {
	res, err := f.s.Recall(f.ctx, Query{Text: q, NoReinforce: true})
	if err != nil {
		f.t.Fatal(err)
	}
	return slices.Contains(recallIDs(res), id)
}

// checkNoise is the must-not beside the finds: focus must not make a paste
// with no question inject more than a plain cut of it does.
func (f *focusFixture) checkNoise(mode string) {
	var focusNoise, headNoise int
	for range 10 {
		log := focusFiller(f.r, 40)
		for _, c := range []struct {
			q string
			n *int
		}{{log, &focusNoise}, {strings.Join(strings.Fields(log)[:focusWords], " "), &headNoise}} {
			res, err := f.s.Recall(f.ctx, Query{Text: c.q, NoReinforce: true})
			if err != nil {
				f.t.Fatal(err)
			}
			*c.n += len(res.Hits)
		}
	}
	f.t.Logf("%s, 10 pastes with no question: focus recalled %d memories, the first %d words %d", mode, focusNoise, focusWords, headNoise)
	if focusNoise > headNoise {
		f.t.Errorf("focus injects more noise than a plain cut: %d vs %d", focusNoise, headNoise)
	}
}

// checkPosition buries each question at pos in a ~400-word paste and compares
// what focus finds with the question alone and with a plain cut.
func (f *focusFixture) checkPosition(mode, pos string, alone int) {
	var head, focus int
	for i, fact := range focusFacts {
		log := focusFiller(f.r, 40) // ~400 words
		var prompt string
		switch pos {
		case "start":
			prompt = fact[1] + " Here is the log:\n" + log
		case "middle":
			half := strings.Index(log[len(log)/2:], "\n") + len(log)/2
			prompt = "Look at this log.\n" + log[:half] + "\n" + fact[1] + "\n" + log[half:]
		case "end":
			prompt = log + "\n" + fact[1]
		}
		if f.found(strings.Join(strings.Fields(prompt)[:focusWords], " "), f.ids[i]) {
			head++
		}
		if f.found(prompt, f.ids[i]) {
			focus++
		}
	}
	f.t.Logf("%s, question at the %s of a ~400-word paste: found by focus %d/10, by the first %d words %d/10", mode, pos, focus, focusWords, head)
	if focus < alone-1 {
		f.t.Errorf("focus found %d/10 with the question at the %s, the question alone %d/10", focus, pos, alone)
	}
	if pos == "end" && head >= focus {
		f.t.Errorf("control: a plain cut found %d/10 at the end, as many as focus (%d)", head, focus)
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

// TestHugePasteWordForms: a question in the middle of a huge paste is found
// when it words the memory's words in another form ("deploying payments",
// "the payments service deploys"), as the index holds them stemmed; the
// control, a line of the same shape in words the store lacks, is not kept.
func TestHugePasteWordForms(t *testing.T) {
	ctx := context.Background()
	s := mustOpen(t, ModeLexical, nil)
	mustAdd(t, s, "the payments service deploys from the release branch", "fact", "")
	noise := strings.Repeat("lorem ipsum dolor 4711 abcdef0123 sit amet\n", (focusHead+focusTail)/40)
	for _, tt := range []struct {
		line string
		kept bool
	}{
		{"why is deploying payments failing since monday", true},
		{"why is rendering charts failing since monday", false},
	} {
		got, err := s.focus(ctx, noise+tt.line+"\n"+noise)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(got, tt.line) != tt.kept {
			t.Errorf("%q kept = %v, want %v", tt.line, !tt.kept, tt.kept)
		}
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
