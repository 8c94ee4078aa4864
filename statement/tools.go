package statement

import (
	"sort"
	"strings"
	"sync"
)

// Tools that do one job, grouped by the job: two of one group are
// alternatives, so a project that states one for a thing and then another
// for the same thing has changed its mind ("the build uses Webpack", "we
// switched the build to Vite"). Names of one tool are one value ("Postgres",
// "PostgreSQL", "psql"): the first name of each line is the tool, the others
// its aliases. This is general knowledge of the software trade, listed once,
// never the wording of any statement.
var toolGroups = map[string][]string{
	"database": {"postgres postgresql psql pg", "mysql", "mariadb", "sqlite sqlite3", "mongodb mongo",
		"dynamodb dynamo", "cassandra", "cockroachdb cockroach", "oracle", "mssql sqlserver", "spanner", "aurora"},
	"cache":       {"redis elasticache", "memcached memcache", "valkey", "keydb", "varnish"},
	"warehouse":   {"snowflake", "bigquery", "redshift", "databricks", "clickhouse", "duckdb", "athena"},
	"js packages": {"npm package-lock.json", "yarn yarn.lock", "pnpm pnpm-lock.yaml", "bun bun.lockb"},
	"py packages": {"pip", "poetry", "pipenv", "uv", "conda", "pdm", "hatch"},
	"js tests":    {"jest", "vitest", "mocha", "jasmine", "ava"},
	"py tests":    {"pytest", "unittest", "nose"},
	"e2e tests":   {"cypress", "playwright", "selenium", "puppeteer", "detox", "webdriverio"},
	"bundler":     {"webpack", "vite", "rollup", "esbuild", "parcel", "turbopack", "rspack"},
	"js lint":     {"eslint", "biome", "tslint", "oxlint"},
	"py lint":     {"ruff", "flake8", "pylint", "black", "isort", "yapf", "autopep8"},
	"ci": {"github actions gha github/workflows", "circleci", "travis travisci", "jenkins jenkinsfile", "gitlab ci", "buildkite", "teamcity", "drone", "bitbucket pipelines", "azure pipelines",
		"bitrise", "codemagic", "xcode cloud", "appveyor"},
	"cloud": {"aws amazon", "gcp google cloud", "azure", "digitalocean", "heroku", "hetzner", "linode", "fly.io", "vercel", "netlify", "cloudflare",
		"cloudflare pages", "github pages"},
	"cdn":          {"cloudfront", "fastly", "akamai", "cloudflare"},
	"objects":      {"s3", "gcs", "r2", "minio", "azure blob", "backblaze b2"},
	"queue":        {"kafka", "rabbitmq rabbit", "sqs", "nats", "pubsub", "kinesis", "activemq", "pulsar", "eventbridge", "sns"},
	"ui":           {"react", "vue vue.js vuejs", "angular", "svelte", "solidjs", "ember", "preact", "htmx"},
	"web meta":     {"next.js nextjs", "nuxt", "remix", "sveltekit", "gatsby", "astro"},
	"state":        {"redux", "zustand", "mobx", "recoil", "jotai", "pinia", "vuex", "xstate", "riverpod", "bloc flutter_bloc", "getx"},
	"orm":          {"prisma", "typeorm", "sequelize", "drizzle", "sqlalchemy", "gorm", "knex", "hibernate", "activerecord", "raw sql"},
	"manifests":    {"helm", "kustomize", "jsonnet", "cdk8s", "timoni"}, // Kubernetes manifests, from a chart or an overlay: one way per project
	"gitops":       {"argo cd argocd argo", "flux fluxcd", "spinnaker", "octopus"},
	"iac":          {"terraform", "opentofu tofu", "pulumi", "cloudformation", "cdk", "ansible", "chef", "puppet"},
	"orchestrator": {"kubernetes k8s", "ecs fargate", "nomad", "docker swarm", "lambda"},
	"push":         {"firebase cloud messaging fcm", "onesignal", "apns", "pushwoosh", "airship"},
	// A currency is the one things are priced, billed or paid in.
	"currency": {"usd", "eur euro euros", "gbp", "jpy yen", "cad", "aud", "chf", "inr", "cny", "sek", "nok", "dkk", "pln"},
	// Managed Kubernetes is Kubernetes, so an offering is no alternative
	// to it, only to another offering.
	"managed k8s": {"eks", "gke", "aks", "doks"},
	// A managed database service runs an engine ("RDS for Postgres"): no
	// alternative to the engine, only to another service.
	"managed db":   {"rds amazon rds", "cloud sql", "azure sql", "supabase", "neon", "planetscale", "crunchy bridge"},
	"metrics":      {"datadog", "prometheus", "new relic newrelic", "honeycomb", "grafana grafana cloud", "dynatrace", "cloudwatch"},
	"errors":       {"sentry sentry.io", "rollbar", "bugsnag", "crashlytics", "airbrake", "raygun"},
	"paging":       {"pagerduty", "opsgenie", "victorops", "incident.io"},
	"secrets":      {"vault hashicorp vault", "aws secrets manager secrets manager", "doppler", "1password", "sops", "parameter store ssm"},
	"email":        {"sendgrid", "ses amazon ses simple email service", "mailgun", "postmark", "mailchimp", "sparkpost"},
	"search":       {"elasticsearch elastic es", "opensearch", "algolia", "meilisearch", "solr", "typesense"},
	"api style":    {"rest", "graphql", "grpc", "soap", "trpc", "json-rpc"},
	"format":       {"json", "yaml yml", "toml", "xml", "csv", "protobuf", "avro", "parquet", "plain text", "ini", "msgpack"},
	"css":          {"tailwind tailwindcss", "bootstrap", "sass scss", "styled-components", "css modules"},
	"py web":       {"django", "flask", "fastapi", "starlette", "pyramid", "tornado"},
	"js web":       {"express", "fastify", "koa", "nestjs", "hapi", "hono"},
	"ml":           {"pytorch torch", "tensorflow", "jax", "keras", "sklearn scikit-learn"},
	"serving":      {"torchserve", "triton", "tf serving", "bentoml", "kserve", "seldon", "ray serve", "vllm"},
	"workflow":     {"airflow", "dagster", "prefect", "luigi", "argo workflows", "temporal", "step functions"},
	"mobile":       {"react native rn", "flutter", "swiftui", "jetpack compose", "xamarin", "ionic"},
	"dates":        {"moment moment.js momentjs", "date-fns", "dayjs", "luxon"},
	"hashing":      {"bcrypt", "argon2 argon2id", "scrypt", "pbkdf2", "sha256", "md5"},
	"gpu":          {"a100", "h100", "v100", "t4", "l4", "a10g", "h200"},
	"os image":     {"alpine", "debian debian-slim", "ubuntu", "centos", "distroless", "amazon linux", "rhel"},
	"flags":        {"launchdarkly ld", "unleash", "flagsmith", "growthbook", "statsig"},
	"vpn":          {"wireguard", "openvpn", "tailscale", "zerotier", "ipsec"},
	"dep scanning": {"snyk", "dependabot", "renovate", "mend"},
	"cipher":       {"aes-256-gcm aes-gcm aes256 aes", "chacha20-poly1305 chacha20 xchacha20-poly1305", "aes-128-gcm"},
	"image format": {"webp", "avif", "jpeg jpg", "png", "heic"},
	"monorepo":     {"turborepo turbo", "nx", "lerna", "rush"},
	"docs site":    {"hugo", "jekyll", "docusaurus", "mkdocs", "sphinx", "vitepress", "gitbook"},
	"payments":     {"stripe", "adyen", "braintree", "paypal", "paddle"},
	"shop":         {"shopify", "woocommerce", "bigcommerce", "magento"},
	"experiments":  {"mlflow", "wandb weights biases", "neptune", "comet"},
	"shell":        {"bash", "zsh", "fish"},
	"jvm build":    {"maven mvn", "gradle", "sbt", "bazel"},
	"vectors":      {"pgvector", "qdrant", "pinecone", "weaviate", "milvus", "chroma chromadb", "faiss"},
	"analytics":    {"segment", "amplitude", "mixpanel", "google analytics", "posthog", "rudderstack"},
	"issues":       {"jira", "github issues", "asana", "trello", "youtrack"},
	"auth":         {"auth0", "okta", "cognito", "keycloak", "firebase auth", "clerk", "supabase auth"},
	"proxy":        {"nginx", "apache httpd", "caddy", "traefik", "envoy", "haproxy"},
	"log level":    {"debug", "warn warning", "trace", "fatal"},
	"indent":       {"tabs tab", "spaces space"},
	"quotes":       {"single quotes", "double quotes"},
	"case":         {"camelcase", "snake_case", "kebab-case", "pascalcase"},
	// A zone by its IANA names too: "Etc/UTC" is UTC.
	"zone": {"utc gmt etc/utc etc/gmt etc/universal etc/zulu zulu", "local time"},
	// Map projections by their EPSG codes and names: a raster or a tile
	// set is in one, and two names of one ("EPSG:3857", "Web Mercator")
	// are one value.
	"projection": {"epsg:3857 epsg 3857 web mercator pseudo-mercator", "epsg:4326 epsg 4326 wgs84 wgs 84", "epsg:3035 epsg 3035 laea europe"},
	// Jobs every stack has a tool for, with the tools of each.
	"migrations":  {"alembic", "flyway", "liquibase", "goose", "golang-migrate", "dbmate", "sqitch"},
	"jobs":        {"sidekiq", "goodjob good_job", "resque", "delayed_job", "celery", "rq", "bullmq bull", "hangfire", "solid_queue"},
	"sms":         {"twilio", "messagebird", "vonage nexmo", "plivo", "sinch"},
	"logs":        {"loki", "splunk", "papertrail", "graylog", "logstash", "sumo logic", "logz.io", "fluentd", "fluent bit"},
	"ids":         {"uuid uuids", "uuidv4 uuid4", "uuidv7 uuid7", "ulid ulids", "ksuid", "nanoid", "cuid"},
	"libc":        {"glibc", "musl"},
	"ota":         {"codepush", "expo updates"},
	"feature db":  {"feast", "tecton", "hopsworks"},
	"letter case": {"uppercase upper-case", "lowercase lower-case"},
	"transport":   {"udp", "tcp", "quic"},
	// Protocols devices talk to a backend with, and engines hospital
	// feeds (HL7) are routed through: one per fleet, one per feed.
	"iot protocol": {"mqtt", "coap", "lwm2m"},
	"hl7 engine":   {"mirth mirth connect", "rhapsody", "cloverleaf", "iguana"},
	"game engine":  {"unity", "unreal unreal engine", "godot"},
	// 2D and 3D physics engines, one per game
	"physics engine": {"box2d", "rapier rapier2d rapier3d", "physx", "havok", "jolt", "bullet", "matter.js matterjs", "cannon.js cannon-es"},
	"table format":   {"delta lake", "iceberg", "hudi"},
	// Workflow managers of scientific pipelines: a pipeline is written
	// for one, so two are alternatives.
	"sci workflow": {"nextflow", "snakemake", "cromwell", "wdl", "cwl"},
	// Frameworks a desktop app's shell is built on.
	"desktop shell": {"electron", "tauri", "wails", "neutralinojs neutralino"},
	// Human reference assemblies reads are aligned to: each build has two
	// names (GRC's and UCSC's), and a sample is aligned to one.
	"genome build": {"grch38 hg38", "grch37 hg19", "t2t-chm13 chm13"},
	// Certificate authorities a TLS certificate is issued by.
	"cert authority": {"letsencrypt let's+encrypt", "digicert", "sectigo", "globalsign", "zerossl", "entrust"},
	"concurrency":    {"parallel concurrently concurrent", "sequentially sequential serially serial"},
	"separator":      {"dots dot periods", "dashes dash hyphens hyphen", "underscores underscore", "slashes slash", "colons colon"},
	// Platforms are named for their versions ("Node 20", "iOS 16"): a
	// project may target several at once, so two are no alternatives.
	"-platform": {"node nodejs node.js", "deno", "ios", "android", "ipados", "macos", "watchos", "tvos", "visionos", "windows", "jdk", "dotnet .net",
		"xcode", "kubernetes", "php", "ruby", "cuda", "chrome", "safari", "firefox", "ubuntu"},
	// Licences a work is published under, by their SPDX names and the
	// short forms people write: a work is under one at a time, so two are
	// alternatives ("is GPLv3", "we ship it under MPL-2.0 now"). "MIT" is
	// left out: "mit" is German for "with", which German sides say often.
	"licence": {"apache-2.0", "gplv3 gpl-3.0 gpl3", "gplv2 gpl-2.0 gpl2", "lgplv3 lgpl-3.0 lgpl", "agplv3 agpl-3.0 agpl",
		"mpl-2.0 mpl mpl2", "bsd-3-clause", "bsd-2-clause", "unlicense", "epl-2.0 epl", "cc0", "cc-by cc by", "cc-by-sa", "cc-by-nc"},
	// Float formats a model is trained or served in: a run computes in
	// one ("fp32", "we train in bf16 now"). "fp16" and "bf16" are no
	// versions of "fp" and "bf", as "pg16" is of Postgres. "float32" and
	// "int8" stay number types (digitNamed), as a column's type is.
	"precision": {"fp32", "fp16", "bf16 bfloat16", "tf32", "fp8"},
	// Algorithms a JWT or a webhook is signed with (JWA names): a key
	// signs with one, so two are alternatives ("HS256", "RS256 now").
	"signing":  {"hs256", "hs384", "hs512", "rs256", "rs384", "rs512", "es256", "es384", "es512", "ps256", "eddsa ed25519"},
	"language": {"typescript ts", "javascript js", "python py", "golang", "rust", "java", "kotlin", "ruby", "php", "scala", "elixir", "swift", "c#"},
}

