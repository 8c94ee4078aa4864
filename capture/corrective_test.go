package capture

import (
	"testing"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/store"
)

// turnOutcome sums up classify's answers on every sentence of the last turn
// of a conversation, as the labelled sets do: feedback if any kept sentence
// is feedback, else store if any was kept, else reject.
func turnOutcome(texts ...string) string {
	turns := make([]Turn, len(texts))
	for i, s := range texts {
		role := "user"
		if (len(texts)-1-i)%2 == 1 {
			role = "assistant"
		}
		turns[i] = Turn{Role: role, Text: s, UUID: string(rune('a' + i))}
	}
	out := "reject"
	for _, c := range Extract(turns, len(turns)-1) {
		if c.Speaker != store.SpeakerUser {
			continue
		}
		kind, rule := classify(c)
		switch {
		case rule != "":
		case kind == decay.KindFeedback:
			out = "feedback"
		case out == "reject":
			out = "store"
		}
	}
	return out
}

// turnCase is a sentence said after the assistant's turn prev (none when
// empty) and the outcome expected of it; "not feedback" accepts any other.
type turnCase struct{ prev, text, want string }

// judgeCases judges each case as a whole turn and reports the ones it gets wrong.
func judgeCases(t *testing.T, cases []turnCase) {
	t.Helper()
	for _, c := range cases {
		got := lastTurnOutcome(c.prev, c.text)
		if c.want == "not feedback" && got != "feedback" {
			continue
		}
		if got != c.want {
			t.Errorf("%q after %q: got %s, want %s", c.text, c.prev, got, c.want)
		}
	}
}

// TestTurnsToAssistant: sentences said of how the assistant works, each
// judged as the whole of its turn after the assistant's turn prev.
func TestTurnsToAssistant(t *testing.T) {
	judgeCases(t, []turnCase{
		// makesStanding: "yes, always do that" after an offer to act
		{"Should I also regenerate the client stubs?", "yes, always do it when the schema changes", "feedback"},
		{"Shall I squash the commits before merging?", "yeah, every time", "feedback"},
		{"Shall I squash the commits before merging?", "yeah", "reject"},
		{"Want me to bump the lockfile as well?", "yep, always do that from now on", "feedback"},
		{"Should I also regenerate the client stubs?", "yes, do it", "reject"},
		// a rule with content of its own is the project's convention
		{"Do you want me to add tests?", "Yes, always add tests for new code.", "store"},

		// excludes: said both ways, "always X, never Y" is aimed at the listener
		{"", "always deploy through the pipeline, never kubectl apply by hand", "feedback"},
		{"", "always take the lock from the `Mutex` helper, never a bare sync.Mutex", "feedback"},
		{"", "always size images with the CDN params, never in the browser", "feedback"},
		// gate17: a command with "always", or with the alternative it rules
		// out, is said to the listener (see TestStandingCommands)
		{"", "Use Poetry, never pip, for the data jobs.", "feedback"},
		{"", "Keep feature flags in LaunchDarkly, never in env vars.", "feedback"},
		{"", "always pin actions by SHA, not by tag", "feedback"},
		{"", "we always release from tags, never from main", "store"},

		// sarcastic: ironic praise of one more of something, then the rule
		{"", "oh wonderful, another `var` in the TypeScript. use const or let, nothing else", "feedback"},
		// gate9: with no mark of irony (shouted, code, a prohibition or a
		// command after it) "more X" reads as praise meant, as in "great,
		// more signups this week. ..." (see TestIronicPraise)
		{"", "brilliant, more magic numbers. constants go in config/limits.ts", "store"},
		{"", "perfect, yet another global. state goes through the store module", "feedback"},
		{"", "lovely, a third HTTP client. requests go through the shared session", "feedback"},
		{"", "great, tabs again. indent YAML with two spaces", "feedback"},
		// praise that is meant, before a claim: never an objection (the
		// praised news itself is a reaction, see TestPraisedNews)
		{"", "great, the new runner works. builds cache their layers now", "not feedback"},
		{"", "nice. the flaky test was the clock, it's fixed", "store"},

		// correctsGuess: the assistant's guess refused, then how to work
		{"I assume the queue is RabbitMQ?", "no, it's SQS. read the infra repo before assuming brokers", "feedback"},
		{"The logs probably go to CloudWatch?", "nope, Loki — look at the helm values instead of guessing", "feedback"},
		{"I'm guessing the monorepo uses Nx?", "no, it uses turborepo. check turbo.json before guessing tools", "feedback"},
		// the answer alone is a fact
		{"I assume the queue is RabbitMQ?", "no, it's SQS for all the workers", "store"},
		{"Is the cache Redis or Memcached?", "Redis, the cluster runs in eu-central", "store"},
		// a question that puts forward no guess is only answered
		{"Which region is the bucket in?", "no idea, read the terraform before asking", "not feedback"},

		// the listener's own work, "your"
		{"", "keep your log lines free of user emails", "feedback"},
		{"", "the team keeps log lines free of user emails", "store"},
		// "..., stop X-ing" beside a rule
		{"", "read config through viper, stop parsing flags by hand", "feedback"},
		{"", "we read config through viper and stopped parsing flags by hand", "store"},
		// told to keep it in mind: a fact so closed is stored (gate17, see
		// TestStatedNotCorrected), a preference so closed corrects
		{"", "the cache is warmed at 6am, keep that in mind", "store"},
		{"", "i like guard clauses over nested ifs, keep that in mind", "feedback"},
		{"", "the cache is warmed at 6am by a cron job", "store"},
		// what the assistant did, then what instead
		{"", "you styled it with inline css, tailwind classes please", "feedback"},
		{"", "you styled it with inline css yesterday, I saw it", "not feedback"},
		// a command with a prohibition on the user's things
		{"", "stash first, don't reset my local changes", "feedback"},
		{"", "stash now, don't wait for the build", "reject"},

		// a "why X??" challenge, then a prohibition pointing back
		{"I pulled in `axios` for the upload call.", "why axios?? we use fetch everywhere. don't add it again", "feedback"},
		{"I rendered the chart with canvas.", "why canvas?? the charts are svg. don't switch them back", "feedback"},
		// a why-question that asks, and a prohibition limited to now
		{"I pulled in `axios` for the upload call.", "why did you pick axios? is fetch missing something?", "reject"},
		{"I rendered the chart with canvas.", "why canvas? ok, don't change it for now", "not feedback"},

		// "next time" on a command: from now on
		{"", "next time bump the chart version when you change the templates", "feedback"},
		{"Merged the dependabot PRs.", "fine, but next time, read the changelogs first", "feedback"},
		// one later occasion, or a plan
		{"", "we bump the chart version next time we release", "reject"},
		{"", "is the chart version bumped next time we release?", "reject"},
	})
}

