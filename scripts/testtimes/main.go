// Command testtimes reads "go test -json" on stdin and prints, as they arrive,
// each package's result line and the output of every failing test; at the end
// it prints each package's time and the slowest tests. CI runs the race suite
// through it so a slow test shows in the log before it reaches go test's
// timeout (store's TestLongPromptFocus once took 9 min 49 s on a busy machine).
//
//	go test -race -json ./... | go run ./scripts/testtimes -top 20
//
// It exits 1 when a test or a package failed, or when the input held no result.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

// event is one line of "go test -json" (cmd/test2json).
type event struct {
	Action     string
	Package    string
	ImportPath string // build-output events name the package here
	Test       string
	Elapsed    float64
	Output     string
}

// timing is one finished test or package.
type timing struct {
	pkg, test, action string
	elapsed           float64
}

// summary gathers the results while the run streams past.
type summary struct {
	out      io.Writer
	pending  map[string][]string // output of tests still running, by package and test
	tests    []timing
	packages []timing
	skipped  []string // "pkg Test: reason", so a skip that hides coverage is seen
	failed   bool
}

func main() {
	top := flag.Int("top", 20, "how many of the slowest tests to list")
	flag.Parse()
	s := &summary{out: os.Stdout, pending: map[string][]string{}}
	if err := s.read(os.Stdin); err != nil {
		fmt.Fprintln(os.Stderr, "testtimes:", err)
		os.Exit(2)
	}
	s.report(*top)
	if s.failed || len(s.packages) == 0 {
		os.Exit(1)
	}
}

// read consumes the stream; a line that is not JSON (a build error printed
// before test2json took over) is echoed as it is.
func (s *summary) read(r io.Reader) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 1<<20), 16<<20) // a test may print long lines
	for sc.Scan() {
		var e event
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil || e.Action == "" {
			fmt.Fprintln(s.out, sc.Text())
			continue
		}
		s.add(e)
	}
	return sc.Err()
}

func (s *summary) add(e event) {
	key := e.Package + " " + e.Test
	switch e.Action {
	case "build-output":
		fmt.Fprint(s.out, e.Output)
	case "output":
		if e.Test == "" {
			fmt.Fprint(s.out, e.Output) // "ok", "FAIL", panics outside a test
			return
		}
		s.pending[key] = append(s.pending[key], e.Output)
	case "pass", "fail", "skip":
		if e.Action == "fail" {
			s.failed = true
			fmt.Fprint(s.out, strings.Join(s.pending[key], ""))
		}
		if e.Action == "skip" && e.Test != "" {
			s.skipped = append(s.skipped, short(e.Package)+" "+e.Test+": "+skipReason(s.pending[key]))
		}
		delete(s.pending, key)
		t := timing{pkg: e.Package, test: e.Test, action: e.Action, elapsed: e.Elapsed}
		if e.Test == "" {
			s.packages = append(s.packages, t)
		} else {
			s.tests = append(s.tests, t)
		}
	}
}

// report prints the package times, slowest first, and the top slowest tests.
// Subtests are listed too: a slow table case is what to look at.
func (s *summary) report(top int) {
	for _, ts := range [][]timing{s.packages, s.tests} {
		sort.SliceStable(ts, func(i, j int) bool { return ts[i].elapsed > ts[j].elapsed })
	}
	fmt.Fprintln(s.out, "\n== package times (slowest first)")
	for _, p := range s.packages {
		fmt.Fprintf(s.out, "%8.1fs  %-4s  %s\n", p.elapsed, p.action, p.pkg)
	}
	fmt.Fprintf(s.out, "\n== %d slowest tests\n", top)
	for i, t := range s.tests {
		if i == top {
			break
		}
		fmt.Fprintf(s.out, "%8.1fs  %-4s  %s %s\n", t.elapsed, t.action, short(t.pkg), t.test)
	}
	fmt.Fprintf(s.out, "\n== %d skipped tests\n", len(s.skipped))
	for _, sk := range s.skipped {
		fmt.Fprintln(s.out, sk)
	}
}

// skipReason is the message a skipped test gave: the last output line that is
// not the "--- SKIP" line itself.
func skipReason(output []string) string {
	for i := len(output) - 1; i >= 0; i-- {
		if line := strings.TrimSpace(output[i]); line != "" && !strings.HasPrefix(line, "--- SKIP") {
			return line
		}
	}
	return "(no reason given)"
}

// short drops the module path so the table stays narrow.
func short(pkg string) string {
	return strings.TrimPrefix(strings.TrimPrefix(pkg, "github.com/hippo-mem/hippo"), "/")
}
