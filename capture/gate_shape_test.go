package capture

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/internal/teststore"
	"github.com/hippo-mem/hippo/store"
)

// judgeTurn runs one user turn (after prev, when the assistant spoke) through
// the gate against s and sums it up as the tuned set's scorer does.
func judgeTurn(t *testing.T, s *store.Store, prev, text string) (string, []Decision) {
	t.Helper()
	var turns []Turn
	if prev != "" {
		turns = append(turns, Turn{Role: "assistant", Text: prev, UUID: "a"})
	}
	turns = append(turns, Turn{Role: "user", Text: text, UUID: "u", SessionID: "s"})
	var ds []Decision
	for _, c := range Extract(turns, len(turns)-1) {
		d, err := Gate{Store: s}.Decide(context.Background(), c)
		if err != nil {
			t.Fatal(err)
		}
		ds = append(ds, d)
	}
	return tunedOutcome(ds), ds
}

// TestGateIssue14Regressions holds the statements issue 14 found the gate
// getting wrong, each with variants and with paired controls that must
// still be rejected: the shape that makes a statement durable, not the
// sentence, is what is checked.
func TestGateIssue14Regressions(t *testing.T) {
	s, _ := teststore.Open(t)
	for _, tt := range []struct {
		name    string
		prev    string     // what the assistant said before, if anything
		want    string     // outcome for keep: store or feedback
		kind    decay.Kind // the kind every kept statement is stored as, when set
		keep    []string
		control []string // one change each from a kept statement; all rejected
	}{
		{name: "we-deploy-with-argo-cd", want: "store",
			keep:    []string{"We deploy with Argo CD.", "we deploy with argo cd", "We ship the API with Argo CD.", "Our team deploys with Flux."},
			control: []string{"Do we deploy with Argo CD?", "Maybe we deploy with Argo CD.", "We are deploying with Argo CD right now.", "Bob says we deploy with Argo CD."}},
		{name: "we-store-sessions-in-redis", want: "store",
			keep:    []string{"We store sessions in Redis.", "we keep sessions in redis", "Sessions are stored in Redis.", "We cache sessions in Memcached."},
			control: []string{"We might store sessions in Redis.", "Should we store sessions in Redis?", "We store sessions in Redis for now.", "I think we store sessions in Redis."}},
		{name: "deploys-happen-on-tuesdays", want: "store",
			keep:    []string{"Deploys happen on Tuesdays.", "deploys happen on tuesdays", "Releases go out every Thursday.", "Backups run every night."},
			control: []string{"The deploy is happening right now.", "Do deploys happen on Tuesdays?", "Deploys happen on Tuesday next week.", "Deploys probably happen on Tuesdays."}},
		{name: "decision-in-past-tense", want: "store", kind: decay.KindDecision,
			keep:    []string{"We switched from Jest to Vitest.", "We went with Postgres for the queue.", "we decided to drop Python 3.8", "We chose Tauri over Electron.", "We've moved all repos to GitHub."},
			control: []string{"We might switch from Jest to Vitest.", "Should we go with Postgres for the queue?", "We are thinking about dropping Python 3.8.", "If we chose Tauri, builds would be smaller."}},
		{name: "standing-correction-with-here", prev: "I'll add a mock for the database in this test.", want: "feedback", kind: decay.KindFeedback,
			keep:    []string{"No, we don't mock the database here, use the real one.", "We don't mock the database here.", "Nope, here we always test against a real database.", "Don't mock the database here."},
			control: []string{"Ok, mock it here for now.", "Sure, go ahead.", "Why mock it here?", "Maybe don't mock the database here."}},
		{name: "past-one-off-is-an-event", want: "store", kind: decay.KindEvent,
			keep:    []string{"We deployed v3 today.", "The outage was caused by an expired certificate.", "i merged the refactor an hour ago", "Yesterday the nightly backup failed."},
			control: []string{"We are deploying v3 today.", "The outage might have been caused by an expired certificate.", "I'm going to merge the refactor.", "The nightly backup is failing right now."}},
		{name: "correction-after-an-offer", prev: "I've updated the handler. Want me to run the full test suite?", want: "feedback", kind: decay.KindFeedback,
			keep:    []string{"No, we never run the full suite locally, CI does that.", "Nope, the full suite only runs in CI here."},
			control: []string{"Yes, run it.", "Not now, later."}},
		{name: "short-durable-statements", want: "store",
			keep:    []string{"We use pnpm.", "I prefer tabs.", "We chose Go.", "Use tabs."},
			control: []string{"It works on my machine.", "Keep going.", "We're done.", "I don't know."}},
		{name: "time-word-judged-by-what-it-modifies", want: "store",
			keep:    []string{"We now use Renovate instead of Dependabot.", "We still support Node 18.", "Run the linter, then the tests, before every push.", "The config lives here in config/app.yaml."},
			control: []string{"Renovate is running now.", "The build is still failing.", "Run the linter and then push it.", "The config is broken here."}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			for _, text := range tt.keep {
				got, ds := judgeTurn(t, s, tt.prev, text)
				if got != tt.want {
					t.Errorf("%q: %s, want %s (%+v)", text, got, tt.want, ds)
				}
				for _, d := range ds {
					if tt.kind != "" && d.Decision == DecisionStore && d.Kind != tt.kind {
						t.Errorf("%q: stored as %s, want %s", text, d.Kind, tt.kind)
					}
				}
			}
			for _, text := range tt.control {
				if got, ds := judgeTurn(t, s, tt.prev, text); got != "reject" {
					t.Errorf("control %q: %s, want reject (%+v)", text, got, ds)
				}
			}
		})
	}
}

