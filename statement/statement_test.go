package statement

import "testing"

// parseCases are sentences with the mood, modality, aspect and time Parse
// must read in them, grouped by what decides each.
var parseCases = []struct {
	text     string
	mood     Mood
	modality Modality
	aspect   Aspect
	time     Time
}{
	// mood
	{"We deploy with Argo CD.", Declarative, Certain, General, TimeNone},
	// a proper name in -s is one thing, no kind of thing: an imperative
	// about it is a request, not a rule, as a plural in its place makes one
	{"move the cron job to Jenkins", Request, Certain, General, TimeNone},
	{"port the admin panel to Rails", Request, Certain, General, TimeNone},
	{"rewrite the loader in Pandas", Request, Certain, General, TimeNone},
	{"ship the worker to kubernetes", Request, Certain, General, TimeNone},
	{"add the event bus to Atlas", Request, Certain, General, TimeNone},
	{"restart Jenkins", Request, Certain, General, TimeNone},
	{"add a test for new endpoints", Instruction, Certain, General, TimeNone},
	{"run the load test on Thursdays", Instruction, Certain, General, TimeNone},
	{"review APIs before release", Instruction, Certain, General, TimeNone}, // an acronym's plural
	{"restart workers after a config change", Instruction, Certain, General, TimeNone},
	{"Do we deploy with Argo CD?", Question, Certain, General, TimeNone},
	{"whats the pool size", Question, Certain, General, TimeNone},
	{"we deploy with argo cd, or was it flux", Question, Certain, General, TimeNone},
	{"Always run go generate before committing.", Instruction, Certain, General, TimeNone},
	{"Run go generate.", Request, Certain, General, TimeNone},
	{"Use snake_case for database column names.", Instruction, Certain, General, TimeNone},
	{"Use snake_case for this column.", Request, Certain, General, TimeNone},
	{"When you add an env var, also add it to .env.example.", Instruction, Certain, General, TimeNone},
	// modality: a condition in a subordinate clause does not hedge a rule
	{"Always run migrations if the schema changed.", Instruction, Certain, General, TimeNone},
	{"If the schema changed, maybe we need a migration.", Declarative, Conditional, General, TimeNone},
	{"If we had more time, we'd rewrite the scheduler.", Declarative, Conditional, General, TimeNone},
	{"Maybe we keep the monorepo.", Declarative, Hedged, General, TimeNone},
	{"I think the bug is in the serializer.", Declarative, Hedged, General, TimeNone},
	{"Not sure about the rest, but the API runs on port 8443.", Declarative, Certain, General, TimeNone},
	{"Bob says our gateway runs on Envoy.", Declarative, Reported, General, TimeNone},
	{"The cache TTL is an hour, if I remember correctly.", Declarative, Hedged, General, TimeNone},
	// aspect and time
	{"Staging is down right now.", Declarative, Certain, Ongoing, TimeMoment},
	{"We deployed v3 to production today.", Declarative, Certain, Past, TimePast},
	{"The outage was caused by an expired certificate.", Declarative, Certain, Past, TimeNone},
	// a name in -s before a verb is no plural subject whose verb it could
	// be; a subject of any kind "used to" do a thing
	{"our Jenkins server crashed overnight", Declarative, Certain, Past, TimePast},
	{"the primary Postgres ran out of connections", Declarative, Certain, Past, TimeNone},
	{"our Rails app crashed overnight", Declarative, Certain, Past, TimePast},
	{"the Pandas loader failed on Monday", Declarative, Certain, Past, TimePast},
	{"Bob used to own the payments service", Declarative, Certain, General, TimeNone},
	{"the nightly jobs used to run on cron", Declarative, Certain, General, TimeNone},
	{"We decided to keep the monorepo.", Declarative, Certain, Decided, TimeNone},
	{"We went with Tailwind.", Declarative, Certain, Decided, TimeNone},
	{"We now use Renovate instead of Dependabot.", Declarative, Certain, Decided, TimeStanding},
	{"Renovate is running now.", Declarative, Certain, Ongoing, TimeMoment},
	{"I'm going to refactor the auth module.", Declarative, Certain, Planned, TimeNone},
	{"Let's try caching the config.", Request, Certain, Planned, TimeNone},
	{"Let's go with Postgres for the queue.", Instruction, Certain, Decided, TimeNone},
	{"Keep this function as it is for now.", Request, Certain, General, TimeOnce},
	// a request narrowed to the one thing in front of the speaker holds
	// once, as "this time" does; "just this" as a subject, or "for that"
	// before a kind of thing, narrows nothing
	{"redo just this page with the new grid", Request, Certain, General, TimeOnce},
	{"rerun just that test", Request, Certain, General, TimeOnce},
	{"skip the flaky test for this one run", Request, Certain, General, TimeOnce},
	{"use the staging key for that one", Request, Certain, General, TimeOnce},
	{"just this service talks to the ledger db", Declarative, Certain, General, TimeNone},
	{"use gzip for that kind of payload", Request, Certain, General, TimeNone},
	{"I'll look into it tomorrow.", Declarative, Certain, Planned, TimeFuture},
	{"Our SDKs support Node 18 and later.", Declarative, Certain, General, TimeNone},
	// "until" ends the claim soon or when the speaker's own work does;
	// until someone else's event or a date it is the state for the weeks
	// ahead
	{"staging serves the old build until the freeze ends tonight", Declarative, Certain, General, TimeOnce},
	{"We use Postgres 16 until the upgrade next week.", Declarative, Certain, General, TimeOnce},
	{"We use Postgres 16 until we finish the upgrade.", Declarative, Certain, General, TimeOnce},
	{"the kiosk app runs the old build until I'm back from leave", Declarative, Certain, General, TimeOnce},
	{"We use Postgres 16 until the vendor certifies 17.", Declarative, Certain, General, TimeNone},
	// a span of a few minutes from now is the moment's; a counted span or
	// an hour is as often a rule's
	{"the payments db is read-only for a few minutes while I restore it", Declarative, Certain, General, TimeOnce},
	{"the feature flag service is paused for a sec", Declarative, Certain, General, TimeOnce},
	{"we keep request logs for 30 days", Declarative, Certain, General, TimeNone},
	{"password reset links are valid for an hour", Declarative, Certain, General, TimeNone},
	// a state that holds for months is no moment's
	{"the staging cluster is down for the quarter", Declarative, Certain, General, TimeNone},
	{"the legacy importer is disabled for the rest of the year", Declarative, Certain, General, TimeNone},
	{"the legacy importer is down right now", Declarative, Certain, Ongoing, TimeMoment},
	{"the eu bucket is write-locked until the legal hold is lifted", Declarative, Certain, General, TimeNone},
	{"invoices are generated by the old PHP service until March", Declarative, Certain, General, TimeNone},
	{"the dev server keeps crashing", Declarative, Certain, Ongoing, TimeNone},
	{"Same error as before.", Declarative, Certain, NoVerb, TimeNone},
	// a verb before its subject asks; a fragment that drops "it" does not
	{"is cert-manager even pointed at the prod issuer", Question, Certain, General, TimeNone},
	{"Is deployed to prod every night.", Declarative, Certain, General, TimeNone},
	{"no emojis in commit messages pls", Instruction, Certain, General, TimeNone},
	// a name the verb lists lack, then "for" and a kind of work: a choice
	// with its verb left out; "for" and one thing is a request
	{"tailwind for styling, no css modules", Instruction, Certain, General, TimeNone},
	{"vitest for testing in the web app", Instruction, Certain, General, TimeNone},
	{"mkdocs for documentation", Instruction, Certain, General, TimeNone},
	{"grep for the stack trace", Request, Certain, General, TimeNone},
	{"we're still torn between parquet and delta", Declarative, Hedged, General, TimeNone},
	{"i cant remember", Declarative, Hedged, Ongoing, TimeNone},
	{"holdout auc is 0.90 so far", Declarative, Certain, General, TimeMoment},
	{"The Q2 load test hit 12k rps.", Declarative, Certain, Past, TimeNone},
	{"Jenkins used to run our builds, now it's GitHub Actions.", Declarative, Certain, Decided, TimeStanding},
	{"The build is running now.", Declarative, Certain, Ongoing, TimeMoment},
	{"hmm should ML models be versioned in MLflow", Question, Certain, General, TimeNone},
	{"Should be fine.", Declarative, Certain, General, TimeNone},
	{"node 20 upgrade is still in progress", Declarative, Certain, Ongoing, TimeNone},
	{"Can't find the on-call handbook in Notion.", Declarative, Certain, Ongoing, TimeNone},
	{"We can't deploy on Fridays.", Declarative, Certain, General, TimeNone},
	{"Went with Vite over webpack for the new dashboard.", Declarative, Certain, Decided, TimeNone},
	{"im running the migration now", Declarative, Certain, Ongoing, TimeMoment},
	// code: a link word inside backticks opens no clause, a "?" inside a
	// URL asks nothing; their controls outside code do
	{"in `View.swift`, turn that nested `if let` into a `guard let`", Request, Certain, General, TimeNone},
	{"guard the DB call with `if err != nil` and log the error", Request, Certain, General, TimeNone},
	{"we check `if cfg.debug or verbose` before logging payloads", Declarative, Certain, General, TimeNone},
	{"in View.swift, turn that nested block into a guard if it fits", Instruction, Certain, General, TimeNone},
	{"analytics reads from mongodb://replica/events?readPreference=secondary", Declarative, Certain, General, TimeNone},
	{"analytics reads from the replica?", Question, Certain, General, TimeNone},
	// a "?" of an operator (optional chaining, Rust's try, Elvis, null
	// coalescing) asks nothing; an exasperated "??" that ends the words does
	{"in the swift code unwrap with ?.map or a guard, never force it", Instruction, Certain, General, TimeNone},
	{"the parser bubbles io errors up with ?. no panics", Declarative, Certain, General, TimeNone},
	{"default the title with props.title ?? 'Untitled' in the card", Instruction, Certain, General, TimeNone},
	{"name it user?.email ?: the fallback in the mapper", Request, Certain, General, TimeNone},
	{"why is the parser panicking again??", Question, Certain, General, TimeNone},
	{"did you use ?. there?", Question, Certain, Past, TimeNone},
	// a condition with no comma before its command; the control's
	// second verb has a subject, so the sentence states a fact
	{"when you write bash scripts always put set -e at the top", Instruction, Certain, General, TimeNone},
	{"when you hit the API locally use my dev key", Instruction, Certain, General, TimeNone},
	{"if the tests fail check the logs first", Instruction, Certain, General, TimeNone},
	{"when the build cache is stale the deploy fails", Declarative, Certain, General, TimeNone},
	// for good, and a policy for what comes, against a moment and a task
	{"the v1 endpoint is permanently disabled now.", Declarative, Certain, General, TimeStanding},
	{"the v1 endpoint is disabled now.", Declarative, Certain, General, TimeMoment},
	{"The docker build is taking forever right now.", Declarative, Certain, Ongoing, TimeMoment},
	{"we're moving all new services to Go.", Declarative, Certain, Decided, TimeNone},
	{"we're moving the billing service to Go.", Declarative, Certain, Ongoing, TimeNone},
	// after a request, a clause about one thing is its reason; one about
	// how the speaker works is the claim
	{"revert that bump, we're not ready for 19 on this branch", Request, Certain, General, TimeOnce}, // gate24: "on this branch" holds until it is merged
	{"remove those, we use the debug package", Declarative, Certain, General, TimeNone},
	// a discourse word before a question leaves it a question
	{"anyway can you look at why login is slow", Question, Certain, General, TimeNone},
	{"anyway we deploy with Argo CD", Declarative, Certain, General, TimeNone},
	// "that one" points at one thing; "that" after a noun relates; "just
	// that one test" holds once
	{"use pytest -k to run just that one test", Request, Certain, General, TimeOnce},
	{"use pytest -k to run only tests that changed", Instruction, Certain, General, TimeNone},
	// a final "now" on a name is a change that stands; on a state or a
	// figure, a moment
	{"the product is called Lumen now", Declarative, Certain, General, TimeStanding},
	{"staging is down now", Declarative, Certain, Ongoing, TimeMoment},
	{"Staging is Broken now", Declarative, Certain, Ongoing, TimeMoment},
	{"p99 latency is 300ms now", Declarative, Certain, General, TimeMoment},
	// a figure "now" beside a choice the team made follows from the choice
	// and stands; beside a mere happening it is the moment's
	{"the api version is 3 now, we dropped v2 last sprint", Declarative, Certain, General, TimeStanding},
	{"max upload is 50 MB now, we switched to the bigger storage tier", Declarative, Certain, General, TimeStanding},
	{"the error rate is 4% now, we deployed the hotfix", Declarative, Certain, General, TimeMoment},
	{"queue depth is 900 now", Declarative, Certain, General, TimeMoment},
	// "this week" dates a decision; "for this sprint" limits it
	{"we decided this week to drop the Redis cache.", Declarative, Certain, Decided, TimePast},
	{"we decided to drop the Redis cache for this sprint.", Declarative, Certain, Decided, TimeOnce},
	// a fronted file name, like "in this file", makes one edit
	{"in api/handlers.go, return 404 instead of 500 for missing users", Request, Certain, General, TimeNone},
	{"in handlers, return 404 instead of 500 for missing users", Instruction, Certain, General, TimeNone},
	// what goes into one source file goes in once; a document collects
	{"add type hints to parser.py", Request, Certain, General, TimeNone},
	{"add type hints to Python files", Instruction, Certain, General, TimeNone},
	{"document breaking changes in MIGRATION.md", Instruction, Certain, General, TimeNone},
	// after a verdict, the command is what the sentence asks
	{"too many comments, remove the obvious ones", Request, Certain, General, TimeNone},
	{"too many comments, always comment the why, never the what", Instruction, Certain, General, TimeNone},
	{"too many comments in this file", Declarative, Certain, General, TimeNone},
	// "do it" tells; "do they ..." asks
	{"just pick one and do it", Request, Certain, General, TimeNone},
	{"do they deploy on Fridays", Question, Certain, General, TimeNone},
	// one thing named in the subject, then a command: a request; what
	// is still needed is work to do
	{"the migration in this PR isn't backwards compatible, fix it", Request, Certain, General, TimeOnce}, // gate24: as "in this PR"
	{"migrations must be backwards compatible, we deploy app and db separately", Declarative, Certain, General, TimeNone},
	{"the new orders endpoint still needs an OpenAPI entry", Declarative, Certain, Planned, TimeNone},
	{"every public endpoint needs an OpenAPI entry", Declarative, Certain, General, TimeNone},
	// "todo" leading a note is a plan; naming a kind of comment it is not
	{"no more TODO comments without a ticket number", Instruction, Certain, General, TimeNone},
	{"todo: add tests for the parser", Declarative, Certain, Planned, TimeFuture},
	// "no X" forbids for good, unless it points at one thing
	{"no TODOs in this file", Request, Certain, General, TimeNone},
	// "last" before a weekday or a span dates a past, as "next" a future
	{"last tuesday the cron job deleted the wrong bucket", Declarative, Certain, Past, TimePast},
	{"the payroll export broke last sprint", Declarative, Certain, Past, TimePast},
	{"next tuesday the cron job moves to the new box", Declarative, Certain, General, TimeFuture},
	// a prefix keeps an irregular past a past
	{"we rebuilt the search index by hand", Declarative, Certain, Past, TimeNone},
	{"someone overwrote the prod config", Declarative, Certain, Past, TimeNone},
	{"we rebuild the search index every night", Declarative, Certain, General, TimeNone},
	// a choice offered with "or" still asks, cut at the "or"
	{"is nginx or envoy in front of the api", Question, Certain, General, TimeNone},
	{"are the workers or the scheduler on spot instances", Question, Certain, General, TimeNone},
	{"nginx or envoy sits in front of the api", Declarative, Certain, General, TimeNone},
	// wondering aloud, or an impression, hedges
	{"curious whether the billing cron still runs on the old box", Declarative, Hedged, General, TimeNone},
	{"wondering if the web app still ships source maps", Declarative, Hedged, General, TimeNone},
	{"feels like the queue should be partitioned by tenant", Declarative, Hedged, General, TimeNone},
	{"sounds like a dns problem to me", Declarative, Hedged, General, TimeNone},
	{"the billing cron still runs on the old box", Declarative, Certain, General, TimeNone},
	// "if" after a verb of asking or knowing is "whether": no condition
	{"check if the cache is warm", Request, Certain, General, TimeNone},
	{"check the cache if the deploy was slow", Instruction, Certain, General, TimeNone},
	{"not sure if the web app still ships source maps", Declarative, Hedged, General, TimeNone},
	// a wh-word with "to" after "and" is a second object
	{"always log what broke and what to try next", Instruction, Certain, General, TimeNone},
	{"and what to try next", Question, Certain, NoVerb, TimeNone},
	// a condition that something says names a situation, not a report
	{"when a test says flaky in its name, quarantine it", Instruction, Certain, General, TimeNone},
	{"the release manager says we ship on fridays", Declarative, Reported, General, TimeNone},
	// a thing found in front of the speaker, then a command on it
	{"there's a stray print in main.go, delete it", Request, Certain, General, TimeNone},
	{"there's a stray print in main.go, take it out", Request, Certain, General, TimeNone},
	{"take it out", Request, Certain, General, TimeNone},
	{"there's a retry helper in pkg/net, use that", Declarative, Certain, General, TimeNone},
	// laughter, apologies and "no worries" open a turn, no claim
	{"lol no worries, just rerun it", Request, Certain, General, TimeNone},
	{"haha, rerun it", Request, Certain, General, TimeNone},
	// a time phrase before a command, with no comma
	{"from now on don't edit the lockfile by hand", Instruction, Certain, General, TimeStanding},
	{"going forward write the migration first", Instruction, Certain, General, TimeStanding},
	{"for now skip the slow suite", Request, Certain, General, TimeOnce},
	{"in future use the structlog logger", Instruction, Certain, General, TimeStanding},
	{"moving forward, squash commits before merging", Instruction, Certain, General, TimeStanding},
	{"haha all good, just rerun it", Request, Certain, General, TimeNone},
	// a plan of the speaker's after a fact dates the plan, not the fact;
	// a later clause that dates the fact still counts
	{"staging pulls images with a robot token; we want to move to workload identity eventually", Declarative, Certain, General, TimeNone},
	{"the SLA is two hours this month, it changes next month", Declarative, Certain, General, TimeFuture},
	// a condition beside a command on one thing says when, once
	{"rename this helper while you're in there", Request, Certain, General, TimeOnce}, // gate24: whileAtIt
	{"don't merge this branch until QA is done", Request, Certain, General, TimeNone},
	{"rename helpers when you touch their module", Instruction, Certain, General, TimeNone},
	// a subject of its own after a condition with no comma starts the main
	// clause, even after a noun that spells a verb
	{"after the design review we're weighing Kafka against NATS", Declarative, Certain, Ongoing, TimeNone},
	{"when the nightly sync fails we rerun it from the airflow UI", Declarative, Certain, General, TimeNone},
	{"once the schema freezes we tag a release candidate", Declarative, Certain, General, TimeNone},
	{"when you add a flag, document it in FLAGS.md", Instruction, Certain, General, TimeNone},
	// what a thing is used for "now" stands; a state "now" is the moment
	{"circleci is only used for the ios builds now", Declarative, Certain, General, TimeStanding},
	// "used" after a pronoun is its deed; after a be-form a passive
	{"you used the old client in the importer yesterday", Declarative, Certain, Past, TimePast},
	{"we used Jenkins before the move to GitHub Actions", Declarative, Certain, Past, TimeNone},
	{"the old client is used in the importer", Declarative, Certain, General, TimeNone},
	{"the ios builds are slow now", Declarative, Certain, Ongoing, TimeMoment},
	// what a clause beside it says is used "now" dates nothing
	{"the importer was slow because it parsed XML by hand; it uses a streaming parser now", Declarative, Certain, Past, TimeNone},
	{"the importer was slow, it is stuck on a big file now", Declarative, Certain, Past, TimeMoment},
	// what "we're doing" across the whole project is a policy
	{"we're pinning protobuf to 4.x across the codebase", Declarative, Certain, Decided, TimeNone},
	{"we're pinning protobuf to 4.x in the billing service", Declarative, Certain, Ongoing, TimeNone},
	// "real quick" asks once
	{"bump the sdk in my sandbox real quick", Request, Certain, General, TimeOnce},
	// thisSpot: a fix narrowed to the one place in view holds there, once;
	// "here" alone, or "that spot" as a subject, narrows nothing
	{"wrap it in a mutex, just that spot", Request, Certain, General, TimeOnce},
	{"inline the helper in this one place", Request, Certain, General, TimeOnce},
	{"use a plain loop there, only that spot", Instruction, Certain, General, TimeOnce},
	{"we use yarn here", Declarative, Certain, General, TimeNone},
	{"that spot is where the cache lives", Declarative, Certain, General, TimeNone},
	// "use" after a plural the plural test misses ("APIs")
	{"all our internal apis use grpc", Declarative, Certain, General, TimeNone},
}

