package team

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/internal/teststore"
	"github.com/hippo-mem/hippo/store"
	"github.com/hippo-mem/hippo/workflow"
)

// machine is one simulated machine: its own data dir and store, linked to
// the team database as role.
type machine struct {
	name string
	s    *store.Store
	dir  string
}

func (d teamDB) machine(t *testing.T, name, group, team string) *machine {
	t.Helper()
	role := d.member(t, name, group, team)
	s, dir := teststore.Open(t)
	m := &machine{name: name, s: s, dir: dir}
	if _, err := Join(context.Background(), JoinRequest{URL: d.c.URL(role, d.db), Password: role, DataDir: dir}); err != nil {
		t.Fatalf("%s joins: %v", name, err)
	}
	return m
}

func (m *machine) sync(t *testing.T) SyncReport {
	t.Helper()
	rep, err := Sync(context.Background(), m.s, SyncRequest{DataDir: m.dir})
	if err != nil {
		t.Fatalf("%s syncs: %v", m.name, err)
	}
	return rep
}

func (m *machine) jot(t *testing.T, text string) store.Memory {
	t.Helper()
	w, err := workflow.Jot(context.Background(), m.s, workflow.JotRequest{Text: text, Kind: decay.KindFact})
	if err != nil {
		t.Fatalf("%s jots: %v", m.name, err)
	}
	return w.Memory
}

func (m *machine) share(t *testing.T, id string) {
	t.Helper()
	if _, err := Share(context.Background(), m.s, m.dir, id); err != nil {
		t.Fatalf("%s shares: %v", m.name, err)
	}
}

