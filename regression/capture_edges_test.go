package regression

import (
	"bytes"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// userLines is a transcript of n user turns, each a claim of its own words, so
// the gate stores every one and none reinforces or supersedes another.
func userLines(session string, n int) string {
	var b strings.Builder
	for i := range n {
		line, _ := json.Marshal(map[string]any{"type": "user", "uuid": fmt.Sprintf("u%05d", i), "sessionId": session,
			"cwd": "/tmp/app", "timestamp": "2026-11-30T10:00:00Z",
			"message": map[string]any{"role": "user", "content": fmt.Sprintf("We always build zq%da with xk%db on pr%dc.", i, i, i)}})
		b.Write(line)
		b.WriteByte('\n')
	}
	return b.String()
}

func mustWrite(t *testing.T, path, content string) string {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

type captureState struct {
	SessionID string `json:"session_id"`
	Offset    int64  `json:"offset"`
	Status    string `json:"status"`
	Error     string `json:"error"`
}

func readState(t *testing.T, h *home, session string) (captureState, bool) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(h.data, "capture", "state", session+".json"))
	if err != nil {
		return captureState{}, false
	}
	var st captureState
	if err := json.Unmarshal(b, &st); err != nil {
		return captureState{}, false // mid-rename: try again
	}
	return st, true
}

// decisionsOf runs hippo capture --json and returns the rules that fired.
func decisionsOf(t *testing.T, h *home, path string) []string {
	t.Helper()
	var ds []struct {
		Decision string `json:"decision"`
		Rule     string `json:"rule"`
	}
	if err := json.Unmarshal([]byte(h.hippo(t, "capture", "--json", path).stdout), &ds); err != nil {
		t.Fatal(err)
	}
	rules := []string{}
	for _, d := range ds {
		rules = append(rules, d.Decision+"/"+d.Rule)
	}
	return rules
}

type doctorCheck struct {
	Name, Status, Detail, Fix string
}

func doctorCapture(t *testing.T, h *home) doctorCheck {
	t.Helper()
	var checks []doctorCheck
	r := h.run(t, "", hippoBin, "doctor", "--json")
	if err := json.Unmarshal([]byte(r.stdout), &checks); err != nil {
		t.Fatalf("doctor --json: %v\n%s", err, r.stdout)
	}
	for _, c := range checks {
		if c.Name == "capture" {
			return c
		}
	}
	t.Fatal("doctor has no capture check")
	return doctorCheck{}
}

// assertNoDuplicates checks that the store holds exactly one memory per line
// of a userLines transcript of n turns, none of them reinforced.
func assertNoDuplicates(t *testing.T, h *home, n int) {
	t.Helper()
	mems := listMemories(t, h)
	seen := map[string]bool{}
	for _, m := range mems {
		if seen[m.Text] {
			t.Errorf("stored twice: %q", m.Text)
		}
		seen[m.Text] = true
		if m.AccessCount != 0 {
			t.Errorf("reinforced by a re-read line: %q (access count %d)", m.Text, m.AccessCount)
		}
	}
	if len(mems) != n {
		t.Errorf("%d memories, want %d (one per line)", len(mems), n)
	}
}

// Check: Ctrl-C during a long capture (reproduced on main: "hippo: error:
// check provenance: context canceled", exit 1) prints where capture resumes
// and exits 130; doctor reports the capture that did not finish; the re-run
// starts at that line and stores nothing twice.
func TestCaptureSIGINTResumes(t *testing.T) {
	h := newHome(t)
	const n = 1500 // ~5 s to capture; the interrupt follows the first checkpoint (20 lines) within ms
	path := mustWrite(t, filepath.Join(h.project, "long-sess.jsonl"), userLines("long-sess", n))
	cmd := exec.Command(hippoBin, "capture", path)
	cmd.Dir, cmd.Env = h.project, h.env()
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// Interrupt once the first checkpoint shows capture is under way.
	deadline := time.Now().Add(time.Minute)
	for st, ok := readState(t, h, "long-sess"); !ok || st.Offset == 0; st, ok = readState(t, h, "long-sess") {
		if time.Now().After(deadline) {
			_ = cmd.Process.Kill()
			t.Fatal("capture never checkpointed")
		}
		time.Sleep(5 * time.Millisecond)
	}
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	err := cmd.Wait()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	}
	m := regexp.MustCompile(`^hippo: interrupted; capture resumes from line (\d+)\n$`).FindStringSubmatch(stderr.String())
	if code != 130 || m == nil || stdout.Len() != 0 {
		t.Fatalf("interrupted capture: exit %d, stdout %q, stderr %q; want exit 130 and only the resume line", code, stdout.String(), stderr.String())
	}
	line, _ := strconv.Atoi(m[1])
	if line <= 1 || line > n {
		t.Fatalf("resumes from line %d of %d: not mid-way", line, n)
	}
	if st, _ := readState(t, h, "long-sess"); st.Status != "partial" {
		t.Errorf("state after the interrupt: %+v, want partial", st)
	}
	dc := doctorCapture(t, h)
	if dc.Status != "warn" || !strings.Contains(dc.Detail, fmt.Sprintf("interrupted; resumes from line %d", line)) ||
		!strings.Contains(dc.Fix, "hippo capture "+path) {
		t.Errorf("doctor capture check: %+v", dc)
	}
	if got, want := len(decisionsOf(t, h, path)), n-(line-1); got != want {
		t.Errorf("the re-run decided %d lines, want %d (from line %d on)", got, want, line)
	}
	assertNoDuplicates(t, h, n)
	if dc := doctorCapture(t, h); dc.Status != "ok" {
		t.Errorf("doctor after the resumed capture: %+v", dc)
	}
}