func TestParse(t *testing.T) {
	for _, tt := range parseCases {
		st := Parse(tt.text)
		if st.Mood != tt.mood || st.Modality != tt.modality || st.Aspect != tt.aspect || st.Time != tt.time {
			t.Errorf("Parse(%q) = mood %d, modality %d, aspect %d, time %d; want %d %d %d %d",
				tt.text, st.Mood, st.Modality, st.Aspect, st.Time, tt.mood, tt.modality, tt.aspect, tt.time)
		}
	}
}

func TestParseOpener(t *testing.T) {
	for _, tt := range []struct {
		text   string
		opener Opener
	}{
		{"No, use tabs.", Correction},
		{"That's wrong, the upload must never be retried.", Correction},
		{"That's too long, timeouts here are 30 seconds.", Correction},
		{"Actually we use YAML for config.", Correction},
		{"Yes, use tabs.", Ack},
		{"That's fine, the upload can be retried.", Ack},
		{"No sleeps in tests.", NoOpener}, // "no" without a pause is a determiner
		{"Stop adding comments.", NoOpener},
		{"We use tabs.", NoOpener},
		{"ugh, we use tabs.", Correction},
		{"ugh no we use tabs.", Correction},
		{"Seriously, we use tabs.", Correction},
		{"We take it seriously.", NoOpener},
		// a comma-less yes-word before an imperative is still an opener
		{"yep rebase onto develop first", Ack},
		{"okay just regenerate the client", Ack},
		{"sure please deploy the staging build", Ack},
		{"fine tuning takes three hours on the cluster.", NoOpener},
		{"good tests never sleep.", NoOpener},
		{"yes votes need a quorum of five.", NoOpener},
		// "ok now" and the next step asked for: the yes-word still opens
		{"ok now rerun the failing suite", Ack},
		{"okay now deploy the staging build", Ack},
		{"ok now that we use pnpm the lockfile is smaller", NoOpener},
	} {
		if got := Parse(tt.text).Opener; got != tt.opener {
			t.Errorf("Parse(%q).Opener = %d, want %d", tt.text, got, tt.opener)
		}
	}
}

