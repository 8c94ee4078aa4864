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
		// gate24: oneSitting, a scope that ends with the work at hand
		{"", "while you're at it, bump the eslint config in the admin app", "reject"},
		{"", "inline that one helper in OrderForm.vue while you're in there", "reject"},
		{"", "in my branch the payments mock is hardcoded, I'll revert that before the PR", "reject"},
		{"", "nearly finished with the Helm chart rewrite, only the ingress left", "reject"},
		{"", "nearly there with the vendor migration, two services left", "reject"},
		{"", "payroll runs halfway through the month", "store"},
		// near misses: a rule for a kind of branch or task, a finished change
		{"", "on main the e2e tests run on every push", "store"},
		{"", "release branches are protected, only the bot can push", "store"},
		{"", "when you're in the migrations folder, always add a down step", "feedback"},
		{"", "we left Heroku in 2022", "store"},
		{"", "we finished the Helm chart rewrite last week", "store"},
		// gate24: schedules, a verbless schedule is set, also after the
		// assistant's plan, where it is no correction
		{"I'll set up a nightly eval job on the full MMLU.", "instead, nightly on the 1k-question subset, full MMLU only weekly on sundays", "store"},
		{"I'll schedule the VACUUM job every night.", "weekly on sundays, nightly is too much for the replica", "store"},
		{"", "backups hourly, full snapshots daily at 3am", "store"},
		{"", "integration suite nightly, unit tests on every push", "store"},
		// near misses: a frequency word before a noun names a thing; a one-off change
		{"", "the nightly build broken again", "reject"},
		{"", "weekly sync in 5", "reject"},
		{"I'll set up a nightly eval job on the full MMLU.", "instead just run the 1k subset this time, I need numbers fast", "reject"},
		// gate24: subjectFronted, a subject after "in this project" and
		// "always" after its verb, as Romance languages put it: the team's
		// convention, no command
		{"", "En este repo las ramas de feature salen siempre de develop.", "store"},
		{"", "Dans ce dépôt les migrations passent toujours par Alembic.", "store"},
		{"", "in this project the feature branches come always from develop", "store"},
		{"", "in the admin app the buttons always use the design tokens", "store"},
		// near misses: a command after a fronted place stays aimed at the listener
		{"", "in this repo, always use pnpm", "feedback"},
		{"", "for the billing service always use the automation token", "feedback"},
		{"", "En este repo usa siempre pnpm.", "feedback"},
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
		// gate23: Polish, as the others
		{"Dodałem komentarze po polsku.", "Proszę, od teraz pisz komentarze w kodzie po angielsku.", "feedback"},
		{prev, "Na razie zostaw ten test wyłączony, wrócę do tego.", "reject"},
		{prev, "Tym razem pomiń testy e2e, spieszy mi się.", "reject"},
		{"", "Od teraz wszystkie migracje idą przez Alembic.", "store"},
		// gate24: Dutch, as the others ("nu even niet": not right now)
		{prev, "Nee, push nu even niet, ik wil eerst de pipeline nakijken.", "reject"},
		{prev, "Voorlopig de feature flag uit laten staan, we testen nog.", "reject"},
		{prev, "Antwoord voortaan in het Nederlands, alsjeblieft.", "feedback"},
		// near miss: a standing "never" in the same words
		{prev, "Nee, push nooit direct naar main, altijd via een merge request.", "feedback"},
		// near miss: a word that says what usually holds is no rule handed over
		{prev, "by default, UTC timestamps", "not feedback"},
	})
}

