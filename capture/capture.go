package capture

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/internal/flock"
	"github.com/hippo-mem/hippo/internal/fsutil"
	"github.com/hippo-mem/hippo/project"
	"github.com/hippo-mem/hippo/store"
)

// Status is how far capture of one session got.
type Status string

// Capture statuses.
const (
	StatusDone    Status = "done"
	StatusPartial Status = "partial" // interrupted, or the transcript grew since
	StatusFailed  Status = "failed"
	StatusPending Status = "pending" // queued by session end, not captured yet
)

// State is how far capture got in one session's transcript. It holds offsets
// and counts, never transcript content, so purge has nothing to clean here.
type State struct {
	SessionID      string    `json:"session_id"` // the sessionId of the transcript's lines (Identify)
	TranscriptPath string    `json:"transcript_path"`
	Offset         int64     `json:"offset"`         // every line before this is decided
	ContextOffset  int64     `json:"context_offset"` // where the assistant turn before Offset starts
	Status         Status    `json:"status"`
	Counts         Counts    `json:"counts"`
	Error          string    `json:"error,omitempty"`
	UpdatedAt      time.Time `json:"updated_at"`

	// Rules counts the decisions of every run by decision and the rule that
	// made it ("reject question"): names and numbers, no statement, so a
	// viewer can say why a session's lines were rejected without keeping them.
	Rules map[string]int `json:"rules,omitempty"`
}

// Counts tallies decisions.
type Counts struct {
	Stored     int `json:"stored"`
	Rejected   int `json:"rejected"`
	Blocked    int `json:"blocked"`
	Reinforced int `json:"reinforced"`
	Superseded int `json:"superseded"`
	Skipped    int `json:"skipped"` // already captured before a crash
}

func stateDir(dataDir string) string { return filepath.Join(dataDir, "capture", "state") }

// SessionOf is a transcript's file name without .jsonl: Claude Code names a
// transcript after its session, and hippo keyed sessions by it before it read
// sessionId (see Identify).
func SessionOf(path string) string { return strings.TrimSuffix(filepath.Base(path), ".jsonl") }

// LoadState reads a session's state; a missing one is the zero state.
func LoadState(dataDir, sessionID string) (State, error) {
	b, err := os.ReadFile(filepath.Join(stateDir(dataDir), fileName(sessionID)))
	if errors.Is(err, fs.ErrNotExist) {
		return State{SessionID: sessionID}, nil
	}
	if err != nil {
		return State{}, fmt.Errorf("capture state %s: %w", sessionID, err)
	}
	var st State
	if err := json.Unmarshal(b, &st); err != nil {
		// A damaged state file costs a re-read of the transcript, never a
		// duplicate: provenance stops a line from being stored twice.
		return State{SessionID: sessionID}, nil
	}
	return st, nil
}

func saveState(dataDir string, st State) error {
	if err := os.MkdirAll(stateDir(dataDir), 0o700); err != nil {
		return err
	}
	b, err := json.Marshal(st)
	if err != nil {
		return err
	}
	return fsutil.WriteFileAtomic(filepath.Join(stateDir(dataDir), fileName(st.SessionID)), b, 0o600)
}

// ListStates returns every session's capture state.
func ListStates(dataDir string) ([]State, error) {
	entries, err := os.ReadDir(stateDir(dataDir))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []State
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".json") {
			continue
		}
		st, err := LoadState(dataDir, strings.TrimSuffix(e.Name(), ".json"))
		if err == nil && st.TranscriptPath != "" {
			out = append(out, st)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].UpdatedAt.After(out[j].UpdatedAt) })
	return out, nil
}

// Options control one capture.
type Options struct {
	// DryRun decides from the start of the transcript and carries the
	// decisions out on a temporary copy of the store: the report is what a
	// real run would do, and nothing in the data dir is written.
	DryRun bool
	Now    func() time.Time
	LLM    *LLM // the optional extractor; nil means the deterministic one
}

// Report is what one capture decided.
type Report struct {
	SessionID string     `json:"session_id"`
	Decisions []Decision `json:"decisions"`
	Counts    Counts     `json:"counts"` // this run; State.Counts is every run
	State     State      `json:"state"`
}

// ErrBusy means another process is capturing the same session.
var ErrBusy = errors.New("another process is capturing this session")

// checkpointEvery bounds how much a crash can make capture redo.
const checkpointEvery = 20

