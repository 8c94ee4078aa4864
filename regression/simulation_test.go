package regression

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/capture"
	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/internal/race"
	"github.com/hippo-mem/hippo/project"
	"github.com/hippo-mem/hippo/store"
	"github.com/hippo-mem/hippo/workflow"
)

// The 90-day simulation (issue 15's acceptance): three projects, 200
// statements through the real write paths (jot, MCP notes, capture of
// transcript files, purge) on a fake clock, with corrections, repeats, and
// sessions captured days after newer ones. The generator gives each
// statement a subject key and a value key; the checks judge the store's
// active memories against those keys, never against hippo's own reading of
// the text.

// simKey is what the generator says a statement states.
type simKey struct {
	subject string // project/attribute
	value   int
}

// simChannel is the write path a statement takes.
type simChannel int

const (
	viaJot simChannel = iota
	viaNote
	viaCapture
)

type simStatement struct {
	key        simKey
	text       string
	said       time.Time
	channel    simChannel
	correction bool // said in a transcript, after the assistant proposed the old value
	prior      int  // the value the assistant proposed (corrections)
	session    int  // index into sessions (capture only)
	seq        int
}

type simSession struct {
	id       string
	project  int
	lines    []int // statement indexes
	captured time.Time
	done     bool
}

// simSubject is one attribute of one project: the words that name it (the
// same across projects for a shared subject) and its unit.
type simSubject struct {
	key, phrase, unit string
	project           int
}

type simulation struct {
	t        *testing.T
	ctx      context.Context
	now      time.Time
	mu       sync.Mutex
	s        *store.Store
	data     string
	projects []project.Identity
	subjects []simSubject
	stmts    []simStatement
	sessions []simSession
	purges   []time.Time
	purged   map[simKey]time.Time // statements of a key said before this time were purged
	byText   map[string]simKey
	counts   map[string]int
}

// Subject words: each subject's phrase uses words no other subject uses,
// except the shared ones, which name the same attribute in several projects.
var (
	simQualifiers = []string{"ledger", "invoice", "webhook", "refund", "payout", "dunning", "checkout", "avatar", "sitemap",
		"thumbnail", "tooltip", "carousel", "terraform", "ingress", "bastion", "snapshot", "vault", "kernel",
		"billing", "frontend", "cluster", "queue", "gateway", "logger", "tracer", "mailer", "scheduler", "indexer", "crawler", "exporter"}
	simAttributes = []string{"quota", "timeout", "batch size", "pool size", "ttl", "port", "replica count", "shard count", "heap size", "backlog"}
	simUnits      = []string{"seconds", "megabytes", "workers", "minutes", "connections"}
	simShared     = []string{"retry limit", "page size", "log retention"}
)

func newSimulation(t *testing.T, seed uint64) *simulation {
	sim := &simulation{t: t, ctx: context.Background(), now: time.Date(2026, 8, 3, 9, 0, 0, 0, time.UTC),
		purged: map[simKey]time.Time{}, byText: map[string]simKey{}, counts: map[string]int{}}
	sim.data = filepath.Join(t.TempDir(), "data")
	if err := config.EnsureDataDir(sim.data); err != nil {
		t.Fatal(err)
	}
	s, err := store.Open(sim.ctx, sim.data, store.Options{Now: sim.clock})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = s.Close() })
	sim.s = s
	for _, name := range []string{"billing-api", "webapp", "infra"} {
		dir := filepath.Join(t.TempDir(), name)
		if err := os.MkdirAll(dir, 0o700); err != nil {
			t.Fatal(err)
		}
		sim.projects = append(sim.projects, project.Resolve(dir))
	}
	r := rand.New(rand.NewPCG(seed, 15))
	for i, q := range simQualifiers {
		p := i % 3
		sim.subjects = append(sim.subjects, simSubject{key: fmt.Sprintf("%d/%s", p, q), project: p,
			phrase: q + " " + simAttributes[r.IntN(len(simAttributes))], unit: simUnits[r.IntN(len(simUnits))]})
	}
	for _, a := range simShared {
		for p := range 2 {
			sim.subjects = append(sim.subjects, simSubject{key: fmt.Sprintf("%d/%s", p, a), project: p, phrase: a, unit: "items"})
		}
	}
	return sim
}

func (sim *simulation) clock() time.Time {
	sim.mu.Lock()
	defer sim.mu.Unlock()
	return sim.now
}

func (sim *simulation) set(t time.Time) {
	sim.mu.Lock()
	defer sim.mu.Unlock()
	if t.After(sim.now) {
		sim.now = t
	}
}

