package fsutil

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

type failingTemp struct {
	*os.File
	failWrite, failSync, failClose bool
}

func (f *failingTemp) Write(p []byte) (int, error) {
	if f.failWrite {
		return 0, syscall.ENOSPC
	}
	return f.File.Write(p)
}

func (f *failingTemp) Sync() error {
	if f.failSync {
		return syscall.ENOSPC
	}
	return f.File.Sync()
}

func (f *failingTemp) Close() error {
	err := f.File.Close()
	if f.failClose {
		return syscall.ENOSPC
	}
	return err
}

func TestWriteFileAtomicFailuresKeepOldFile(t *testing.T) {
	for _, tt := range []struct {
		name                                       string
		failWrite, failSync, failClose, failRename bool
	}{
		{name: "write", failWrite: true},
		{name: "sync", failSync: true},
		{name: "close", failClose: true},
		{name: "rename", failRename: true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "settings.json")
			old := []byte(`{"old":true}`)
			if err := os.WriteFile(path, old, 0o600); err != nil {
				t.Fatal(err)
			}
			origCreate, origRename := CreateTemp, Rename
			t.Cleanup(func() { CreateTemp, Rename = origCreate, origRename })
			CreateTemp = func(dir, pattern string) (TempFile, error) {
				f, err := os.CreateTemp(dir, pattern)
				if err != nil {
					return nil, err
				}
				return &failingTemp{File: f, failWrite: tt.failWrite, failSync: tt.failSync, failClose: tt.failClose}, nil
			}
			if tt.failRename {
				Rename = func(string, string) error { return syscall.ENOSPC }
			}
			err := WriteFileAtomic(path, []byte(`{"new":true}`), 0o600)
			if !errors.Is(err, syscall.ENOSPC) {
				t.Fatalf("WriteFileAtomic = %v, want ENOSPC", err)
			}
			got, err := os.ReadFile(path)
			if err != nil || !bytes.Equal(got, old) {
				t.Fatalf("old file changed: %q, %v", got, err)
			}
			entries, _ := os.ReadDir(dir)
			if len(entries) != 1 {
				t.Errorf("temp file left behind: %d entries", len(entries))
			}
		})
	}
}

func TestWriteFileAtomicReplaces(t *testing.T) {
	path := filepath.Join(t.TempDir(), "f")
	if err := WriteFileAtomic(path, []byte("one"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := WriteFileAtomic(path, []byte("two"), 0o600); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(path)
	st, _ := os.Stat(path)
	if string(got) != "two" || st.Mode().Perm() != 0o600 {
		t.Errorf("got %q mode %v", got, st.Mode().Perm())
	}
}
