// Package ui serves "hippo ui": a local web page to see, search and tend the
// memory store. It owns the page and its security, and nothing else: every
// view reads through the store, feedback, capture, install and hooklog
// packages, and every action calls the same store or workflow function as
// its CLI twin, so a memory pinned here is pinned exactly as "hippo pin"
// pins it, and logged the same way.
//
// The page is reachable from this machine only, and only by whoever holds
// the one-time token printed at start: the token is exchanged for an
// HttpOnly, SameSite=Strict cookie, every state change is a POST carrying a
// CSRF token, the Host header must name the loopback address (against DNS
// rebinding), and the Content-Security-Policy allows nothing inline.
package ui

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/hippo-mem/hippo/install"
	"github.com/hippo-mem/hippo/store"
)

//go:embed templates/*.html static/style.css
var files embed.FS

// CSP is the page's Content-Security-Policy: its own stylesheet and nothing
// else, no script at all, forms posted only to itself, never framed.
const CSP = "default-src 'self'; script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

// Options are what the page reads and where it writes.
type Options struct {
	Store   *store.Store
	DataDir string
	Version string // this binary's, for the warm server's handshake
	// ClaudeDir holds the transcripts a purge searches and the user's
	// CLAUDE.md; ProjectDir is the project whose CLAUDE.md a rule can go to.
	ClaudeDir, ProjectDir string
	// Doctor is how the Health view runs doctor's checks.
	Doctor install.DoctorOptions
	// Topic is the current project's, which a search boosts as "hippo recall" does.
	Topic string
	Now   func() time.Time // nil: time.Now
}

// Server is one run of the page.
type Server struct {
	o     Options
	pages map[string]*template.Template

	mu      sync.Mutex
	token   string // the one-time token; "" once it was exchanged
	session string // the cookie's value once the token was exchanged
	csrf    string
	last    time.Time // the last request, for the idle exit
}

// New makes a server with a fresh token.
func New(o Options) (*Server, error) {
	if o.Now == nil {
		o.Now = time.Now
	}
	pages, err := parsePages()
	if err != nil {
		return nil, err
	}
	s := &Server{o: o, pages: pages, last: o.Now()}
	for _, p := range []*string{&s.token, &s.session, &s.csrf} {
		if *p, err = secret(); err != nil {
			return nil, err
		}
	}
	return s, nil
}

func secret() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("ui: random token: %w", err)
	}
	return hex.EncodeToString(b), nil
}

// Token is the one-time token for the URL to print.
func (s *Server) Token() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.token
}

// Listen listens on the loopback address only; port 0 picks a free one.
func Listen(port int) (net.Listener, error) {
	ln, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(port)))
	if err != nil {
		return nil, fmt.Errorf("ui: listen on 127.0.0.1:%d: %w", port, err)
	}
	return ln, nil
}

// Port is the port a listener from Listen took.
func Port(ln net.Listener) int { return ln.Addr().(*net.TCPAddr).Port }

// Serve serves on ln until ctx ends or no request came for idle (0: never).
func (s *Server) Serve(ctx context.Context, ln net.Listener, idle time.Duration) error {
	hs := &http.Server{Handler: s.Handler(Port(ln)), ReadHeaderTimeout: 10 * time.Second}
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	tick := time.NewTicker(idleCheck(idle))
	defer tick.Stop()
	for {
		select {
		case err := <-errc:
			return err
		case <-ctx.Done():
			return shutdown(hs)
		case <-tick.C:
			if idle > 0 && s.o.Now().Sub(s.lastRequest()) >= idle {
				return shutdown(hs)
			}
		}
	}
}

// idleCheck is how often Serve looks at the clock: often enough that the
// idle exit comes within a tenth of the wait late.
func idleCheck(idle time.Duration) time.Duration {
	if idle <= 0 {
		return time.Hour
	}
	return max(idle/10, 10*time.Millisecond)
}