// recalls reports whether a recall of query here shows a memory whose text
// holds want.
func (m *machine) recalls(t *testing.T, query, want string) bool {
	t.Helper()
	res, err := m.s.Recall(context.Background(), store.Query{Text: query, NoReinforce: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range res.Hits {
		if strings.Contains(h.Memory.Text, want) {
			return true
		}
	}
	return false
}

// scan lists the files under dir holding needle.
func scan(t *testing.T, dir, needle string) []string {
	t.Helper()
	var hits []string
	err := filepath.Walk(dir, func(p string, fi os.FileInfo, err error) error {
		if err != nil || fi.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err == nil && bytes.Contains(b, []byte(needle)) {
			hits = append(hits, p)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return hits
}

// TestShareSyncRecall: a memory shared on one machine is recalled on the
// two others after they sync; one not shared is not (only an explicit
// choice shares), and a teammate's recalls never change its strength here.
func TestShareSyncRecall(t *testing.T) {
	d := newTeamDB(t)
	a := d.machine(t, "a", "hippo_writer", "x")
	b := d.machine(t, "b", "hippo_writer", "x")
	c := d.machine(t, "c", "hippo_reader", "x")
	shared := a.jot(t, "we deploy the billing service with Argo CD")
	a.jot(t, "my own scratch note about the espresso machine")
	a.share(t, shared.ID)
	if _, err := Share(context.Background(), c.s, c.dir, c.jot(t, "a reader's own note on the vpn client").ID); !errors.Is(err, ErrReader) {
		t.Errorf("a reader shared (%v)", err)
	}
	if rep := a.sync(t); rep.Pushed != 1 {
		t.Fatalf("a pushed %d events, want 1", rep.Pushed)
	}
	for _, m := range []*machine{b, c} {
		if rep := m.sync(t); rep.Added != 1 {
			t.Fatalf("%s added %d memories, want 1 (%+v)", m.name, rep.Added, rep)
		}
		if !m.recalls(t, "how do we deploy billing", "Argo CD") {
			t.Errorf("%s does not recall the shared memory", m.name)
		}
		if m.recalls(t, "espresso machine scratch note", "espresso") {
			t.Errorf("%s recalls a memory a never shared", m.name)
		}
	}
	before, err := b.s.Get(context.Background(), shared.ID)
	if err != nil {
		t.Fatal(err)
	}
	for range 5 { // a's recalls reinforce a's copy only
		if _, err := a.s.Recall(context.Background(), store.Query{Text: "deploy billing Argo CD"}); err != nil {
			t.Fatal(err)
		}
	}
	a.sync(t)
	b.sync(t)
	after, _ := b.s.Get(context.Background(), shared.ID)
	if after.Stability != before.Stability || after.AccessCount != before.AccessCount {
		t.Errorf("a's recalls changed b's copy: stability %v -> %v, accesses %d -> %d",
			before.Stability, after.Stability, before.AccessCount, after.AccessCount)
	}
}

// TestSecretNeverReachesTeam: a memory marked for sharing whose text holds
// a secret (planted raw, as a store written before the redactor knew the
// pattern would hold it) reaches the team store redacted: the secret is in
// no file of the cluster's data dir, while the memory's other words are
// (the positive control that the scan sees what is pushed).
func TestSecretNeverReachesTeam(t *testing.T) {
	d := newTeamDB(t)
	a := d.machine(t, "a", "hippo_writer", "x")
	secret := "ghp_" + strings.Repeat("a1B2", 9)
	now := time.Now().UTC()
	raw := store.Memory{ID: "M00000000000000000000SECRET", Text: "the release bot authenticates with token " + secret + " quokkamarker",
		Kind: decay.KindFact, Origin: store.OriginJot, Speaker: store.SpeakerCLI, CreatedAt: now, StatedAt: now,
		LastAccessed: now, LastReinforcedAt: now, Stability: 30, BaseStability: 30, MemoryType: decay.TypeCurated, SchemaVersion: store.SchemaVersion}
	if _, err := a.s.Restore(context.Background(), store.RestorePlan{Insert: []store.Row{{Memory: raw}}}); err != nil {
		t.Fatal(err)
	}
	if len(scan(t, a.dir, secret)) == 0 {
		t.Fatal("the planted secret is not in the local store: the test proves nothing")
	}
	sh, err := Share(context.Background(), a.s, a.dir, raw.ID)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(sh.Text, secret) || len(sh.Redacted) == 0 {
		t.Errorf("share shows %q, redacted %v: the user is not told the secret stays here", sh.Text, sh.Redacted)
	}
	a.sync(t)
	d.c.Exec(t, d.db, "CHECKPOINT")
	if hits := scan(t, d.c.Dir, "quokkamarker"); len(hits) == 0 {
		t.Fatal("the shared text is in no file of the cluster: the scan cannot see a leak")
	}
	if hits := scan(t, d.c.Dir, secret); len(hits) > 0 {
		t.Errorf("the secret reached the team store: %v", hits)
	}
}

// TestCorrectionSupersedesEverywhere: the user's correction made on b of a
// memory a shared supersedes it on a too, while a model's correction of it
// on c stays on c.
func TestCorrectionSupersedesEverywhere(t *testing.T) {
	d := newTeamDB(t)
	a := d.machine(t, "a", "hippo_writer", "x")
	b := d.machine(t, "b", "hippo_writer", "x")
	c := d.machine(t, "c", "hippo_writer", "x")
	old := a.jot(t, "the staging database runs on port 5433")
	a.share(t, old.ID)
	a.sync(t)
	b.sync(t)
	c.sync(t)
	byModel, err := workflow.Correct(context.Background(), c.s, workflow.Correction{OldID: old.ID, Text: "the staging database runs on port 7000", By: workflow.ByMCP})
	if err != nil {
		t.Fatal(err)
	}
	if rep := c.sync(t); rep.Pushed != 0 {
		t.Errorf("a model's correction reached the team (%d events): only the user's choice shares", rep.Pushed)
	}
	fix, err := workflow.Correct(context.Background(), b.s, workflow.Correction{OldID: old.ID, Text: "the staging database runs on port 6543"})
	if err != nil {
		t.Fatal(err)
	}
	if rep := b.sync(t); rep.Pushed != 1 {
		t.Errorf("b's correction: %d events pushed, want 1", rep.Pushed)
	}
	a.sync(t)
	c.sync(t)
	if _, err := a.s.Get(context.Background(), byModel.Memory.ID); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("a holds the model's correction made on c (%v)", err)
	}
	for _, m := range []*machine{a, b} {
		o, err := m.s.Get(context.Background(), old.ID)
		if err != nil || o.SupersededBy != fix.Memory.ID {
			t.Errorf("%s: old memory superseded by %q (%v), want %s", m.name, o.SupersededBy, err, fix.Memory.ID)
		}
		if n, err := m.s.Get(context.Background(), fix.Memory.ID); err != nil || !n.Active() {
			t.Errorf("%s: the correction is not active (%v)", m.name, err)
		}
	}
}

// TestAdminPurgeEverywhere: a writer's purge of a team memory stays on its
// machine (the team keeps the memory); an admin's purge removes the text
// from every machine's store (byte scan) and from the team tables (byte
// scan of the table files and a query), and a later pull does not bring it
// back.
func TestAdminPurgeEverywhere(t *testing.T) {
	d := newTeamDB(t)
	a := d.machine(t, "a", "hippo_writer", "x")
	b := d.machine(t, "b", "hippo_writer", "x")
	admin := d.machine(t, "admin", "hippo_admin", "x")
	text := "the vault unseal ceremony needs three wombatkeys"
	m := a.jot(t, text)
	a.share(t, m.ID)
	a.sync(t)
	b.sync(t)
	admin.sync(t)
	purge := func(who *machine) {
		t.Helper()
		who.purge(t, m.ID)
		who.sync(t)
	}
	purge(b) // a writer: local only
	if rep := b.sync(t); rep.LocalOnly != 1 {
		t.Errorf("b's purge: %d local-only purges, want 1", rep.LocalOnly)
	}
	a.sync(t)
	if _, err := a.s.Get(context.Background(), m.ID); err != nil {
		t.Fatalf("a writer's purge removed the memory from a teammate: %v", err)
	}
	purge(admin)
	a.sync(t)
	b.sync(t)
	super := d.connectSuper(t)
	if n := count(t, super, "SELECT count(*) FROM hippo.contents WHERE body LIKE '%wombatkeys%'"); n != 0 {
		t.Errorf("the team's contents still hold the text (%d rows)", n)
	}
	var rel string
	if err := super.QueryRow(context.Background(), "SELECT pg_relation_filepath('hippo.contents')").Scan(&rel); err != nil {
		t.Fatal(err)
	}
	d.c.Exec(t, d.db, "VACUUM FULL hippo.contents") // the table owner's part of a purge (see the README)
	d.c.Exec(t, d.db, "CHECKPOINT")
	if err := super.QueryRow(context.Background(), "SELECT pg_relation_filepath('hippo.contents')").Scan(&rel); err != nil {
		t.Fatal(err)
	}
	if hits := scan(t, filepath.Join(d.c.Dir, rel), "wombatkeys"); len(hits) > 0 {
		t.Errorf("the contents table's file still holds the text")
	}
	for _, mc := range []*machine{a, b, admin} {
		if _, err := mc.s.Get(context.Background(), m.ID); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("%s still has the purged memory (%v)", mc.name, err)
		}
		if hits := scan(t, mc.dir, "wombatkeys"); len(hits) > 0 {
			t.Errorf("%s: the purged text is still in %v", mc.name, hits)
		}
	}
	if err := Leave(a.dir); err != nil { // a fresh pull from the start must not bring it back
		t.Fatal(err)
	}
	if _, err := Join(context.Background(), JoinRequest{URL: d.c.URL(d.db+"_a", d.db), Password: d.db + "_a", DataDir: a.dir}); err != nil {
		t.Fatal(err)
	}
	a.sync(t)
	if _, err := a.s.Get(context.Background(), m.ID); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("a pull brought a purged memory back (%v)", err)
	}
}

// TestTombstoneBlocksEverywhere: a claim a teammate tombstoned is refused
// on every machine; another claim is still stored (the control).
func TestTombstoneBlocksEverywhere(t *testing.T) {
	d := newTeamDB(t)
	a := d.machine(t, "a", "hippo_writer", "x")
	b := d.machine(t, "b", "hippo_writer", "x")
	claim := "run terraform apply from your laptop for hotfixes"
	m := a.jot(t, claim)
	a.share(t, m.ID)
	a.sync(t)
	b.sync(t)
	if _, err := workflow.Purge(context.Background(), a.s, workflow.PurgeRequest{IDs: []string{m.ID}, Tombstone: true,
		Reason: "wrong: terraform runs only in CI", DataDir: a.dir}); err != nil {
		t.Fatal(err)
	}
	a.sync(t)
	b.sync(t)
	for _, mc := range []*machine{a, b} {
		_, err := workflow.Jot(context.Background(), mc.s, workflow.JotRequest{Text: claim, Kind: decay.KindFact})
		var blocked *store.BlockedError
		if !errors.As(err, &blocked) {
			t.Errorf("%s stored the tombstoned claim again (%v)", mc.name, err)
		}
		if mc.recalls(t, "terraform apply laptop hotfix", "terraform apply") {
			t.Errorf("%s still recalls the tombstoned claim", mc.name)
		}
		if _, err := workflow.Jot(context.Background(), mc.s, workflow.JotRequest{Text: "the terraform state lives in the ops bucket", Kind: decay.KindFact}); err != nil {
			t.Errorf("%s: an unrelated claim is refused: %v", mc.name, err)
		}
	}
}

// TestUnshare: only the machine that shared a memory takes it back; then
// the text leaves the team's tables and the other machine's store, and the
// author keeps it.
func TestUnshare(t *testing.T) {
	d := newTeamDB(t)
	a := d.machine(t, "a", "hippo_writer", "x")
	b := d.machine(t, "b", "hippo_writer", "x")
	m := a.jot(t, "the legacy ftp gateway still serves the capybara partner")
	a.share(t, m.ID)
	a.sync(t)
	b.sync(t)
	if _, err := Unshare(context.Background(), b.s, b.dir, m.ID); !errors.Is(err, ErrNotOwn) {
		t.Fatalf("b unshared a's memory (%v)", err)
	}
	if _, err := Unshare(context.Background(), a.s, a.dir, m.ID); err != nil {
		t.Fatal(err)
	}
	if rep := a.sync(t); rep.Pushed != 1 {
		t.Errorf("a's unshare pushed %d events, want 1", rep.Pushed)
	}
	b.sync(t)
	a.sync(t)
	if n := count(t, d.connectSuper(t), "SELECT count(*) FROM hippo.contents WHERE body LIKE '%capybara%'"); n != 0 {
		t.Errorf("the team still holds the unshared text (%d rows)", n)
	}
	if _, err := b.s.Get(context.Background(), m.ID); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("b still holds the unshared memory (%v)", err)
	}
	if got, err := a.s.Get(context.Background(), m.ID); err != nil || !got.Active() {
		t.Errorf("the author lost its own memory: %v", err)
	}
}

// TestPolicyProposesOnly: a policy proposes the conventions of its topic
// and shares nothing until the user approves; a fact of the topic and a
// convention of another are not proposed, and a declined memory is never
// proposed again.
func TestPolicyProposesOnly(t *testing.T) {
	d := newTeamDB(t)
	a := d.machine(t, "a", "hippo_writer", "x")
	ctx := context.Background()
	jot := func(text string, kind decay.Kind, topic string) store.Memory {
		return teststore.Jot(t, a.s, text, kind, topic)
	}
	conv := jot("every service in ops exposes a healthz endpoint", decay.KindConvention, "ops")
	other := jot("ops dashboards are rebuilt with jsonnet", decay.KindConvention, "ops")
	jot("the ops laptop sticker is green", decay.KindFact, "ops")
	jot("frontend components use the kebab naming style", decay.KindConvention, "web")
	policy := []config.TeamPolicy{{Topic: "ops"}}
	rep, err := Sync(ctx, a.s, SyncRequest{DataDir: a.dir, Propose: policy})
	if err != nil || rep.Pushed != 0 || rep.Pending != 2 {
		t.Fatalf("first sync: %+v, %v; want nothing pushed and 2 pending", rep, err)
	}
	if err := Decide(a.dir, []string{conv.ID}, true); err != nil {
		t.Fatal(err)
	}
	if err := Decide(a.dir, []string{other.ID}, false); err != nil {
		t.Fatal(err)
	}
	rep, err = Sync(ctx, a.s, SyncRequest{DataDir: a.dir, Propose: policy})
	if err != nil || rep.Pushed != 1 || rep.Pending != 0 {
		t.Errorf("after approval: %+v, %v; want the approved memory pushed and nothing pending", rep, err)
	}
}

// TestJoinWithPassfile: with no password typed, the standard PGPASSFILE
// supplies it and nothing is saved in the data dir; without it the join
// is refused as wanting a password.
func TestJoinWithPassfile(t *testing.T) {
	d := newTeamDB(t)
	role := d.member(t, "pf", "hippo_writer", "x")
	ctx := context.Background()
	_, dir := teststore.Open(t)
	t.Setenv("PGPASSFILE", filepath.Join(t.TempDir(), "none"))
	_, err := Join(ctx, JoinRequest{URL: d.c.URL(role, d.db), DataDir: dir})
	if err == nil || !NeedsPassword(err) {
		t.Fatalf("a join with no password: %v; want a refusal that asks for one", err)
	}
	withPassword := strings.Replace(d.c.URL(role, d.db), role+"@", role+":"+role+"@", 1)
	if _, err := Join(ctx, JoinRequest{URL: withPassword, DataDir: dir}); !errors.Is(err, ErrPasswordInURL) || NeedsPassword(err) {
		t.Fatalf("a URL holding a password: %v; want it refused, not a prompt", err)
	}
	pass := filepath.Join(t.TempDir(), "pgpass")
	if err := os.WriteFile(pass, []byte("*:*:*:"+role+":"+role+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PGPASSFILE", pass)
	if _, err := Join(ctx, JoinRequest{URL: d.c.URL(role, d.db), DataDir: dir}); err != nil {
		t.Fatalf("join with PGPASSFILE: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, passwordFile)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a password file was saved though PGPASSFILE supplies it (%v)", err)
	}
}

// TestTLSSettingsReachDriver: the TLS settings in the URL reach the driver:
// over TCP, sslmode=require is refused by the test cluster, which has no
// TLS, while the same URL with sslmode=disable joins.
func TestTLSSettingsReachDriver(t *testing.T) {
	d := newTeamDB(t)
	role := d.member(t, "tls", "hippo_writer", "x")
	_, dir := teststore.Open(t)
	for _, tc := range []struct {
		mode string
		ok   bool
	}{{"require", false}, {"disable", true}} {
		url := fmt.Sprintf("postgres://%s@127.0.0.1:%d/%s?sslmode=%s", role, d.c.Port, d.db, tc.mode)
		_, err := Join(context.Background(), JoinRequest{URL: url, Password: role, DataDir: dir})
		if !tc.ok && err != nil && !strings.Contains(err.Error(), "TLS") {
			t.Errorf("%s: refused for another reason than TLS: %v", url, err)
		}
		if (err == nil) != tc.ok {
			t.Errorf("%s: join err = %v, want ok=%v", url, err, tc.ok)
		}
	}
}