// TestRepeatedCorrectionReachesReviewFeedback: issue 14 found a standing
// correction with "here" rejected as temporary, so corrections repeated over
// sessions never reached the 3 that review-feedback needs. Three sessions
// that make the same correction store one feedback memory said three times
// (review-feedback counts occurrences); three that
// only allow the assistant's plan this once store nothing.
func TestRepeatedCorrectionReachesReviewFeedback(t *testing.T) {
	for _, tt := range []struct {
		reply string
		want  int
	}{
		{"No, we don't mock the database here, use the real one.", 3},
		{"Ok, mock it here for now.", 0},
	} {
		s, data := teststore.Open(t)
		for i := 1; i <= 3; i++ {
			session := fmt.Sprintf("sess-%d", i)
			lines := []string{
				assistantLine(fmt.Sprintf("a%d", i), fmt.Sprintf("m%d", i), text("I'll add a mock for the database in this test.")),
				userLine(fmt.Sprintf("u%d", i), tt.reply),
			}
			for j := range lines {
				lines[j] = strings.ReplaceAll(lines[j], `"sess-1"`, `"`+session+`"`)
			}
			path := writeTranscript(t, t.TempDir(), lines, "")
			if _, err := Capture(context.Background(), s, data, path, Options{}); err != nil {
				t.Fatal(err)
			}
		}
		mems, err := s.List(context.Background(), store.ListOptions{Kind: decay.KindFeedback})
		if err != nil {
			t.Fatal(err)
		}
		occ, err := s.Occurrences(context.Background(), mems)
		if err != nil {
			t.Fatal(err)
		}
		got := 0
		for _, o := range occ {
			got += len(o)
		}
		if got != tt.want || tt.want > 0 && len(mems) != 1 {
			t.Errorf("%q in 3 sessions: %d feedback memories said %d times, want one said %d times (%v)", tt.reply, len(mems), got, tt.want, memTexts(t, s))
		}
	}
}

// FuzzClassify: no sentence, with or without an assistant turn before it,
// makes the gate's judgement panic; a kept one always has a kind.
func FuzzClassify(f *testing.F) {
	for _, s := range []string{"", "and", "No,", "Thanks. And", "we're a bit", "db: x", "in this file,", "Use this.", "if", "so, and, but"} {
		f.Add(s, "I'll do it.")
	}
	f.Fuzz(func(t *testing.T, text, prev string) {
		for _, c := range []Candidate{{Text: text}, {Text: text, prev: prev}, {Text: text, prev: prev, agreed: true}} {
			if kind, rule := classify(c); (kind == "") == (rule == "") {
				t.Fatalf("classify(%q after %q) = kind %q, rule %q", text, prev, kind, rule)
			}
		}
	})
}

