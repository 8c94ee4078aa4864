// Package selftest owns hippo's named end-to-end checks: each drives the real
// hippo binary (CLI and hook entry points) against a throwaway store on disk
// and says what it proves. regression/ runs them under go test; "hippo
// selftest" runs the same list on a user's machine, so they can watch it work
// there.
package selftest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// Check is one named check.
type Check struct {
	Name   string
	Proves string
	Run    func(e *Env) error
}

// Env is a throwaway user: a temp HOME, data dir and project, and the binary
// under test. Nothing of the real user's HOME, data or Claude Code settings
// is visible to it.
type Env struct {
	Bin     string
	Root    string
	Home    string
	Data    string
	Project string
	Model   string // HIPPO_MODEL_DIR: empty dir (lexical) unless a check installs one
	ctx     context.Context
}

// Result is one run of the binary.
type Result struct {
	Stdout, Stderr string
	Code           int
}

// NewEnv makes a throwaway user under root.
func NewEnv(ctx context.Context, bin, root string) (*Env, error) {
	e := &Env{Bin: bin, Root: root, Home: filepath.Join(root, "home"), Data: filepath.Join(root, "data"),
		Project: filepath.Join(root, "proj"), Model: filepath.Join(root, "model"), ctx: ctx}
	for _, d := range []string{e.Home, e.Project, e.Model} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			return nil, err
		}
	}
	return e, nil
}

func (e *Env) env(extra ...string) []string {
	return append([]string{
		"HOME=" + e.Home, "HIPPO_HOME=" + e.Data, "HIPPO_MODEL_DIR=" + e.Model, "XDG_CACHE_HOME=" + filepath.Join(e.Root, "cache"),
		"PATH=" + os.Getenv("PATH"), "LANG=C.UTF-8", "TMPDIR=" + os.TempDir(),
	}, extra...)
}

// Run runs the binary with stdin.
func (e *Env) Run(stdin string, args ...string) Result {
	ctx, cancel := context.WithTimeout(e.ctx, 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, e.Bin, args...)
	cmd.Dir, cmd.Env = e.Project, e.env()
	cmd.Stdin = strings.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		code = -1
		errb.WriteString(err.Error())
	}
	return Result{Stdout: out.String(), Stderr: errb.String(), Code: code}
}

// OK runs a command that must succeed.
func (e *Env) OK(args ...string) (Result, error) {
	r := e.Run("", args...)
	if r.Code != 0 {
		return r, fmt.Errorf("hippo %s: exit %d: %s", strings.Join(args, " "), r.Code, firstLine(r.Stderr))
	}
	return r, nil
}

// Jot stores text and returns its id.
func (e *Env) Jot(text string, args ...string) (string, error) {
	r, err := e.OK(append([]string{"jot"}, append(args, text)...)...)
	return strings.TrimSpace(r.Stdout), err
}

// JSON runs a command with --json and decodes its output.
func (e *Env) JSON(out any, args ...string) error {
	r, err := e.OK(append(args, "--json")...)
	if err != nil {
		return err
	}
	if err := json.Unmarshal([]byte(r.Stdout), out); err != nil {
		return fmt.Errorf("hippo %s --json: %v: %.200s", strings.Join(args, " "), err, r.Stdout)
	}
	return nil
}

// Recalled reports whether recall of q returns id.
func (e *Env) Recalled(q, id string) (bool, error) {
	var res struct {
		Hits []struct {
			Memory struct {
				ID string `json:"id"`
			} `json:"memory"`
		} `json:"hits"`
	}
	if err := e.JSON(&res, "recall", q); err != nil {
		return false, err
	}
	for _, h := range res.Hits {
		if h.Memory.ID == id {
			return true, nil
		}
	}
	return false, nil
}

// Count is how many memories the store holds, in every state.
func (e *Env) Count() (int, error) {
	var st struct {
		Memories int `json:"memories"`
	}
	err := e.JSON(&st, "stats")
	return st.Memories, err
}

// Hook runs a hook entry point with a payload.
func (e *Env) Hook(event, stdin string) Result { return e.Run(stdin, "hook", event) }

// PromptPayload is the JSON Claude Code sends the prompt hook.
func (e *Env) PromptPayload(prompt string) string {
	b, _ := json.Marshal(map[string]any{"session_id": "selftest", "transcript_path": filepath.Join(e.Root, "t.jsonl"),
		"cwd": e.Project, "hook_event_name": "UserPromptSubmit", "prompt": prompt})
	return string(b)
}

// Scan reports whether needle occurs in any file under the data dir.
func (e *Env) Scan(needle string) bool {
	found := false
	_ = filepath.WalkDir(e.Data, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if b, err := os.ReadFile(p); err == nil && bytes.Contains(b, []byte(needle)) {
				found = true
			}
		}
		return nil
	})
	return found
}

// Private checks the data dir is 0700 and every file in it 0600.
func (e *Env) Private() error {
	return filepath.WalkDir(e.Data, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		want := fs.FileMode(0o600)
		if d.IsDir() {
			want = 0o700
		}
		if info.Mode()&os.ModeSocket == 0 && info.Mode().Perm() != want {
			return fmt.Errorf("%s is %v, want %v", p, info.Mode().Perm(), want)
		}
		return nil
	})
}

// Options choose what Run runs.
type Options struct {
	Bin    string
	Filter string // only checks whose name contains this
	// Report is called after each check.
	Report func(c Check, err error, took time.Duration)
}

// ErrNoMatch means a filter matched no check: a typo in a CI script must
// fail, not pass with "0 checks, 0 failed".
var ErrNoMatch = errors.New("no check matches")

// Selected is the checks whose name contains filter (all for ""), or an error
// wrapping ErrNoMatch when there are none.
func Selected(filter string) ([]Check, error) {
	var out []Check
	for _, c := range Checks() {
		if strings.Contains(c.Name, filter) {
			out = append(out, c)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%w %q", ErrNoMatch, filter)
	}
	return out, nil
}

// Run runs the checks, each in a fresh throwaway user under a temp dir, and
// returns how many failed.
func Run(ctx context.Context, o Options) (failed int, err error) {
	checks, err := Selected(o.Filter)
	if err != nil {
		return 0, err
	}
	for _, c := range checks {
		out, err := RunOne(ctx, o.Bin, c)
		if err != nil {
			return failed, err
		}
		if out.Err != nil {
			failed++
		}
		if o.Report != nil {
			o.Report(c, out.Err, out.Took)
		}
	}
	return failed, nil
}

// Outcome is a check's verdict (nil Err: it held) and how long it took.
type Outcome struct {
	Err  error
	Took time.Duration
}

// RunOne runs one check in a fresh throwaway user and removes it after. The
// error is a failure to set the check up, not the check's verdict.
func RunOne(ctx context.Context, bin string, c Check) (Outcome, error) {
	root, err := os.MkdirTemp("", "hst") // short: unix sockets live under it
	if err != nil {
		return Outcome{}, fmt.Errorf("selftest temp dir: %w", err)
	}
	defer os.RemoveAll(root)
	e, err := NewEnv(ctx, bin, root)
	if err != nil {
		return Outcome{}, err
	}
	start := time.Now()
	verdict := c.Run(e)
	_ = e.Run("", "serve", "--stop") // a check that started a server leaves none behind
	return Outcome{Err: verdict, Took: time.Since(start)}, nil
}

// firstLine is the first line of s, for a one-line error message.
func firstLine(s string) string {
	line, _, _ := strings.Cut(strings.TrimSpace(s), "\n")
	return line
}
