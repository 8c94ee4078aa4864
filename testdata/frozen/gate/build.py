import json, random
C=[]
def mk(turns,target,expect,kind,reason,secret=""):
    return dict(turns=turns,target=target,expect=expect,kind=kind,reason=reason,secret=secret)
u=lambda t:{"role":"user","text":t}
a=lambda t:{"role":"assistant","text":t}
def S(t,k,r): return mk([u(t)],0,"store",k,r)
def R(t,r): return mk([u(t)],0,"reject","",r)
def F(at,ut,r): return mk([a(at),u(ut)],1,"feedback","feedback",r)
def X(t,k,s,r): return mk([u(t)],0,"redact",k,s and r,s)
def AC(at,ut,e,k,r): return mk([a(at),u(ut)],0,e,k,r)
def UC(at,ut,e,k,r): return mk([a(at),u(ut)],1,e,k,r)
PAIRS=[]
def P(x,y): PAIRS.append((x,y))
def add(*cs): C.extend(cs)

# ---------------- PAIRS ----------------
# statement vs question
P(S("We deploy the api on tuesdays","convention","a standing team convention about deploy days, stated as fact"),
  R("do we deploy the api on tuesdays?","a question about the convention, not a claim"))
P(S("The billing API authenticates with mTLS.","fact","a durable fact about the system"),
  R("Does the billing API authenticate with mTLS or with API keys?","a question, nothing asserted"))
P(S("We went with Postgres for the job queue last week.","decision","a past decision told in the past tense"),
  R("Did we go with Postgres for the job queue last week or was that still open?","a question about whether a decision was made"))
P(S("the ios app min version is 15.0","fact","a durable fact about the mobile app, lowercase and unpunctuated"),
  R("whats the ios app min version, 15.0?","a question seeking confirmation, not a claim"))
P(S("Feature flags live in LaunchDarkly, not in the config repo.","fact","a durable fact about where flags live"),
  R("Do feature flags live in LaunchDarkly or in the config repo?","an either/or question"))
P(S("CI caches the gradle dir between runs.","fact","a durable fact about the CI setup"),
  R("Does CI cache the gradle dir between runs?","a yes/no question"))
P(S("Kafka topics are named <team>.<domain>.<event>, all lowercase.","convention","a naming convention"),
  R("Are kafka topics named <team>.<domain>.<event>? not sure about the casing","a question with an explicit hedge"))
P(S("Our Terraform state is in the S3 bucket acme-tf-state with DynamoDB locking.","fact","a durable infra fact"),
  R("Where is our Terraform state, the acme-tf-state bucket?","a question, not an assertion"))
# done vs planned
P(S("We migrated the users table to UUID primary keys yesterday.","event","a completed one-off change"),
  R("We're going to migrate the users table to UUID primary keys next sprint.","a plan that has not happened"))
P(S("Rolled back checkout v3.2 this morning because of the tax bug.","event","a completed rollback with its cause"),
  R("I'll roll back checkout v3.2 if the tax bug shows up again.","a conditional future intention"))
P(S("We dropped support for Node 16 in the CLI.","decision","a decision already taken"),
  R("We should probably drop support for Node 16 in the CLI at some point.","a hedged suggestion, not a decision"))
P(S("Upgraded the EKS cluster to 1.29 on Monday, no issues.","event","a completed upgrade"),
  R("Planning to upgrade the EKS cluster to 1.29 on Monday.","a plan, not done"))
P(S("fixed the memory leak in the image resizer — it was holding onto sharp buffers, we now call .destroy() after each resize","fix","a root cause and an applied fix"),
  R("gonna try fixing the memory leak in the image resizer by calling .destroy() after each resize","an attempt that has not been made yet"))
P(S("We switched the mobile app from Redux to Zustand.","decision","a completed technology switch"),
  R("Thinking about switching the mobile app from Redux to Zustand.","only being considered"))
P(S("Rotated all the prod database credentials on 3 March.","event","a completed one-off security event, no secret shown"),
  R("Need to rotate all the prod database credentials before March.","a to-do, not done"))
P(S("We moved the docs site from Docusaurus to Astro Starlight.","decision","a completed migration decision"),
  R("Let me look into moving the docs site from Docusaurus to Astro Starlight.","an intention to investigate"))
# always vs maybe
P(S("Always run migrations through make migrate.","convention","an always-rule"),
  R("Maybe we should run migrations through make migrate?","a hedged question"))
P(S("Every PR needs one approval from the owning team before merge.","convention","a review rule"),
  R("Perhaps every PR should need an approval from the owning team, dunno.","a hedge, nothing agreed"))
P(S("We never force-push to main.","convention","a standing prohibition"),
  R("I wonder if we should never force-push to main","musing, not a rule"))
P(S("Redis is our cache layer for the product catalog.","fact","a fact about the architecture"),
  R("Maybe we could try Redis as a cache layer for the product catalog.","a suggestion to try something"))
P(S("Integration tests run against a real Postgres in testcontainers, not SQLite.","convention","a testing convention"),
  R("If we ran integration tests against a real Postgres in testcontainers instead of SQLite, they might catch more.","a hypothetical"))
P(S("I prefer small PRs, under 400 lines of diff.","preference","a stated personal preference"),
  R("I might prefer smaller PRs, not sure yet.","an undecided, hedged preference"))
P(S("All timestamps are stored in UTC in the database.","convention","a data convention"),
  R("I think all timestamps might be stored in UTC in the database? probably","a hedged guess"))
# confirmed vs unconfirmed assistant claims
P(AC("So the billing service calls Stripe through payments-gateway, never directly.","Yes, exactly.","store","fact","assistant claim confirmed by the user in the next turn"),
  AC("So the billing service calls Stripe through payments-gateway, never directly.","Hmm, not sure, I'd have to check.","reject","","assistant claim the user did not confirm"))
P(AC("It looks like the nightly ETL writes to the analytics schema in Snowflake.","yep that's right","store","fact","assistant claim confirmed by the user"),
  AC("It looks like the nightly ETL writes to the analytics schema in Snowflake.","No, it writes to the raw schema.","reject","","assistant claim contradicted by the user"))
