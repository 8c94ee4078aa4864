package ui

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/activity"
	"github.com/hippo-mem/hippo/store"
)

// Check: each memory action changes the store as its CLI twin does and
// returns to the memory; an action the store refuses (revive of an active
// memory) changes nothing and says why.
func TestMemoryActions(t *testing.T) {
	e := newEnv(t)
	c := e.login(t)
	ctx := context.Background()
	m := jot(t, e.st, "the release branch is cut on thursdays")
	for _, tt := range []struct {
		action string
		check  func(store.Memory) bool
	}{
		{"pin", func(m store.Memory) bool { return m.Pinned }},
		{"unpin", func(m store.Memory) bool { return !m.Pinned }},
		{"confirm", func(m store.Memory) bool { return m.Stability > m.BaseStability }},
		{"archive", func(m store.Memory) bool { return m.Archived }},
		{"revive", func(m store.Memory) bool { return !m.Archived }},
	} {
		a := e.post(t, c, "/m/"+m.ID+"/"+tt.action, nil, nil)
		if a.status != http.StatusSeeOther || !strings.HasPrefix(a.header.Get("Location"), "/m/"+m.ID+"?done=") {
			t.Fatalf("%s: %d %q", tt.action, a.status, a.header.Get("Location"))
		}
		if got, _ := e.st.Get(ctx, m.ID); !tt.check(got) {
			t.Errorf("%s did not change the store: %+v", tt.action, got)
		}
		if page := e.get(t, c, a.header.Get("Location")); !strings.Contains(page.body, `id="flash"`) {
			t.Errorf("%s: the memory page does not say it was done", tt.action)
		}
	}
	a := e.post(t, c, "/m/"+m.ID+"/revive", nil, nil)
	if a.status != http.StatusBadRequest || !strings.Contains(a.body, "not archived") {
		t.Errorf("revive of an active memory: %d %q", a.status, a.body)
	}
	evs, _ := e.st.History(ctx, m.ID)
	if len(evs) != 5 {
		t.Errorf("history holds %d events, want 5 (the refused revive added none)", len(evs))
	}
	a = e.post(t, c, "/m/"+m.ID+"/correct", url.Values{"text": {"the release branch is cut on fridays"}}, nil)
	if a.status != http.StatusSeeOther {
		t.Fatalf("correct: %d %s", a.status, a.body)
	}
	newer := strings.TrimPrefix(strings.Split(a.header.Get("Location"), "?")[0], "/m/")
	if old, _ := e.st.Get(ctx, m.ID); old.SupersededBy != newer {
		t.Errorf("correct: the old memory is superseded by %q, want %q", old.SupersededBy, newer)
	}
	page := e.get(t, c, "/m/"+newer)
	if !strings.Contains(page.body, `id="chain"`) || !strings.Contains(page.body, "/m/"+m.ID) {
		t.Error("the corrected memory's page does not show its chain")
	}
}

