package hooks

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

type target struct{ memory, prompt string }

// targets are memories with a related prompt each. Prompts share the memory's
// key words but not its phrasing, as a user asking later would.
var targets = []target{
	{"always run tests with pnpm test, never npm test", "how do I run the tests with pnpm?"},
	{"the billing api authenticates with mtls, not api keys", "how does the billing api authenticate?"},
	{"never commit with --no-verify, the hooks run the linters", "can I commit with --no-verify to skip the hooks?"},
	{"ECONNRESET in checkout means the gateway pool is exhausted", "checkout keeps failing with ECONNRESET, why?"},
	{"the backoff schedule lives in billing/retry.go", "where is the backoff schedule defined? billing/retry.go?"},
	{"we use postgres for sessions, not redis", "which store holds sessions, postgres or redis?"},
	{"grafana dashboards are provisioned from the ops repo", "where do the grafana dashboards come from?"},
	{"the nightly backup job runs at utc midnight", "when does the nightly backup run?"},
	{"money is stored as integer cents, never float", "should I store money as float or integer cents?"},
	{"tailwind is the only css framework in the frontend", "which css framework does the frontend use, tailwind?"},
	{"kafka topics are created by terraform, not by services", "who creates the kafka topics?"},
	{"the staging environment resets every sunday", "does the staging environment reset on sunday?"},
	{"sentry alerts go to the oncall channel", "where do sentry alerts go?"},
	{"migrations must be reviewed by the dba before merge", "who reviews database migrations before merge?"},
	{"use snake case names for json fields in the public api", "json fields in the public api: snake case or camelcase?"},
	{"the webhook secret rotates every ninety days", "how often does the webhook secret rotate?"},
	{"prometheus scrapes every fifteen seconds", "what is the prometheus scrape interval in seconds?"},
	{"feature toggles live in launchdarkly", "where are feature toggles managed? launchdarkly?"},
	{"image uploads go to the s3 bucket named media-prod", "which s3 bucket holds image uploads?"},
	{"the grpc gateway listens on port 9090", "what port does the grpc gateway listen on?"},
	{"refunds over five hundred dollars need manual approval", "do large refunds need manual approval?"},
	{"the invoice pdf renderer uses wkhtmltopdf", "what renders the invoice pdf?"},
	{"golang services are built with the shared makefile", "how are golang services built? the shared makefile?"},
	{"tabs for indentation in go files, gofmt decides", "tabs or spaces for indentation in go files?"},
	{"the cron scheduler is disabled in local dev", "why does the cron scheduler not run in local dev?"},
	{"tls certificates renew automatically through certbot", "how do tls certificates renew? certbot?"},
	{"the react router config is in src/routes.tsx", "where is the react router config? src/routes.tsx"},
	{"emails are sent through smtp relay on mailhog in dev", "how are emails sent in dev, mailhog?"},
	{"the monorepo uses nx for builds", "which build tool does the monorepo use, nx?"},
	{"yaml anchors are banned in ci workflow files", "can I use yaml anchors in the ci workflow files?"},
}

// unrelatedPrompts share no content word with any memory in the corpus.
var unrelatedPrompts = []string{
	"what is a good recipe for tomato soup?", "how long should I bake bread?", "which wine goes with pasta?",
	"will it rain this weekend?", "who won the football match yesterday?", "recommend a movie for tonight",
	"how do I tune a guitar?", "tips for learning piano as an adult", "ideas for a birthday party",
	"best beach for a vacation in spring", "how high is the tallest mountain?", "is hiking good exercise?",
	"how much coffee is too much?", "green tea or black tea?", "why does my cat sleep so much?",
	"how do I teach my dog to sit?", "what bird sings at dawn?", "write a poem about autumn",
	"who painted this painting?", "tell me about ancient rome", "summarize the history of chess",
	"a good novel for a long flight", "beginner yoga routine", "how to knit a scarf",
	"how far is the nearest planet?", "how deep is the ocean?", "when did the volcano erupt?",
	"which dinosaur was the largest?", "is opera hard to enjoy?", "how do ballet dancers practice?",
}

// corpus returns the targets and 470+ background memories built from project
// vocabulary that steers clear of every target's distinctive words.
func corpus() ([]target, []string) {
	subjects := []string{"the auth service", "the search index", "the admin panel", "the mobile client", "the reporting job",
		"the notification worker", "the profile page", "the audit trail", "the rate limiter", "the session cache"}
	verbs := []string{"depends on", "is owned by", "was rewritten for", "talks to", "is tested against",
		"is deployed with", "logs through", "reads config from", "is throttled by", "exports metrics to"}
	objects := []string{"the platform team", "the data team", "version three", "the internal queue", "the load balancer",
		"the config service", "the metrics pipeline", "the identity provider", "the feature branch", "the release train"}
	r := rand.New(rand.NewPCG(3, 5))
	seen := map[string]bool{}
	var bg []string
	for len(bg) < 470 {
		s := fmt.Sprintf("%s %s %s", subjects[r.IntN(len(subjects))], verbs[r.IntN(len(verbs))], objects[r.IntN(len(objects))])
		if n := r.IntN(4); n > 0 {
			s += fmt.Sprintf(" since release %d", r.IntN(40)+n)
		}
		if seen[s] {
			continue
		}
		seen[s] = true
		bg = append(bg, strings.TrimSpace(s))
	}
	return targets, bg
}
