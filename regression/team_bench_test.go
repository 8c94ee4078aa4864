package regression

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
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
// path never reaches the team store.
func BenchmarkPromptHookTeamStall(b *testing.B) {
	for _, mode := range []string{"no-team", "team-stalled"} {
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
	if stalled {
		c := pgtest.Start(b)
		linkTeam(b, c, data)
		stop := stallLoop(b, c, env)
		defer stop()
	}
	cwd := b.TempDir()
	var tm benchstat.Timer
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		payload := promptPayload(cwd, fmt.Sprintf("how should we deploy the billing service to staging after migration %d?", i))
		cmd := exec.Command(hippoBin, "hook", "prompt")
		cmd.Env = env
		cmd.Stdin = strings.NewReader(payload)
		var out []byte
		var err error
		tm.Time(func() { out, err = cmd.Output() })
		if err != nil {
			b.Fatal(err)
		}
		if len(out) == 0 {
			b.Fatal("the hook recalled nothing; the benchmark would measure the empty path")
		}
	}
	b.StopTimer()
	tm.Report(b)
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

// stallLoop stalls the cluster's postmaster for stallFor at a time, and
// runs syncs and maintenance against it, until stop.
func stallLoop(b *testing.B, c *pgtest.Cluster, env []string) (stop func()) {
	pidText, err := os.ReadFile(filepath.Join(c.Dir, "postmaster.pid"))
	if err != nil {
		b.Fatal(err)
	}
	pid, err := strconv.Atoi(strings.TrimSpace(strings.SplitN(string(pidText), "\n", 2)[0]))
	if err != nil {
		b.Fatal(err)
	}
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
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
	})
	for _, args := range [][]string{{"team", "sync"}, {"maintain"}} {
		wg.Go(func() {
			for {
				cmd := exec.Command(hippoBin, args...)
				cmd.Env = env
				var out bytes.Buffer
				cmd.Stdout, cmd.Stderr = &out, &out
				_ = cmd.Run() // fails while stalled: that is the point
				select {
				case <-done:
					return
				default:
				}
			}
		})
	}
	return func() {
		close(done)
		wg.Wait()
	}
}
