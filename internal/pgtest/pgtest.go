// Package pgtest gives a package's tests a real PostgreSQL: a throwaway
// cluster in a temporary directory, reached only through a Unix socket,
// started once for the package (Main) on the first test that asks for it
// (Start) and stopped when the package's tests end.
//
// initdb refuses to run as root, so as root the cluster runs as the
// unprivileged user named by HIPPO_PG_USER (default "hippo-pg"; .ci/run
// creates it). Without PostgreSQL binaries a test skips, saying why, unless
// HIPPO_REQUIRE_POSTGRES=1, which CI sets so that it cannot skip silently.
package pgtest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"sync"
	"testing"

	"github.com/jackc/pgx/v5"
)

// Superuser is the cluster's bootstrap role; it connects without a password
// over the socket, every other role with one.
const Superuser = "postgres"

// Cluster is a running throwaway cluster.
type Cluster struct {
	Dir       string // the cluster's data directory (pg_wal and base/ included)
	SocketDir string
	// Port is the cluster's TCP port on 127.0.0.1 (password roles only),
	// for what a Unix socket skips, such as TLS; it also names the socket.
	Port int
	bin  string
	cred *runAs // nil: run the binaries as this process's user
}

var (
	once     sync.Once
	shared   *Cluster
	startErr error
)

// Main runs m and stops the cluster if a test started one. Use it from
// TestMain: os.Exit(pgtest.Main(m)).
func Main(m *testing.M) int {
	code := m.Run()
	if shared != nil {
		if err := shared.stop(); err != nil {
			fmt.Fprintln(os.Stderr, "pgtest:", err)
			if code == 0 {
				code = 1
			}
		}
	}
	return code
}

// Start returns the package's cluster, starting it on first use. It skips
// the test when no PostgreSQL is installed, and fails it when
// HIPPO_REQUIRE_POSTGRES=1 or when a cluster that could start did not.
func Start(tb testing.TB) *Cluster {
	tb.Helper()
	once.Do(func() { shared, startErr = start() })
	var missing *MissingError
	switch {
	case errors.As(startErr, &missing) && os.Getenv("HIPPO_REQUIRE_POSTGRES") != "1":
		tb.Skipf("pgtest: %v (set HIPPO_REQUIRE_POSTGRES=1 to fail instead)", startErr)
	case startErr != nil:
		tb.Fatalf("pgtest: %v", startErr)
	}
	return shared
}

// MissingError means PostgreSQL, or the unprivileged user to run it as, is
// not installed: the one case a test may skip.
type MissingError struct{ What string }

func (e *MissingError) Error() string { return e.What + " not found" }

// binDir finds initdb: HIPPO_PG_BIN, then PATH, then the newest of the
// Debian layout's /usr/lib/postgresql/*/bin.
func binDir() (string, error) {
	if d := os.Getenv("HIPPO_PG_BIN"); d != "" {
		if _, err := os.Stat(filepath.Join(d, "initdb")); err != nil {
			return "", &MissingError{What: "initdb in HIPPO_PG_BIN " + d}
		}
		return d, nil
	}
	if p, err := exec.LookPath("initdb"); err == nil {
		return filepath.Dir(p), nil
	}
	dirs, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	slices.SortFunc(dirs, func(a, b string) int { return versionOf(a) - versionOf(b) })
	for i := len(dirs) - 1; i >= 0; i-- {
		if _, err := os.Stat(filepath.Join(dirs[i], "initdb")); err == nil {
			return dirs[i], nil
		}
	}
	return "", &MissingError{What: "PostgreSQL (initdb in HIPPO_PG_BIN, PATH or /usr/lib/postgresql/*/bin)"}
}

func versionOf(dir string) int {
	v, _ := strconv.Atoi(filepath.Base(filepath.Dir(dir)))
	return v
}

func start() (*Cluster, error) {
	bin, err := binDir()
	if err != nil {
		return nil, err
	}
	cred, err := credential()
	if err != nil {
		return nil, err
	}
	root, err := os.MkdirTemp("", "hippo-pgtest-")
	if err != nil {
		return nil, fmt.Errorf("make cluster dir: %w", err)
	}
	port, err := freePort()
	if err != nil {
		return nil, err
	}
	c := &Cluster{Dir: filepath.Join(root, "data"), SocketDir: filepath.Join(root, "sock"), Port: port, bin: bin, cred: cred}
	if err := c.initAndStart(root); err != nil {
		_ = os.RemoveAll(root)
		return nil, err
	}
	return c, nil
}

