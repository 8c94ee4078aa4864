package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/install"
	"github.com/hippo-mem/hippo/internal/pgtest"
	"github.com/hippo-mem/hippo/team"
)

// TestTeamCLI: two installations join one team store, one shares a memory
// with jot --share, and the other recalls it after a sync. The password
// never reaches config.json or the link, and a URL holding one is refused.
func TestTeamCLI(t *testing.T) {
	c := pgtest.Start(t)
	db := c.NewDatabase(t)
	c.Exec(t, db, team.Schema)
	var homes []*env
	for _, name := range []string{"cli_a", "cli_b"} {
		role := db + "_" + name
		c.Exec(t, db, "CREATE ROLE "+role+" LOGIN PASSWORD 'pw-"+role+"' IN ROLE hippo_writer")
		c.Exec(t, db, "INSERT INTO hippo.members (member, team_id) VALUES ($1, 'platform')", role)
		e := newEnv(t)
		url := c.URL(role, db)
		withPassword := strings.Replace(url, role+"@", role+":pw-"+role+"@", 1)
		if r := e.run(t, "", "team", "join", withPassword); r.code == 0 || !strings.Contains(r.stderr, "the URL holds a password") {
			t.Fatalf("a URL with a password was accepted: exit %d, %s", r.code, r.stderr)
		}
		if r := e.run(t, "pw-"+role+"\n", "team", "join", "--password-stdin", url); r.code != 0 {
			t.Fatalf("join: exit %d: %s", r.code, r.stderr)
		}
		checkPasswordKept(t, e.home, "pw-"+role)
		homes = append(homes, e)
	}
	a, b := homes[0], homes[1]
	id := strings.TrimSpace(a.ok(t, "jot", "--share", "releases are cut from the main branch every tuesday").stdout)
	private := strings.TrimSpace(a.ok(t, "jot", "a private note about my desk plant").stdout)
	a.ok(t, "team", "sync")
	b.ok(t, "team", "sync")
	if r := b.ok(t, "recall", "when are releases cut"); !strings.Contains(r.stdout, "every tuesday") {
		t.Errorf("b does not recall the shared memory:\n%s", r.stdout)
	}
	if r := b.ok(t, "recall", "desk plant note"); strings.Contains(r.stdout, "desk plant") {
		t.Errorf("b recalls a memory a did not share:\n%s", r.stdout)
	}
	var st team.Status
	if r := a.ok(t, "team", "status", "--list"); !strings.Contains(r.stdout, id) || strings.Contains(r.stdout, "desk plant") {
		t.Errorf("status --list does not list exactly the shared memory:\n%s", r.stdout)
	}
	if err := json.Unmarshal([]byte(a.ok(t, "team", "status", "--json").stdout), &st); err != nil || !st.Linked || st.Shared != 1 || st.Pending != 0 || len(st.Memories) != 1 {
		t.Errorf("status: %+v, %v (shared %s)", st, err, id)
	}
	if check := doctorCheck(t, a, "team"); check.Status != install.StatusOK {
		t.Errorf("doctor's team check: %+v", check)
	}
	checkTeamDown(t, c, b)
	// Where the user decides: a purge says what it sends to the team, and
	// only for a team memory.
	if r := a.ok(t, "purge", private, "--tombstone", "--reason", "not needed", "--yes"); strings.Contains(r.stderr, "team") {
		t.Errorf("the purge of a private memory speaks of the team: %s", r.stderr)
	}
	if r := a.ok(t, "purge", id, "--tombstone", "--reason", "wrong day", "--yes"); !strings.Contains(r.stderr, "sends the rejected claim's text") {
		t.Errorf("the tombstone of a team memory does not say it reaches the team: %s", r.stderr)
	}
	// share and unshare by id, as a person and as a script reads them.
	later := strings.TrimSpace(a.ok(t, "jot", "the deploy freeze starts on december 20").stdout)
	var sh team.Shared
	if err := json.Unmarshal([]byte(a.ok(t, "team", "share", "--json", later).stdout), &sh); err != nil || sh.ID != later {
		t.Errorf("team share --json: %+v, %v", sh, err)
	}
	if r := a.ok(t, "team", "unshare", later); !strings.Contains(r.stdout, later+" will be taken back") {
		t.Errorf("team unshare: %q", r.stdout)
	}
	a.ok(t, "team", "leave")
	if check := doctorCheck(t, a, "team"); !strings.Contains(check.Detail, "no team store") {
		t.Errorf("doctor after leave: %+v", check)
	}
}

// checkTeamDown: with the team store down, doctor warns with the fix and b
// still recalls what it pulled; up again, doctor is content (the control).
func checkTeamDown(t *testing.T, c *pgtest.Cluster, b *env) {
	t.Helper()
	if err := c.Stop(); err != nil {
		t.Fatal(err)
	}
	if check := doctorCheck(t, b, "team"); check.Status != install.StatusWarn || check.Fix == "" {
		t.Errorf("doctor's team check with the team store down: %+v", check)
	}
	if r := b.ok(t, "recall", "when are releases cut"); !strings.Contains(r.stdout, "every tuesday") {
		t.Errorf("with the team store down, b no longer recalls what it pulled:\n%s", r.stdout)
	}
	if err := c.Restart(); err != nil {
		t.Fatal(err)
	}
	if check := doctorCheck(t, b, "team"); check.Status != install.StatusOK {
		t.Errorf("doctor's team check with the team store up again: %+v", check)
	}
}

