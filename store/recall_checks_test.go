package store

import (
	"context"
	"fmt"
	"testing"
	"time"
)

// The misses of the recall issue, each a named check paired with a control
// that must stay silent or rank below. They run in lexical mode: every user
// before "hippo model fetch", and every prompt when the warm server is down.

// fillerStore is a lexical store with unrelated memories around the ones a
// check adds, so that idf has a store to measure words against.
func fillerStore(t *testing.T) *Store {
	t.Helper()
	s := mustOpen(t, ModeLexical, nil)
	for i := range 12 {
		mustAdd(t, s, fmt.Sprintf("the frontend route %d renders a sidebar component", i), "fact", "")
	}
	return s
}

// rankOf is id's 1-based rank in the recall of q with near-misses, 0 when absent,
// and its band.
func rankOf(t *testing.T, s *Store, id, q string) (int, Band) {
	t.Helper()
	res, err := s.Recall(context.Background(), Query{Text: q, NoReinforce: true, NearMisses: true, K: 10})
	if err != nil {
		t.Fatal(err)
	}
	for i, h := range res.Hits {
		if h.Memory.ID == id {
			return i + 1, h.Band
		}
	}
	return 0, ""
}

// wantFirstInBand fails each case whose memory is not the first hit of its query, in a band.
func wantFirstInBand(t *testing.T, s *Store, cases []struct{ id, q string }) {
	t.Helper()
	for _, tt := range cases {
		if rank, band := rankOf(t, s, tt.id, tt.q); rank != 1 || band == BandWeak {
			t.Errorf("%q: rank %d, band %q; want first, in a band", tt.q, rank, band)
		}
	}
}

// shownBands counts the hits of q in a band.
func shownBands(t *testing.T, s *Store, q string) int {
	t.Helper()
	res, err := s.Recall(context.Background(), Query{Text: q, NoReinforce: true})
	if err != nil {
		t.Fatal(err)
	}
	return len(res.Hits)
}

// Check (stemming): another form of a word finds the memory, in a band; a
// word that only looks alike ("wrapper" for "wrap") does not.
func TestRecallStemming(t *testing.T) {
	s := fillerStore(t)
	install := mustAdd(t, s, "installing packages with npm breaks the lockfile; use pnpm", "fact", "")
	wrapped := mustAdd(t, s, "wrapped errors carry the decline code", "fact", "")
	toggles := mustAdd(t, s, "feature toggles live in flags/*.json", "fact", "")
	wrapper := mustAdd(t, s, "the wrapper script lives in bin/", "fact", "")
	wantFirstInBand(t, s, []struct{ id, q string }{
		{install.ID, "install package"},
		{wrapped.ID, "how should I wrap this error?"},
		{toggles.ID, "where does the feature toggle live"},
	})
	if rank, _ := rankOf(t, s, wrapper.ID, "how should I wrap this error?"); rank != 0 {
		t.Errorf("control: %q found the wrapper memory (rank %d)", "wrap", rank)
	}
}

// Check (unseen words): a query that names a tool exactly, plus words no
// memory holds, finds the one memory about that tool in a band; the control,
// a prompt that shares one common word with a memory and is otherwise about
// what the store does not know, stays silent.
func TestRecallUnseenWordsDoNotSinkAMatch(t *testing.T) {
	s := fillerStore(t)
	lint := mustAdd(t, s, "run golangci-lint with the repo's .golangci.yml before pushing", "convention", "")
	mustAdd(t, s, "blue-green deploys were replaced by canary rollouts", "decision", "")
	if rank, band := rankOf(t, s, lint.ID, "golangci-lint keeps grumbling endlessly"); rank != 1 || band == BandWeak {
		t.Errorf("tool named with unseen words: rank %d, band %q; want first, in a band", rank, band)
	}
	if n := shownBands(t, s, "why is the sky blue"); n != 0 {
		t.Errorf("control: an unrelated prompt sharing one word showed %d hits", n)
	}
}

// Check (shortened words): "auth" finds "authenticates" and "config"
// "configuration", in a band, as developers shorten the words their notes
// spell out; a word that matches as written is never completed ("auth"
// finds the memory that says "auth" first), and a word that begins no word
// of the store ("xylo") stays unseen, so that query is only weak.
func TestRecallShortenedWords(t *testing.T) {
	s := fillerStore(t)
	mtls := mustAdd(t, s, "the billing API authenticates with mTLS, not API keys", "fact", "")
	conf := mustAdd(t, s, "the deploy configuration lives in deploy/prod.yaml", "fact", "")
	wantFirstInBand(t, s, []struct{ id, q string }{
		{mtls.ID, "billing auth"},
		{conf.ID, "where is the deploy config"},
	})
	plain := mustAdd(t, s, "the auth service issues session tokens", "fact", "")
	wantFirstInBand(t, s, []struct{ id, q string }{{plain.ID, "auth service"}})
	if _, band := rankOf(t, s, mtls.ID, "billing xylo"); band != BandWeak {
		t.Errorf("control: a word that begins nothing counted as a match (band %q)", band)
	}
}

// Check (CJK): Japanese words match inside sentences written without spaces,
// two-character words included; the control, a place the memory does not
// name, finds nothing.
func TestRecallCJK(t *testing.T) {
	s := fillerStore(t)
	deploy := mustAdd(t, s, "デプロイは金曜日に行わない。", "convention", "")
	tokyo := mustAdd(t, s, "東京の店舗はキオスクを12台使う", "fact", "")
	wantFirstInBand(t, s, []struct{ id, q string }{{deploy.ID, "デプロイ"}, {deploy.ID, "金曜日にデプロイしてもいい？"}, {tokyo.ID, "東京"}})
	if rank, _ := rankOf(t, s, tokyo.ID, "大阪"); rank != 0 {
		t.Errorf("control: 大阪 found the 東京 memory (rank %d)", rank)
	}
}

