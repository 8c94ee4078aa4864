package statement

import "testing"

// TestConflictsOfForbiddenActs: a standing prohibition clashes with a
// statement that does the very act on the very object, in whatever words
// carry the order; a prohibition that names its exception, one said of
// another object, and two prohibitions do not.
func TestConflictsOfForbiddenActs(t *testing.T) {
	for _, c := range []struct {
		why, a, b string
		want      bool
	}{
		{"act by a carrier verb", "Never let the CI job touch the release branch.", "the CI job rebases the release branch nightly", true},
		{"state by a carrier verb", "Never make the staging database public.", "the staging database is public so partners can query it", true},
		{"act and object said plainly", "Never cache auth tokens in localStorage.", "we cache auth tokens in localStorage for the SPA", true},
		{"the exception named", "Never make buckets public, except the assets bucket.", "The assets bucket is public-read.", false},
		{"another object", "Never commit .env files.", "commit the .env.example file", false},
		{"two prohibitions", "Never make buckets public.", "buckets must never be public", false},
		{"an act with no object", "Never squash.", "squash fixups locally before pushing", false},
		{"an act forbidden outright, ordered always", "We never rebase here.", "Always rebase onto main before you merge.", true},
		{"kept against deleted", "Keep release tags after publishing.", "release tags are deleted after publishing", true},
		{"retained against removed", "Retain old Docker images in the registry.", "old Docker images are pruned from the registry", true},
		{"kept and deleted after amounts", "Keep logs for 30 days.", "logs are deleted after 30 days", false},
		{"kept, another thing deleted", "Keep feature branches around after merging.", "stale tags are deleted after merging", false},
		{"the object in another act", "Never let the pipeline touch migrations.", "migrations are written by hand", false},
	} {
		t.Run(c.why, func(t *testing.T) { checkConflict(t, c.a, c.b, c.want) })
	}
}
