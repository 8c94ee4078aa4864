package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"golang.org/x/term"

	"github.com/hippo-mem/hippo/activity"
	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/feedback"
	"github.com/hippo-mem/hippo/internal/plural"
	"github.com/hippo-mem/hippo/store"
)

func (c *cli) reviewFeedback(ctx context.Context, args []string) error {
	fs := c.flags("review-feedback", "[flags]", fmt.Sprintf("Find corrections you keep making (at least %d, in at least %d sessions), draft each as a rule into\npending_rules.md, and walk through the drafts: a accept, e edit, r reject, s skip, q quit.\nOnly an accepted draft reaches a CLAUDE.md.", feedback.MinCorrections, feedback.MinSessions))
	list := fs.Bool("list", false, "list pending drafts with their evidence; change nothing")
	accept := fs.Int("accept", 0, "accept draft N (non-interactive)")
	to := fs.String("to", "project", "with --accept: project (./CLAUDE.md in this project) or user (the user's CLAUDE.md)")
	reject := fs.Int("reject", 0, "reject draft N (non-interactive)")
	reason := fs.String("reason", "", "with --reject: why")
	contradictions := fs.Bool("contradictions", false, "list pairs of active memories that clash in a value or by negation")
	keep := fs.String("keep", "", "resolve a contradiction: keep this memory...")
	supersede := fs.String("supersede", "", "...and supersede this one")
	fine := fs.Bool("fine", false, "mark a flagged pair (two ids as arguments) as not a contradiction")
	yes := fs.Bool("yes", false, "with --accept: do not ask after showing the diff")
	llm := fs.Bool("llm", false, "phrase new drafts with \"claude -p\" (opt-in; corrections are redacted before sending)")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parse(fs, args); err != nil {
		return err
	}
	dataDir, err := config.DataDir()
	if err != nil {
		return err
	}
	s, done, err := c.open(ctx, storeOpts{})
	if err != nil {
		return err
	}
	defer done()
	switch {
	case *contradictions:
		return c.listContradictions(ctx, s, dataDir, *asJSON)
	case *keep != "" || *supersede != "":
		return c.resolveContradiction(ctx, s, *keep, *supersede)
	case *fine:
		if fs.NArg() != 2 {
			return &usageError{msg: "--fine takes the two memory ids of a flagged pair", hint: "hippo review-feedback --fine ID1 ID2"}
		}
		return feedback.FinePair(ctx, s, dataDir, fs.Arg(0), fs.Arg(1))
	case *reject != 0:
		return c.rejectDraft(dataDir, *reject, *reason)
	case *accept != 0:
		return c.acceptDraft(dataDir, *accept, *to, *yes)
	}
	drafts, err := feedback.Find(ctx, s, dataDir, time.Now(), feedback.DrafterFor(dataDir, *llm))
	if err != nil {
		return err
	}
	if *list || *asJSON {
		return c.printDrafts(ctx, s, drafts, *asJSON)
	}
	return c.reviewOnTerminal(ctx, s, dataDir, *to, drafts)
}

func (c *cli) resolveContradiction(ctx context.Context, s *store.Store, keep, supersede string) error {
	if keep == "" || supersede == "" {
		return &usageError{msg: "--keep and --supersede go together", hint: "hippo review-feedback --keep NEWER_ID --supersede OLDER_ID"}
	}
	if err := s.Supersede(ctx, supersede, keep); err != nil {
		return err
	}
	_, err := fmt.Fprintf(c.stdout, "kept %s; %s is superseded\n", strings.ToUpper(keep), strings.ToUpper(supersede))
	return err
}

func (c *cli) rejectDraft(dataDir string, n int, reason string) error {
	if reason == "" {
		return &usageError{msg: "--reason required: a rejection is remembered with why", hint: `hippo review-feedback --reject 3 --reason "one-off"`}
	}
	d, err := feedback.Reject(dataDir, n, reason, time.Now())
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(c.stdout, "rejected draft %d: %s\n", d.N, d.Rule)
	return err
}