// Capture reads a transcript from where the last capture stopped, decides
// every candidate through the gate, and applies the decisions. It refuses a
// path that is not a transcript (ErrNotTranscript) and records nothing for
// it. When ctx is cancelled it stops between turns, records where it stopped
// and returns an *InterruptedError: the next run starts there.
func Capture(ctx context.Context, s *store.Store, dataDir, path string, o Options) (Report, error) {
	if o.Now == nil {
		o.Now = time.Now
	}
	identify := Check
	if o.DryRun {
		identify = func(_, path string) (Transcript, error) { return Identify(path) } // writes nothing
	}
	t, err := identify(dataDir, path)
	if err != nil {
		return Report{SessionID: t.FileID}, err
	}
	purged, err := loadPurged(ctx, s, dataDir)
	if err != nil {
		return Report{SessionID: t.SessionID}, err
	}
	if o.DryRun {
		// A dry run carries its decisions out on a copy of the store, so that
		// a later sentence meets the earlier ones as it would in a real run (a
		// restatement reinforces, a correction supersedes) and the data dir is
		// never written.
		scratch, closeScratch, err := s.Scratch(ctx)
		if err != nil {
			return Report{SessionID: t.SessionID}, fmt.Errorf("dry run: %w", err)
		}
		defer func() { _ = closeScratch() }() // a leftover temp dir is all a failure costs
		s = scratch
	}
	c := &capturing{store: s, gate: Gate{Store: s}, dataDir: dataDir, t: t, o: o, rep: Report{SessionID: t.SessionID},
		log: decisionLog{path: decisionLogPath(dataDir)}, purged: purged}
	if o.DryRun {
		c.st = State{SessionID: t.SessionID, TranscriptPath: t.Path}
	} else {
		unlock, err := lockSession(dataDir, t.SessionID)
		if err != nil {
			return c.rep, err
		}
		defer unlock()
		if c.st, err = adoptState(dataDir, t); err != nil {
			return c.rep, err
		}
	}
	c.st.TranscriptPath = t.Path
	turns, end, err := Read(t.Path, c.st.ContextOffset)
	if err != nil {
		c.st.UpdatedAt = o.Now().UTC()
		c.fail(err)
		return c.rep, err
	}
	from := slices.IndexFunc(turns, func(t Turn) bool { return t.Offset >= c.st.Offset })
	if from < 0 {
		from = len(turns)
	}
	if err := c.decide(ctx, turns, from); err != nil {
		return c.rep, err
	}
	return c.finish(turns, end)
}

// capturing is one Capture under way: the state it advances and the report
// it fills.
type capturing struct {
	store   *store.Store
	gate    Gate
	dataDir string
	t       Transcript
	o       Options
	st      State
	rep     Report
	log     decisionLog
	purged  purgedLines // lines whose memories were purged: never captured again
}

// decide runs every candidate in turns[from:] through the gate: the LLM
// extractor's, when there is one, else each user turn's, checkpointing the
// state every checkpointEvery user turns. A cancelled ctx stops it between
// user turns, never inside one: a turn's candidates share its line uuid, and
// the provenance check would skip the rest of a half-applied turn for good.
func (c *capturing) decide(ctx context.Context, turns []Turn, from int) error {
	work := context.WithoutCancel(ctx) // cancellation is checked between turns
	if c.o.LLM != nil {
		cands, err := c.o.LLM.Extract(ctx, turns, from)
		if err != nil && ctx.Err() != nil {
			return c.interrupted(ctx, turns, from)
		}
		if err != nil {
			return err
		}
		for _, cand := range cands {
			if err := c.apply(work, cand); err != nil {
				return err
			}
		}
		from = len(turns)
	}
	processed := 0
	for i := from; i < len(turns); i++ {
		if turns[i].Role != "user" {
			continue
		}
		if ctx.Err() != nil {
			return c.interrupted(ctx, turns, i)
		}
		for _, cand := range Extract(turns[:i+1], i) {
			if err := c.apply(work, cand); err != nil {
				return err
			}
		}
		processed++
		if !c.o.DryRun && processed%checkpointEvery == 0 && i+1 < len(turns) {
			c.st.Offset, c.st.ContextOffset = turns[i+1].Offset, turns[i].Offset
			c.st.Status, c.st.UpdatedAt = StatusPartial, c.o.Now().UTC()
			if err := saveState(c.dataDir, c.st); err != nil {
				return err
			}
		}
	}
	return nil
}

