package statement

import "testing"

// lexiconCases are pairs judged on the vocabulary: what names one place,
// one thing or one kind of value.
//
// A cloud region said by its code or by the city or country it stands in
// is one place; two places are two regions. Beside each, the same region
// said the other way, and a city that names a team, not where a thing runs.
var lexiconCases = []conflictCase{
	{"The billing API runs in eu-central-1.", "billing api is hosted in Frankfurt", false},
	{"The reports bucket is in ap-northeast-1.", "reports live in the tokyo region", false},
	{"The reports bucket is in ap-northeast-1.", "reports live in the seoul region", true},
	{"Our staging cluster is in Oregon.", "staging k8s cluster lives in us-west-2", false},
	{"Our staging cluster is in Oregon.", "staging k8s cluster lives in us-east-2", true},
	{"Search runs in europe-west4 (Netherlands).", "the search service is deployed to Belgium", true},
	{"Active regions: us-east-1, eu-west-2, ap-south-1.", "we run in us-east-1 and eu-west-2 only; the mumbai region was shut down", true},
	{"Active regions: us-east-1, eu-west-2, ap-south-1.", "the mumbai region serves India", false},
	{"The London team owns the payments service.", "payments runs in eu-west-2", false},
	// A time zone by its short name or in words is the tz names it covers.
	{"Report times are shown in Eastern time.", "report times are shown in America/New_York", false},
	{"Report times are shown in Eastern time.", "report times are shown in America/Chicago", true},
	{"The standup reminder fires at 10am CET.", "standup reminder fires at 10am Europe/Paris", false},
	{"The standup reminder fires at 10am JST.", "standup reminder fires at 10am Europe/Paris", true},
	{"Billing cutoffs are computed in PST.", "billing cutoffs are computed in UTC", true},
	// A managed database service runs an engine: no alternative to it,
	// only to another service.
	{"The orders database is RDS.", "the orders database is MySQL 8", false},
	{"The orders database is RDS.", "the orders database is PlanetScale", true},
	{"The analytics DB runs on Cloud SQL.", "analytics db runs on Supabase", true},
	{"Push notifications go through OneSignal.", "the analytics db runs on Cloud SQL", false},
	// A name that is a platform and a choice is the choice, as its other
	// names are: "Kubernetes" as "k8s".
	{"The scheduler runs on k8s.", "the scheduler runs on our own Kubernetes cluster", false},
	{"The scheduler runs on Kubernetes.", "the scheduler runs on Nomad", true},
	{"The billing backend is written in Ruby.", "the billing backend is written in Python", true},
	{"The billing backend is written in Ruby.", "billing backend is Ruby 3.3", false},
	// Amounts of several words are one number: "two hundred" is 200, "an
	// hour and a half" 90 minutes, "twenty-five" 25.
	{"The image cache holds two hundred thumbnails.", "image cache size is 200 thumbnails", false},
	{"The image cache holds two hundred thumbnails.", "image cache size is 500 thumbnails", true},
	{"Deploys time out after an hour and a half.", "the deploy timeout is 90 minutes", false},
	{"Deploys time out after an hour and a half.", "the deploy timeout is 60 minutes", true},
	{"The export page size is twenty-five rows.", "export page size is 25 rows", false},
	{"The export page size is twenty-five rows.", "export page size is 50 rows", true},
	// Video resolutions, transports and name separators are values of
	// one kind each; a thing said to be replaced in the
	// passive is ruled out.
	{"Thumbnails are rendered at 720p and 360p.", "thumbnails render at 720p and 240p; 360p was replaced last sprint", true},
	{"Thumbnails are rendered at 720p and 360p.", "thumbnails render at 720p and 360p on the GPU pool", false},
	{"Telemetry is sent over UDP.", "telemetry goes over TCP, there is no UDP listener", true},
	{"Telemetry is sent over UDP.", "the telemetry UDP port is 8125", false},
	{"Bucket names use dashes.", "bucket names use underscores", true},
	{"Bucket names use dashes.", "bucket names use dashes and a region suffix", false},
	// A plan or tier of a service is one value of it.
	{"We're on the Team plan for Vercel.", "our Vercel plan is Enterprise", true},
	{"We're on the Team plan for Vercel.", "Vercel is on the Team plan", false},
	{"Sentry is on the free tier.", "we're on Sentry's Business plan", true},
	{"Sentry is on the free tier.", "the free tier of Sentry caps events", false},
	// A key set to None is set to a value, not denied: "SameSite=None"
	// is no "not SameSite".
	{"The embed cookie is SameSite=None.", "the embed cookie is SameSite=None and Secure", false},
	{"The embed cookie is SameSite=None.", "embed cookie uses SameSite=Lax", true},
	{"Set SameSite=None on the embed cookie.", "the embed cookie has SameSite set", false},
	// A reason is a clause of its own: what it denies is not what the
	// main clause states.
	{"Receipts are sent with Postmark.", "billing sends receipts through Postmark because finance wouldn't pay for Mailgun", false},
	{"Receipts are sent with Postmark.", "billing sends receipts through Mailgun since Postmark was too pricey", true},
	// A short form of the trade is its long form ("LB", "CW", "PG"), a
	// percentile in words is its p-name, a protocol's version after a
	// slash is one word; an identifier holding the short form stays.
	{"The public LB idle timeout is 120 seconds.", "idle timeout on the public load balancer is 60s", true},
	{"The public LB idle timeout is 120 seconds.", "idle timeout on the public load balancer is 2 minutes", false},
	{"PG backups are kept for 30 days.", "Postgres backups are kept for a week.", true},
	{"PG backups are kept for 30 days.", "Postgres backups are kept for a month.", false},
	{"CW alarms page after 3 datapoints.", "CloudWatch alarms page after 5 datapoints.", true},
	{"p95 latency target: 300ms", "the 95th percentile latency target is 800 ms", true},
	{"p95 latency target: 300ms", "the 95th percentile latency target is 0.3 seconds", false},
	{"HTTP/2 is disabled on the edge proxy.", "the edge proxy has http2 enabled", true},
	{"pg_dump runs nightly.", "the load balancer health check runs every minute", false},
	// "keep X for <time>" says how long X is kept, however the subject
	// before it is worded.
	{"Audit log retention in Datadog is 15 days.", "Datadog log pipelines keep audit logs for 90 days", true},
	{"Audit log retention in Datadog is 15 days.", "Datadog log pipelines keep audit logs for 15 days", false},
	{"Backup retention is 30 days.", "the nightly jobs keep backups in S3", false},
	// Tools of the jobs every stack has a tool for (migrations,
	// background jobs, SMS, site hosting, log storage, ids, libc) are
	// alternatives; two of two jobs both hold; a tool gone from one thing
	// is still used by the others; one switched from is ruled out.
	{"Database migrations are written with Liquibase.", "migrations are written with Flyway", true},
	{"Database migrations are written with Liquibase.", "we send SMS through Twilio", false},
	{"Background jobs run on Celery.", "background jobs run on RQ workers", true},
	{"Background jobs run on Celery.", "Celery is gone from the reports service", false},
	{"Background jobs run on Celery.", "Celery is gone from the codebase, jobs run on RQ", true},
	{"SMS are sent with Plivo.", "SMS goes out through Vonage", true},
	{"The marketing site is hosted on Vercel.", "marketing site deploys to Netlify", true},
	{"The marketing site is hosted on Vercel.", "the marketing site is hosted on vercel behind its edge network", false},
	{"Service logs are shipped to Splunk.", "service logs go to Loki", true},
	{"The docs are hosted on GitHub Pages.", "docs deploy to Cloudflare Pages", true},
	{"We switched the event bus from Kafka to NATS.", "the event bus runs on Kafka", true},
	{"We switched the event bus from Kafka to NATS.", "the event bus runs on NATS", false},
	{"Order ids are ULIDs.", "order ids are UUIDv7", true},
	{"Order ids are ULIDs.", "order ids sort by time", false},
	{"Order ids are UUIDv4.", "order ids are UUIDv7", true},
	{"Order ids are UUIDs.", "order ids are UUIDv7", false},
	{"The agent is built against musl.", "the agent is built against glibc", true},
	{"We moved the image resize queue from SQS to Kafka.", "image resize jobs are queued on SQS", true},
	{"We moved the image resize queue from SQS to Kafka.", "the image resize queue is on Kafka", false},
	// A schedule said by a cron's length or a time of day is how often or
	// when, not how long or where; an ML run's short forms before their
	// value are what they stand for.
	{"The invoice export runs every 30 minutes.", "the invoice export is on a 2-hour cron", true},
	{"The invoice export runs every 30 minutes.", "the invoice export is on a 30-minute cron", false},
	{"The vacuum job runs at 03:00 UTC.", "the vacuum job runs at 5am UTC", true},
	{"The vacuum job runs at 03:00 UTC.", "the vacuum job runs at 3am UTC", false},
	{"Fine-tuning batch size is 16.", "fine-tuning runs with bs=64", true},
	{"Fine-tuning batch size is 16.", "fine-tuning runs with bs 16 on one GPU", false},
	// A region said by its country is any region that stands there; two
	// cities of one country are two regions, and a country holds no other
	// country's code.
	{"The analytics warehouse is in Germany.", "analytics warehouse runs in eu-central-1", false},
	{"The analytics warehouse is in Germany.", "the analytics warehouse runs in Frankfurt", false},
	{"The analytics warehouse is in Germany.", "analytics warehouse runs in eu-west-2", true},
	{"Game servers for Asia run in Japan.", "asia game servers run in the osaka region", false},
	{"Game servers for Asia run in Japan.", "asia game servers run in ap-southeast-2", true},
	{"The media bucket lives in the UK.", "media bucket is in eu-west-2", false},
	{"The media bucket lives in the UK.", "media bucket is in Paris", true},
	{"The Tokyo region serves the app.", "the app is served from Osaka", true},
	// A noun and its verb name one thing ("indentation", "indent"), and a
	// short plural is its singular ("IPs", "VMs").
	{"Indentation in the Ruby code is 2 spaces.", "ruby indent is tabs", true},
	{"Indentation in the Ruby code is 2 spaces.", "ruby indent is two spaces", false},
	{"Shell scripts indent with tabs.", "YAML indentation is 2 spaces", false},
	{"The allowed IPs are 10.0.0.1 and 10.0.0.2.", "the allowed ip is 10.0.0.9", true},
	{"The allowed IPs are 10.0.0.1 and 10.0.0.2.", "the allowed ip list has 10.0.0.1", false},
	{"Build VMs have 8 cores.", "each build vm has 16 cores", true},
	// A product's hosted offering is the product ("Grafana Cloud"), of its
	// job, not a cloud of its own.
	{"Metrics go to Grafana Cloud.", "metrics are shipped to Datadog", true},
	{"Metrics go to Grafana Cloud.", "metrics are shipped to Grafana", false},
	{"We host on Google Cloud.", "Grafana Cloud holds the dashboards", false},
	// A workflow's DAG is its job: one schedule, said either way.
	{"The ingest DAG runs hourly.", "the ingest job runs every 15 minutes", true},
	{"The ingest DAG runs hourly.", "the ingest job runs every hour", false},
	{"The ingest DAG runs hourly.", "the export job runs every 15 minutes", false},
	{"The cleanup job starts at 01:00 UTC.", "cleanup dag is scheduled for 3am UTC", true},
	// An on-call rotation is its shifts; the same period, or the
	// shifts of another rotation, is no contradiction.
	{"The on-call rotation is weekly.", "oncall shifts swap every day", true},
	{"The on-call rotation is weekly.", "on-call shifts change every week", false},
	{"The on-call rotation is weekly.", "the support desk shifts swap every day", false},
	// A short form of the trade is its long form: SSR, ASG, HPA.
	{"SSR is disabled for the marketing pages.", "server-side rendering is enabled for the marketing pages", true},
	{"SSR is disabled for the marketing pages.", "server-side rendering is disabled for the marketing pages", false},
	{"The web ASG has a max size of 10.", "the web auto scaling group max size is 20", true},
	{"The web ASG has a max size of 10.", "the web auto scaling group max size is 10", false},
	{"The web ASG has a max size of 10.", "the worker auto scaling group max size is 20", false},
	// A Cache-Control header says how long in its max-age, in seconds:
	// a TTL, no maximum; with s-maxage beside it, either time.
	{"Avatar images are cached for a day at the CDN.", "avatar images: `Cache-Control: public, max-age=600`", true},
	{"Avatar images are cached for a day at the CDN.", "avatar images: Cache-Control: public, max-age=86400", false},
	{"Avatar images are cached for a day at the CDN.", "avatar images send Cache-Control: max-age=60, s-maxage=86400", false},
	{"Avatar images are cached for a day at the CDN.", "the login page sends Cache-Control: private, max-age=60", false},
	{"The CDN keeps search results for 10 minutes.", "the CDN caches search results with max-age=60", true},
	// A thing rejected is ruled out, said in its own clause after "and"
	// too; what the agent after "by" names is not. "Returned" rules out
	// only in the passive.
	{"Search runs on Typesense.", "we evaluated Typesense and rejected it; search runs on Meilisearch", true},
	{"The job queue is RabbitMQ.", "RabbitMQ was trialled and rejected", true},
	{"The job queue is RabbitMQ.", "RabbitMQ was trialled and kept", false},
	{"The gateway is Envoy.", "requests over 1MB are rejected by Envoy", false},
	{"The export endpoint returns CSV.", "the export endpoint has returned Parquet since the v3 release", true},
	{"The export endpoint returns CSV.", "the export endpoint has returned CSV since v3", false},
	// A "non-" compound is the opposite of its last word, not that word.
	{"The worker runs as root.", "the worker runs as a non-root user", true},
	{"The worker runs as a non-root user.", "the worker runs as the non-root app user", false},
	// A signature is what signing makes.
	{"Every release tag must be signed.", "release tags don't need signatures", true},
	{"Every release tag must be signed.", "release tags carry GPG signatures", false},
	// One at a time is sequentially, which in parallel is not.
	{"Database migrations run one at a time.", "migrations are applied in parallel", true},
	{"Database migrations run one at a time.", "migrations are applied sequentially", false},
	{"Integration tests run in parallel.", "the e2e tests run one by one", false},
	// A tool a reason names beside another of its job is the one not
	// used; one of another job is not ruled out.
	{"Unit tests run with Jest.", "we moved unit tests to Vitest because Jest was slow with ESM", true},
	{"Alerts page through PagerDuty.", "alerts go to Opsgenie since PagerDuty kept dropping pages", true},
	{"Alerts page through Opsgenie.", "alerts go to Opsgenie since PagerDuty kept dropping pages", false},
	{"The main database is Postgres.", "we cache sessions in Redis because Postgres was slow", false},
	{"Snyk scans the dependencies.", "Dependabot alerts are disabled since Snyk covers them", false},
	// A TTL setting's bare number is seconds, a setting named "_S" is in
	// seconds; another setting's TTL is another thing.
	{"Password reset links expire after 30 minutes.", "password_reset_ttl: 600", true},
	{"Password reset links expire after 30 minutes.", "password_reset_ttl: 1800", false},
	{"Password reset links expire after 30 minutes.", "session_ttl: 600", false},
	{"The agent sends a heartbeat every minute.", "AGENT_HEARTBEAT_INTERVAL_S=300", true},
	{"The agent sends a heartbeat every minute.", "AGENT_HEARTBEAT_INTERVAL_S=60", false},
	// A managed Kubernetes offering's version is the Kubernetes version.
	{"The staging GKE cluster runs 1.28.", "staging kubernetes is on 1.30", true},
	{"The staging GKE cluster runs 1.28.", "staging k8s cluster runs 1.28", false},
	// An ALB is an application load balancer, not a network one.
	{"The public ALB idle timeout is 60 seconds.", "the public application load balancer idle timeout is 120 seconds", true},
	{"The public NLB idle timeout is 60 seconds.", "the public ALB idle timeout is 120 seconds", false},
	// A data lake's tables are the lake's; table formats are one job.
	{"Lake tables are stored as Iceberg.", "the datalake tables use Hudi", true},
	{"Lake tables are stored as Iceberg.", "data lake tables are Apache Iceberg", false},
	// A rate is one amount whatever its unit of time ("20 rps" is 1200
	// requests a minute); an endpoint said with a rate is the thing
	// limited, not a place.
	{"The search API is limited to 20 rps per tenant.", "search api rate limit: 1200 requests a minute per tenant", false},
	{"The search API is limited to 20 rps per tenant.", "search api rate limit: 100 requests a minute per tenant", true},
	{"The signup endpoint allows 5 requests per minute per IP.", "signup rate limit is 300 req/hour per IP", false},
	{"The signup endpoint allows 5 requests per minute per IP.", "signup rate limit is 30 req/hour per IP", true},
	{"The signup endpoint allows 5 requests per minute per IP.", "the export endpoint allows 50 requests per minute", false},
	{"The health endpoint is /healthz.", "the health endpoint is /ready", true},
	// A thing that only was in a trial is not what is used now; a trial
	// that tells when is no such thing.
	{"Traces are stored in Jaeger.", "traces go to Tempo, Jaeger was just the prototype", true},
	{"The job queue is RabbitMQ.", "RabbitMQ was only in the POC, jobs go through SQS", true},
	{"The job queue is SQS.", "SQS was picked after the pilot", false},
	{"The job queue is SQS.", "the pilot ran on SQS", false},
	// Pods scheduled on nodes say where, as "run on" does.
	{"The ETL pods are scheduled on spot instances.", "the ETL pods run on reserved capacity", true},
	{"The ETL pods are scheduled on spot instances.", "the ETL pods run on spot instances in two zones", false},
	{"The ETL pods are scheduled on Tuesdays.", "the ETL pods run on spot instances", false},
	// What a thing is without is the phrase after "without", not what
	// the clause names later.
	{"The proxy is nginx.", "calls without an API key are refused by nginx", false},
	{"Deploys go through Jenkins.", "we deploy without Jenkins now, straight from GitHub Actions", true},
	// How often a thing runs names no kind of it: "the nightly export
	// job" is the export job.
	{"The nightly export job runs at 02:00 UTC.", "the export DAG is scheduled for 4am UTC", true},
	{"The nightly export job runs at 02:00 UTC.", "the export DAG is scheduled for 2am UTC", false},
	// Prettier's printWidth is the line width.
	{"printWidth: 100", "the frontend line width is 80", true},
	{"printWidth: 100", "the frontend line width is 100", false},
	// A tool whose account is closed is not used; a thing backed up is
	// its backup.
	{"Transactional email goes through Postmark.", "transactional email moved to Resend, our Postmark account was closed", true},
	{"Transactional email goes through Postmark.", "we closed the Postmark ticket about bounces", false},
	{"Redis backups run every hour.", "redis gets backed up once a day", true},
	{"Redis backups run every hour.", "redis gets backed up every hour to S3", false},
	// A range "between 2 and 10" is a minimum and a maximum; the weekend
	// is Saturday or Sunday.
	{"The worker autoscaler keeps between 3 and 12 pods.", "worker autoscaler max pods is 20", true},
	{"The worker autoscaler keeps between 3 and 12 pods.", "worker autoscaler max pods is 12", false},
	{"The worker autoscaler keeps between 3 and 12 pods.", "worker autoscaler min pods is 3", false},
	{"Index rebuilds never run on weekends.", "index rebuilds run every Sunday", true},
	{"Index rebuilds never run on weekends.", "index rebuilds run every Tuesday", false},
}

