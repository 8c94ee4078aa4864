package workflow

import (
	"context"
	"fmt"

	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/embedder"
	"github.com/hippo-mem/hippo/store"
)

// ModelUse is how a caller wants the embedding model.
type ModelUse int

// Model uses.
const (
	// NoModel: commands that act by id or list never embed.
	NoModel ModelUse = iota
	// ModelIfPresent: CLI commands load the model when it is installed, and a
	// model that is installed but fails to load is an error, so that a broken
	// download is noticed instead of silently answering lexically.
	ModelIfPresent
	// ModelBestEffort: background work loads the model when it can and works
	// lexically on any failure; nobody is there to read an error.
	ModelBestEffort
	// ModelViaServer: load nothing here; use the model through the warm
	// server when it is installed and the no_server setting is off. The
	// prompt hook knows no other way (a load costs ~0.3 s and a query
	// embedding ~0.1-0.5 s on 2 cores, against its 2 s deadline); MCP recall
	// asks the server first and falls back to its own ModelIfPresent store.
	ModelViaServer
	// ModelRequired: the warm server exists to hold the model, so a model
	// that is absent is an error too.
	ModelRequired
)

// Model is what the policy chose for one caller.
type Model struct {
	Dir     string // where the model is looked for
	Present bool   // a model is installed in Dir
	// Embedder is the model loaded in this process, or nil.
	Embedder *embedder.Embedder
	// ViaServer: recall should ask the warm server, which holds the model.
	ViaServer bool
}

// Close releases the loaded model, if any.
func (m Model) Close() error {
	if m.Embedder == nil {
		return nil
	}
	return m.Embedder.Close()
}

// ModelLoadError is a model that failed to load: installed but broken, or
// absent when the caller required it (then it wraps an
// *embedder.ModelMissingError).
type ModelLoadError struct {
	Dir string
	Err error
}

func (e *ModelLoadError) Error() string { return e.Err.Error() }
func (e *ModelLoadError) Unwrap() error { return e.Err }

// ChooseModel applies the model policy for use. dirFlag is a --model-dir
// value, "" for the usual lookup (HIPPO_MODEL_DIR, the settings, the cache).
// The model's context is kept by the embedder for every later embedding, so
// ctx must live as long as the model.
func ChooseModel(ctx context.Context, settings config.Settings, dirFlag string, use ModelUse) (Model, error) {
	if use == NoModel {
		return Model{}, nil
	}
	dir, _, err := settings.ResolveModelDir(dirFlag)
	if err != nil {
		if use == ModelBestEffort {
			return Model{}, nil
		}
		return Model{}, fmt.Errorf("model dir: %w", err)
	}
	m := Model{Dir: dir, Present: embedder.Present(dir)}
	switch {
	case use == ModelViaServer:
		m.ViaServer = m.Present && !settings.NoServer
	case !m.Present && use != ModelRequired:
	default:
		e, err := embedder.Load(ctx, dir)
		if err != nil {
			if use == ModelBestEffort {
				return m, nil
			}
			return Model{}, &ModelLoadError{Dir: dir, Err: err}
		}
		m.Embedder = e
	}
	return m, nil
}

// Locate finds the data dir, creating it if needed, and reads its settings.
// On error it still returns the data dir when that exists (so a caller can
// log into it); a settings file hippo cannot use is a *config.SettingsError.
func Locate() (dataDir string, settings config.Settings, err error) {
	dir, err := config.DataDir()
	if err != nil {
		return "", config.Settings{}, err
	}
	return LocateIn(dir)
}

// LocateIn is Locate for a data dir the caller already knows.
func LocateIn(dir string) (dataDir string, settings config.Settings, err error) {
	if err := config.EnsureDataDir(dir); err != nil {
		return "", config.Settings{}, err
	}
	settings, err = config.Load(dir)
	if err != nil {
		return dir, config.Settings{}, err
	}
	return dir, settings, nil
}

// OpenOptions choose how a front end opens the store.
type OpenOptions struct {
	DataDir  string
	Settings config.Settings
	Model    ModelUse
	ModelDir string // a --model-dir value, or ""
	// Store carries the caller's store options (actor, session, lock
	// timeout); the policy sets its Embedder.
	Store store.Options
	// Lexical, when set, is told the model directory when the caller wanted
	// the model in-process and none is installed, before the store opens.
	Lexical func(modelDir string)
}

// Opened is a store with the model it was opened with.
type Opened struct {
	Store *store.Store
	Model Model
}

// Close closes the store, then the model, and returns the store's error: a
// failed close of the store is a failed write, the model holds no data.
func (o *Opened) Close() error {
	err := o.Store.Close()
	_ = o.Model.Close()
	return err
}

// Open chooses the model for o.Model and opens the store with it.
func Open(ctx context.Context, o OpenOptions) (*Opened, error) {
	m, err := ChooseModel(ctx, o.Settings, o.ModelDir, o.Model)
	if err != nil {
		return nil, err
	}
	if !m.Present && (o.Model == ModelIfPresent || o.Model == ModelBestEffort) && o.Lexical != nil {
		o.Lexical(m.Dir)
	}
	opts := o.Store
	if m.Embedder != nil {
		opts.Embedder = m.Embedder
	}
	s, err := store.Open(ctx, o.DataDir, opts)
	if err != nil {
		_ = m.Close()
		return nil, err
	}
	return &Opened{Store: s, Model: m}, nil
}
