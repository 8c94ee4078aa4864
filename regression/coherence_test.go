package regression

import (
	"database/sql"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	_ "modernc.org/sqlite"

	"github.com/hippo-mem/hippo/internal/testmodel"
	"github.com/hippo-mem/hippo/server"
	"github.com/hippo-mem/hippo/store"
)

// Check: a warm server started as its own process follows every kind of
// write made by other processes (a jot, a capture, a prune, a purge) without a
// restart. File events make it catch up before any prompt asks (syncs_on_change
// grows while no request is made), and a purge waits for the server before it
// returns, so the purged vector is gone from the server's memory at once.
func TestServerFollowsOtherProcesses(t *testing.T) {
	w := startWarm(t)
	first := w.hippo("jot", "the billing service authenticates with mtls")
	// Shares no word with the query used for it below, so only the server's
	// vector index can match it: the lexical channel cannot mask a stale index.
	faded := w.hippo("jot", "the kafka consumer logs every crash")
	w.serve()

	// A jot from the terminal.
	var jotted string
	w.followed("a jot", 3, func() { jotted = w.hippo("jot", "nightly backups are encrypted with age before upload") })
	if !containsID(w.recall("are the nightly backups encrypted"), jotted) {
		t.Fatal("the server does not recall another process's jot")
	}

	// A capture of a transcript.
	tr := filepath.Join(w.h.dir, "session.jsonl")
	line := `{"type":"user","uuid":"u1","sessionId":"s1","cwd":"` + w.h.project + `","message":{"role":"user","content":"Remember that we always run the database migrations before the canary deploy."}}` + "\n"
	if err := os.WriteFile(tr, []byte(line), 0o600); err != nil {
		t.Fatal(err)
	}
	w.followed("a capture", 4, func() { w.hippo("capture", tr) })
	if ids := w.recall("when do the database migrations run"); len(ids) == 0 {
		t.Fatal("the server does not recall the captured memory")
	}
	w.followsPrune(faded, "queue logger exception")
	w.followsPurge(first)
}

// warmFixture is a data dir with the test model and, once serve ran, a warm
// server in its own process.
type warmFixture struct {
	t     *testing.T
	h     *home
	model []string // the environment that points hippo at the test model
	sock  string
}

func startWarm(t *testing.T) *warmFixture {
	h := newHome(t)
	f, err := testmodel.Write(filepath.Join(h.cache, "model"))
	if err != nil {
		t.Fatal(err)
	}
	sock, err := server.SocketPath(h.data)
	if err != nil {
		t.Fatal(err)
	}
	return &warmFixture{t: t, h: h, model: []string{"HIPPO_MODEL_DIR=" + f.Dir}, sock: sock}
}

// serve starts "hippo serve" and waits until it has loaded the two memories.
func (w *warmFixture) serve() {
	t := w.t
	srv := exec.Command(hippoBin, "serve")
	srv.Dir, srv.Env = w.h.project, w.h.env(w.model...)
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = srv.Process.Kill(); _ = srv.Wait() })
	waitFor(t, 20*time.Second, "the server to start", func() bool { return w.status().PID != 0 })
	if st := w.status(); st.Loaded != 2 {
		t.Fatalf("control: server loaded %d memories, want 2", st.Loaded)
	}
}

// hippo runs a command that must succeed and returns its trimmed stdout.
func (w *warmFixture) hippo(args ...string) string {
	w.t.Helper()
	r := w.h.runEnv(w.t, w.model, "", hippoBin, args...)
	if r.code != 0 {
		w.t.Fatalf("hippo %v: %s", args, r.stderr)
	}
	return strings.TrimSpace(r.stdout)
}

// hook runs the prompt hook, which must exit 0, and returns its stdout.
func (w *warmFixture) hook(prompt string) string {
	w.t.Helper()
	r := w.h.runEnv(w.t, w.model, promptPayload(w.h.project, prompt), hippoBin, "hook", "prompt")
	if r.code != 0 {
		w.t.Fatalf("hook exit %d", r.code)
	}
	return r.stdout
}