// TestParseEmpty: any text, even none, parses without a main clause.
func TestParseEmpty(t *testing.T) {
	for _, text := range []string{"", "   ", "...", "?"} {
		if st := Parse(text); st.Main != -1 {
			t.Errorf("Parse(%q).Main = %d, want -1", text, st.Main)
		}
	}
	if st := Parse("We use Go."); st.Main != 0 {
		t.Errorf("Parse(We use Go.).Main = %d, want 0", st.Main)
	}
}

func TestParseRedactionMarker(t *testing.T) {
	// the marker is a value: "redacted" must not read as a past verb
	st := Parse("Always pass the token [REDACTED:github-token] to the CI bot.")
	if st.Aspect != General || st.Mood != Instruction {
		t.Errorf("aspect %d, mood %d; want general instruction", st.Aspect, st.Mood)
	}
	if st := Parse("The token was redacted from the logs."); st.Aspect != Past {
		t.Errorf("control: aspect %d, want past", st.Aspect)
	}
}

// FuzzParse: Parse is total; no text makes it panic or lose its main clause
// index.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"", "and", "and then", "if", "No,", "That's too", "db: ", "we're a bit", "Let's", "you should", "in this file,", "[REDACTED:x]", "a: b: c", "— —", "’s", "never mind"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		st := Parse(s)
		if st.Main < -1 || st.Main >= len(st.Clauses) {
			t.Fatalf("Parse(%q).Main = %d of %d clauses", s, st.Main, len(st.Clauses))
		}
	})
}

