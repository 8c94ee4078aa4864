package maintain

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/hooklog"
	"github.com/hippo-mem/hippo/internal/pgtest"
	"github.com/hippo-mem/hippo/internal/teststore"
	"github.com/hippo-mem/hippo/store"
	"github.com/hippo-mem/hippo/team"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// TestRunSyncsTeam: a maintenance run (which every session start spawns)
// pulls what a teammate shared; with the team store down the run still
// succeeds, and logs why without any memory's text.
func TestRunSyncsTeam(t *testing.T) {
	c := pgtest.Start(t)
	db := c.NewDatabase(t)
	c.Exec(t, db, team.Schema)
	ctx := context.Background()
	join := func(name string) (*store.Store, string) {
		role := db + "_" + name
		c.Exec(t, db, "CREATE ROLE "+role+" LOGIN PASSWORD '"+role+"' IN ROLE hippo_writer")
		c.Exec(t, db, "INSERT INTO hippo.members (member, team_id) VALUES ($1, 'x')", role)
		s, dir := teststore.Open(t)
		if _, err := team.Join(ctx, team.JoinRequest{URL: c.URL(role, db), Password: role, DataDir: dir}); err != nil {
			t.Fatal(err)
		}
		return s, dir
	}
	sa, da := join("a")
	sb, db2 := join("b")
	run := func() Report {
		t.Helper()
		rep, err := Run(ctx, Options{DataDir: db2, Settings: config.Settings{PruneIntervalHours: 24}, Now: time.Now})
		if err != nil {
			t.Fatal(err)
		}
		return rep
	}
	m := teststore.Jot(t, sa, "the on-call rotation changes every monday at noon", decay.KindFact, "ops")
	if _, err := team.Share(ctx, sa, da, m.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := team.Sync(ctx, sa, team.SyncRequest{DataDir: da}); err != nil {
		t.Fatal(err)
	}
	if rep := run(); rep.Team == nil || rep.Team.Added != 1 {
		t.Fatalf("maintenance did not pull the shared memory: %+v", rep)
	}
	if _, err := sb.Get(ctx, m.ID); err != nil {
		t.Fatalf("b lacks the shared memory after maintenance: %v", err)
	}

	if err := c.Stop(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := c.Restart(); err != nil {
			t.Fatal(err)
		}
	}()
	if rep := run(); rep.TeamError == "" {
		t.Errorf("a run with the team store down reported no team error: %+v", rep)
	}
	b, err := os.ReadFile(filepath.Join(db2, hooklog.ErrorLogFile))
	if err != nil || !strings.Contains(string(b), "team store") || strings.Contains(string(b), "on-call") {
		t.Errorf("errors.log: %q, %v; want the team store's failure and no memory text", b, err)
	}
}
