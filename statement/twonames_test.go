package statement

import (
	"slices"
	"testing"
)

func TestConfigFileTool(t *testing.T) {
	for _, tt := range []struct{ word, want string }{
		{"prettierrc", Stem("prettier")},
		{".nodemonrc", Stem("nodemon")},
		{"babelrc", Stem("babel")},
		// must not: a word that only ends in "rc", or a file of no tool's
		{"src", ""},
		{"arc", ""},
		{"grpc", ""},
		{"rc", ""},
		{".nycrc", ""}, // names too short for the pair search's key
		{"npmrc", ""},
	} {
		if got := configFileTool(tt.word); got != tt.want {
			t.Errorf("configFileTool(%q) = %q, want %q", tt.word, got, tt.want)
		}
	}
}

// A tool's setting said of the tool and of the config file named for it is
// one setting.
func TestConfigFileNamesItsTool(t *testing.T) {
	checkConflictsIn(t, "webapp", []pairCase{
		{"Prettier tab width is 2.", "tabWidth: 4 in .prettierrc", true},
		{"the nodemon restart delay is 1 second", "restart delay 2500ms in .nodemonrc", true},
		{"The Babel target is Node 18.", "target node 16 in .babelrc", true},
		{"Prettier tab width is 2.", "tabWidth: 2 in .prettierrc", false},
		// must not: another tool's config file, a config of a named part
		{"Prettier tab width is 2.", "tabWidth: 4 in .stylelintrc", false},
		{"printWidth: 100 in .prettierrc", "the admin app's prettier config sets printWidth to 80", false},
	})
}

// Two generic nouns of a run of work after what it does name one run.
func TestWorkHeads(t *testing.T) {
	checkConflictsIn(t, "ledger", []pairCase{
		{"The log compaction job runs at 01:00.", "log compaction batch is scheduled at 04:00", true},
		{"the invoice export task runs on Mondays", "the invoice export job runs every Friday", true},
		{"The index rebuild maintenance runs Saturdays.", "index rebuild job is scheduled on Sundays", true},
		{"The log compaction job runs at 01:00.", "log compaction batch is scheduled at 01:00", false},
		// must not: other work, or nothing shared but the nouns
		{"The log compaction job runs at 01:00.", "the index rebuild batch is scheduled at 04:00", false},
		{"the job runs at 03:00", "the batch runs at 02:00", false},
		{"the batch pipeline runs hourly", "the streaming pipeline runs every minute", false},
	})
}

// A short form's plural and a catalogue id name what the long form names.
func TestShortFormPlurals(t *testing.T) {
	checkConflictsIn(t, "platform", []pairCase{
		{"temp dirs are cleaned every hour", "the temp directories are cleaned daily", true},
		{"critical CVEs must be fixed within 14 days", "critical vulnerabilities are fixed within 30 days", true},
		{"temp dirs are cleaned every hour", "the temp directories are cleaned hourly", false},
		// must not: another thing of the same kind
		{"critical CVEs must be fixed within 14 days", "critical bugs are fixed within 30 days", false},
		{"the cache dir is cleaned every hour", "the log directory is cleaned daily", false},
	})
}

func TestFirstNotOwn(t *testing.T) {
	for _, tt := range []struct {
		text, project string
		want          []string
	}{
		{"tabkeeper ships as Manifest V3", "tabkeeper-ext", []string{"ship"}},
		{"the extension ships as Manifest V3", "tabkeeper-ext", nil}, // must not: no word of the project's name, nothing to pass
		{"tabkeeper ships as Manifest V3", "", nil},                  // must not: said in no project
	} {
		c := ClaimOf(tt.text).InProject(tt.project)
		if got := firstNotOwn(c); !slices.Equal(got, tt.want) {
			t.Errorf("firstNotOwn(%q in %q) = %v, want %v", tt.text, tt.project, got, tt.want)
		}
	}
}