P(AC("The flaky test was caused by tests sharing /tmp/cache; I switched them to t.TempDir() and it's stable over 50 runs.","Great, that's the fix, thanks.","store","fix","a fix reported by the assistant and confirmed by the user"),
  AC("The flaky test was caused by tests sharing /tmp/cache; I switched them to t.TempDir() and it's stable over 50 runs.","I don't think that's it, it still fails on CI.","reject","","the user disputes the claimed fix"))
P(AC("Your Android builds use Gradle version catalogs in gradle/libs.versions.toml.","Correct.","store","fact","confirmed assistant claim"),
  AC("Your Android builds use Gradle version catalogs in gradle/libs.versions.toml.","where did you see that?","reject","","the user questions rather than confirms"))
P(AC("I assume releases are cut from the release/* branches.","Yes, always from release/*.","store","convention","assistant assumption confirmed as a standing rule"),
  AC("I assume releases are cut from the release/* branches.","Let's talk about that later.","reject","","the user deflects; no confirmation"))
P(AC("The 502s on Friday came from the ALB idle timeout being shorter than the keepalive on the node servers.","Yes, that was the root cause.","store","event","a past incident cause confirmed by the user"),
  AC("The 502s on Friday came from the ALB idle timeout being shorter than the keepalive on the node servers.","Could be, or could be the deploy.","reject","","the user is unsure, not a confirmation"))
P(AC("So the team prefers squash merges.","right, squash only","store","preference","confirmed team preference"),
  AC("So the team prefers squash merges.","No idea honestly.","reject","","not confirmed"))
P(AC("The CLI reads config from ~/.config/acme/config.toml.","Yes.","store","fact","confirmed assistant claim"),
  AC("The CLI reads config from ~/.config/acme/config.toml.","That's what the old docs say, but I'm not sure it's still true.","reject","","the user casts doubt on the claim"))
# correction vs agreement
P(F("I'll indent the Go file with four spaces.","No, use tabs in Go files.","a correction that sets a standing formatting rule"),
  UC("I'll indent the Go file with tabs.","Yes, use tabs.","reject","","agreement with the agent's plan for the current task, no correction"))
P(F("Running npm test now.","No, run tests with pnpm test, not npm test.","corrects the agent's test command as a standing rule"),
  UC("Running pnpm test now.","yep pnpm test, go","reject","","approval of the current action"))
P(F("I added the new endpoint under /api/v2/users with camelCase JSON fields.","that's wrong, our API uses snake_case fields everywhere","corrects the agent with a codebase-wide rule"),
  UC("I added the new endpoint under /api/v2/users with snake_case JSON fields.","that's right, go on","reject","","approval, nothing new to learn"))
P(F("I'll write the migration with raw SQL in a new file.","don't hand-write migrations, generate them with alembic revision --autogenerate","a correction that applies to all future migrations"),
  UC("I'll write the migration with raw SQL in a new file.","sure, raw SQL is fine for this one","reject","","a one-off permission for this task only"))
P(F("I put the webhook secret in config.yaml.","No! Never commit secrets to config files, they go in Vault.","a standing security rule given as a correction (no actual secret value)"),
  UC("I put the webhook secret in Vault under payments/webhook.","ok good","reject","","acknowledgement of the agent's action"))
P(F("I used moment.js for the date formatting.","we don't use moment anymore, use date-fns","corrects library choice as a standing rule"),
  UC("I used date-fns for the date formatting.","cool","reject","","acknowledgement only"))
P(F("I'll mock the database in these integration tests.","Please don't mock the DB in integration tests — we got burned by that, hit the real test database.","a correction with a standing testing rule"),
  UC("I'll mock the database in these integration tests.","ok sounds good","reject","","agreement with the agent's plan"))
P(F("I'm committing directly to main.","Stop — we never commit to main directly, open a PR.","a correction that states a standing workflow rule"),
  UC("I'm opening a PR for this.","perfect","reject","","approval, chit-chat"))
# durable vs momentary
P(S("Staging runs on three m5.large nodes.","fact","a durable infra fact"),
  R("Staging is running on only one node right now while they patch the others.","momentary state"))
P(S("The build runs on every push to main.","fact","a durable CI fact"),
  R("The build is running right now.","momentary state"))
P(S("The prod database is read-only on Sundays during the backup window.","fact","a recurring, durable fact"),
  R("The prod database is read-only at the moment, the backup is still going.","a momentary state"))
P(S("Main is protected; merges require green CI.","convention","a durable repository rule"),
  R("main is red right now, don't merge","momentary state and a current instruction"))
P(S("The search service talks to Elasticsearch on port 9200.","fact","a durable system fact"),
  R("Port 9200 is busy on my laptop right now, something else grabbed it.","momentary local state"))
P(S("I'm usually on my phone in the mornings, so keep morning summaries to three lines.","preference","a standing preference about how to communicate"),
  R("I'm on the train, connection is spotty.","momentary personal state"))
P(S("The feature-store job takes about 40 minutes to run.","fact","a durable fact about job duration"),
  R("The feature-store job has been running for 40 minutes already.","momentary state of a current run"))
# with vs without secret
P(X("The staging DB URL is postgres://app:Hunt3r-2024!@db.staging.internal:5432/app","fact","Hunt3r-2024!","a useful fact containing a password in a connection string"),
  S("The staging DB lives at db.staging.internal:5432, database app, user app.","fact","the same fact without any credential"))
P(X("CI deploys to AWS as the ci-deployer IAM user, access key id AKIA5RTXQ2LMNB7Z4KDP.","fact","AKIA5RTXQ2LMNB7Z4KDP","a useful fact containing an AWS access key id"),
  S("CI deploys to AWS as the ci-deployer IAM user; its keys are in the GitHub Actions secrets.","fact","the same fact with only a pointer to where keys live"))
P(X("The release bot pushes tags with the GitHub token ghp_R8kLm2Qx9VtZ4bNc7Wy1Hp5Js3Df6Ga0Ke8U","fact","ghp_R8kLm2Qx9VtZ4bNc7Wy1Hp5Js3Df6Ga0Ke8U","a fact that includes a GitHub personal access token"),
  S("The release bot pushes tags with a fine-grained GitHub token stored in 1Password.","fact","the same fact with no token value"))
P(X("The payouts service uses the Stripe key sk_live_51NqZx8KjR2mTfV9cLw4HsY7bP3dQeA in prod.","fact","sk_live_51NqZx8KjR2mTfV9cLw4HsY7bP3dQeA","contains a Stripe live secret key"),
  S("The payouts service reads the Stripe live key from AWS Secrets Manager in prod.","fact","mentions a key but contains no secret"))
