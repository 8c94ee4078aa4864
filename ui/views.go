package ui

import (
	"bytes"
	"errors"
	"fmt"
	"html/template"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/feedback"
	"github.com/hippo-mem/hippo/frame"
	"github.com/hippo-mem/hippo/store"
	"github.com/hippo-mem/hippo/workflow"
)

// pageSize is how many memories one page lists: the first view of ten
// thousand memories reads this many rows, not all of them.
const pageSize = 25

// searchK is how many memories a search ranks, before the filters.
const searchK = 100

// shortText is how much of a memory a list shows; the memory's page shows all.
const shortText = 300

// page is what every template gets.
type page struct {
	Title, Nav, CSRF, Flash string
	Data                    any
}

// rendered is a view's answer: which template, its title and its data.
type rendered struct {
	tmpl, title string
	data        any
}

var pageNames = []string{"memories", "memory", "purge", "purged", "sessions", "review", "accept", "health", "error"}

func parsePages() (map[string]*template.Template, error) {
	out := make(map[string]*template.Template, len(pageNames))
	for _, n := range pageNames {
		t, err := template.New(n).ParseFS(files, "templates/layout.html", "templates/"+n+".html")
		if err != nil {
			return nil, fmt.Errorf("ui: template %s: %w", n, err)
		}
		out[n] = t
	}
	return out, nil
}

// flashes are the only messages a redirect can ask the page to show: a
// message taken from the URL as written would let any link put words on
// the page.
var flashes = map[string]string{
	"pinned": "Pinned: exempt from decay and prune.", "unpinned": "Unpinned: it decays again from now.",
	"confirmed": "Confirmed: its stability grew.", "archived": "Archived: out of recall, text and vector kept.",
	"revived": "Revived: back in recall.", "corrected": "Stored the correction; the old memory is superseded.",
	"accepted": "Accepted: the rule was written to CLAUDE.md.", "rejected": "Rejected the draft.",
	"kept": "Kept one memory; the other is superseded.", "fine": "Marked the pair as not a contradiction.",
	"found": "Looked for new drafts.",
}

// view serves a GET: the view's data rendered in its template, or an error page.
func (s *Server) view(nav string, fn func(*http.Request) (rendered, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		out, err := fn(r)
		if err != nil {
			s.fail(w, nav, err)
			return
		}
		s.render(w, http.StatusOK, nav, flashes[r.URL.Query().Get("done")], out)
	}
}

