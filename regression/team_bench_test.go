package regression

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/internal/benchstat"
	"github.com/hippo-mem/hippo/internal/pgtest"
	"github.com/hippo-mem/hippo/team"
)

// stallFor is how long each stall of the team store lasts.
const stallFor = 5 * time.Second

// BenchmarkPromptHookTeamStall measures the prompt hook (lexical, 1,000
// memories) as BenchmarkPromptHook does, on a machine with no team store
// and on one linked to a team store that stalls: its postmaster stopped
// (SIGSTOP) for 5 s at a time, and continued for a moment between stalls,
// while "hippo team sync" and "hippo maintain" (what a session start
// spawns) run against it all along. The p50 must be the same: the prompt
// path never reaches the team store. Run it for longer than a stall:
// -benchtime=15s.
func BenchmarkPromptHookTeamStall(b *testing.B) {
	for _, mode := range []string{"team-stalled", "no-team"} {
		b.Run(mode, func(b *testing.B) { benchTeamStall(b, mode == "team-stalled") })
	}
}

func benchTeamStall(b *testing.B, stalled bool) {
	data := filepath.Join(b.TempDir(), "data")
	if err := os.MkdirAll(data, 0o700); err != nil {
		b.Fatal(err)
	}
	fillStore(b, data, 1000)
	env := []string{"HIPPO_HOME=" + data, "HOME=" + b.TempDir(), "PATH=" + os.Getenv("PATH"), "HIPPO_MODEL_DIR=" + b.TempDir()}
	// A session start's maintenance, once, as before any session's prompts.
	maintain := exec.Command(hippoBin, "maintain")
	maintain.Env = env
	if out, err := maintain.CombinedOutput(); err != nil {
		b.Fatalf("maintain: %v %s", err, out)
	}
	stop := func() int { return 0 }
	if stalled {
		c := pgtest.Start(b)
		linkTeam(b, c, data)
		stop = stallLoop(b, c, env)
	}
	cwd := b.TempDir()
	var tm benchstat.Timer
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		timedPrompt(b, &tm, env, cwd, i)
	}
	b.StopTimer()
	tm.Report(b)
	// The syncs that waited over a second on the team store while the hooks
	// ran: proof that it did stall under them.
	b.ReportMetric(float64(stop()), "stalled-syncs")
}

// linkTeam creates a team database and joins data to it.
func linkTeam(b *testing.B, c *pgtest.Cluster, data string) {
	db := c.NewDatabase(b)
	c.Exec(b, db, team.Schema)
	role := db + "_bench"
	c.Exec(b, db, "CREATE ROLE "+role+" LOGIN PASSWORD '"+role+"' IN ROLE hippo_writer")
	c.Exec(b, db, "INSERT INTO hippo.members (member, team_id) VALUES ($1, 'bench')", role)
	if _, err := team.Join(context.Background(), team.JoinRequest{URL: c.URL(role, db), Password: role, DataDir: data}); err != nil {
		b.Fatal(err)
	}
}

// stallLoop stalls the cluster's postmaster for stallFor at a time and runs
// "hippo team sync" and "hippo maintain" against it over and over, until
// stop, which returns how many syncs the stalls held up.
func stallLoop(b *testing.B, c *pgtest.Cluster, env []string) (stop func() int) {
	done := make(chan struct{})
	var wg sync.WaitGroup
	pid := postmasterPID(b, c)
	wg.Go(func() { stallUntil(pid, done) })
	var stalledSyncs atomic.Int64
	for _, args := range [][]string{{"team", "sync"}, {"maintain"}} {
		wg.Go(func() {
			for {
				cmd := exec.Command(hippoBin, args...)
				cmd.Env = env
				var out bytes.Buffer
				cmd.Stdout, cmd.Stderr = &out, &out
				start := time.Now()
				_ = cmd.Run() // fails when a stall outlasts its connect timeout
				if args[0] == "team" && time.Since(start) > time.Second {
					stalledSyncs.Add(1)
				}
				select {
				case <-done:
					return
				case <-time.After(200 * time.Millisecond): // as often as a busy user's sessions start, and more
				}
			}
		})
	}
	return func() int {
		close(done)
		wg.Wait()
		return int(stalledSyncs.Load())
	}
}

// stallUntil stops the postmaster pid for stallFor at a time, continuing it
// for a moment in between, until done.
func stallUntil(pid int, done chan struct{}) {
	for {
		_ = syscall.Kill(pid, syscall.SIGSTOP)
		select {
		case <-done:
		case <-time.After(stallFor):
		}
		_ = syscall.Kill(pid, syscall.SIGCONT)
		select {
		case <-done:
			return
		case <-time.After(100 * time.Millisecond):
		}
	}
}

func postmasterPID(b *testing.B, c *pgtest.Cluster) int {
	pidText, err := os.ReadFile(filepath.Join(c.Dir, "postmaster.pid"))
	if err != nil {
		b.Fatal(err)
	}
	pid, err := strconv.Atoi(strings.TrimSpace(strings.SplitN(string(pidText), "\n", 2)[0]))
	if err != nil {
		b.Fatal(err)
	}
	return pid
}