// TestGateCorrectionsWithoutTheirTurn: a user's turn can correct the
// assistant with no assistant turn in view: it refuses, forbids a way of
// working, tells it to stop doing something, says what it keeps doing, or
// rules on how the two of them work. Paired: a positive rule that names
// neither of them, or a rule jotted as a note, is the project's convention,
// and one action asked for now is a request.
func TestGateCorrectionsWithoutTheirTurn(t *testing.T) {
	s, _ := teststore.Open(t)
	for _, tt := range []struct{ text, want string }{
		{"Don't use float for money.", "feedback"},
		{"never build SQL with string formatting, parameterized queries always", "feedback"},
		{"no, tests go next to the code, not in a tests/ dir", "feedback"},
		{"stop adding console.log calls to the handlers", "feedback"},
		{"you keep suggesting requests; we use httpx", "feedback"},
		{"you're using f-strings in logger calls again", "feedback"},
		{"Always use decimal for money.", "feedback"}, // gate17: see TestStandingCommands
		{"We use decimal for money.", "store"},
		{"you don't need to ask before running the unit tests", "feedback"},
		{"Don't add new dependencies without asking me first.", "feedback"},
		{"don't push this until you ask me", "reject"},
		{"For Terraform never hardcode the region.", "feedback"},
		{"No, use pnpm here, not npm.", "feedback"},
		{"Don't mock the database in these tests; we got burned last quarter.", "feedback"},
		{"Don't mock the database in this test.", "reject"},
		{"No, wait, let me think about it.", "reject"},
		{"Always pin images by digest.", "feedback"},
		{"Python 3.12 everywhere.", "store"},
		{"Python 3.12, I think.", "reject"},
		{"always ask before deleting files in this repo", "feedback"},
		{"when you write bash scripts, always put set -euo pipefail at the top", "feedback"},
		{"stop the dev server", "reject"},
		{"don't run the migration today", "reject"},
		// a prohibition after a statement about the project spells it out;
		// on its own, or after a question, it is said to the assistant
		{"We agreed to store money as integer cents everywhere. Never floats.", "store"},
		{"analytics reads from the replica. never point analytics at the primary.", "store"},
		{"Never point analytics at the primary.", "feedback"},
		{"does analytics read from the replica? never point analytics at the primary.", "feedback"},
		{"analytics reads from the replica. never make me repeat this.", "feedback"},
		// a complaint or a standing request put as a question corrects; a
		// question that only asks does not
		{"why do you keep adding emojis?", "feedback"},
		{"is there a reason you keep using var? we use const.", "feedback"},
		{"the venv isn't activated in your shell and you keep hitting import errors", "feedback"},
		{"can you stop adding docstrings from now on?", "feedback"},
		{"could you always run the linter before saying you're done?", "feedback"},
		{"can you stop the dev server?", "reject"},
		{"can you run the linter?", "reject"},
		{"do you keep a changelog?", "reject"},
		{"can you not add emojis to every message?", "feedback"},
		{"can you not run the tests right now? I'm using the db", "reject"},
		{"why are you still using moment? we moved to date-fns months ago", "feedback"},
		{"why do you always add a summary at the end?", "feedback"},
		{"why does the build always take so long?", "reject"},
		{"can you remember to run the linter before you say it's done?", "feedback"},
		// a fronted condition with no subject is the listener's doing; one
		// after the rule only says when it applies
		{"when writing Swift, prefer guard let over nested if let.", "feedback"},
		{"Always regenerate the client after changing the OpenAPI spec.", "feedback"},
		// exasperation corrects as "no" does
		{"ugh, we use pnpm here.", "feedback"},
		{"argh, you broke the build again.", "feedback"},
		{"we use pnpm here.", "store"},
		// told to work differently from now on, against the project's rule
		{"going forward, put new scripts in tools/, not in the repo root", "feedback"},
		{"going forward, all new scripts live in tools/", "store"},
		// a reminder of how to work, against one of a fact
		{"remember: always check both clusters before saying something is deployed", "feedback"},
		{"remember that the EU cluster is in eu-west-1", "store"},
		// one slip in one file is the assistant's own work; a repeated one
		// is a complaint
		{"you forgot the license header on utils.ts", "reject"},
		{"you forgot the license header on utils.ts again", "feedback"},
		{"you keep forgetting the license header on new files", "feedback"},
	} {
		if got, ds := judgeTurn(t, s, "", tt.text); got != tt.want {
			t.Errorf("%q: %s, want %s (%+v)", tt.text, got, tt.want, ds)
		}
	}
	// A note the user writes down is not said to the assistant.
	if kind, _ := classify(Candidate{Text: "Don't use float for money.", Speaker: store.SpeakerMCP}); kind != decay.KindConvention {
		t.Errorf("jotted prohibition: kind %q, want convention", kind)
	}
}

