package ui

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/hippo-mem/hippo/store"
)

// Check: a request with neither the token nor the cookie is refused; the
// token is exchanged once for an HttpOnly, SameSite=Strict cookie and a
// redirect to a URL without it; a used, wrong or absent token and a wrong
// cookie are refused; the cookie then opens every view.
func TestTokenAndCookie(t *testing.T) {
	e := newEnv(t)
	anon := client()
	if a := e.get(t, anon, "/"); a.status != http.StatusForbidden || strings.Contains(a.body, "<table") {
		t.Errorf("no token, no cookie: %d %q", a.status, a.body)
	}
	if a := e.get(t, anon, "/?token=0123"); a.status != http.StatusForbidden {
		t.Errorf("wrong token: %d", a.status)
	}
	tok := e.srv.Token()
	c := client()
	a := e.get(t, c, "/m/x?token="+tok+"&keep=1")
	if a.status != http.StatusSeeOther || a.header.Get("Location") != "/m/x?keep=1" {
		t.Fatalf("token exchange: %d, Location %q; want 303 to the URL without the token", a.status, a.header.Get("Location"))
	}
	if a := e.get(t, client(), "//evil.example/?token=0"); a.status != http.StatusForbidden {
		t.Errorf("a wrong token on a // path: %d", a.status)
	}
	set := a.header.Get("Set-Cookie")
	for _, want := range []string{"HttpOnly", "SameSite=Strict", "Path=/"} {
		if !strings.Contains(set, want) {
			t.Errorf("cookie %q lacks %s", set, want)
		}
	}
	for _, p := range []string{"/", "/sessions", "/review", "/health", "/static/style.css"} {
		if a := e.get(t, c, p); a.status != http.StatusOK {
			t.Errorf("control: signed in, %s: %d", p, a.status)
		}
	}
	if a := e.get(t, client(), "/?token="+tok); a.status != http.StatusForbidden {
		t.Errorf("the token worked twice: %d", a.status)
	}
	forged := client()
	u, _ := url.Parse(e.base)
	forged.Jar.SetCookies(u, []*http.Cookie{{Name: cookieName(e.port), Value: strings.Repeat("0", 64)}})
	if a := e.get(t, forged, "/"); a.status != http.StatusForbidden {
		t.Errorf("a forged cookie: %d", a.status)
	}
	if a := e.get(t, anon, "/static/style.css"); a.status != http.StatusForbidden {
		t.Errorf("the stylesheet without a cookie: %d", a.status)
	}
}

// Check: a Host header other than 127.0.0.1 or localhost on the page's port
// is refused, signed in or not (DNS rebinding); both loopback names work.
func TestHostHeader(t *testing.T) {
	e := newEnv(t)
	c := e.login(t)
	port := e.ts.Listener.Addr().String()[strings.LastIndex(e.ts.Listener.Addr().String(), ":"):]
	for _, tt := range []struct {
		host string
		want int
	}{
		{"127.0.0.1" + port, http.StatusOK},
		{"localhost" + port, http.StatusOK},
		{"evil.example" + port, http.StatusMisdirectedRequest},
		{"attacker.test", http.StatusMisdirectedRequest},
		{"127.0.0.1:1", http.StatusMisdirectedRequest},
	} {
		req, _ := http.NewRequest(http.MethodGet, e.base+"/", nil)
		req.Host = tt.host
		for _, ck := range c.Jar.Cookies(req.URL) { // a jar matches cookies by Host
			req.AddCookie(ck)
		}
		if a := do(t, &http.Client{}, req); a.status != tt.want {
			t.Errorf("Host %s: %d, want %d: %s", tt.host, a.status, tt.want, a.body)
		}
	}
	req, _ := http.NewRequest(http.MethodGet, e.base+"/?token="+e.srv.Token(), nil)
	req.Host = "evil.example" + port
	if a := do(t, client(), req); a.status != http.StatusMisdirectedRequest {
		t.Errorf("a token sent through a foreign Host: %d", a.status)
	}
}

