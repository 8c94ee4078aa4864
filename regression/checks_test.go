package regression

import (
	"context"
	"testing"

	"github.com/hippo-mem/hippo/selftest"
)

// TestNamedChecks runs every named check of package selftest (the list
// "hippo selftest" runs) against the built binary, each in a throwaway HOME
// and data dir. Each check's name says what it covers and its Proves line
// what it proves; see selftest/.
func TestNamedChecks(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: runs every selftest check against the binary (~95 s)")
	}
	checks := selftest.Checks()
	if len(checks) < 120 {
		t.Errorf("%d named checks, want at least 120", len(checks))
	}
	seen := map[string]bool{}
	for _, c := range checks {
		if seen[c.Name] || c.Proves == "" {
			t.Errorf("check %q is repeated or says nothing about what it proves", c.Name)
		}
		seen[c.Name] = true
		t.Run(c.Name, func(t *testing.T) {
			t.Parallel()
			out, err := selftest.RunOne(context.Background(), hippoBin, c)
			if err != nil {
				t.Fatal(err)
			}
			if out.Err != nil {
				t.Fatalf("%s\nproves: %s", out.Err, c.Proves)
			}
		})
	}
}
