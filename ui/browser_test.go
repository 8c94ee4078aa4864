package ui

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/hippo-mem/hippo/feedback"
	"github.com/hippo-mem/hippo/store"
)

// chromium finds a Chromium or Chrome binary. Without one the browser test
// skips, unless HIPPO_REQUIRE_BROWSER=1 (CI sets it) makes that a failure.
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "headless-shell"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("HIPPO_REQUIRE_BROWSER") == "1" {
		t.Fatal("no chromium binary on PATH, and HIPPO_REQUIRE_BROWSER=1: install Debian's chromium package")
	}
	t.Skip("no chromium binary on PATH: the browser test needs Debian's chromium package (apt-get install -y chromium)")
	return ""
}

// browser starts headless Chromium with a 1280x800 window.
func browser(t *testing.T) context.Context {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(chromium(t)), chromedp.WindowSize(1280, 800),
		chromedp.Flag("hide-scrollbars", true), chromedp.UserDataDir(t.TempDir()))
	if os.Geteuid() == 0 {
		opts = append(opts, chromedp.NoSandbox) // Chromium refuses to run as root with its sandbox
	}
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelB := chromedp.NewContext(actx)
	ctx, cancelC := context.WithTimeout(ctx, 90*time.Second)
	t.Cleanup(func() { cancelC(); cancelB(); cancelA() })
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 800)); err != nil {
		t.Fatalf("start chromium: %v", err)
	}
	return ctx
}

func run(t *testing.T, ctx context.Context, what string, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, steps...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

func value[T any](t *testing.T, ctx context.Context, what string, a chromedp.Action[T]) T {
	t.Helper()
	v, err := chromedp.Run(ctx, a)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	return v
}

func text(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	return value(t, ctx, "read "+sel, chromedp.Text(chromedp.CSS(sel)))
}

// TestBrowser drives the page in headless Chromium, as a person would:
// each rule of the page checked in a real browser, with its control.
func TestBrowser(t *testing.T) {
	if testing.Short() && os.Getenv("HIPPO_REQUIRE_BROWSER") != "1" {
		t.Skip("the browser test starts Chromium; it runs without -short")
	}
	sc := newShowcase(t)
	ctx := browser(t)
	st := sc.st

	// No token: refused, and nothing of the store shows.
	run(t, ctx, "open without the token", chromedp.Navigate(sc.base+"/"))
	if body := text(t, ctx, "body"); !strings.Contains(body, "not signed in") || strings.Contains(body, sc.billing.Text) {
		t.Errorf("without the token the page shows %q", body)
	}
	// The token: the address bar ends without it.
	run(t, ctx, "sign in", chromedp.Navigate(sc.base+"/?token="+sc.srv.Token()), chromedp.WaitVisible(chromedp.CSS("#memories")))
	loc := value(t, ctx, "location", chromedp.Location())
	if strings.Contains(loc, "token") {
		t.Errorf("the token stayed in the address bar: %s", loc)
	}
	if os.Getenv("HIPPO_UPDATE_SCREENSHOTS") == "1" {
		screenshots(t, ctx, sc)
	}

	// A memory holding <script> renders as text and runs nothing.
	run(t, ctx, "list", chromedp.Navigate(sc.base+"/?state=all"), chromedp.WaitVisible(chromedp.CSS("#memories")))
	scripts := value(t, ctx, "count scripts", chromedp.Evaluate[int](`document.querySelectorAll("script").length`))
	title := value(t, ctx, "title", chromedp.Title())
	if body := text(t, ctx, "#memories"); scripts != 0 || !strings.Contains(body, `<script>alert("hi")</script>`) || title != "Memories · hippo" {
		t.Errorf("the <script> memory: %d script elements, title %q, shown as text: %v", scripts, title, strings.Contains(body, "<script>"))
	}

	// Search finds a jotted memory, with its score.
	jotted := jot(t, st, "The nightly export job writes to s3://reports-archive")
	run(t, ctx, "search", chromedp.Navigate(sc.base+"/"), chromedp.SetValue(chromedp.CSS(`input[name=q]`), "nightly export"),
		chromedp.Submit(chromedp.CSS(`input[name=q]`)), chromedp.WaitVisible(chromedp.CSS(`a[href="/m/`+jotted.ID+`"]`)))
	if body := text(t, ctx, "#memories"); !strings.Contains(body, jotted.Text) {
		t.Errorf("search results: %q", body)
	}

	// The memory page shows its chain and a plot with its events.
	run(t, ctx, "memory page", chromedp.Navigate(sc.base+"/m/"+sc.deployNew.ID), chromedp.WaitVisible(chromedp.CSS("#chain")))
	if chain := text(t, ctx, "#chain"); !strings.Contains(chain, sc.deployOld.ID) || !strings.Contains(chain, sc.deployNew.ID) {
		t.Errorf("chain: %q", chain)
	}
	run(t, ctx, "plot", chromedp.Navigate(sc.base+"/m/"+sc.billing.ID), chromedp.WaitVisible(chromedp.CSS("#plot")))
	marks := value(t, ctx, "plot points", chromedp.Evaluate[int](`document.querySelectorAll("#plot circle").length`))
	past := value(t, ctx, "plot line", chromedp.AttributeValue(chromedp.CSS("#plot polyline.past"), "points")).Value
	if marks != 4 || strings.Count(past, ",") < 10 {
		t.Errorf("plot: %d event points (want 4: two reinforcements, a confirm, a restatement), past line %q", marks, past)
	}

	browserActions(t, ctx, sc)
	crossSitePost(t, ctx, sc)
}

// browserActions pins, revives, purges with a tombstone and accepts a draft
// by clicking, and checks the store (or CLAUDE.md) after each.
func browserActions(t *testing.T, ctx context.Context, sc *showcase) {
	t.Helper()
	bg := context.Background()
	st := sc.st
	m := sc.deployNew
	run(t, ctx, "pin", chromedp.Navigate(sc.base+"/m/"+m.ID), chromedp.Click(chromedp.CSS("#pin")), chromedp.WaitVisible(chromedp.CSS("#flash")))
	if got, _ := st.Get(bg, m.ID); !got.Pinned {
		t.Error("clicking pin did not pin the memory")
	}
	run(t, ctx, "revive", chromedp.Navigate(sc.base+"/m/"+sc.archived.ID), chromedp.Click(chromedp.CSS("#revive")), chromedp.WaitVisible(chromedp.CSS("#flash")))
	if got, _ := st.Get(bg, sc.archived.ID); got.Archived {
		t.Error("clicking revive left the memory archived")
	}
	run(t, ctx, "purge", chromedp.Navigate(sc.base+"/m/"+sc.xss.ID+"/purge"), chromedp.Click(chromedp.CSS("#tombstone")),
		chromedp.SendKeys(chromedp.CSS("#reason"), "pasted by mistake"), chromedp.Click(chromedp.CSS("#purge-confirm")),
		chromedp.WaitVisible(chromedp.CSS("#purge-report")))
	if _, err := st.Get(bg, sc.xss.ID); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("after purging in the browser: %v", err)
	}
	if ts, _ := st.Tombstones(bg); len(ts) != 1 || ts[0].Reason != "pasted by mistake" {
		t.Errorf("tombstones after purge: %+v", ts)
	}
	drafts, err := feedback.Pending(sc.data)
	if err != nil || len(drafts) != 1 {
		t.Fatalf("drafts: %v %v", drafts, err)
	}
	n := strconv.Itoa(drafts[0].N)
	run(t, ctx, "accept", chromedp.Navigate(sc.base+"/review"), chromedp.Click(chromedp.CSS("#accept-"+n)), chromedp.WaitVisible(chromedp.CSS("#diff")))
	if _, err := os.Stat(claudeMD(sc.env)); !os.IsNotExist(err) {
		t.Fatalf("the diff page wrote CLAUDE.md: %v", err)
	}
	run(t, ctx, "confirm accept", chromedp.Click(chromedp.CSS("#accept-confirm")), chromedp.WaitVisible(chromedp.CSS("#flash")))
	if b, err := os.ReadFile(claudeMD(sc.env)); err != nil || !strings.Contains(string(b), drafts[0].Rule) {
		t.Errorf("after confirming, CLAUDE.md: %q %v", b, err)
	}
}

