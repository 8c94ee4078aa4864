package transfer_test

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/internal/teststore"
	"github.com/hippo-mem/hippo/store"
	"github.com/hippo-mem/hippo/transfer"
	"github.com/hippo-mem/hippo/workflow"
)

// testModel names the vectors of generated exports; no model is loaded.
const testModel = "test-model-384"

var (
	genBase  = time.Date(2026, 1, 1, 9, 0, 0, 0, time.UTC)
	genKinds = []decay.Kind{decay.KindFact, decay.KindDecision, decay.KindConvention, decay.KindPreference, decay.KindFix}
	genNouns = []string{"billing", "search", "auth", "ledger", "gateway", "indexer", "mailer", "scheduler"}
)

// genID is a hippo id for the n-th generated record at t: 10 characters of
// time and 6 of n, so ids sort by time and never collide.
func genID(prefix string, t time.Time, n int) string {
	const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
	var b [16]byte
	v := uint64(t.UnixMilli())
	for i := 9; i >= 0; i-- {
		b[i] = alphabet[v&31]
		v >>= 5
	}
	for i, x := 15, n; i >= 10; i-- {
		b[i] = alphabet[x&31]
		x >>= 5
	}
	return prefix + string(b[len(prefix):])
}

// genFile is an export of n memories in every state a store holds: active,
// archived, superseded (history under the next memory), pinned, said again,
// recalled and confirmed; with n/100 tombstones and n/100 purged ids, and
// vectors when asked.
func genFile(n int, vectors bool) transfer.File {
	rng := rand.New(rand.NewPCG(1, 2))
	var snap store.Snapshot
	ids := make([]string, n+1)
	for i := range ids {
		ids[i] = genID("", genBase.Add(time.Duration(i)*time.Minute), i)
	}
	for i := range n {
		at := genBase.Add(time.Duration(i) * time.Minute)
		m := store.Memory{ID: ids[i], Text: fmt.Sprintf("the %s%d service listens on port %d", genNouns[i%len(genNouns)], i, 1000+i),
			Kind: genKinds[i%len(genKinds)], MemoryType: decay.TypeCurated, Origin: store.OriginJot, Speaker: store.SpeakerCLI,
			Topic: "proj", Project: "/src/proj", CreatedAt: at, StatedAt: at, LastAccessed: at.Add(time.Hour),
			LastReinforcedAt: at.Add(time.Hour), Stability: 30 + float64(i%7)/3, BaseStability: 30, AccessCount: i % 5,
			Pinned: i%25 == 3, SchemaVersion: store.SchemaVersion}
		switch {
		case i%10 == 0:
			m.Archived, m.ArchivedAt = true, at.Add(48*time.Hour)
		case i%10 == 1 && i+1 < n:
			m.SupersededBy = ids[i+1]
		case i%10 == 2:
			m.Supersedes = ids[i-1]
		}
		r := store.Row{Memory: m}
		if i%7 == 4 { // said again in two later sessions, one a transcript line
			r.Occurrences = []store.Occurrence{
				{SessionID: fmt.Sprintf("s-%d", i), LineUUID: fmt.Sprintf("line-%d", i), StatedAt: at.Add(24 * time.Hour), Origin: store.OriginCapture},
				{StatedAt: at.Add(48 * time.Hour), Origin: store.OriginJot}}
		}
		if i%5 == 3 { // recalled once, then confirmed
			r.History = []store.StrengthEvent{{At: at.Add(time.Hour), Kind: store.EventReinforce, Stability: 30.5},
				{At: at.Add(2 * time.Hour), Kind: store.EventConfirm, Stability: 76}}
		}
		if vectors {
			r.VectorModel, r.Vector = testModel, make([]float32, 384)
			for j := range r.Vector {
				r.Vector[j] = rng.Float32()
			}
		}
		snap.Memories = append(snap.Memories, r)
	}
	for i := range n / 100 {
		at := genBase.Add(time.Duration(i) * time.Hour)
		snap.Tombstones = append(snap.Tombstones, store.TombstoneRow{Tombstone: store.Tombstone{ID: genID("T", at, i),
			Text: fmt.Sprintf("the legacy cron job %d runs on host old-%d", i, i), Reason: "decommissioned", CreatedAt: at}})
		snap.Purged = append(snap.Purged, genID("", at.Add(time.Second), i))
	}
	return transfer.File{Header: transfer.Header{Schema: store.SchemaVersion}, Snapshot: snap}
}

// exportBytes is the store's export, archived memories included.
func exportBytes(tb testing.TB, s *store.Store, vectors bool) []byte {
	tb.Helper()
	var buf bytes.Buffer
	if _, err := workflow.Export(context.Background(), s, workflow.ExportRequest{W: &buf, IncludeArchived: true, Vectors: vectors}); err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}

// importInto imports f into s and returns the counts.
func importInto(tb testing.TB, s *store.Store, f transfer.File) workflow.ImportReport {
	tb.Helper()
	rep, err := workflow.ImportFile(context.Background(), s, f, workflow.ImportRequest{DataDir: s.Dir()})
	if err != nil {
		tb.Fatal(err)
	}
	return rep
}

func fileBytes(tb testing.TB, f transfer.File) []byte {
	tb.Helper()
	var buf bytes.Buffer
	if err := transfer.Write(&buf, f); err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}

func emptyStore(tb testing.TB) *store.Store {
	tb.Helper()
	s, _ := teststore.Open(tb)
	return s
}