func (w *warmFixture) status() server.Status {
	w.t.Helper()
	resp, err := server.Call(w.sock, server.Request{Version: "0.1.0-dev", Schema: store.SchemaVersion, Op: server.OpStatus}, time.Second)
	if err != nil || resp.Status == nil {
		return server.Status{}
	}
	return *resp.Status
}

func (w *warmFixture) ask(q string) store.Result {
	w.t.Helper()
	resp, err := server.Call(w.sock, server.Request{Version: "0.1.0-dev", Schema: store.SchemaVersion, Op: server.OpRecall, Query: q}, 5*time.Second)
	if err != nil {
		w.t.Fatal(err)
	}
	return resp.Result
}

func (w *warmFixture) recall(q string) []string {
	w.t.Helper()
	var ids []string
	for _, hit := range w.ask(q).Hits {
		ids = append(ids, hit.Memory.ID)
	}
	return ids
}

// followed runs write, another process's write, and waits for the server to
// catch up on its own, with no request made. The sync count is read before the
// write: read after, on a loaded machine it could already include the sync.
func (w *warmFixture) followed(what string, loaded int, write func()) {
	w.t.Helper()
	before := w.status().Syncs
	write()
	waitFor(w.t, 10*time.Second, "the server to follow "+what+" on its own", func() bool {
		st := w.status()
		return st.Syncs > before && st.Loaded == loaded
	})
}

// containsID matches ids and their prefixes: the CLI prints short ids.
func containsID(ids []string, id string) bool {
	for _, x := range ids {
		if strings.HasPrefix(x, id) || strings.HasPrefix(id, x) {
			return true
		}
	}
	return false
}

// followsPrune: a prune in another process archives a memory that faded long
// ago. Before the prune the server finds it active but too faded; after,
// archived, which the server can only know from its index, and cold recall
// still finds it.
func (w *warmFixture) followsPrune(faded, fadedQuery string) {
	t := w.t
	db, err := sql.Open("sqlite", filepath.Join(w.h.data, store.DBFile))
	if err != nil {
		t.Fatal(err)
	}
	old := time.Now().AddDate(-2, 0, 0).UnixMilli()
	if _, err := db.Exec(`UPDATE memories SET created_at = ?, last_accessed = ? WHERE id = ?`, old, old, faded); err != nil {
		t.Fatal(err)
	}
	db.Close()
	if res := w.ask(fadedQuery); res.Why != store.WhyBelowFloor {
		t.Fatalf("control: before the prune the server should see the faded memory as active, got %q", res.Why)
	}
	w.hippo("prune")
	waitFor(t, 10*time.Second, "the server to follow a prune", func() bool {
		return w.ask(fadedQuery).Why == store.WhyArchived
	})
	if out := w.hippo("cold", "the kafka consumer logs every crash"); !strings.Contains(out, faded[:8]) {
		t.Fatalf("the pruned memory is not in cold recall: %q", out)
	}
}

// followsPurge: when a purge returns, the server no longer holds the vector,
// with no request made in between (status does not catch up by itself).
func (w *warmFixture) followsPurge(id string) {
	t := w.t
	loaded := w.status().Loaded
	var rep struct {
		ServerSynced bool `json:"server_synced"`
	}
	if err := json.Unmarshal([]byte(w.hippo("purge", id, "--yes", "--json")), &rep); err != nil {
		t.Fatal(err)
	}
	if !rep.ServerSynced {
		t.Fatal("purge did not reach the server")
	}
	if st := w.status(); st.Loaded != loaded-1 {
		t.Fatalf("after purge returned the server holds %d vectors, want %d", st.Loaded, loaded-1)
	}
	if containsID(w.recall("how does billing authenticate"), id) {
		t.Fatal("the server recalls a purged memory")
	}
}
