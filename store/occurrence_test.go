package store

import (
	"context"
	"slices"
	"testing"
	"time"
)

// Check: a restated memory keeps one row and gains an occurrence per
// restatement; a transcript line counts once however often it is restated;
// stability grows once per session. Purge deletes the occurrences with the
// memory. Control: a memory never restated has its own statement only.
func TestRestateRecordsOccurrences(t *testing.T) {
	ctx := context.Background()
	s, c := openClocked(t)
	m, err := s.Add(ctx, NewMemory{Text: "no, run tests with pnpm test", Kind: "feedback", Origin: OriginCapture,
		Speaker: SpeakerUser, SessionID: "s1", LineUUID: "u1"})
	if err != nil {
		t.Fatal(err)
	}
	other := mustAdd(t, s, "deploys go out on tuesdays", "fact", "")
	base := m.Memory.Stability
	for _, r := range []Restatement{
		{SessionID: "s2", LineUUID: "u7", Origin: OriginCapture},
		{SessionID: "s2", LineUUID: "u7", Origin: OriginCapture}, // the same line captured again
		{SessionID: "s2", LineUUID: "u9", Origin: OriginCapture}, // the same session again
		{Origin: OriginJot},
	} {
		c.Advance(24 * time.Hour)
		if _, err := s.Restate(ctx, m.Memory.ID, r); err != nil {
			t.Fatal(err)
		}
	}
	got, err := s.Occurrences(ctx, []Memory{m.Memory, other})
	if err != nil {
		t.Fatal(err)
	}
	var sessions []string
	for _, o := range got[m.Memory.ID] {
		sessions = append(sessions, o.SessionID+"/"+o.LineUUID)
	}
	if want := []string{"s1/u1", "s2/u7", "s2/u9", "/"}; !slices.Equal(sessions, want) {
		t.Errorf("occurrences %v, want %v", sessions, want)
	}
	if len(got[other.ID]) != 1 || got[other.ID][0].MemoryID != other.ID {
		t.Errorf("control: a memory never restated has occurrences %+v, want its own statement", got[other.ID])
	}
	after, err := s.Get(ctx, m.Memory.ID)
	if err != nil {
		t.Fatal(err)
	}
	if after.Stability <= base {
		t.Errorf("stability %v after restatements, want more than %v", after.Stability, base)
	}
	if _, err := s.Purge(ctx, []string{m.Memory.ID}, PurgeOptions{}); err != nil {
		t.Fatal(err)
	}
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM occurrences`).Scan(&n); err != nil || n != 0 {
		t.Errorf("%d occurrences left after the purge (%v), want 0", n, err)
	}
}