func (s *Server) render(w http.ResponseWriter, status int, nav, flash string, out rendered) {
	var b bytes.Buffer
	p := page{Title: out.title, Nav: nav, CSRF: s.csrf, Flash: flash, Data: out.data}
	if err := s.pages[out.tmpl].ExecuteTemplate(&b, "layout", p); err != nil {
		http.Error(w, "ui: render "+out.tmpl+": "+err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	_, _ = w.Write(b.Bytes())
}

// badRequest marks an error in what the person asked for.
type badRequest struct{ msg string }

func (e *badRequest) Error() string { return e.msg }

func (s *Server) fail(w http.ResponseWriter, nav string, err error) {
	status := http.StatusInternalServerError
	var bad *badRequest
	switch {
	case errors.Is(err, store.ErrNotFound), errors.Is(err, feedback.ErrNoDraft):
		status = http.StatusNotFound
	case errors.As(err, &bad), errors.Is(err, store.ErrAmbiguous), errors.Is(err, store.ErrEmpty),
		errors.Is(err, store.ErrTooLarge), errors.Is(err, store.ErrNotArchived), errors.Is(err, store.ErrAlreadyArchived),
		errors.Is(err, store.ErrAlreadySuperseded), errors.Is(err, store.ErrPinned), errors.Is(err, store.ErrBlocked),
		errors.Is(err, store.ErrCycle), errors.Is(err, workflow.ErrNoReason):
		status = http.StatusBadRequest
	}
	s.render(w, status, nav, "", rendered{tmpl: "error", title: http.StatusText(status), data: err.Error()})
}

type memRow struct {
	M        store.Memory
	Hit      store.Hit
	Band     store.Band
	Why      string
	Tags     []string
	Short    string
	Strength float64
	Created  string
}

type memoriesData struct {
	Q, Project, Kind, State, Band string
	Projects, Kinds, States       []string
	Bands                         []store.Band
	Rows                          []memRow
	Total, Page, Pages            int
	Prev, Next                    string
	Mode, Why                     string
}

// filters reads the Memories view's query.
func filters(r *http.Request) memoriesData {
	q := r.URL.Query()
	d := memoriesData{Q: strings.TrimSpace(q.Get("q")), Project: q.Get("project"), Kind: q.Get("kind"), State: q.Get("state"), Band: q.Get("band")}
	if d.State == "" {
		d.State = store.StateActive
	}
	d.Page, _ = strconv.Atoi(q.Get("page"))
	d.Page = max(d.Page, 1)
	d.States = []string{store.StateActive, store.StatePinned, store.StateArchived, store.StateSuperseded, store.StateAll}
	d.Bands = []store.Band{store.BandConfident, store.BandUncertain, store.BandWeak, store.BandCold}
	for _, k := range decay.Kinds {
		d.Kinds = append(d.Kinds, string(k))
	}
	return d
}

func (s *Server) memories(r *http.Request) (rendered, error) {
	d := filters(r)
	ctx := r.Context()
	var err error
	if d.Projects, err = s.o.Store.Projects(ctx); err != nil {
		return rendered{}, err
	}
	now := s.o.Now()
	if d.Q != "" {
		err = s.search(r, &d)
	} else {
		var mems []store.Memory
		mems, d.Total, err = s.o.Store.Browse(ctx, store.BrowseOptions{State: d.State, Project: d.Project, Kind: decay.Kind(d.Kind),
			Offset: (d.Page - 1) * pageSize, Limit: pageSize})
		for _, m := range mems {
			d.Rows = append(d.Rows, memRow{M: m, Tags: stateTags(m), Short: clip(m.Text, shortText), Strength: m.StrengthAt(now), Created: frame.DateAge(m.CreatedAt, now)})
		}
	}
	if err != nil {
		return rendered{}, err
	}
	d.Pages = max(1, (d.Total+pageSize-1)/pageSize)
	if d.Page > 1 {
		d.Prev = pageURL(r, d.Page-1)
	}
	if d.Page < d.Pages {
		d.Next = pageURL(r, d.Page+1)
	}
	return rendered{tmpl: "memories", title: "Memories", data: d}, nil
}

// search ranks memories through the recall "hippo recall" uses, weak matches
// included, and filters the ranked list. Looking at memories is not using
// them, so nothing it shows is reinforced.
func (s *Server) search(r *http.Request, d *memoriesData) error {
	res, err := s.o.Store.Recall(r.Context(), store.Query{Text: d.Q, Topic: s.o.Topic, K: searchK, NearMisses: true, NoReinforce: true})
	if err != nil {
		return fmt.Errorf("recall: %w", err)
	}
	d.Mode, d.Why = res.Mode, res.Why
	hits := res.Hits
	if d.State != store.StateActive && d.State != store.StatePinned {
		// Recall never returns an archived or superseded memory; "hippo cold"
		// reaches them, with a cue close enough to the memory.
		cold, err := s.o.Store.Cold(r.Context(), d.Q, searchK, true)
		if err != nil {
			return fmt.Errorf("cold recall: %w", err)
		}
		hits = append(hits, cold...)
	}
	var rows []memRow
	for _, h := range hits {
		m := h.Memory
		if (d.Project != "" && m.Project != d.Project) || (d.Kind != "" && string(m.Kind) != d.Kind) ||
			(d.Band != "" && string(h.Band) != d.Band) || !inState(m, d.State) {
			continue
		}
		rows = append(rows, memRow{M: m, Hit: h, Band: h.Band, Why: h.Why, Tags: stateTags(m), Short: clip(m.Text, shortText)})
	}
	d.Total = len(rows)
	from := min((d.Page-1)*pageSize, len(rows))
	d.Rows = rows[from:min(from+pageSize, len(rows))]
	return nil
}

func inState(m store.Memory, state string) bool {
	switch state {
	case store.StatePinned:
		return m.Pinned
	case store.StateArchived:
		return m.Archived && m.SupersededBy == ""
	case store.StateSuperseded:
		return m.SupersededBy != ""
	case store.StateAll:
		return true
	}
	return m.Active()
}

func stateTags(m store.Memory) []string {
	var tags []string
	if m.Pinned {
		tags = append(tags, "pinned")
	}
	if m.Archived {
		tags = append(tags, "archived")
	}
	if m.SupersededBy != "" {
		tags = append(tags, "superseded")
	}
	return tags
}

// clip cuts text to at most n runes, on a rune boundary.
func clip(text string, n int) string {
	if utf8.RuneCountInString(text) <= n {
		return text
	}
	return string([]rune(text)[:n]) + "…"
}

func pageURL(r *http.Request, n int) string {
	q := r.URL.Query()
	q.Set("page", strconv.Itoa(n))
	return (&url.URL{Path: "/", RawQuery: q.Encode()}).String()
}

type eventRow struct {
	When      string
	Kind      store.EventKind
	Stability float64
}

type memoryData struct {
	M      store.Memory
	Tags   []string
	Plot   plot
	Props  [][2]string
	Chain  []store.ChainLink
	Events []eventRow
}

func (s *Server) memory(r *http.Request) (rendered, error) {
	ctx := r.Context()
	m, err := s.o.Store.Get(ctx, r.PathValue("id"))
	if err != nil {
		return rendered{}, err
	}
	hist, err := s.o.Store.History(ctx, m.ID)
	if err != nil {
		return rendered{}, err
	}
	occ, err := s.o.Store.Occurrences(ctx, []store.Memory{m})
	if err != nil {
		return rendered{}, err
	}
	now := s.o.Now()
	d := memoryData{M: m, Tags: stateTags(m), Plot: plotStrength(m, hist, now), Props: props(m, len(occ[m.ID]), now), Chain: s.o.Store.Chain(ctx, m)}
	for i := len(hist) - 1; i >= 0; i-- { // newest first
		e := hist[i]
		d.Events = append(d.Events, eventRow{When: frame.DateAge(e.At, now), Kind: e.Kind, Stability: e.Stability})
	}
	return rendered{tmpl: "memory", title: "Memory " + m.ID, data: d}, nil
}

// props are a memory's details, as "hippo show" lists them.
func props(m store.Memory, said int, now time.Time) [][2]string {
	state := "active"
	switch {
	case m.SupersededBy != "":
		state = "superseded by " + m.SupersededBy
	case m.Archived:
		state = "archived " + frame.DateAge(m.ArchivedAt, now)
	}
	return [][2]string{
		{"kind", fmt.Sprintf("%s (%s, consolidation level %d)", m.Kind, m.MemoryType, m.ConsolidationLevel)},
		{"state", state},
		{"stated", frame.DateAge(m.StatedAt, now)},
		{"created", frame.DateAge(m.CreatedAt, now)},
		{"last used", frame.DateAge(m.LastAccessed, now)},
		{"strength", fmt.Sprintf("%.3f (stability %.1f days, base %.0f)", m.StrengthAt(now), m.Stability, m.BaseStability)},
		{"used", strconv.Itoa(m.AccessCount) + " times"},
		{"said", strconv.Itoa(max(said, 1)) + " times"},
		{"topic", m.Topic},
		{"project", m.Project},
		{"origin", string(m.Origin) + ", said by " + string(m.Speaker)},
		{"provenance", m.Provenance()},
	}
}

func (s *Server) purgePage(r *http.Request) (rendered, error) {
	m, err := s.o.Store.Get(r.Context(), r.PathValue("id"))
	if err != nil {
		return rendered{}, err
	}
	return rendered{tmpl: "purge", title: "Purge " + m.ID, data: struct{ M store.Memory }{m}}, nil
}