// TestGateInstructionAfterTheTurn: a standing instruction given right after
// the assistant's turn tells it how to work, whatever it shares with that
// turn; after "yes, ..." the user agrees and adds a rule, and one action
// asked for now is a request.
func TestGateInstructionAfterTheTurn(t *testing.T) {
	s, _ := teststore.Open(t)
	prev := "I've added the new env var to docker-compose.yml."
	for _, tt := range []struct{ text, want string }{
		{"also add every new env var to .env.example and the README table, every time.", "feedback"},
		{"Use fmt.Errorf with %w so the cause is kept.", "feedback"},
		{"Yes, always add tests for new code.", "store"},
		{"also add it to .env.example", "reject"},
		{"no `any`. use `unknown` and narrow it.", "feedback"},
		{"no problem. use `unknown` and narrow it.", "store"},
		{"just pick one and do it, I don't need the menu every time", "feedback"},
		{"let's go with Postgres for the queue", "store"},
		// a standing command after a statement is the point; without it the
		// statement is the user's own, and "no clue" a hedge
		{"we're on 3.12, use the builtin list[...] and dict[...] generics", "feedback"},
		{"we're on Python 3.12 everywhere", "store"},
		{"no clue, check the config", "reject"},
	} {
		if got, ds := judgeTurn(t, s, prev, tt.text); got != tt.want {
			t.Errorf("%q: %s, want %s (%+v)", tt.text, got, tt.want, ds)
		}
	}
}

// TestGateConfirmedClaims: an assistant's claim the user agrees holds is
// kept as confirmed, the assistant's own hedge answered; the same claim the
// user doubts or puts off, and what the assistant says of its own work, are
// not.
func TestGateConfirmedClaims(t *testing.T) {
	s, _ := teststore.Open(t)
	claim := "It seems the worker is configured with a 512Mi limit in deploy/worker.yaml."
	for _, tt := range []struct {
		prev, reply string
		want        int // confirmed claims stored
	}{
		{claim, "yep, that's our limit for all workers", 1},
		{claim, "Correct.", 1},
		{claim, "hmm not sure about that, let me check", 0},
		{claim, "maybe, no idea tbh", 0},
		{claim, "yes, I think so", 0},
		{"I'll format the message as feat(api): add pagination.", "yes", 0},
		{claim + " Want me to raise it?", "yes", 0},
		// a proposal the user adopts is the project's; the assistant's own
		// next step, or a proposal put off, is not
		{"I'd suggest keeping auth in the gateway and passing a signed header downstream.", "agreed, let's go with that", 1},
		{"I'd suggest keeping auth in the gateway and passing a signed header downstream.", "interesting, let me think about it", 0},
		{"I'll keep auth in the gateway and pass a signed header downstream.", "agreed", 0},
		// what the assistant says it assumes is the claim
		{"I'll assume the queue is FIFO since the consumer relies on order.", "correct, it has been since day one", 1},
		{"I'd guess the cron runs in UTC.", "yes", 1},
		{"I'll assume the queue is FIFO since the consumer relies on order.", "not sure, check", 0},
		// what the assistant says something it read seems to show is the
		// claim; the frame is its hedge, which the agreement answers
		{"Judging by the CI history, it looks like the nightly job moved to 02:00 UTC in March.", "yes", 1},
		{"It seems that the webhook retries five times before giving up.", "correct", 1},
		{"It seems that the webhook retries five times before giving up.", "maybe, not sure", 0},
		{"It looks like I'll need to rewrite the parser.", "yes", 0},
	} {
		turns := []Turn{{Role: "assistant", Text: tt.prev, UUID: "a"}, {Role: "user", Text: tt.reply, UUID: "u", SessionID: "s"}}
		got := 0
		for _, c := range Extract(turns, 1) {
			d, err := Gate{Store: s}.Decide(context.Background(), c)
			if err != nil {
				t.Fatal(err)
			}
			if c.Speaker == store.SpeakerConfirmed && d.Decision == DecisionStore {
				got++
			}
		}
		if got != tt.want {
			t.Errorf("%q after %q: %d confirmed claims stored, want %d", tt.reply, tt.prev, got, tt.want)
		}
	}
}

