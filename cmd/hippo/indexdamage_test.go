package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/hippo-mem/hippo/hooklog"
	"github.com/hippo-mem/hippo/internal/rawstore"
	"github.com/hippo-mem/hippo/store"
)

// seedIndexEnv stores n memories on varied subjects and returns the env and
// the id of the last, which names the "zephyrine" relay. They are written
// in this process, as jot writes them: a hippo process a memory was most of
// these tests' time under -race.
func seedIndexEnv(t *testing.T, n int) (*env, string) {
	t.Helper()
	e := newEnv(t)
	ctx := context.Background()
	if err := os.MkdirAll(e.home, 0o700); err != nil {
		t.Fatal(err)
	}
	s, err := store.Open(ctx, e.home, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var last string
	for i := range n {
		text := fmt.Sprintf("Service %d pages the on-call rota after %d failed health checks.", i, i+2)
		if i == n-1 {
			text = "The audit exporter ships its batches through the zephyrine relay."
		}
		r, err := s.Add(ctx, store.NewMemory{Text: text, Kind: "fact", Origin: store.OriginJot, Speaker: store.SpeakerCLI})
		if err != nil {
			t.Fatal(err)
		}
		last = r.Memory.ID
	}
	return e, last
}

// rawExecDB runs statements on the store through a connection of its own,
// as damage from outside hippo comes.
func rawExecDB(t *testing.T, dataDir string, stmts ...string) {
	t.Helper()
	rawstore.Exec(t, filepath.Join(dataDir, store.DBFile), stmts...)
}

// A search index dropped outside hippo: the CLI's recall says the index is
// damaged and names doctor --repair, not SQLite's "no such table" alone; the
// prompt hook fails open (exit 0, nothing printed, one error-log line that
// holds no prompt text); MCP recall says the same as the CLI, fix included.
// doctor --repair then brings recall back. The control, the same store
// undamaged, recalls the memory.
func TestDroppedIndexSaysRepair(t *testing.T) {
	e, id := seedIndexEnv(t, 4)
	const ask = "which relay carries the audit exporter batches"
	if r := e.ok(t, "recall", ask); !strings.Contains(r.stdout, id) {
		t.Fatalf("control: recall on the sound store misses the memory:\n%s", r.stdout)
	}
	rawExecDB(t, e.home, `DROP TABLE memories_vocab`, `DROP TABLE memories_fts`)
	r := e.run(t, "", "recall", ask)
	if !failsSaying(r, "the search index of "+filepath.Join(e.home, store.DBFile)+" is damaged", `"hippo doctor --repair" rebuilds the search index`) {
		t.Fatalf("recall on a dropped index: exit %d\n%s", r.code, r.stderr)
	}
	hook := e.run(t, fmt.Sprintf(`{"session_id":"s1","prompt":%q,"cwd":%q}`, ask, e.cwd), "hook", "prompt")
	log, _ := os.ReadFile(filepath.Join(e.home, hooklog.ErrorLogFile))
	if hook.code != 0 || hook.stdout != "" || strings.Count(string(log), "\n") != 1 || strings.Contains(string(log), "relay") {
		t.Fatalf("prompt hook on a dropped index: exit %d, stdout %q, error log %q", hook.code, hook.stdout, log)
	}
	if msg := mcpRecallError(t, e, ask); !strings.Contains(msg, "search index") || !strings.Contains(msg, "hippo doctor --repair") {
		t.Fatalf("MCP recall on a dropped index: %q", msg)
	}
	if _, err := os.Stat(filepath.Join(e.home, store.DamagedFile)); err == nil {
		t.Fatal("a dropped index marked the store damaged")
	}
	e.ok(t, "doctor", "--repair")
	if r := e.ok(t, "recall", ask); !strings.Contains(r.stdout, id) {
		t.Fatalf("recall after the repair misses the memory:\n%s", r.stdout)
	}
}

// mcpRecallError calls memory_recall through "hippo mcp" and returns the
// tool error's text ("" when it answered).
func mcpRecallError(t *testing.T, e *env, query string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	client := mcp.NewClient(&mcp.Implementation{Name: "hippo-test", Version: "1"}, nil)
	cmd := e.cmd("", "mcp")
	cmd.Stdin = nil // the transport gives it the client's pipe
	cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "memory_recall", Arguments: map[string]any{"query": query}})
	if err != nil {
		t.Fatalf("memory_recall: %v", err)
	}
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok && res.IsError {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}