// TestStatementsInOtherLanguages: read through statement.Gloss, a rule said
// to the assistant in another language is feedback, a one-off request or
// the speaker at work right now is rejected, and how the team works is
// kept, as in English.
func TestStatementsInOtherLanguages(t *testing.T) {
	judgeCases(t, []turnCase{
		// a standing prohibition or a request made for good
		{"", "N'utilise jamais `print` pour le débogage, on passe toujours par le logger.", "feedback"},
		{"", "Bitte verwende nie `float` für Geldbeträge.", "feedback"},
		{"", "Por favor, nunca hagas commit directamente a main.", "feedback"},
		{"", "Por favor, use sempre aspas duplas nas strings.", "feedback"},
		{"", "Per favore non usare mai le tab, sempre quattro spazi.", "feedback"},
		{"", "Gebruik altijd de logger, nooit print.", "feedback"},
		{"", "Пожалуйста, никогда не коммить напрямую в main.", "feedback"},
		{"", "请不要直接提交到主分支。", "feedback"},
		{"Zainstalowałem zależności przez npm.", "Nie, w tym repo zawsze używaj pnpm zamiast npm.", "feedback"},
		{"I committed the fix straight to main.", "Nigdy nie commituj bezpośrednio do main, zawsze przez PR.", "feedback"},
		// one thing in front of the speaker: a request done once
		{"", "Ajoute un test pour ce cas dans ce fichier.", "reject"},
		{"", "Benenne die Variable in dieser Funktion um.", "reject"},
		{"", "Cambia el nombre de esta función.", "reject"},
		{"", "この関数の変数名を変えてください。", "reject"},
		// the speaker at work right now
		{"", "Je suis en train de regarder le bug du cache, je reviens.", "reject"},
		{"", "Ich bin gerade dabei, den Build zu reparieren.", "reject"},
		{"", "Estou olhando o problema do deploy agora.", "reject"},
		{"", "Sto controllando i log del server.", "reject"},
		{"", "Я сейчас смотрю на падающий тест.", "reject"},
		{"", "我正在看登录的问题。", "reject"},
		{"", "Jestem w trakcie poprawiania migracji.", "reject"},
		{"", "Dodaj test dla tej funkcji.", "reject"},
		// near misses: how the team works, or how the system is, is kept
		{"", "Ici on déploie toujours le mardi.", "store"},
		{"", "En este equipo siempre desplegamos los martes.", "store"},
		{"", "Die API läuft auf Port 8080.", "store"},
		{"", "本番のデプロイはいつも金曜日を避けます。", "store"},
		{"", "U nas deploy jest zawsze we wtorki.", "store"},
		{"", "W tym projekcie używamy Poetry do zależności.", "store"},
		{"", "Serwer API działa na porcie 8080.", "store"},
		{"", "use the `pour` helper in the loop", "store"},
		// gate24: the passive, a past copula, a cause ("venait de": was
		// caused by) and a deed in the perfect ("on a" + participle: we
		// did) make a durable fact or an event in any language
		{"", "Le crash de lundi venait du cache Redis ; nous avons vidé le cache et ajouté une alerte.", "store"},
		{"", "Il down di ieri era dovuto a un certificato scaduto; abbiamo rinnovato il certificato.", "store"},
		{"", "La caída del martes se debía a un índice que faltaba; hemos añadido el índice.", "store"},
		{"", "Il certificato TLS del gateway viene rinnovato automaticamente da cert-manager.", "store"},
		{"", "I log di accesso vengono conservati per 30 giorni in S3.", "store"},
		{"", "De facturen worden elke nacht door een cronjob naar het ERP gestuurd.", "store"},
		{"", "Abbiamo aggiornato Kafka alla 3.6 la settimana scorsa.", "store"},
		// near miss: "have" before no participle is a state of the moment
		{"", "On a un souci avec le cache en ce moment.", "reject"},
		// the speaker still at work, in Dutch, German, Spanish
		{"", "We zijn nog bezig met de migratie naar Postgres 16.", "reject"},
		{"", "Ich bin noch dabei, die Tests für den Export zu schreiben.", "reject"},
		{"", "Todavía estoy revisando los logs del worker.", "reject"},
		// thanks and praise claim nothing, in any language
		{"", "gracias, eso es todo por hoy", "reject"},
		{"", "bedankt, dat is top", "reject"},
		{"", "perfekt, das ist genau richtig", "reject"},
		{"", "merci, c'est parfait !", "reject"},
		{"", "ありがとうございます、完璧です。", "reject"},
		{"", "谢谢，很好。", "reject"},
		{"", "dzięki, idealnie", "reject"},
	})
}

// TestSessionStepsAndStandingCorrections: an undated edit told alone, a
// state "rn", and a removal of one thing pointed at are the work at hand;
// a prohibition "again" after the rule it breaks corrects the assistant.
func TestSessionStepsAndStandingCorrections(t *testing.T) {
	judgeCases(t, []turnCase{
		// loneEdit: the step just taken, with no time, number or subject
		{"", "renamed the retry helper in the payments module", "reject"},
		{"", "fixed the typo in the onboarding copy", "reject"},
		{"", "updated the docstring of the parser", "reject"},
		// near misses: an act on what is live, a value, a date, a subject
		{"", "shipped the new onboarding flow to all users", "store"},
		{"", "bumped the worker pool size to 20", "store"},
		{"", "added a not_null test to the orders model last week", "store"},
		{"", "we added a not_null test to every model", "store"},
		// chatNow: "rn", "atm" closing a clause
		{"", "the nightly export is at 60% atm", "reject"},
		{"", "the canary is at 5% rn, watching it", "reject"},
		{"", "the mobile app is built in RN", "store"},
		{"", "we ship the RN app through Expo", "store"},
		// gate23: teamRuleLabel, a rule filed as the team's is its convention
		{"", "house rule: never merge your own PR without a second review", "store"},
		{"", "repo policy: no direct commits to main, every change goes through a PR", "store"},
		{"", "team rule: don't use your personal AWS keys in CI", "store"},
		// near miss: a label that names no owner leaves the rule said to the listener
		{"", "note: never merge your own PR without a second review", "feedback"},
		// removesOne: one thing pointed at, before an event
		{"", "delete this stray console.log before you push", "reject"},
		{"", "drop that temp table before we merge", "reject"},
		{"", "remove debug prints before you commit", "feedback"},
		// forbidsAgain: after the rule, "again" points at what was done
		{"", "we always squash. don't merge commits like that again", "feedback"},
		{"", "staging uses the EU region. don't point it at US again", "feedback"},
		{"", "we never log tokens. don't add log lines to the auth module", "store"},
	})
}