// TestParsePreference: a preference stated with a degree word, of a kind of
// thing, or of a situation ("I like it when ...") is the speaker's; the same
// words about one thing shown are a reaction to it.
func TestParsePreference(t *testing.T) {
	for _, tt := range []struct {
		text                 string
		preference, reaction bool
		modality             Modality
	}{
		{"I'd rather we use Postgres for this kind of thing.", true, false, Certain},
		{"I'd rather we use Postgres for this.", false, true, Certain},
		{"I'd much rather have explicit types everywhere.", true, false, Certain},
		{"I'd maybe have explicit types everywhere.", false, false, Hedged},
		{"I like it when tests are table-driven.", true, false, Certain},
		{"I like it.", false, true, Certain},
	} {
		st := Parse(tt.text)
		if st.Preference != tt.preference || st.Reaction != tt.reaction || st.Modality != tt.modality {
			t.Errorf("Parse(%q): preference %v, reaction %v, modality %d; want %v %v %d",
				tt.text, st.Preference, st.Reaction, st.Modality, tt.preference, tt.reaction, tt.modality)
		}
	}
}

// TestDatedActBeforeNow: a dated act whose verb reads as past or present
// alike ("cut", "set", "shut", "put") is done when a clause after it tells
// how things stand now; alone, a date ahead makes it a plan.
func TestDatedActBeforeNow(t *testing.T) {
	for _, tt := range []struct {
		text   string
		aspect Aspect
		time   Time
	}{
		{"we set the rate limit to 50 on friday, every tenant gets that now", Past, TimePast},
		{"they shut down the eu cluster on monday, all traffic goes to frankfurt since then", Past, TimePast},
		{"we put the legacy api behind the gateway on tuesday, so it needs a token now", Past, TimePast},
		{"we cut the 6.1 release branch on thursday", General, TimeFuture},
		{"we set the new rate limit on friday", General, TimeFuture},
	} {
		st := Parse(tt.text)
		if st.Aspect != tt.aspect || st.Time != tt.time {
			t.Errorf("Parse(%q): aspect %v time %v, want %v %v", tt.text, st.Aspect, st.Time, tt.aspect, tt.time)
		}
	}
}

