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
