package install

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/hippo-mem/hippo/internal/fsutil"
)

// Replacing a file the user may save at any moment, without losing a save.
//
// Editors take no lock hippo could take too. Checking the file just before
// a rename still lost a save on a busy 2-core machine: the editor saved
// twice between that check and the rename, and install replaced save 183
// with its edit of save 181 (regression/settings_race_test.go). So the new
// file goes in by an atomic swap (renameat2 RENAME_EXCHANGE, renamex_np
// RENAME_SWAP), which leaves the file it replaced under the temp file's name.
// If that is not the file hippo checked, or the file hippo checked (held
// open since) no longer holds what the plan was made from, a save landed
// after the check: it is swapped back in and Apply reports ErrChanged, so the
// caller plans again from the user's latest. An editor that saves by rename
// and one that writes in place are both caught; what remains is an in-place
// write that starts before the swap and ends after the check that follows it.
//
// Where the file system cannot swap, the file is renamed into place and the
// held file is checked afterwards, which catches a write in place but not a
// save by rename landing between the check and the rename.

var (
	// swapFiles exchanges two names atomically, or returns errNoSwap; a seam
	// for tests.
	swapFiles = swap
	// beforeSwap runs after the last check and before the swap (or, for a
	// new file, its creation): a seam for tests to save the file where no
	// check can see it.
	beforeSwap = func() {}
)

// errNoSwap means the system or the file system cannot exchange two names.
var errNoSwap = errors.New("atomic exchange not supported")

// maxLinks bounds a chain of symlinks, as Linux does (ELOOP after 40).
const maxLinks = 40

// swapBackTries bounds putting a user's save back: each further try needs yet
// another save to land within the microseconds between two swaps.
const swapBackTries = 8

// resolveLink is the file path names, following symlinks, so that a
// settings.json kept in a dotfiles repo and linked into ~/.claude stays a
// link: the new file and the backup go beside the link's target. A link to a
// file that does not exist yet resolves to that file.
func resolveLink(path string) (string, error) {
	real, err := filepath.EvalSymlinks(path)
	if err == nil {
		return real, nil
	}
	if !errors.Is(err, fs.ErrNotExist) {
		return "", fmt.Errorf("resolve %s: %w", path, err)
	}
	p := path
	for range maxLinks {
		fi, err := os.Lstat(p)
		if errors.Is(err, fs.ErrNotExist) || (err == nil && fi.Mode()&fs.ModeSymlink == 0) {
			return p, nil
		}
		if err != nil {
			return "", fmt.Errorf("resolve %s: %w", path, err)
		}
		dest, err := os.Readlink(p)
		if err != nil {
			return "", fmt.Errorf("resolve %s: %w", path, err)
		}
		if !filepath.IsAbs(dest) {
			dest = filepath.Join(filepath.Dir(p), dest)
		}
		p = dest
	}
	return "", fmt.Errorf("resolve %s: more than %d symlinks", path, maxLinks)
}

// checkUnchanged returns ErrChanged unless path still holds before (or, for a
// file that did not exist, still does not).
func checkUnchanged(path string, before []byte, existed bool) error {
	now, _, exists, err := readSettings(path)
	if err != nil {
		return err
	}
	if exists != existed || !bytes.Equal(now, before) {
		return fmt.Errorf("%w: %s", ErrChanged, path)
	}
	return nil
}

// replaceFile puts after in place of target if target still holds before,
// and returns ErrChanged (with target holding the user's latest save) if it
// does not, even when the save lands during the replacement.
func replaceFile(target string, before, after []byte, mode fs.FileMode, existed bool) error {
	tmp, err := writeTemp(target, after, mode)
	if err != nil {
		return err
	}
	keepTmp := false
	defer func() {
		if !keepTmp {
			_ = os.Remove(tmp) // the file replaced, or ours when nothing was
		}
	}()
	if !existed {
		beforeSwap()
		return createNew(tmp, target)
	}
	f, err := os.Open(target)
	if errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("%w: %s", ErrChanged, target)
	}
	if err != nil {
		return fmt.Errorf("read %s: %w", target, err)
	}
	defer f.Close()
	if err := holds(f, before, target); err != nil {
		return err
	}
	ours, err := os.Lstat(tmp)
	if err != nil {
		return fmt.Errorf("write %s: %w", target, err)
	}
	beforeSwap()
	switch err := swapFiles(tmp, target); {
	case errors.Is(err, errNoSwap):
		return renameAndCheck(tmp, target, f, before)
	case err != nil:
		return fmt.Errorf("write %s: %w", target, err)
	}
	replaced, err := os.Lstat(tmp)
	if err != nil {
		return fmt.Errorf("write %s: %w", target, err)
	}
	checked, err := f.Stat()
	if err != nil {
		return fmt.Errorf("read %s: %w", target, err)
	}
	if os.SameFile(replaced, checked) && holds(f, before, target) == nil {
		return fsutil.SyncDir(filepath.Dir(target))
	}
	if err := swapBack(tmp, target, ours); err != nil {
		keepTmp = true // it holds a save of the user's: never delete it
		return err
	}
	if err := fsutil.SyncDir(filepath.Dir(target)); err != nil {
		return err
	}
	return fmt.Errorf("%w: %s", ErrChanged, target)
}