// Check: every change is a POST with the page's CSRF token from the page's
// own origin: a missing or wrong token, a foreign Origin, a cross-site
// Sec-Fetch-Site, a GET, and a post without the cookie (what SameSite=Strict
// leaves of a cross-site form) change nothing; the same post from the page
// pins the memory.
func TestCSRFAndCrossSitePost(t *testing.T) {
	e := newEnv(t)
	c := e.login(t)
	m := jot(t, e.st, "the staging database is db-stage-2")
	path := "/m/" + m.ID + "/pin"
	for _, tt := range []struct {
		name    string
		c       *http.Client
		form    url.Values
		headers map[string]string
	}{
		{"no token", c, url.Values{"csrf": {""}}, nil},
		{"wrong token", c, url.Values{"csrf": {strings.Repeat("a", 64)}}, nil},
		{"foreign origin", c, nil, map[string]string{"Origin": "http://evil.example"}},
		{"cross-site fetch", c, nil, map[string]string{"Sec-Fetch-Site": "cross-site"}},
		{"no cookie", client(), nil, map[string]string{"Origin": "http://evil.example", "Sec-Fetch-Site": "cross-site"}},
	} {
		if a := e.post(t, tt.c, path, tt.form, tt.headers); a.status != http.StatusForbidden {
			t.Errorf("%s: %d, want 403", tt.name, a.status)
		}
		if got, _ := e.st.Get(context.Background(), m.ID); got.Pinned {
			t.Fatalf("%s: the memory was pinned", tt.name)
		}
	}
	if a := e.get(t, c, path); a.status != http.StatusMethodNotAllowed {
		t.Errorf("GET of an action: %d, want 405", a.status)
	}
	a := e.post(t, c, path, nil, map[string]string{"Origin": e.base, "Sec-Fetch-Site": "same-origin"})
	if a.status != http.StatusSeeOther {
		t.Fatalf("control: the page's own post: %d %s", a.status, a.body)
	}
	if got, _ := e.st.Get(context.Background(), m.ID); !got.Pinned {
		t.Error("control: the page's own post did not pin the memory")
	}
}

// Check: every response, the refusals included, carries the strict CSP and
// no CORS header, even when asked from another origin; no page holds an
// inline script, event handler or style attribute; the stylesheet link is
// there (the control that the pages were read).
func TestHeadersAndNoInlineCode(t *testing.T) {
	e := newEnv(t)
	c := e.login(t)
	m := jot(t, e.st, "the build cache lives in /var/cache/ci")
	seedDraft(t, e.st, e.data)
	_, newer := seedChain(t, e.st, "the api listens on port 8080", "the api listens on port 8443")
	for _, tt := range []struct {
		c    *http.Client
		path string
	}{
		{client(), "/"}, {c, "/"}, {c, "/?q=build+cache"}, {c, "/m/" + m.ID}, {c, "/m/" + m.ID + "/purge"}, {c, "/m/" + newer.ID},
		{c, "/sessions"}, {c, "/review"}, {c, "/review/accept?n=1&to=project"}, {c, "/health"}, {c, "/m/nosuch"}, {c, "/static/style.css"},
	} {
		req, _ := http.NewRequest(http.MethodGet, e.base+tt.path, nil)
		req.Header.Set("Origin", "http://evil.example")
		a := do(t, tt.c, req)
		if got := a.header.Get("Content-Security-Policy"); got != CSP {
			t.Errorf("%s: CSP %q", tt.path, got)
		}
		for k := range a.header {
			if strings.HasPrefix(k, "Access-Control-") {
				t.Errorf("%s: CORS header %s", tt.path, k)
			}
		}
		if strings.HasSuffix(tt.path, ".css") || a.status == http.StatusForbidden {
			continue
		}
		if loc := inlineScript.FindString(a.body); loc != "" {
			t.Errorf("%s: inline code %q", tt.path, loc)
		}
		if !strings.Contains(a.body, `<link rel="stylesheet" href="/static/style.css">`) {
			t.Errorf("control: %s has no stylesheet link (status %d)", tt.path, a.status)
		}
	}
	if !strings.Contains(CSP, "default-src 'self'") || strings.Contains(CSP, "unsafe-inline") {
		t.Errorf("CSP %q", CSP)
	}
}