// TestTaskAtHandIsTheMoment: how far through a task someone is (midTask),
// and an undated act with a verdict on how it came out after it
// (verdictAfter), tell how the task at hand stands this minute. Beside
// them, what must stay as it was: the same words after a verb or through a
// calendar span, and an act told alone, dated, or with the state it
// brought about.
func TestTaskAtHandIsTheMoment(t *testing.T) {
	for _, tt := range []struct {
		text   string
		moment bool
	}{
		{"I'm halfway through the migration", true},
		{"we're partway through the Postgres upgrade", true},
		{"about midway through porting the auth service to Go", true},
		{"Payroll runs halfway through the month.", false},
		{"Invoices are sent midway through each quarter.", false},
		{"The importer commits a checkpoint halfway through the file.", false},
		{"reran the migrations, all green", true},
		{"cleared the cache, looks good", true},
		{"rebuilt the docker image, the output looks fine", true},
		{"the 502s came from the LB idle timeout", false},
		{"cleared the cache", false},
		{"upgraded the gateway to Envoy 1.30, works fine", false},
		{"Merged the monorepo split today: the frontend now lives in acme/web.", false},
	} {
		if got := Parse(tt.text).Time == TimeMoment; got != tt.moment {
			t.Errorf("Parse(%q): a moment %v, want %v", tt.text, got, tt.moment)
		}
	}
}

