package install

import (
	"fmt"
	"strings"
)

// Diff renders a line diff of a plan, unified-style, with two lines of context:
// what "install --dry-run" shows.
func Diff(p Plan) string {
	if !p.Changed() {
		return ""
	}
	a := splitLines(string(p.Before))
	b := splitLines(string(p.After))
	ops := lcsDiff(a, b)
	var out strings.Builder
	fmt.Fprintf(&out, "--- %s\n+++ %s (after hippo)\n", p.Path, p.Path)
	const context = 2
	for i, op := range ops {
		if op.kind != ' ' {
			out.WriteString(string(op.kind) + op.line + "\n")
			continue
		}
		near := false
		for j := max(0, i-context); j <= min(len(ops)-1, i+context); j++ {
			if ops[j].kind != ' ' {
				near = true
				break
			}
		}
		if near {
			out.WriteString(" " + op.line + "\n")
		}
	}
	return out.String()
}

func splitLines(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(strings.TrimSuffix(s, "\n"), "\n")
}

type diffOp struct {
	kind byte // ' ', '-', '+'
	line string
}

// lcsDiff is the textbook longest-common-subsequence diff; settings files are
// small enough for its quadratic table.
func lcsDiff(a, b []string) []diffOp {
	n, m := len(a), len(b)
	t := make([][]int, n+1)
	for i := range t {
		t[i] = make([]int, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if a[i] == b[j] {
				t[i][j] = t[i+1][j+1] + 1
			} else {
				t[i][j] = max(t[i+1][j], t[i][j+1])
			}
		}
	}
	var ops []diffOp
	i, j := 0, 0
	for i < n && j < m {
		switch {
		case a[i] == b[j]:
			ops = append(ops, diffOp{' ', a[i]})
			i++
			j++
		case t[i+1][j] >= t[i][j+1]:
			ops = append(ops, diffOp{'-', a[i]})
			i++
		default:
			ops = append(ops, diffOp{'+', b[j]})
			j++
		}
	}
	for ; i < n; i++ {
		ops = append(ops, diffOp{'-', a[i]})
	}
	for ; j < m; j++ {
		ops = append(ops, diffOp{'+', b[j]})
	}
	return ops
}
