package config_test

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/internal/rofs"
)

// Check: EnsureDataDir neither fails on nor writes to a data dir that is
// read-only and already private: a 0700 dir on a read-only mount (a bind
// mount as root, "chmod -w" otherwise) and a 0500 dir, which it used to
// chmod back to 0700, undoing the user's read-only choice. Its mode and
// change time stay as they were. The control is a 0755 dir, tightened to 0700.
func TestEnsureDataDirReadOnly(t *testing.T) {
	for _, tt := range []struct {
		name     string
		mode     os.FileMode
		readOnly bool
		want     os.FileMode
	}{
		{"0755, writable (control)", 0o755, false, 0o700},
		{"0500", 0o500, false, 0o500},
		{"read-only", 0o700, true, 0},
		{"0755, read-only", 0o755, true, 0}, // a mode it cannot change: doctor reports it
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "hippo")
			if err := os.Mkdir(dir, tt.mode); err != nil {
				t.Fatal(err)
			}
			if err := os.Chmod(dir, tt.mode); err != nil { // past the umask
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = os.Chmod(dir, 0o700) })
			if tt.readOnly {
				rofs.Dir(t, dir)
			}
			before, err := os.Stat(dir)
			if err != nil {
				t.Fatal(err)
			}
			time.Sleep(10 * time.Millisecond) // a chmod would show in the change time
			if err := config.EnsureDataDir(dir); err != nil {
				t.Fatalf("EnsureDataDir: %v", err)
			}
			after, err := os.Stat(dir)
			if err != nil {
				t.Fatal(err)
			}
			want := tt.want
			if want == 0 {
				want = before.Mode().Perm()
			}
			if got := after.Mode().Perm(); got != want {
				t.Errorf("mode %04o, want %04o", got, want)
			}
			if changed := ctime(after) != ctime(before); changed != (tt.want != before.Mode().Perm() && tt.want != 0) {
				t.Errorf("change time moved: %v", changed)
			}
		})
	}
}
