package embedder

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/hippo-mem/hippo/internal/fsutil"
)

// RemoteFile is one file of a pinned model, with the hash and size it must have.
type RemoteFile struct {
	Name   string
	SHA256 string
	Size   int64
}

// Source is a pinned model: where to fetch it and what the files must be.
type Source struct {
	BaseURL  string // files are fetched from BaseURL + "/" + Name
	Repo     string
	Revision string
	Files    []RemoteFile
}

// MiniLM is all-MiniLM-L6-v2 as exported by onnx-models, pinned to a revision
// whose hashes several independent public projects also pin.
var MiniLM = Source{
	BaseURL:  "https://huggingface.co/onnx-models/all-MiniLM-L6-v2-onnx/resolve/75251058ddd779e3a744f87fdf63fb39681aec16",
	Repo:     "onnx-models/all-MiniLM-L6-v2-onnx",
	Revision: "75251058ddd779e3a744f87fdf63fb39681aec16",
	Files: []RemoteFile{
		{Name: ModelFile, SHA256: "994a58868f7abacacbf2192aa0aae8f56da8c4505dbde2740c861b24426ede6b", Size: 90445823},
		{Name: TokenizerFile, SHA256: "da0e79933b9ed51798a3ae27893d3c5fa4a201126cef75586296df9b4d2c62a0", Size: 711661},
	},
}

// ChecksumError is a downloaded file that is not the pinned one.
type ChecksumError struct {
	File, Want, Got string
}

func (e *ChecksumError) Error() string {
	return fmt.Sprintf("%s: sha256 %s, want %s (the download was discarded)", e.File, e.Got, e.Want)
}

// Progress receives download progress; total is the pinned size.
type Progress func(file string, done, total int64)

// Fetch downloads every file of src into dir. A file already present with the
// right hash is kept. An interrupted download resumes from its ".partial" file
// with an HTTP range request, or restarts when the server will not resume.
// Nothing is put in place before its size and SHA-256 match the pin.
func Fetch(ctx context.Context, client *http.Client, src Source, dir string, progress Progress) error {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("create model dir %s: %w", dir, err)
	}
	for _, f := range src.Files {
		if err := fetchFile(ctx, client, src.BaseURL+"/"+f.Name, f, dir, progress); err != nil {
			return err
		}
	}
	return nil
}

func fetchFile(ctx context.Context, client *http.Client, url string, f RemoteFile, dir string, progress Progress) error {
	final := filepath.Join(dir, f.Name)
	if sum, err := fileSHA256(final); err == nil && sum == f.SHA256 {
		if progress != nil {
			progress(f.Name, f.Size, f.Size)
		}
		return nil
	}
	partial := final + ".partial"
	const attempts = 3
	var lastErr error
	for attempt := range attempts {
		if attempt > 0 {
			select {
			case <-ctx.Done():
				return ctx.Err()
			case <-time.After(time.Duration(attempt) * 500 * time.Millisecond):
			}
		}
		lastErr = download(ctx, client, url, f, partial, progress)
		if lastErr == nil {
			break
		}
		var ce *ChecksumError
		if errors.As(lastErr, &ce) || ctx.Err() != nil {
			return lastErr
		}
	}
	if lastErr != nil {
		return lastErr
	}
	if err := fsutil.Rename(partial, final); err != nil {
		return fmt.Errorf("install %s: %w", final, err)
	}
	return fsutil.SyncDir(dir)
}

// download appends to partial until it holds the whole file, then verifies it.
func download(ctx context.Context, client *http.Client, url string, f RemoteFile, partial string, progress Progress) error {
	var have int64
	if st, err := os.Stat(partial); err == nil {
		have = st.Size()
	}
	if have > f.Size {
		_ = os.Remove(partial)
		have = 0
	}
	if have < f.Size {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if err != nil {
			return fmt.Errorf("fetch %s: %w", f.Name, err)
		}
		if have > 0 {
			req.Header.Set("Range", "bytes="+strconv.FormatInt(have, 10)+"-")
		}
		resp, err := client.Do(req)
		if err != nil {
			return fmt.Errorf("fetch %s: %w", f.Name, err)
		}
		defer resp.Body.Close()
		flags := os.O_WRONLY | os.O_CREATE
		switch {
		case resp.StatusCode == http.StatusPartialContent && have > 0:
			flags |= os.O_APPEND
		case resp.StatusCode == http.StatusOK:
			flags |= os.O_TRUNC // the server ignored the range: start over
			have = 0
		default:
			return fmt.Errorf("fetch %s: server answered %s", f.Name, resp.Status)
		}
		out, err := os.OpenFile(partial, flags, 0o600)
		if err != nil {
			return fmt.Errorf("fetch %s: %w", f.Name, err)
		}
		w := &progressWriter{name: f.Name, done: have, total: f.Size, fn: progress}
		_, copyErr := io.Copy(io.MultiWriter(out, w), io.LimitReader(resp.Body, f.Size-have+1))
		syncErr := out.Sync()
		closeErr := out.Close()
		if err := errors.Join(copyErr, syncErr, closeErr); err != nil {
			return fmt.Errorf("fetch %s (will resume): %w", f.Name, err)
		}
	}
	st, err := os.Stat(partial)
	if err != nil {
		return fmt.Errorf("fetch %s: %w", f.Name, err)
	}
	if st.Size() != f.Size {
		if st.Size() > f.Size {
			_ = os.Remove(partial)
		}
		return fmt.Errorf("fetch %s: got %d of %d bytes (will resume)", f.Name, st.Size(), f.Size)
	}
	sum, err := fileSHA256(partial)
	if err != nil {
		return fmt.Errorf("verify %s: %w", f.Name, err)
	}
	if sum != f.SHA256 {
		_ = os.Remove(partial)
		return &ChecksumError{File: f.Name, Want: f.SHA256, Got: sum}
	}
	return nil
}

type progressWriter struct {
	name        string
	done, total int64
	fn          Progress
}

func (p *progressWriter) Write(b []byte) (int, error) {
	p.done += int64(len(b))
	if p.fn != nil {
		p.fn(p.name, p.done, p.total)
	}
	return len(b), nil
}

func fileSHA256(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
