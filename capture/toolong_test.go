package capture

import (
	"context"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/internal/teststore"
	"github.com/hippo-mem/hippo/store"
)

// Check: data pasted on one line, longer than any statement, is rejected as
// too long, and the session's other statements are still captured; a
// run-on sentence of ordinary length is still read and stored. Before,
// a 400 KB pasted line failed the whole capture at the store's size limit.
func TestCaptureRejectsPastedDataOnOneLine(t *testing.T) {
	record := `{"id":"a1b2-c3d4","name":"svc-api-key-rotation","key":"value","token_ttl":3600},`
	runOn := "We deploy the billing service with Argo CD from the release branch" + strings.Repeat(" and the reporting jobs with the same pipeline", 12)
	cases := []struct {
		name, text string
		stored     bool
	}{
		{"a 400 KB pasted line", "here is the export we keep the retry limit at 5: [" + strings.Repeat(record, 5000) + "]", false},
		{"a line just over the limit", "We use " + strings.Repeat("x", maxStatementBytes) + " for caching.", false},
		{"a run-on sentence of ordinary length", runOn + ".", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, data := teststore.Open(t)
			path := writeTranscript(t, t.TempDir(), []string{userLine("u1", c.text), userLine("u2", "The frontend is built with vite 5.")}, "")
			rep, err := Capture(context.Background(), s, data, path, Options{})
			if err != nil {
				t.Fatalf("capture failed: %v", err)
			}
			got := strings.Join(memTexts(t, s), "\n")
			if !strings.Contains(got, "vite 5") {
				t.Errorf("the statement after it was lost: %+v\n%s", rep.Counts, got)
			}
			if stored := strings.Contains(got, c.text[:20]); stored != c.stored {
				t.Errorf("stored %v, want %v: %+v", stored, c.stored, rep.Counts)
			}
		})
	}
}

// Check: a deliberate write over the transcript limit (a jot, an ingested
// summary, an imported memory: its kind is given) is stored; only the
// store's own limit judges it. The control is the same text said in a
// transcript, which the gate rejects as too long.
func TestDeliberateLongTextIsNotTooLong(t *testing.T) {
	ctx := context.Background()
	long := "The release checklist: " + strings.TrimSpace(strings.Repeat("run the migrations, tag the build, announce it; ", 60))
	s, data := teststore.Open(t)
	path := writeTranscript(t, t.TempDir(), []string{userLine("u1", long)}, "")
	if _, err := Capture(ctx, s, data, path, Options{}); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(memTexts(t, s), "\n"); strings.Contains(got, "release checklist") {
		t.Fatalf("control: the transcript's %d-byte sentence was stored", len(long))
	}
	for _, who := range []store.Speaker{store.SpeakerCLI, store.SpeakerUser} {
		s, _ := teststore.Open(t)
		d, m, err := Deliberate(ctx, s, store.NewMemory{Text: long, Kind: "convention", Origin: store.OriginJot, Speaker: who})
		if err != nil || d.Decision != DecisionStore || m.Text != long {
			t.Errorf("a deliberate write by %s: %+v, %v; want it stored", who, d, err)
		}
	}
}