// crossSitePost has a page on another origin post a form to the page, as
// an attack would: the browser sends it (the other origin is the same
// site, 127.0.0.1 on another port, so even SameSite=Strict sends the
// cookie), and the page refuses it; the memory stays unpinned.
func crossSitePost(t *testing.T, ctx context.Context, sc *showcase) {
	t.Helper()
	m := jot(t, sc.st, "The on-call rotation changes on Mondays.")
	evil := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, `<!doctype html><form method="post" action="%s/m/%s/pin"><input name="csrf" value="guess"></form><script>document.forms[0].submit()</script>`, sc.base, m.ID)
	}))
	defer evil.Close()
	run(t, ctx, "cross-site post", chromedp.Navigate(evil.URL), chromedp.WaitReady(chromedp.CSS("body")))
	deadline := time.Now().Add(10 * time.Second)
	body := ""
	for time.Now().Before(deadline) && !strings.Contains(body, "refused") {
		body, _ = chromedp.Run(ctx, chromedp.Text(chromedp.CSS("body")))
		time.Sleep(50 * time.Millisecond)
	}
	if !strings.Contains(body, "refused") {
		t.Errorf("the cross-site post was not refused: %q", body)
	}
	if got, _ := sc.st.Get(context.Background(), m.ID); got.Pinned {
		t.Error("a cross-site post pinned the memory")
	}
}

// screenshots saves each view at 1280x800 under docs/ui, and the hashes of
// the pages they show, which TestScreenshotsCurrent checks.
func screenshots(t *testing.T, ctx context.Context, sc *showcase) {
	t.Helper()
	for name, path := range sc.views() {
		run(t, ctx, "open "+name, chromedp.Navigate(sc.base+path), chromedp.WaitReady(chromedp.CSS("main")))
		png := value(t, ctx, "screenshot "+name, chromedp.CaptureScreenshot())
		if err := os.WriteFile(filepath.Join(screenshotDir, name+".png"), png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	hashes := sc.viewHashes(t, sc.signedIn())
	if err := os.WriteFile(filepath.Join(screenshotDir, hashFile), []byte(hashes), 0o644); err != nil {
		t.Fatal(err)
	}
}