func shutdown(hs *http.Server) error {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := hs.Shutdown(ctx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

func (s *Server) lastRequest() time.Time {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.last
}

// Handler is the page for a server listening on 127.0.0.1:port: the routes
// behind the security checks.
func (s *Server) Handler(port int) http.Handler {
	mux := http.NewServeMux()
	static, _ := fs.Sub(files, "static")
	mux.Handle("GET /static/", http.StripPrefix("/static/", http.FileServerFS(static)))
	mux.HandleFunc("GET /{$}", s.view("memories", s.memories))
	mux.HandleFunc("GET /m/{id}", s.view("memories", s.memory))
	mux.HandleFunc("GET /m/{id}/purge", s.view("memories", s.purgePage))
	mux.HandleFunc("GET /sessions", s.view("sessions", s.sessions))
	mux.HandleFunc("GET /review", s.view("review", s.review))
	mux.HandleFunc("GET /review/accept", s.view("review", s.acceptPage))
	mux.HandleFunc("GET /health", s.view("health", s.health))
	for _, a := range s.actions() {
		mux.HandleFunc("POST "+a.path, s.action(a))
	}
	return s.guard(port, mux)
}

// guard applies the rules every request passes before any route: the Host
// header, the token or cookie, and the response headers.
func (s *Server) guard(port int, next http.Handler) http.Handler {
	hosts := map[string]bool{"127.0.0.1:" + strconv.Itoa(port): true, "localhost:" + strconv.Itoa(port): true}
	cookie := cookieName(port)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", CSP)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		// same-origin, not no-referrer: with no-referrer a browser sends "Origin:
		// null" on the page's own form posts, which sameOrigin must refuse.
		h.Set("Referrer-Policy", "same-origin")
		h.Set("Cache-Control", "no-store")
		if !hosts[r.Host] {
			// A page on another name that resolves here (DNS rebinding) must
			// not reach the store through the browser.
			http.Error(w, "hippo ui answers only to 127.0.0.1 and localhost", http.StatusMisdirectedRequest)
			return
		}
		if tok := r.URL.Query().Get("token"); tok != "" {
			s.exchange(w, r, tok, cookie)
			return
		}
		c, err := r.Cookie(cookie)
		if err != nil || !s.sessionOK(c.Value) {
			http.Error(w, "not signed in: open the URL that \"hippo ui\" printed", http.StatusForbidden)
			return
		}
		// Only a signed-in request keeps the page up: another page that
		// keeps asking must not hold it open past --idle.
		s.touch()
		next.ServeHTTP(w, r)
	})
}

// cookieName has the port in it: cookies do not tell ports apart, and two
// pages on two ports must not overwrite each other's.
func cookieName(port int) string { return "hippo_ui_" + strconv.Itoa(port) }

func (s *Server) touch() {
	s.mu.Lock()
	s.last = s.o.Now()
	s.mu.Unlock()
}

// exchange trades the one-time token for the session cookie and redirects
// to the same URL without the token, so it stays out of the history. A
// token used once, or a wrong one, is refused.
func (s *Server) exchange(w http.ResponseWriter, r *http.Request, tok, cookie string) {
	s.mu.Lock()
	ok := s.token != "" && equal(tok, s.token)
	if ok {
		s.token = ""
	}
	session := s.session
	s.mu.Unlock()
	if !ok {
		http.Error(w, "this link was used already or is wrong: start \"hippo ui\" again for a new one", http.StatusForbidden)
		return
	}
	http.SetCookie(w, &http.Cookie{Name: cookie, Value: session, Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode})
	q := r.URL.Query()
	q.Del("token")
	// One leading slash: "//host/..." would send the browser to another host.
	u := url.URL{Path: "/" + strings.TrimLeft(r.URL.Path, "/"), RawQuery: q.Encode()}
	http.Redirect(w, r, u.RequestURI(), http.StatusSeeOther)
}

func (s *Server) sessionOK(v string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.token == "" && equal(v, s.session)
}

func equal(a, b string) bool { return subtle.ConstantTimeCompare([]byte(a), []byte(b)) == 1 }

// sameOrigin refuses a POST that another site's page sent: its CSRF token
// must match, and where the browser says where the request came from
// (Sec-Fetch-Site, Origin), that must be this page.
func (s *Server) sameOrigin(r *http.Request) bool {
	if site := r.Header.Get("Sec-Fetch-Site"); site != "" && site != "same-origin" {
		return false
	}
	if o := r.Header.Get("Origin"); o != "" && o != "http://"+r.Host {
		return false
	}
	return equal(r.PostFormValue("csrf"), s.csrf)
}
