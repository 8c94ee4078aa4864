package ui

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/capture"
	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/hooklog"
	"github.com/hippo-mem/hippo/store"
)

// screenshotDir holds the screenshots the browser test makes, and the
// hashes of the pages they show.
const screenshotDir = "../docs/ui"

// hashFile records, per view, the hash of its normalised HTML when the
// screenshots were made.
const hashFile = "views.sha256"

// views are the pages the README shows, by screenshot name.
func (sc *showcase) views() map[string]string {
	return map[string]string{
		"memories": "/",
		"search":   "/?q=billing+mtls",
		"memory":   "/m/" + sc.billing.ID,
		"sessions": "/sessions",
		"review":   "/review",
		"health":   "/health",
	}
}

// showClock replays the showcase's history at past times, then follows the
// real clock.
type showClock struct {
	mu  sync.Mutex
	off time.Duration
}

func (c *showClock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return time.Now().Add(-c.off) }
func (c *showClock) At(ago time.Duration) {
	c.mu.Lock()
	c.off = ago
	c.mu.Unlock()
}

// showcase is a store with a little of everything a view shows.
type showcase struct {
	*env
	billing, deployOld, deployNew, pinned, archived, xss store.Memory
	session                                              string
}

const day = 24 * time.Hour

func newShowcase(t testing.TB) *showcase {
	t.Helper()
	ctx := context.Background()
	data := filepath.Join(t.TempDir(), "data")
	if err := config.EnsureDataDir(data); err != nil {
		t.Fatal(err)
	}
	clock := &showClock{}
	sc := &showcase{session: "2b7e51c0-4f1a-4c1e-9d35-7a1c2f0e8b11"}
	st, err := store.Open(ctx, data, store.Options{Now: clock.Now, Session: sc.session})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	add := func(ago time.Duration, text string, kind decay.Kind, project string) store.Memory {
		clock.At(ago)
		r, err := st.Add(ctx, store.NewMemory{Text: text, Kind: kind, Origin: store.OriginCapture, Speaker: store.SpeakerUser,
			Project: project, SessionID: sc.session, LineUUID: fmt.Sprintf("line-%d", ago/time.Hour)})
		if err != nil {
			t.Fatal(err)
		}
		return r.Memory
	}
	billingProj, webProj := "/home/me/src/billing", "/home/me/src/web"
	sc.billing = add(60*day, "The billing API authenticates with mTLS, not API keys.", decay.KindFact, billingProj)
	sc.deployOld = add(50*day, "Deploys happen on Tuesdays.", decay.KindConvention, billingProj)
	sc.pinned = add(40*day, "Use pnpm, never npm, in this repo.", decay.KindConvention, webProj)
	sc.archived = add(90*day, "The staging cluster runs in eu-west-1.", decay.KindFact, billingProj)
	add(12*day, "Fixed the flaky login test by awaiting the redirect before asserting.", decay.KindFix, webProj)
	add(8*day, "Déploiements : jamais le vendredi (no deploys on Fridays).", decay.KindConvention, billingProj)
	sc.xss = add(3*day, `A reviewer pasted <script>alert("hi")</script> into the PR: hippo shows it as text.`, decay.KindEvent, webProj)
	// Two recalls in two sessions: spacing counts one growth per session.
	for i, ago := range []time.Duration{45 * day, 30 * day} {
		clock.At(ago)
		if err := st.ReinforceIn(ctx, fmt.Sprintf("s-recall-%d", i), []store.Hit{{Memory: sc.billing}}); err != nil {
			t.Fatal(err)
		}
	}
	clock.At(20 * day)
	if _, err := st.Confirm(ctx, sc.billing.ID); err != nil {
		t.Fatal(err)
	}
	clock.At(10 * day)
	if _, err := st.Restate(ctx, sc.billing.ID, store.Restatement{SessionID: "s-restate", LineUUID: "r1", Origin: store.OriginCapture}); err != nil {
		t.Fatal(err)
	}
	clock.At(15 * day)
	newer, err := st.Correct(ctx, sc.deployOld.ID, store.NewMemory{Text: "Deploys happen on Wednesdays, after the freeze.", Kind: decay.KindConvention,
		Origin: store.OriginJot, Speaker: store.SpeakerCLI})
	if err != nil {
		t.Fatal(err)
	}
	sc.deployNew = newer.Memory
	clock.At(39 * day)
	if sc.pinned, err = st.SetPinned(ctx, sc.pinned.ID, true); err != nil {
		t.Fatal(err)
	}
	clock.At(2 * day)
	if sc.archived, err = st.Archive(ctx, sc.archived.ID); err != nil {
		t.Fatal(err)
	}
	clock.At(time.Hour)
	seedDraft(t, st, data)
	clock.At(0)
	seedSessionAndTimings(t, data, sc.session)
	sc.env = serve(t, st, data)
	return sc
}