// Control: a capture nobody interrupts exits 0, prints its counts and leaves
// doctor nothing to report.
func TestCaptureUninterruptedExitsZero(t *testing.T) {
	h := newHome(t)
	path := mustWrite(t, filepath.Join(h.project, "short-sess.jsonl"), userLines("short-sess", 60))
	r := h.run(t, "", hippoBin, "capture", path)
	if r.code != 0 || r.stderr != "" || r.stdout != "short-sess: stored 60, superseded 0, reinforced 0, blocked 0, rejected 0\n" {
		t.Fatalf("capture: exit %d\nstdout %q\nstderr %q", r.code, r.stdout, r.stderr)
	}
	assertNoDuplicates(t, h, 60)
	if dc := doctorCapture(t, h); dc.Status != "ok" || strings.Contains(dc.Detail, "did not finish") {
		t.Errorf("doctor capture check: %+v", dc)
	}
}

// Check: capture refuses what is not a transcript (reproduced on main: each
// gave "stored 0", exit 0, and a permanent "partial (grew)" in --status),
// records no state for it and drops the one main left; a real transcript, an empty one, and one whose only
// line is still being written are captured (the controls).
func TestCaptureRefusesNonTranscripts(t *testing.T) {
	h := newHome(t)
	junk := make([]byte, 3<<20)
	_, _ = rand.Read(junk)
	dir := filepath.Join(h.dir, "somedir")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	// What main recorded for the directory: "stored 0", then "partial
	// (grew)" in --status for good. Refusing it again must drop it.
	mustWrite(t, filepath.Join(h.data, "capture", "state", "somedir.json"),
		`{"session_id":"somedir","transcript_path":"`+dir+`","offset":0,"status":"done"}`)
	if r := h.hippo(t, "capture", "--status"); !strings.HasPrefix(r.stdout, "partial (grew)") {
		t.Fatalf("the old state is not what main showed:\n%s", r.stdout)
	}
	for _, tt := range []struct {
		name, path, why string
	}{
		{"directory", dir, "it is a directory"},
		{"passwd", "/etc/passwd", `line 1 is not a JSON object with a transcript line "type"`},
		{"random bytes", mustWrite(t, filepath.Join(h.dir, "random.jsonl"), string(junk)), "it holds binary data"},
		{"json without type", mustWrite(t, filepath.Join(h.dir, "pkg.jsonl"), "{\"name\":\"app\"}\n"), `line 1 is not a JSON object with a transcript line "type"`},
		{"json array", mustWrite(t, filepath.Join(h.dir, "arr.jsonl"), "[{\"type\":\"user\"}]\n"), `line 1 is not a JSON object with a transcript line "type"`},
		{"bad third line", mustWrite(t, filepath.Join(h.dir, "third.jsonl"), userLines("s", 2)+"root:x:0:0\n"), `line 3 is not a JSON object with a transcript line "type"`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := h.run(t, "", hippoBin, "capture", tt.path)
			want := fmt.Sprintf("hippo: error: refusing to capture %s: not a Claude Code transcript: %s\nhippo: hint: ", tt.path, tt.why)
			if r.code != 2 || r.stdout != "" || !strings.HasPrefix(r.stderr, want) {
				t.Errorf("exit %d\nstdout %q\nstderr %q\nwant exit 2 and stderr starting %q", r.code, r.stdout, r.stderr, want)
			}
		})
	}
	if states, _ := filepath.Glob(filepath.Join(h.data, "capture", "state", "*.json")); len(states) != 0 {
		t.Errorf("refused input left capture states: %v", states)
	}
	if r := h.run(t, "", hippoBin, "capture", "--status"); r.stdout != "" {
		t.Errorf("capture --status lists refused input:\n%s", r.stdout)
	}
	controls := []struct{ name, content, want string }{
		{"real", userLines("real-sess", 3), "real-sess: stored 3,"},
		{"empty-sess", "", "empty-sess: stored 0,"},
		{"torn-sess", `{"type":"user","sessionId":"torn-sess","message":{"role":"user","content":"We alw`, "torn-sess: stored 0,"},
	}
	for _, c := range controls {
		path := mustWrite(t, filepath.Join(h.project, c.name+".jsonl"), c.content)
		if r := h.hippo(t, "capture", path); !strings.HasPrefix(r.stdout, c.want) {
			t.Errorf("capture %s: %q, want %q...", c.name, r.stdout, c.want)
		}
	}
	if states, _ := filepath.Glob(filepath.Join(h.data, "capture", "state", "*.json")); len(states) != len(controls) {
		t.Errorf("capture states %v, want one per control", states)
	}
}