// Check: purge asks first (its page changes nothing); a tombstone without a
// reason is refused and destroys nothing; with one, the memory is gone, the
// claim is tombstoned and the report says where the text still occurs.
func TestPurgeWithTombstone(t *testing.T) {
	e := newEnv(t)
	c := e.login(t)
	ctx := context.Background()
	m := jot(t, e.st, "the orchid-kestrel staging token lives in the team vault")
	if a := e.get(t, c, "/m/"+m.ID+"/purge"); a.status != http.StatusOK || !strings.Contains(a.body, "purge-form") {
		t.Fatalf("purge page: %d", a.status)
	}
	if _, err := e.st.Get(ctx, m.ID); err != nil {
		t.Fatal("the purge page destroyed the memory")
	}
	if err := os.WriteFile(claudeMD(e), []byte("# notes\nthe orchid-kestrel staging token lives in the team vault\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	a := e.post(t, c, "/m/"+m.ID+"/purge", url.Values{"tombstone": {"1"}}, nil)
	if a.status != http.StatusBadRequest {
		t.Errorf("tombstone without a reason: %d", a.status)
	}
	if _, err := e.st.Get(ctx, m.ID); err != nil {
		t.Fatal("a refused purge destroyed the memory")
	}
	a = e.post(t, c, "/m/"+m.ID+"/purge", url.Values{"tombstone": {"1"}, "reason": {"a secret"}}, nil)
	if a.status != http.StatusOK || !strings.Contains(a.body, "purged <span class=\"id\">"+m.ID) || !strings.Contains(a.body, claudeMD(e)) {
		t.Fatalf("purge report: %d\n%s", a.status, a.body)
	}
	if _, err := e.st.Get(ctx, m.ID); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("after purge: %v, want not found", err)
	}
	ts, _ := e.st.Tombstones(ctx)
	if len(ts) != 1 || ts[0].Reason != "a secret" {
		t.Errorf("tombstones %+v", ts)
	}
}

// Check: accepting a draft shows the CLAUDE.md diff and writes nothing;
// only the confirming POST appends the rule.
func TestAcceptOnlyAfterConfirm(t *testing.T) {
	e := newEnv(t)
	c := e.login(t)
	d := seedDraft(t, e.st, e.data)
	n := strconv.Itoa(d.N)
	if a := e.get(t, c, "/review"); !strings.Contains(a.body, `id="draft-`+n+`"`) {
		t.Fatal("the review page does not list the draft")
	}
	a := e.get(t, c, "/review/accept?n="+n+"&to=project")
	if a.status != http.StatusOK || !strings.Contains(a.body, `id="diff"`) || !strings.Contains(a.body, "&#43;- "+d.Rule) {
		t.Fatalf("accept page: %d\n%s", a.status, a.body)
	}
	if _, err := os.Stat(claudeMD(e)); !os.IsNotExist(err) {
		t.Fatalf("showing the diff wrote CLAUDE.md: %v", err)
	}
	if a := e.post(t, c, "/review/accept", url.Values{"n": {n}, "to": {"elsewhere"}}, nil); a.status != http.StatusBadRequest {
		t.Errorf("accept to an unknown place: %d", a.status)
	}
	if a := e.get(t, c, "/review/accept?n=99&to=project"); a.status != http.StatusNotFound {
		t.Errorf("accept of a draft that does not exist: %d", a.status)
	}
	if a := e.post(t, c, "/review/accept", url.Values{"n": {n}, "to": {"project"}}, nil); a.status != http.StatusSeeOther {
		t.Fatalf("confirm: %d %s", a.status, a.body)
	}
	b, err := os.ReadFile(claudeMD(e))
	if err != nil || !strings.Contains(string(b), d.Rule) {
		t.Errorf("after confirming, CLAUDE.md is %q (%v)", b, err)
	}
	// The activity log says the page accepted it, not the command line.
	got, err := activity.Open(e.data, nil).Read(activity.Filter{Op: activity.OpRuleAccept})
	if err != nil || len(got) != 1 || got[0].Actor != "ui" {
		t.Errorf("the acceptance is logged as %+v (%v), want one entry by ui", got, err)
	}
}

// Check: a search finds a jotted memory through recall and shows each part
// of its score; a query sharing no word finds nothing; looking does not
// reinforce.
func TestSearch(t *testing.T) {
	e := newEnv(t)
	c := e.login(t)
	m := jot(t, e.st, "the billing API authenticates with mTLS")
	a := e.get(t, c, "/?q=billing+mtls")
	if !strings.Contains(a.body, "/m/"+m.ID) || !strings.Contains(a.body, "similarity") || !strings.Contains(a.body, "lexical") {
		t.Errorf("search does not list the memory with its score")
	}
	if a := e.get(t, c, "/?q=volcano+ballet"); strings.Contains(a.body, "/m/"+m.ID) {
		t.Error("control: an unrelated query found the memory")
	}
	if got, _ := e.st.Get(context.Background(), m.ID); got.AccessCount != 0 {
		t.Errorf("a search reinforced the memory: %d accesses", got.AccessCount)
	}
}

// Check: the plot has a point per event, the floors where decay puts them,
// a past and a projected line, and a projection in words; a pinned memory
// is flat at the top.
func TestPlot(t *testing.T) {
	created := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	m := store.Memory{CreatedAt: created, LastAccessed: created.Add(48 * time.Hour), Stability: 12, BaseStability: 7}
	hist := []store.StrengthEvent{
		{At: created.Add(24 * time.Hour), Kind: store.EventReinforce, Stability: 9},
		{At: created.Add(48 * time.Hour), Kind: store.EventConfirm, Stability: 12},
	}
	now := created.Add(5 * 24 * time.Hour)
	p := plotStrength(m, hist, now)
	if len(p.Marks) != 2 || p.Past == "" || p.Future == "" || !strings.Contains(p.Projection, "leaves recall") {
		t.Fatalf("plot: %+v", p)
	}
	if p.Marks[1].Y != plotTop || p.Marks[0].X >= p.Marks[1].X {
		t.Errorf("marks %+v: the confirm restarts decay at full strength, after the reinforce", p.Marks)
	}
	if !(p.RetrievalY < p.ArchiveY && p.ArchiveY < plotBottom) {
		t.Errorf("floors at %.1f and %.1f", p.RetrievalY, p.ArchiveY)
	}
	if got := strengthAt(anchors(m, hist), now); got >= 1 || got <= 0 {
		t.Errorf("strength now %.3f", got)
	}
	m.Pinned = true
	pinned := plotStrength(m, append(hist, store.StrengthEvent{At: now.Add(-time.Hour), Kind: store.EventPin, Stability: 12}), now)
	if !strings.Contains(pinned.Projection, "Pinned") || strengthAt(anchors(m, hist), now.Add(1000*time.Hour)) != 1 {
		t.Errorf("pinned plot: %q", pinned.Projection)
	}
}

// Check: tending memory through the page leaves the data dir's modes as
// hippo made them (0700 directories, 0600 files); the control: a file
// opened up to 0644 is noticed.
func TestDataDirModesUnchanged(t *testing.T) {
	e := newEnv(t)
	c := e.login(t)
	m := jot(t, e.st, "the vpn gateway is vpn-3.internal")
	seedDraft(t, e.st, e.data)
	for _, a := range []string{"pin", "unpin", "confirm", "archive", "revive"} {
		e.post(t, c, "/m/"+m.ID+"/"+a, nil, nil)
	}
	e.post(t, c, "/review/find", nil, nil)
	e.post(t, c, "/m/"+m.ID+"/purge", url.Values{"tombstone": {"1"}, "reason": {"rotated"}}, nil)
	if bad := openModes(t, e.data); len(bad) != 0 {
		t.Errorf("modes opened up: %v", bad)
	}
	f := filepath.Join(e.data, "hippo.db")
	if err := os.Chmod(f, 0o644); err != nil {
		t.Fatal(err)
	}
	if bad := openModes(t, e.data); len(bad) != 1 {
		t.Errorf("control: a 0644 file was not noticed: %v", bad)
	}
}

// openModes lists what under dir is open to others than its owner.
func openModes(t *testing.T, dir string) []string {
	t.Helper()
	var bad []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		if info.Mode().Perm()&0o077 != 0 {
			bad = append(bad, fmt.Sprintf("%s %v", p, info.Mode().Perm()))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return bad
}

// Check: the Sessions view lists a captured session with capture's counts,
// the rules behind them and the memories it stored; the control: a store
// with no captured session lists none.
func TestSessionsView(t *testing.T) {
	sc := newShowcase(t)
	a := sc.get(t, sc.signedIn(), "/sessions")
	for _, want := range []string{sc.session, "reject chit-chat 18", "capture 8", "/m/" + sc.billing.ID, ">41<"} {
		if !strings.Contains(a.body, want) {
			t.Errorf("the Sessions view lacks %q", want)
		}
	}
	e := newEnv(t)
	if a := e.get(t, e.login(t), "/sessions"); !strings.Contains(a.body, "No session captured yet") {
		t.Error("control: an empty store lists a session")
	}
}

// Check: the Review view looks for contradictions only when asked, and
// then lists a clashing pair with the actions that resolve it; keeping one
// supersedes the other.
func TestContradictionsOnRequest(t *testing.T) {
	e := newEnv(t)
	c := e.login(t)
	a := jot(t, e.st, "The api gateway listens on port 8080.")
	b := jot(t, e.st, "The api gateway listens on port 9090.")
	if page := e.get(t, c, "/review"); strings.Contains(page.body, "/m/"+a.ID) || !strings.Contains(page.body, "find-contradictions") {
		t.Error("the Review view looked for contradictions unasked")
	}
	page := e.get(t, c, "/review?contradictions=1")
	if !strings.Contains(page.body, "/m/"+a.ID) || !strings.Contains(page.body, "/m/"+b.ID) {
		t.Fatalf("the clashing pair is not listed:\n%s", page.body)
	}
	if r := e.post(t, c, "/review/keep", url.Values{"keep": {b.ID}, "supersede": {a.ID}}, nil); r.status != http.StatusSeeOther {
		t.Fatalf("keep: %d %s", r.status, r.body)
	}
	if got, _ := e.st.Get(context.Background(), a.ID); got.SupersededBy != b.ID {
		t.Errorf("after keep: %s superseded by %q, want %s", a.ID, got.SupersededBy, b.ID)
	}
	if page := e.get(t, c, "/review?contradictions=1"); !strings.Contains(page.body, "no-contradictions") {
		t.Error("the resolved pair is still listed")
	}
}

// Check: a search for archived memories reaches them as "hippo cold" does,
// with a close cue; the control: the same search among active memories
// does not return the archived one.
func TestSearchArchived(t *testing.T) {
	e := newEnv(t)
	c := e.login(t)
	m := jot(t, e.st, "the legacy billing cron runs on host cron-old-7")
	if _, err := e.st.Archive(context.Background(), m.ID); err != nil {
		t.Fatal(err)
	}
	q := "/?q=" + url.QueryEscape("legacy billing cron runs on host cron-old-7")
	if a := e.get(t, c, q); strings.Contains(a.body, "/m/"+m.ID) {
		t.Error("control: a search of active memories returned the archived one")
	}
	for _, state := range []string{"archived", "all"} {
		if a := e.get(t, c, q+"&state="+state); !strings.Contains(a.body, "/m/"+m.ID) || !strings.Contains(a.body, "cold") {
			t.Errorf("state %s: the archived memory is not found", state)
		}
	}
}
