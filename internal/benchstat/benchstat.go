// Package benchstat gives benchmarks the figures BENCHMARKS.md reports besides
// ns/op: the median and 95th percentile of individual calls, the resident
// memory of a process, and the store sizes to run at.
package benchstat

import (
	"bufio"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"
)

// Sizes are the store sizes benchmarks run at: 1k and 10k, and 100k when
// HIPPO_BENCH_LARGE=1 (filling a 100k store takes minutes).
func Sizes() []int {
	if os.Getenv("HIPPO_BENCH_LARGE") == "1" {
		return []int{1000, 10000, 100000}
	}
	return []int{1000, 10000}
}

// Timer records individual calls.
type Timer struct{ d []time.Duration }

// Time runs fn and records how long it took.
func (t *Timer) Time(fn func()) {
	start := time.Now()
	fn()
	t.d = append(t.d, time.Since(start))
}

// Report adds p50-ms and p95-ms to the benchmark's output.
func (t *Timer) Report(b *testing.B) {
	if len(t.d) == 0 {
		return
	}
	s := append([]time.Duration(nil), t.d...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	q := func(p float64) float64 {
		return float64(s[int(p*float64(len(s)-1)+0.5)].Microseconds()) / 1000
	}
	b.ReportMetric(q(0.5), "p50-ms")
	b.ReportMetric(q(0.95), "p95-ms")
}

// RSS returns a process's resident set size in MB, from /proc.
func RSS(pid int) (float64, error) {
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "VmRSS:"); ok {
			kb, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 64)
			if err != nil {
				return 0, fmt.Errorf("parse VmRSS %q: %w", rest, err)
			}
			return kb / 1024, nil
		}
	}
	return 0, fmt.Errorf("no VmRSS for pid %d", pid)
}
