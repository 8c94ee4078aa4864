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
	k := newKillTrials(t)
	const trials = 60
	for trial := range trials {
		op := killOps[trial%len(killOps)]
		args, victim := k.prepare(trial, op)
		completed, out := k.runAndKill(op, args)
		switch {
		case completed && op == "jot":
			k.acked[strings.TrimSpace(out)] = true
		case completed && op == "purge":
			delete(k.acked, victim)
			k.purged[victim] = true
		case op == "purge":
			// Killed after its commit or before: either way is right, as long
			// as it is all or nothing (checked below for every memory).
			delete(k.acked, victim)
		}
		k.checkInvariants(trial, op)
	}
	t.Logf("%d trials, %d killed before they finished", trials, k.killedMid)
	if k.killedMid < 15 || trials-k.killedMid < 10 {
		t.Fatalf("control: %d of %d trials were killed mid-operation; want both kills and completed (acknowledged) operations", k.killedMid, trials)
	}
}

// killOps are the operations the trials kill, in turn.
var killOps = []string{"jot", "capture", "prune", "purge", "install"}

// killTrials is the state the trials share: a store seeded with 300
// acknowledged memories, a settings.json with the user's keys, and how long
// each operation takes when left alone, to aim the kills.
type killTrials struct {
	t         *testing.T
	h         *home
	db        *sql.DB
	settings  string
	acked     map[string]bool // id -> must be present
	purged    map[string]bool // id -> must be absent
	r         *rand.Rand
	took      map[string]time.Duration
	killedMid int
}

