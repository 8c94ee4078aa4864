package regression

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"testing"
)

// frozenSets are the held-out test parts under testdata/frozen: each was
// written by someone who had not read the code it scores, from the task's
// description alone, and committed before that code changed. Nothing is ever
// tuned on them, so an edit would turn a held-out figure into a tuned one:
// their SHA-256s are pinned here and in BENCHMARKS.md.
var frozenSets = map[string]string{
	"recall/memories.jsonl":                      "2aef7d8a782777a6dbfc045c9b6e89a5aaaddb57752ea4d08457a98fb030f9bc",
	"recall/queries.jsonl":                       "841ccf12a1003e41d6c004cff6be869e646681e492006d7111f22174c1efbfb8",
	"contradictions/contradictions-frozen.jsonl": "9255445bb31715ec9451087b7ba23b0bc65d35bf13ebff6c365590a28a0254e1",
	"gate/gate-frozen.jsonl":                     "dd93575aaf6f1cfaa942507c23406e9f701762c1b01bd062628d4c2c32ff1966",
	"secrets/secrets-frozen.jsonl":               "448761d7feb2e5a945c50faa2dcd598ea4494c40974ec17521815f62ac242375",
}

func TestFrozenSetsUnchanged(t *testing.T) {
	for name, want := range frozenSets {
		b, err := os.ReadFile(filepath.Join("..", "testdata", "frozen", name))
		if err != nil {
			t.Fatal(err)
		}
		sum := sha256.Sum256(b)
		if got := hex.EncodeToString(sum[:]); got != want {
			t.Errorf("testdata/frozen/%s changed: sha256 %s, pinned %s; a held-out set is never edited", name, got, want)
		}
	}
}