// tool is one tool: its group and its first name.
type tool struct{ group, name string }

// toolNames maps each name of a tool, one to three words, to the tool. It
// is built on first use: every hippo process links this package, and a
// process that never parses (most hooks' starts) should not pay the
// thousand allocations and the quarter of the package's start this took.
var toolNames = sync.OnceValue(func() map[string]tool {
	m := map[string]tool{}
	groups := make([]string, 0, len(toolGroups))
	for g := range toolGroups {
		groups = append(groups, g)
	}
	// A name in two groups ("cloudflare") takes the first in order, the
	// same on every run; a platform's groups ("-platform") come last, so
	// a name that is a choice too ("Kubernetes", "Ruby") is the choice, as
	// its other names are ("k8s").
	sort.Slice(groups, func(i, j int) bool {
		pi, pj := strings.HasPrefix(groups[i], "-"), strings.HasPrefix(groups[j], "-")
		return pi != pj && pj || pi == pj && groups[i] < groups[j]
	})
	for _, group := range groups {
		for _, line := range toolGroups[group] {
			names := toolAliases(line)
			for _, n := range names {
				if _, dup := m[n]; !dup {
					m[n] = tool{group, names[0]}
				}
			}
		}
	}
	return m
})

// multiWordNames are the tool names of more than one word, each with its
// words joined by "+", which no name holds: built once, with toolNames
// (joining them again for each line was 12k of the 14k allocations of
// building toolNames).
var multiWordNames = sync.OnceValue(func() [][2]string {
	var out [][2]string
	for _, multi := range []string{"aws secrets manager", "secrets manager", "hashicorp vault", "simple email service",
		"amazon ses", "github actions", "gitlab ci", "bitbucket pipelines", "azure pipelines", "google cloud",
		"azure blob", "backblaze b2", "new relic", "argo cd", "argo workflows", "step functions", "tf serving",
		"ray serve", "react native", "jetpack compose", "plain text", "raw sql", "css modules", "docker swarm",
		"parameter store", "amazon linux", "google analytics", "github issues", "firebase auth", "supabase auth",
		"apache httpd", "single quotes", "double quotes", "local time", "weights biases", "cloudflare pages",
		"github pages", "sumo logic", "fluent bit", "expo updates", "firebase cloud messaging", "amazon rds", "cloud sql",
		"azure sql", "crunchy bridge", "grafana cloud", "delta lake", "xcode cloud", "cc by", "web mercator", "wgs 84", "laea europe", "epsg 3857", "epsg 4326", "epsg 3035"} {
		out = append(out, [2]string{multi, strings.ReplaceAll(multi, " ", "+")})
	}
	return out
})

// toolAliases splits a line of names: the known multi-word names are kept
// whole ("github actions", "aws secrets manager"), the rest are one word each.
func toolAliases(line string) []string {
	for _, m := range multiWordNames() {
		line = strings.ReplaceAll(line, m[0], m[1])
	}
	var out []string
	for _, f := range strings.Fields(line) {
		out = append(out, strings.ReplaceAll(f, "+", " "))
	}
	return out
}
