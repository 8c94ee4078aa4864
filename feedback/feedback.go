// Package feedback owns turning recurring corrections into standing rules:
// clustering feedback memories, drafting one rule per recurring cluster into
// pending_rules.md, remembering each draft's fate, and (only on a person's
// approval) appending an accepted rule to a CLAUDE.md. It also finds pairs of
// active memories that contradict each other, for a person to resolve.
//
// Nothing here edits a CLAUDE.md except Accept, and nothing calls Accept but
// an explicit approval ("review-feedback --accept N", or "a" in the
// interactive review).
package feedback

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"

	"github.com/hippo-mem/hippo/internal/claudep"
	"github.com/hippo-mem/hippo/internal/fsutil"
	"github.com/hippo-mem/hippo/internal/plural"
	"github.com/hippo-mem/hippo/redact"
	"github.com/hippo-mem/hippo/store"
)

// The bar a cluster must clear to become a draft: a correction made at least
// MinCorrections times, in at least MinSessions sessions, is a habit of the
// user's and not a one-off.
const (
	MinCorrections = 3
	MinSessions    = 2
	// clusterSimilarity links two corrections (Dice of content words, or cosine
	// with a model): about the same thing.
	clusterSimilarity = 0.5
)

// Files in the data dir.
const (
	PendingFile = "pending_rules.md"
	stateFile   = "rules.json"
)

// Status is where a draft rule stands with the person reviewing it.
type Status string

// Draft statuses.
const (
	StatusPending  Status = "pending"
	StatusAccepted Status = "accepted"
	StatusRejected Status = "rejected"
)

// Evidence is one correction behind a draft: ids, dates and sessions, never
// text, so purging a memory leaves no copy of it here.
type Evidence struct {
	ID      string    `json:"id"`
	Date    time.Time `json:"date"`
	Session string    `json:"session"`
}

// Draft is one proposed rule.
type Draft struct {
	N         int        `json:"n"`   // the number a person types: --accept 3
	Key       string     `json:"key"` // stable identity of the cluster
	Rule      string     `json:"rule"`
	Evidence  []Evidence `json:"evidence"`
	Sessions  int        `json:"sessions"`
	Status    Status     `json:"status"`
	Reason    string     `json:"reason,omitempty"`
	Note      string     `json:"note,omitempty"` // e.g. "new evidence since it was rejected"
	Target    string     `json:"target,omitempty"`
	CreatedAt time.Time  `json:"created_at"`
	UpdatedAt time.Time  `json:"updated_at"`
}

type state struct {
	Next   int     `json:"next"`
	Drafts []Draft `json:"drafts"`
}

func loadState(dataDir string) (state, error) {
	var st state
	b, err := os.ReadFile(filepath.Join(dataDir, stateFile))
	if errors.Is(err, fs.ErrNotExist) {
		return state{Next: 1}, nil
	}
	if err != nil {
		return st, fmt.Errorf("read rules: %w", err)
	}
	if err := json.Unmarshal(b, &st); err != nil {
		return st, fmt.Errorf("rules file %s: %w", filepath.Join(dataDir, stateFile), err)
	}
	if st.Next == 0 {
		st.Next = 1
	}
	return st, nil
}

func saveState(dataDir string, st state) error {
	b, err := json.MarshalIndent(st, "", "  ")
	if err != nil {
		return err
	}
	if err := fsutil.WriteFileAtomic(filepath.Join(dataDir, stateFile), b, 0o600); err != nil {
		return err
	}
	return fsutil.WriteFileAtomic(filepath.Join(dataDir, PendingFile), []byte(renderPending(st)), 0o600)
}