// acceptDraft shows the diff of draft n's rule appended to the CLAUDE.md that
// to names, and appends it once the person agrees (or said --yes).
func (c *cli) acceptDraft(dataDir string, n int, to string, yes bool) error {
	path, err := claudeMDFor(to)
	if err != nil {
		return err
	}
	a, err := feedback.PlanAccept(dataDir, n, path)
	if err != nil {
		return err
	}
	fmt.Fprint(c.stdout, a.Diff())
	if !yes && !c.ask("Append this to "+path+"? [y/N] ") {
		return &usageError{msg: "not accepted: nothing was written", hint: "add --yes to accept without the question"}
	}
	backup, err := appendRule(dataDir, a)
	if err != nil {
		return err
	}
	if backup != "" {
		fmt.Fprintf(c.stderr, "hippo: backup of the old file: %s\n", backup)
	}
	fmt.Fprintf(c.stderr, "hippo: appended draft %d to %s\n", a.Draft.N, path)
	return nil
}

// appendRule carries out an acceptance the person approved, and logs it.
func appendRule(dataDir string, a feedback.Acceptance) (backup string, err error) {
	return feedback.Accept(dataDir, a, activity.Open(dataDir, nil), "cli", time.Now())
}

// reviewOnTerminal walks through the drafts one key at a time; without a
// terminal it lists them and says how to decide instead.
func (c *cli) reviewOnTerminal(ctx context.Context, s *store.Store, dataDir, to string, drafts []feedback.Draft) error {
	f, isFile := c.stdin.(*os.File)
	if !isFile || !term.IsTerminal(int(f.Fd())) {
		if err := c.printDrafts(ctx, s, drafts, false); err != nil {
			return err
		}
		if len(drafts) > 0 {
			fmt.Fprintln(c.stderr, "hippo: not a terminal, so no questions; decide with --accept N --to project|user, or --reject N --reason R")
		}
		return nil
	}
	target, err := claudeMDFor(to)
	if err != nil {
		return err
	}
	old, err := term.MakeRaw(int(f.Fd()))
	if err != nil {
		return fmt.Errorf("review-feedback: %w", err)
	}
	defer term.Restore(int(f.Fd()), old)
	return c.reviewLoop(ctx, s, dataDir, target, drafts, f, func() { term.Restore(int(f.Fd()), old) }, func() { old, _ = term.MakeRaw(int(f.Fd())) })
}

// reviewLoop shows one draft at a time and acts on single keys.
func (c *cli) reviewLoop(ctx context.Context, s *store.Store, dataDir, target string, drafts []feedback.Draft, keys io.Reader, cooked, raw func()) error {
	color := colorOK(c.stdout)
	bold := func(t string) string {
		if color {
			return "\x1b[1m" + t + "\x1b[0m"
		}
		return t
	}
	r := bufio.NewReader(keys)
	for i := 0; i < len(drafts); i++ {
		d := drafts[i]
		fmt.Fprintf(c.stdout, "\r\n%s %s\r\n", bold(fmt.Sprintf("Draft %d:", d.N)), d.Rule)
		c.printEvidence(ctx, s, d, "\r\n")
		fmt.Fprint(c.stdout, "[a]ccept  [e]dit  [r]eject  [s]kip  [q]uit > ")
		key, err := r.ReadByte()
		if err != nil {
			return nil
		}
		fmt.Fprintf(c.stdout, "%c\r\n", key)
		switch key {
		case 'a':
			path := target
			a, err := feedback.PlanAccept(dataDir, d.N, path)
			if err != nil {
				return err
			}
			fmt.Fprint(c.stdout, strings.ReplaceAll(a.Diff(), "\n", "\r\n"))
			backup, err := appendRule(dataDir, a)
			if err != nil {
				return err
			}
			fmt.Fprintf(c.stdout, "appended to %s (backup: %s)\r\n", path, orDash(backup))
		case 'e':
			cooked()
			rule, err := editText(d.Rule)
			raw()
			if err != nil {
				fmt.Fprintf(c.stdout, "edit failed: %v\r\n", err)
			} else if d, err = feedback.Edit(dataDir, d.N, rule, time.Now()); err == nil {
				drafts[i] = d
			}
			i-- // show the edited draft again
		case 'r':
			cooked()
			fmt.Fprint(c.stdout, "reason: ")
			reason, _ := r.ReadString('\n')
			raw()
			if _, err := feedback.Reject(dataDir, d.N, strings.TrimSpace(reason), time.Now()); err != nil {
				return err
			}
			fmt.Fprint(c.stdout, "rejected\r\n")
		case 'q':
			return nil
		}
	}
	return nil
}