P(X("Alerts go to #ops through the bot token xoxb-2846193057-5519283746102-qT7vLm3Xr9KzPw2Bn8YcHd4F","fact","xoxb-2846193057-5519283746102-qT7vLm3Xr9KzPw2Bn8YcHd4F","contains a Slack bot token"),
  S("Alerts go to #ops through the Slack bot; its token lives in Vault.","fact","no secret value"))
P(X("for local dev the .env needs DB_PASSWORD=s3cr3t-L0cal-99 and DB_USER=app","convention","s3cr3t-L0cal-99","a setup convention containing a .env password"),
  S("for local dev the .env needs DB_PASSWORD and DB_USER, copy them from .env.example","convention","names env vars only, no values"))
P(X("Grafana admin login is admin and the password is Tr0ub4dor&3x","fact","Tr0ub4dor&3x","contains a plaintext password"),
  S("Grafana admin login is admin; the password is in the shared vault under grafana-admin.","fact","says where the password is, not what it is"))
P(X("The internal metrics endpoint needs Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJtZXRyaWNzLXJlYWRlciIsImlhdCI6MTcwMDAwMDAwMH0.pQ3x9Lk2VbN8mZr4TyW7cJh1Fd6Gs0Ea5Ku2Io8Ylq","fact","eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJtZXRyaWNzLXJlYWRlciIsImlhdCI6MTcwMDAwMDAwMH0.pQ3x9Lk2VbN8mZr4TyW7cJh1Fd6Gs0Ea5Ku2Io8Ylq","contains a bearer JWT"),
  S("The internal metrics endpoint needs an Authorization: Bearer header with a metrics-reader JWT.","fact","describes the auth scheme without a token"))
P(X("Transactional email goes through SendGrid, API key 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","fact","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","contains a SendGrid API key"),
  S("Transactional email goes through SendGrid; the key is SENDGRID_API_KEY in the env.","fact","names the variable only"))
P(X("The blob storage conn string is DefaultEndpointsProtocol=https;AccountName=acmeassets;AccountKey=q8Lm3Zr9Xp2Kw7Vb4Nc1Ht6Yj0Fd5Gs8Ea3Ru2Io7UlP9kQ4xM1nB6vC3zA8sD5fG2hJ0kL7pO4iU1yT6rE9wQ==;EndpointSuffix=core.windows.net","fact","q8Lm3Zr9Xp2Kw7Vb4Nc1Ht6Yj0Fd5Gs8Ea3Ru2Io7UlP9kQ4xM1nB6vC3zA8sD5fG2hJ0kL7pO4iU1yT6rE9wQ==","contains an Azure storage AccountKey"),
  S("The blob storage account is acmeassets in westeurope; the connection string is injected by the AKS secret store driver.","fact","no key value"))
P(X("SMS 2FA uses Twilio account AC3f9e2b7a1c4d8e6f0a2b5c7d9e1f3a5b with auth token 8c2e4a6f0b1d3e5a7c9f2b4d6e8a0c1f","fact","8c2e4a6f0b1d3e5a7c9f2b4d6e8a0c1f","contains a Twilio auth token"),
  S("SMS 2FA uses Twilio; the account SID and auth token are in the twilio/* SSM parameters.","fact","points to storage, no secret"))
P(X("Deploy key for the infra repo:\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACBkX2Qz\n-----END OPENSSH PRIVATE KEY-----","fact","b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACBkX2Qz","contains an SSH private key body"),
  S("The infra repo uses a read-only ed25519 deploy key; the private half is in the ci-secrets vault.","fact","describes the key without its contents"))
# standing 'here' vs one-off
P(F("I added the log line with fmt.Println.","No, use the zap logger here, we never use fmt.Println in services.","'here' refers to the codebase; a standing correction"),
  UC("I added the log line with fmt.Println.","Move that log line up here, above the return.","reject","","a one-off edit instruction for the current task"))
P(F("I wrote the SQL keywords in lowercase.","no, keywords are uppercase here — SELECT, FROM, always","a standing style correction"),
  UC("I wrote the SQL keywords in lowercase.","uppercase the SELECT here, just in this query","reject","","explicitly limited to this query"))
P(F("I used a relative import for the helper.","We use absolute imports here, from src.*, please.","a codebase-wide import convention given as a correction"),
  UC("I used a relative import for the helper.","Change that to an absolute import here.","reject","","an instruction about this one line"))
P(F("I named the branch fix-login.","Branches here are named <type>/<ticket>-<slug>, like fix/AUTH-123-login.","corrects with a naming convention"),
  UC("I named the branch fix-login.","Rename the branch to fix/AUTH-123-login.","reject","","a one-off rename instruction"))
P(F("I put the new component in src/components.","No, features here go under src/features/<name>/, not the shared components folder.","a standing structure rule"),
  UC("I put the new component in src/components.","Put this one in src/features/cart/ instead.","reject","","a current-task instruction"))
P(F("I added a console.log to debug it.","No console.log in committed code here — use the debug package.","a standing rule about logging"),
  UC("I added a console.log to debug it.","Remove that console.log.","reject","","a one-off cleanup request"))
# same text, context decides (correction vs unprompted statement)
P(F("Installing with npm install.","We use pnpm, not npm.","correction of the agent's tool choice"),
  S("We use pnpm, not npm.","convention","an unprompted convention, no agent error being corrected"))
P(F("I'll target Python 3.8 for compatibility.","We're on Python 3.12 everywhere, no need for 3.8 compat.","corrects the agent's wrong assumption"),
  S("We're on Python 3.12 everywhere, no need for 3.8 compat.","fact","an unprompted fact about the stack"))
P(F("I'll start the stack with `docker-compose up`.","it's `docker compose` (v2) on our machines, the hyphenated one isn't installed","corrects the agent's command"),
  S("it's `docker compose` (v2) on our machines, the hyphenated one isn't installed","fact","an unprompted fact about dev machines"))
P(F("I'll add the env var to the Dockerfile.","Config goes in the Helm values, not the Dockerfile.","corrects where config is placed"),
  S("Config goes in the Helm values, not the Dockerfile.","convention","an unprompted convention"))
P(F("Added a default export for the new hook.","We only use named exports in this codebase.","corrects the agent's code style"),
  S("We only use named exports in this codebase.","convention","an unprompted convention"))
