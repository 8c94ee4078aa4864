package regression

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/hooklog"
	"github.com/hippo-mem/hippo/hooks"
	"github.com/hippo-mem/hippo/server"
	"github.com/hippo-mem/hippo/store"
)

func lastTiming(t *testing.T, h *home) hooklog.Timing {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(h.data, hooklog.TimingLogFile))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	var tm hooklog.Timing
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &tm); err != nil {
		t.Fatal(err)
	}
	return tm
}

// Check: with a model installed, the first prompt answers lexically and starts
// the warm server; later prompts recall by meaning through it, see writes made
// by other processes, and never see a purged memory.
func TestPromptHookUsesWarmServer(t *testing.T) {
	w := startWarm(t)
	if err := os.MkdirAll(w.h.data, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(w.h.data, "config.json"), []byte(`{"server_idle_minutes": 1}`), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.h.runEnv(t, w.model, "", hippoBin, "serve", "--stop") })
	billing := w.hippo("jot", "billing authenticates with mtls")
	paraphrase := "how does login work for billing"

	w.hook(paraphrase)
	if tm := lastTiming(t, w.h); tm.Mode != hooks.ModeLexicalFallback {
		t.Fatalf("no server yet: mode %q, want %q", tm.Mode, hooks.ModeLexicalFallback)
	}
	waitFor(t, 20*time.Second, "the hook to start the warm server", func() bool {
		_, err := server.Call(w.sock, server.Request{Version: "0.1.0-dev", Schema: store.SchemaVersion, Op: server.OpStatus}, time.Second)
		return err == nil
	})
	if st, err := os.Stat(w.sock); err != nil || st.Mode().Perm() != 0o600 {
		t.Errorf("socket %s: %v %v", w.sock, st.Mode(), err)
	}
	if len(w.sock) > 107 {
		t.Errorf("socket path is %d bytes", len(w.sock))
	}
	if out := w.hook(paraphrase); !strings.Contains(out, billing) {
		t.Fatalf("the server did not recall by meaning: %q", out)
	}
	if tm := lastTiming(t, w.h); tm.Mode != store.ModeSemantic+" (server)" {
		t.Errorf("mode %q", tm.Mode)
	}
	// A write from another process is visible at the next recall.
	invoices := w.hippo("jot", "the invoices worker retries failed payments nightly")
	if out := w.hook("invoices worker payments"); !strings.Contains(out, invoices) {
		t.Fatalf("the server missed another process's jot: %q", out)
	}
	hookForgetsPurged(w, billing, paraphrase)
	if out := w.hippo("serve", "--status"); !strings.Contains(out, "memories loaded") {
		t.Errorf("serve --status: %q", out)
	}
	// A client of another version: the server says so and exits.
	_, err := server.Call(w.sock, server.Request{Version: "9.9.9", Schema: store.SchemaVersion, Op: server.OpRecall, Query: "x"}, time.Second)
	if err != server.ErrMismatch {
		t.Fatalf("mismatched client: %v", err)
	}
	waitFor(t, 10*time.Second, "the mismatched server to exit and remove its socket", func() bool {
		_, err := os.Stat(w.sock)
		return os.IsNotExist(err)
	})
}

// hookForgetsPurged: a purge from another process while the server is up is
// gone from the server's answers at once, and from every file (the scan first
// proves it can see the text).
func hookForgetsPurged(w *warmFixture, id, prompt string) {
	t := w.t
	if !scanFinds(t, w.h.data, "authenticates with mtls") {
		t.Fatal("positive control: the scan does not see the memory before purge")
	}
	w.hippo("purge", id, "--yes")
	if scanFinds(t, w.h.data, "authenticates with mtls") {
		t.Fatal("purge with the server up left the text on disk")
	}
	if out := w.hook(prompt); strings.Contains(out, id) || strings.Contains(out, "mtls") {
		t.Fatalf("the server returned a purged memory: %q", out)
	}
}

func scanFinds(t *testing.T, dir, needle string) bool {
	t.Helper()
	found := false
	_ = filepath.Walk(dir, func(p string, fi os.FileInfo, err error) error {
		if err == nil && !fi.IsDir() {
			if b, err := os.ReadFile(p); err == nil && strings.Contains(string(b), needle) {
				found = true
			}
		}
		return nil
	})
	return found
}