func (c *cli) printDrafts(ctx context.Context, s *store.Store, drafts []feedback.Draft, asJSON bool) error {
	return printList(c, asJSON, drafts, func(d feedback.Draft) {
		fmt.Fprintf(c.stdout, "Draft %d: %s\n", d.N, d.Rule)
		c.printEvidence(ctx, s, d, "\n")
	}, fmt.Sprintf("hippo: no recurring corrections (a rule needs %d corrections in %d sessions)", feedback.MinCorrections, feedback.MinSessions))
}

func (c *cli) printEvidence(ctx context.Context, s *store.Store, d feedback.Draft, nl string) {
	fmt.Fprintf(c.stdout, "  evidence: %s in %s%s", plural.Count(len(d.Evidence), "correction", "corrections"), plural.Count(d.Sessions, "session", "sessions"), nl)
	for _, e := range d.Evidence {
		text := "(gone)"
		if m, err := s.Get(ctx, e.ID); err == nil {
			text = oneLine(m.Text, 80)
		}
		fmt.Fprintf(c.stdout, "    %s  %s  session %s  %s%s", e.ID, e.Date.Format("2006-01-02"), orDash(e.Session), text, nl)
	}
	if d.Note != "" {
		fmt.Fprintf(c.stdout, "  note: %s%s", d.Note, nl)
	}
}

func (c *cli) listContradictions(ctx context.Context, s *store.Store, dataDir string, asJSON bool) error {
	pairs, err := feedback.Contradictions(ctx, s, dataDir)
	if err != nil {
		return err
	}
	return printList(c, asJSON, pairs, func(p feedback.Contradiction) {
		fmt.Fprintf(c.stdout, "%s clash (similarity %.2f):\n  %s  %s\n  %s  %s\n", p.Why, p.Similarity, p.A.ID, oneLine(p.A.Text, 80), p.B.ID, oneLine(p.B.Text, 80))
		fmt.Fprintf(c.stdout, "  resolve: hippo review-feedback --keep %s --supersede %s   (or --fine %s %s)\n", p.B.ID, p.A.ID, p.A.ID, p.B.ID)
	}, "hippo: no contradictions among active memories")
}

// claudeMDFor resolves --to: the project's CLAUDE.md, or the user's.
func claudeMDFor(to string) (string, error) {
	switch to {
	case "project":
		return filepath.Join(here().Path, "CLAUDE.md"), nil
	case "user":
		dir, err := config.ClaudeDir()
		if err != nil {
			return "", err
		}
		return filepath.Join(dir, "CLAUDE.md"), nil
	}
	return "", &usageError{msg: fmt.Sprintf("--to %q: want project or user", to)}
}

func (c *cli) ask(question string) bool {
	f, ok := c.stdin.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return false
	}
	fmt.Fprint(c.stderr, question)
	answer, _ := bufio.NewReader(c.stdin).ReadString('\n')
	return strings.HasPrefix(strings.ToLower(strings.TrimSpace(answer)), "y")
}

// colorOK: colour only on a terminal, and never when NO_COLOR is set.
func colorOK(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd())) && os.Getenv("NO_COLOR") == ""
}

// editText opens $EDITOR (else vi) on text and returns what was saved.
func editText(text string) (string, error) {
	f, err := os.CreateTemp("", "hippo-rule-*.md")
	if err != nil {
		return "", err
	}
	defer os.Remove(f.Name())
	if _, err := f.WriteString(text + "\n"); err != nil {
		return "", err
	}
	f.Close()
	editor := os.Getenv("EDITOR")
	if editor == "" {
		editor = "vi"
	}
	cmd := exec.Command("sh", "-c", editor+" "+strconv.Quote(f.Name()))
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		return "", err
	}
	b, err := os.ReadFile(f.Name())
	return strings.TrimSpace(string(b)), err
}
