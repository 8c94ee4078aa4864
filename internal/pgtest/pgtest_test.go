package pgtest

import (
	"context"
	"os"
	"testing"

	"github.com/jackc/pgx/v5"
)

func TestMain(m *testing.M) { os.Exit(Main(m)) }

// TestCluster starts the cluster, reaches it as the superuser and as a role
// with a password, and refuses that role without one.
func TestCluster(t *testing.T) {
	c := Start(t)
	db := c.NewDatabase(t)
	c.Exec(t, db, "CREATE ROLE pgtest_login LOGIN PASSWORD 'pw'")
	t.Cleanup(func() { c.Exec(t, "postgres", "DROP ROLE pgtest_login") })
	ctx := context.Background()
	for _, tc := range []struct {
		password string
		ok       bool
	}{{"pw", true}, {"", false}, {"wrong", false}} {
		conn, err := pgx.Connect(ctx, c.ConnString("pgtest_login", db, tc.password))
		if (err == nil) != tc.ok {
			t.Fatalf("password %q: connect err = %v, want ok=%v", tc.password, err, tc.ok)
		}
		if err == nil {
			var who string
			if err := conn.QueryRow(ctx, "SELECT current_user").Scan(&who); err != nil || who != "pgtest_login" {
				t.Fatalf("current_user = %q, %v", who, err)
			}
			conn.Close(ctx)
		}
	}
}