// generate plans n statements over days, and the purges: the keys and the
// times are the generator's, decided before anything is written.
func (sim *simulation) generate(seed uint64, n, days int) {
	r := rand.New(rand.NewPCG(seed, 90))
	current := map[int]int{} // subject -> its latest value, in said order
	step := time.Duration(days) * 24 * time.Hour / time.Duration(n)
	open := map[int]int{} // project -> open session
	for i := range n {
		said := sim.now.Add(time.Duration(i)*step + time.Duration(r.IntN(int(step/time.Minute)))*time.Minute)
		subj := r.IntN(len(sim.subjects))
		old, seen := current[subj]
		st := simStatement{said: said, seq: i, channel: simChannel(r.IntN(3))}
		switch roll := r.IntN(100); {
		case !seen || roll < 45: // a new value
			st.key = simKey{sim.subjects[subj].key, old + 5 + r.IntN(40)}
		case roll < 75: // a repeat of the current value
			st.key = simKey{sim.subjects[subj].key, old}
		default: // a correction of the assistant, in a session
			st.key = simKey{sim.subjects[subj].key, old + 5 + r.IntN(40)}
			st.correction, st.prior, st.channel = true, old, viaCapture
		}
		current[subj] = st.key.value
		st.text = sim.text(sim.subjects[subj], st)
		if st.channel == viaCapture {
			p := sim.subjects[subj].project
			k, ok := open[p]
			if !ok || r.IntN(3) == 0 || sim.sessions[k].done {
				sim.sessions = append(sim.sessions, simSession{id: fmt.Sprintf("sim-%03d", len(sim.sessions)), project: p})
				k = len(sim.sessions) - 1
				open[p] = k
			}
			st.session = k
			sim.sessions[k].lines = append(sim.sessions[k].lines, i)
			sim.sessions[k].captured = said.Add(time.Hour)
			if r.IntN(100) < 20 {
				// Captured late: the backstop sweep, or old sessions captured after install.
				sim.sessions[k].captured = said.Add(time.Duration(3+r.IntN(18)) * 24 * time.Hour)
				sim.sessions[k].done = true
			}
		}
		sim.stmts = append(sim.stmts, st)
		sim.byText[st.text] = st.key
	}
	for range 8 {
		sim.purges = append(sim.purges, sim.now.Add(time.Duration(r.IntN(days*24))*time.Hour))
	}
}

// text says a statement the way its path would: a jot or a note plainly, a
// transcript line as a sentence, a correction after a "No,".
func (sim *simulation) text(subj simSubject, st simStatement) string {
	body := fmt.Sprintf("the %s is %d %s", subj.phrase, st.key.value, subj.unit)
	switch {
	case st.correction:
		return "No, " + body + "."
	case st.channel == viaCapture:
		return strings.ToUpper(body[:1]) + body[1:] + "."
	}
	return body
}

// simEvent is one thing done at a time: a jot or note, a session captured,
// or a purge.
type simEvent struct {
	at   time.Time
	stmt int // -1 when not a jot or note
	sess int // -1 when not a capture
}

func (sim *simulation) events() []simEvent {
	var ev []simEvent
	for i, st := range sim.stmts {
		if st.channel != viaCapture {
			ev = append(ev, simEvent{st.said, i, -1})
		}
	}
	for k, se := range sim.sessions {
		ev = append(ev, simEvent{se.captured, -1, k})
	}
	for _, at := range sim.purges {
		ev = append(ev, simEvent{at, -1, -1})
	}
	sort.SliceStable(ev, func(a, b int) bool { return ev[a].at.Before(ev[b].at) })
	return ev
}

func (sim *simulation) run() {
	for _, e := range sim.events() {
		sim.set(e.at)
		switch {
		case e.stmt >= 0:
			sim.write(sim.stmts[e.stmt])
		case e.sess >= 0:
			sim.capture(e.sess)
		default:
			sim.purge()
		}
	}
}

func (sim *simulation) write(st simStatement) {
	id := sim.projects[sim.subjectOf(st.key).project]
	if st.channel == viaJot {
		w, err := workflow.Jot(sim.ctx, sim.s, workflow.JotRequest{Text: st.text, Kind: "fact", Project: id})
		if err != nil {
			sim.t.Fatalf("jot %q: %v", st.text, err)
		}
		sim.counts["jot "+string(w.Action)]++
		return
	}
	r, err := workflow.Note(sim.ctx, sim.s, workflow.NoteRequest{Text: st.text, Kind: "fact", Project: id})
	if err != nil {
		sim.t.Fatalf("note %q: %v", st.text, err)
	}
	sim.counts["note "+string(r.Outcome)]++
}

func (sim *simulation) subjectOf(k simKey) simSubject {
	for _, s := range sim.subjects {
		if s.key == k.subject {
			return s
		}
	}
	sim.t.Fatalf("no subject %q", k.subject)
	return simSubject{}
}

