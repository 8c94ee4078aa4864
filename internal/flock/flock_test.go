package flock_test

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/hippo-mem/hippo/internal/flock"
)

// TestMain lets the test binary play another process holding the lock.
func TestMain(m *testing.M) {
	if path := os.Getenv("FLOCK_TEST_TRY"); path != "" {
		l, err := flock.TryAcquire(path)
		switch {
		case errors.Is(err, flock.ErrLocked):
			os.Exit(3)
		case err != nil:
			os.Exit(1)
		}
		_ = l.Unlock()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// tryElsewhere reports the exit code of another process's TryAcquire on path.
func tryElsewhere(t *testing.T, path string) int {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "FLOCK_TEST_TRY="+path)
	err := cmd.Run()
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return ee.ExitCode()
	}
	if err != nil {
		t.Fatal(err)
	}
	return 0
}

func TestLockExcludesOtherProcesses(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.lock")
	l, err := flock.Acquire(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := tryElsewhere(t, path); got != 3 {
		t.Fatalf("another process's TryAcquire while held: exit %d, want 3 (ErrLocked)", got)
	}
	if err := l.Unlock(); err != nil {
		t.Fatal(err)
	}
	if got := tryElsewhere(t, path); got != 0 {
		t.Fatalf("another process's TryAcquire after Unlock: exit %d, want 0", got)
	}
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm() != 0o600 {
		t.Errorf("lock file mode %v, want 0600", st.Mode().Perm())
	}
}

func TestHoldOnOpenFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "log")
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_APPEND, 0o600)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	release, err := flock.Hold(f)
	if err != nil {
		t.Fatal(err)
	}
	if got := tryElsewhere(t, path); got != 3 {
		t.Fatalf("TryAcquire elsewhere while held: exit %d, want 3", got)
	}
	release()
	if got := tryElsewhere(t, path); got != 0 {
		t.Fatalf("TryAcquire elsewhere after release: exit %d, want 0", got)
	}
}
