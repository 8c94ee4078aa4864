package regression

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/store"
)

// seedStore writes n memories through the store API and checkpoints them
// into the database file, and one tombstone through the CLI.
func seedStore(t *testing.T, h *home, n int) []string {
	t.Helper()
	if err := os.MkdirAll(h.data, 0o700); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	s, err := store.Open(ctx, h.data, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for i := range n {
		r, err := s.Add(ctx, store.NewMemory{Text: fmt.Sprintf("Fact %d: the zq%d service writes to the yq%d table. %s", i, i, i, strings.Repeat("padding words ", 20)),
			Kind: "fact", Origin: store.OriginJot, Speaker: store.SpeakerCLI})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, r.Memory.ID)
	}
	if err := s.Close(); err != nil { // the last connection checkpoints the WAL into the file
		t.Fatal(err)
	}
	h.hippo(t, "reject", "We deploy with Jenkins.", "--reason", "never did")
	return ids
}

func fileHash(t *testing.T, path string) [32]byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return sha256.Sum256(b)
}

// Check: a damaged database (truncated, or random bytes over a page) is
// reported clearly and never written to: jot fails with the salvage hint and
// the file is unchanged; the prompt hook fails open; "hippo doctor" fails the
// store check with the fix; "hippo doctor --salvage" recovers what is
// readable (with the tombstone) into a new store that works, and keeps the
// damaged file aside. The control is the same store before the damage. Bytes
// over the header lose nothing: salvage rebuilds it and recovers every memory.
func TestCorruptStoreSalvage(t *testing.T) {
	for _, damage := range []string{"truncated", "random-page", "header"} {
		t.Run(damage, func(t *testing.T) {
			h := newHome(t)
			ids := seedStore(t, h, 400)
			db := filepath.Join(h.data, store.DBFile)
			if r := h.hippo(t, "recall", "--json", "which table does the zq7 service write to"); !strings.Contains(r.stdout, ids[7]) {
				t.Fatalf("control: the store answers before the damage: %s", r.stdout)
			}
			damageStore(t, db, damage)
			// Random bytes may land where only a query notices: run one first.
			h.run(t, "", hippoBin, "recall", "which table does the zq150 service write to")
			h.run(t, "", hippoBin, "list", "--all")
			before := fileHash(t, db)
			r := h.run(t, "", hippoBin, "jot", "A new fact after the damage: the api uses mtls.")
			if r.code == 0 || !strings.Contains(r.stderr, "doctor --salvage") {
				t.Fatalf("jot into a damaged store: exit %d, %s", r.code, r.stderr)
			}
			if fileHash(t, db) != before {
				t.Fatal("a refused jot changed the damaged file")
			}
			if hr := h.run(t, promptPayload(h.project, "which table does the zq7 service write to"), hippoBin, "hook", "prompt"); hr.code != 0 || hr.stdout != "" {
				t.Fatalf("prompt hook on a damaged store: exit %d %q", hr.code, hr.stdout)
			}
			doc := h.run(t, "", hippoBin, "doctor")
			if doc.code == 0 || !strings.Contains(doc.stdout, "--salvage") {
				t.Fatalf("doctor on a damaged store: exit %d\n%s", doc.code, doc.stdout)
			}
			var rep store.SalvageReport
			if err := json.Unmarshal([]byte(h.hippo(t, "doctor", "--salvage", "--json").stdout), &rep); err != nil {
				t.Fatal(err)
			}
			t.Logf("%s: recovered %d of %d, %d unreadable, %d tombstones", damage, rep.Recovered, len(ids), rep.Unreadable, rep.Tombstones)
			if rep.Recovered == 0 || rep.Recovered > len(ids) || rep.Tombstones != 1 || damage == "header" && rep.Recovered != len(ids) {
				t.Fatalf("salvage = %+v", rep)
			}
			if _, err := os.Stat(rep.Damaged); err != nil {
				t.Fatalf("the damaged file was not kept: %v", err)
			}
			if integrity := integrityCheck(t, h.data); integrity != "ok" {
				t.Fatalf("the salvaged store: %s", integrity)
			}
			h.hippo(t, "jot", "A new fact after the salvage: the api uses mtls.")
			if r := h.run(t, "", hippoBin, "jot", "We deploy with Jenkins."); r.code == 0 {
				t.Fatal("the tombstone did not survive the salvage")
			}
			var stats struct {
				Memories int `json:"memories"`
			}
			if err := json.Unmarshal([]byte(h.hippo(t, "stats", "--json").stdout), &stats); err != nil || stats.Memories != rep.Recovered+1 {
				t.Fatalf("after salvage %d memories, want %d (%v)", stats.Memories, rep.Recovered+1, err)
			}
		})
	}
}

// damageStore damages the database file at db: "truncated" cuts it to half,
// "random-page" writes a page of random bytes in its middle, "header" writes
// random bytes over its 100-byte header.
func damageStore(t *testing.T, db, damage string) {
	t.Helper()
	st, err := os.Stat(db)
	if err != nil {
		t.Fatal(err)
	}
	if damage == "truncated" {
		if err := os.Truncate(db, st.Size()/2); err != nil {
			t.Fatal(err)
		}
		return
	}
	// Random bytes over the middle page of the memories table: a page that
	// the commands reading memories reach, wherever the schema puts it.
	junk, at := make([]byte, 4096), middlePage(t, db, "memories")*4096
	if damage == "header" {
		junk, at = make([]byte, 100), 0
	}
	_, _ = rand.Read(junk)
	f, err := os.OpenFile(db, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteAt(junk, at); err != nil {
		t.Fatal(err)
	}
}

// middlePage is the 0-based number of the middle page of table in db.
func middlePage(t *testing.T, db, table string) int64 {
	t.Helper()
	c, err := sql.Open("sqlite", db)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	rows, err := c.Query(`SELECT pageno FROM dbstat WHERE name = ? ORDER BY pageno`, table)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var pages []int64
	for rows.Next() {
		var p int64
		if err := rows.Scan(&p); err != nil {
			t.Fatal(err)
		}
		pages = append(pages, p)
	}
	if len(pages) == 0 {
		t.Fatalf("no page of %s in %s", table, db)
	}
	return pages[len(pages)/2] - 1
}