// TestStandingCommands: a command typed with no assistant turn in view,
// with "always" in it or an alternative ruled out after it ("use X, not
// Y"), is a standing correction (see excludes), as the blind writers label
// it; the same choice stated ("we use X"), a command without either mark,
// or one for this thing only is not.
func TestStandingCommands(t *testing.T) {
	judgeCases(t, []turnCase{
		{"", "use ruff for linting, not flake8", "feedback"},
		{"", "for the docs site always build with `mkdocs build --strict`", "feedback"},
		{"", "Always wrap errors with the operation that failed.", "feedback"},
		{"", "Always pin images by digest.", "feedback"},
		// "this" and "status" end in s and are no plurals
		{"", "check the pipeline status always before merging", "feedback"},
		{"", "run this always before merging: make lint", "feedback"},
		{"", "the workers use structlog for logging, not print", "store"},
		{"", "in this repo handlers always live in `internal/http`, there is no api folder", "store"},
		{"", "Pin images by digest.", "store"},
		{"", "Regenerate the client after changing the OpenAPI spec.", "store"},
		{"", "use httpx in this script, not requests", "reject"},
		{"", "always the same flaky test, not the new one", "not feedback"},
	})
}

// TestStatedNotCorrected (gate17): a fact or a preference about the project
// or the person, typed with no assistant turn in view, is stored even when
// it asks to be kept in mind, opens on a "my preference:" label, or starts
// with a noun made of a verb ("login to X is ..."); a prohibition before
// its grounds is a correction. Each is paired with the shape that stays.
func TestStatedNotCorrected(t *testing.T) {
	judgeCases(t, []turnCase{
		// factKeptInMind
		{"", "we are on Django 5 with Postgres 16, please keep in mind", "store"},
		{"", "the billing service runs in eu-west-1, keep that in mind", "store"},
		{"", "i prefer small commits, keep that in mind", "feedback"},
		{"", "the api is versioned by path, keep that in mind when you add routes", "feedback"},
		{"", "we never deploy on fridays, keep that in mind", "feedback"},
		// labelledPreference
		{"", "my preference: keep answers short, I can ask for detail", "store"},
		{"", "personal preference: table-driven tests for anything with more than two cases", "store"},
		{"I walked through every line of the diff above.", "my preference: explain diffs briefly", "feedback"},
	})
}

