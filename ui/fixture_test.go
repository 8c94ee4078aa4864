package ui

import (
	"context"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/feedback"
	"github.com/hippo-mem/hippo/install"
	"github.com/hippo-mem/hippo/internal/teststore"
	"github.com/hippo-mem/hippo/store"
	"github.com/hippo-mem/hippo/workflow"
)

// env is a page served over HTTP from a real store on disk.
type env struct {
	st                  *store.Store
	data, project, home string
	srv                 *Server
	ts                  *httptest.Server
	port                int
	base                string
}

func newEnv(t testing.TB) *env {
	t.Helper()
	st, data := teststore.Open(t)
	return serve(t, st, data)
}

// serve serves the page for st, whose data dir is data.
func serve(t testing.TB, st *store.Store, data string) *env {
	t.Helper()
	e := &env{st: st, data: data, project: t.TempDir(), home: t.TempDir()}
	srv, err := New(Options{Store: st, DataDir: data, Version: "test", ClaudeDir: e.home, ProjectDir: e.project,
		Doctor: install.DoctorOptions{ClaudeDir: e.home, DataDir: data, ModelDir: filepath.Join(e.home, "model")}})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := Listen(0)
	if err != nil {
		t.Fatal(err)
	}
	e.srv, e.port = srv, Port(ln)
	e.ts = httptest.NewUnstartedServer(srv.Handler(e.port))
	_ = e.ts.Listener.Close()
	e.ts.Listener = ln
	e.ts.Start()
	t.Cleanup(e.ts.Close)
	e.base = e.ts.URL
	return e
}

// client does not follow redirects, so a test sees each one.
func client() *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
}

// login exchanges the token and returns the signed-in client.
func (e *env) login(t testing.TB) *http.Client {
	t.Helper()
	c := client()
	resp, err := c.Get(e.base + "/?token=" + e.srv.Token())
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("token exchange: %s", resp.Status)
	}
	return c
}

type answer struct {
	status int
	body   string
	header http.Header
}

func do(t testing.TB, c *http.Client, req *http.Request) answer {
	t.Helper()
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return answer{resp.StatusCode, string(b), resp.Header}
}

func (e *env) get(t testing.TB, c *http.Client, path string) answer {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, e.base+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	return do(t, c, req)
}

// post sends a form as the page would (its CSRF token added unless the form
// names one), with extra headers.
func (e *env) post(t testing.TB, c *http.Client, path string, form url.Values, headers map[string]string) answer {
	t.Helper()
	if form == nil {
		form = url.Values{}
	}
	if _, ok := form["csrf"]; !ok {
		form.Set("csrf", e.srv.csrf)
	}
	req, err := http.NewRequest(http.MethodPost, e.base+path, strings.NewReader(form.Encode()))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	return do(t, c, req)
}

func jot(t testing.TB, s *store.Store, text string) store.Memory {
	t.Helper()
	return teststore.Jot(t, s, text, decay.KindFact, "")
}

// seedDraft stores one correction said in three sessions, which
// review-feedback turns into a draft rule, and returns the draft.
func seedDraft(t testing.TB, s *store.Store, data string) feedback.Draft {
	t.Helper()
	ctx := context.Background()
	r, err := s.Add(ctx, store.NewMemory{Text: "No, run the tests with pnpm test.", Kind: decay.KindFeedback, Origin: store.OriginCapture,
		Speaker: store.SpeakerUser, SessionID: "s1", LineUUID: "u0"})
	if err != nil {
		t.Fatal(err)
	}
	said := []store.Restatement{{SessionID: "s2", LineUUID: "u1", Origin: store.OriginCapture}, {SessionID: "s3", LineUUID: "u2", Origin: store.OriginCapture}}
	for _, again := range said {
		if _, err := s.Restate(ctx, r.Memory.ID, again); err != nil {
			t.Fatal(err)
		}
	}
	drafts, err := feedback.Find(ctx, s, data, time.Now(), nil)
	if err != nil || len(drafts) != 1 {
		t.Fatalf("seed a draft: %v, %v", drafts, err)
	}
	return drafts[0]
}

// seedChain stores a fact and its correction: a chain of two.
func seedChain(t testing.TB, s *store.Store, old, newer string) (store.Memory, store.Memory) {
	t.Helper()
	o := jot(t, s, old)
	r, err := workflow.Correct(context.Background(), s, workflow.Correction{OldID: o.ID, Text: newer, By: workflow.ByCLI})
	if err != nil {
		t.Fatal(err)
	}
	return o, r.Memory
}

func claudeMD(e *env) string { return filepath.Join(e.project, "CLAUDE.md") }

var inlineScript = regexp.MustCompile(`(?i)<script|\son[a-z]+\s*=|\sstyle\s*=|javascript:`)
