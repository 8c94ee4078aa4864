package transfer_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/transfer"
)

// The budget: export and import of 10k memories each under 10 s on
// 2 cores, lexical or with vectors (no re-embedding). Run with
//
//	go test -run '^$' -bench . -benchtime 3x ./transfer
const benchMemories = 10000

func BenchmarkExport10k(b *testing.B) {
	for _, vectors := range []bool{false, true} {
		b.Run(map[bool]string{false: "lexical", true: "vectors"}[vectors], func(b *testing.B) {
			s := emptyStore(b)
			importInto(b, s, genFile(benchMemories, vectors))
			b.ResetTimer()
			for b.Loop() {
				exportBytes(b, s, vectors)
			}
		})
	}
}

func BenchmarkImport10k(b *testing.B) {
	for _, vectors := range []bool{false, true} {
		b.Run(map[bool]string{false: "lexical", true: "vectors"}[vectors], func(b *testing.B) {
			data := fileBytes(b, genFile(benchMemories, vectors))
			for b.Loop() {
				b.StopTimer()
				s := emptyStore(b)
				b.StartTimer()
				f, err := transfer.Read(bytes.NewReader(data))
				if err != nil {
					b.Fatal(err)
				}
				if rep := importInto(b, s, f); rep.Added != benchMemories {
					b.Fatalf("%d of %d added", rep.Added, benchMemories)
				}
			}
		})
	}
}

// BenchmarkMerge10kInto10k is the two-machine case: 10k memories another
// store made, none the same as the 10k here, so the gate compares each with
// a full store.
func BenchmarkMerge10kInto10k(b *testing.B) {
	other := genFile(benchMemories, false)
	for i := range other.Snapshot.Memories {
		m := &other.Snapshot.Memories[i]
		m.ID = "1" + m.ID[1:] // a later millennium: no id in common
		m.Text = strings.Replace(m.Text, "service listens on port", "daemon binds to socket", 1)
		m.SupersededBy, m.Supersedes = "", ""
	}
	other.Snapshot.Tombstones, other.Snapshot.Purged = nil, nil
	here := genFile(benchMemories, false)
	for b.Loop() {
		b.StopTimer()
		s := emptyStore(b)
		importInto(b, s, here)
		b.StartTimer()
		if rep := importInto(b, s, other); rep.Added != benchMemories {
			b.Fatalf("%d of %d added", rep.Added, benchMemories)
		}
	}
}