// Check (diacritics): a word matches with or without its accents, both ways;
// the control, a different word inside the accented one ("fade" in
// "façade"), does not.
func TestRecallFoldsDiacritics(t *testing.T) {
	s := fillerStore(t)
	facade := mustAdd(t, s, "the façade around the analytics SDK swallows errors", "fix", "")
	cafe := mustAdd(t, s, "the cafe locator lists partner shops", "fact", "")
	wantFirstInBand(t, s, []struct{ id, q string }{{facade.ID, "facade analytics"}, {cafe.ID, "café locator"}})
	if rank, _ := rankOf(t, s, facade.ID, "fade"); rank != 0 {
		t.Errorf("control: %q found the façade memory (rank %d)", "fade", rank)
	}
}

// Check (duplicate collapse): a fact said three times is one hit, newest text,
// "said 3 times"; the control, a memory whose value clashes, is never folded
// in: it stays a hit of its own.
func TestRecallCollapsesRestatements(t *testing.T) {
	c := newClock()
	s := mustOpen(t, ModeLexical, c)
	for i := range 12 {
		mustAdd(t, s, fmt.Sprintf("the frontend route %d renders a sidebar component", i), "fact", "")
	}
	var said []Memory
	for _, text := range []string{"we use Redis for sessions", "We use Redis for sessions.", "we use redis for the sessions"} {
		said = append(said, mustAdd(t, s, text, "fact", ""))
		c.Advance(time.Hour)
	}
	clash := mustAdd(t, s, "we use Postgres for sessions", "fact", "")
	res, err := s.Recall(context.Background(), Query{Text: "what do we use for sessions", NoReinforce: true, NearMisses: true})
	if err != nil {
		t.Fatal(err)
	}
	var restated, clashing int
	for _, h := range res.Hits {
		switch h.Memory.ID {
		case said[2].ID:
			restated++
			if h.Said != 3 || len(h.Restated) != 2 {
				t.Errorf("collapsed hit: said %d, restated %v; want 3 and the other two", h.Said, h.Restated)
			}
		case said[0].ID, said[1].ID:
			t.Errorf("an older restatement is a hit of its own: %q", h.Memory.Text)
		case clash.ID:
			clashing++
			if h.Said != 0 {
				t.Errorf("control: the clashing memory collapsed: said %d", h.Said)
			}
		}
	}
	if restated != 1 || clashing != 1 {
		t.Errorf("hits: newest restatement %d, clashing memory %d; want 1 and 1", restated, clashing)
	}
}

// Check (weak matches): below the bands a match is listed with its reason
// and never reinforced; the control, a confident hit, is reinforced.
func TestWeakMatchesExplainedNotReinforced(t *testing.T) {
	s := fillerStore(t)
	m := mustAdd(t, s, "the kitchen display runs on a raspberry pi", "fact", "")
	res, err := s.Recall(context.Background(), Query{Text: "which display resolution for the new monitor stand", NearMisses: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Hits) != 1 || res.Hits[0].Band != BandWeak || res.Hits[0].Why == "" {
		t.Fatalf("want one weak hit with a reason, got %+v", res.Hits)
	}
	if got, _ := s.Get(context.Background(), m.ID); got.AccessCount != 0 {
		t.Errorf("a weak match was reinforced: access count %d", got.AccessCount)
	}
	if _, err := s.Recall(context.Background(), Query{Text: "kitchen display raspberry pi"}); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.Get(context.Background(), m.ID); got.AccessCount != 1 {
		t.Errorf("control: a confident hit was not reinforced: access count %d", got.AccessCount)
	}
}

// Check (Vietnamese and Greek): as unicode61 indexes them, a Vietnamese word
// matches with or without its accents (U+1E00-U+1EFF, beside the Latin ones
// folded before; đ is a letter of its own there, not an accented d), and a
// Greek word ending in the final sigma matches as typed; the controls, a place the memory does not name and a Greek word it
// does not hold, find nothing.
func TestRecallVietnameseAndGreek(t *testing.T) {
	s := fillerStore(t)
	backup := mustAdd(t, s, "máy chủ Hà Nội sao lưu cơ sở dữ liệu lúc nửa đêm", "fact", "")
	greek := mustAdd(t, s, "ο διακομιστής αντιγράφων τρέχει κάθε βράδυ", "fact", "")
	wantFirstInBand(t, s, []struct{ id, q string }{
		{backup.ID, "sao lưu Hà Nội"},
		{backup.ID, "sao luu ha noi"},
		{backup.ID, "nửa đêm"},
		{backup.ID, "may chu du lieu"},
		{greek.ID, "διακομιστής αντιγράφων"},
		{greek.ID, "Διακομιστής"},
	})
	if rank, _ := rankOf(t, s, backup.ID, "Đà Nẵng"); rank != 0 {
		t.Errorf("control: Đà Nẵng found the Hà Nội memory (rank %d)", rank)
	}
	if rank, _ := rankOf(t, s, greek.ID, "βάση δεδομένων"); rank != 0 {
		t.Errorf("control: a Greek phrase the memory does not hold found it (rank %d)", rank)
	}
}
