package store

import (
	"bytes"
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// seedClosed writes n memories into a store in a new data dir, closes it (the
// last connection checkpoints the WAL into the file) and returns the dir.
func seedClosed(t *testing.T, n int) string {
	t.Helper()
	dir := t.TempDir()
	s, err := Open(context.Background(), dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for i := range n {
		if _, err := s.Add(context.Background(), NewMemory{Text: fmt.Sprintf("the zq%d service writes to the yq%d table", i, i), Kind: "fact", Origin: OriginJot, Speaker: SpeakerCLI}); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	return dir
}

func overwrite(t *testing.T, path string, off int64, junk []byte) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteAt(junk, off); err != nil {
		t.Fatal(err)
	}
}

// Random bytes over the 100-byte header make SQLite refuse the whole file;
// salvage rebuilds the header and recovers every memory.
func TestSalvageRebuildsADamagedHeader(t *testing.T) {
	dir := seedClosed(t, 50)
	db := filepath.Join(dir, DBFile)
	junk := make([]byte, 100)
	_, _ = rand.Read(junk)
	overwrite(t, db, 0, junk)
	if schemaReadable(db) {
		t.Fatal("control: the damaged header still reads; the test would prove nothing")
	}
	rep, err := Salvage(context.Background(), dir, time.Now())
	if err != nil {
		t.Fatalf("salvage: %v", err)
	}
	if rep.Recovered != 50 {
		t.Fatalf("recovered %d of 50 (%+v)", rep.Recovered, rep)
	}
	s, err := Open(context.Background(), dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if mems, err := s.List(context.Background(), ListOptions{IncludeArchived: true, IncludeSuperseded: true}); err != nil || len(mems) != 50 {
		t.Fatalf("the salvaged store lists %d memories (%v), want 50", len(mems), err)
	}
}

// A file that holds nothing SQLite can read is refused, and left exactly as
// it was: an empty store in its place would only hide it.
func TestSalvageOfNothingReadableFails(t *testing.T) {
	dir := seedClosed(t, 5)
	db := filepath.Join(dir, DBFile)
	st, err := os.Stat(db)
	if err != nil {
		t.Fatal(err)
	}
	junk := make([]byte, st.Size())
	_, _ = rand.Read(junk)
	overwrite(t, db, 0, junk)
	_, err = Salvage(context.Background(), dir, time.Now())
	if !errors.Is(err, ErrNothingSalvaged) {
		t.Fatalf("salvage of random bytes: %v, want ErrNothingSalvaged", err)
	}
	if b, _ := os.ReadFile(db); !bytes.Equal(b, junk) {
		t.Fatal("the damaged file was changed or moved")
	}
}

// Salvage keeps what each memory's restatements say (review-feedback counts
// them) and its strength history, and never an occurrence or an event whose
// memory was not recovered.
func TestSalvageKeepsOccurrences(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	s, err := Open(ctx, dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	m, err := s.Add(ctx, NewMemory{Text: "no, run tests with pnpm test", Kind: "feedback", Origin: OriginCapture, Speaker: SpeakerUser, SessionID: "s1", LineUUID: "u1"})
	if err != nil {
		t.Fatal(err)
	}
	for _, session := range []string{"s2", "s3"} {
		if _, err := s.Restate(ctx, m.Memory.ID, Restatement{SessionID: session, LineUUID: "u1", Origin: OriginCapture}); err != nil {
			t.Fatal(err)
		}
	}
	for _, q := range []string{`INSERT INTO occurrences (memory_id, stated_at, origin) VALUES ('gone', 0, 'jot')`,
		`INSERT INTO memory_events (memory_id, at, kind, stability) VALUES ('gone', 0, 'confirm', 75)`} {
		if _, err := s.db.ExecContext(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := Salvage(ctx, dir, time.Now()); err != nil {
		t.Fatal(err)
	}
	if s, err = Open(ctx, dir, Options{}); err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	got, err := s.Occurrences(ctx, []Memory{m.Memory})
	if err != nil || len(got[m.Memory.ID]) != 3 {
		t.Errorf("after salvage: %+v, %v; want the statement and its two restatements", got, err)
	}
	if evs, err := s.History(ctx, m.Memory.ID); err != nil || len(evs) != 2 || evs[0].Kind != EventRestate {
		t.Errorf("history after salvage: %+v, %v; want the two restatements", evs, err)
	}
	var orphans int
	if err := s.db.QueryRowContext(ctx, `SELECT (SELECT count(*) FROM occurrences WHERE memory_id = 'gone') +
		(SELECT count(*) FROM memory_events WHERE memory_id = 'gone')`).Scan(&orphans); err != nil || orphans != 0 {
		t.Errorf("%d rows of a memory that was not recovered (%v)", orphans, err)
	}
}