func newKillTrials(t *testing.T) *killTrials {
	h := newHome(t)
	k := &killTrials{t: t, h: h, settings: filepath.Join(h.dir, ".claude", "settings.json"),
		acked: map[string]bool{}, purged: map[string]bool{}, r: rand.New(rand.NewPCG(1, 2)), took: map[string]time.Duration{}}
	if err := os.MkdirAll(filepath.Dir(k.settings), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(k.settings, []byte(`{"model": "opus", "env": {"FOO": "1"}}`), 0o600); err != nil {
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
	for i := range 300 {
		r, err := s.Add(ctx, store.NewMemory{Text: fmt.Sprintf("Seed fact %d: the zq%d service uses the yq%d queue.", i, i, i), Kind: "event",
			Origin: store.OriginJot, Speaker: store.SpeakerCLI})
		if err != nil {
			t.Fatal(err)
		}
		k.acked[r.Memory.ID] = true
	}
	s.Close()
	if k.db, err = sql.Open("sqlite", filepath.Join(h.data, store.DBFile)); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { k.db.Close() })
	for _, op := range killOps {
		args := map[string][]string{"jot": {"jot", "A baseline fact: the api uses mtls."}, "capture": {"capture", "--status"},
			"prune": {"prune"}, "purge": {"purge", "01ZZZZZZZZZZZZZZ", "--yes"}, "install": {"install", "--no-model"}}[op]
		start := time.Now()
		h.run(t, "", hippoBin, args...)
		k.took[op] = time.Since(start)
	}
	return k
}

// prepare sets up one trial of op and returns hippo's arguments and, for a
// purge, the memory it purges.
func (k *killTrials) prepare(trial int, op string) (args []string, victim string) {
	switch op {
	case "jot":
		return []string{"jot", fmt.Sprintf("Trial %d: the kq%d worker drains the pq%d topic.", trial, trial, trial)}, ""
	case "capture":
		var b strings.Builder
		for j := range 20 {
			fmt.Fprintf(&b, `{"type":"user","uuid":"t%d-%d","sessionId":"kill-%d","cwd":"/tmp","message":{"role":"user","content":"We always route the vq%dx%d jobs through the mq%dx%d broker."}}`+"\n", trial, j, trial, trial, j, trial, j)
		}
		path := filepath.Join(k.h.dir, fmt.Sprintf("kill-%d.jsonl", trial))
		if err := os.WriteFile(path, []byte(b.String()), 0o600); err != nil {
			k.t.Fatal(err)
		}
		return []string{"capture", path}, ""
	case "prune":
		// Fade ten memories so that the prune has work to be killed in.
		old := time.Now().AddDate(-2, 0, 0).UnixMilli()
		if _, err := k.db.Exec(`UPDATE memories SET created_at = ?, last_accessed = ? WHERE seq IN
			(SELECT seq FROM memories WHERE archived = 0 AND kind = 'event' ORDER BY random() LIMIT 10)`, old, old); err != nil {
			k.t.Fatal(err)
		}
		return []string{"prune"}, ""
	case "purge":
		k.allOrNothing(trial, op)
		for id := range k.acked {
			victim = id
			break
		}
		return []string{"purge", victim, "--yes"}, victim
	default: // install
		if trial%2 == 1 {
			return []string{"uninstall"}, ""
		}
		return []string{"install", "--no-model"}, ""
	}
}

// runAndKill runs hippo with args and kills it at a random moment, from before
// the process is up to a little after the operation usually ends, scaled by
// how long it has been taking: on a loaded machine the same fraction of trials
// is killed mid-way as on an idle one. A kill widens the window by half: the
// warm-up runs are lighter than some trials (capture --status against a
// 20-line capture) and the machine may get busier, and a window learnt only
// from completed runs never grows, so nearly every trial was killed. It says
// whether the run completed, and what it printed.
func (k *killTrials) runAndKill(op string, args []string) (completed bool, stdout string) {
	cmd := exec.Command(hippoBin, args...)
	cmd.Dir, cmd.Env = k.h.project, k.h.env()
	var out bytes.Buffer
	cmd.Stdout = &out
	start := time.Now()
	if err := cmd.Start(); err != nil {
		k.t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	var err error
	select {
	case err = <-done:
	case <-time.After(time.Duration(k.r.Float64() * 1.6 * float64(k.took[op]))):
		_ = cmd.Process.Kill()
		err = <-done
	}
	if err == nil {
		k.took[op] = (k.took[op] + time.Since(start)) / 2
	} else {
		k.took[op] = k.took[op] * 3 / 2
		k.killedMid++
	}
	return err == nil, out.String()
}

// allOrNothing: every memory has its text indexed, and no vector or index row
// outlives its memory.
func (k *killTrials) allOrNothing(trial int, op string) {
	var mems, fts, orphans int
	if err := k.db.QueryRow(`SELECT (SELECT count(*) FROM memories), (SELECT count(*) FROM memories_fts),
		(SELECT count(*) FROM memory_vectors WHERE seq NOT IN (SELECT seq FROM memories))`).Scan(&mems, &fts, &orphans); err != nil {
		k.t.Fatalf("trial %d (%s): %v", trial, op, err)
	}
	if mems != fts || orphans != 0 {
		k.t.Fatalf("trial %d (%s): %d memories, %d indexed texts, %d orphan vectors", trial, op, mems, fts, orphans)
	}
}

// checkInvariants runs after every trial.
func (k *killTrials) checkInvariants(trial int, op string) {
	t := k.t
	if res := k.h.run(t, "", hippoBin, "stats", "--json"); res.code != 0 {
		t.Fatalf("trial %d (%s): the store does not open after SIGKILL: %s", trial, op, res.stderr)
	}
	// A fresh connection: PRAGMA integrity_check on a connection that has
	// cached FTS5's structure reports "corruption" once another process
	// wrote, though MATCH on that connection and FTS5's own check are right.
	if integrity := integrityCheck(t, k.h.data); integrity != "ok" {
		t.Fatalf("trial %d (%s): integrity_check %q", trial, op, integrity)
	}
	if _, err := k.db.Exec(`INSERT INTO memories_fts(memories_fts) VALUES('integrity-check')`); err != nil {
		t.Fatalf("trial %d (%s): FTS5 integrity-check: %v", trial, op, err)
	}
	k.allOrNothing(trial, op)
	for id := range k.acked {
		var n int
		if err := k.db.QueryRow(`SELECT count(*) FROM memories WHERE id = ?`, id).Scan(&n); err != nil || n != 1 {
			t.Fatalf("trial %d (%s): acknowledged %s is lost (%d, %v)", trial, op, id, n, err)
		}
	}
	for id := range k.purged {
		var n int
		if err := k.db.QueryRow(`SELECT count(*) FROM memories WHERE id = ?`, id).Scan(&n); err != nil || n != 0 {
			t.Fatalf("trial %d (%s): purged %s is back", trial, op, id)
		}
	}
	b, err := os.ReadFile(k.settings)
	var v map[string]any
	if err != nil || json.Unmarshal(b, &v) != nil || v["model"] != "opus" {
		t.Fatalf("trial %d (%s): settings.json is damaged or lost the user's keys: %s %v", trial, op, b, err)
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
