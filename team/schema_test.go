package team

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/hippo-mem/hippo/internal/pgtest"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// teamDB is a fresh database with the schema applied.
type teamDB struct {
	c  *pgtest.Cluster
	db string
}

func newTeamDB(t *testing.T) teamDB {
	t.Helper()
	c := pgtest.Start(t)
	d := teamDB{c: c, db: c.NewDatabase(t)}
	c.Exec(t, d.db, Schema)
	return d
}

// member creates a login role in group (hippo_reader, _writer or _admin)
// on team, neither owner nor superuser, and returns its name; its password
// is its name.
func (d teamDB) member(t *testing.T, name, group, team string) string {
	t.Helper()
	role := d.db + "_" + name
	d.c.Exec(t, d.db, "CREATE ROLE "+role+" LOGIN PASSWORD '"+role+"' IN ROLE "+group)
	d.c.Exec(t, d.db, "INSERT INTO hippo.members (member, team_id) VALUES ($1, $2)", role, team)
	return role
}

func (d teamDB) connect(t *testing.T, role string) *pgx.Conn {
	t.Helper()
	conn, err := pgx.Connect(context.Background(), d.c.ConnString(role, d.db, role))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close(context.Background()) })
	return conn
}

func addEvent(ctx context.Context, conn *pgx.Conn, team, eventID, kind, memoryID, text string) error {
	_, err := conn.Exec(ctx, `WITH c AS (INSERT INTO hippo.contents (id, team_id, body) VALUES ($1, $2, $5))
		INSERT INTO hippo.events (event_id, team_id, kind, memory_id, machine, stated_at, content_id)
		VALUES ($1, $2, $3, $4, 'm1', now(), $1)`, eventID, team, kind, memoryID, text)
	return err
}

func count(t *testing.T, conn *pgx.Conn, sql string, args ...any) int {
	t.Helper()
	var n int
	if err := conn.QueryRow(context.Background(), sql, args...).Scan(&n); err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
	return n
}

// TestSchemaRowLevelSecurity: a role sees only its team's rows and cannot
// write into another team; a reader cannot write or purge, a writer cannot
// purge, an admin can; nobody edits the log. Each refusal is paired with the
// same act by a role allowed to do it.
func TestSchemaRowLevelSecurity(t *testing.T) {
	d := newTeamDB(t)
	d.c.Exec(t, d.db, Schema) // a second run changes nothing and does not fail
	ctx := context.Background()
	reader := d.connect(t, d.member(t, "reader", "hippo_reader", "a"))
	writer := d.connect(t, d.member(t, "writer", "hippo_writer", "a"))
	admin := d.connect(t, d.member(t, "admin", "hippo_admin", "a"))
	other := d.connect(t, d.member(t, "other", "hippo_writer", "b"))

	if err := addEvent(ctx, writer, "a", "e1", "add", "M1", "we deploy with Argo CD"); err != nil {
		t.Fatal(err)
	}
	if err := addEvent(ctx, other, "b", "e2", "add", "M2", "team b uses Flux"); err != nil {
		t.Fatal(err)
	}
	// Another team's rows are invisible, in the tables and the view.
	for _, tc := range []struct {
		conn *pgx.Conn
		want string
	}{{reader, "M1"}, {writer, "M1"}, {other, "M2"}} {
		for _, sql := range []string{"SELECT string_agg(memory_id, ',') FROM hippo.events", "SELECT string_agg(memory_id, ',') FROM hippo.current"} {
			var got string
			if err := tc.conn.QueryRow(ctx, sql).Scan(&got); err != nil || got != tc.want {
				t.Errorf("%s: got %q, %v; want %q", sql, got, err, tc.want)
			}
		}
		if n := count(t, tc.conn, "SELECT count(*) FROM hippo.contents"); n != 1 {
			t.Errorf("contents visible: %d, want 1", n)
		}
	}
	if err := addEvent(ctx, writer, "b", "e3", "add", "M3", "written into team b"); err == nil {
		t.Error("a writer of team a wrote into team b")
	}
	if err := addEvent(ctx, reader, "a", "e4", "add", "M4", "a reader writes"); err == nil {
		t.Error("a reader added an event")
	}
	// A writer deletes only text it shared (unshare): another writer's
	// delete finds no row, while the admin's purge below finds it.
	peer := d.connect(t, d.member(t, "peer", "hippo_writer", "a"))
	if tag, err := peer.Exec(ctx, "DELETE FROM hippo.contents WHERE id = 'e1'"); err != nil || tag.RowsAffected() != 0 {
		t.Errorf("a writer deleted another's text: %v, %d rows", err, tag.RowsAffected())
	}
	if err := addUnshare(ctx, peer, "M1"); err == nil {
		t.Error("a writer unshared another's memory")
	}
	if err := addUnshare(ctx, writer, "M1"); err != nil {
		t.Errorf("the author could not unshare its memory: %v", err)
	}
	checkPurgeRights(t, ctx, map[string]*pgx.Conn{"reader": reader, "writer": writer}, admin)
	for _, sql := range []string{"UPDATE hippo.events SET machine = 'x'", "DELETE FROM hippo.events", "TRUNCATE hippo.events"} {
		if _, err := admin.Exec(ctx, sql); err == nil {
			t.Errorf("%s: the log was changed", sql)
		}
	}
	if n := count(t, d.connectSuper(t), "SELECT count(*) FROM hippo.events WHERE machine = 'x'"); n != 0 {
		t.Errorf("%d events edited", n)
	}
}

// checkPurgeRights: each refused role fails to purge M1 (the purge event
// and the text's deletion), and then the admin does both.
func checkPurgeRights(t *testing.T, ctx context.Context, refused map[string]*pgx.Conn, admin *pgx.Conn) {
	t.Helper()
	purge := func(conn *pgx.Conn) error {
		if _, err := conn.Exec(ctx, `INSERT INTO hippo.events (event_id, team_id, kind, memory_id, machine, stated_at)
			VALUES ('p1', 'a', 'purge', 'M1', 'm1', now())`); err != nil {
			return err
		}
		tag, err := conn.Exec(ctx, "DELETE FROM hippo.contents WHERE id = 'e1'")
		if err == nil && tag.RowsAffected() == 0 {
			return pgx.ErrNoRows
		}
		return err
	}
	for name, conn := range refused {
		err := purge(conn)
		if err == nil || !strings.Contains(err.Error(), "policy") && !strings.Contains(err.Error(), "permission") {
			t.Errorf("a %s purged (err %v)", name, err)
		}
	}
	if err := purge(admin); err != nil {
		t.Fatalf("the admin could not purge: %v", err)
	}
	if n := count(t, admin, "SELECT count(*) FROM hippo.current"); n != 0 {
		t.Errorf("a purged memory is still current (%d)", n)
	}
	if n := count(t, admin, "SELECT count(*) FROM hippo.contents"); n != 0 {
		t.Errorf("a purged memory's text is still stored (%d)", n)
	}
}

func (d teamDB) connectSuper(t *testing.T) *pgx.Conn {
	t.Helper()
	conn, err := pgx.Connect(context.Background(), d.c.ConnString(pgtest.Superuser, d.db, ""))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close(context.Background()) })
	return conn
}

func addUnshare(ctx context.Context, conn *pgx.Conn, memoryID string) error {
	_, err := conn.Exec(ctx, `INSERT INTO hippo.events (event_id, team_id, kind, memory_id, machine, stated_at)
		VALUES ('u-' || $1, 'a', 'unshare', $1, 'm1', now())`, memoryID)
	return err
}