// capture writes session k's transcript, each line at the time it was said,
// and captures it.
func (sim *simulation) capture(k int) {
	se := sim.sessions[k]
	var b strings.Builder
	line := func(m map[string]any) {
		j, _ := json.Marshal(m)
		b.Write(append(j, '\n'))
	}
	cwd := sim.projects[se.project].Path
	for _, i := range se.lines {
		st := sim.stmts[i]
		ts := st.said.Format(time.RFC3339)
		if st.correction {
			subj := sim.subjectOf(st.key)
			line(map[string]any{"type": "assistant", "uuid": fmt.Sprintf("%s-a%d", se.id, i), "sessionId": se.id, "timestamp": ts,
				"message": map[string]any{"id": fmt.Sprintf("%s-m%d", se.id, i), "role": "assistant", "content": []any{map[string]any{
					"type": "text", "text": fmt.Sprintf("I'll keep the %s at %d %s.", subj.phrase, st.prior, subj.unit)}}}})
		}
		line(map[string]any{"type": "user", "uuid": fmt.Sprintf("%s-u%d", se.id, i), "sessionId": se.id, "cwd": cwd, "timestamp": ts,
			"message": map[string]any{"role": "user", "content": st.text}})
	}
	path := mustWrite(sim.t, filepath.Join(sim.data, "..", "transcripts", se.id+".jsonl"), b.String())
	rep, err := capture.Capture(sim.ctx, sim.s, sim.data, path, capture.Options{Now: sim.clock})
	if err != nil {
		sim.t.Fatalf("capture %s: %v", se.id, err)
	}
	for _, d := range rep.Decisions {
		sim.counts["capture "+string(d.Decision)]++
	}
	if sim.sessions[k].captured.After(sim.stmts[se.lines[len(se.lines)-1]].said.Add(time.Hour)) {
		sim.counts["sessions captured late"]++
	}
}

// purge destroys what recall shows for one subject: every active memory of
// a subject with nothing still waiting in an uncaptured session (a line
// captured after its memory was purged is a new statement, and the generator
// could not say whether it counts). The generator then forgets every
// statement of the purged keys said so far.
func (sim *simulation) purge() {
	pending := map[string]bool{}
	for _, se := range sim.sessions {
		if se.captured.After(sim.clock()) {
			for _, i := range se.lines {
				pending[sim.stmts[i].key.subject] = true
			}
		}
	}
	active, err := sim.s.List(sim.ctx, store.ListOptions{})
	if err != nil {
		sim.t.Fatal(err)
	}
	var subject string
	var ids []string
	for _, m := range active {
		k, ok := sim.byText[m.Text]
		if !ok || pending[k.subject] || (subject != "" && k.subject != subject) {
			continue
		}
		subject = k.subject
		ids = append(ids, m.ID)
		sim.purged[k] = sim.clock()
	}
	if len(ids) == 0 {
		return
	}
	if _, err := workflow.Purge(sim.ctx, sim.s, workflow.PurgeRequest{IDs: ids, DataDir: sim.data, Version: "sim"}); err != nil {
		sim.t.Fatalf("purge %v: %v", ids, err)
	}
	sim.counts["purged memories"] += len(ids)
}

// newest is the generator's answer: for each subject, the value of the last
// statement said (not purged), whatever order the statements were written in.
func (sim *simulation) newest() map[string]simStatement {
	out := map[string]simStatement{}
	for _, st := range sim.stmts {
		if at, ok := sim.purged[st.key]; ok && st.said.Before(at) {
			continue
		}
		if cur, ok := out[st.key.subject]; !ok || st.said.After(cur.said) {
			out[st.key.subject] = st
		}
	}
	return out
}

// simFailure is one thing a check found wrong, on one subject ("" when the
// memory is no statement of the generator's).
type simFailure struct{ subject, what string }

// simViolations is what the checks found.
type simViolations struct {
	stale, contradicting, twice, unknown, missing []simFailure
}

func (sim *simulation) judge(active []store.Memory) simViolations {
	var v simViolations
	want := sim.newest()
	bySubject := map[string][]simKey{}
	for _, m := range active {
		k, ok := sim.byText[m.Text]
		if !ok {
			v.unknown = append(v.unknown, simFailure{"", m.Text})
			continue
		}
		if w := want[k.subject]; w.key != k {
			v.stale = append(v.stale, simFailure{k.subject, fmt.Sprintf("%s: active %d, newest %d", k.subject, k.value, w.key.value)})
		}
		for _, o := range bySubject[k.subject] {
			if o == k {
				v.twice = append(v.twice, simFailure{k.subject, fmt.Sprintf("%s=%d", k.subject, k.value)})
			} else {
				v.contradicting = append(v.contradicting, simFailure{k.subject, fmt.Sprintf("%s: %d and %d", k.subject, o.value, k.value)})
			}
		}
		bySubject[k.subject] = append(bySubject[k.subject], k)
	}
	for subj := range want {
		if len(bySubject[subj]) == 0 {
			v.missing = append(v.missing, simFailure{subj, subj})
		}
	}
	return v
}