// apply decides on one candidate, carries the decision out and records it.
func (c *capturing) apply(ctx context.Context, cand Candidate) error {
	cand.SessionID = c.rep.SessionID // one id for the whole transcript, whatever a line says
	d, err := c.decideAndApply(ctx, cand)
	if err != nil {
		c.fail(err)
		return err
	}
	count(&c.st.Counts, d)
	count(&c.rep.Counts, d)
	if d.Rule != "" && d.Rule != ruleAlreadyCaptured {
		if c.st.Rules == nil {
			c.st.Rules = map[string]int{}
		}
		c.st.Rules[string(d.Decision)+" "+d.Rule]++
	}
	c.rep.Decisions = append(c.rep.Decisions, d)
	if !c.o.DryRun {
		c.log.append(c.o.Now(), c.rep.SessionID, d)
	}
	return nil
}

// fail records err in the session's state. Saving it is best effort: the
// caller returns err itself, which matters more than the record of it.
func (c *capturing) fail(err error) {
	c.st.Status, c.st.Error = StatusFailed, err.Error()
	if !c.o.DryRun {
		_ = saveState(c.dataDir, c.st)
	}
}

// finish marks the transcript captured up to end and, unless this is a dry
// run, saves the state and takes the session off the queue.
func (c *capturing) finish(turns []Turn, end int64) (Report, error) {
	c.st.Offset, c.st.Status, c.st.Error, c.st.UpdatedAt = end, StatusDone, "", c.o.Now().UTC()
	c.st.ContextOffset = end
	if n := len(turns); n > 0 && turns[n-1].Role == "assistant" {
		c.st.ContextOffset = turns[n-1].Offset // a resumed session's first reply may confirm it
	}
	c.rep.State = c.st
	if c.o.DryRun {
		return c.rep, nil
	}
	if err := saveState(c.dataDir, c.st); err != nil {
		return c.rep, err
	}
	return c.rep, Done(c.dataDir, c.rep.SessionID)
}

func count(c *Counts, d Decision) {
	switch {
	case d.Rule == ruleAlreadyCaptured:
		c.Skipped++
	case d.Decision == DecisionStore, d.Decision == DecisionHistory:
		c.Stored++ // history is stored too, superseded from the start
	case d.Decision == DecisionReject:
		c.Rejected++
	case d.Decision == DecisionBlock:
		c.Blocked++
	case d.Decision == DecisionReinforce:
		c.Reinforced++
	case d.Decision == DecisionSupersede:
		c.Superseded++
	}
}

// decideAndApply runs the gate on one candidate and carries the decision out
// (a dry run's on its copy of the store). A line already stored, or purged,
// under the session id or under the file's old id (hippo before it read
// sessionId) is skipped.
func (c *capturing) decideAndApply(ctx context.Context, cand Candidate) (Decision, error) {
	for _, session := range slices.Compact([]string{cand.SessionID, c.t.FileID}) {
		if c.purged.has(session, cand.LineUUID) {
			return Decision{Decision: DecisionReject, Rule: rulePurged, Speaker: cand.Speaker, Line: cand.LineUUID}, nil
		}
		if done, err := c.store.HasProvenance(ctx, session, cand.LineUUID); err != nil {
			return Decision{}, err
		} else if done {
			return Decision{Decision: DecisionReject, Rule: ruleAlreadyCaptured, Speaker: cand.Speaker, Line: cand.LineUUID}, nil
		}
	}
	id := project.Resolve(cand.Cwd)
	cand.topic = id.Topic // the gate scopes supersession by it: resolved once, here
	d, _, err := c.gate.write(ctx, cand, func(d Decision) store.NewMemory {
		return store.NewMemory{Text: cand.Text, Kind: d.Kind, Origin: store.OriginCapture, Speaker: cand.Speaker,
			Topic: id.Topic, Project: id.Path, SessionID: cand.SessionID, TranscriptPath: c.t.Path, LineUUID: cand.LineUUID,
			SourceTime: cand.Timestamp, StatedAt: statedAt(cand.Timestamp)}
	})
	return d, err
}

