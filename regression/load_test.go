package regression

import (
	"bufio"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/hippo-mem/hippo/capture"
	"github.com/hippo-mem/hippo/store"
)

const (
	loadWorkers = 8
	loadOps     = 200
)

// loadEvent is one acknowledged operation a worker reports.
type loadEvent struct {
	Op      string `json:"op"` // add, purge, capture
	ID      string `json:"id,omitempty"`
	Text    string `json:"text,omitempty"`
	Session string `json:"session,omitempty"`
	Stored  int    `json:"stored,omitempty"`
}

// loadWorker runs in a child process: loadOps operations through the store
// and capture APIs on the shared data dir, printing each acknowledged write.
func loadWorker(spec string) {
	var dataDir string
	var worker int
	if _, err := fmt.Sscanf(spec, "%d:%s", &worker, &dataDir); err != nil {
		fmt.Fprintln(os.Stderr, "bad worker spec:", err)
		os.Exit(2)
	}
	ctx := context.Background()
	s, err := store.Open(ctx, dataDir, store.Options{Actor: fmt.Sprintf("load-%d", worker)})
	if err != nil {
		fmt.Fprintln(os.Stderr, "open:", err)
		os.Exit(1)
	}
	out := json.NewEncoder(os.Stdout)
	r := rand.New(rand.NewPCG(uint64(worker), 99))
	var mine []string
	for i := range loadOps {
		// Letters only: digits would read as values, and the gate would take two
		// workers' statements for one subject with different values.
		n := worker*1000 + i
		token := "zq" + string(rune('a'+n%26)) + string(rune('a'+n/26%26)) + string(rune('a'+n/676%26))
		var err error
		switch i % 10 {
		case 0, 1, 2, 3:
			text := fmt.Sprintf("The %s service keeps its state in the %sx bucket.", token, token)
			var res store.AddResult
			if res, err = s.Add(ctx, store.NewMemory{Text: text, Kind: "fact", Origin: store.OriginJot, Speaker: store.SpeakerCLI}); err == nil {
				mine = append(mine, res.Memory.ID)
				err = out.Encode(loadEvent{Op: "add", ID: res.Memory.ID, Text: res.Memory.Text})
			}
		case 4, 5:
			_, err = s.Recall(ctx, store.Query{Text: fmt.Sprintf("where does the w%dop%d service keep state", r.IntN(loadWorkers), r.IntN(i+1))})
		case 6:
			if len(mine) > 0 {
				_, err = s.Confirm(ctx, mine[r.IntN(len(mine))])
			}
		case 7:
			path := filepath.Join(dataDir, "..", fmt.Sprintf("load-%s.jsonl", token))
			line := fmt.Sprintf(`{"type":"user","uuid":"%s","sessionId":"%s","cwd":"/tmp","message":{"role":"user","content":"We always deploy the %s service with helm."}}`+"\n", token, token, token)
			if err = os.WriteFile(path, []byte(line), 0o600); err == nil {
				var rep capture.Report
				if rep, err = capture.Capture(ctx, s, dataDir, path, capture.Options{}); err == nil {
					err = out.Encode(loadEvent{Op: "capture", Session: rep.SessionID, Stored: rep.Counts.Stored})
				}
			}
		case 8:
			_, err = s.Prune(ctx, false)
		case 9:
			if i%20 == 9 && len(mine) > 1 {
				victim := mine[0]
				mine = mine[1:]
				if _, err = s.Purge(ctx, []string{victim}, store.PurgeOptions{}); err == nil {
					err = out.Encode(loadEvent{Op: "purge", ID: victim})
				}
			}
		}
		if err != nil {
			fmt.Fprintf(os.Stderr, "worker %d op %d: %v\n", worker, i, err)
			os.Exit(1)
		}
	}
	if err := s.Close(); err != nil {
		fmt.Fprintln(os.Stderr, "close:", err)
		os.Exit(1)
	}
	os.Exit(0)
}

