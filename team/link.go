package team

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/hippo-mem/hippo/internal/fsutil"
)

// Files under the data dir. The link names the database but never holds a
// password: the password, when the user typed one, is in its own 0600 file,
// and otherwise comes from PGPASSFILE or PGSERVICEFILE as for psql.
const (
	dirName      = "team"
	linkFile     = "team/link.json"
	passwordFile = "team/password"
	stateFile    = "team/state.json"
	lockFile     = "team/sync.lock"
	// leftFile keeps, after a leave, which team store this machine left
	// and its name there: joined again, it is the same machine, the author
	// of what it shared (see keepOrReset).
	leftFile = "team/left.json"
	// syncedStamp's modification time is when the last sync ended: touched
	// rather than written into the state, so a sync that changed nothing
	// rewrites no file.
	syncedStamp = "team/synced"
)

// connectTimeout bounds every connection: a team store that is down or
// partitioned makes a sync fail quickly, and nothing else waits on it.
const connectTimeout = 5 * time.Second

// Link is this machine's link to a team store.
type Link struct {
	URL     string `json:"url"`     // postgres://user@host/db?sslmode=..., no password
	Team    string `json:"team"`    // the team the role belongs to, read at join
	Machine string `json:"machine"` // this machine in the team's events
	Role    string `json:"role"`    // the login role
	Writer  bool   `json:"writer"`  // whether it may share, read at join
	Admin   bool   `json:"admin"`   // whether it may purge for everyone, read at join
}

// ErrReader refuses a share by a role that may only pull.
var ErrReader = errors.New("this machine's team role is a reader: it pulls the team's memories but cannot share")

// ErrNotJoined means the data dir has no team link.
var ErrNotJoined = errors.New(`no team store: run "hippo team join postgres://USER@HOST/DB" first`)

// ErrPasswordInURL refuses a URL that carries a password, which shell
// history, ps and config would keep.
var ErrPasswordInURL = errors.New("the URL holds a password: leave it out, and type it at the prompt or put it in PGPASSFILE")

// JoinRequest is a join: the database URL, and the password the user typed
// ("" when PGPASSFILE, PGSERVICEFILE or the server's auth supplies it).
type JoinRequest struct {
	URL, Password string
	DataDir       string
}

// Join checks that the URL reaches a team store whose schema is installed
// and in which the role has a team, then writes the link and the password.
func Join(ctx context.Context, r JoinRequest) (Link, error) {
	if err := checkURL(r.URL); err != nil {
		return Link{}, err
	}
	l := Link{URL: r.URL, Machine: machineName()}
	conn, err := connect(ctx, l, r.Password)
	if err != nil {
		return Link{}, err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	var team *string
	err = conn.QueryRow(ctx, "SELECT hippo.my_team(), session_user, pg_has_role(session_user, 'hippo_writer', 'MEMBER'), hippo.is_admin()").
		Scan(&team, &l.Role, &l.Writer, &l.Admin)
	if err != nil {
		return Link{}, fmt.Errorf("join: is the team schema installed (hippo team schema)? %w", err)
	}
	if team == nil {
		return Link{}, fmt.Errorf("join: role %s is in no team: an administrator adds it to hippo.members", l.Role)
	}
	l.Team = *team
	if err := os.MkdirAll(filepath.Join(r.DataDir, dirName), 0o700); err != nil {
		return Link{}, fmt.Errorf("join: %w", err)
	}
	if err := keepOrReset(r.DataDir, &l); err != nil {
		return Link{}, err
	}
	if r.Password != "" {
		if err := fsutil.WriteFileAtomic(filepath.Join(r.DataDir, passwordFile), []byte(r.Password), 0o600); err != nil {
			return Link{}, fmt.Errorf("join: save password: %w", err)
		}
	}
	b, _ := json.MarshalIndent(l, "", "  ")
	if err := fsutil.WriteFileAtomic(filepath.Join(r.DataDir, linkFile), b, 0o600); err != nil {
		return Link{}, fmt.Errorf("join: %w", err)
	}
	return l, nil
}

// keepOrReset keeps this machine's name and sync state when it joins the
// same team store again, and drops the state of another one: its cursor and
// event ids mean nothing here. A machine that left the same team store and
// joins it again takes back its name there: the events it pulled anew name
// it as the author of what it shared and took back, which it keeps.
func keepOrReset(dataDir string, l *Link) error {
	old, err := LoadLink(dataDir)
	if errors.Is(err, ErrNotJoined) {
		if left, err := readLink(filepath.Join(dataDir, leftFile)); err == nil && left.URL == l.URL && left.Team == l.Team {
			l.Machine = left.Machine
		}
		return nil
	}
	if err == nil && old.URL == l.URL && old.Team == l.Team {
		l.Machine = old.Machine
		return nil
	}
	if err := removeAll(dataDir, stateFile, syncedStamp); err != nil {
		return fmt.Errorf("join: drop the last team's state: %w", err)
	}
	return nil
}

// removeAll removes the files of the data dir named, those that exist.
func removeAll(dataDir string, files ...string) error {
	for _, f := range files {
		if err := os.Remove(filepath.Join(dataDir, f)); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
	}
	return nil
}

func checkURL(raw string) error {
	if !strings.HasPrefix(raw, "postgres://") && !strings.HasPrefix(raw, "postgresql://") {
		return fmt.Errorf("team store %q: want postgres://USER@HOST/DB", raw)
	}
	u, err := url.Parse(raw)
	if err != nil {
		return fmt.Errorf("team store URL: %w", err)
	}
	if _, ok := u.User.Password(); ok || u.Query().Has("password") {
		return ErrPasswordInURL
	}
	return nil
}

// machineName names this machine in events: the host name and a random
// suffix, so two data dirs on one host are two machines.
func machineName() string {
	host, _ := os.Hostname()
	b := make([]byte, 3)
	_, _ = rand.Read(b)
	return host + "-" + hex.EncodeToString(b)
}

// Leave removes the link, the password and the sync state. The memories
// pulled from the team stay in the local store. Which team store it left,
// and this machine's name there, stay too (leftFile): no secret, and the
// name is what makes it the author of its memories if it joins again.
func Leave(dataDir string) error {
	l, err := LoadLink(dataDir)
	if err != nil {
		return err
	}
	b, _ := json.Marshal(Link{URL: l.URL, Team: l.Team, Machine: l.Machine})
	if err := fsutil.WriteFileAtomic(filepath.Join(dataDir, leftFile), b, 0o600); err != nil {
		return fmt.Errorf("leave: %w", err)
	}
	if err := removeAll(dataDir, passwordFile, stateFile, syncedStamp, linkFile); err != nil {
		return fmt.Errorf("leave: %w", err)
	}
	return nil
}

// LoadLink reads the link; ErrNotJoined when there is none.
func LoadLink(dataDir string) (Link, error) {
	return readLink(filepath.Join(dataDir, linkFile))
}

// readLink reads a link file; ErrNotJoined when there is none.
func readLink(path string) (Link, error) {
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return Link{}, ErrNotJoined
	}
	if err != nil {
		return Link{}, fmt.Errorf("read team link: %w", err)
	}
	var l Link
	if err := json.Unmarshal(b, &l); err != nil {
		return Link{}, fmt.Errorf("team link %s is damaged: %w", path, err)
	}
	return l, nil
}