// write decides on c and carries the decision out, holding the gate lock from
// decision to write. A correction made outside the gate (hippo correct) may
// still supersede the memory first; then the decision is taken again.
func (g Gate) write(ctx context.Context, c Candidate, memory func(Decision) store.NewMemory) (Decision, store.Memory, error) {
	if err := g.Store.RefuseWrite("write memory"); err != nil {
		return Decision{}, store.Memory{}, err
	}
	unlock, err := lockGate(g.Store)
	if err != nil {
		return Decision{}, store.Memory{}, err
	}
	defer unlock()
	for attempt := 0; ; attempt++ {
		d, err := g.Decide(ctx, c)
		if err != nil {
			return d, store.Memory{}, err
		}
		d, m, err := apply(ctx, g.Store, d, memory(d))
		if errors.Is(err, store.ErrAlreadySuperseded) && attempt < maxDecideAttempts {
			continue
		}
		return d, m, err
	}
}

// maxDecideAttempts bounds how often a decision is retaken after losing a race.
const maxDecideAttempts = 3

// GateLockFile, in the data dir, serialises the gate across processes.
const GateLockFile = "gate.lock"

// lockGate holds the data dir's gate lock until unlock. The gate reads the
// store (what is similar, what is active) and then writes; two processes
// doing that at once each read a snapshot the other is about to change, and
// measured with six concurrent captures of contradicting claims, two to four
// contradicting memories stayed active side by side. Holding the lock from
// decision to write makes each decision see every earlier one.
func lockGate(s *store.Store) (func(), error) {
	l, err := flock.Acquire(filepath.Join(filepath.Dir(s.Path()), GateLockFile))
	if err != nil {
		return nil, fmt.Errorf("gate lock: %w", err)
	}
	return func() { _ = l.Unlock() }, nil
}

// apply carries a gate decision out and returns the memory stored or
// reinforced, if any.
func apply(ctx context.Context, s *store.Store, d Decision, nm store.NewMemory) (Decision, store.Memory, error) {
	var m store.Memory
	var err error
	switch d.Decision {
	case DecisionStore:
		var r store.AddResult
		r, err = s.Add(ctx, nm)
		m = r.Memory
	case DecisionSupersede:
		var r store.AddResult
		r, err = s.Correct(ctx, d.Target, nm)
		m = r.Memory
	case DecisionHistory:
		var r store.AddResult
		r, err = s.AddHistory(ctx, d.Target, nm)
		m = r.Memory
	case DecisionReinforce:
		// A restatement counts once in the session that said it (none for an
		// MCP note or a jot), however many times that session repeats it, and
		// is kept as an occurrence: what review-feedback counts.
		m, err = s.Restate(ctx, d.Target, store.Restatement{SessionID: nm.SessionID, LineUUID: nm.LineUUID,
			StatedAt: nm.StatedAt, Origin: nm.Origin})
	case DecisionBlock:
		// The gate found the tombstone before any write, so Add never saw the
		// claim to log its refusal; log it here, or capture's and MCP's blocked
		// writes would never reach "hippo log" while jot's do.
		err = s.LogBlocked(d.Target)
	}
	var blocked *store.BlockedError
	if errors.As(err, &blocked) {
		// A tombstone added since the gate looked (another process): honour it.
		d.Decision, d.Rule, d.Target = DecisionBlock, ruleTombstone, blocked.Tombstone.ID
		return d, store.Memory{}, nil
	}
	return d, m, err
}

// Note runs a note written through MCP (memory_jot) through the same gate as
// capture and carries the decision out. kind, when set, names the kind of a
// note the gate accepts; it can also vouch for a statement the gate found no
// claim shape in (rule not-a-claim), never for one it rejected as a question,
// a hypothetical, a temporary state or chit-chat.
func Note(ctx context.Context, s *store.Store, text string, kind decay.Kind, topic string, id project.Identity) (Decision, store.Memory, error) {
	if topic == "" {
		topic = id.Topic
	}
	c := Candidate{Text: text, Speaker: store.SpeakerMCP, vouched: kind, topic: topic, Cwd: id.Path}
	return Gate{Store: s}.write(ctx, c, func(d Decision) store.NewMemory {
		if kind != "" {
			d.Kind = kind
		}
		return store.NewMemory{Text: text, Kind: d.Kind, Origin: store.OriginMCP, Speaker: store.SpeakerMCP, Topic: topic, Project: id.Path}
	})
}

// decisionLog records every decision with the rule that fired: ids, rules and
// kinds, never text, so it outlives purges without keeping what was purged.
type decisionLog struct{ path string }

