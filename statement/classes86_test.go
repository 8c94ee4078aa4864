package statement

import "testing"

// TestGluedFamilies: a float format ("fp32", "bf16") and a JWT signing
// algorithm ("HS256", "RS256") are one word of letters and digits that
// names one of a family, no version of a product: two of a family for one
// thing are alternatives. The same one said twice, and two things each in
// its own, keep apart.
func TestGluedFamilies(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"the auth service signs JWTs with HS256", "JWTs are signed with RS256 now", true},
		{"API tokens are signed using ES256", "api tokens are signed with RS256", true},
		{"Le service d'auth signe les JWT en HS256", "JWTs are signed RS256 now, keys live in Vault", true},
		{"the ranking model trains in fp32", "the ranking model trains in bf16", true},
		{"inference is served in fp16", "inference is served in fp8 now", true},
		// agreements and look-alikes
		{"the auth service signs JWTs with HS256", "JWTs are signed with HS256, the secret lives in Vault", false},
		{"the ranking model trains in bf16", "the ranking model trains in bfloat16", false},
		{"the ranking model trains in bf16", "the ranking model is evaluated in fp32", false},
		{"the price column is float32", "the price column is float32", false},
		{"the id column is int64", "the id column is int32", true},
	})
}

// TestTimesCounts: a count glued to "x" ("8x H100") is that many, so it
// agrees with the same count said plainly and clashes with another.
func TestTimesCounts(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"Training runs on 8 GPUs", "training runs on 8x H100 80GB (one p5.48xlarge node)", false},
		{"the render farm has 4 GPUs", "the render farm has 4x RTX 4090", false},
		{"the cache cluster runs 3 nodes", "the cache cluster runs 3x r6g.large", false},
		{"the render farm has 4 GPUs", "the render farm has 2x RTX 4090", true},
		{"training runs on 8 GPUs", "training runs on 4x A100", true},
	})
}

// TestKindRefined: a kind of tool said by its noun ("feature flags", "a
// queue") against a tool of that kind said in its place names which one,
// and both hold; two tools of the kind, or the kind's noun against
// another kind's tool, keep their answers.
func TestKindRefined(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"Risky changes go behind feature flags", "risky changes go behind LaunchDarkly flags, keys prefixed `exp-`", false},
		{"new checkout steps ship behind feature flags", "new checkout steps ship behind Unleash flags", false},
		{"order events go through a queue", "order events go through Kafka", false},
		{"session data is kept in a cache", "session data is kept in Redis", false},
		// look-alikes: two tools of one kind, another kind's noun
		{"risky changes go behind Unleash flags", "risky changes go behind LaunchDarkly flags", true},
		{"order events go through RabbitMQ", "order events go through Kafka", true},
		{"session data is kept in Memcached", "session data is kept in Redis", true},
	})
}

// TestListedNo: a "no" listed after "with" and "and" behind the claim's
// value says how the value is had ("TypeScript with strict on and no
// `any`"), so the claim still states the value and agrees with it said
// plainly; a "no" right after "with" is "without" and still denies, and
// another value still clashes.
func TestListedNo(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"Prefers TypeScript", "prefers TypeScript with strict: true and no `any`", false},
		{"we deploy with Helm", "we deploy with Helm and no manual kubectl", false},
		{"the API uses Postgres", "the API uses Postgres with PostGIS and no other extensions", false},
		{"el equipo prefiere TypeScript", "prefers TypeScript with strict mode and no implicit any", false},
		// look-alikes that keep their answers
		{"we deploy with Kustomize", "we deploy with Helm and no manual kubectl", true},
		{"the API uses MySQL", "the API uses Postgres with PostGIS and no other extensions", true},
		{"PRs need one review before merge", "PRs merge with no review", true},
		{"we use Redux", "no Redux, we use Zustand", true},
	})
}

// TestHandoverReport: an event that hands a role over names who holds it
// now, whatever failure it names beside the handover ("ping him for
// failures"), so it clashes with the old holder said as standing; a
// report of a failure alone, and a handover to the holder already named,
// keep their answers.
func TestHandoverReport(t *testing.T) {
	for _, c := range []struct {
		event, fact string
		want        bool
	}{
		{"Marco took over the billing cron from Priya last sprint, ping him for failures", "Priya owns the nightly billing cron", true},
		{"Ana took over the payments pager from Ben after the outage", "Ben owns the payments pager", true},
		{"Lena took over the search indexer from Tom, send crash reports to her", "Tom owns the search indexer", true},
		// look-alikes
		{"the billing cron failed twice last night, ping Priya", "Priya owns the billing cron", false},
		{"Marco took over the billing cron from Priya after the outage", "Marco owns the billing cron", false},
	} {
		a, b := ClaimOf(c.event), ClaimOf(c.fact)
		a.Event = true // as a memory of kind event is read
		if got := Conflict(a, b) || Conflict(b, a); got != c.want {
			t.Errorf("Conflict(%q, %q) = %v, want %v", c.event, c.fact, got, c.want)
		}
	}
}

// TestDefinedConstants: a C "#define NAME VALUE" line is the assignment
// "NAME = VALUE", so a setting said in firmware clashes with another
// value of it said in prose, and agrees with the same one; another
// setting's constant keeps apart.
func TestDefinedConstants(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"Thermostat reports temperature to the hub every 60 s", "#define REPORT_INTERVAL_MS 15000", true},
		{"the heartbeat interval is 5 seconds", "#define HEARTBEAT_INTERVAL_MS 30000", true},
		{"the watchdog timeout is 2 s", "  #define WATCHDOG_TIMEOUT_MS 8000", true},
		{"the upload buffer is 4 MB", "#define UPLOAD_BUFFER_MB 16", true},
		// agreements and look-alikes
		{"the report interval is 60 s", "#define REPORT_INTERVAL_MS 60000", false},
		{"the heartbeat interval is 5 seconds", "#define HEARTBEAT_INTERVAL_MS 5000", false},
		{"the heartbeat interval is 5 seconds", "#define UPLOAD_BUFFER_MB 16", false},
	})
}

// TestExcludedAsSubject: a value ruled out of a subject ("no deploys on
// Fridays") against a sentence about that value itself ("Friday is the
// team's no-meeting day") that says nothing of the subject both hold; the
// value said as the subject's ("Friday is deploy day", "deploys happen on
// Fridays"), a denial of no subject and a tool ruled out against it as a
// subject still clash.
func TestExcludedAsSubject(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"No deploys on Fridays", "Friday is the team's no-meeting day", false},
		{"never release on weekends", "Saturday is the team's day off", false},
		{"no meetings on Wednesdays", "Wednesday is focus day", false},
		{"no schema migrations on Mondays", "Monday is the sprint review day", false},
		// look-alikes that keep their answers
		{"No deploys on Fridays", "Friday is deploy day", true},
		{"No deploys on Fridays", "deploys happen on Fridays", true},
		{"no meetings on Wednesdays", "Wednesday is the weekly planning meeting", true},
		{"we don't use Kafka", "Kafka is our event bus", true},
		{"Feast is the feature store for the ranker.", "Tecton is our feature store, it replaced Feast", true},
	})
}