func (c *Cluster) initAndStart(root string) error {
	if err := c.prepare(root); err != nil {
		return err
	}
	// Local connections only: the superuser without a password, every
	// other role with one, so that tests exercise the password path.
	hba := "local all " + Superuser + " trust\nlocal all all scram-sha-256\nhost all all 127.0.0.1/32 scram-sha-256\n"
	if err := c.run("initdb", "-D", c.Dir, "-U", Superuser, "-A", "trust", "--no-sync", "-E", "UTF8", "--locale=C"); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(c.Dir, "pg_hba.conf"), []byte(hba), 0o600); err != nil {
		return fmt.Errorf("write pg_hba.conf: %w", err)
	}
	if c.cred != nil {
		if err := os.Chown(filepath.Join(c.Dir, "pg_hba.conf"), int(c.cred.Uid), int(c.cred.Gid)); err != nil {
			return fmt.Errorf("hand pg_hba.conf to the cluster's user: %w", err)
		}
	}
	if err := c.Restart(); err != nil {
		log, _ := os.ReadFile(filepath.Join(root, "log"))
		return fmt.Errorf("%w\n%s", err, log)
	}
	return nil
}

// prepare makes the directories, owned by the user the cluster runs as.
func (c *Cluster) prepare(root string) error {
	if err := os.Mkdir(c.SocketDir, 0o700); err != nil {
		return fmt.Errorf("make socket dir: %w", err)
	}
	if c.cred == nil {
		return nil
	}
	// The user must reach into root; only it and root can read inside.
	if err := os.Chmod(root, 0o711); err != nil {
		return fmt.Errorf("open cluster dir: %w", err)
	}
	for _, d := range []string{root, c.SocketDir} {
		if err := os.Chown(d, int(c.cred.Uid), int(c.cred.Gid)); err != nil {
			return fmt.Errorf("hand %s to the cluster's user: %w", d, err)
		}
	}
	return nil
}

func (c *Cluster) run(name string, args ...string) error {
	cmd := exec.Command(filepath.Join(c.bin, name), args...)
	if c.cred != nil {
		asUser(cmd, c.cred)
		cmd.Env = append(os.Environ(), "HOME="+filepath.Dir(c.Dir))
	}
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("%s: %w\n%s", name, err, out.Bytes())
	}
	return nil
}

// Stop stops the cluster (fast shutdown), for a test of a team store that
// is down; Restart brings it back. The package's cluster is stopped for
// good by Main.
func (c *Cluster) Stop() error {
	return c.run("pg_ctl", "-D", c.Dir, "-m", "fast", "-w", "stop")
}

// Restart starts a stopped cluster (again).
func (c *Cluster) Restart() error {
	// fsync off: the cluster dies with the test run. Files still receive
	// every page a checkpoint writes, which the byte scans read.
	opts := fmt.Sprintf("-k %s -p %d -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off", c.SocketDir, c.Port)
	return c.run("pg_ctl", "-D", c.Dir, "-o", opts, "-l", filepath.Join(filepath.Dir(c.Dir), "log"), "-w", "start")
}

func (c *Cluster) stop() error {
	err := c.Stop()
	if rmErr := os.RemoveAll(filepath.Dir(c.Dir)); err == nil && rmErr != nil {
		err = fmt.Errorf("remove cluster dir: %w", rmErr)
	}
	return err
}

// ConnString is the libpq keyword/value string for role on database db over
// the socket; password may be empty.
func (c *Cluster) ConnString(role, db, password string) string {
	s := fmt.Sprintf("host=%s port=%d user=%s dbname=%s sslmode=disable", c.SocketDir, c.Port, role, db)
	if password != "" {
		s += " password=" + password
	}
	return s
}

// URL is the postgres:// form of ConnString, without a password: what a
// user gives "hippo team join".
func (c *Cluster) URL(role, db string) string {
	return fmt.Sprintf("postgres://%s@/%s?host=%s&port=%d&sslmode=disable", role, db, c.SocketDir, c.Port)
}

// Exec runs sql as the superuser on database db.
func (c *Cluster) Exec(tb testing.TB, db, sql string, args ...any) {
	tb.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, c.ConnString(Superuser, db, ""))
	if err != nil {
		tb.Fatalf("pgtest: connect to %s: %v", db, err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, sql, args...); err != nil {
		tb.Fatalf("pgtest: %s: %v", sql, err)
	}
}

var dbSeq struct {
	sync.Mutex
	n int
}

// NewDatabase creates an empty database for one test and returns its name.
// Roles are the cluster's, shared by every database.
func (c *Cluster) NewDatabase(tb testing.TB) string {
	tb.Helper()
	dbSeq.Lock()
	dbSeq.n++
	name := fmt.Sprintf("t%d", dbSeq.n)
	dbSeq.Unlock()
	c.Exec(tb, "postgres", "CREATE DATABASE "+name)
	return name
}

// freePort is a TCP port on 127.0.0.1 free a moment ago.
func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, fmt.Errorf("find a free port: %w", err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}
