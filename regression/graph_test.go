package regression

import (
	"database/sql"
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	_ "modernc.org/sqlite"

	"github.com/hippo-mem/hippo/store"
)

// The supersession graph end to end: links never loop and never name a
// memory that does not exist, and doctor repairs stores that earlier
// versions left otherwise. See store/graph.go.

func (h *home) jotID(t *testing.T, args ...string) string {
	t.Helper()
	return strings.TrimSpace(h.hippo(t, args...).stdout)
}

type links struct {
	ID           string `json:"id"`
	SupersededBy string `json:"superseded_by"`
	Supersedes   string `json:"supersedes"`
}

func (h *home) links(t *testing.T, id string) links {
	t.Helper()
	var l links
	if err := json.Unmarshal([]byte(h.hippo(t, "show", "--json", id).stdout), &l); err != nil {
		t.Fatalf("show --json %s: %v", id, err)
	}
	return l
}

// chain is the ids on show's chain line, oldest first.
func (h *home) chain(t *testing.T, id string) []string {
	t.Helper()
	for _, line := range strings.Split(h.hippo(t, "show", id).stdout, "\n") {
		if rest, ok := strings.CutPrefix(line, "chain:"); ok {
			rest, _, _ = strings.Cut(rest, "   (")
			return strings.Split(strings.ReplaceAll(strings.TrimSpace(rest), "*", ""), " -> ")
		}
	}
	return nil
}

// recalled is the ids recall returns for q, in any order.
func (h *home) recalled(t *testing.T, q string) []string {
	t.Helper()
	var res struct {
		Hits []struct {
			Memory links `json:"memory"`
		} `json:"hits"`
	}
	if err := json.Unmarshal([]byte(h.hippo(t, "recall", "--json", q).stdout), &res); err != nil {
		t.Fatalf("recall --json: %v", err)
	}
	var out []string
	for _, hit := range res.Hits {
		out = append(out, hit.Memory.ID)
	}
	return out
}

func (h *home) doctorCheck(t *testing.T, name string) doctorCheck {
	t.Helper()
	var checks []doctorCheck
	r := h.run(t, "", hippoBin, "doctor", "--json")
	if err := json.Unmarshal([]byte(r.stdout), &checks); err != nil {
		t.Fatalf("doctor --json: %v\n%s", err, r.stdout)
	}
	for _, c := range checks {
		if c.Name == name {
			return c
		}
	}
	t.Fatalf("doctor has no %q check:\n%s", name, r.stdout)
	return doctorCheck{}
}

func (h *home) repairsLogged(t *testing.T) []string {
	t.Helper()
	var entries []struct{ ID, Actor string }
	if err := json.Unmarshal([]byte(h.hippo(t, "log", "--op", "repair", "--json").stdout), &entries); err != nil {
		t.Fatalf("log --json: %v", err)
	}
	var out []string
	for _, e := range entries {
		out = append(out, e.ID)
	}
	return out
}

// wantState checks one memory's links, recall and show's chain.
func (h *home) wantState(t *testing.T, id, supersededBy string, chainLen int, recalled bool) {
	t.Helper()
	if got := h.links(t, id).SupersededBy; got != supersededBy {
		t.Errorf("%s is superseded by %q, want %q", id, got, supersededBy)
	}
	if got := h.chain(t, id); len(got) != chainLen {
		t.Errorf("chain of %s = %v, want %d links", id, got, chainLen)
	}
	if got := slices.Contains(h.recalled(t, "API timeout"), id); got != recalled {
		t.Errorf("%s recalled: %v, want %v", id, got, recalled)
	}
}

// Check: keeping the older memory over the correction that superseded it
// (the natural repair of a wrong automatic supersede) turns the link around:
// the older memory is active and recalled, the correction superseded, show's
// chain two links, doctor finds nothing. Before the fix both were superseded
// by each other, hidden for good. Control: the correction alone supersedes,
// and recall returns only the newer memory.
func TestKeepOlderOverCorrectionUndoes(t *testing.T) {
	h := newHome(t)
	a := h.jotID(t, "jot", "the API timeout is 30 seconds")
	b := h.jotID(t, "correct", a, "the API timeout is 60 seconds")
	// The control: a same-fact correction supersedes.
	h.wantState(t, a, b, 2, false)
	h.wantState(t, b, "", 2, true)

	h.hippo(t, "review-feedback", "--keep", a, "--supersede", b)
	h.wantState(t, a, "", 2, true)
	h.wantState(t, b, a, 2, false)
	if got := h.links(t, a).Supersedes; got != b {
		t.Errorf("%s supersedes %q, want %s", a, got, b)
	}
	if !strings.Contains(h.hippo(t, "list").stdout, a) {
		t.Error("list does not show the kept memory")
	}
	if c := h.doctorCheck(t, "supersession links"); c.Status != "ok" {
		t.Errorf("doctor after the undo: %+v", c)
	}
}

