package selftest

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	_ "modernc.org/sqlite" // lockStore's and unindex's second connection

	"github.com/hippo-mem/hippo/store"
)

func failf(format string, a ...any) error { return fmt.Errorf(format, a...) }

// Checks is every named check, in the order they run.
func Checks() []Check {
	var all []Check
	for _, group := range [][]Check{pairs(), lifecycle(), secretChecks(), hostileHookChecks(), hostileCLIChecks(),
		privacyChecks(), jsonChecks(), installChecks()} {
		all = append(all, group...)
	}
	return all
}

// pruneLater runs a prune through the store API with its clock moved on by
// shift, for checks that need time to pass, and returns what it archived.
func (e *Env) pruneLater(shift time.Duration) ([]store.Memory, error) {
	s, err := store.Open(e.ctx, e.Data, store.Options{Now: func() time.Time { return time.Now().Add(shift) }, Actor: "selftest"})
	if err != nil {
		return nil, err
	}
	defer s.Close()
	return s.Prune(e.ctx, false)
}

// aYear is long enough for any unused, unconfirmed memory to fade.
const aYear = 400 * 24 * time.Hour

// pairs are the must-nots, each with the positive control that proves the
// check could have seen a failure.
func pairs() []Check {
	return []Check{
		{"archived-absent-from-recall-present-in-cold", "a memory pruned after fading is not recalled, and a precise cue still finds it in cold recall", func(e *Env) error {
			id, err := e.Jot("The nightly backup job writes to the eu-west bucket.", "--kind", "event")
			if err != nil {
				return err
			}
			if ok, err := e.Recalled("nightly backup job bucket", id); err != nil || !ok {
				return failf("control: a fresh memory is not recalled (%v)", err)
			}
			archived, err := e.pruneLater(aYear)
			if err != nil || len(archived) != 1 {
				return failf("prune a year later archived %d memories (%v), want 1", len(archived), err)
			}
			if ok, err := e.Recalled("nightly backup job bucket", id); err != nil || ok {
				return failf("an archived memory was recalled (%v)", err)
			}
			r, err := e.OK("cold", "The nightly backup job writes to the eu-west bucket.")
			if err != nil || !strings.Contains(r.Stdout, id) {
				return failf("cold recall missed the archived memory: %q %v", r.Stdout, err)
			}
			return nil
		}},
		{"purge-leaves-no-bytes", "after purge no file under the data dir holds the text, and the same scan finds it before", func(e *Env) error {
			const text = "The vault unseal ritual needs three keyholders in room 4B."
			id, err := e.Jot(text)
			if err != nil {
				return err
			}
			if !e.Scan("unseal ritual") {
				return failf("control: the scan does not see the memory before purge")
			}
			if _, err := e.OK("purge", id, "--yes"); err != nil {
				return err
			}
			if e.Scan("unseal ritual") {
				return failf("purged text still on disk")
			}
			return nil
		}},
		{"tombstone-refuses-claim-allows-others", "a tombstoned claim is refused, while an unrelated jot and the claim's correction are stored", func(e *Env) error {
			id, err := e.Jot("We use Redis for session storage.")
			if err != nil {
				return err
			}
			if _, err := e.OK("purge", id, "--yes", "--tombstone", "--reason", "we never did"); err != nil {
				return err
			}
			if r := e.Run("", "jot", "We use Redis for session storage."); r.Code == 0 || !strings.Contains(r.Stderr, "tombstone") {
				return failf("the tombstoned claim was stored: exit %d %s", r.Code, r.Stderr)
			}
			if _, err := e.Jot("The invoices worker runs nightly."); err != nil {
				return failf("an unrelated jot was refused: %v", err)
			}
			if _, err := e.Jot("We use Postgres for session storage."); err != nil {
				return failf("the correction was refused: %v", err)
			}
			return nil
		}},
		{"plain-purge-does-not-block", "a purge without --tombstone lets the same text be jotted again", func(e *Env) error {
			id, err := e.Jot("The staging cluster runs in Frankfurt.")
			if err != nil {
				return err
			}
			if _, err := e.OK("purge", id, "--yes"); err != nil {
				return err
			}
			again, err := e.Jot("The staging cluster runs in Frankfurt.")
			if err != nil || again == id {
				return failf("jot after a plain purge: %q %v", again, err)
			}
			return nil
		}},
		{"superseded-absent-from-recall-present-in-successor", "a corrected memory leaves recall and is shown in its successor's history", func(e *Env) error {
			old, err := e.Jot("Deploys go out on Fridays.")
			if err != nil {
				return err
			}
			r, err := e.OK("correct", old, "Deploys go out on Tuesdays.")
			if err != nil {
				return err
			}
			newID := strings.TrimSpace(r.Stdout)
			if ok, _ := e.Recalled("when do deploys go out", newID); !ok {
				return failf("control: the correction is not recalled")
			}
			if ok, _ := e.Recalled("when do deploys go out", old); ok {
				return failf("the superseded memory is still recalled")
			}
			show, err := e.OK("show", newID)
			if err != nil || !strings.Contains(show.Stdout, old) {
				return failf("show of the successor does not name %s: %q", old, show.Stdout)
			}
			return nil
		}},
		{"prompt-hook-related-injects-unrelated-silent", "a related prompt injects its memory; an unrelated one injects nothing", func(e *Env) error {
			id, err := e.Jot("Always run the tests with pnpm test, never npm test.")
			if err != nil {
				return err
			}
			if r := e.Hook("prompt", e.PromptPayload("how should I run the tests with pnpm?")); r.Code != 0 || !strings.Contains(r.Stdout, id) {
				return failf("related prompt: exit %d, output %q", r.Code, r.Stdout)
			}
			if r := e.Hook("prompt", e.PromptPayload("write a haiku about autumn leaves")); r.Code != 0 || r.Stdout != "" {
				return failf("unrelated prompt injected %q", r.Stdout)
			}
			return nil
		}},
		{"injected-context-not-captured-user-statement-is", "capture does not learn hippo's own injected block, and stores the user's statement beside it", func(e *Env) error {
			block := "<hippo-memories>\nNotes recalled by hippo.\n- [confident] 01ABC | We use Kafka for the orders queue.\n</hippo-memories>"
			lines := []map[string]any{
				{"type": "user", "uuid": "a1", "sessionId": "s1", "cwd": e.Project, "isMeta": true, "message": map[string]any{"role": "user", "content": block}},
				{"type": "user", "uuid": "u1", "sessionId": "s1", "cwd": e.Project, "message": map[string]any{"role": "user", "content": "We always run the database migrations before the canary deploy."}},
			}
			path, err := e.transcript(lines)
			if err != nil {
				return err
			}
			if _, err := e.OK("capture", path); err != nil {
				return err
			}
			var mems []struct {
				Text string `json:"text"`
			}
			if err := e.JSON(&mems, "list", "--all"); err != nil {
				return err
			}
			var texts []string
			for _, m := range mems {
				texts = append(texts, m.Text)
			}
			all := strings.Join(texts, "\n")
			if !strings.Contains(all, "database migrations before the canary") {
				return failf("the user's statement was not captured: %q", all)
			}
			if strings.Contains(all, "Kafka") {
				return failf("hippo's own block was captured: %q", all)
			}
			return nil
		}},
		{"secret-absent-rest-present", "a secret in a jot is not stored, and the rest of its sentence is", func(e *Env) error {
			secret := "ghp_" + strings.Repeat("Z9y8X7w6V5", 4)
			id, err := e.Jot("The release bot uses token " + secret + " from the ci vault.")
			if err != nil {
				return err
			}
			if e.Scan(secret) {
				return failf("the secret is on disk")
			}
			show, err := e.OK("show", id)
			if err != nil || !strings.Contains(show.Stdout, "from the ci vault") || !strings.Contains(show.Stdout, "REDACTED") {
				return failf("the rest of the sentence was not kept: %q", show.Stdout)
			}
			return nil
		}},
		{"prompt-hook-fails-open-on-locked-store", "the prompt hook exits 0 silently while another process holds the write lock, and answers once it is released", func(e *Env) error {
			id, err := e.Jot("The payments gateway needs an idempotency key.")
			if err != nil {
				return err
			}
			release, err := e.lockStore()
			if err != nil {
				return err
			}
			locked := e.Hook("prompt", e.PromptPayload("what does the payments gateway need?"))
			release()
			if locked.Code != 0 || locked.Stdout != "" {
				return failf("locked store: exit %d, output %q", locked.Code, locked.Stdout)
			}
			if r := e.Hook("prompt", e.PromptPayload("what does the payments gateway need?")); r.Code != 0 || !strings.Contains(r.Stdout, id) {
				return failf("unlocked store: exit %d, output %q", r.Code, r.Stdout)
			}
			return nil
		}},
		{"install-twice-uninstall-exact", "installing twice changes nothing, and uninstall removes exactly what install added", func(e *Env) error {
			settings := filepath.Join(e.Home, ".claude", "settings.json")
			if err := os.MkdirAll(filepath.Dir(settings), 0o700); err != nil {
				return err
			}
			const theirs = `{"model": "opus", "permissions": {"allow": ["Bash(ls:*)"]}, "hooks": {"Stop": [{"hooks": [{"type": "command", "command": "say done"}]}]}}`
			if err := os.WriteFile(settings, []byte(theirs), 0o600); err != nil {
				return err
			}
			if _, err := e.OK("install", "--no-model"); err != nil {
				return err
			}
			once, _ := os.ReadFile(settings)
			if !strings.Contains(string(once), "hook prompt") {
				return failf("control: install did not register the hooks: %s", once)
			}
			if _, err := e.OK("install", "--no-model"); err != nil {
				return err
			}
			if twice, _ := os.ReadFile(settings); string(twice) != string(once) {
				return failf("a second install changed settings.json")
			}
			if _, err := e.OK("uninstall"); err != nil {
				return err
			}
			after, _ := os.ReadFile(settings)
			var a, b any
			if json.Unmarshal(after, &a) != nil || json.Unmarshal([]byte(theirs), &b) != nil || !jsonEqual(a, b) {
				return failf("uninstall did not restore the user's settings:\n%s", after)
			}
			return nil
		}},
		{"other-project-found-ranked-below", "a memory from another project is recalled, ranked below the same memory in this project", func(e *Env) error {
			other, err := e.OK("jot", "--topic", "otherproj", "The api gateway rate limit is 100 requests per second.")
			if err != nil {
				return err
			}
			here, err := e.Jot("The api gateway rate limit is 100 requests per second here too.")
			if err != nil {
				return err
			}
			var res struct {
				Hits []struct {
					Memory struct {
						ID string `json:"id"`
					} `json:"memory"`
					Score float64 `json:"score"`
				} `json:"hits"`
			}
			if err := e.JSON(&res, "recall", "what is the api gateway rate limit"); err != nil {
				return err
			}
			pos := map[string]int{}
			for i, h := range res.Hits {
				pos[h.Memory.ID] = i + 1
			}
			o := strings.TrimSpace(other.Stdout)
			if pos[here] == 0 || pos[o] == 0 || pos[here] > pos[o] {
				return failf("ranks: this project %d, other project %d (want both found, this one first)", pos[here], pos[o])
			}
			return nil
		}},
	}
}