// Check: the session is the sessionId the lines carry, not the file name
// (reproduced on main: a copied transcript was captured as session "copy").
// Control: with no sessionId on any line, the file name is the session.
func TestCaptureSessionFromLines(t *testing.T) {
	h := newHome(t)
	copied := mustWrite(t, filepath.Join(h.dir, "backup", "copy.jsonl"), userLines("sess-real", 2))
	if r := h.hippo(t, "capture", copied); !strings.HasPrefix(r.stdout, "sess-real: stored 2,") {
		t.Errorf("capture of a copied transcript: %q", r.stdout)
	}
	for _, m := range listMemories(t, h) {
		if m.SessionID != "sess-real" {
			t.Errorf("memory %q has session %q, want sess-real", m.Text, m.SessionID)
		}
	}
	if _, ok := readState(t, h, "copy"); ok {
		t.Error("a capture state is keyed by the file name")
	}
	third := strings.Split(userLines("x", 3), "\n")[2] // a claim the copy does not make
	bare := strings.ReplaceAll(third, `"sessionId":"x",`, "") + "\n"
	noID := mustWrite(t, filepath.Join(h.dir, "backup", "no-id.jsonl"), bare)
	if r := h.hippo(t, "capture", noID); !strings.HasPrefix(r.stdout, "no-id: stored 1,") {
		t.Errorf("capture of a transcript without sessionId: %q", r.stdout)
	}
}

// Check: a state recorded under the file name, as hippo did before it read
// sessionId, is adopted after the upgrade: the re-capture decides nothing,
// stores nothing, and status shows one entry under the session id.
// Control: with that state gone, every line is decided again and each is
// still refused as already captured (the memories carry the old id).
func TestCaptureAdoptsFileNameState(t *testing.T) {
	for _, keepState := range []bool{true, false} {
		t.Run(fmt.Sprintf("state kept %v", keepState), func(t *testing.T) {
			h := newHome(t)
			const n = 30
			path := filepath.Join(h.dir, "backup", "sess-file.jsonl")
			// What the old code recorded for a transcript whose lines say
			// sess-real: a state and memories under the file name. Capturing
			// lines that say sess-file writes exactly that; then the lines get
			// their real id, of the same length, so every offset still holds.
			mustWrite(t, path, userLines("sess-file", n))
			h.hippo(t, "capture", path)
			mustWrite(t, path, userLines("sess-real", n))
			if !keepState {
				if err := os.Remove(filepath.Join(h.data, "capture", "state", "sess-file.json")); err != nil {
					t.Fatal(err)
				}
			}
			rules := decisionsOf(t, h, path)
			switch {
			case keepState && len(rules) != 0:
				t.Errorf("the upgraded capture decided %d lines again: %v", len(rules), rules)
			case !keepState && (len(rules) != n || rules[0] != "reject/already-captured" || rules[n-1] != "reject/already-captured"):
				t.Errorf("without the old state: %v, want %d already-captured", rules, n)
			}
			assertNoDuplicates(t, h, n)
			if _, ok := readState(t, h, "sess-file"); ok {
				t.Error("the state under the file name is still there")
			}
			st, ok := readState(t, h, "sess-real")
			if fi, _ := os.Stat(path); !ok || st.Status != "done" || st.Offset != fi.Size() {
				t.Errorf("state under the session id: %+v, %v", st, ok)
			}
			r := h.hippo(t, "capture", "--status")
			if strings.Count(r.stdout, "\n") != 1 || !strings.HasPrefix(r.stdout, "done ") || !strings.Contains(r.stdout, "sess-real") {
				t.Errorf("capture --status:\n%s", r.stdout)
			}
		})
	}
}