// A purge of one memory that meets a damaged search index says nothing was
// purged, with doctor --repair's fix, and leaves the store unmarked (list
// and show work); after the repair the same purge completes. The pair: on a
// sound store the purge completes at once.
func TestPurgeOnDamagedIndexCLI(t *testing.T) {
	for _, damaged := range []bool{true, false} {
		t.Run(fmt.Sprintf("damaged %v", damaged), func(t *testing.T) {
			e, id := seedIndexEnv(t, 14) // one purged of 13 left: entry by entry, not a rebuild
			if damaged {
				rawExecDB(t, e.home, rawstore.GarbleIndexBlock)
				r := e.run(t, "", "purge", "--yes", id)
				if strings.Contains(r.stdout, "purged") || !failsSaying(r, "nothing was purged", `"hippo doctor --repair" rebuilds the search index`) {
					t.Fatalf("purge on a damaged index: exit %d\nstdout: %s\nstderr: %s", r.code, r.stdout, r.stderr)
				}
				if _, err := os.Stat(filepath.Join(e.home, store.DamagedFile)); err == nil {
					t.Fatal("a purge on a damaged index marked the store damaged")
				}
				e.ok(t, "list")
				e.ok(t, "show", id)
				e.ok(t, "doctor", "--repair")
			}
			if r := e.ok(t, "purge", "--yes", id); !strings.Contains(r.stdout, "purged "+id) {
				t.Fatalf("purge: %s", r.stdout)
			}
			if r := e.run(t, "", "show", id); r.code == 0 {
				t.Fatalf("the purged memory still shows: %s", r.stdout)
			}
		})
	}
}

// An older store (schema 5) whose search index alone is damaged cannot be
// migrated, since its migration rebuilds the index: every command says so
// with doctor --repair's hint and leaves it unmarked, and doctor --repair
// rebuilds the index, then migrates, with every memory kept. The pair: a
// sound schema-5 store is migrated by its first command.
func TestRepairOlderStoreCLI(t *testing.T) {
	for _, damaged := range []bool{true, false} {
		t.Run(fmt.Sprintf("damaged %v", damaged), func(t *testing.T) {
			e, id := seedIndexEnv(t, 3)
			rawExecDB(t, e.home, rawstore.V5...)
			if damaged {
				rawExecDB(t, e.home, `DROP TABLE memories_fts_config`)
				r := e.run(t, "", "list")
				if !failsSaying(r, "cannot be brought up to date until its search index is repaired", `run "hippo doctor --repair"`) {
					t.Fatalf("list on an older store with a damaged index: exit %d\n%s", r.code, r.stderr)
				}
				if _, err := os.Stat(filepath.Join(e.home, store.DamagedFile)); err == nil {
					t.Fatal("the older store was marked damaged")
				}
				if r := e.ok(t, "doctor", "--repair"); !strings.Contains(r.stdout, "rebuilt the search index: 3 memories indexed") {
					t.Fatalf("doctor --repair: %s", r.stdout)
				}
			}
			if r := e.ok(t, "recall", "which relay carries the audit exporter batches"); !strings.Contains(r.stdout, id) {
				t.Fatalf("recall after the migration misses the memory:\n%s", r.stdout)
			}
			var checks []struct{ Name, Status, Detail string }
			if err := json.Unmarshal([]byte(e.run(t, "", "doctor", "--json").stdout), &checks); err != nil {
				t.Fatal(err)
			}
			for _, c := range checks {
				if (c.Name == "store" || c.Name == "search index") && c.Status != "ok" {
					t.Errorf("doctor after the migration: %s %s: %s", c.Status, c.Name, c.Detail)
				}
			}
		})
	}
}