// TestSignedOffChange: a change dated ahead is a plan, unless the sentence
// says it was approved; a clause that denies or conditions the approval
// leaves it a plan.
func TestSignedOffChange(t *testing.T) {
	for _, tt := range []struct {
		text    string
		decided bool
	}{
		{"the team is moving builds to buildkite next quarter, it's confirmed", true},
		{"we're retiring the php admin next month, the cto signed off on it", true},
		{"they approved it, we are switching payroll to gusto next year", true},
		{"we're moving the office to lisbon next year, nothing is confirmed", false},
		{"we're replacing postgres 12 next month, if finance approves", false},
		{"we're swapping the cdn next sprint", false},
	} {
		st := Parse(tt.text)
		if got := st.Aspect == Decided && st.Time == TimeNone; got != tt.decided {
			t.Errorf("Parse(%q): aspect %v time %v, decided %v, want %v", tt.text, st.Aspect, st.Time, got, tt.decided)
		}
	}
}

// TestRemovingOneThingAsksOnce: a clause of when ("before you commit")
// makes a command a rule, unless the command takes away one definite
// thing: once it is gone, the clause says when to do it this once. Taking
// away a kind of thing, or a plural, stays a rule.
func TestRemovingOneThingAsksOnce(t *testing.T) {
	for _, tt := range []struct {
		text string
		mood Mood
	}{
		{"take the console.log out of server.js before you commit", Request},
		{"delete the debug flag before you push", Request},
		{"strip the hardcoded token from config.ts before you open the PR", Request},
		{"remove debug prints before you commit", Instruction},
		{"remove the feature flags when a rollout finishes", Instruction},
		{"run the linter before you commit", Instruction},
	} {
		if got := Parse(tt.text).Mood; got != tt.mood {
			t.Errorf("Parse(%q).Mood = %v, want %v", tt.text, got, tt.mood)
		}
	}
}

