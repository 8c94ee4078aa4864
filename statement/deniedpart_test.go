package statement

import "testing"

// conflictsOfADenialInPart: a tool denied only where the speaker would run
// it, only in one environment, or an act on a part of it, leaves the tool
// in use elsewhere; the plain denial of the same tool still clashes with
// its use.
var conflictsOfADenialInPart = []conflictCase{
	{"we don't use Kafka", "order events go through Kafka", true},
	{"we don't run Kafka in staging", "order events go through Kafka", false}, // one environment
	{"we don't host Grafana ourselves", "dashboards live in Grafana", false},  // self-hosting denied
	{"we don't use Jenkins", "CI runs on Jenkins", true},
	{"we don't pin Helm charts to patch versions", "deploys are done with Helm", false}, // an act on a part
	{"we don't run Jenkins in prod", "CI runs on GitHub Actions", false},                // the tool in no clash of tools
}

func TestConflictsOfADenialInPart(t *testing.T) { checkConflictsPaired(t, conflictsOfADenialInPart) }

// TestDenialOfPart: which negations deny a tool only in part.
func TestDenialOfPart(t *testing.T) {
	for _, tt := range []struct {
		text string
		want bool
	}{
		{"we don't run Kafka in staging", true},
		{"we don't self host Sentry ourselves", true},
		{"we don't pin Terraform providers", true},
		{"we don't use Kafka", false},
		{"we don't run Kafka anymore", false},
		{"don't pin Electron", false},
		{"never log at debug in production", false}, // a value in a scope, no tool
		{"we don't use Kafka for metrics", false},   // a use denied: another rule's reading
	} {
		ws := clauseWords(tt.text)
		got := false
		for i := range ws {
			got = got || denialOfPart(ws, i)
		}
		if got != tt.want {
			t.Errorf("denialOfPart in %q = %v, want %v", tt.text, got, tt.want)
		}
	}
}
