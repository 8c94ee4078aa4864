package statement

import (
	"slices"
	"testing"
)

// conflictsOfAnEndedPractice: a practice stated as in use against another
// statement that switches it off or denies it whole, each paired with the
// look-alike it must leave alone: a part of it switched off, another thing
// of the same word, a pause for a while, a thing switched back on, a
// denial on both sides.
var conflictsOfAnEndedPractice = []conflictCase{
	{"Snapshots are taken every hour.", "last week we switched off the hourly snapshots", true},
	{"Snapshots are taken every hour.", "last week we switched off the staging snapshots", false}, // a part of them
	{"Snapshots are taken every hour.", "last week we switched off snapshot alerts", false},       // another thing
	{"Snapshots are taken every hour.", "we turned off the hourly snapshots during the migration", false},
	{"Snapshots are taken every hour.", "the hourly snapshots were switched off in staging", false},
	{"Snapshots are taken every hour.", "we turned off the hourly snapshots, then turned them back on", false},
	{"The weekly vacuum job runs on Sundays.", "the weekly vacuum job was shut off", true},
	{"Snapshots are taken every hour.", "the snapshot exporter was switched off", false},
	{"Spell checking is strict.", "search is exact, no spell checking at all", true},
	{"Spell checking is off.", "search is exact, no spell checking at all", false},                                          // both deny it
	{"Flaky tests are quarantined in a nightly job.", "no flaky tests are allowed on main", false},                          // a rule of them, no end
	{"The platform guild triages the runner tickets.", "triage moved to the SRE rota, the platform guild is off it", false}, // a role left
	{"Clang builds the userland.", "clang is not used for the kernel", false},                                               // one use
	{"Store managers approve discounts.", "store managers don't approve refunds anymore", false},
	{"PII is encrypted at rest.", "no PII in application logs", false},                   // gone from one place
	{"Nightly builds run on Jenkins.", "no more nightly builds for the monorepo", false}, // for one part
	{"Nightly builds run on Jenkins.", "no more nightly builds", true},
	{"Nightly exports go to the audit bucket.", "we turned off nightly exports from the billing service", false},
}

func TestConflictsOfAnEndedPractice(t *testing.T) {
	checkConflictsPaired(t, conflictsOfAnEndedPractice)
}

// TestSwitchedOffAt: "off" after a verb of switching ends the thing after
// it, or before it when nothing follows; a pause, an order, a place and a
// role left name none ended.
func TestSwitchedOffAt(t *testing.T) {
	want := map[string][]string{
		"we turned off the nightly backups":         {"night", "backup"},
		"the old build server was switched off":     {"old", "build", "serv"},
		"we shut off the legacy exporter yesterday": {"legaci", "export"},
		"we turned off the backups until Monday":    nil,
		"always switch off the scope when done":     nil,
		"shut off the bench supply":                 nil,
		"swap is turned off on the build hosts":     nil,
		"backups were switched off temporarily":     nil,
		"the lights are off":                        nil,
		"we signed off on the release":              nil,
		"the old team is off it":                    nil,
	}
	for text, w := range want {
		if got := firstEnded(text); !slices.Equal(got, w) {
			t.Errorf("ended of %q = %v, want %v", text, got, w)
		}
	}
}

// firstEnded is the first thing goneOf says text ends outright, or nil.
func firstEnded(text string) []string {
	_, ended := goneOf(text)
	if len(ended) == 0 {
		return nil
	}
	return ended[0]
}

// TestLifetimeIsNoEnd: a removal after an age or on a schedule is how long
// each one lives; the thing itself stays in use.
func TestLifetimeIsNoEnd(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"Build artifacts are kept in S3.", "build artifacts are deleted after 90 days", false},
		{"Temp files live in /var/tmp/app.", "temp files are removed nightly", false},
	})
	for _, text := range []string{"logs are deleted after 30 days", "old builds are purged weekly", "files removed within a day"} {
		if r, _ := goneOf(text); len(r) > 0 {
			t.Errorf("goneOf(%q) = %v, want none", text, r)
		}
	}
}

// TestNotYetEnded: a plan to end a practice or a proposal leaves it in
// use now, and a thing dropped in a release may be in use in another;
// so does a deprecation, which Conflict leaves alone.
func TestNotYetEnded(t *testing.T) {
	checkPairRule(t, "practiceEnded", practiceEnded, []conflictCase{
		{"Snapshots are taken every hour.", "we will switch off the hourly snapshots next month", false},
		{"Snapshots are taken every hour.", "we're thinking about switching off the hourly snapshots", false},
		{"The legacy exporter writes XML.", "the legacy exporter was removed", true},
		{"Snapshots are taken every hour.", "we switched off the hourly snapshots", true},
		{"The Python 2 shim is tested on the 1.x branch.", "the Python 2 shim was dropped in 3.0", false}, // another release
		{"The Python 2 shim is tested on the 1.x branch.", "the Python 2 shim was dropped", true},
	})
	checkConflicts(t, []conflictCase{{"The legacy exporter writes XML.", "the legacy exporter is deprecated", false}})
}

// TestFileGoneByName: a file said gone by its name alone is the one read
// from its path; another file of that name's stem, or one gone from
// another place, is not.
func TestFileGoneByName(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"Rate limits are loaded from conf/limits.toml.", "we deleted limits.toml, rate limits live in Redis now", true},
		{"Rate limits are loaded from conf/limits.toml.", "we deleted limits.yaml, rate limits live in Redis now", false},
		{"Rate limits are loaded from conf/limits.toml.", "we deleted conf, rate limits live in Redis now", false},
		{"Rate limits are loaded from conf/limits.toml.", "limits.toml is gone from the worker image", false},
	})
}

// TestInsteadIsNoScope: a format a later clause states as what is used
// instead of a denied tool scopes nothing, so the denial meets the tool in
// use; a format that names which files a rule is of still scopes it.
func TestInsteadIsNoScope(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"We don't use Delta Lake; the silver tables are plain Parquet.", "Delta Lake handles upserts for the gold tables", true},
		{"We don't use Iceberg; raw exports are plain CSV.", "Iceberg manages the reporting tables", true},
		{"YAML files are indented with 2 spaces.", "indent with tabs", false},
		{"We don't use Iceberg; raw exports are plain CSV.", "Hudi manages the reporting tables", false},
	})
}
