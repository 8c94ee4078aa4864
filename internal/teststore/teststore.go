// Package teststore gives tests a real store on disk in a fresh data dir,
// closed when the test ends.
package teststore

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/store"
)

// Open opens a store in a new data dir (mode 0700, as hippo makes it) and
// returns it with the dir; a failure to close it fails the test.
func Open(tb testing.TB) (*store.Store, string) {
	tb.Helper()
	dir := filepath.Join(tb.TempDir(), "data")
	if err := config.EnsureDataDir(dir); err != nil {
		tb.Fatal(err)
	}
	s, err := store.Open(context.Background(), dir, store.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() {
		if err := s.Close(); err != nil {
			tb.Error(err)
		}
	})
	return s, dir
}

// Jot adds text as "hippo jot" would in project topic, with the given kind,
// and fails the test if the store refuses it.
func Jot(tb testing.TB, s *store.Store, text string, kind decay.Kind, topic string) store.Memory {
	tb.Helper()
	r, err := s.Add(context.Background(), store.NewMemory{Text: text, Kind: kind, Topic: topic,
		Origin: store.OriginJot, Speaker: store.SpeakerCLI})
	if err != nil {
		tb.Fatal(err)
	}
	return r.Memory
}