// TestGateOneFileIsARequest: an imperative on one thing in a file it names is
// a request for now; the same verb on a kind of thing, or forbidding it, is
// a rule.
func TestGateOneFileIsARequest(t *testing.T) {
	s, _ := teststore.Open(t)
	for _, tt := range []struct{ text, want string }{
		{"replace the SELECT * in report.sql with explicit columns", "reject"},
		{"pin the nginx image in ingress.yaml to its current digest", "reject"},
		{"Document breaking changes in MIGRATION.md.", "store"},
		{"Use sync.Map for caches.", "store"},
		{"don't touch the version in package.json", "feedback"},
	} {
		if got, ds := judgeTurn(t, s, "", tt.text); got != tt.want {
			t.Errorf("%q: %s, want %s (%+v)", tt.text, got, tt.want, ds)
		}
	}
}

// TestGateKeyJoinsItsSentence: a key pasted on its own lines after "here it
// is:" is redacted and joins the sentence that gave it, which is kept as
// redacted; the same sentence with no key is kept as it is.
func TestGateKeyJoinsItsSentence(t *testing.T) {
	s, _ := teststore.Open(t)
	key := "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\nQyNTUxOQAAACDdXq8mJq9FZ3k2mFh0s4rZp2n9yLx1QwErTyUiOpAsDf\n-----END OPENSSH PRIVATE KEY-----"
	for _, tt := range []struct{ text, want string }{
		{"the bastion only accepts the deploy key, here it is:\n```\n" + key + "\n```", "redact"},
		{"the bastion only accepts the deploy key stored in vault", "store"},
	} {
		got, ds := judgeTurn(t, s, "", tt.text)
		if got != tt.want || len(ds) != 1 {
			t.Errorf("%q: %s in %d decisions, want %s in one (%+v)", tt.text, got, len(ds), tt.want, ds)
		}
	}
}

// TestGateRedirectIsOneOff: a refusal that sends the one thing the assistant
// made elsewhere ("put it on ...") handles that thing once; with a word that
// makes it a rule, or said of a kind of thing, it corrects how to work.
func TestGateRedirectIsOneOff(t *testing.T) {
	s, _ := teststore.Open(t)
	prev := "I'll save the export as a CSV in the repo root."
	for _, tt := range []struct{ text, want string }{
		{"nope, put it in /tmp, I'll grab it from there", "reject"},
		{"no, move that into scripts/out", "reject"},
		{"nah, send them to the data bucket", "reject"},
		{"no, put it in /tmp, never write exports into the repo", "feedback"},
		{"no, always put exports in /tmp", "feedback"},
		{"no, exports go in /tmp, never in the repo", "feedback"},
	} {
		if got, ds := judgeTurn(t, s, prev, tt.text); got != tt.want {
			t.Errorf("%q: %s, want %s (%+v)", tt.text, got, tt.want, ds)
		}
	}
}

// TestGateOurWayAfterTheTurn: as the assistant acts, the user saying how the
// team works everywhere or always sets it right; a fact about one thing, or
// agreeing first, does not.
func TestGateOurWayAfterTheTurn(t *testing.T) {
	s, _ := teststore.Open(t)
	prev := "I'll parse the dates with moment."
	for _, tt := range []struct{ text, want string }{
		{"we use luxon everywhere", "feedback"},
		{"we always go through the DateUtil wrapper for every date", "feedback"},
		{"we use luxon in the billing service", "store"},
		{"yes, we use moment everywhere", "store"},
		{"we used luxon in the old app", "store"},
	} {
		if got, ds := judgeTurn(t, s, prev, tt.text); got != tt.want {
			t.Errorf("%q: %s, want %s (%+v)", tt.text, got, tt.want, ds)
		}
	}
}