// TestOneThingAsksOnce: "let's use X" settles a choice for the project, or
// for "this repo"; scoped to one thing pointed at, it asks for it once. A
// command on a numbered line acts on one place, as one on a named file
// does; a quantity word quoted as code (TypeScript's "`any`", a SQL
// "`ALL`") quantifies nothing. A rule about lines in general stays one.
func TestOneThingAsksOnce(t *testing.T) {
	for _, tt := range []struct {
		text string
		mood Mood
	}{
		{"change the `any` on line 7 to `Record<string, number>`", Request},
		{"drop the retry loop on lines 88-97", Request},
		{"replace `UNION ALL` with `UNION` in the report query", Request},
		{"never use `any` in new modules", Instruction},
		{"wrap lines at 100 characters", Instruction},
		{"let's use uv for this venv", Request},
		{"let's go with sqlite on that branch", Request},
		{"let's use ruff for this repo", Instruction},
		{"let's go with terraform in this codebase", Instruction},
		{"let's go with protobuf", Instruction},
	} {
		if got := Parse(tt.text).Mood; got != tt.mood {
			t.Errorf("Parse(%q).Mood = %v, want %v", tt.text, got, tt.mood)
		}
	}
}

// readsAs is a sentence and whether it reads as what a test checks.
type readsAs struct {
	text string
	want bool
}

