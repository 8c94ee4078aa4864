package embedder_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/hippo-mem/hippo/embedder"
	"github.com/hippo-mem/hippo/internal/testmodel"
)

// modelServer serves the tiny model's files like a Hugging Face resolve URL,
// honouring Range. cutAfter > 0 makes the first full response stop short, as a
// dropped connection does.
func modelServer(t *testing.T, files map[string][]byte, cutAfter int, honourRange bool) (*httptest.Server, *atomic.Int32) {
	var requests atomic.Int32
	var cut atomic.Bool
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		requests.Add(1)
		body, ok := files[strings.TrimPrefix(r.URL.Path, "/")]
		if !ok {
			http.NotFound(w, r)
			return
		}
		start := 0
		if rg := r.Header.Get("Range"); rg != "" && honourRange {
			start, _ = strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(rg, "bytes="), "-"))
			w.Header().Set("Content-Range", "bytes "+strconv.Itoa(start)+"-"+strconv.Itoa(len(body)-1)+"/"+strconv.Itoa(len(body)))
			w.WriteHeader(http.StatusPartialContent)
		} else {
			w.Header().Set("Content-Length", strconv.Itoa(len(body)))
			w.WriteHeader(http.StatusOK)
		}
		rest := body[start:]
		if cutAfter > 0 && start == 0 && cut.CompareAndSwap(false, true) {
			_, _ = w.Write(rest[:cutAfter])
			panic(http.ErrAbortHandler) // drop the connection mid-body
		}
		_, _ = w.Write(rest)
	}))
	t.Cleanup(srv.Close)
	return srv, &requests
}

func tinySource(t *testing.T, base string) (embedder.Source, map[string][]byte) {
	f, err := testmodel.Write(filepath.Join(t.TempDir(), "src"))
	if err != nil {
		t.Fatal(err)
	}
	files := map[string][]byte{}
	src := embedder.Source{BaseURL: base}
	for _, p := range []string{f.Model, f.Tokenizer} {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		sum := sha256.Sum256(b)
		files[filepath.Base(p)] = b
		src.Files = append(src.Files, embedder.RemoteFile{Name: filepath.Base(p), SHA256: hex.EncodeToString(sum[:]), Size: int64(len(b))})
	}
	return src, files
}

func TestFetchResumesAfterDroppedConnection(t *testing.T) {
	for _, tt := range []struct {
		name        string
		honourRange bool
	}{{"server resumes", true}, {"server restarts", false}} {
		t.Run(tt.name, func(t *testing.T) {
			src, files := tinySource(t, "")
			srv, _ := modelServer(t, files, 4096, tt.honourRange)
			src.BaseURL = srv.URL
			dir := filepath.Join(t.TempDir(), "model")
			var last int64
			err := embedder.Fetch(context.Background(), srv.Client(), src, dir, func(_ string, done, _ int64) { last = done })
			if err != nil {
				t.Fatalf("Fetch: %v", err)
			}
			for name, want := range files {
				got, err := os.ReadFile(filepath.Join(dir, name))
				if err != nil || string(got) != string(want) {
					t.Fatalf("%s differs after resume (%v)", name, err)
				}
			}
			if last == 0 {
				t.Error("no progress reported")
			}
			if _, err := os.Stat(filepath.Join(dir, embedder.ModelFile+".partial")); !os.IsNotExist(err) {
				t.Error("partial file left behind")
			}
			e, err := embedder.Load(context.Background(), dir)
			if err != nil {
				t.Fatalf("fetched model does not load: %v", err)
			}
			_ = e.Close()
		})
	}
}

func TestFetchRejectsWrongHash(t *testing.T) {
	src, files := tinySource(t, "")
	srv, _ := modelServer(t, files, 0, true)
	src.BaseURL = srv.URL
	src.Files[0].SHA256 = strings.Repeat("0", 64)
	dir := filepath.Join(t.TempDir(), "model")
	err := embedder.Fetch(context.Background(), srv.Client(), src, dir, nil)
	var ce *embedder.ChecksumError
	if !errors.As(err, &ce) {
		t.Fatalf("Fetch = %v, want ChecksumError", err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 0 {
		t.Errorf("unverified files left in place: %v", entries)
	}
}

func TestFetchSkipsVerifiedFiles(t *testing.T) {
	src, files := tinySource(t, "")
	srv, requests := modelServer(t, files, 0, true)
	src.BaseURL = srv.URL
	dir := filepath.Join(t.TempDir(), "model")
	for range 2 {
		if err := embedder.Fetch(context.Background(), srv.Client(), src, dir, nil); err != nil {
			t.Fatal(err)
		}
	}
	if n := requests.Load(); n != 2 {
		t.Errorf("%d requests for two fetches of two files, want 2 (second fetch verified, not downloaded)", n)
	}
}

func TestPinnedSourceMatchesDesign(t *testing.T) {
	want := map[string]struct {
		sum  string
		size int64
	}{
		"model.onnx":     {"994a58868f7abacacbf2192aa0aae8f56da8c4505dbde2740c861b24426ede6b", 90445823},
		"tokenizer.json": {"da0e79933b9ed51798a3ae27893d3c5fa4a201126cef75586296df9b4d2c62a0", 711661},
	}
	for _, f := range embedder.MiniLM.Files {
		if w := want[f.Name]; w.sum != f.SHA256 || w.size != f.Size {
			t.Errorf("%s pinned as %s/%d", f.Name, f.SHA256, f.Size)
		}
	}
	if !strings.Contains(embedder.MiniLM.BaseURL, embedder.MiniLM.Revision) {
		t.Error("base URL does not pin the revision")
	}
}
