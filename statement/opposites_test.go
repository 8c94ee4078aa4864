package statement

import "testing"

// TestConflictsOfOppositeValues: one thing's attribute said from two
// opposite sides clashes, in whatever words; the same side said two ways,
// two things' attributes, a denied side and a side held in another scope
// do not.
func TestConflictsOfOppositeValues(t *testing.T) {
	for _, c := range []struct {
		why, a, b string
		want      bool
	}{
		{"size", "Keep commits small.", "One big commit per feature is fine.", true},
		{"length", "Commit messages should be concise.", "Write long commit messages with the full context.", true},
		{"verbosity", "I like detailed, verbose log messages.", "Keep log messages short.", true},
		{"one side, said by its bound", "Keep functions short.", "Functions should stay under 40 lines.", false},
		{"two attributes", "Use short variable names.", "Write long docstrings.", false},
		{"the other side denied agrees", "Keep functions short.", "Never write long functions.", false},
		{"a condition", "Keep PRs small.", "Merging is fine as long as CI is green.", false},
		{"another thing", "Keep PRs small.", "Large binaries go in Git LFS.", false},
		{"what is not chosen", "I prefer one big PR rather than many small ones.", "Big PRs are fine.", false},
		{"two scopes", "I prefer short functions in the Go services.", "Long functions are fine in test files.", false},
		{"two repos", "Keep PRs small in the API repo.", "Big PRs are fine in the docs repo.", false},
		{"order of one act", "Run the linter before pushing.", "Run the linter after pushing, in CI.", true},
		{"order of two acts", "Run migrations before deploying.", "Run smoke tests after deploying.", false},
		{"format", "The API error body is JSON.", "API errors come back as plain text.", true},
		{"whitespace", "Indent Python with tabs.", "Python files are indented with 4 spaces.", true},
		{"theme", "The dashboard defaults to dark mode.", "The dashboard opens in light theme.", true},
		{"theme of another thing", "Dark mode is on by default.", "The logo has a light variant.", false},
		{"case", "Table names are lowercase.", "Write table names in uppercase.", true},
		{"loading", "Plugins are loaded eagerly at boot.", "Plugins are loaded on demand.", true},
		{"transport", "Workers reach Postgres over TLS.", "Postgres connections from the workers are unencrypted.", true},
		{"sync", "Webhooks are delivered asynchronously.", "Webhook delivery is synchronous.", true},
		{"sync of two things", "Webhooks are delivered asynchronously.", "The payment API is synchronous.", false},
		{"hosting", "We run our own Kafka cluster.", "Kafka is on MSK.", true},
		{"a self-hosted tool on a managed cluster", "We run our own Grafana.", "The cluster runs on GKE.", false},
	} {
		t.Run(c.why, func(t *testing.T) { checkConflict(t, c.a, c.b, c.want) })
	}
}
