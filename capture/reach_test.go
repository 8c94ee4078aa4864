package capture

import "testing"

// TestStandingCorrectionsInOtherLanguages: a standing correction of the
// assistant in Italian, Spanish, French or German ("stop doing", "never ...
// by hand", "again you used", "remember") is feedback once its structural
// words are read; where a secret is kept is a fact; a one-off, a finished
// change and a plain rule stay what they were.
func TestStandingCorrectionsInOtherLanguages(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"smettila di usare var in JavaScript, qui sempre const o let", "feedback"},
		{"non modificare mai a mano i file in proto/gen, rigenerali con buf generate", "feedback"},
		{"Ne pas modifier à la main les fichiers de migrations, toujours passer par alembic.", "feedback"},
		{"otra vez usaste axios... no, aquí siempre fetch, acuérdate", "feedback"},
		{"again you used tabs in the YAML", "feedback"},
		{"once again you forgot the license header", "feedback"},
		{"Der Token für die Staging-Registry steht im Vault unter kv/ci/registry.", "store"},
		{"La chiave del bucket si trova in 1Password, nella cartella Infra.", "store"},
		// near misses: a finished change told in the past, a rule with
		// "always", a rule said in the language, the system failing again
		{"abbiamo migrato i job a Kubernetes la settimana scorsa", "store"},
		{"we moved the jobs to Kubernetes again last week", "store"},
		{"los builds siempre van en la carpeta dist", "store"},
		{"again the staging cert expired", "store"}, // no feedback: the system failed, not the assistant,
	})
}

// TestStandingCorrectionsReadAsElse (gate25): "quit Xing" ceases as "stop
// Xing" does, beside a claim too; a tally "twice now" is no passing state;
// a convention said with "here" after its subject is no request; and
// throwaway asks and progress stay out.
func TestStandingCorrectionsReadAsElse(t *testing.T) {
	judgeCases(t, []turnCase{
		{"", "quit giving me Bootstrap classes, our sites are all Tailwind, utility classes only", "feedback"},
		{"", "quit adding type hints to the notebooks, they're throwaway", "feedback"},
		{"", "always run the linter before you push, you've broken CI three times now", "feedback"},
		{"", "Commit messages here follow the conventional commits spec.", "store"},
		{"", "Release tags here follow semver, no v prefix.", "store"},
		// near misses: the same claim with no "quit", a slip that is only
		// now, a command that ends on its place
		{"", "our sites are all Tailwind, utility classes only", "store"},
		{"", "the staging deploy is failing now", "reject"},
		{"", "push the changes here", "reject"},
		// "this one" output, an undo of the edit just made, progress that
		// goes on tomorrow: all of the moment; the same said for every
		// output, beside the team's practice, or finished, is kept
		{"", "this one changelog entry in Spanish pls, the client reads it", "reject"},
		{"", "wrong repo, that's the Bianchi site, revert that change", "reject"},
		{"", "converted 12 of the 30 templates to the new layout, continuing tomorrow", "reject"},
		{"", "every changelog entry in Spanish pls, the client reads them", "not feedback"},
		{"", "we finished converting all the templates to the new layout", "store"},
		{"I renamed getFoo to foo.", "We use get for accessors in this codebase, revert that.", "feedback"},
		// an opinion on a choice left to someone else
		{"", "I'd personally host the Ferri site on Kinsta, but it's their call and they haven't replied.", "reject"},
	})
}