# misc traps
P(S("We decided to keep the monolith for now and split out only the billing module.","decision","a decision taken"),
  R("We haven't decided whether to keep the monolith or split out billing.","explicitly undecided"))
P(S("The outage on Friday was caused by an expired TLS cert on the API gateway.","event","a past incident with cause"),
  R("Was the outage on Friday caused by an expired cert? I never heard back.","a question"))
P(S("The CORS errors were because the CDN stripped the Origin header; we now forward it in the CloudFront cache policy.","fix","a diagnosed and applied fix"),
  R("The CORS errors might be because the CDN strips the Origin header.","a hypothesis"))
P(S("I like commit messages in conventional-commit format.","preference","a personal preference"),
  R("Do you like conventional-commit format for messages?","a question to the agent"))
P(S("Don't run the e2e suite locally, it hits the shared staging env; CI runs it.","convention","a standing rule with its reason"),
  R("Don't run the e2e suite now, I'm in the middle of a demo on staging.","a temporary instruction tied to the moment"))
P(S("We store sessions in Redis.","fact","a fact about the architecture"),
  R("We could store sessions in Redis.","a possibility"))
P(S("We deployed v3 of checkout today.","event","a completed deploy"),
  R("We're deploying v3 of checkout right now, fingers crossed.","in progress, momentary"))
P(S("The data team backfilled orders for Q1 last night.","event","a completed backfill"),
  R("The data team will backfill orders for Q1 tonight.","a future plan"))
P(S("We had a SEV1 on Nov 12: the payments queue filled up because the consumer was OOM-killed.","event","a past incident and its cause"),
  R("If the consumer gets OOM-killed again, the payments queue will fill up.","a conditional/hypothetical"))
P(S("Apple rejected build 2.14 for the missing privacy manifest; we added PrivacyInfo.xcprivacy and it passed review.","event","a past one-off event with resolution"),
  R("Apple might reject build 2.14 for the missing privacy manifest.","speculation"))

