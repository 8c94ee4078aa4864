package store

import (
	"context"
	"strings"
	"testing"
)

// Check: the reason given for a tombstone, by reject or by purge, is stored
// with its secret redacted and in no file under the data dir; the rest of
// the reason is kept. The control: a reason without a secret is kept as
// given, and the scan finds the words around the secret.
func TestTombstoneReasonRedacted(t *testing.T) {
	token := "glpat-" + strings.Repeat("Xk3m", 5)
	ctx := context.Background()
	s := mustOpen(t, ModeLexical, nil)
	if _, err := s.Reject(ctx, "the deploy token never expires", "wrong: it was rotated to "+token); err != nil {
		t.Fatal(err)
	}
	m := mustAdd(t, s, "the staging database lives on db-7", "fact", "")
	if _, err := s.Purge(ctx, []string{m.ID}, PurgeOptions{Tombstone: true, Reason: "moved; the new login is " + token}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Reject(ctx, "we deploy on fridays", "we never deploy on fridays"); err != nil {
		t.Fatal(err)
	}
	ts, err := s.Tombstones(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var reasons []string
	for _, tb := range ts {
		reasons = append(reasons, tb.Reason)
	}
	got := strings.Join(reasons, "\n")
	for _, want := range []string{"wrong: it was rotated to [REDACTED:", "moved; the new login is [REDACTED:", "we never deploy on fridays"} {
		if !strings.Contains(got, want) {
			t.Errorf("reasons %q lack %q", got, want)
		}
	}
	if hits := scan(t, s.Dir(), []byte(token)); len(hits) > 0 {
		t.Errorf("the token is in %v", hits)
	}
	if hits := scan(t, s.Dir(), []byte("it was rotated to")); len(hits) == 0 {
		t.Error("control: the scan does not find the reason's words")
	}
}
