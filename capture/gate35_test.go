package capture

import "testing"

// TestMoreLanguages (gate35): Czech, Slovak, Slovenian, Romanian, Latvian,
// Estonian and Finnish read through their gloss tables, and the markers
// of tense the older tables misread (Polish "właśnie" is "just",
// Indonesian "lagi" after "we" is at work right now, Italian "di solito"
// is a habit): a rule to the listener, a convention of the team and a
// change done are kept; a change at work right now and a suggestion with
// "could" are not.
func TestMoreLanguages(t *testing.T) {
	checkLines(t, `
		feedback | Nikdy nepoužívej float pro peníze, vždy Decimal.
		store | Všechny logy posíláme do Lokiho a držíme je třicet dní.
		reject | Právě teď přesouváme databázi na nový server.
		store | Včera jsme přesunuli frontu na RabbitMQ, stará už neběží.
		feedback | Vždy píš testy pred commitom, nikdy bez nich.
		store | Minulý mesiac sme prešli na GitLab CI, Jenkins je vypnutý.
		reject | Momentálne presúvame cache na nový Redis.
		feedback | Vedno piši commit sporočila v angleščini.
		store | Včeraj smo prestavili bazo na novi strežnik.
		reject | Ta razred bi lahko razdelili na dva manjša.
		feedback | Folosește întotdeauna UTC pentru datele din baza de date.
		store | Săptămâna trecută am schimbat furnizorul de email, acum trimitem prin Postmark.
		reject | Chiar acum migrăm coada de mesaje pe Kafka.
		feedback | Vienmēr raksti testus pirms commit, nekad bez tiem.
		reject | Mēs šobrīd pārrakstām autorizāciju uz OAuth.
		feedback | Ära kasuta globaalseid muutujaid, kasuta alati konfiguratsiooni objekti.
		reject | Seda funktsiooni võiks kaheks jagada
		store | Varmuuskopiot otetaan aina yöllä, ei koskaan päivällä.
		feedback | Älä koskaan aja migraatioita tuotannossa käsin.
		store | Właśnie przenieśliśmy kolejkę na RabbitMQ, stara już nie działa.
		reject | Kita lagi migrasi database ke cluster baru, tunggu sebentar.
		store | Di solito il job notturno finisce alle tre, è il limite del provider.
	`)
}

// TestDoneByOthers (gate35): said as the assistant acts, a passive whose
// "by" names who does the work tells who runs that part of the project, a
// fact kept as one, not a correction of the assistant. Near misses: "by
// hand" alone names no doer, a command beside it corrects, and a place
// ("in LaunchDarkly") names no doer either.
func TestDoneByOthers(t *testing.T) {
	checkLines(t, `
		store | I'll bump the version in package.json. || no, versions are bumped by the release bot on merge
		store | I'll deploy it now. || no, prod deploys are approved by the release manager first
		store | I'll rotate the certificate. || certificates are rotated by the platform team every quarter
		feedback | I'll run the migrations in the deploy script. || no, migrations are run by hand, never from the deploy script
		feedback | I'll add the certificate to the repo. || no, certificates are rotated by the platform team, don't commit them
		feedback | I'll put the flag in the config. || no, flags are managed in LaunchDarkly
	`)
}

// TestChangeMadeAfterNo (gate35): "no," then a change the team made, or a
// decision taken by the team or reported second-hand, answers the assistant's plan with the project's history,
// an event or a decision kept. Near misses: the same with a command beside
// it, and what the assistant itself did.
func TestChangeMadeAfterNo(t *testing.T) {
	checkLines(t, `
		store | I'll add the index. || no, the DBA added it yesterday
		store | I'll write the queue consumer with Bull. || no, we switched the queues to SQS last quarter
		store | Should I keep the build on Jenkins? || the platform team decided we're moving CI to GitHub Actions
		store | I'll write the new service in Flask. || we decided on FastAPI for new services
		feedback | I'll write the new service in Flask. || we decided on FastAPI for new services, use it
		feedback | I'll use npm. || no, we switched to pnpm last month, use that
		feedback | I'll add the index. || no, it was added yesterday, check the migrations first
		feedback | I'll use npm. || no, you used npm again
	`)
}

// TestConcessionThenStatement (gate35): an acknowledgement before the real
// statement does not swallow it. A concession "but" takes back leaves a
// rule to the listener a rule; one before a habit of the project
// ("normally", "typically", "in general") keeps the habit. Near misses: a
// request for this build after "sure, but", a state of the moment, and a
// bare go-ahead.
func TestConcessionThenStatement(t *testing.T) {
	checkLines(t, `
		feedback | I'll deploy to staging. || sure, but never deploy to prod on Fridays
		feedback | I used print for the debug output. || ok, but in general don't use print, use the logger
		store | I'll stub the payment gateway in the test. || sure, the checkout tests typically stub the gateway, the sandbox is only for e2e
		reject | I'll name the key inv. || sure, but call the key inv_v2 for this build
		reject | I'll deploy to staging. || sure, but the build is red right now
		reject | I'll deploy to staging. || sure, go ahead
	`)
}

// TestGoAlongTag (gate35): a standing command closed by a tag that asks
// the listener to go along ("ok?", "got it?") is the command. Near misses:
// a claim with the tag still checks a guess, and a one-off command with it
// still asks for once.
func TestGoAlongTag(t *testing.T) {
	checkLines(t, `
		feedback | always run the linter before you push, got it?
		feedback | never log card numbers, not even masked, okay?
		reject | the cache is Redis, ok?
		reject | squash this PR before merging, ok?
	`)
}

// TestPartlyDone (gate35): the speaker's report of part of the task done
// tells where the work stands this hour. Near misses: the whole task done,
// with or without its date, is the project's history.
func TestPartlyDone(t *testing.T) {
	checkLines(t, `
		reject | we've done most of the Postgres migration, the reports are left
		reject | I finished part of the API docs
		store | We finished the migration to Postgres last week.
		store | We completed the move of all services to Kubernetes in March.
	`)
}

// TestForbiddenAttempt (gate35): "don't try" a kind of work forbids it, as
// any prohibition does. Near misses: "try" alone suggests one attempt, and
// a prohibition for the moment stays one.
func TestForbiddenAttempt(t *testing.T) {
	checkLines(t, `
		feedback | I'll fix the flaky test. || don't try to fix flaky tests by adding sleeps
		feedback | I can rotate the keys now. || don't try key rotations yourself, the security team does them
		reject | I'll fix the flaky test. || try a retry decorator on it
		reject | don't try the staging box right now, it's down
	`)
}

// TestCodingVerbs (gate35): verbs of coding work the lists lacked
// ("qualify", "normalize", "dedupe", "parametrize") open a command: a rule
// for a kind of work given to the listener, a request for one thing. Near
// miss: the same verb on one thing in front of the speaker.
func TestCodingVerbs(t *testing.T) {
	checkLines(t, `
		feedback | When you write queries against the warehouse, qualify every column with its table.
		feedback | normalize the emails before you compare them
		feedback | When you add a test with many inputs, parametrize it instead of copying it.
		reject | dedupe the rows in this CSV
	`)
}