// TestGateFoundThenFixed: a thing found in front of the speaker and a command
// on it is one fix; the same opening before a rule is a rule, and wondering
// aloud or giving an impression keeps nothing.
func TestGateFoundThenFixed(t *testing.T) {
	s, _ := teststore.Open(t)
	for _, tt := range []struct{ prev, text, want string }{
		{"", "there's a stray debugger statement in checkout.js, take it out", "reject"},
		{"", "there are two copies of the slugify helper, delete the one in lib/", "reject"},
		{"I'll write a small slugify function.", "there's already a slugify in pkg/text, use that instead of new helpers", "feedback"},
		{"", "curious whether the image resizer still runs on lambda", "reject"},
		{"", "wondering if the nightly export still goes to the old bucket", "reject"},
		{"", "feels like we should shard the events table", "reject"},
		// a past that says how things stand this minute
		{"Should I add a Dockerfile for the worker?", "no, not needed at the moment", "reject"},
		{"", "we fixed twelve of the forty flaky tests so far", "reject"},
		{"", "we fixed the forty flaky tests in march", "store"},
		// pleasantries before a pointing pronoun add no content
		{"", "ok that makes sense", "reject"},
		{"", "cool this looks right", "reject"},
		{"", "ok we ship with fastlane", "store"},
		// a command on one thing with a "while" or an "after" beside it
		{"", "tidy up this module while you're in there", "reject"},
		{"", "don't bump the version in this PR, I'll do it after", "reject"},
		{"", "never bump versions by hand, the release job does it", "feedback"},
		{"", "lol no worries, just rerun it", "reject"},
		{"", "the nightly export goes to the archive bucket, never the old one", "store"},
		{"", "I hate it when a log line says error with no context, always log the request id and what to check", "store"},
	} {
		if got, ds := judgeTurn(t, s, tt.prev, tt.text); got != tt.want {
			t.Errorf("%q: %s, want %s (%+v)", tt.text, got, tt.want, ds)
		}
	}
}

// TestGateComplaintOpensATurn: with no assistant turn in view, a turn that
// opens in exasperation at something done again corrects with what follows
// it, unless what follows states a fact of its own, or the opener asks
// whether the system broke again (venting, not objecting) and names no
// one; the assistant's answers are said to it; "real quick" asks once; what
// "we're doing" across the whole project, or what a thing is used for
// "now", stands.
func TestGateComplaintOpensATurn(t *testing.T) {
	s, _ := teststore.Open(t)
	for _, tt := range []struct{ text, want string }{
		{"ugh, camelCase columns again. snake_case, plural table names.", "feedback"},
		{"sigh, tabs again. use two spaces in every yaml file.", "feedback"},
		{"sigh, flaky again. the suite runs on three shards.", "store"},
		{"sigh, is staging down again? getting 502s on every page", "reject"},
		{"ugh, did the nightly fail again?? seeing red on the dashboard", "reject"},
		{"ugh, why did you add tabs again? use two spaces in every yaml file", "feedback"},
		{"ugh, tabs again?? use two spaces in every yaml file", "feedback"},
		{"Keep replies under ten lines.", "feedback"},
		{"Keep migrations under ten statements.", "store"},
		{"bump the SDK in my sandbox real quick so I can test the fix", "reject"},
		{"we're pinning protobuf to 4.x across the codebase until grpc catches up", "store"},
		{"we're pinning protobuf to 4.x in this branch", "reject"},
		{"travis is only used for the docs site now", "store"},
		{"the docs site is only up on the old box now", "reject"},
	} {
		if got, ds := judgeTurn(t, s, "", tt.text); got != tt.want {
			t.Errorf("%q: %s, want %s (%+v)", tt.text, got, tt.want, ds)
		}
	}
}

