package regression

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// maxFuncLines is the style guide's limit on a function's length, counted from
// the line of "func" to the line of its closing brace.
const maxFuncLines = 80

// longFuncExempt lists the functions allowed past maxFuncLines, each with its
// reason. Keys are "path:name" as longFuncs reports them. Production functions
// over the limit are not exempt: they are being split, and this test says so
// until they are.
var longFuncExempt = map[string]string{
	// Check lists: one entry per named check, each a few lines that say what it
	// proves. Splitting them would scatter the list "hippo selftest --list" prints.
	"selftest/groups.go:lifecycle":     "selftest check list",
	"selftest/groups.go:installChecks": "selftest check list",
	"selftest/checks.go:pairs":         "selftest check list",
}

// Check: no function or function literal in the module is longer than the
// style guide allows, except the commented exemptions above. Runs in -short:
// it only parses.
func TestFunctionLength(t *testing.T) {
	long, err := longFuncs("..")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range long {
		if _, ok := longFuncExempt[f.key]; ok {
			continue
		}
		t.Errorf("%s:%d: %s is %d lines, over %d: split it, or exempt it with a reason in longFuncExempt", f.path, f.line, f.name, f.lines, maxFuncLines)
	}
}

// Control: the counter must see a function that is too long, count a literal
// inside a function on its own, and let a function of exactly the limit pass.
func TestFunctionLengthCounts(t *testing.T) {
	dir := t.TempDir()
	body := strings.Repeat("\tx++\n", maxFuncLines)
	edge := strings.Repeat("\tx++\n", maxFuncLines-2)
	src := fmt.Sprintf("package p\n\nfunc short() {}\n\nfunc long() {\n\tx := 0\n%s\t_ = x\n}\n\nvar v = func() {\n\tf := func() {\n%s\t}\n\t_ = f\n}\n\nfunc edge() {\n%s}\n", body, body, edge)
	if err := os.WriteFile(filepath.Join(dir, "p.go"), []byte(src), 0o600); err != nil {
		t.Fatal(err)
	}
	long, err := longFuncs(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range long {
		got = append(got, fmt.Sprintf("%s %d", f.name, f.lines))
	}
	// long spans lines 5 to maxFuncLines+8; the outer literal starts on the
	// line after, the inner one on the next.
	want := fmt.Sprintf("[long %d p.go:func@%d %d p.go:func@%d %d]",
		maxFuncLines+4, maxFuncLines+10, maxFuncLines+5, maxFuncLines+11, maxFuncLines+2)
	if fmt.Sprint(got) != want {
		t.Errorf("longFuncs = %v, want %v", got, want)
	}
}

// longFunc is a function over maxFuncLines.
type longFunc struct {
	path, name, key string
	line, lines     int
}

// longFuncs parses every .go file under root (skipping testdata and hidden
// directories) and returns the functions and function literals longer than
// maxFuncLines, in file order. A literal is named by its file and line.
func longFuncs(root string) ([]longFunc, error) {
	var out []longFunc
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != root && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		out = append(out, longIn(fset, f, filepath.ToSlash(rel))...)
		return nil
	})
	sort.SliceStable(out, func(i, j int) bool { return out[i].path < out[j].path })
	return out, err
}

// longIn finds the long functions of one parsed file.
func longIn(fset *token.FileSet, f *ast.File, rel string) []longFunc {
	var out []longFunc
	ast.Inspect(f, func(n ast.Node) bool {
		var name string
		switch fn := n.(type) {
		case *ast.FuncDecl:
			name = fn.Name.Name
		case *ast.FuncLit:
			name = fmt.Sprintf("%s:func@%d", filepath.Base(rel), fset.Position(fn.Pos()).Line)
		default:
			return true
		}
		start, end := fset.Position(n.Pos()).Line, fset.Position(n.End()).Line
		if lines := end - start + 1; lines > maxFuncLines {
			out = append(out, longFunc{path: rel, name: name, key: rel + ":" + name, line: start, lines: lines})
		}
		return true
	})
	return out
}
