package regression

import (
	"bytes"
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
	"time"

	"github.com/hippo-mem/hippo/store"
)

// Check: SIGKILL at random points of jot, capture, prune, purge and install,
// 60 trials. After each the store opens, SQLite's and FTS5's integrity checks
// pass, every write acknowledged so far is present, every acknowledged purge
// is absent, and settings.json is valid JSON holding the user's own keys.
func TestSIGKILLTrials(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: 60 SIGKILL trials")
	}
	h := newHome(t)
	settings := filepath.Join(h.dir, ".claude", "settings.json")
	if err := os.MkdirAll(filepath.Dir(settings), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(settings, []byte(`{"model": "opus", "env": {"FOO": "1"}}`), 0o600); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if err := os.MkdirAll(h.data, 0o700); err != nil {
		t.Fatal(err)
	}
	s, err := store.Open(ctx, h.data, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	acked := map[string]bool{} // id -> must be present
	for i := range 300 {
		r, err := s.Add(ctx, store.NewMemory{Text: fmt.Sprintf("Seed fact %d: the zq%d service uses the yq%d queue.", i, i, i), Kind: "event",
			Origin: store.OriginJot, Speaker: store.SpeakerCLI})
		if err != nil {
			t.Fatal(err)
		}
		acked[r.Memory.ID] = true
	}
	s.Close()
	db, err := sql.Open("sqlite", filepath.Join(h.data, store.DBFile))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	purged := map[string]bool{}
	r := rand.New(rand.NewPCG(1, 2))
	ops := []string{"jot", "capture", "prune", "purge", "install"}
	killedMid := 0
	// How long each operation takes when left alone, to aim the kills.
	took := map[string]time.Duration{}
	for _, op := range ops {
		args := map[string][]string{"jot": {"jot", "A baseline fact: the api uses mtls."}, "capture": {"capture", "--status"},
			"prune": {"prune"}, "purge": {"purge", "01ZZZZZZZZZZZZZZ", "--yes"}, "install": {"install", "--no-model"}}[op]
		start := time.Now()
		h.run(t, "", hippoBin, args...)
		took[op] = time.Since(start)
	}
	const trials = 60
	for trial := range trials {
		op := ops[trial%len(ops)]
		var args []string
		var victim string
		switch op {
		case "jot":
			args = []string{"jot", fmt.Sprintf("Trial %d: the kq%d worker drains the pq%d topic.", trial, trial, trial)}
		case "capture":
			var b strings.Builder
			for j := range 20 {
				fmt.Fprintf(&b, `{"type":"user","uuid":"t%d-%d","sessionId":"kill-%d","cwd":"/tmp","message":{"role":"user","content":"We always route the vq%dx%d jobs through the mq%dx%d broker."}}`+"\n", trial, j, trial, trial, j, trial, j)
			}
			path := filepath.Join(h.dir, fmt.Sprintf("kill-%d.jsonl", trial))
			if err := os.WriteFile(path, []byte(b.String()), 0o600); err != nil {
				t.Fatal(err)
			}
			args = []string{"capture", path}
		case "prune":
			// Fade ten memories so that the prune has work to be killed in.
			old := time.Now().AddDate(-2, 0, 0).UnixMilli()
			if _, err := db.Exec(`UPDATE memories SET created_at = ?, last_accessed = ? WHERE seq IN
				(SELECT seq FROM memories WHERE archived = 0 AND kind = 'event' ORDER BY random() LIMIT 10)`, old, old); err != nil {
				t.Fatal(err)
			}
			args = []string{"prune"}
		case "purge":
			// All or nothing: every memory has its text indexed, and no vector or
			// index row outlives its memory.
			var mems, fts, orphans int
			if err := db.QueryRow(`SELECT (SELECT count(*) FROM memories), (SELECT count(*) FROM memories_fts),
			(SELECT count(*) FROM memory_vectors WHERE seq NOT IN (SELECT seq FROM memories))`).Scan(&mems, &fts, &orphans); err != nil {
				t.Fatalf("trial %d (%s): %v", trial, op, err)
			}
			if mems != fts || orphans != 0 {
				t.Fatalf("trial %d (%s): %d memories, %d indexed texts, %d orphan vectors", trial, op, mems, fts, orphans)
			}
			for id := range acked {
				victim = id
				break
			}
			args = []string{"purge", victim, "--yes"}
		case "install":
			args = []string{"install", "--no-model"}
			if trial%2 == 1 {
				args = []string{"uninstall"}
			}
		}
		cmd := exec.Command(hippoBin, args...)
		cmd.Dir, cmd.Env = h.project, h.env()
		var out bytes.Buffer
		cmd.Stdout = &out
		start := time.Now()
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		// A kill from before the process is up to a little after the operation
		// usually ends, scaled by how long it has been taking: on a loaded
		// machine the same fraction of trials is killed mid-way as on an idle one.
		var err error
		select {
		case err = <-done:
		case <-time.After(time.Duration(r.Float64() * 1.6 * float64(took[op]))):
			_ = cmd.Process.Kill()
			err = <-done
		}
		completed := err == nil
		if completed {
			took[op] = (took[op] + time.Since(start)) / 2
		} else {
			killedMid++
		}
		switch {
		case completed && op == "jot":
			acked[strings.TrimSpace(out.String())] = true
		case completed && op == "purge":
			delete(acked, victim)
			purged[victim] = true
		case op == "purge":
			// Killed after its commit or before: either way is right, as long
			// as it is all or nothing (checked below for every memory).
			delete(acked, victim)
		}
		// The invariants, after every trial.
		if res := h.run(t, "", hippoBin, "stats", "--json"); res.code != 0 {
			t.Fatalf("trial %d (%s): the store does not open after SIGKILL: %s", trial, op, res.stderr)
		}
		// A fresh connection: PRAGMA integrity_check on a connection that has
		// cached FTS5's structure reports "corruption" once another process
		// wrote, though MATCH on that connection and FTS5's own check are right.
		if integrity := integrityCheck(t, h.data); integrity != "ok" {
			t.Fatalf("trial %d (%s): integrity_check %q", trial, op, integrity)
		}
		if _, err := db.Exec(`INSERT INTO memories_fts(memories_fts) VALUES('integrity-check')`); err != nil {
			t.Fatalf("trial %d (%s): FTS5 integrity-check: %v", trial, op, err)
		}
		// All or nothing: every memory has its text indexed, and no vector or
		// index row outlives its memory.
		var mems, fts, orphans int
		if err := db.QueryRow(`SELECT (SELECT count(*) FROM memories), (SELECT count(*) FROM memories_fts),
			(SELECT count(*) FROM memory_vectors WHERE seq NOT IN (SELECT seq FROM memories))`).Scan(&mems, &fts, &orphans); err != nil {
			t.Fatalf("trial %d (%s): %v", trial, op, err)
		}
		if mems != fts || orphans != 0 {
			t.Fatalf("trial %d (%s): %d memories, %d indexed texts, %d orphan vectors", trial, op, mems, fts, orphans)
		}
		for id := range acked {
			var n int
			if err := db.QueryRow(`SELECT count(*) FROM memories WHERE id = ?`, id).Scan(&n); err != nil || n != 1 {
				t.Fatalf("trial %d (%s): acknowledged %s is lost (%d, %v)", trial, op, id, n, err)
			}
		}
		for id := range purged {
			var n int
			if err := db.QueryRow(`SELECT count(*) FROM memories WHERE id = ?`, id).Scan(&n); err != nil || n != 0 {
				t.Fatalf("trial %d (%s): purged %s is back", trial, op, id)
			}
		}
		b, err := os.ReadFile(settings)
		var v map[string]any
		if err != nil || json.Unmarshal(b, &v) != nil || v["model"] != "opus" {
			t.Fatalf("trial %d (%s): settings.json is damaged or lost the user's keys: %s %v", trial, op, b, err)
		}
	}
	t.Logf("%d trials, %d killed before they finished", trials, killedMid)
	if killedMid < 15 || trials-killedMid < 10 {
		t.Fatalf("control: %d of %d trials were killed mid-operation; want both kills and completed (acknowledged) operations", killedMid, trials)
	}
}

func integrityCheck(t *testing.T, dataDir string) string {
	t.Helper()
	db, err := sql.Open("sqlite", filepath.Join(dataDir, store.DBFile))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var integrity string
	if err := db.QueryRow(`PRAGMA integrity_check`).Scan(&integrity); err != nil {
		return err.Error()
	}
	return integrity
}
