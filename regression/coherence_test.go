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
	h := newHome(t)
	f, err := testmodel.Write(filepath.Join(h.cache, "model"))
	if err != nil {
		t.Fatal(err)
	}
	model := []string{"HIPPO_MODEL_DIR=" + f.Dir}
	hippo := func(args ...string) string {
		t.Helper()
		r := h.runEnv(t, model, "", hippoBin, args...)
		if r.code != 0 {
			t.Fatalf("hippo %v: %s", args, r.stderr)
		}
		return strings.TrimSpace(r.stdout)
	}
	first := hippo("jot", "the billing service authenticates with mtls")
	// Shares no word with the query used for it below, so only the server's
	// vector index can match it: the lexical channel cannot mask a stale index.
	faded := hippo("jot", "the kafka consumer logs every crash")
	const fadedQuery = "queue logger exception"

	srv := exec.Command(hippoBin, "serve")
	srv.Dir, srv.Env = h.project, h.env(model...)
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = srv.Process.Kill(); _ = srv.Wait() })
	sock, err := server.SocketPath(h.data)
	if err != nil {
		t.Fatal(err)
	}
	status := func() server.Status {
		t.Helper()
		resp, err := server.Call(sock, server.Request{Version: "0.1.0-dev", Schema: store.SchemaVersion, Op: server.OpStatus}, time.Second)
		if err != nil || resp.Status == nil {
			return server.Status{}
		}
		return *resp.Status
	}
	waitFor(t, 20*time.Second, "the server to start", func() bool { return status().PID != 0 })
	if st := status(); st.Loaded != 2 {
		t.Fatalf("control: server loaded %d memories, want 2", st.Loaded)
	}
	ask := func(q string) store.Result {
		t.Helper()
		resp, err := server.Call(sock, server.Request{Version: "0.1.0-dev", Schema: store.SchemaVersion, Op: server.OpRecall, Query: q}, 5*time.Second)
		if err != nil {
			t.Fatal(err)
		}
		return resp.Result
	}
	recall := func(q string) []string {
		t.Helper()
		var ids []string
		for _, hit := range ask(q).Hits {
			ids = append(ids, hit.Memory.ID)
		}
		return ids
	}
	followed := func(what string, loaded int) {
		t.Helper()
		before := status().Syncs
		waitFor(t, 10*time.Second, "the server to follow "+what+" on its own", func() bool {
			st := status()
			return st.Syncs > before && st.Loaded == loaded
		})
	}
	contains := func(ids []string, id string) bool {
		for _, x := range ids {
			if strings.HasPrefix(x, id) || strings.HasPrefix(id, x) {
				return true
			}
		}
		return false
	}

	// A jot from the terminal.
	jotted := hippo("jot", "nightly backups are encrypted with age before upload")
	followed("a jot", 3)
	if !contains(recall("are the nightly backups encrypted"), jotted) {
		t.Fatal("the server does not recall another process's jot")
	}

	// A capture of a transcript.
	tr := filepath.Join(h.dir, "session.jsonl")
	line := `{"type":"user","uuid":"u1","sessionId":"s1","cwd":"` + h.project + `","message":{"role":"user","content":"Remember that we always run the database migrations before the canary deploy."}}` + "\n"
	if err := os.WriteFile(tr, []byte(line), 0o600); err != nil {
		t.Fatal(err)
	}
	hippo("capture", tr)
	followed("a capture", 4)
	if ids := recall("when do the database migrations run"); len(ids) == 0 {
		t.Fatal("the server does not recall the captured memory")
	}

	// A prune in another process archives a memory that faded long ago. Before
	// the prune the server finds it active but too faded; after, archived, which
	// the server can only know from its index, and cold recall still finds it.
	db, err := sql.Open("sqlite", filepath.Join(h.data, store.DBFile))
	if err != nil {
		t.Fatal(err)
	}
	old := time.Now().AddDate(-2, 0, 0).UnixMilli()
	if _, err := db.Exec(`UPDATE memories SET created_at = ?, last_accessed = ? WHERE id = ?`, old, old, faded); err != nil {
		t.Fatal(err)
	}
	db.Close()
	if res := ask(fadedQuery); res.Why != store.WhyBelowFloor {
		t.Fatalf("control: before the prune the server should see the faded memory as active, got %q", res.Why)
	}
	hippo("prune")
	waitFor(t, 10*time.Second, "the server to follow a prune", func() bool {
		return ask(fadedQuery).Why == store.WhyArchived
	})
	if out := hippo("cold", "the kafka consumer logs every crash"); !strings.Contains(out, faded[:8]) {
		t.Fatalf("the pruned memory is not in cold recall: %q", out)
	}

	// A purge: when it returns, the server no longer holds the vector, with
	// no request made in between (status does not catch up by itself).
	loaded := status().Loaded
	var rep struct {
		ServerSynced bool `json:"server_synced"`
	}
	if err := json.Unmarshal([]byte(hippo("purge", first, "--yes", "--json")), &rep); err != nil {
		t.Fatal(err)
	}
	if !rep.ServerSynced {
		t.Fatal("purge did not reach the server")
	}
	if st := status(); st.Loaded != loaded-1 {
		t.Fatalf("after purge returned the server holds %d vectors, want %d", st.Loaded, loaded-1)
	}
	if contains(recall("how does billing authenticate"), first) {
		t.Fatal("the server recalls a purged memory")
	}
}