// Check: hostile memory text renders as text: a <script> payload is
// escaped in the list, the search and the memory page (the control: the
// escaped text is there); a memory of the largest size is clipped in the
// list and whole on its page; unicode (scripts, emoji, a right-to-left
// override) comes through intact and is never cut inside a character.
func TestHostileText(t *testing.T) {
	e := newEnv(t)
	c := e.login(t)
	xss := jot(t, e.st, `payload <script>alert("x")</script> <img src=x onerror=alert(1)> "quoted" 'single'`)
	for _, p := range []string{"/", "/?q=payload+script+alert", "/m/" + xss.ID} {
		a := e.get(t, c, p)
		if strings.Contains(a.body, "<script>") || strings.Contains(a.body, "<img src=x") {
			t.Errorf("%s: the payload is live markup", p)
		}
		if !strings.Contains(a.body, "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;") {
			t.Errorf("control: %s does not show the payload as text", p)
		}
	}
	uni := "デプロイは金曜日に行わない 🚀 \u202Egnp.exe\u202C café"
	huge := strings.Repeat("é", store.MaxTextBytes/2-200) + " hugetail"
	um := jot(t, e.st, uni)
	hm := jot(t, e.st, huge)
	list := e.get(t, c, "/")
	if !utf8.ValidString(list.body) || !strings.Contains(list.body, uni) {
		t.Error("the list does not show the unicode memory intact")
	}
	if strings.Contains(list.body, "hugetail") || len(list.body) > 64<<10 {
		t.Errorf("the list shows a huge memory whole (%d bytes)", len(list.body))
	}
	if p := e.get(t, c, "/m/"+hm.ID); p.status != http.StatusOK || !strings.Contains(p.body, "hugetail") || !utf8.ValidString(p.body) {
		t.Errorf("the huge memory's page: %d, whole %v", p.status, strings.Contains(p.body, "hugetail"))
	}
	if p := e.get(t, c, "/m/"+um.ID); !strings.Contains(p.body, uni) {
		t.Error("the unicode memory's page does not show it intact")
	}
	if got := clip("日本語のテキスト", 3); got != "日本語…" {
		t.Errorf("clip: %q", got)
	}
}

// Check: the page exits when idle, and not before.
func TestIdleExit(t *testing.T) {
	st := newEnv(t).st
	srv, err := New(Options{Store: st})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := Listen(0)
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	start := time.Now()
	go func() { done <- srv.Serve(context.Background(), ln, 200*time.Millisecond) }()
	select {
	case err := <-done:
		if took := time.Since(start); err != nil || took < 200*time.Millisecond {
			t.Errorf("idle exit after %s: %v", took, err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the page did not exit when idle")
	}
	ctx, cancel := context.WithCancel(context.Background())
	ln2, _ := Listen(0)
	go func() { done <- srv.Serve(ctx, ln2, 0) }()
	select {
	case <-done:
		t.Fatal("control: a page with no idle limit exited by itself")
	case <-time.After(300 * time.Millisecond):
	}
	cancel()
	if err := <-done; err != nil {
		t.Errorf("stop on cancel: %v", err)
	}
}

// Check: the page listens on the loopback address only.
func TestListensOnLoopbackOnly(t *testing.T) {
	ln, err := Listen(0)
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	if host := ln.Addr().String(); !strings.HasPrefix(host, "127.0.0.1:") {
		t.Errorf("listening on %s", host)
	}
}

// Check: the token's redirect stays on the page's host even when the path
// starts with "//" (which a browser reads as another host); the control: an
// ordinary path keeps its query.
func TestTokenRedirectStaysHere(t *testing.T) {
	e := newEnv(t)
	req, _ := http.NewRequest(http.MethodGet, e.base+"/?token="+e.srv.Token(), nil)
	req.URL.Path = "//evil.example/x"
	a := do(t, client(), req)
	if loc := a.header.Get("Location"); a.status != http.StatusSeeOther || loc != "/evil.example/x" {
		t.Errorf("redirect to %q (%d), want /evil.example/x on this host", loc, a.status)
	}
}