func jsonEqual(a, b any) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}

// transcript writes a Claude Code transcript for capture checks.
func (e *Env) transcript(lines []map[string]any) (string, error) {
	var b strings.Builder
	for _, l := range lines {
		j, err := json.Marshal(l)
		if err != nil {
			return "", err
		}
		b.Write(j)
		b.WriteByte('\n')
	}
	path := filepath.Join(e.Root, fmt.Sprintf("t%d.jsonl", time.Now().UnixNano()))
	return path, os.WriteFile(path, []byte(b.String()), 0o600)
}

// lockStore holds an exclusive lock on the store from another connection, as
// a process stuck mid-write would, until release.
func (e *Env) lockStore() (release func(), err error) {
	db, err := sql.Open("sqlite", "file:"+filepath.Join(e.Data, store.DBFile)+"?_pragma=locking_mode(EXCLUSIVE)")
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(1)
	if _, err := db.Exec(`CREATE TABLE IF NOT EXISTS lock_probe(x); INSERT INTO lock_probe VALUES (1)`); err != nil {
		db.Close()
		return nil, fmt.Errorf("lock the store: %w", err)
	}
	return func() { db.Close() }, nil
}

// unindex deletes memory id's row from the search index through a connection
// of its own, leaving the memory: the index out of step, as damage leaves it.
func (e *Env) unindex(id string) error {
	db, err := sql.Open("sqlite", filepath.Join(e.Data, store.DBFile))
	if err != nil {
		return err
	}
	defer db.Close()
	if _, err := db.Exec(`DELETE FROM memories_fts WHERE rowid = (SELECT seq FROM memories WHERE id = ?)`, id); err != nil {
		return fmt.Errorf("unindex %s: %w", id, err)
	}
	return nil
}
