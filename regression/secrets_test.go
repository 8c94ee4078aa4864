package regression

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/capture"
)

// secretRow is a row of redact/testdata/secrets.jsonl: a sentence and every
// part of it that must never be stored, or a look-alike (Kind "lookalike")
// that must be kept as it is.
type secretRow struct {
	Kind      string   `json:"kind"`
	Resembles string   `json:"resembles"`
	Text      string   `json:"text"`
	Secrets   []string `json:"secrets"`
}

// loadSecretCorpus returns the corpus's secret rows.
func loadSecretCorpus(t *testing.T) []secretRow {
	t.Helper()
	rows, _ := loadCorpus(t)
	return rows
}

// loadCorpus returns the corpus's secret rows and its look-alikes.
func loadCorpus(t *testing.T) (secrets, lookalikes []secretRow) {
	t.Helper()
	f, err := os.Open("../redact/testdata/secrets.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var r secretRow
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		if r.Kind == "lookalike" {
			lookalikes = append(lookalikes, r)
		} else {
			secrets = append(secrets, r)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(secrets) < 150 || len(lookalikes) < 50 {
		t.Fatalf("control: the corpus holds %d secret rows and %d look-alikes", len(secrets), len(lookalikes))
	}
	return secrets, lookalikes
}

// spellings are the forms a secret may take in a file or a request: raw
// (SQLite, logs), JSON-escaped as Go writes it (state files, --json output)
// and as JavaScript writes it, without Go's HTML escaping (Claude Code's
// requests to the model).
func spellings(s string) []string {
	out := []string{s}
	goJSON, _ := json.Marshal(s)
	var js bytes.Buffer
	enc := json.NewEncoder(&js)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)
	for _, b := range [][]byte{goJSON, bytes.TrimSpace(js.Bytes())} {
		if esc := strings.Trim(string(b), `"`); !slices.Contains(out, esc) {
			out = append(out, esc)
		}
	}
	return out
}

// leaksUnder returns, for each secret found in any file under dir, the file
// that holds it.
func leaksUnder(t *testing.T, dir string, rows []secretRow) map[string]string {
	t.Helper()
	found := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if errors.Is(err, fs.ErrNotExist) {
			return nil // SQLite's -shm and -wal go when a process closes the store
		}
		if err != nil {
			return err
		}
		for _, leak := range leaksIn(b, rows) {
			found[leak] = p
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return found
}

// leaksIn names each secret of rows that b holds, in any of its spellings.
func leaksIn(b []byte, rows []secretRow) []string {
	var out []string
	for _, r := range rows {
		for _, s := range r.Secrets {
			for _, form := range spellings(s) {
				if holds(b, form) {
					out = append(out, r.Kind+": "+s)
					break
				}
			}
		}
	}
	return out
}

// holds reports whether b holds secret. A secret of digits alone (a PIN,
// an OTP) counts only as a number of its own: inside a longer run of digits
// it is part of another number, as a timestamp's nanoseconds in the activity
// log ("10:20:11.482913456Z") may hold any six digits by chance.
func holds(b []byte, secret string) bool {
	if strings.Trim(secret, "0123456789") != "" {
		return bytes.Contains(b, []byte(secret))
	}
	isDigit := func(i int) bool { return i >= 0 && i < len(b) && b[i] >= '0' && b[i] <= '9' }
	for off := 0; ; {
		i := bytes.Index(b[off:], []byte(secret))
		if i < 0 {
			return false
		}
		i += off
		if !isDigit(i-1) && !isDigit(i+len(secret)) {
			return true
		}
		off = i + 1
	}
}

// jotsPerBatch: one jot per sentence is ~250 processes; 30 jots of ~9
// sentences each, one per line, cover the same text in a CI-sized run.
const jotsPerBatch = 9

// Check: no secret of the corpus reaches any file under the data dir through
// hippo jot (sentences batched, one per line) or hippo capture (one
// transcript holding every sentence, and private keys whose lines arrive as
// separate content blocks and as separate turns). The control: the scan
// finds a secret the test writes there itself, and the words around the
// secrets were stored.
func TestSecretsNeverStored(t *testing.T) {
	rows := loadSecretCorpus(t)
	h := newHome(t)
	for i := 0; i < len(rows); i += jotsPerBatch {
		var texts []string
		for _, r := range rows[i:min(len(rows), i+jotsPerBatch)] {
			texts = append(texts, r.Text)
		}
		if r := h.run(t, strings.Join(texts, "\n"), hippoBin, "jot", "-"); r.code != 0 {
			t.Fatalf("hippo jot: exit %d\n%s", r.code, r.stderr)
		}
	}
	path := mustWrite(t, filepath.Join(h.dir, "secrets-sess.jsonl"), secretTranscript(t, rows))
	out := h.hippo(t, "capture", "--json", path).stdout
	for _, r := range rows {
		for _, s := range r.Secrets {
			if strings.Contains(out, s) {
				t.Errorf("hippo capture --json printed the %s secret %q", r.Kind, s)
			}
		}
	}
	flat := strings.ReplaceAll(out, " ", "")
	if stored := strings.Count(flat, `"decision":"store"`) + strings.Count(flat, `"decision":"supersede"`); stored < len(rows)/2 {
		t.Errorf("control: capture stored %d sentences of %d rows: the scan would prove little", stored, len(rows))
	}
	for secret, file := range leaksUnder(t, h.data, rows) {
		t.Errorf("%s is in %s", secret, file)
	}
	assertScanFinds(t, h, rows)
	assertLookalikesCaptured(t, h)
}

// assertLookalikesCaptured: a transcript of the corpus's look-alikes is
// captured with no redaction, and most of it stored.
func assertLookalikesCaptured(t *testing.T, h *home) {
	t.Helper()
	_, lookalikes := loadCorpus(t)
	var turns []any
	for _, r := range lookalikes {
		turns = append(turns, claimPrefix+r.Text)
	}
	path := mustWrite(t, filepath.Join(h.dir, "lookalikes-sess.jsonl"), userTranscript(t, "lookalikes-sess", turns))
	var ds []capture.Decision
	if err := json.Unmarshal([]byte(h.hippo(t, "capture", "--json", path).stdout), &ds); err != nil {
		t.Fatal(err)
	}
	kept := 0
	for _, d := range ds {
		if d.Redacted {
			t.Errorf("a look-alike was redacted: %q", d.Text)
		}
		if d.Decision == capture.DecisionStore || d.Decision == capture.DecisionSupersede {
			kept++
		}
	}
	if kept < len(lookalikes)/2 {
		t.Errorf("control: %d of %d look-alike sentences stored", kept, len(lookalikes))
	}
}

// assertScanFinds is the positive control: the words around the secrets are
// in the data dir, and a secret written there unredacted is found.
func assertScanFinds(t *testing.T, h *home, rows []secretRow) {
	t.Helper()
	if got := leaksUnder(t, h.data, []secretRow{{Kind: "words", Secrets: []string{"for the summariser bot in staging"}}}); len(got) == 0 {
		t.Error("control: the words around a secret are not in the data dir")
	}
	plant := rows[len(rows)/2]
	mustWrite(t, filepath.Join(h.data, "planted", "control.txt"), "left here by the test: "+plant.Secrets[0])
	if got := leaksUnder(t, h.data, []secretRow{plant}); len(got) == 0 {
		t.Errorf("control: the scan missed the %s secret written under the data dir", plant.Kind)
	}
}

// claimPrefix makes a sentence a decision the gate stores.
const claimPrefix = "We decided to always use this setup: "

// secretTranscript is a Claude Code transcript: one user turn per corpus
// sentence, then each private key of the corpus twice more, its lines as
// separate text blocks of one message and as separate turns.
func secretTranscript(t *testing.T, rows []secretRow) string {
	t.Helper()
	var turns []any
	for _, r := range rows {
		turns = append(turns, claimPrefix+r.Text) // so that the gate stores it, rather than reject it as chit-chat
	}
	for _, r := range rows {
		if !strings.Contains(r.Text, "PRIVATE KEY") {
			continue
		}
		var blocks []map[string]string
		for _, line := range strings.Split(r.Text, "\n") {
			blocks = append(blocks, map[string]string{"type": "text", "text": line})
			turns = append(turns, line)
		}
		turns = append(turns, blocks)
	}
	return userTranscript(t, "secrets-sess", turns)
}

// userTranscript is a Claude Code transcript of session: one user turn per
// content (a string, or a list of content blocks), in order.
func userTranscript(t *testing.T, session string, contents []any) string {
	t.Helper()
	var b strings.Builder
	for n, content := range contents {
		line, err := json.Marshal(map[string]any{"type": "user", "uuid": fmt.Sprintf("s%05d", n), "sessionId": session,
			"cwd": "/tmp/app", "timestamp": "2026-11-30T10:00:00Z", "message": map[string]any{"role": "user", "content": content}})
		if err != nil {
			t.Fatal(err)
		}
		b.Write(line)
		b.WriteByte('\n')
	}
	return b.String()
}

// TestHolds pairs a PIN found as a number of its own with the same digits
// inside a timestamp, which are no leak, and keeps other secrets matched
// anywhere.
func TestHolds(t *testing.T) {
	for _, c := range []struct {
		text, secret string
		want         bool
	}{
		{"the safe pin is 482913", "482913", true},
		{`{"pin":"482913"}`, "482913", true},
		{`{"time":"2026-12-02T10:20:11.482913456Z"}`, "482913", false},
		{"took 1482913 ns", "482913", false},
		{"482913", "482913", true},
		{"key=ab482913cd", "ab482913cd", true},
		{"xab482913cdx", "ab482913cd", true},
	} {
		if got := holds([]byte(c.text), c.secret); got != c.want {
			t.Errorf("holds(%q, %q) = %v, want %v", c.text, c.secret, got, c.want)
		}
	}
}
