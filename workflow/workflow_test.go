package workflow

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/internal/testmodel"
	"github.com/hippo-mem/hippo/store"
)

// modelDirs writes the test model, an empty dir and a broken model.
func modelDirs(t *testing.T) (good, empty, broken string) {
	t.Helper()
	f, err := testmodel.Write(filepath.Join(t.TempDir(), "model"))
	if err != nil {
		t.Fatal(err)
	}
	broken = filepath.Join(t.TempDir(), "broken")
	if _, err := testmodel.WritePlaceholder(broken, "not a model"); err != nil {
		t.Fatal(err)
	}
	return f.Dir, t.TempDir(), broken
}

func TestChooseModel(t *testing.T) {
	good, empty, broken := modelDirs(t)
	for _, tt := range []struct {
		name                    string
		dir                     string
		use                     ModelUse
		noServer                bool
		loaded, viaServer, fail bool
	}{
		{"no model wanted", good, NoModel, false, false, false, false},
		{"cli with a model", good, ModelIfPresent, false, true, false, false},
		{"cli without a model", empty, ModelIfPresent, false, false, false, false},
		{"cli with a broken model", broken, ModelIfPresent, false, false, false, true},
		{"background with a broken model", broken, ModelBestEffort, false, false, false, false},
		{"background with a model", good, ModelBestEffort, false, true, false, false},
		{"hook with a model", good, ModelViaServer, false, false, true, false},
		{"hook with the server off", good, ModelViaServer, true, false, false, false},
		{"hook without a model", empty, ModelViaServer, false, false, false, false},
		{"server without a model", empty, ModelRequired, false, false, false, true},
		{"server with a model", good, ModelRequired, false, true, false, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			m, err := ChooseModel(context.Background(), config.Settings{NoServer: tt.noServer}, tt.dir, tt.use)
			defer m.Close()
			var le *ModelLoadError
			if gotFail := errors.As(err, &le); gotFail != tt.fail {
				t.Fatalf("error %v, want a ModelLoadError: %v", err, tt.fail)
			}
			if got := m.Embedder != nil; got != tt.loaded {
				t.Errorf("loaded = %v, want %v", got, tt.loaded)
			}
			if m.ViaServer != tt.viaServer {
				t.Errorf("ViaServer = %v, want %v", m.ViaServer, tt.viaServer)
			}
		})
	}
}

func TestOpenSaysLexicalOnlyWhenTheModelWasWanted(t *testing.T) {
	_, empty, _ := modelDirs(t)
	for _, tt := range []struct {
		use  ModelUse
		want bool
	}{{NoModel, false}, {ModelIfPresent, true}, {ModelViaServer, false}} {
		said := ""
		dir := filepath.Join(t.TempDir(), "data")
		if err := config.EnsureDataDir(dir); err != nil {
			t.Fatal(err)
		}
		o, err := Open(context.Background(), OpenOptions{DataDir: dir, Model: tt.use, ModelDir: empty,
			Lexical: func(dir string) { said = dir }})
		if err != nil {
			t.Fatal(err)
		}
		if err := o.Close(); err != nil {
			t.Fatal(err)
		}
		if got := said == empty; got != tt.want {
			t.Errorf("use %v: told %q, want told: %v", tt.use, said, tt.want)
		}
	}
}

// recallEnv is a store holding two memories about pnpm, and RecallOptions
// that answer from it in-process.
func recallEnv(t *testing.T) (*store.Store, RecallOptions, *[]string) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "data")
	if err := config.EnsureDataDir(dir); err != nil {
		t.Fatal(err)
	}
	s, err := store.Open(context.Background(), dir, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = s.Close() })
	for _, text := range []string{"always run tests with pnpm test", "pnpm install needs the lockfile"} {
		if _, err := s.Add(context.Background(), store.NewMemory{Text: text, Kind: "fact", Origin: store.OriginJot, Speaker: store.SpeakerCLI}); err != nil {
			t.Fatal(err)
		}
	}
	var spawned []string
	return s, RecallOptions{DataDir: dir, Budget: 100 * time.Millisecond, ReinforceBudget: 100 * time.Millisecond,
		Spawn: func(args ...string) error { spawned = append(spawned, strings.Join(args, " ")); return nil },
		Open:  func(context.Context) (*store.Store, func(), error) { return s, func() {}, nil },
	}, &spawned
}

func TestRecallInProcessReinforcesOnlyWhatWasShown(t *testing.T) {
	s, o, spawned := recallEnv(t)
	o.Show = func(hits []store.Hit) []store.Hit { return hits[:1] }
	r, err := Recall(context.Background(), store.Query{Text: "pnpm", K: 5}, o)
	if err != nil || r.Source != InProcess || len(r.Result.Hits) != 2 || len(r.Shown) != 1 {
		t.Fatalf("Recall = %+v, %v", r, err)
	}
	for _, h := range r.Result.Hits {
		m, err := s.Get(context.Background(), h.Memory.ID)
		if err != nil {
			t.Fatal(err)
		}
		if wantUsed := h.Memory.ID == r.Shown[0].Memory.ID; (m.AccessCount > 0) != wantUsed {
			t.Errorf("%s: access count %d, shown %v", h.Memory.Text, m.AccessCount, wantUsed)
		}
	}
	if len(*spawned) != 0 {
		t.Errorf("started %v without being asked to use the server", *spawned)
	}
}

func TestRecallStartsAServerOnAMiss(t *testing.T) {
	t.Setenv("XDG_RUNTIME_DIR", t.TempDir())
	_, o, spawned := recallEnv(t)
	o.ViaServer = true
	r, err := Recall(context.Background(), store.Query{Text: "pnpm", K: 5}, o)
	if err != nil || r.Source != InProcessAfterMiss || len(r.Shown) != 2 {
		t.Fatalf("Recall = %+v, %v", r, err)
	}
	if len(*spawned) != 1 || (*spawned)[0] != "serve" {
		t.Errorf("spawned %v, want one serve", *spawned)
	}
}
