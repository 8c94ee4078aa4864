package statement

import "testing"

// TestClaimText: the claim is read on Parse's clauses: past the opener, and
// without a clause after the main one that states a claim of its own; a
// clause that continues the claim (a command after a ban, a value ruled
// out, a subordinate clause) stays. Words are as written, contractions
// spelled out.
func TestClaimText(t *testing.T) {
	for _, tt := range []struct{ text, claim string }{
		{"No, the cache TTL is 10 minutes.", "the cache TTL is 10 minutes"},
		{"never auto-deploy the docs site, a person reviews each build", "never auto-deploy the docs site"},
		{"we build on debian-slim, alpine broke musl stuff", "we build on debian-slim"},
		{"Don't use Moment, use date-fns.", "do not use Moment, use date-fns"},
		{"We use pnpm, not npm.", "We use pnpm, not npm"},
		{"Run migrations before deploying.", "Run migrations before deploying"},
		{"The app targets iPhone and iPad.", "The app targets iPhone and iPad"},
		{"printWidth: 80", "printWidth: 80"},
		// a code span that holds a link word is one value, kept whole: its
		// words are not glued into an identifier ("if_let")
		{"prefer `while let` over a manual loop", "prefer `while let` over a manual loop"},
		{"Ruby code uses `unless` sparingly, a reviewer flags nested ones", "Ruby code uses `unless` sparingly"},
	} {
		if got, _, _ := claimText(tt.text); got != tt.claim {
			t.Errorf("claimText(%q) = %q, want %q", tt.text, got, tt.claim)
		}
	}
}

// TestConflictOfMainClause: a reason after the claim is no part of its
// subject, so a denial of the claim is seen; the reason alone agrees. A
// later claim still denies what it denies.
func TestConflictOfMainClause(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want bool
	}{
		{"never auto-deploy the docs site, a person reviews each build", "docs site releases are auto-deployed", true},
		{"never auto-deploy the docs site, a person reviews each build", "docs site releases are never auto-deployed", false},
		{"we build on debian-slim, alpine broke musl stuff", "we build on debian-slim and pin its digest", false},
		// A value named in a later clause is not ruled out by the claim.
		{"We use GitHub Actions for CI; Jenkins is only for the legacy monolith.", "The legacy monolith builds on Jenkins.", false},
		{"We use GitHub Actions for CI; Jenkins is only for the legacy monolith.", "CI runs on GitHub Actions.", false},
		// A later claim of the sentence is read for what it denies.
		{"admins sign in with a password alone, MFA is optional", "MFA is mandatory for admins.", true},
		{"admins sign in with a password alone, MFA is optional", "MFA is optional for admins.", false},
		{"No, the cache TTL is 10 minutes.", "The cache TTL is 10 minutes.", false},
		{"No, the cache TTL is 10 minutes.", "The cache TTL is 5 minutes.", true},
	} {
		checkConflict(t, tt.a, tt.b, tt.want)
	}
}

// TestConflictOfCodeSpans: a code span that holds a link word is one value
// to a claim: another span is another value, and an identifier whose
// words are joined ("retry_or_fail") is not the span of those words.
func TestConflictOfCodeSpans(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"the Swift style guide unwraps optionals with `if let`", "the Swift style guide unwraps optionals with `if let`", false},
		{"in Kotlin, null checks use `?.let` blocks", "in Kotlin, null checks use `if x != null` blocks", true},
		{"the retry helper is named `retry_or_fail`", "the retry helper is named `retry or fail`", true},
		{"the retry helper is named `retry_or_fail`", "the retry helper is named retry_or_fail", false},
	})
}
