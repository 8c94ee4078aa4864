package statement

import (
	"strings"
	"testing"
)

func TestWords(t *testing.T) {
	for _, tt := range []struct {
		text   string
		words  string // lowercased, space-separated
		values string // the values among them
	}{
		{"The retry limit is 5.", "the retry limit is 5", "5"},
		{"We use Postgres for sessions", "we use postgres for sessions", "postgres"},
		{"Redis holds the cache", "redis holds the cache", ""},
		{"never pass --no-verify to git", "never pass no-verify to git", "no-verify"},
		{"retries live in retry.go, at most five.", "retries live in retry.go at most 5", "retry.go 5"},
		{"Don’t deploy on Fridays. Ask Bob", "don't deploy on fridays ask bob", "fridays bob"},
		{"", "", ""},
	} {
		var words, values []string
		for _, w := range Words(tt.text) {
			words = append(words, w.Lower)
			if w.Value {
				values = append(values, w.Lower)
			}
		}
		if got := strings.Join(words, " "); got != tt.words {
			t.Errorf("Words(%q) = %q, want %q", tt.text, got, tt.words)
		}
		if got := strings.Join(values, " "); got != tt.values {
			t.Errorf("values of %q = %q, want %q", tt.text, got, tt.values)
		}
	}
}

// TestStem: two forms of one word stem alike, two words apart.
func TestStem(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		same bool
	}{
		{"workers", "worker", true},
		{"built", "build", true},
		{"panel's", "panel", true},
		{"deployed", "deploys", true},
		{"worker", "works", true},
		{"ring", "running", false},
		{"user", "us", false},
		// a content word never stems to a word of grammar, and its
		// forms still stem alike
		{"notes", "not", false},
		{"notes", "note", true},
		{"canned", "can", false},
		{"canes", "cane", true},
		{"upper", "up", false},
		{"ands", "and", false},
		{"fores", "for", false},
		{"willing", "will", false},
		{"forecasts", "forecast", true},
		{"outputs", "output", true},
		// an "l" doubled before an ending is undone past one syllable
		{"controller", "control", true},
		{"patrolled", "patrols", true},
		{"polling", "poll", true},
		{"scroller", "scroll", true},
		{"installer", "install", true},
	} {
		if got := Stem(tt.a) == Stem(tt.b); got != tt.same {
			t.Errorf("Stem(%q) = %q, Stem(%q) = %q: same %v, want %v", tt.a, Stem(tt.a), tt.b, Stem(tt.b), got, tt.same)
		}
	}
}

// TestWordsNames: a word names one thing by its case where the case was
// chosen (not at the start of a sentence), or by being a tool's name
// however it is typed; an acronym's plural and a weekday's are plurals
// however they are written.
func TestWordsNames(t *testing.T) {
	for _, tt := range []struct {
		text  string
		names string // the lowercased names among the words
	}{
		{"move the cron job to Jenkins", "jenkins"},
		{"Jenkins builds every branch", "jenkins"},                                                    // a tool at the start of a sentence
		{"ship the worker to kubernetes", "kubernetes"},                                               // a tool typed in lower case
		{"the admin panel is a Rails app on AWS", "rails aws"},                                        // a capital chosen mid-sentence
		{"we build for iOS and macOS", "ios macos"},                                                   // a capital inside the word
		{"Atlas runs our migrations", ""},                                                             // a capital the sentence start gave
		{"open PRs against develop, list the APIs", ""},                                               // acronyms' plurals
		{"releases go out on Thursdays", ""},                                                          // a weekday's plural
		{"prefer tabs to spaces", ""},                                                                 // tools named by plain nouns
		{"the pandas in the zoo. Pandas is our dataframe library", ""},                                // a name only case tells, at a sentence start
		{"rules for CI\n- Tests run on every push\n- Deploys wait for Review Apps", "ci review apps"}, // a line's first word
		{"we moved the queue to rabbitmq", "rabbitmq"},                                                // a tool with no -s, typed in lower case
		{"the rest of the docs moved, we expose REST", "rest"},                                        // a plain noun before "of"; the acronym names
		{"a segment of the logs goes to segment", "segment"},                                          // the same word as the tool after its verb
		{"the trace of the crash was in Sentry", "sentry"},                                            // a log level's name, a plain noun
	} {
		var names []string
		for _, w := range Words(tt.text) {
			if w.Name {
				names = append(names, w.Lower)
			}
		}
		if got := strings.Join(names, " "); got != tt.names {
			t.Errorf("names of %q = %q, want %q", tt.text, got, tt.names)
		}
	}
}

// TestStemIsNoGrammar: whatever the word, a stem that differs from it is
// no word a claim is read by (a negation, a modal, a conjunction, a
// preposition): "release notes" must not read as "release not".
func TestStemIsNoGrammar(t *testing.T) {
	words := "notes note nots nones canned canning canes butter buts ands whys musts wills mays upper " +
		"offs outs fores thee pers overs unders thats whens ifs nos ores bother eithers"
	for _, w := range strings.Fields(words) {
		if s := Stem(w); s != w && grammatical[s] {
			t.Errorf("Stem(%q) = %q, a word of grammar", w, s)
		}
	}
}

// TestWordsCodeSpan: a code span that holds a link word is one word,
// written with its backticks, however much code is in it; another span's
// words stay words (a quoted command is often the verb).
func TestWordsCodeSpan(t *testing.T) {
	for _, tt := range []struct{ text, words string }{
		{"turn the nested `if let` into a `guard let`", "turn|the|nested|`if let`|into|a|guard|let"},
		{"wrap it in `if err != nil { return err }`, always", "wrap|it|in|`if err != nil { return err }`|always"},
		{"the `if` keyword", "the|`if`|keyword"},
		{"prefer `while let` loops (`for x in xs` too)", "prefer|`while let`|loops|for|x|in|xs|too"},
		{"never `git push --force` to main", "never|git|push|force|to|main"},
		{"an odd ` backtick and more", "an|odd|backtick|and|more"},
	} {
		var ws []string
		for _, w := range Words(tt.text) {
			ws = append(ws, w.Text)
		}
		if got := strings.Join(ws, "|"); got != tt.words {
			t.Errorf("Words(%q) = %q, want %q", tt.text, got, tt.words)
		}
	}
}

// TestNotInParentheses: "X (not Y)" rules Y out as "X, not Y" does, even
// where the word before the parenthesis could be a verb ("pnpm test"), so a
// note that states the same X against the same Y agrees; another X clashes.
func TestNotInParentheses(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"use `pnpm test` for the suite; npm test isn't wired up", "Tests: pnpm test (not npm test).", false},
		{"run `cargo nextest run` for the tests; cargo test is not used in CI", "Tests: cargo nextest run (not cargo test).", false},
		{"use `helm upgrade` for deploys; kubectl apply is not used", "Deploys: helm upgrade (not kubectl apply).", false},
		{"Linting: ruff check (not flake8).", "use ruff check for linting", false},
		// must still clash: the value ruled out is the one the other uses
		{"run tests with npm test", "Tests: pnpm test (not npm test).", true},
		{"run tests with cargo test", "Tests: cargo nextest run (not cargo test).", true},
		{"deploy with kubectl apply", "Deploys: helm upgrade (not kubectl apply).", true},
		{"Build: make build (not cmake).", "use cmake to build", true},
	})
}
