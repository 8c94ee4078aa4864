package regression

import (
	"encoding/csv"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// allowedLicenses are the licences hippo's Apache-2.0 binary may link.
// MPL-2.0 is file-level copyleft: linking it unmodified is fine; a change to
// an MPL file would have to be published.
var allowedLicenses = map[string]bool{
	"Apache-2.0": true, "MIT": true, "BSD-2-Clause": true, "BSD-3-Clause": true, "ISC": true, "MPL-2.0": true,
}

// TestDependencyLicences checks the committed licence report against the
// packages the build really links: a new dependency missing from the report,
// or any licence outside the allowed set, fails (scripts/licenses regenerates
// the report).
func TestDependencyLicences(t *testing.T) {
	root := filepath.Join("..")
	f, err := os.Open(filepath.Join(root, "licenses", "report.csv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var reported []string
	for _, r := range rows[1:] {
		if !allowedLicenses[r[1]] {
			t.Errorf("%s is licensed %q, outside the allowed set", r[0], r[1])
		}
		reported = append(reported, r[0])
	}
	cmd := exec.Command("go", "list", "-deps", "-f", "{{if not .Standard}}{{.ImportPath}}{{end}}", "./...")
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, pkg := range strings.Fields(string(out)) {
		if !strings.HasPrefix(pkg, "github.com/hippo-mem/hippo") && !coveredBy(reported, pkg) {
			t.Errorf("%s is linked but not in licenses/report.csv; run scripts/licenses", pkg)
		}
	}
}

// coveredBy reports whether pkg is a reported package or lies below one.
func coveredBy(reported []string, pkg string) bool {
	for _, r := range reported {
		if pkg == r || strings.HasPrefix(pkg, r+"/") {
			return true
		}
	}
	return false
}
