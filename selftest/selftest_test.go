package selftest

import (
	"errors"
	"testing"
)

func TestSelectedRefusesAFilterThatMatchesNothing(t *testing.T) {
	if _, err := Selected("no-such-check-name"); !errors.Is(err, ErrNoMatch) {
		t.Fatalf("Selected(typo): %v, want ErrNoMatch", err)
	}
	// The controls: an empty filter selects every check, a real name selects it.
	all, err := Selected("")
	if err != nil || len(all) != len(Checks()) {
		t.Fatalf("Selected(\"\"): %d checks, %v; want all %d", len(all), err, len(Checks()))
	}
	one, err := Selected(all[0].Name)
	if err != nil || len(one) == 0 || one[0].Name != all[0].Name {
		t.Fatalf("Selected(%q): %v, %v", all[0].Name, one, err)
	}
}