// Check: 8 processes x 200 operations (jot, recall, confirm, capture, prune,
// and a purge now and then) on one store at once. Every acknowledged write is
// present at the end and every purged one absent, no id repeats, every
// document reads back whole, SQLite's and FTS5's integrity checks pass, and
// "hippo log verify" passes.
func TestConcurrentLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the 8-process load test")
	}
	h := newHome(t)
	if err := os.MkdirAll(h.data, 0o700); err != nil {
		t.Fatal(err)
	}
	events := runLoadWorkers(t, h.data)
	s, err := store.Open(context.Background(), h.data, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	added, purged, captured := map[string]string{}, map[string]bool{}, 0
	for _, ev := range events {
		switch ev.Op {
		case "add":
			if _, dup := added[ev.ID]; dup {
				t.Fatalf("id %s acknowledged twice", ev.ID)
			}
			added[ev.ID] = ev.Text
		case "purge":
			purged[ev.ID] = true
		case "capture":
			if ev.Stored != 1 {
				t.Errorf("capture of %s stored %d, want 1", ev.Session, ev.Stored)
			}
			captured++
		}
	}
	if len(added) < loadWorkers*loadOps*4/10 || len(purged) == 0 || captured != loadWorkers*loadOps/10 {
		t.Fatalf("control: %d adds, %d purges, %d captures acknowledged", len(added), len(purged), captured)
	}
	for id, text := range added {
		m, err := s.Get(ctx, id)
		switch {
		case purged[id] && err == nil:
			t.Errorf("purged %s is still there", id)
		case !purged[id] && err != nil:
			t.Errorf("acknowledged %s is lost: %v", id, err)
		case !purged[id] && m.Text != text:
			t.Errorf("%s reads back %q, want %q", id, m.Text, text)
		}
	}
	mems, err := s.List(ctx, store.ListOptions{IncludeArchived: true, IncludeSuperseded: true})
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]bool{}
	for _, m := range mems {
		if ids[m.ID] || m.Text == "" || !utf8.ValidString(m.Text) {
			t.Fatalf("memory %s is repeated or unreadable: %q", m.ID, m.Text)
		}
		ids[m.ID] = true
	}
	if want := len(added) - len(purged) + captured; len(mems) != want {
		t.Fatalf("%d memories at the end, want %d", len(mems), want)
	}
	checkIntegrity(t, h.data)
	h.hippo(t, "log", "verify")
}

// runLoadWorkers runs loadWorkers processes against dataDir at once and
// returns the events they acknowledged, worker by worker.
func runLoadWorkers(t *testing.T, dataDir string) []loadEvent {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	type worker struct {
		cmd    *exec.Cmd
		events []loadEvent
		stderr strings.Builder
	}
	ws := make([]*worker, loadWorkers)
	done := make(chan error, loadWorkers)
	for i := range ws {
		w := &worker{cmd: exec.Command(self, "-test.run=^$")}
		w.cmd.Env = append(os.Environ(), fmt.Sprintf("HIPPO_LOAD_WORKER=%d:%s", i, dataDir))
		w.cmd.Stderr = &w.stderr
		stdout, err := w.cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := w.cmd.Start(); err != nil {
			t.Fatal(err)
		}
		ws[i] = w
		go func() {
			sc := bufio.NewScanner(stdout)
			for sc.Scan() {
				var ev loadEvent
				if json.Unmarshal(sc.Bytes(), &ev) == nil {
					w.events = append(w.events, ev)
				}
			}
			done <- w.cmd.Wait()
		}()
	}
	for range ws {
		if err := <-done; err != nil {
			for i, w := range ws {
				if w.stderr.Len() > 0 {
					t.Logf("worker %d: %s", i, w.stderr.String())
				}
			}
			t.Fatalf("a worker failed: %v", err)
		}
	}

	var events []loadEvent
	for _, w := range ws {
		events = append(events, w.events...)
	}
	return events
}

// checkIntegrity runs SQLite's and FTS5's integrity checks on a fresh connection.
func checkIntegrity(t *testing.T, dataDir string) {
	t.Helper()
	db, err := sql.Open("sqlite", filepath.Join(dataDir, store.DBFile))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var integrity string
	if err := db.QueryRow(`PRAGMA integrity_check`).Scan(&integrity); err != nil || integrity != "ok" {
		t.Fatalf("integrity_check: %q %v", integrity, err)
	}
	if _, err := db.Exec(`INSERT INTO memories_fts(memories_fts) VALUES('integrity-check')`); err != nil {
		t.Fatalf("FTS5 integrity-check: %v", err)
	}
}