func (l decisionLog) append(now time.Time, session string, d Decision) {
	b, err := json.Marshal(struct {
		Time     time.Time  `json:"time"`
		Session  string     `json:"session"`
		Line     string     `json:"line"`
		Decision Action     `json:"decision"`
		Rule     string     `json:"rule"`
		Kind     decay.Kind `json:"kind,omitempty"`
		Redacted bool       `json:"redacted,omitempty"`
		Target   string     `json:"target,omitempty"`
	}{now.UTC(), session, d.Line, d.Decision, d.Rule, d.Kind, d.Redacted, d.Target})
	if err != nil {
		return
	}
	f, err := os.OpenFile(l.path, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o600)
	if err != nil {
		return
	}
	defer f.Close()
	_, _ = f.Write(append(b, '\n'))
}

// lockSession takes a per-session lock so two workers never capture one
// transcript at once.
func lockSession(dataDir, session string) (func(), error) {
	if err := os.MkdirAll(stateDir(dataDir), 0o700); err != nil {
		return nil, err
	}
	l, err := flock.TryAcquire(filepath.Join(stateDir(dataDir), strings.TrimSuffix(fileName(session), ".json")+".lock"))
	if errors.Is(err, flock.ErrLocked) {
		return nil, fmt.Errorf("capture %s: %w", session, ErrBusy)
	}
	if err != nil {
		return nil, err
	}
	return func() { _ = l.Unlock() }, nil
}

// SweepOptions configure the backstop.
type SweepOptions struct {
	ClaudeDir   string
	SkipSession string        // the session that is starting now
	Quiet       time.Duration // skip transcripts written to this recently (still in use)
	Max         int
	Now         time.Time
}

// Sweep finds transcripts whose capture is missing or incomplete: sessions
// whose end never fired (a kill, a closed terminal). Oldest first, at most Max.
// A .jsonl that is not a transcript is left alone: capture would refuse it
// on every session start.
func Sweep(dataDir string, o SweepOptions) ([]Transcript, error) {
	dirs, err := os.ReadDir(filepath.Join(o.ClaudeDir, "projects"))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("sweep transcripts: %w", err)
	}
	type found struct {
		t   Transcript
		mod time.Time
	}
	var todo []found
	for _, d := range dirs {
		if !d.IsDir() {
			continue
		}
		files, err := os.ReadDir(filepath.Join(o.ClaudeDir, "projects", d.Name()))
		if err != nil {
			continue
		}
		for _, f := range files {
			path := filepath.Join(o.ClaudeDir, "projects", d.Name(), f.Name())
			if info, err := f.Info(); err == nil && !f.IsDir() && strings.HasSuffix(f.Name(), ".jsonl") &&
				o.Now.Sub(info.ModTime()) >= o.Quiet {
				if t, ok := sweepable(dataDir, path, info.Size(), o.SkipSession); ok {
					todo = append(todo, found{t, info.ModTime()})
				}
			}
		}
	}
	sort.Slice(todo, func(i, j int) bool { return todo[i].mod.Before(todo[j].mod) })
	var out []Transcript
	for _, f := range todo {
		if o.Max > 0 && len(out) == o.Max {
			break
		}
		out = append(out, f.t)
	}
	return out, nil
}

// sweepable says whether the sweep should capture the transcript at path:
// a transcript, not the session starting now (known by its file name before
// its first line is written), and not captured to its end.
func sweepable(dataDir, path string, size int64, skip string) (Transcript, bool) {
	if SessionOf(path) == skip {
		return Transcript{}, false
	}
	// Claude Code names a transcript after its session, so the state under the
	// file name is almost always this file's: a captured one is skipped
	// without being opened.
	if st, err := LoadState(dataDir, SessionOf(path)); err == nil && st.TranscriptPath == path && st.Status == StatusDone && st.Offset >= size {
		return Transcript{}, false
	}
	t, err := Identify(path)
	if err != nil || t.SessionID == skip {
		return t, false
	}
	st, err := stateOf(dataDir, t)
	return t, err == nil && (st.Status != StatusDone || st.Offset < size)
}

// statedAt is when a transcript line was said; zero (now, to the store) when
// the line carries no readable timestamp.
func statedAt(ts string) time.Time {
	t, _ := store.ParseStatedAt(ts)
	return t
}