// TestGateNotForGood: a choice scoped to one thing in front of the speaker
// ("for this venv"), a correction given "this once", or a slip put right
// "now" is a one-off, whatever reason follows it; the same said for the
// project, for good, or of a slip that keeps happening stands. "don't quote
// me" takes back a claim; it forbids the assistant nothing. After the
// assistant's work, what is wrong with one thing in front of the speaker,
// then "fix it", asks for one fix; a claim about the team, a prohibition,
// a verb that says how to work ("keep it sync") or a word that makes it a
// rule still corrects. Taking one definite thing away "before you commit"
// is done once; taking away a kind of thing then is a rule. A one-off
// request joined to a second command that alone is a rule for a kind of
// work ("..., and use the structured logger for tracing") corrects; one
// more step, or one pointed at this thing, is part of the request.
func TestGateNotForGood(t *testing.T) {
	s, _ := teststore.Open(t)
	judgeAfter(t, s, []afterCase{
		{"", "let's go with tabs for this file, the diff is smaller", "reject"},
		{"", "let's use httpx in that script, requests hangs on the proxy", "reject"},
		{"", "let's go with postgres for this project, we know it well", "store"},
		{"I'll run the suite with jest.", "actually run it with vitest just this time, jest is broken on my laptop", "reject"},
		{"I'll run the suite with jest.", "actually use vitest, we dropped jest in march", "feedback"},
		{"", "you forgot the seed data, load it now", "reject"},
		{"", "you broke the lint step, revert it right now", "reject"},
		{"", "you forgot the seed data again, load it now", "feedback"},
		{"", "I believe the invoice job retries three times? don't quote me on that", "reject"},
		{"", "don't quote customer emails in tickets", "feedback"},
		{"I added the retry wrapper around the upload call.", "the wrapper swallows the timeout error, fix it", "reject"},
		{"I drafted the release notes.", "the version number in the title is wrong, change it", "reject"},
		{"I added the retry wrapper around the upload call.", "the wrapper swallows the timeout error, fix it every time", "feedback"},
		{"I ran npm install to add lodash.", "we use yarn here, revert that", "feedback"},
		{"I'll edit the generated client.", "the client is generated, don't edit it by hand", "feedback"},
		{"I'll make the handler async.", "the handler is synchronous on purpose, keep it sync", "feedback"},
		{"I put a console.log in the request handler.", "take the console.log out of server.js before you commit", "reject"},
		{"I left a debug flag on in the config.", "delete the debug flag before you push", "reject"},
		{"I put a console.log in the request handler.", "remove debug logs before you commit", "feedback"},
		{"I put a console.log in the request handler.", "never leave console.log in before you commit", "feedback"},
		{"I added print() calls to trace the worker.", "take them out, and use the structured logger for tracing", "feedback"},
		{"I put the migration in src/.", "move it, and put migrations in db/migrations", "feedback"},
		{"I put the migration in src/.", "move it to db/migrations and rerun the build", "reject"},
		{"I added print() calls to trace the worker.", "take them out, and use the structured logger for this one", "reject"},
	})
}

// afterCase is a user turn said after the assistant's prev, and the outcome
// the tuned set's scorer must give it.
type afterCase struct{ prev, text, want string }

// judgeAfter runs each case through the gate against s (see judgeTurn).
func judgeAfter(t *testing.T, s *store.Store, cases []afterCase) {
	t.Helper()
	for _, tt := range cases {
		if got, ds := judgeTurn(t, s, tt.prev, tt.text); got != tt.want {
			t.Errorf("%q after %q: %s, want %s (%+v)", tt.text, tt.prev, got, tt.want, ds)
		}
	}
}

// TestAttachFrequency: a sentence that only says how often ("every time.",
// "Always!", "from now on.") finishes the rule before it; one with a claim of
// its own stays apart. The rule then stands, where the request alone is a
// one-off.
func TestAttachFrequency(t *testing.T) {
	for _, tt := range []struct {
		in   []string
		want string
	}{
		{[]string{"skip the recap.", "every time."}, "skip the recap, every time."},
		{[]string{"Ping me in the PR!", "Always!"}, "Ping me in the PR, Always!"},
		{[]string{"use the staging profile.", "from now on"}, "use the staging profile, from now on"},
		{[]string{"skip the recap.", "every time I read it I get lost"}, "skip the recap. | every time I read it I get lost"},
		{[]string{"always.", "use tabs"}, "always. | use tabs"},
	} {
		if got := strings.Join(attachFrequency(tt.in), " | "); got != tt.want {
			t.Errorf("%q: %q, want %q", tt.in, got, tt.want)
		}
	}
	s, _ := teststore.Open(t)
	const prev = "I wrote a long summary of the changes."
	for _, tt := range []struct{ text, want string }{
		{"keep it to three bullets. every time.", "feedback"},
		{"my rule: no recap, just the diff. Always.", "feedback"},
		{"keep it to three bullets.", "reject"},
	} {
		if got, ds := judgeTurn(t, s, prev, tt.text); got != tt.want {
			t.Errorf("%q: %s, want %s (%+v)", tt.text, got, tt.want, ds)
		}
	}
}