// TestLexicon judges the vocabulary pairs, both ways round.
func TestLexicon(t *testing.T) {
	checkConflicts(t, lexiconCases)
}

// TestExpandAbbreviations: a short form alone is spelled out; one joined
// to an identifier or after an amount is left.
func TestExpandAbbreviations(t *testing.T) {
	for _, c := range [][2]string{
		{"the internal LB has http2", "the internal load balancer has http2"},
		{"CW log groups", "CloudWatch log groups"},
		{"run pg_dump nightly", "run pg_dump nightly"},
		{"the box weighs 5 lb", "the box weighs 5 lb"},
		{"set TZ=UTC", "set TZ=UTC"},
		{"lb.internal answers", "lb.internal answers"},
		{"we use PG.", "we use Postgres."},
		{"the 99th percentile is 200ms", "p99 is 200ms"},
		{"HTTP/2 is off", "HTTP2 is off"},
		{"train with lr=3e-4 and bs 32", "train with learning rate 3e-4 and batch size 32"},
		{"that's BS, the LR schedule is fine", "that's BS, the LR schedule is fine"},
		{"the cookie is SameSite=None", "the cookie is SameSite=nonevalue"},
		{"there is none = fine", "there is none = fine"},
		{"SSR is off for /admin", "server-side rendering is off for /admin"},
		{"the web ASG scales to 8", "the web auto scaling group scales to 8"},
		{"kubectl get hpa/web-hpa", "kubectl get hpa/web-hpa"},
		{"mount the data PVC", "mount the data persistent volume claim"},
		{"state mgmt is Bloc", "state management is Bloc"},
	} {
		if got := expandAbbreviations(c[0]); got != c[1] {
			t.Errorf("expandAbbreviations(%q) = %q, want %q", c[0], got, c[1])
		}
	}
}

