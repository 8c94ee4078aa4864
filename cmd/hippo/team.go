package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"golang.org/x/term"

	"github.com/hippo-mem/hippo/install"
	"github.com/hippo-mem/hippo/internal/plural"
	"github.com/hippo-mem/hippo/store"
	"github.com/hippo-mem/hippo/team"
	"github.com/hippo-mem/hippo/workflow"
)

// teamSyncTimeout bounds a sync, so that a stalled team store cannot hold
// the gate lock, which captures and imports wait on, for long.
const teamSyncTimeout = time.Minute

const teamUsage = `Usage: hippo team <command>

  join postgres://USER@HOST/DB   link this machine to a team store (--password-stdin; or PGPASSFILE, PGSERVICEFILE)
  leave                          remove the link and its saved password; pulled memories stay
  share ID                       share a memory with the team at the next sync (redacted again first)
  unshare ID                     take a memory you shared back from the team; you keep it
  pending                        memories a team_propose policy proposed (--approve ID..., --decline ID...)
  sync                           push this machine's shares, corrections, tombstones and purges; pull the team's
  status                         the link, what is shared, what waits, the last sync (--list, --json)
  schema                         print the SQL an administrator runs once to create the team store
`

func (c *cli) team(ctx context.Context, args []string) error {
	if len(args) == 0 || args[0] == "--help" || args[0] == "-h" || args[0] == "help" {
		_, err := io.WriteString(c.stderr, teamUsage)
		if len(args) == 0 {
			return &usageError{msg: "missing team command", hint: "hippo team --help"}
		}
		return err
	}
	switch sub, rest := args[0], args[1:]; sub {
	case "join":
		return c.teamJoin(ctx, rest)
	case "leave":
		return c.teamLeave(rest)
	case "share":
		return c.teamShare(ctx, rest)
	case "unshare":
		return c.teamUnshare(ctx, rest)
	case "pending":
		return c.teamPending(ctx, rest)
	case "sync":
		return c.teamSync(ctx, rest)
	case "status":
		return c.teamStatus(ctx, rest)
	case "schema":
		_, err := io.WriteString(c.stdout, team.Schema)
		return err
	default:
		return &usageError{msg: fmt.Sprintf("unknown team command %q", sub), hint: "hippo team --help"}
	}
}

func (c *cli) teamJoin(ctx context.Context, args []string) error {
	fs := c.flags("team join", "[flags] postgres://USER@HOST/DB", "Link this machine to a team store. The URL holds no password: type it at the\n"+
		"prompt (saved in a 0600 file in the data dir, never in config.json), pass it on stdin, or let\n"+
		"PGPASSFILE or PGSERVICEFILE supply it. TLS settings (sslmode, sslrootcert, ...) go in the URL.")
	fromStdin := fs.Bool("password-stdin", false, "read the password from the first line of stdin")
	if err := parse(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return &usageError{msg: "team store URL required", hint: "hippo team join postgres://alice@db.example.com/hippo?sslmode=verify-full"}
	}
	_, dataDir, err := dirs()
	if err != nil {
		return err
	}
	r := team.JoinRequest{URL: fs.Arg(0), DataDir: dataDir}
	if *fromStdin {
		line, _ := bufio.NewReader(c.stdin).ReadString('\n')
		r.Password = strings.TrimRight(line, "\r\n")
	}
	l, err := team.Join(ctx, r)
	if err != nil && !*fromStdin && team.NeedsPassword(err) {
		if r.Password, err = c.askPassword(); err == nil {
			l, err = team.Join(ctx, r)
		}
	}
	if err != nil {
		return err
	}
	role := "writer"
	if l.Admin {
		role = "admin"
	}
	fmt.Fprintf(c.stderr, "hippo: joined team %s as %s (%s) from machine %s; share with \"hippo team share ID\", then \"hippo team sync\"\n",
		l.Team, l.Role, role, l.Machine)
	return nil
}

// askPassword reads a password from the terminal without echo.
func (c *cli) askPassword() (string, error) {
	f, ok := c.stdin.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return "", &usageError{msg: "the team store wants a password and there is no terminal to ask on",
			hint: "hippo team join --password-stdin URL, or put it in PGPASSFILE"}
	}
	fmt.Fprint(c.stderr, "Password: ")
	b, err := term.ReadPassword(int(f.Fd()))
	fmt.Fprintln(c.stderr)
	if err != nil {
		return "", fmt.Errorf("read password: %w", err)
	}
	return string(b), nil
}

