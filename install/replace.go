package install

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// maxLinks bounds a chain of symlinks, as Linux does (ELOOP after 40).
const maxLinks = 40

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