// holds returns ErrChanged unless f (from its start) holds want.
func holds(f *os.File, want []byte, path string) error {
	got, err := readAll(f, path)
	if err != nil {
		return err
	}
	if !bytes.Equal(got, want) {
		return fmt.Errorf("%w: %s", ErrChanged, path)
	}
	return nil
}

// readAll reads f from its start, wherever its offset is.
func readAll(f *os.File, path string) ([]byte, error) {
	b, err := io.ReadAll(io.NewSectionReader(f, 0, 1<<62))
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	return b, nil
}

// swapBack undoes a swap that replaced a save of the user's: swapped in again,
// the save goes back to target, and what comes out should be ours. If it is
// not, the user saved yet again between the two swaps, and that newer save
// goes back in turn.
func swapBack(tmp, target string, ours fs.FileInfo) error {
	atTarget := ours
	for range swapBackTries {
		in, err := os.Lstat(tmp)
		if err != nil {
			return fmt.Errorf("restore %s: %w", target, err)
		}
		if err := swapFiles(tmp, target); err != nil {
			return fmt.Errorf("restore %s: your save is in %s: %w", target, tmp, err)
		}
		out, err := os.Lstat(tmp)
		if err != nil {
			return fmt.Errorf("restore %s: %w", target, err)
		}
		if os.SameFile(out, atTarget) {
			return nil
		}
		atTarget = in
	}
	return fmt.Errorf("%w: %s kept changing; an earlier save of yours is in %s", ErrChanged, target, tmp)
}

// renameAndCheck is the replacement where names cannot be swapped: a rename,
// then a look at the file hippo checked. If it was written in place after the
// check, that write is put back.
func renameAndCheck(tmp, target string, f *os.File, before []byte) error {
	if err := os.Rename(tmp, target); err != nil {
		return fmt.Errorf("write %s: %w", target, err)
	}
	saved, err := readAll(f, target)
	if err != nil {
		return err
	}
	if bytes.Equal(saved, before) {
		return fsutil.SyncDir(filepath.Dir(target))
	}
	st, err := f.Stat()
	if err != nil {
		return fmt.Errorf("restore %s: %w", target, err)
	}
	if err := fsutil.WriteFileAtomic(target, saved, st.Mode().Perm()); err != nil {
		return fmt.Errorf("restore %s: %w", target, err)
	}
	return fmt.Errorf("%w: %s", ErrChanged, target)
}

// createNew puts tmp at target only if target still does not exist: a hard
// link fails rather than replace a file the user created meanwhile.
func createNew(tmp, target string) error {
	err := os.Link(tmp, target)
	if errors.Is(err, fs.ErrExist) {
		return fmt.Errorf("%w: %s", ErrChanged, target)
	}
	if err != nil { // a file system without hard links
		if _, serr := os.Lstat(target); !errors.Is(serr, fs.ErrNotExist) {
			return fmt.Errorf("%w: %s", ErrChanged, target)
		}
		if err := os.Rename(tmp, target); err != nil {
			return fmt.Errorf("write %s: %w", target, err)
		}
	}
	return fsutil.SyncDir(filepath.Dir(target))
}

// writeTemp writes data, synced and with mode, to a new temp file beside path.
func writeTemp(path string, data []byte, mode fs.FileMode) (string, error) {
	f, err := fsutil.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return "", fmt.Errorf("write %s: %w", path, err)
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(f.Name(), mode)
	}
	if err != nil {
		_ = os.Remove(f.Name())
		return "", fmt.Errorf("write %s: %w", path, err)
	}
	return f.Name(), nil
}