// failsSaying reports a run that exited 1 with every one of says on stderr.
func failsSaying(r result, says ...string) bool {
	for _, say := range says {
		if !strings.Contains(r.stderr, say) {
			return false
		}
	}
	return r.code == 1
}

// A jot on a store one of whose search index tables was dropped outside
// hippo (FTS5 writes _idx at commit) says the index is damaged, names
// doctor --repair, and marks nothing: the note is either stored or the user
// is told it was not. Both jot's paths: the one that first looks for a
// memory it restates, and --force, which goes straight to the insert.
func TestJotOnDroppedIndexTableCLI(t *testing.T) {
	for _, args := range [][]string{{"jot", "--force"}, {"jot"}} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			e, _ := seedIndexEnv(t, 4)
			rawExecDB(t, e.home, `DROP TABLE memories_fts_idx`)
			const note = "The billing replica is rebuilt from the nightly snapshot."
			r := e.run(t, "", append(args, note)...)
			if _, err := os.Stat(filepath.Join(e.home, store.DamagedFile)); err == nil {
				t.Fatalf("a jot on a dropped index table marked the store damaged:\n%s", r.stderr)
			}
			stored := strings.Contains(e.ok(t, "list").stdout, note)
			if r.code == 0 && !stored || r.code != 0 && (stored || !failsSaying(r, "search index", "is damaged", `"hippo doctor --repair" rebuilds the search index`)) {
				t.Fatalf("jot on a dropped index table: exit %d, stored %v\n%s", r.code, stored, r.stderr)
			}
		})
	}
}

// A purge that meets damage beyond the search index (a page of other
// memories than the target) says nothing was purged, and the fix: salvage,
// then the purge again; the damaged copy salvage keeps aside still holds the
// text. The store is marked, for salvage.
func TestPurgeOnDamagedMemoriesCLI(t *testing.T) {
	e, id := seedIndexEnv(t, 300)
	rawstore.OverwriteLeaf(t, filepath.Join(e.home, store.DBFile), "memories", `ORDER BY pageno LIMIT 1 OFFSET 1`, nil)
	r := e.run(t, "", "purge", "--yes", id)
	if strings.Contains(r.stdout, "purged") || !failsSaying(r, "nothing was purged", `"hippo doctor --salvage"`, "purge again", "aside") {
		t.Fatalf("purge on damaged memories: exit %d\nstdout: %s\nstderr: %s", r.code, r.stdout, r.stderr)
	}
}

// An older store whose migration its damaged search index blocks cannot be
// opened at all until doctor --repair: no command's hint may say that
// "hippo list" shows the memories meanwhile (the index-damage hint of a
// store that opens), whether read on stderr or in --json's hint, and
// doctor's fix says the repair also brings the store up to date.
func TestOlderStoreHintsSayItCannotOpen(t *testing.T) {
	e, id := seedIndexEnv(t, 3)
	rawExecDB(t, e.home, rawstore.V5...)
	rawExecDB(t, e.home, `DROP TABLE memories_fts_config`)
	for _, args := range [][]string{{"list"}, {"list", "--json"}, {"show", id}, {"recall", "relay"}, {"jot", "--force", "the cache warms at dawn"}, {"purge", "--yes", id}} {
		r := e.run(t, "", args...)
		if strings.Contains(r.stderr+r.stdout, "meanwhile") || !failsSaying(r, "until then hippo cannot open it") {
			t.Errorf("%v on an older store whose migration is blocked: exit %d\nstdout: %s\nstderr: %s", args, r.code, r.stdout, r.stderr)
		}
	}
	var checks []struct{ Name, Fix string }
	if err := json.Unmarshal([]byte(e.run(t, "", "doctor", "--json").stdout), &checks); err != nil {
		t.Fatal(err)
	}
	for _, c := range checks {
		if c.Name == "store" && (!strings.Contains(c.Fix, "up to date") || !strings.Contains(c.Fix, "cannot open")) {
			t.Errorf("doctor's fix for an older store whose migration is blocked: %q", c.Fix)
		}
	}
}
