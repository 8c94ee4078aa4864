// Command duplcheck reads the clone groups that dupl prints (its default text
// output) on stdin, prints them, and fails when a group is not in the allow-list
// file named by its argument. CI runs it after dupl (see .ci/run).
//
// An allow-list line names the files of one group's fragments, space-separated
// and in any order (a file twice when both fragments are in it), then " | " and
// the reason. Groups are matched by their files, not line numbers, so editing
// elsewhere in a file keeps an entry valid. An entry that matches no group is
// stale and fails the check too, so the list shrinks as duplicates are removed.
//
//	go run github.com/mibk/dupl@v1.1.0 -t 35 . | go run ./scripts/duplcheck scripts/dupl-allow
package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: dupl -t N . | duplcheck ALLOW-FILE")
		os.Exit(2)
	}
	allow, err := readAllow(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, "duplcheck:", err)
		os.Exit(2)
	}
	groups, err := readGroups(os.Stdin)
	if err != nil {
		fmt.Fprintln(os.Stderr, "duplcheck:", err)
		os.Exit(2)
	}
	if !check(os.Stdout, groups, allow) {
		os.Exit(1)
	}
}

// group is one clone group: its fragments as "path:from,to".
type group []string

// key is the group's files, sorted: what an allow-list entry names.
func (g group) key() string {
	files := make([]string, len(g))
	for i, frag := range g {
		files[i], _, _ = strings.Cut(frag, ":")
	}
	sort.Strings(files)
	return strings.Join(files, " ")
}

// readGroups parses dupl's "found N clones:" blocks.
func readGroups(r io.Reader) ([]group, error) {
	var groups []group
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "found "):
			groups = append(groups, nil)
		case strings.HasPrefix(line, "  ") && len(groups) > 0:
			groups[len(groups)-1] = append(groups[len(groups)-1], strings.TrimSpace(line))
		}
	}
	return groups, sc.Err()
}

// readAllow reads the allow-list: file key to reason. Blank lines and lines
// starting with # are comments; an entry without a reason is an error.
func readAllow(path string) (map[string]string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	allow := map[string]string{}
	for n, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		files, reason, ok := strings.Cut(line, " | ")
		if !ok || strings.TrimSpace(reason) == "" {
			return nil, fmt.Errorf("%s:%d: want \"FILE... | reason\"", path, n+1)
		}
		f := strings.Fields(files)
		sort.Strings(f)
		allow[strings.Join(f, " ")] = strings.TrimSpace(reason)
	}
	return allow, nil
}

// check prints every group, marked allowed or not, then the stale entries; it
// says whether all groups were allowed and no entry was stale.
func check(w io.Writer, groups []group, allow map[string]string) bool {
	ok := true
	used := map[string]bool{}
	for _, g := range groups {
		reason, allowed := allow[g.key()]
		used[g.key()] = true
		if allowed {
			fmt.Fprintf(w, "allowed (%s):\n", reason)
		} else {
			fmt.Fprintln(w, "CLONE: remove it with a shared helper, or add it to the allow-list with a reason:")
			ok = false
		}
		for _, frag := range g {
			fmt.Fprintln(w, "  "+frag)
		}
	}
	var stale []string
	for k := range allow {
		if !used[k] {
			stale = append(stale, k)
		}
	}
	sort.Strings(stale)
	for _, k := range stale {
		fmt.Fprintf(w, "STALE allow-list entry, no such clone group any more: %s\n", k)
		ok = false
	}
	fmt.Fprintf(w, "%d clone groups, %d allowed\n", len(groups), len(groups)-countNot(groups, allow))
	return ok
}

func countNot(groups []group, allow map[string]string) int {
	n := 0
	for _, g := range groups {
		if _, ok := allow[g.key()]; !ok {
			n++
		}
	}
	return n
}