// checkPasswordKept: the password is in the 0600 password file only.
func checkPasswordKept(t *testing.T, home, password string) {
	t.Helper()
	fi, err := os.Stat(filepath.Join(home, "team", "password"))
	if err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("password file: %v, %v", fi, err)
	}
	for _, f := range []string{"config.json", "team/link.json", "team/state.json"} {
		if b, err := os.ReadFile(filepath.Join(home, f)); err == nil && strings.Contains(string(b), password) {
			t.Errorf("%s holds the password", f)
		}
	}
}

func doctorCheck(t *testing.T, e *env, name string) install.Check {
	t.Helper()
	r := e.run(t, "", "doctor", "--json")
	var checks []install.Check
	if err := json.Unmarshal([]byte(r.stdout), &checks); err != nil {
		t.Fatalf("doctor --json: %v\n%s", err, r.stdout)
	}
	for _, ch := range checks {
		if ch.Name == name {
			return ch
		}
	}
	t.Fatalf("doctor has no %s check:\n%s", name, r.stdout)
	return install.Check{}
}

// TestServerPullsTeam: while the warm server runs it syncs the team store
// when a teammate pushes (NOTIFY; polling set to an hour), and every
// team_poll_seconds (1 here) for an event written without a notification,
// so a teammate's memory reaches this machine with no command run.
func TestServerPullsTeam(t *testing.T) {
	for _, tc := range []struct {
		name string
		poll int
	}{{"notify", 3600}, {"poll", 1}} {
		t.Run(tc.name, func(t *testing.T) {
			c, db, a, b := serverTeam(t, tc.poll)
			var id string
			if tc.poll == 1 {
				id = "01ZZPOLLEDZZZZZZ"
				c.Exec(t, db, `WITH x AS (INSERT INTO hippo.contents (id, team_id, body) VALUES ('e-polled', 'platform', 'the pager rota lives in opsgenie'))
					INSERT INTO hippo.events (event_id, team_id, kind, memory_id, author, machine, stated_at, memory_kind, content_id)
					VALUES ('e-polled', 'platform', 'add', $1, 'admin', 'elsewhere', now(), 'fact', 'e-polled')`, id)
			} else {
				id = strings.TrimSpace(a.ok(t, "jot", "--share", "the incident channel is #ops-fire").stdout)
				a.ok(t, "team", "sync")
			}
			waitFor(t, serverWait, "the warm server to pull a teammate's memory", func() bool { return b.run(t, "", "show", id).code == 0 })
		})
	}
}

// serverTeam is two installations in one team, b running a warm server that
// polls every poll seconds and has synced once.
func serverTeam(t *testing.T, poll int) (*pgtest.Cluster, string, *env, *env) {
	c := pgtest.Start(t)
	db := c.NewDatabase(t)
	c.Exec(t, db, team.Schema)
	var homes []*env
	for _, name := range []string{"srv_a", "srv_b"} {
		role := db + "_" + name
		c.Exec(t, db, "CREATE ROLE "+role+" LOGIN PASSWORD '"+role+"' IN ROLE hippo_writer")
		c.Exec(t, db, "INSERT INTO hippo.members (member, team_id) VALUES ($1, 'platform')", role)
		e := newEnv(t)
		if err := os.MkdirAll(e.home, 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(e.home, "config.json"), fmt.Appendf(nil, `{"team_poll_seconds": %d}`, poll), 0o600); err != nil {
			t.Fatal(err)
		}
		if r := e.run(t, role+"\n", "team", "join", "--password-stdin", c.URL(role, db)); r.code != 0 {
			t.Fatalf("join: %s", r.stderr)
		}
		homes = append(homes, e)
	}
	b := homes[1].withModel(t)
	srv := b.cmd("", "serve")
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		b.run(t, "", "serve", "--stop")
		_ = srv.Wait()
	})
	waitFor(t, serverWait, "the warm server's first sync", func() bool {
		var st team.Status
		return json.Unmarshal([]byte(b.ok(t, "team", "status", "--json").stdout), &st) == nil && !st.LastSync.IsZero()
	})
	return c, db, homes[0], b
}

// serverWait bounds a wait for the warm server, a guard against a hang, not
// a measure of speed: under -race on a loaded two-core machine its start
// (the model loaded, then the first sync) took over 20 s in a CI run.
const serverWait = 90 * time.Second

func waitFor(t *testing.T, limit time.Duration, what string, done func() bool) {
	t.Helper()
	deadline := time.Now().Add(limit)
	for !done() {
		if time.Now().After(deadline) {
			t.Fatalf("waited %v for %s", limit, what)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// TestTeamStatusUnlinked: on a machine that joined no team, "team status"
// says so and exits 0, in text and JSON (a status is no error); the linked
// case is TestTeamCLI's.
func TestTeamStatusUnlinked(t *testing.T) {
	e := newEnv(t)
	if r := e.ok(t, "team", "status"); !strings.Contains(r.stdout, "no team store") {
		t.Errorf("team status on an unlinked machine: %q", r.stdout)
	}
	var st team.Status
	if err := json.Unmarshal([]byte(e.ok(t, "team", "status", "--json").stdout), &st); err != nil || st.Linked || st.Memories == nil {
		t.Errorf("team status --json: %+v, %v; want linked false and an empty list", st, err)
	}
}