// expectReads parses each case and checks what it says of the parse
// against the case's want.
func expectReads(t *testing.T, what string, cases []readsAs, is func(Statement) bool) {
	t.Helper()
	for _, c := range cases {
		st := Parse(c.text)
		if got := is(st); got != c.want {
			t.Errorf("Parse(%q): %s %v, want %v (aspect %v, time %v)", c.text, what, got, c.want, st.Aspect, st.Time)
		}
	}
}

// TestFinishedActThenConsequence: a finished act, then in the present what
// it brings later (followsDone), is done, not planned; the same act with a
// plan of the speaker's said with "will", or a dated plan alone, stays a
// plan.
func TestFinishedActThenConsequence(t *testing.T) {
	expectReads(t, "a plan", []readsAs{
		{"the old grpc gateway was retired on 3 March; its DNS name goes away next quarter", false},
		{"we rotated the deploy key on monday, the previous one expires next week", false},
		{"Heroku killed the free dynos; the staging app stops responding tomorrow", false},
		{"the PR was merged; it will be deployed tomorrow", true},
		{"the old deploy key expires next week", true},
	}, func(st Statement) bool { return st.Aspect == Planned || st.Time == TimeFuture })
}

// TestOneThingOfAKindHoldsOnce: "this one" and a noun after any preposition
// ("in this one test"), or a thing pointed at and called a throwaway ("for
// this throwaway report"), narrow the claim to that thing, once; the same
// words said of a kind of thing, or of the project, stay a rule.
func TestOneThingOfAKindHoldsOnce(t *testing.T) {
	expectReads(t, "once", []readsAs{
		{"skip the fixtures in this one test, build the rows inline", true},
		{"on that one endpoint return plain text", true},
		{"in this scratch notebook just hardcode the paths", true},
		{"for this one-off migration script use raw SQL", true},
		{"throwaway branches get deleted after a week", false},
		{"in this repo we use raw SQL for migrations", false},
		{"mock the clock in every test", false},
	}, func(st Statement) bool { return st.Time == TimeOnce })
}

// TestWhereWorkStands: what tells how a job stands this minute, beside the
// near misses that must not: a telegraphic "still X-ing" (stillGoing) and an
// act on the speaker's own change under way (ownWorkInFlight) do; a past
// incident told with its cause, then "it's fixed now" (fixedSince), is a
// story with its ending, not the moment's state.
func TestWhereWorkStands(t *testing.T) {
	expectReads(t, "a moment", []readsAs{
		{"reindex job still crawling, it's on shard 14 of 40", true},
		{"the canary is at 20% of traffic, still rolling out", true},
		{"the outage happened because the worker was still reading the old config", false},
		{"the billing service runs on the old cluster", false},
		{"Sam approved my PR for the search page this morning", true},
		{"CI rejected my branch because of a lint error", true},
		{"my PR was merged an hour ago", true},
		{"Sam rewrote the search page last week", false},
		{"Sam reviewed my PR descriptions and liked the test plans", false},
		{"checkout broke last week because of an expired cert; it's resolved now", false},
		{"the search index went stale in March because a cron was disabled, it's patched now", false},
		{"the deploy failed, it's fixed now", true},
		{"the build broke because of a bad merge, I'm fixing it now", true},
	}, func(st Statement) bool { return st.Time == TimeMoment })
}

// TestAdoptedReport: someone else's claim, then a clause in which the
// speaker's team takes it on, pointing back at it, is the team's own
// (adopts); a clause that declines it, puts it off or works on it keeps it
// someone else's. "that's our rule now" dates a rule that stands, no moment
// (nowUses).
func TestAdoptedReport(t *testing.T) {
	expectReads(t, "someone else's", []readsAs{
		{"the auditors say logs are kept for 400 days, and we do that in every service", false},
		{"according to Ravi, feature flags get removed within a month, that's how we run it", false},
		{"our architect says every service owns its schema, and that's the rule now", false},
		{"the auditors say logs should be kept for 400 days, we don't do that yet", true},
		{"Ravi mentioned the queue is backed up, we're looking into it", true},
		{"our architect says every service should own its schema", true},
		// gate27: a report verb's form after a determiner or a quantifier
		// names a thing (nounAfter); after a subject, "this" or "no one"
		// it reports
		{"API responses from the claims service use snake_case keys.", false},
		{"every claims export runs at 02:00 UTC", false},
		{"the vendor claims the endpoint is idempotent", true},
		{"no one claims the old bucket, it can go", true},
		{"this says the token expired", true},
	}, func(st Statement) bool { return st.Modality == Reported })
	expectReads(t, "a moment", []readsAs{
		{"our architect says every service owns its schema, and that's the rule now", false},
		{"our architect says the schema is broken, and that's the problem now", true},
	}, func(st Statement) bool { return st.Time == TimeMoment })
}
