package capture

import "testing"

// TestOneOffOrStanding: after the assistant's turn, a fix of this one
// artefact (a spot, a named change, the value one output should have had) is
// a request done once; the same fix said of a kind of thing, or with a word
// that makes it a rule, corrects how the assistant works.
func TestOneOffOrStanding(t *testing.T) {
	judgeCases(t, []turnCase{
		// thisSpot: narrowed to the one place in view
		{"I used a HashMap for the lookup.", "use a BTreeMap there instead, just that spot", "reject"},
		{"I inlined the retry loop.", "pull it into a helper in this one place", "reject"},
		{"I used a HashMap for the lookup.", "use a BTreeMap for lookups, we need stable ordering everywhere", "feedback"},
		// spares: an undo, and the part of the work it spares
		{"Renamed the handler and reordered the imports in api.go.", "revert the import reordering, keep the rename", "reject"},
		{"Bumped the SDK and regenerated the lockfile.", "undo the lockfile change and leave the bump", "reject"},
		{"Bumped the SDK and regenerated the lockfile.", "revert the lockfile change, and always keep lockfile changes out of feature PRs", "feedback"},
		// namesRightOne: what one output should have been
		{"Tagged the release as v2.3.0.", "wrong tag, it should've been v2.4.0", "reject"},
		{"Wrote the fixture to testdata/old.json.", "that should have been testdata/new.json", "reject"},
		{"Installed it with npm.", "it should have been pnpm, we always use pnpm", "feedback"},
		// remembersIt: a memory request beats a "now" that only dates the fact
		{"I'll configure Jest for the new tests.", "we're on Vitest now, config lives in vite.config.ts, remember that", "feedback"},
		{"I'll start the server on port 3000.", "the dev server runs on 5173 now, remember this", "feedback"},
		{"I'll start the server on port 3000.", "the dev server runs on 5173 now", "not feedback"},
		{"I'll run the staging seed.", "staging is down for now, remember that", "reject"},
	})
}

// TestTimeWordsInOtherLanguages: the standing and one-off time words of
// French, German, Spanish, Portuguese and Italian are read as the English
// ones: a way of working asked for "from now on" right after the
// assistant's turn is feedback, one asked for "this once" is a request, and
// a team's practice "from now on" with no turn in view is kept.
func TestTimeWordsInOtherLanguages(t *testing.T) {
	const prev = "Here is the summary of the change in English."
	judgeCases(t, []turnCase{
		{prev, "Commentaires en français désormais, merci.", "feedback"},
		{prev, "réponds en anglais pour cette fois, c'est pour le client", "reject"},
		{prev, "Antworten bitte ab jetzt auf Deutsch.", "feedback"},
		{"", "Wir releasen nur noch über den Release-Train, Hotfixes gibt es nicht mehr.", "store"},
		{prev, "Respuestas en español a partir de ahora, por favor.", "feedback"},
		{prev, "respuesta en inglés solo esta vez, es para el cliente", "reject"},
		{prev, "Respostas em português daqui pra frente, por favor.", "feedback"},
		{prev, "resposta em inglês só desta vez, é para o cliente", "reject"},
		{prev, "Risposte in italiano d'ora in poi, grazie.", "feedback"},
		{prev, "risposta in inglese solo per questa volta, è per il cliente", "reject"},
		// near miss: a word that says what usually holds is no rule handed over
		{prev, "by default, UTC timestamps", "not feedback"},
	})
}