// TestNounSubjectAndGrounds (gate17): "login to X is ..." states; a
// prohibition before its grounds corrects, a reassurance does not.
func TestNounSubjectAndGrounds(t *testing.T) {
	judgeCases(t, []turnCase{
		// nounPhraseSubject
		{"", "Access to the staging db is through the bastion, with your own key.", "store"},
		{"", "login to the build box with your own key", "feedback"},
		// opensForbidding
		{"I'll add lodash for the debounce.", "don't add new packages without asking me first, we keep the bundle small", "feedback"},
		{"", "never merge to main without asking me first, the release train is strict", "feedback"},
		{"", "don't stress about asking me first, we're a small team", "not feedback"},
	})
}

// lastTurnOutcome judges a turn of one or more sentences, after prev.
func lastTurnOutcome(prev, text string) string {
	if prev == "" {
		return turnOutcome(text)
	}
	return turnOutcome(prev, text)
}

func TestHandsOver(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"grafana admin login for the ops box, use this one: admin / Zq8!vLp3#tRm7wXy", "redact"},
		{"Use this DSN for the worker's error reports: https://4b1e9c0d2f7a48e6b3c5d8e9f0a1b2c3@o223344.ingest.sentry.io/667788", "redact"},
		// a question about a secret asks, it gives nothing to keep
		{"is this the worker's DSN: https://4b1e9c0d2f7a48e6b3c5d8e9f0a1b2c3@o223344.ingest.sentry.io/667788?", "reject"},
	})
}

// TestPraiseAndReports: praise that opens a claim greets news just seen; an
// objection's command after a subject corrects; a report vouched for after
// a colon is the speaker's; "another"/"more" is ironic only with a mark.
func TestPraiseAndReports(t *testing.T) {
	judgeCases(t, []turnCase{
		// praise opening a claim; a rule or choice after the praise, or
		// praise used as an adjective, still counts
		{"", "awesome, the nightly export finished in ten minutes. can we move it earlier?", "reject"},
		{"", "lovely, the pdf renderer handles arabic now", "reject"},
		{"", "oh nice, the flaky upload test passed three times in a row", "reject"},
		{"", "brilliant, payroll sync ran without errors overnight. who turned the retries on?", "reject"},
		{"The migration finished.", "perfect, the orders table has the new column", "reject"},
		{"", "great, from now on we tag releases with the date", "store"},
		{"", "nice, we decided to keep the monorepo", "store"},
		{"", "great tests catch regressions before review", "store"},
		{"", "the ticket bot is back and files bugs against the right team", "store"},

		// after an opener that objects with no assistant turn in view, a
		// sentence that opens on a subject corrects when it gives a command;
		// a bare statement after it stays a fact
		{"", "oh great, a third HTTP wrapper. we already ship axios, use that one", "feedback"},
		{"", "ugh, print statements again. the workers have structlog, log through it", "feedback"},
		{"", "fantastic, another retry helper. we have backoff in pkg/retry, use the shared helper", "feedback"},
		{"", "sigh, flaky again. the suite runs on three shards", "not feedback"},

		// a label naming what was said, then the speaker's own agreement
		// after a colon; a reporter's quoted words stay someone else's
		{"", "re what Sam told you: correct, the queue is SQS", "store"},
		{"", "to confirm what you said: yes, staging runs postgres 15", "store"},
		{"", "what Dana said in standup: yes, invoices are generated on the 1st", "store"},
		{"", "Sam said: yes, the queue is SQS", "reject"},
		{"", "Sam said the queue is SQS", "reject"},
		{"", "to confirm what Priya mentioned: yes, I think the cache is Redis", "reject"},

		// praise of one more of something, with a mark of irony (shouted,
		// code, a prohibition after it) against praise that is meant
		{"", "wow great, MORE magic numbers. thresholds belong in the config struct", "feedback"},
		{"", "lovely, another `time.Sleep` in the tests. no sleeps, use the fake clock", "feedback"},
		{"", "nice, another singleton. no globals in the engine, pass the registry in", "feedback"},
		{"", "nice, another green build. deploys go out on fridays", "store"},
		{"", "great, more signups this week. marketing reads the dashboard every monday", "store"},
		{"", "awesome, another clean audit. the auditors liked the runbooks", "store"},
	})
}

// TestForbidsRepeat: "don't X again" forbids for good, with or without the
// assistant's turn in view; a command to redo something, or a prohibition
// limited to today, is one request.
func TestForbidsRepeat(t *testing.T) {
	judgeCases(t, []turnCase{
		{"I put the new fixtures in testdata/old.", "that folder is frozen, don't put anything there again", "feedback"},
		{"", "never hand-edit the lockfile again, it broke the build twice", "feedback"},
		{"I reformatted the whole file.", "please don't reformat unrelated code again", "feedback"},
		{"I ran the migration.", "run it again, it timed out", "reject"},
		{"I deployed the hotfix.", "don't deploy again today, the freeze starts at noon", "reject"},
	})
}