// seedSessionAndTimings writes what capture and the hooks leave: one
// session's capture state (counts only) and some hook timings.
func seedSessionAndTimings(t testing.TB, data, session string) {
	t.Helper()
	dir := filepath.Join(data, "capture", "state")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(capture.State{SessionID: session, TranscriptPath: "/home/me/.claude/projects/-home-me-src-billing/" + session + ".jsonl",
		Offset: 18231, Status: capture.StatusDone, Counts: capture.Counts{Stored: 7, Rejected: 41, Blocked: 1, Reinforced: 3, Superseded: 1},
		Rules: map[string]int{"store durable-fact": 4, "store durable-convention": 3, "reject chit-chat": 18, "reject not-a-claim": 14,
			"reject temporary-state": 9, "block tombstone": 1, "reinforce near-duplicate": 3, "supersede contradicts-existing": 1},
		UpdatedAt: time.Now().Add(-time.Hour)})
	if err := os.WriteFile(filepath.Join(dir, session+".json"), b, 0o600); err != nil {
		t.Fatal(err)
	}
	for i, ms := range []float64{38, 41, 44, 52, 61, 75, 120} {
		hooklog.Record(data, hooklog.Timing{Time: time.Now().Add(-time.Duration(i) * time.Hour), Event: "prompt", Millis: ms, Outcome: "ok"})
		hooklog.Record(data, hooklog.Timing{Time: time.Now().Add(-time.Duration(i) * time.Hour), Event: "session-start", Millis: ms * 2, Outcome: "ok"})
	}
}

// signedIn is a client holding the page's cookie without spending the
// token, which the browser test keeps for itself.
func (e *env) signedIn() *http.Client {
	c := client()
	u, _ := url.Parse(e.base)
	c.Jar.SetCookies(u, []*http.Cookie{{Name: cookieName(e.port), Value: e.srv.session}})
	e.srv.mu.Lock()
	e.srv.token = "" // as after the exchange
	e.srv.mu.Unlock()
	return c
}

var (
	normIDs    = regexp.MustCompile(`\b[0-9A-HJKMNP-TV-Z]{16}\b`)
	normTokens = regexp.MustCompile(`\b[0-9a-f]{64}\b`)
	normSizes  = regexp.MustCompile(`\d+(\.\d+)? (B|KiB|MiB)\b`)
	normDigits = regexp.MustCompile(`\d+`)
	normAges   = regexp.MustCompile(`(0 [a-z]+ ago|just now|in 0 days)`)
)

// normalise keeps what a screenshot shows of a page's structure and words,
// and drops what changes from run to run: ids, tokens, temporary paths,
// sizes, numbers and ages.
func (e *env) normalise(html string) string {
	for _, p := range []string{e.data, e.project, e.home} {
		html = strings.ReplaceAll(html, p, "DIR")
	}
	html = normIDs.ReplaceAllString(html, "ID")
	html = normTokens.ReplaceAllString(html, "TOKEN")
	html = normSizes.ReplaceAllString(html, "SIZE")
	html = normDigits.ReplaceAllString(html, "0")
	return normAges.ReplaceAllString(html, "AGE")
}

// viewHashes renders each view and hashes its normalised HTML.
func (sc *showcase) viewHashes(t testing.TB, c *http.Client) string {
	t.Helper()
	var lines []string
	for name, path := range sc.views() {
		a := sc.get(t, c, path)
		if a.status != http.StatusOK {
			t.Fatalf("%s: %d", path, a.status)
		}
		sum := sha256.Sum256([]byte(sc.normalise(a.body)))
		lines = append(lines, hex.EncodeToString(sum[:])+"  "+name)
	}
	sort.Strings(lines)
	return strings.Join(lines, "\n") + "\n"
}

// Check: the committed screenshots show the pages as they render now: each
// view's normalised HTML hashes to what it hashed to when they were made.
// The control: a changed page changes its hash.
func TestScreenshotsCurrent(t *testing.T) {
	sc := newShowcase(t)
	c := sc.signedIn()
	got := sc.viewHashes(t, c)
	want, err := os.ReadFile(filepath.Join(screenshotDir, hashFile))
	if err != nil {
		t.Fatalf("no screenshot hashes: %v; make them with HIPPO_UPDATE_SCREENSHOTS=1 go test -run TestBrowser ./ui", err)
	}
	if got != string(want) {
		t.Errorf("the screenshots in docs/ui are stale: the pages changed since they were made.\n"+
			"Make them again with HIPPO_UPDATE_SCREENSHOTS=1 go test -run TestBrowser ./ui\ngot:\n%swant:\n%s", got, want)
	}
	a := sc.get(t, c, "/")
	if sc.normalise(a.body) == sc.normalise(strings.Replace(a.body, "Memories", "Memorias", 1)) {
		t.Error("control: normalising hides a change of words")
	}
	for name := range sc.views() {
		if _, err := os.Stat(filepath.Join(screenshotDir, name+".png")); err != nil {
			t.Errorf("screenshot %s: %v", name, err)
		}
	}
}
