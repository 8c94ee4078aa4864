package capture

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/internal/dirsnap"
	"github.com/hippo-mem/hippo/project"
	"github.com/hippo-mem/hippo/store"
)

// sequenceTranscript is one session whose later sentences meet its earlier
// ones: a restatement, a correction, a restatement of a memory stored before
// the session, a claim a tombstone forbids, and a question.
func sequenceTranscript() []string {
	return []string{
		userLine("u1", "We use helm 2 to deploy the api."),
		userLine("u2", "The frontend is built with vite 5."),
		userLine("u3", "We use helm 2 to deploy the api."),
		userLine("u4", "We use helm 3 to deploy the api."),
		userLine("u5", "We always run the tests with pnpm test."),
		userLine("u6", "We always squash merge pull requests."),
		userLine("u7", "Can you check the logs?"),
	}
}

// seededDataDir is a data dir whose store holds a memory the transcript
// restates and a tombstone it runs into, closed as after any command.
func seededDataDir(t *testing.T) string {
	t.Helper()
	data := filepath.Join(t.TempDir(), "data")
	if err := config.EnsureDataDir(data); err != nil {
		t.Fatal(err)
	}
	s := openStore(t, data)
	ctx := context.Background()
	if _, _, err := Note(ctx, s, "We always run the tests with pnpm test.", decay.KindConvention, "", project.Identity{}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Reject(ctx, "We always squash merge pull requests.", "we rebase"); err != nil {
		t.Fatal(err)
	}
	closeStore(t, s)
	return data
}

func openStore(t *testing.T, data string) *store.Store {
	t.Helper()
	s, err := store.Open(context.Background(), data, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func closeStore(t *testing.T, s *store.Store) {
	t.Helper()
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
}

// Check: a dry run decides a transcript in sequence, as the real capture of
// it then does, decision for decision: a restatement reinforces the earlier
// sentence instead of storing it twice, and a correction supersedes it. And
// it changes no file in the data dir, byte for byte. The control is the real
// run itself: the same transcript changes the store.
func TestDryRunModelsTheRealRun(t *testing.T) {
	ctx := context.Background()
	data := seededDataDir(t)
	path := writeTranscript(t, t.TempDir(), sequenceTranscript(), "")
	before := dirsnap.Take(t, data)

	s := openStore(t, data)
	dry, err := Capture(ctx, s, data, path, Options{DryRun: true})
	closeStore(t, s)
	if err != nil {
		t.Fatal(err)
	}
	after := dirsnap.Take(t, data)
	for _, c := range before.Changes(after) {
		t.Errorf("the dry run %s", c)
	}

	s = openStore(t, data)
	real, err := Capture(ctx, s, data, path, Options{})
	closeStore(t, s)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := decisionSeq(dry), decisionSeq(real); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("dry run decided\n%v\nthe real run\n%v", got, want)
	}
	if dry.Counts != real.Counts {
		t.Errorf("dry run counts %+v, real run %+v", dry.Counts, real.Counts)
	}
	want := Counts{Stored: 2, Reinforced: 2, Superseded: 1, Blocked: 1, Rejected: 1}
	if real.Counts != want {
		t.Errorf("real run counts %+v, want %+v", real.Counts, want)
	}
	if len(after.Changes(dirsnap.Take(t, data))) == 0 {
		t.Error("control: the real run changed no file either")
	}
}

// decisionSeq is what a report decided per line, without the memory ids
// (a dry run's are the copy's).
func decisionSeq(r Report) []string {
	var out []string
	for _, d := range r.Decisions {
		out = append(out, d.Line+" "+string(d.Decision)+" "+d.Rule)
	}
	return out
}
