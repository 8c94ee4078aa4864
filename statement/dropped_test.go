package statement

import "testing"

// conflictsOfADroppedTool (contra110): a tool a statement takes out of
// use whole, by each way of saying so (moved off, ripped out, replaced
// with, ditched, scrapped, Hinglish "hata diya"), against one that names
// it in use for whatever role, in other words or another language; each
// with the look-alikes that must stay unflagged: a tool dropped for one
// purpose or from one part, a plan to drop it, a return to it after the
// drop, what is done to things as a rule ("archived after two years"), a
// practice denied ("no sampling"), and both denying it.
var conflictsOfADroppedTool = []conflictCase{
	{"Error tracking goes through Rollbar.", "we moved off Rollbar last month, everything reports to Sentry now", true},
	{"Feature flags are served by LaunchDarkly.", "ripped LaunchDarkly out last quarter; flags live in a Postgres table now", true},
	{"The mobile app tracks funnels with Mixpanel.", "replaced Mixpanel with PostHog", true},
	{"monitoring ke liye hum Nagios use karte hain", "Nagios hata diya, ab monitoring Grafana se hoti hai", true},
	{"Podcasts are transcoded by Zencoder.", "Zencoder was scrapped in the spring, transcoding runs on our own ffmpeg workers", true},
	{"Die Alerts kommen aus Nagios.", "we moved off Nagios a while ago; alerts come from Grafana now", true},
	{"Bugs are filed in Bugzilla.", "we ditched Bugzilla; Linear it is", true},
	// a purpose or a part of the drop named: the tool's other uses stand
	{"Postgres stores the orders.", "we dropped Postgres for the analytics jobs, they read Parquet from S3", false},
	{"Kafka carries the click events.", "Kafka was removed from the billing pipeline", false},
	// a plan, a return after the drop, a denial on both sides
	{"CI runs on Jenkins.", "we might move off Jenkins next year", false},
	{"Bugs are filed in Bugzilla.", "thinking about whether to ditch Bugzilla", false},
	{"We don't use Rollbar.", "we moved off Rollbar last month", false},
	// what is done to things as a rule, and a practice denied
	{"Orders are stored in Postgres.", "orders are archived after two years", false},
	{"Sentry samples 25% of transactions.", "error events are sent in full, no sampling", false},
}

func TestConflictsOfADroppedTool(t *testing.T) { checkConflictsPaired(t, conflictsOfADroppedTool) }

// TestDroppedNotInUse: droppedInUse alone leaves a return to the tool
// after the drop, a purpose and a part (other paths may judge them).
func TestDroppedNotInUse(t *testing.T) {
	for _, p := range [][2]string{
		{"CI is back on Jenkins since the Actions outage.", "we moved off Jenkins last year"},
		{"Redis is in use again for sessions.", "we ditched Redis"},
		{"Redis caches user sessions.", "we dropped Redis as a job queue"},
		{"The billing service builds on Jenkins.", "moved the search service off Jenkins"},
		{"Our docs are hosted on Netlify.", "we ripped Netlify out of the marketing site"},
	} {
		if droppedInUse(ClaimOf(p[0]), ClaimOf(p[1])) {
			t.Errorf("droppedInUse(%q, %q), want not", p[0], p[1])
		}
	}
}

// TestDroppedWhole: which clauses drop a tool whole, and the tool.
func TestDroppedWhole(t *testing.T) {
	for _, tt := range []struct {
		text string
		want int
	}{
		{"we moved off jenkins last sprint, every build goes through GitHub Actions now", 1},
		{"Helm hata diya, ab sab kustomize overlays se deploy hota hai", 1},
		{"replaced Scandit with ML Kit barcode scanning", 1},
		{"we dropped Redis as a job queue", 0},
		{"we might move off Jenkins", 0},
		{"orders are archived after 2 years", 0},
		{"no sampling on errors", 0},
	} {
		if got := len(droppedWhole(tt.text)); got != tt.want {
			t.Errorf("droppedWhole(%q) has %d, want %d", tt.text, got, tt.want)
		}
	}
}