// crossed finds, by the generator's keys, every memory superseded by a
// statement about another subject, and returns the subjects it happened to.
func (sim *simulation) crossed(all []store.Memory) ([]simFailure, map[string]bool) {
	byID := map[string]simKey{}
	for _, m := range all {
		byID[m.ID] = sim.byText[m.Text]
	}
	var out []simFailure
	subjects := map[string]bool{}
	for _, m := range all {
		k, by := byID[m.ID], byID[m.SupersededBy]
		if m.SupersededBy != "" && by.subject != "" && by.subject != k.subject {
			out = append(out, simFailure{k.subject, fmt.Sprintf("%s=%d by %s=%d", k.subject, k.value, by.subject, by.value)})
			subjects[k.subject] = true
		}
	}
	return out, subjects
}

// subjectScoped says whether the gate scopes supersession to one subject
// (issue 15, "Supersession only within one subject": statement/claim*.go).
// Until it does, a statement about another subject that shares two words
// and differs in a number ("the snapshot backlog is 45 minutes", "the
// avatar backlog is 65 minutes") supersedes this subject's memory. A check
// that fails only on subjects this happened to is skipped, naming the
// failures; a failure on any other subject fails the test. Set it when the
// scoping lands.
const subjectScoped = true

// Check: after 90 days of use, every active memory holds the newest value
// of its subject, no two active memories contradict each other, no fact is
// active twice, the supersession graph needs no repair, every subject still
// said has an active memory, and no memory was superseded by a statement
// about another subject. Three seeds, each its own 90 days.
func TestNinetyDaySimulation(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: replays 90 days of use, 200 statements through jot, MCP, capture and purge")
	}
	seeds := []uint64{20261130, 15, 90}
	if race.Enabled {
		// One seed under -race (CI's suite): the three took 43 s there on a
		// busy 2-core machine, near CI's 60 s a test. The simulation starts
		// no goroutines of its own; all three run without -race.
		seeds = seeds[:1]
	}
	for _, seed := range seeds {
		t.Run(fmt.Sprint("seed ", seed), func(t *testing.T) {
			sim := newSimulation(t, seed)
			sim.generate(seed, 200, 90)
			sim.run()
			sim.check(t)
		})
	}
}

func (sim *simulation) check(t *testing.T) {
	active, err := sim.s.List(sim.ctx, store.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	all, err := sim.s.List(sim.ctx, store.ListOptions{IncludeArchived: true, IncludeSuperseded: true})
	if err != nil {
		t.Fatal(err)
	}
	v := sim.judge(active)
	crossed, excused := sim.crossed(all)
	t.Logf("%d statements, %d sessions, %d subjects; %d memories, %d active; %v",
		len(sim.stmts), len(sim.sessions), len(sim.subjects), len(all), len(active), sim.counts)
	t.Logf("not the newest %d, contradicting pairs %d, facts twice %d, unknown %d, subjects with no active memory %d, superseded across subjects %d",
		len(v.stale), len(v.contradicting), len(v.twice), len(v.unknown), len(v.missing), len(crossed))
	if repairs, err := sim.s.CheckGraph(sim.ctx); err != nil || len(repairs) > 0 {
		t.Errorf("the supersession graph needs repair: %v, %+v", err, repairs)
	}
	for _, c := range []struct {
		name string
		bad  []simFailure
	}{
		{"every active memory is the newest value of its subject", v.stale},
		{"no contradicting pair is active", v.contradicting},
		{"no fact is active twice", v.twice},
		{"every active memory is a statement the generator made", v.unknown},
		{"every subject said has an active memory", v.missing},
		{"no memory is superseded by another subject's statement", crossed},
	} {
		t.Run(c.name, func(t *testing.T) {
			var unexplained, what []string
			for _, f := range c.bad {
				what = append(what, f.what)
				if subjectScoped || !excused[f.subject] {
					unexplained = append(unexplained, f.what)
				}
			}
			switch {
			case len(unexplained) > 0:
				t.Errorf("%d fail, e.g. %q", len(unexplained), unexplained[:min(len(unexplained), 5)])
			case len(c.bad) > 0:
				t.Skipf("needs subject-scoped supersession (issue 15; statement/claim*.go): %d fail, all on subjects "+
					"another subject's statement superseded: %q", len(c.bad), what)
			}
		})
	}
}