// renderPending writes the human-readable file of drafts still waiting.
func renderPending(st state) string {
	var b strings.Builder
	b.WriteString("# Draft rules from recurring corrections\n\n")
	b.WriteString("Drafted by hippo; nothing here reaches a CLAUDE.md until you accept it with\n")
	b.WriteString("`hippo review-feedback` or `hippo review-feedback --accept N --to project|user`.\n")
	for _, d := range st.Drafts {
		if d.Status != StatusPending {
			continue
		}
		fmt.Fprintf(&b, "\n## %d. %s\n\n", d.N, d.Rule)
		fmt.Fprintf(&b, "- evidence: %s in %s\n", plural.Count(len(d.Evidence), "correction", "corrections"), plural.Count(d.Sessions, "session", "sessions"))
		for _, e := range d.Evidence {
			fmt.Fprintf(&b, "  - memory %s, %s, session %s\n", e.ID, e.Date.Format("2006-01-02"), orDash(e.Session))
		}
		if d.Note != "" {
			fmt.Fprintf(&b, "- note: %s\n", d.Note)
		}
	}
	return b.String()
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// Find clusters the active feedback memories and updates the drafts: a new
// qualifying cluster gets a new draft; a cluster already drafted, accepted or
// rejected is left alone unless it has new evidence, and then its draft says
// so and waits for review again.
//
// draft phrases a cluster as a rule; nil uses the deterministic drafter.
func Find(ctx context.Context, s *store.Store, dataDir string, now time.Time, draft Drafter) ([]Draft, error) {
	if draft == nil {
		draft = Deterministic
	}
	mems, err := s.List(ctx, store.ListOptions{Kind: "feedback"})
	if err != nil {
		return nil, err
	}
	st, err := loadState(dataDir)
	if err != nil {
		return nil, err
	}
	occ, err := s.Occurrences(ctx, mems)
	if err != nil {
		return nil, err
	}
	for _, c := range clusters(mems) {
		ev, sessions := evidenceOf(c, occ)
		if len(ev) < MinCorrections || sessions < MinSessions {
			continue
		}
		key := evidenceKey(ev)
		if i := matching(st.Drafts, c); i >= 0 {
			d := &st.Drafts[i]
			if d.Key == key {
				continue // nothing new: never drafted again
			}
			added := len(ev) - len(d.Evidence)
			if added <= 0 {
				// Nothing new said: evidence purged since, or a key an older
				// hippo computed from the memory ids alone.
				d.Key = key
				continue
			}
			if d.Status != StatusPending {
				d.Note = fmt.Sprintf("%s since it was %s on %s", plural.Count(added, "new correction", "new corrections"), d.Status, d.UpdatedAt.Format("2006-01-02"))
			}
			d.Key, d.Evidence, d.Sessions, d.Rule = key, ev, sessions, ruleFor(ctx, draft, c)
			d.Status, d.UpdatedAt = StatusPending, now.UTC()
			continue
		}
		st.Drafts = append(st.Drafts, Draft{N: st.Next, Key: key, Rule: ruleFor(ctx, draft, c), Evidence: ev, Sessions: sessions,
			Status: StatusPending, CreatedAt: now.UTC(), UpdatedAt: now.UTC()})
		st.Next++
	}
	if err := saveState(dataDir, st); err != nil {
		return nil, err
	}
	return pending(st), nil
}

// evidenceOf lists every time a cluster's corrections were made, oldest
// first: a correction said in three sessions is one memory with three
// occurrences (see store.Restate), and counts three times. It also counts
// the sessions they came from; each jotted one counts as its own.
func evidenceOf(c []store.Memory, occ map[string][]store.Occurrence) ([]Evidence, int) {
	var ev []Evidence
	sessions := map[string]bool{}
	for _, m := range c {
		for _, o := range occ[m.ID] {
			ev = append(ev, Evidence{ID: m.ID, Date: o.StatedAt, Session: o.SessionID})
			if o.SessionID != "" {
				sessions[o.SessionID] = true
			} else {
				sessions[fmt.Sprintf("cli:%s@%d", m.ID, o.StatedAt.UnixNano())] = true
			}
		}
	}
	sort.SliceStable(ev, func(a, b int) bool { return ev[a].Date.Before(ev[b].Date) })
	return ev, len(sessions)
}

// matching finds the draft that shares a memory with the cluster.
func matching(drafts []Draft, c []store.Memory) int {
	in := map[string]bool{}
	for _, m := range c {
		in[m.ID] = true
	}
	for i, d := range drafts {
		for _, e := range d.Evidence {
			if in[e.ID] {
				return i
			}
		}
	}
	return -1
}

// evidenceKey identifies a cluster's evidence: a new memory or a new
// occurrence of one changes it.
func evidenceKey(ev []Evidence) string {
	keys := make([]string, len(ev))
	for i, e := range ev {
		keys[i] = fmt.Sprintf("%s/%s/%d", e.ID, e.Session, e.Date.UnixNano())
	}
	sort.Strings(keys)
	sum := sha256.Sum256([]byte(strings.Join(keys, ",")))
	return hex.EncodeToString(sum[:8])
}

// clusters groups memories that are about the same thing (single link).
func clusters(mems []store.Memory) [][]store.Memory {
	parent := make([]int, len(mems))
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(i int) int {
		if parent[i] != i {
			parent[i] = find(parent[i])
		}
		return parent[i]
	}
	for i := range mems {
		for j := i + 1; j < len(mems); j++ {
			if store.Dice(strip(mems[i].Text), strip(mems[j].Text)) >= clusterSimilarity {
				parent[find(i)] = find(j)
			}
		}
	}
	groups := map[int][]store.Memory{}
	for i, m := range mems {
		groups[find(i)] = append(groups[find(i)], m)
	}
	var out [][]store.Memory
	for _, g := range groups {
		sort.Slice(g, func(a, b int) bool { return g[a].CreatedAt.Before(g[b].CreatedAt) })
		out = append(out, g)
	}
	sort.Slice(out, func(a, b int) bool { return out[a][0].CreatedAt.Before(out[b][0].CreatedAt) })
	return out
}

// correctionPrefix is how a correction opens; the rule keeps what follows.
var correctionPrefix = regexp.MustCompile(`(?i)^\s*(no|nope|wrong|incorrect|actually|that's wrong|that is wrong|that's not right|that's incorrect)\b[,.!:;]*\s*`)

func strip(text string) string { return correctionPrefix.ReplaceAllString(text, "") }

// Drafter phrases a cluster of corrections as one rule.
type Drafter func(ctx context.Context, c []store.Memory) (string, error)

// ruleFor drafts with draft, and falls back to the deterministic drafter when
// it fails (a model that cannot be reached must not lose the draft).
func ruleFor(ctx context.Context, draft Drafter, c []store.Memory) string {
	if rule, err := draft(ctx, c); err == nil && rule != "" {
		return rule
	}
	rule, _ := Deterministic(ctx, c)
	return rule
}

// Deterministic phrases a cluster as one short imperative, offline: the
// correction most like the others, without its "no," or "that's wrong,".
func Deterministic(_ context.Context, c []store.Memory) (string, error) {
	return draftRule(c), nil
}

// LLMDrafter asks "claude -p" (fenced in, see package claudep) to phrase the
// rule. Opt-in; the corrections are redacted before they are sent.
func LLMDrafter(o claudep.Options) Drafter {
	o.SystemPrompt = `A developer corrected an AI coding assistant the same way several times. The corrections follow, one per line.
Write ONE short imperative rule, as a line in a CLAUDE.md file, that would have prevented them. Reply with the rule only, on one line, no quotes, no bullet.`
	return func(ctx context.Context, c []store.Memory) (string, error) {
		lines := make([]string, len(c))
		for i, m := range c {
			lines[i], _ = redact.Text(strings.Join(strings.Fields(m.Text), " "))
		}
		out, err := claudep.Run(ctx, o, strings.Join(lines, "\n"))
		if err != nil {
			return "", fmt.Errorf("llm drafter: %w", err)
		}
		rule := strings.Trim(strings.TrimSpace(strings.SplitN(strings.TrimSpace(out), "\n", 2)[0]), "-*\"' ")
		if rule == "" {
			return "", errors.New("llm drafter: empty rule")
		}
		return rule, nil
	}
}

func draftRule(c []store.Memory) string {
	best, bestScore := c[0], -1.0
	for _, m := range c {
		score := 0.0
		for _, o := range c {
			score += store.Dice(strip(m.Text), strip(o.Text))
		}
		if score > bestScore {
			best, bestScore = m, score
		}
	}
	rule := strings.TrimSpace(strip(best.Text))
	if rule == "" {
		rule = strings.TrimSpace(best.Text)
	}
	rule = strings.ToUpper(rule[:1]) + rule[1:]
	if !strings.HasSuffix(rule, ".") && !strings.HasSuffix(rule, "!") {
		rule += "."
	}
	return rule
}

func pending(st state) []Draft {
	var out []Draft
	for _, d := range st.Drafts {
		if d.Status == StatusPending {
			out = append(out, d)
		}
	}
	return out
}

// Pending lists the drafts waiting for review.
func Pending(dataDir string) ([]Draft, error) {
	st, err := loadState(dataDir)
	if err != nil {
		return nil, err
	}
	return pending(st), nil
}

// ErrNoDraft is an unknown draft number.
var ErrNoDraft = errors.New("no pending draft with that number")

func update(dataDir string, n int, now time.Time, fn func(*Draft)) (Draft, error) {
	st, err := loadState(dataDir)
	if err != nil {
		return Draft{}, err
	}
	for i := range st.Drafts {
		if st.Drafts[i].N == n && st.Drafts[i].Status == StatusPending {
			fn(&st.Drafts[i])
			st.Drafts[i].UpdatedAt = now.UTC()
			return st.Drafts[i], saveState(dataDir, st)
		}
	}
	return Draft{}, fmt.Errorf("draft %d: %w", n, ErrNoDraft)
}

// Reject records that a person turned a draft down, and why. The cluster is
// not drafted again unless new corrections arrive.
func Reject(dataDir string, n int, reason string, now time.Time) (Draft, error) {
	reason, _ = redact.Text(reason) // the user's own words, kept in the data dir
	return update(dataDir, n, now, func(d *Draft) { d.Status, d.Reason, d.Note = StatusRejected, reason, "" })
}

// Edit replaces a draft's wording before it is accepted.
func Edit(dataDir string, n int, rule string, now time.Time) (Draft, error) {
	rule, _ = redact.Text(strings.TrimSpace(rule)) // kept in the data dir, and accepted into CLAUDE.md
	if rule == "" {
		return Draft{}, errors.New("edit: the rule is empty")
	}
	return update(dataDir, n, now, func(d *Draft) { d.Rule = rule })
}

// ForgetEvidence drops pending drafts derived from purged memories, so no
// wording taken from them stays in pending_rules.md.
func ForgetEvidence(dataDir string, ids []string) (int, error) {
	st, err := loadState(dataDir)
	if err != nil {
		return 0, err
	}
	gone := map[string]bool{}
	for _, id := range ids {
		gone[id] = true
	}
	var kept []Draft
	dropped := 0
	for _, d := range st.Drafts {
		hit := false
		for _, e := range d.Evidence {
			hit = hit || gone[e.ID]
		}
		if hit && d.Status != StatusAccepted {
			dropped++
			continue
		}
		kept = append(kept, d)
	}
	if dropped == 0 {
		return 0, nil
	}
	st.Drafts = kept
	return dropped, saveState(dataDir, st)
}
