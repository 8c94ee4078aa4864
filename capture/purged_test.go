package capture

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/internal/teststore"
	"github.com/hippo-mem/hippo/store"
)

// A damaged record of purged lines must not be read as empty, which would
// let capture store purged lines again: capture refuses and stores nothing.
// Control: a missing record, and a valid one, let capture run; the valid one
// skips its line only.
func TestCaptureWithPurgedRecord(t *testing.T) {
	lines := []string{userLine("u1", "We always use pnpm test to run the test suite."), userLine("u2", "The frontend is built with vite 5.")}
	for _, tt := range []struct {
		name, record string
		wantErr      bool
		wantStored   int
	}{
		{"missing", "", false, 2},
		{"valid", `[{"session":"sess-1","line":"u1"}]`, false, 1},
		{"damaged", `[{"session":"sess-1","li`, true, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s, data := teststore.Open(t)
			if tt.record != "" {
				if err := os.MkdirAll(filepath.Join(data, "capture"), 0o700); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(data, PurgedLinesFile), []byte(tt.record), 0o600); err != nil {
					t.Fatal(err)
				}
			}
			_, err := Capture(context.Background(), s, data, writeTranscript(t, t.TempDir(), lines, ""), Options{})
			if (err != nil) != tt.wantErr {
				t.Fatalf("Capture: %v, want error %v", err, tt.wantErr)
			}
			got := memTexts(t, s)
			if len(got) != tt.wantStored || (tt.wantStored == 1 && !strings.Contains(got[0], "vite 5")) {
				t.Errorf("stored %q, want %d (never the purged u1)", got, tt.wantStored)
			}
		})
	}
}

// RecordPurged keeps every line recorded before (a second purge must not
// drop the first one's lines), holds ids only and writes mode 0600.
func TestRecordPurgedMerges(t *testing.T) {
	data := t.TempDir()
	mem := func(session, line string) store.Memory {
		return store.Memory{Text: "the secret words of " + line, SessionID: session, LineUUID: line}
	}
	for _, batch := range [][]store.Memory{{mem("s1", "u1"), mem("", "")}, {mem("s2", "u9"), mem("s1", "u1")}} {
		if err := RecordPurged(data, batch); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(data, PurgedLinesFile)
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := string(b), `[{"session":"s1","line":"u1"},{"session":"s2","line":"u9"}]`; got != want {
		t.Errorf("record = %s, want %s", got, want)
	}
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("record mode: %v, %v", fi, err)
	}
}

// RecordPurged also records the lines that reinforced a purged memory, and
// must not record a line that reinforced another memory, or a line whose
// decision was not a reinforcement of it.
func TestRecordPurgedReinforcingLines(t *testing.T) {
	data := t.TempDir()
	log := decisionLog{path: decisionLogPath(data)}
	if err := os.MkdirAll(filepath.Dir(log.path), 0o700); err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	log.append(now, "s1", Decision{Decision: DecisionReinforce, Line: "u2", Target: "M1"})
	log.append(now, "s1", Decision{Decision: DecisionReinforce, Line: "u3", Target: "M2"})
	log.append(now, "s1", Decision{Decision: DecisionSupersede, Line: "u4", Target: "M1"})
	if err := RecordPurged(data, []store.Memory{{ID: "M1", SessionID: "s1", LineUUID: "u1"}}); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(data, PurgedLinesFile))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := string(b), `[{"session":"s1","line":"u1"},{"session":"s1","line":"u2"}]`; got != want {
		t.Errorf("record = %s, want %s", got, want)
	}
}