func (c *cli) teamLeave(args []string) error {
	fs := c.flags("team leave", "", "Remove the link to the team store, its saved password and the sync state. Memories pulled from the team stay here.")
	if err := parse(fs, args); err != nil {
		return err
	}
	_, dataDir, err := dirs()
	if err != nil {
		return err
	}
	if err := team.Leave(dataDir); err != nil {
		return err
	}
	fmt.Fprintln(c.stderr, "hippo: left the team store")
	return nil
}

// inTeam adapts a team operation on one memory to idCommand's shape: the
// team's files are in the store's data dir.
func inTeam[T any](op func(context.Context, *store.Store, string, string) (T, error)) func(*store.Store, context.Context, string) (T, error) {
	return func(s *store.Store, ctx context.Context, id string) (T, error) { return op(ctx, s, s.Dir(), id) }
}

func (c *cli) teamShare(ctx context.Context, args []string) error {
	return idCommand(ctx, c, args, "team share", "Share a memory with the team at the next sync. Its text is redacted again before it leaves\n"+
		"this machine; its later corrections and tombstones are shared too. A tombstone sends the rejected claim's text to the team.",
		inTeam(team.Share),
		func(sh team.Shared) string { return strings.Join(sharedLines(sh), "\n") })
}

func (c *cli) teamUnshare(ctx context.Context, args []string) error {
	return idCommand(ctx, c, args, "team unshare", "Take a memory you shared back from the team at the next sync: its text is deleted from the\n"+
		"team store and from your teammates' stores; you keep it.",
		inTeam(team.Unshare),
		func(m store.Memory) string {
			return m.ID + " will be taken back from the team at the next sync (hippo team sync)"
		})
}

func (c *cli) teamPending(ctx context.Context, args []string) error {
	fs := c.flags("team pending", "[--approve | --decline] [ID...]", "The memories a team_propose policy (config.json) proposed for sharing. Nothing is shared until you\n"+
		"approve it: --approve ID... shares them at the next sync, --decline ID... never proposes them again.")
	approve := fs.Bool("approve", false, "share the memories named")
	decline := fs.Bool("decline", false, "never propose the memories named again")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *approve || *decline {
		if *approve == *decline || fs.NArg() == 0 {
			return &usageError{msg: "give --approve or --decline, and the ids", hint: "hippo team pending --approve 01J9ZK3Q8R"}
		}
		_, dataDir, err := dirs()
		if err != nil {
			return err
		}
		return team.Decide(dataDir, fs.Args(), *approve)
	}
	s, done, err := c.open(ctx, storeOpts{})
	if err != nil {
		return err
	}
	defer done()
	list, err := team.Pending(ctx, s, s.Dir())
	if err != nil {
		return err
	}
	if *asJSON {
		return writeJSON(c.stdout, list)
	}
	for _, p := range list {
		fmt.Fprintf(c.stdout, "%s  %s\n", p.ID, oneLine(p.Text, 100))
	}
	return nil
}

// sharedLines say what will leave the machine.
func sharedLines(sh team.Shared) []string {
	out := []string{fmt.Sprintf("%s will be shared at the next sync (hippo team sync) as: %s", sh.ID, oneLine(sh.Text, 90))}
	if len(sh.Redacted) > 0 {
		out = append(out, "redacted before sharing: "+strings.Join(sh.Redacted, ", "))
	}
	return out
}

// sharedNote tells the user what will leave the machine, on stderr (jot's
// stdout is the new memory's id).
func (c *cli) sharedNote(sh team.Shared) {
	for _, l := range sharedLines(sh) {
		fmt.Fprintln(c.stderr, "hippo: "+l)
	}
}

