package server

import (
	"context"
	"errors"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/embedder"
	"github.com/hippo-mem/hippo/internal/testmodel"
	"github.com/hippo-mem/hippo/store"
)

func setup(t *testing.T) (Options, *embedder.Embedder) {
	t.Helper()
	f, err := testmodel.Write(filepath.Join(t.TempDir(), "model"))
	if err != nil {
		t.Fatal(err)
	}
	e, err := embedder.Load(context.Background(), f.Dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	data := filepath.Join(t.TempDir(), "data")
	if err := config.EnsureDataDir(data); err != nil {
		t.Fatal(err)
	}
	sockDir, err := os.MkdirTemp("", "hs") // short: socket paths have a 108-byte limit
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(sockDir) })
	return Options{DataDir: data, Socket: filepath.Join(sockDir, "s.sock"), Version: "v1", Embedder: e}, e
}

func TestStaleSocketAndSingleInstance(t *testing.T) {
	o, _ := setup(t)
	// A server that died leaves its socket behind: bind, then close without removing.
	ln, err := net.Listen("unix", o.Socket)
	if err != nil {
		t.Fatal(err)
	}
	ln.(*net.UnixListener).SetUnlinkOnClose(false)
	ln.Close()
	if _, err := os.Stat(o.Socket); err != nil {
		t.Fatal("precondition: no stale socket")
	}
	srv, err := Start(context.Background(), o)
	if err != nil {
		t.Fatalf("a stale socket blocked the new server: %v", err)
	}
	defer srv.Close()
	if _, err := Start(context.Background(), o); !errors.Is(err, ErrRunning) {
		t.Fatalf("second server for one data dir: %v", err)
	}
	resp, err := Call(o.Socket, Request{Version: "v1", Schema: store.SchemaVersion, Op: OpStatus}, time.Second)
	if err != nil || resp.Status.Mode != store.ModeSemantic {
		t.Fatalf("status: %+v %v", resp, err)
	}
}

// mustIdleOut starts a server with a short idle timeout and waits until it
// has stopped on its own.
func mustIdleOut(t *testing.T, o Options) *Server {
	t.Helper()
	o.Idle = 500 * time.Millisecond
	srv, err := Start(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	select {
	case <-srv.Done():
	case <-time.After(10 * time.Second):
		t.Fatal("idle server did not exit")
	}
	return srv
}

func TestIdleExit(t *testing.T) {
	o, _ := setup(t)
	srv := mustIdleOut(t, o)
	if err := srv.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(o.Socket); !os.IsNotExist(err) {
		t.Error("socket left behind")
	}
	// The lock is released: a new server starts.
	srv, err := Start(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	srv.Close()
}

// After an idle exit the listener is already closed; Close must still report
// the store's error rather than drop it with the listener's net.ErrClosed.
func TestCloseAfterIdleReportsStoreError(t *testing.T) {
	o, _ := setup(t)
	srv := mustIdleOut(t, o)
	errStore := errors.New("store close failed")
	realClose := srv.closeStore
	srv.closeStore = func() error { return errors.Join(realClose(), errStore) }
	err := srv.Close()
	if !errors.Is(err, errStore) {
		t.Fatalf("Close after an idle exit = %v, want the store's error", err)
	}
	if errors.Is(err, net.ErrClosed) {
		t.Errorf("Close reported the already-closed listener: %v", err)
	}
}

func TestSocketPathIsShortAndPrivate(t *testing.T) {
	t.Setenv("XDG_RUNTIME_DIR", filepath.Join("/tmp", strings.Repeat("x", 120))) // too long: falls back
	p, err := SocketPath("/some/data/dir")
	if err != nil {
		t.Fatal(err)
	}
	if len(p) > maxSocketPath {
		t.Fatalf("socket path %d bytes", len(p))
	}
	st, err := os.Stat(filepath.Dir(p))
	if err != nil || st.Mode().Perm() != 0o700 {
		t.Errorf("socket dir %v %v", st.Mode(), err)
	}
	q, _ := SocketPath("/other/data/dir")
	if p == q {
		t.Error("two data dirs share a socket")
	}
}

// macOS usually leaves XDG_RUNTIME_DIR unset, and its TMPDIR is a per-user
// directory like /var/folders/zz/zyxvpxvq6csfxvn_n0000000000000/T/ (48 bytes).
// The fallback under it must fit macOS's 103-byte limit, whatever this host's.
func TestSocketPathFallbackFitsMacOS(t *testing.T) {
	const macTmpLen, macMax = 48, 103
	base, err := os.MkdirTemp("", "hs")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(base) })
	tmp := base + "/" + strings.Repeat("T", macTmpLen-len(base)-1)
	if err := os.Mkdir(tmp, 0o700); err != nil {
		t.Fatal(err)
	}
	t.Setenv("XDG_RUNTIME_DIR", "")
	t.Setenv("TMPDIR", tmp+"/")
	p, err := SocketPath("/Users/someone/Library/Application Support/hippo")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(p, tmp+"/") || len(p) > macMax {
		t.Errorf("socket path %s (%d bytes); want it under %s and at most %d bytes", p, len(p), tmp, macMax)
	}
}

func TestFailureMarker(t *testing.T) {
	o, _ := setup(t)
	if RecentlyFailed(o.DataDir) {
		t.Fatal("fresh data dir reports a failure")
	}
	RecordFailure(o.DataDir)
	if !RecentlyFailed(o.DataDir) {
		t.Fatal("a recorded failure is not seen")
	}
	srv, err := Start(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	if RecentlyFailed(o.DataDir) {
		t.Error("a successful start did not clear the failure")
	}
}