# ---------------- UNPAIRED STORE ----------------
add(
S("The billing API authenticates with mTLS; certs are issued by our internal step-ca.","fact","a durable system fact"),
S("GET /health?verbose=1 returns the status of every downstream dependency.","fact","a fact; the question mark is part of a URL, not a question"),
S("the maybe_retry helper in pkg/httpx wraps every outbound HTTP call","fact","a fact; 'maybe' is an identifier, not a hedge"),
S("Our Postgres is 15.4 on RDS, multi-AZ, in eu-west-1.","fact","infra fact"),
S("The mobile app talks to the BFF at api.acme.app, never directly to the microservices.","fact","architecture fact"),
S("thanks! btw the invoice cron runs at 02:00 UTC daily","fact","a fact attached to a thank-you"),
S("The search index is rebuilt from scratch every Sunday by the reindex DAG in Airflow.","fact","recurring system behaviour"),
S("Our React Native app is on Expo SDK 50 with the bare workflow.","fact","mobile stack fact"),
S("The rate limit is per API key, 600 requests per minute, enforced at the Envoy layer.","fact","a fact mentioning API keys but containing no secret"),
S("user ids are ULIDs, not UUIDs, so they sort by creation time","fact","data model fact"),
S("The ledger service is the only writer to the accounts table; everything else goes through its gRPC API.","fact","ownership/architecture fact"),
S("Prod logs go to Loki with 30 day retention, anything older is in S3 Glacier.","fact","observability fact"),
S("The CLI is distributed through the Homebrew tap acme/tap and a curl installer.","fact","distribution fact"),
S("The GraphQL schema is generated from the Go structs with gqlgen, so nobody edits schema.graphql by hand.","convention","a generated-code convention"),
S("Our Kubernetes clusters use Karpenter for node autoscaling, not cluster-autoscaler.","fact","infra fact"),
S("dbt models in marts/ are materialized as tables, everything in staging/ is views","convention","a data modelling convention"),
S("The password reset email is sent through SES, template id pw-reset-v2.","fact","mentions 'password' but has no secret"),
S("Customer API keys are hashed with argon2id before we store them, and we only show the key once.","fact","a security design fact without any key value"),
S("The JWT signing key is rotated every 30 days by the key-rotator lambda.","fact","mentions a key, no secret value"),
S("Secrets live in AWS Secrets Manager under /prod/<service>/<name>.","convention","where secrets are kept, no secret value"),
S("DB_PASSWORD is injected by the External Secrets operator; never set it in the chart values.","convention","names an env var, no value"),
S("Vault tokens issued to CI are short-lived, 15 minute TTL.","fact","a fact about tokens without a token"),
S("Deploys happen on Tuesdays and Thursdays, never on Fridays.","convention","deploy schedule convention"),
S("We squash-merge every PR and the PR title becomes the commit message.","convention","merge convention"),
S("All new services are written in Go unless there's an ML reason to use Python.","convention","language convention"),
S("Every feature branch gets a preview environment at <branch>.preview.acme.dev automatically.","fact","CI/CD fact"),
S("if a migration touches more than a million rows we run it through the backfill worker in batches, never inline","convention","a conditional standing rule, not a hypothetical"),
S("From now on images are tagged with the git sha, not :latest.","decision","a decision effective now"),
S("Every public function in the SDK needs a docstring with an example.","convention","documentation convention"),
S("we use conventional commits and release-please cuts the releases","convention","release convention"),
S("Swift code is formatted with swiftformat, config is .swiftformat at the repo root","convention","formatting convention"),
S("Always use UTC in CronJob schedules, the clusters run in UTC anyway.","convention","an imperative that is a standing rule, not a one-off task"),
S("User-facing error messages go through the i18n catalog, no hardcoded strings.","convention","i18n convention"),
S("Hotfixes branch off the latest release tag, not main.","convention","branching convention"),
S("We pin GitHub Actions to full commit SHAs, never to tags.","convention","CI security convention"),
S("Python deps are managed with uv; the lockfile is uv.lock and nobody runs pip install directly.","convention","tooling convention"),
S("New tables need created_at and updated_at columns, both timestamptz.","convention","schema convention"),
S("on-call hands off every monday at 10am berlin time","convention","team process convention"),
S("We version the public API in the URL (/v1, /v2) and keep the previous version alive for 12 months.","convention","API versioning policy"),
S("Android release builds are signed in CI only, nobody signs locally.","convention","mobile release convention"),
S("We decided to use Argo CD for deploys.","decision","an explicit decision"),
S("We went with ClickHouse over Druid for event analytics, mostly because of ops cost.","decision","a past decision with rationale"),
S("Decision from today's arch review: the notifications service gets its own database.","decision","a recorded decision"),
S("we're standardizing on OpenTelemetry for tracing across all services","decision","a team-wide technology decision"),
S("After a long back and forth with the security team, which took most of the quarter and a couple of painful meetings, we agreed that all internal service-to-service traffic will use mTLS via Linkerd rather than per-service certificates.","decision","a decision buried in a long sentence"),
S("We chose SQLite for the CLI's local cache because it has to work offline.","decision","a decision with rationale"),
S("Going forward the web app is Next.js app router only; pages router code gets deleted as we touch it.","decision","a forward-looking decision that is already agreed"),
S("we picked Temporal for the order workflow instead of rolling our own state machine on SQS","decision","a past decision"),
S("The team agreed to stop supporting iOS 15 starting with the 4.0 release.","decision","an agreed support policy"),
S("I prefer short explanations, just show me the diff.","preference","communication preference"),
S("I like table-driven tests in Go.","preference","coding preference"),
S("please don't add emojis to commit messages, i hate that","preference","an unprompted standing preference (no agent mistake being corrected)"),
S("I'd rather have one real integration test than five mocked unit tests.","preference","testing preference"),
S("When you propose a refactor, list the files first and wait for my ok.","preference","a standing working preference for the agent"),
S("I prefer early returns over nested ifs.","preference","style preference"),
S("The flaky test was caused by a shared temp dir; we now use t.TempDir().","fix","cause and fix"),
S("Fixed the CI OOMs by running jest with --maxWorkers=2.","fix","a fix that was applied"),
S("the iOS push notifications broke because the APNs cert expired, we moved to token-based auth (p8) so it won't happen again","fix","root cause and lasting fix"),
S("Turns out the slow dashboard was an N+1 in the orders serializer; added select_related('customer') and it went from 8s to 300ms.","fix","diagnosed performance fix"),
S("The Terraform drift on the security groups came from people clicking in the console; we added an SCP that blocks manual SG edits.","fix","cause and preventive fix"),
S("Docker builds were slow because .dockerignore didn't exclude node_modules — fixed.","fix","a fix"),
S("Timezone bug in reports: we were using date.today() on servers in UTC; now we pass the tenant tz everywhere.","fix","bug cause and fix"),
S("The consumer lag on orders was because the topic had a single partition; we repartitioned it to 24.","fix","cause and fix"),
S("Gradle sync failures on the M1 macs went away after bumping AGP to 8.2 and JDK to 17.","fix","a fix for a build problem"),
S("Tuesday's login outage was caused by Redis hitting maxmemory and evicting sessions.","event","a past incident with cause"),
S("We shipped dark mode to 100% of users this morning.","event","a completed rollout"),
S("Last night's migration added a tenant_id column to all 40 tables.","event","a completed migration"),
S("We onboarded Globex, our first enterprise customer in the EU region, yesterday.","event","a past milestone"),
S("Today we cut DNS over from Route53 to Cloudflare.","event","a completed infra change"),
S("Last month's pentest found an open redirect in /login?next= and it's been patched.","event","a past finding and its resolution; '?' is in a URL"),
S("We lost about 2h of analytics events on Oct 3 when the Kinesis stream was misconfigured.","event","a past data-loss incident"),
S("released cli v2.0.0 today w/ the new plugin system","event","a completed release, terse"),
AC("So the web and mobile clients share the same OpenAPI-generated SDK.","Yes, exactly.","store","fact","assistant claim confirmed by the user"),
AC("Looks like the duplicate emails came from retrying a non-idempotent handler; the idempotency key I added fixes it.","yes that's what we did, it's fixed","store","fix","assistant's fix claim confirmed by the user"),
AC("It seems your team keeps ADRs in docs/adr with sequential numbers.","Correct, keep doing that.","store","convention","confirmed convention"),
UC("Which region should I use for the new bucket?","All our buckets are in eu-central-1, data residency.","store","convention","user answers a question with a standing convention"),
UC("Should I use Jest or Vitest?","We use Vitest across all frontend repos.","store","convention","an answer stating a convention, not a correction"),
UC("Do you want me to add a changelog entry?","yes, every user-facing change gets a line in CHANGELOG.md","store","convention","a 'yes' that carries a standing rule"),
S("we use kustomize overlays per env, base + dev/stg/prod","convention","deployment config convention"),
S("teh payments svc is owned by team falcon, ping them in #falcon for reviews","fact","ownership fact with a typo"),
S("mysql replica lag alerts fire at 30s","fact","alerting fact"),
S("our s3 buckets all have versioning, and the audit ones also have object lock","fact","storage fact"),
S("The frontend uses pnpm workspaces with turborepo for builds","fact","build tooling fact, no final period"),
S("Postgres connection pooling is pgbouncer in transaction mode, so no prepared statements.","fact","a fact with a consequence"),
S("Uploads over 100MB go through presigned S3 multipart; the API never proxies them.","fact","architecture fact"),
S("Release notes are written by PMs in Notion, engineers just link the PRs.","convention","process convention"),
)
# ---------------- UNPAIRED REJECT ----------------
add(
R("Do we deploy on Tuesdays?","a question"),
R("what's the difference between our staging and preview envs","a question without a question mark"),
R("Can you check why the lint job failed?","a request for the current task"),
R("Is Redis still used for sessions or did we move that to Postgres?","a question"),
R("how do I run just one test file with vitest","a how-to question"),
R("Which team owns the ledger service again?","a question"),
R("If we used Kafka here we'd get replay for free, but it's probably overkill.","a hypothetical"),
R("Maybe we could try Redis for the leaderboard.","a hedged suggestion"),
R("It might be worth looking at Bun at some point.","a vague maybe"),
R("I guess the cache could be the problem, not sure.","a hedged guess about a current problem"),
R("In theory we could shard by tenant, but let's not go there today.","a hypothetical that is explicitly set aside"),
R("Not sure if we should use GraphQL or REST for the partner API.","undecided"),
R("I'll look at the logs next.","an intention"),
R("Let's check the Grafana dashboard after lunch.","a near-term plan"),
R("Tomorrow I'm going to try upgrading to React 19.","a plan not done"),
R("next step: write the migration, then update the serializer","task plan for the session"),
R("We'll probably move off Heroku next year.","a hedged plan"),
R("I'm on the train.","momentary state"),
R("my laptop is super slow today","momentary state"),
R("CI is queued behind like 30 jobs atm","momentary state"),
R("I have the staging DB open in another tab.","momentary state"),
R("The tests are passing now.","momentary state of the current session"),
R("docker desktop just crashed again","momentary state / complaint"),
R("Thanks, that's great!","thanks"),
R("lol","chit-chat"),
R("ok","acknowledgement"),
R("Nice work, that was quick.","praise"),
R("good morning! coffee first","chit-chat"),
R("No worries, take your time.","chit-chat that starts with 'No' but corrects nothing"),
UC("Anything else you want me to do?","No, that's all for today, thanks.","reject","","'No' answers a question; not a correction"),
R("Always happy to pair on this stuff haha","chit-chat; 'always' is not a rule here"),
R("We decided to grab lunch before the retro.","'decided' about lunch, nothing technical to remember"),
R("Rename this variable to count.","a current-task instruction"),
R("Add a test for the empty list case.","a current-task instruction"),
R("Open auth.py and look at line 40.","a current-task instruction"),
R("Revert your last change.","a current-task instruction"),
R("make the button blue for now, we'll fix the design later","a temporary task instruction"),
R("Run the migration on my local db.","a current-task instruction"),
R("Use a for loop here instead of map.","a one-off edit instruction with no prior agent mistake"),
R("Just hardcode the timeout to 30s in this function for the test.","a temporary hack for the current task"),
AC("Your deploys run through GitHub Actions to ECS.","Can you also add a README section?","reject","","the user ignores the claim; not confirmed"),
AC("The users service is written in Rust.","no, it's Kotlin","reject","","the assistant claim is contradicted"),
AC("I believe sessions are cached for 24 hours.","Let's move on.","reject","","not confirmed"),
mk([a("The Android app uses Room for local storage.")],0,"reject","","an assistant claim with no user confirmation"),
AC("It seems the cleanup cron is scheduled in local time.","Not sure, check the manifest.","reject","","the user is unsure"),
AC("I've fixed the bug by increasing the timeout.","That didn't fix it.","reject","","the user says the claimed fix failed"),
AC("I'll now update the three call sites.","go","reject","","an assistant plan, approved, but nothing durable"),
R("what if we always ran migrations in a transaction?","a hypothetical question despite 'always'"),
R("We should always write tests, right?","a rhetorical question, no specific rule"),
R("Never mind, I found it.","chit-chat despite 'never'"),
R("Did the deploy on Friday break checkout?","a question about an event"),
R("The password field on the signup form overflows on mobile, can you fix it?","a task request; mentions 'password' but no secret"),
R("I forgot my password to the staging grafana lol","momentary chit-chat; no secret"),
R("Where do we keep the API keys for Stripe?","a question"),
R("Hmm, interesting.","chit-chat"),
R("brb meeting","chit-chat"),
R("Can you explain what this regex does?","a question"),
R("I'm not a fan of this approach but let's see.","a passing opinion about the current approach"),
R("The PR has 3 approvals already.","momentary state"),
R("This file is a mess.","a passing remark"),
R("I think the bug is somewhere in the retry logic, maybe.","a hedged hypothesis"),
R("Jenkins is slow today.","momentary state"),
R("It would be nice to have typed env config someday.","a wish"),
R("Let's see if removing the cache fixes it.","an experiment for the current task"),
R("Why is the p99 latency so high on /search?","a question"),
UC("I'll add the index to the order table.","Sorry, typo earlier, I meant the orders table.","reject","","the user fixes their own typo for the current task"),
R("can u paste the full stack trace","a request"),
R("I'm going to grab the logs from prod in a sec.","an intention"),
R("Should we use tabs or spaces in the new YAML files?","a question"),
UC("Shall I continue with the refactor?","Yes.","reject","","bare agreement, nothing durable"),
)
# ---------------- UNPAIRED FEEDBACK ----------------
FB=[
("I'll add `any` types to get it compiling.","No, don't use any — use unknown and narrow it. That goes for the whole codebase."),
("I ran the migration against prod to test it.","Never run anything against prod without asking me first."),
("I've updated package-lock.json.","we don't commit package-lock, this repo uses yarn.lock — don't touch lockfiles you don't need"),
("I wrote the test with unittest.TestCase.","we use pytest style plain functions + fixtures, not TestCase classes"),
("Here's a 600-line refactor of the module.","Too big. Keep changes small and focused, one concern per PR."),
("I disabled the failing test so CI passes.","Don't ever skip or disable tests to make CI green, fix the cause or tell me."),
("I used `git push --force`.","no force pushes. use --force-with-lease if you really have to"),
("I added the helper to utils.ts.","Stop dumping stuff in utils.ts, put helpers next to the feature that uses them."),
("I created the index with CREATE INDEX on the events table.","On big tables always use CREATE INDEX CONCURRENTLY, plain CREATE INDEX locks writes."),
("I'll write the docs in the README.","Docs go in docs/ as mkdocs pages, the README stays short."),
("I used print() for the debugging output.","use the logger, not print — and remove debugging output before you finish"),
("I've added lodash as a dependency for the deep clone.","Don't add dependencies without asking; use structuredClone for that."),
("I set the timeout to 5000 in the test.","wrong, we don't use magic numbers, pull it from the TIMEOUTS constants"),
("Committed as 'updated stuff'.","Commit messages need to say what and why, conventional-commit style. 'updated stuff' isn't ok."),
("I'll launch that in GlobalScope.","Never GlobalScope. Use viewModelScope or an injected scope."),
("I've summarised the changes in a long paragraph below.","Stop writing essays, bullet points please, always."),
("I'll retry the request in a loop until it succeeds.","No unbounded retries — exponential backoff with max 5 attempts, that's our standard."),
("I used SELECT * in the query.","don't use SELECT * in app code, list the columns"),
("I edited the generated client in gen/api.ts.","gen/ is generated, never edit it by hand — change the OpenAPI spec and regenerate"),
("I'll use node:latest as the base image.","Pin base images to a digest, not latest."),
("I'll add the terraform resource and run apply.","No apply from your side, ever. Plan only; applies go through Atlantis."),
("The fix is done, I didn't run the tests since it was small.","Always run the test suite before saying something is done."),
("Should be fixed now!","You keep saying that without checking. Verify with the actual command output before you claim it's fixed."),
("I'll use a float for the price field.","Money is never a float. Use integer cents or Decimal."),
("I wrote the component as a class component.","nope, function components + hooks only here"),
("I'll sudo pip install it globally.","no global installs, use the project venv"),
("Added a TODO to fix this later.","We don't leave TODOs without a ticket number — TODO(ABC-123) format."),
("I wrote the API docs in English and German.","English only for code docs, don't translate."),
("I'll wait with sleep(2) in the test for the job to finish.","no sleeps in tests, use the fake clock"),
("I've renamed the endpoint to /getUsers.","That's not our style — REST resources are plural nouns, /users, no verbs in paths."),
]
for at,ut in FB: add(F(at,ut,"a user correction of the agent that states a standing rule"))
# ---------------- UNPAIRED REDACT ----------------
RX=[
("We decided to publish the @acme scope from CI only, using the automation token npm_Vx7Kq2Lm9Rt4Zp8Nc3Wb6Yh1Jd5Fg0Ea2Su7","npm_Vx7Kq2Lm9Rt4Zp8Nc3Wb6Yh1Jd5Fg0Ea2Su7","decision","npm automation token"),
("GitLab CI pulls the shared templates with glpat-x7Rk2Mq9Lv4Tz8Pn3Wc1","glpat-x7Rk2Mq9Lv4Tz8Pn3Wc1","fact","GitLab personal access token"),
("Our OpenAI key for the summarizer is sk-proj-4fK9x2LmQ7rT8vZ3nB6wY1hJ5dC0gA2sE7uI9oP3kL","sk-proj-4fK9x2LmQ7rT8vZ3nB6wY1hJ5dC0gA2sE7uI9oP3kL","fact","OpenAI project key"),
("The eval harness uses the Anthropic key sk-ant-api03-Qm7Xk2Rt9Lp4Vz8Nc3Wb6Yh1Jd5Fg0Ea2Su7Io4Pl9Kq3Mx8Rv2Tz7Ln5Wc1Yb6Hd0Jf3Gs8Ea4Uk-9XyZ2AA","sk-ant-api03-Qm7Xk2Rt9Lp4Vz8Nc3Wb6Yh1Jd5Fg0Ea2Su7Io4Pl9Kq3Mx8Rv2Tz7Ln5Wc1Yb6Hd0Jf3Gs8Ea4Uk-9XyZ2AA","fact","Anthropic API key"),
("Mongo prod is mongodb+srv://svc_orders:Qp7xLm2Rk9vT@orders-prod.x8k2m.mongodb.net/orders","Qp7xLm2Rk9vT","fact","password inside a MongoDB SRV URI"),
("redis cache url is redis://:gH7kL2mP9xQ4@cache.internal:6379/0","gH7kL2mP9xQ4","fact","password inside a Redis URL"),
("MySQL for the legacy CMS: mysql://root:Wordpress#2019@10.0.4.12:3306/cms — yes it's root, don't ask","Wordpress#2019","fact","password inside a MySQL URL"),
("Grafana is at https://admin:Gr4f4n4-0ps!@grafana.ops.acme.io","Gr4f4n4-0ps!","fact","basic-auth password in a URL"),
("The partner API uses basic auth, header is Authorization: Basic YWNtZS1wYXJ0bmVyOlN1cGVyU2VjcmV0OTk=","YWNtZS1wYXJ0bmVyOlN1cGVyU2VjcmV0OTk=","fact","base64 basic-auth credentials"),
("auth service prod env has JWT_SECRET=9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d8c7b6a","9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d8c7b6a","fact","JWT signing secret in an env line"),
("DD_API_KEY=3f7a9c2e5b8d1f4a6c0e2b7d9f1a3c5e is what the datadog agents use","3f7a9c2e5b8d1f4a6c0e2b7d9f1a3c5e","fact","Datadog API key"),
("Deploy notifications post to https://hooks.slack.com/services/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","https://hooks.slack.com/services/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","fact","Slack incoming webhook URL (the URL is the credential)"),
("Google Maps key for the web app: AIzaSyD4kX9mQ2rL7vT4zP8nW3cY6bH1jF5gA0s","AIzaSyD4kX9mQ2rL7vT4zP8nW3cY6bH1jF5gA0s","fact","Google API key"),
("fixed the bastion lockouts — the ssh password for ops@bastion.acme.io had been changed, it's now Bastion!Spring24","Bastion!Spring24","fix","plaintext SSH password"),
("Docker Hub pulls in CI use the token dckr_pat_Lm2Rk9vTQp7x-Zc4Nb8Wy1Hj6Ua","dckr_pat_Lm2Rk9vTQp7x-Zc4Nb8Wy1Hj6Ua","fact","Docker Hub PAT"),
("we always publish the SDK to PyPI via twine with pypi-AgEIcHlwaS5vcmcCJGE4ZjJjN2UxLTk4YjMtNGQ1Ni1hMmQ3LTFjOGU5ZjBiM2E0NgACKlsz","pypi-AgEIcHlwaS5vcmcCJGE4ZjJjN2UxLTk4YjMtNGQ1Ni1hMmQ3LTFjOGU5ZjBiM2E0NgACKlsz","convention","PyPI API token"),
("Shopify admin token for the store sync job: 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","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","fact","Shopify access token"),
("Mailgun api key is key-7e3b9f1c5a2d8e4b6f0c3a9d1e7b5f2c, sending domain mg.acme.io","key-7e3b9f1c5a2d8e4b6f0c3a9d1e7b5f2c","fact","Mailgun API key"),
("During Tuesday's DR drill we unsealed the standby Vault and logged in with root token hvs.CAESIJk7Xm2Qr9Lv4Tz8Pn3Wc1Yb6Hd0Jf5Gs","hvs.CAESIJk7Xm2Qr9Lv4Tz8Pn3Wc1Yb6Hd0Jf5Gs","event","HashiCorp Vault token"),
("Stripe webhook signing secret for prod is whsec_8Kx2Lm9Rt4Zq7Vn3Bc6Wy1Hp5Js0Df","whsec_8Kx2Lm9Rt4Zq7Vn3Bc6Wy1Hp5Js0Df","fact","Stripe webhook secret"),
("The reporting job uses a restricted Stripe key, rk_live_51Mz8QxK2Lm9Rt4Zp7Vn3Bc6Wy1Hp5Js0DfGa","rk_live_51Mz8QxK2Lm9Rt4Zp7Vn3Bc6Wy1Hp5Js0DfGa","fact","Stripe restricted key"),
("Rotated the backup-runner IAM user today, new aws_secret_access_key = 9xK2mQ7rL4vT8zP3nW6cY1bH5jF0gA2sE7uI9oRt","9xK2mQ7rL4vT8zP3nW6cY1bH5jF0gA2sE7uI9oRt","event","AWS secret access key"),
("CRM uses Azure SQL: Server=tcp:acme-sql.database.windows.net,1433;Database=crm;User ID=crmapp;Password=Cr7m!App#2024;Encrypt=true","Cr7m!App#2024","fact","password in an ADO.NET connection string"),
("Service Bus conn: Endpoint=sb://acme-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=pX9kL2mQ7rT4vZ8nB3wY6hJ1dC5gA0sE7uI2oP4kL9m=","pX9kL2mQ7rT4vZ8nB3wY6hJ1dC5gA0sE7uI2oP4kL9m=","fact","Azure SAS key"),
("The BigQuery loader runs as sa-loader@acme-data.iam.gserviceaccount.com, private_key is -----BEGIN PRIVATE KEY----- MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7xKq2Lm9Rt4Zp -----END PRIVATE KEY-----","MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7xKq2Lm9Rt4Zp","fact","GCP service account private key body"),
("Here's the TLS key nginx uses on the old SOAP box, keep it somewhere:\n-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEAyK2mQ7rL4vT8zP3nW6cY1bH5jF0gA2sE7uI9oRtXk4Lp\nQm8Zr2Vn7Bc3Wy6Hp1Js5Df0Ga4Ue9Ki2Ol7Xm3Qr8Lv4Tz9Pn2Wc6Yb1Hd5J\n-----END RSA PRIVATE KEY-----","MIIEpAIBAAKCAQEAyK2mQ7rL4vT8zP3nW6cY1bH5jF0gA2sE7uI9oRtXk4Lp\nQm8Zr2Vn7Bc3Wy6Hp1Js5Df0Ga4Ue9Ki2Ol7Xm3Qr8Lv4Tz9Pn2Wc6Yb1Hd5J","fact","multi-line RSA private key"),
("The community Discord bot logs in with MTE4OTI3NjQ1MjM0NTY3ODkwMQ.GxK2mQ.7rL4vT8zP3nW6cY1bH5jF0gA2sE7uI9oRtXk4L","MTE4OTI3NjQ1MjM0NTY3ODkwMQ.GxK2mQ.7rL4vT8zP3nW6cY1bH5jF0gA2sE7uI9oRtXk4L","fact","Discord bot token"),
("HEROKU_API_KEY=8c4f2a9e-1b7d-4e3a-9f6c-2d8b5e0a7c13 is used by the legacy deploy script","8c4f2a9e-1b7d-4e3a-9f6c-2d8b5e0a7c13","fact","Heroku API key"),
("The marketing preview is behind basic auth, user preview / pw letmein-preview-7","letmein-preview-7","fact","plaintext password"),
("Confluent Cloud API secret for the orders cluster is Zp8Nc3Wb6Yh1Jd5Fg0Ea2Su7Io4Pl9Kq3Mx8Rv2Tz7Ln5Wc1Yb6Hd0Jf3Gs8E","Zp8Nc3Wb6Yh1Jd5Fg0Ea2Su7Io4Pl9Kq3Mx8Rv2Tz7Ln5Wc1Yb6Hd0Jf3Gs8E","fact","Kafka SASL API secret"),
("Sourcemaps are uploaded with SENTRY_AUTH_TOKEN=sntrys_eyJpYXQiOjE3MDAwMDAwMDB9_Xk9mQ2rL7vT4zP8nW3cY6bH1jF5gA0sE7uI9oRtLp4","sntrys_eyJpYXQiOjE3MDAwMDAwMDB9_Xk9mQ2rL7vT4zP8nW3cY6bH1jF5gA0sE7uI9oRtLp4","convention","Sentry auth token"),
("print vendor drop is ftp://acmeprint:Pr1nt$hop88@ftp.printvendor.com/incoming, files go there nightly","Pr1nt$hop88","fact","password in an FTP URL"),
("Renovate runs with github_pat_11ABCDEFG0Xk9mQ2rL7vT4_zP8nW3cY6bH1jF5gA0sE7uI9oRtLp4Mx8Rv2Tz7Ln5Wc1Yb6Hd0Jf3Gs8Ea4UkQ","github_pat_11ABCDEFG0Xk9mQ2rL7vT4_zP8nW3cY6bH1jF5gA0sE7uI9oRtLp4Mx8Rv2Tz7Ln5Wc1Yb6Hd0Jf3Gs8Ea4UkQ","fact","GitHub fine-grained PAT"),
("We always call Supabase admin routes with SUPABASE_SERVICE_ROLE_KEY=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.Lm2Rk9vTQp7xZc4Nb8Wy1Hj6Ua3Sd5Fg0Ei","eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.Lm2Rk9vTQp7xZc4Nb8Wy1Hj6Ua3Sd5Fg0Ei","convention","service-role JWT in a convention"),
]
for t,s,k,what in RX: add(X(t,k,s,"worth storing but contains a secret ("+what+") that must be removed"))
# fix X reason (X uses 's and r' -> r)
# ---------------- assemble ----------------
out=[]
for i,(x,y) in enumerate(PAIRS,1):
    pid="fp%03d"%i
    x["pair"]=pid; y["pair"]=pid; out.append([x,y])
for c in C: c["pair"]=""; out.append([c])
random.Random(7).shuffle(out)
rows=[c for grp in out for c in grp]
with open("/tmp/frozen/gate/gate-frozen.jsonl","w") as f:
    for i,c in enumerate(rows,1):
        o={"id":"fg%03d"%i,"pair":c["pair"],"turns":c["turns"],"target":c["target"],"expect":c["expect"],"kind":c["kind"],"reason":c["reason"],"secret":c["secret"]}
        f.write(json.dumps(o,ensure_ascii=False)+"\n")
print(len(rows),len(PAIRS))
