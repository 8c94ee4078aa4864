package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Check: show and show --json give when a memory's statement was made: an
// ingested file's modification time, not the day it was ingested. Control:
// a jot is stated when it is called.
func TestShowStatedAt(t *testing.T) {
	e := newEnv(t)
	f := filepath.Join(t.TempDir(), "summary.md")
	written := time.Date(2026, 1, 5, 12, 0, 0, 0, time.UTC)
	if err := os.WriteFile(f, []byte("Chose grpc for internal services."), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(f, written, written); err != nil {
		t.Fatal(err)
	}
	e.ok(t, "ingest", f)
	before := time.Now().Add(-time.Second)
	e.ok(t, "jot", "the ledger service listens on port 9090")
	var mems []struct {
		ID     string `json:"id"`
		Origin string `json:"origin"`
	}
	if err := json.Unmarshal([]byte(e.ok(t, "list", "--json").stdout), &mems); err != nil || len(mems) != 2 {
		t.Fatalf("list --json: %d memories, %v", len(mems), err)
	}
	for _, m := range mems {
		var got struct {
			StatedAt time.Time `json:"stated_at"`
		}
		if err := json.Unmarshal([]byte(e.ok(t, "show", "--json", m.ID).stdout), &got); err != nil {
			t.Fatal(err)
		}
		text := e.ok(t, "show", m.ID).stdout
		want := written
		if m.Origin != "summary" {
			want = got.StatedAt // checked against the call time below
			if got.StatedAt.Before(before) || got.StatedAt.After(time.Now()) {
				t.Errorf("jot: stated_at %v, want the call time (after %v)", got.StatedAt, before)
			}
		}
		if !got.StatedAt.Equal(want) || !strings.Contains(text, "stated:     "+want.Local().Format("2006-01-02")) &&
			!strings.Contains(text, "stated:     "+want.Format("2006-01-02")) {
			t.Errorf("%s memory: stated_at %v (want %v); show:\n%s", m.Origin, got.StatedAt, want, text)
		}
	}
}
