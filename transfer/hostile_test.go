package transfer_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/store"
	"github.com/hippo-mem/hippo/transfer"
	"github.com/hippo-mem/hippo/workflow"
)

// TestHostileFiles: a file that is not a complete, valid export is refused
// with an error naming the line, and the store is left byte for byte as it
// was (its export, archived memories and vectors included, is unchanged).
// The positive control, the same file whole, is imported.
func TestHostileFiles(t *testing.T) {
	valid := string(fileBytes(t, genFile(40, true)))
	lines := strings.SplitAfter(valid, "\n")
	lines = lines[:len(lines)-1] // the empty string after the last newline
	header, mem, end := lines[0], lines[1], lines[len(lines)-1]
	body := strings.Join(lines[1:len(lines)-1], "")
	for _, tt := range []struct {
		name, file string
		want       error
		line       string // in the message
	}{
		{"truncated mid-line", valid[:len(valid)/2], transfer.ErrFormat, "truncated"},
		{"truncated at a line end", header + body, transfer.ErrFormat, "truncated"},
		{"newer format", regexp.MustCompile(`"version":[0-9]+`).ReplaceAllString(header, `"version":99`) + body + end, transfer.ErrVersion, "format version 99"},
		{"newer schema", regexp.MustCompile(`"schema":[0-9]+`).ReplaceAllString(header, `"schema":99`) + body + end, transfer.ErrVersion, "schema 99"},
		{"another format", strings.Replace(header, "hippo-export", "mcp-memory", 1) + body + end, transfer.ErrFormat, "line 1"},
		{"huge line", header + `{"type":"memory","text":"` + strings.Repeat("a", transfer.MaxLineBytes) + "\"}\n" + body + end, transfer.ErrFormat, "line 2: longer than"},
		{"duplicate id", header + mem + body + strings.Replace(end, `"memories":40`, `"memories":41`, 1), transfer.ErrFormat, "duplicate id"},
		{"not JSON", header + "<html>\n" + body + end, transfer.ErrFormat, "line 2: not JSON"},
		{"empty", "", transfer.ErrFormat, "empty"},
		{"data after the end", valid + mem, transfer.ErrFormat, "after the end"},
		{"unknown field", header + strings.Replace(mem, `"type":"memory",`, `"type":"memory","owner":"x",`, 1) + body[len(mem):] + end, transfer.ErrFormat, "unknown field"},
		{"unknown kind", header + strings.Replace(mem, `"kind":"fact"`, `"kind":"gossip"`, 1) + body[len(mem):] + end, transfer.ErrFormat, "unknown kind"},
		{"counts disagree", header + body + strings.Replace(end, `"memories":40`, `"memories":39`, 1), transfer.ErrFormat, "damaged"},
		{"no header", body + end, transfer.ErrFormat, "no header"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := emptyStore(t)
			importInto(t, s, genFile(30, true))
			before := exportBytes(t, s, true)
			path := filepath.Join(t.TempDir(), "hostile.jsonl")
			if err := os.WriteFile(path, []byte(tt.file), 0o600); err != nil {
				t.Fatal(err)
			}
			_, err := workflow.Import(context.Background(), s, workflow.ImportRequest{Files: []string{path}, DataDir: s.Dir()})
			if !errors.Is(err, tt.want) || !strings.Contains(err.Error(), tt.line) {
				t.Errorf("import: %v, want %v mentioning %q", err, tt.want, tt.line)
			}
			if after := exportBytes(t, s, true); !bytes.Equal(before, after) {
				t.Errorf("a refused file changed the store:\n%s", firstDiff(before, after))
			}
			// Positive control: the valid file is imported into the same store.
			if err := os.WriteFile(path, []byte(valid), 0o600); err != nil {
				t.Fatal(err)
			}
			if _, err := workflow.Import(context.Background(), s, workflow.ImportRequest{Files: []string{path}, DataDir: s.Dir()}); err != nil {
				t.Fatal(err)
			}
			if after := exportBytes(t, s, true); bytes.Equal(before, after) {
				t.Error("the valid file changed nothing either: the comparison proves nothing")
			}
		})
	}
}

// TestSecretInImportIsRedacted: a secret inside an imported memory is
// redacted before it is stored, as jot and capture redact; the memory
// beside it, with no secret, is stored as it is.
func TestSecretInImportIsRedacted(t *testing.T) {
	const token = "ghp_R8x2Lq9ZtV4mW7nB3kY6pD1sF5hJ0cA2eG8u"
	f := genFile(20, false)
	f.Snapshot.Memories[4].Text = "the deploy bot authenticates with " + token
	s := emptyStore(t)
	rep := importInto(t, s, f)
	if rep.Redacted != 1 || rep.Added != 20 {
		t.Errorf("counts %+v, want 20 added, 1 redacted", rep.Counts)
	}
	got, err := s.Get(context.Background(), f.Snapshot.Memories[4].ID)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(got.Text, token) || !strings.Contains(got.Text, "deploy bot") {
		t.Errorf("stored %q: the token must go, the rest stay", got.Text)
	}
	clean, err := s.Get(context.Background(), f.Snapshot.Memories[5].ID)
	if err != nil || clean.Text != f.Snapshot.Memories[5].Text {
		t.Errorf("a memory with no secret changed: %q, %v", clean.Text, err)
	}
	if scanDir(t, s.Dir(), token) {
		t.Error("the token reached the data dir")
	}
}

// scanDir reports whether any file under dir holds needle.
func scanDir(t *testing.T, dir, needle string) bool {
	t.Helper()
	found := false
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err == nil && bytes.Contains(b, []byte(needle)) {
			found = true
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return found
}

// TestModelWithoutVector: a memory that names a model but carries no vector
// is imported as not embedded, so reindex embeds it; its neighbour with a
// vector keeps it.
func TestModelWithoutVector(t *testing.T) {
	f := genFile(10, true)
	f.Snapshot.Memories[3].Vector = nil
	data := fileBytes(t, f)
	read, err := transfer.Read(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	s := emptyStore(t)
	importInto(t, s, read)
	snap, err := s.Snapshot(context.Background(), store.SnapshotOptions{IncludeArchived: true, Vectors: true})
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range snap.Memories {
		if want := map[bool]string{true: "", false: testModel}[i == 3]; r.VectorModel != want || r.HasVector != (want != "") {
			t.Errorf("memory %d: model %q (has vector %v), want %q", i, r.VectorModel, r.HasVector, want)
		}
	}
}
