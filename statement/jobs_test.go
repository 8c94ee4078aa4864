package statement

import "testing"

// TestConflictsOfToolsForOneJob: two tools of one group, each statement
// naming the group's job in its own words, clash; two tools of two jobs, a
// tool layered on another, history against the tool now, an agreement said
// with a negation, and two things of one job each with its tool do not.
func TestConflictsOfToolsForOneJob(t *testing.T) {
	for _, c := range []struct {
		why, a, b string
		want      bool
	}{
		{"serving said as inference", "Our model is served by BentoML.", "inference runs on KServe", true},
		{"hosting said as deploying", "The site is hosted on Vercel.", "site deploys go to Netlify", true},
		{"e2e said two ways", "Our e2e tests run on Selenium.", "the end-to-end suite uses Puppeteer", true},
		{"object storage said as uploads", "Invoice PDFs are stored in R2.", "invoice PDFs are uploaded to MinIO", true},
		{"kubernetes manifests", "We deploy services with Kustomize.", "services are deployed as Helm charts", true},
		{"a CI service by its config file", "Our pipelines are defined in the Jenkinsfile.", "builds run on GitHub Actions", true},
		{"one CI service by its name and its file", "The Jenkinsfile lives at the repo root.", "CI is Jenkins", false},
		{"tests run on one CI, another file deploys", "Unit tests run in CI on GitHub Actions.", "the Jenkinsfile only deploys docs", false},
		{"two jobs of one kind", "E2E tests use Playwright.", "unit tests use Jest", false},
		{"a job one side does not name", "Playwright runs our e2e tests.", "Cypress is used for component tests.", false},
		{"a managed service on its engine", "The database is RDS.", "the database is Postgres 15", false},
		{"history against now", "We used to host on Heroku, now on Fly.io.", "the app is hosted on Fly.io", false},
		{"agreement with a negation", "not npm, pnpm", "use pnpm to install packages", false},
		{"two models, two servers", "Models are served with TorchServe.", "the LLM is served with vLLM", false},
		{"two sites, two hosts", "Our marketing site is hosted on Netlify.", "the API is deployed to AWS", false},
		{"two clients, two styles", "The iOS app talks to the API over GraphQL.", "the admin panel uses the REST endpoints", false},
		{"a member's exception marked as such", "Every service deploys with Helm.", "The search service deploys with Kustomize instead of Helm.", false},
		{"the rule against the whole project's other choice", "Every service deploys with Helm.", "we deploy with Kustomize instead of Helm", true},
		{"two kinds of file", "Avatars are stored in S3.", "backups are uploaded to GCS", false},
	} {
		t.Run(c.why, func(t *testing.T) { checkConflict(t, c.a, c.b, c.want) })
	}
}

// TestPackageManagersForOneJob: two package managers each said to install a
// project's dependencies, in whatever words, clash; one said of another job
// (publishing, running a tool) does not.
func TestPackageManagersForOneJob(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"etl-pipeline deps managed with uv (uv.lock)", "etl-pipeline uses poetry: run `poetry install`, commit poetry.lock", true},
		{"web deps are installed with pnpm", "the web app uses npm: run npm install and commit package-lock.json", true},
		// must not clash: the same tool, or another job
		{"web deps are installed with pnpm", "web deps are installed with pnpm 9", false},
		{"install dependencies with poetry", "use uv to run the linters", false},
		{"install dependencies with pnpm", "use npm to publish the sdk", false},
	})
}