func (c *cli) teamSync(ctx context.Context, args []string) error {
	fs := c.flags("team sync", "[flags]", "Pull the team's events into this store (the import's rules: redaction, tombstones, the newer\n"+
		"statement wins, purges are never undone), then push this machine's shares, corrections, tombstones and purges.")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parse(fs, args); err != nil {
		return err
	}
	s, done, err := c.open(ctx, storeOpts{})
	if err != nil {
		return err
	}
	defer done()
	_, settings, err := workflow.Locate()
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, teamSyncTimeout)
	defer cancel()
	rep, err := team.Sync(ctx, s, team.SyncRequest{DataDir: s.Dir(), Version: version, Propose: settings.TeamPropose})
	if err != nil {
		return &hintError{err: err, hint: `local memory works as before; what waits is sent at the next "hippo team sync" ("hippo doctor" checks the link)`}
	}
	if *asJSON {
		return writeJSON(c.stdout, rep)
	}
	fmt.Fprintf(c.stderr, "hippo: pushed %s, pulled %s: %d added, %d merged, %d superseding, %d blocked, %d purged\n",
		plural.Count(rep.Pushed, "event", "events"), plural.Count(rep.Pulled, "event", "events"),
		rep.Added, rep.Merged, rep.Superseding, rep.Blocked, rep.Purged)
	if rep.Pending > 0 {
		fmt.Fprintf(c.stderr, "hippo: %s proposed for sharing wait for you: hippo team pending\n", plural.Count(rep.Pending, "memory", "memories"))
	}
	if rep.LocalOnly > 0 {
		fmt.Fprintf(c.stderr, "hippo: %s of team memories stayed on this machine: only a team admin purges for everyone\n",
			plural.Count(rep.LocalOnly, "purge", "purges"))
	}
	return nil
}

func (c *cli) teamStatus(ctx context.Context, args []string) error {
	fs := c.flags("team status", "[flags]", "The team link, how many memories are shared, how many events wait, and the last sync. It does not reach the team store.")
	asJSON := fs.Bool("json", false, "print JSON (with every active team memory)")
	list := fs.Bool("list", false, "list the active team memories here")
	if err := parse(fs, args); err != nil {
		return err
	}
	s, done, err := c.open(ctx, storeOpts{})
	if err != nil {
		return err
	}
	defer done()
	st, err := team.ReadStatus(ctx, s, s.Dir())
	if err != nil {
		return err
	}
	if *asJSON {
		return writeJSON(c.stdout, st)
	}
	if !st.Linked {
		_, err := fmt.Fprintln(c.stdout, "no team store: memory is this machine's alone (hippo team join postgres://USER@HOST/DB links one)")
		return err
	}
	last := "never"
	if !st.LastSync.IsZero() {
		last = st.LastSync.Local().Format(time.DateTime)
	}
	fmt.Fprintf(c.stdout, "team %s as %s, machine %s\n%s\nshared: %d memories (%d active here)\nwaiting to be sent: %d events\n"+
		"proposed, waiting for approval: %d (hippo team pending)\nlast sync: %s\n",
		st.Team, st.Role, st.Machine, st.URL, st.Shared, len(st.Memories), st.Pending, st.Proposed, last)
	if *list {
		for _, m := range st.Memories {
			fmt.Fprintf(c.stdout, "  %s  %s\n", m.ID, oneLine(m.Text, 100))
		}
	}
	return nil
}

// teamCheck is doctor's check of the team link. It never fails the doctor:
// with the team store down, everything local works.
func teamCheck(ctx context.Context, dataDir string) install.Check {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	l, err := team.Probe(ctx, dataDir)
	switch {
	case errors.Is(err, team.ErrNotJoined):
		return install.Check{Name: "team", Status: install.StatusOK, Detail: "no team store linked (team memory is off)"}
	case err != nil:
		return install.Check{Name: "team", Status: install.StatusWarn, Detail: err.Error() + "; local memory works, shares wait",
			Fix: "check the URL in " + dataDir + "/team/link.json, the password (hippo team join again) and the server"}
	}
	return install.Check{Name: "team", Status: install.StatusOK, Detail: fmt.Sprintf("team %s reachable as %s", l.Team, l.Role)}
}

// checkJoined refuses jot --share before anything is stored when there is
// no team to share with.
func (c *cli) checkJoined() error {
	_, dataDir, err := dirs()
	if err != nil {
		return err
	}
	_, err = team.LoadLink(dataDir)
	return err
}