// Connect opens a connection to the linked team store, with the saved
// password if there is one.
func Connect(ctx context.Context, dataDir string, l Link) (*pgx.Conn, error) {
	pw, err := os.ReadFile(filepath.Join(dataDir, passwordFile))
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("read team password: %w", err)
	}
	return connect(ctx, l, string(pw))
}

func connect(ctx context.Context, l Link, password string) (*pgx.Conn, error) {
	// TLS settings (sslmode, sslrootcert, sslcert, sslkey) and the
	// service and passfile settings pass through in the URL to pgx.
	cfg, err := pgx.ParseConfig(l.URL)
	if err != nil {
		return nil, fmt.Errorf("team store URL: %w", err)
	}
	if password != "" {
		cfg.Password = password
	}
	cfg.ConnectTimeout = connectTimeout
	conn, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		// pgx's error names host, user and database, never the password.
		return nil, fmt.Errorf("team store: %w", err)
	}
	return conn, nil
}

// NeedsPassword reports whether err is the team store refusing a login for
// want of a (right) password: the caller may ask for one and join again.
func NeedsPassword(err error) bool {
	if errors.Is(err, ErrPasswordInURL) {
		return false
	}
	var pg *pgconn.PgError
	if errors.As(err, &pg) {
		return pg.Code == "28P01" || pg.Code == "28000"
	}
	return err != nil && strings.Contains(err.Error(), "password")
}

// Probe connects to the linked team store and checks that the role still
// has a team: doctor's check of the link. ErrNotJoined when there is none.
func Probe(ctx context.Context, dataDir string) (Link, error) {
	l, err := LoadLink(dataDir)
	if err != nil {
		return l, err
	}
	conn, err := Connect(ctx, dataDir, l)
	if err != nil {
		return l, err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	var team *string
	if err := conn.QueryRow(ctx, "SELECT hippo.my_team()").Scan(&team); err != nil {
		return l, fmt.Errorf("team store: %w", err)
	}
	if team == nil || *team != l.Team {
		return l, fmt.Errorf("team store: role %s is no longer in team %s", l.Role, l.Team)
	}
	return l, nil
}

// syncStamp is touched each time a prompt starts a background sync.
const syncStamp = "team/sync-started"

// ClaimSync reports whether a prompt should start a background sync: this
// machine is linked to a team store, and no prompt started one in the last
// every. It marks the start when it says yes, so a team store that is down
// costs one attempt per interval, not one per prompt. It only stats two
// files, and touches one once per interval: the prompt path never waits
// on the team store. Without a warm server (no model) this is what keeps a
// teammate's memory at most about a minute old during a session.
func ClaimSync(dataDir string, now time.Time, every time.Duration) bool {
	if _, err := os.Stat(filepath.Join(dataDir, linkFile)); err != nil {
		return false
	}
	p := filepath.Join(dataDir, syncStamp)
	if fi, err := os.Stat(p); err == nil && now.Sub(fi.ModTime()) < every && !fi.ModTime().After(now) {
		return false
	}
	f, err := os.OpenFile(p, os.O_CREATE|os.O_WRONLY, 0o600)
	if err != nil {
		return false
	}
	if err := f.Close(); err != nil {
		return false
	}
	return os.Chtimes(p, now, now) == nil
}