// Check: a supersede that would close a longer cycle is refused, with what to
// do instead, and changes nothing; stepping back one link at a time, as the
// hint says, works.
func TestSupersedeCycleRefused(t *testing.T) {
	h := newHome(t)
	a := h.jotID(t, "jot", "the API timeout is 30 seconds")
	b := h.jotID(t, "correct", a, "the API timeout is 60 seconds")
	c := h.jotID(t, "correct", b, "the API timeout is 90 seconds")
	wantFailure(t, h.run(t, "", hippoBin, "review-feedback", "--keep", a, "--supersede", c),
		"would make a supersession cycle", "hippo: hint: undo one link at a time")
	h.wantState(t, c, "", 3, true)
	h.hippo(t, "review-feedback", "--keep", b, "--supersede", c)
	h.hippo(t, "review-feedback", "--keep", a, "--supersede", b)
	h.wantState(t, a, "", 3, true)
	h.wantState(t, c, b, 3, false)
}

// Check: purging a correction leaves no link to it: the memory it superseded
// is active and recalled again (purge says so), and doctor reports the links
// ok, with nothing to repair. Control: purging an unrelated memory leaves the
// correction in place.
func TestPurgeCorrectionLeavesNoDanglingLink(t *testing.T) {
	for _, purgeCorrection := range []bool{true, false} {
		h := newHome(t)
		a := h.jotID(t, "jot", "the API timeout is 30 seconds")
		b := h.jotID(t, "correct", a, "the API timeout is 60 seconds")
		other := h.jotID(t, "jot", "we deploy on fridays")
		victim, wantBy, wantLen := other, b, 2
		if purgeCorrection {
			victim, wantBy, wantLen = b, "", 0
		}
		r := h.hippo(t, "purge", "--yes", victim)
		if got := strings.Contains(r.stderr, a+" is in recall again"); got != purgeCorrection {
			t.Errorf("purge of the correction %v: stderr says %s is back: %v\n%s", purgeCorrection, a, got, r.stderr)
		}
		h.wantState(t, a, wantBy, wantLen, purgeCorrection)
		if c := h.doctorCheck(t, "supersession links"); c.Status != "ok" {
			t.Errorf("doctor after purge: %+v", c)
		}
		if c := h.doctorCheck(t, "store"); c.Status != "ok" {
			t.Errorf("doctor after purge: %+v", c)
		}
		if got := h.repairsLogged(t); purgeCorrection != slices.Equal(got, []string{a}) {
			t.Errorf("repairs logged: %v", got)
		}
	}
}

// Check: doctor repairs a store an earlier version left with a supersession
// cycle (A and B superseding each other) and a link to a purged memory: the
// newer of A and B is active, the orphan active again, each repair in the
// activity log; a second run repairs nothing and logs nothing. The control
// is the first doctor run on the healthy store.
func TestDoctorRepairsCycleAndDanglingLink(t *testing.T) {
	h := newHome(t)
	a := h.jotID(t, "jot", "the API timeout is 30 seconds")
	b := h.jotID(t, "jot", "the API timeout is 60 seconds")
	d := h.jotID(t, "jot", "the API timeout is 90 seconds")
	if c := h.doctorCheck(t, "supersession links"); c.Status != "ok" {
		t.Fatalf("control: doctor on a healthy store: %+v", c)
	}
	const purged = "01ZZZZZZZZZZZZZZ"
	db, err := sql.Open("sqlite", filepath.Join(h.data, store.DBFile))
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range []links{{a, b, b}, {b, a, a}, {d, purged, ""}} {
		if _, err := db.Exec(`UPDATE memories SET superseded_by = ?, supersedes = nullif(?, '') WHERE id = ?`, l.SupersededBy, l.Supersedes, l.ID); err != nil {
			t.Fatal(err)
		}
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	if got := h.recalled(t, "API timeout"); len(got) != 0 {
		t.Fatalf("the broken store recalls %v, want nothing (what the cycle did)", got)
	}
	c := h.doctorCheck(t, "supersession links")
	for _, want := range []string{"broke a supersession cycle at " + b, d + " was superseded by " + purged} {
		if c.Status != "warn" || !strings.Contains(c.Detail, want) {
			t.Errorf("doctor: %+v\nwant warn and %q", c, want)
		}
	}
	h.wantState(t, a, b, 2, false)
	h.wantState(t, b, "", 2, true)
	h.wantState(t, d, "", 0, true)
	logged := h.repairsLogged(t)
	if want := []string{d, b, a}; !slices.Equal(logged, want) {
		t.Errorf("repairs logged: %v, want %v", logged, want)
	}
	if c := h.doctorCheck(t, "supersession links"); c.Status != "ok" {
		t.Errorf("second doctor run: %+v", c)
	}
	if got := h.repairsLogged(t); !slices.Equal(got, logged) {
		t.Errorf("second doctor run logged repairs: %v", got)
	}
}
