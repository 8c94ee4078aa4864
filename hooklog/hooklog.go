// Package hooklog owns the hook logs in the data dir: errors.log (one line per
// failure: time, event, error) and hooks.log (one JSON line per hook run: event,
// duration, outcome). Both are appended under a file lock and trimmed to their
// newer half past a size cap, and neither ever holds a prompt or memory text.
// Secrets are redacted from an error before it is logged. "hippo doctor"
// reads them back through RecentErrors and ReadLatency.
package hooklog

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/hippo-mem/hippo/internal/flock"
	"github.com/hippo-mem/hippo/redact"
)

// Log files in the data dir.
const (
	ErrorLogFile  = "errors.log"
	TimingLogFile = "hooks.log"
	// maxLogBytes bounds each log; past it the older half is dropped.
	maxLogBytes = 512 << 10
)

// Outcomes recorded in the timing log.
const (
	OutcomeInjected   = "injected"
	OutcomeSilent     = "silent"
	OutcomeFailedOpen = "failed-open"
	OutcomeGuarded    = "recursion-guard"
)

// Timing is one hook run. It never holds the prompt or any memory text.
type Timing struct {
	Time    time.Time `json:"time"`
	Event   string    `json:"event"`
	Millis  float64   `json:"ms"`
	Outcome string    `json:"outcome"`
	// Mode is how the prompt hook answered ("lexical", or the warm server's mode).
	Mode string `json:"mode,omitempty"`
}

func appendLine(path, line string) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o600)
	if err != nil {
		return err
	}
	defer f.Close()
	release, err := flock.Hold(f)
	if err != nil {
		return err
	}
	defer release()
	if st, err := f.Stat(); err == nil && st.Size() > maxLogBytes {
		trimHalf(path)
	}
	_, err = f.WriteString(line + "\n")
	return err
}

// trimHalf keeps the newer half of a log. It runs under the log's lock; the
// appender's O_APPEND descriptor keeps writing at the new end.
func trimHalf(path string) {
	b, err := os.ReadFile(path)
	if err != nil || len(b) < 2 {
		return
	}
	half := b[len(b)/2:]
	if i := strings.IndexByte(string(half), '\n'); i >= 0 {
		half = half[i+1:]
	}
	_ = os.WriteFile(path, half, 0o600)
}

// Error appends one line to the error log: time, event, error. The error
// text comes from hippo, never from a prompt or a memory; it is redacted all
// the same, whole and before it is cut to length, because an error can quote
// what a child process printed (claude -p's stderr) or a path someone chose.
func Error(dataDir, event string, err error) {
	msg, _ := redact.Text(err.Error())
	line := fmt.Sprintf("%s %s: %s", time.Now().UTC().Format(time.RFC3339), event, oneLine(msg))
	if dataDir == "" || appendLine(filepath.Join(dataDir, ErrorLogFile), line) != nil {
		// No data dir to log into: stderr reaches only Claude Code's debug log.
		fmt.Fprintln(os.Stderr, "hippo:", line)
	}
}

func oneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 500 {
		s = s[:500]
	}
	return s
}

// Record appends one hook run to the timing log.
func Record(dataDir string, t Timing) {
	if dataDir == "" {
		return
	}
	b, err := json.Marshal(t)
	if err != nil {
		return
	}
	_ = appendLine(filepath.Join(dataDir, TimingLogFile), string(b))
}

// LatencyStats is one event's latency over a window.
type LatencyStats struct {
	Event    string         `json:"event"`
	Runs     int            `json:"runs"`
	P50      float64        `json:"p50_ms"`
	P95      float64        `json:"p95_ms"`
	Outcomes map[string]int `json:"outcomes"`
}

// ReadLatency summarises the timing log since a time, per event.
func ReadLatency(dataDir string, since time.Time) ([]LatencyStats, error) {
	f, err := os.Open(filepath.Join(dataDir, TimingLogFile))
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read timing log: %w", err)
	}
	defer f.Close()
	by := map[string][]float64{}
	outcomes := map[string]map[string]int{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var t Timing
		if json.Unmarshal(sc.Bytes(), &t) != nil || t.Time.Before(since) {
			continue
		}
		by[t.Event] = append(by[t.Event], t.Millis)
		if outcomes[t.Event] == nil {
			outcomes[t.Event] = map[string]int{}
		}
		outcomes[t.Event][t.Outcome]++
	}
	var out []LatencyStats
	for ev, ms := range by {
		sort.Float64s(ms)
		out = append(out, LatencyStats{Event: ev, Runs: len(ms), P50: quantile(ms, 0.5), P95: quantile(ms, 0.95), Outcomes: outcomes[ev]})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Event < out[j].Event })
	return out, sc.Err()
}

func quantile(sorted []float64, q float64) float64 {
	if len(sorted) == 0 {
		return 0
	}
	i := int(q*float64(len(sorted)-1) + 0.5)
	return sorted[i]
}

// RecentErrors returns the error-log lines newer than since.
func RecentErrors(dataDir string, since time.Time) ([]string, error) {
	b, err := os.ReadFile(filepath.Join(dataDir, ErrorLogFile))
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read error log: %w", err)
	}
	var out []string
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		ts, _, ok := strings.Cut(line, " ")
		if t, err := time.Parse(time.RFC3339, ts); ok && err == nil && !t.Before(since) {
			out = append(out, line)
		}
	}
	return out, nil
}
