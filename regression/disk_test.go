package regression

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// Check: on a full disk (a 2 MB tmpfs as the data dir) jot fails with a clear
// error naming the cause, the store stays readable and whole, every
// acknowledged memory is kept, and once space is freed jot works again.
// Needs root to mount the tmpfs; otherwise it is skipped with that reason.
func TestFullDisk(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("mounting a small tmpfs needs root; run the suite as root to test a full disk")
	}
	h := newHome(t)
	if err := os.MkdirAll(h.data, 0o700); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size=2m,mode=0700", "tmpfs", h.data).CombinedOutput(); err != nil {
		t.Skipf("cannot mount a tmpfs here (%v: %s); a full disk is not tested", err, strings.TrimSpace(string(out)))
	}
	t.Cleanup(func() { _ = exec.Command("umount", "-l", h.data).Run() })
	h.hippo(t, "jot", "The first fact: the api uses mtls.")
	// Fill all but ~300 KB with a file the test can free later.
	filler := filepath.Join(h.data, "filler")
	if err := os.WriteFile(filler, make([]byte, 2<<20-300<<10-100<<10), 0o600); err != nil {
		t.Fatal(err)
	}

	var acked []string
	var failure result
	for i := range 2000 {
		text := fmt.Sprintf("Fact %d: the zq%d service %s", i, i, strings.Repeat("keeps a long and detailed note ", 250))
		r := h.run(t, "", hippoBin, "jot", text)
		if r.code != 0 {
			failure = r
			break
		}
		acked = append(acked, strings.TrimSpace(r.stdout))
	}
	if failure.code == 0 {
		t.Fatal("control: 2000 jots never filled the 2 MB disk")
	}
	if !strings.Contains(failure.stderr, "full") || !strings.Contains(failure.stderr, "hint:") {
		t.Fatalf("full disk: exit %d, stderr %q; want the cause and a hint", failure.code, failure.stderr)
	}
	t.Logf("disk full after %d jots: %s", len(acked), strings.TrimSpace(failure.stderr))
	// Free space; everything acknowledged is there and the store takes writes again.
	if err := os.Remove(filler); err != nil {
		t.Fatal(err)
	}
	if integrity := integrityCheck(t, h.data); integrity != "ok" {
		t.Fatalf("after the full disk: %s", integrity)
	}
	for _, id := range acked {
		if r := h.run(t, "", hippoBin, "show", id); r.code != 0 {
			t.Fatalf("acknowledged %s lost on a full disk: %s", id, r.stderr)
		}
	}
	h.hippo(t, "jot", "After freeing space the api still uses mtls.")
}