// TestToolNamesNoPlainWords: the words of a tool's name of several words
// are no tools alone ("Firebase Cloud Messaging" makes no tool of "cloud").
func TestToolNamesNoPlainWords(t *testing.T) {
	for _, w := range []string{"cloud", "messaging", "manager", "store", "pages", "sql", "logic", "bit"} {
		if tl, ok := toolNames()[w]; ok {
			t.Errorf("toolNames()[%q] = %+v, a plain word", w, tl)
		}
	}
}

// TestSpelledCompounds: amounts of several words read as one number;
// vague ones ("a few hundred") and plurals ("hundreds") stay words.
func TestSpelledCompounds(t *testing.T) {
	for in, want := range map[string]string{
		"two hundred entries":       "200 entries",
		"a thousand rows":           "1000 rows",
		"5 thousand users":          "5000 users",
		"a few hundred requests":    "a few hundred requests",
		"hundreds of tests":         "hundreds of tests",
		"forty-two workers":         "42 workers",
		"a minute and a half":       "1.5 minutes",
		"2 hours and a half":        "2.5 hours",
		"half a day and a half-day": "half a day and a half-day",
		"the one hundred day rule":  "the 100 day rule",
	} {
		if got := spelledCompounds(in); got != want {
			t.Errorf("spelledCompounds(%q) = %q, want %q", in, got, want)
		}
	}
}
