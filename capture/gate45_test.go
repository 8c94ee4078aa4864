package capture

import "testing"

// gate45Classes are the classes of this stop, each with rows of other
// domains and wordings and its near misses (TestGate45Classes).
var gate45Classes = []struct{ name, rows string }{
	// SettingNow: a setting given a figure "now" has been set and holds
	// until changed. Near misses: a measure of the moment, a state or a
	// place "now", and a figure of no setting.
	{"SettingNow", `
			store | the retry limit is 5 now
			store | the default port is 8081 now
			store | the upload size limit is 25 MB now
			store | the session TTL is 12h now
			store | the staging db is on port 5433 now
			store | the API is on version 3 now
			reject | the error rate is 5% now
			reject | the queue is at 500 now
			reject | the build is 80% done now
			reject | CI is red now
			reject | staging is on the new cluster now
		`},
	// AnswersWithFact: after the assistant's offer or claim, a reply that
	// says why it is wrong with a figure the system has is the project's
	// fact. Near misses: the same reply with a rule word or a modal, a
	// scope to here, an alternative ruled out beside a figure, a name
	// with a digit, a change told without a figure, and a one-off value.
	{"AnswersWithFact", `
			store | The pool is 50 per pod. Want me to bump it to 80? || no, max_connections on the prod db is 100 and we already hit it at peak
			store | I can enable float printf for the debug output. || no — the board only has 128KB flash, float printf doesn't fit in release builds
			store | I'll set the client timeout to 10s. || no, the gateway cuts requests at 30s anyway
			store | Want me to raise the batch size to 500? || no, the broker rejects messages over 256KB
			store | Physics takes ~5 ms per frame. || too much — physics gets 4 ms of the 16.6 ms frame budget, hard cap
			store | ¿Subo el límite a 500? || no, la API del proveedor acepta 100 peticiones por minuto
			store | Soll ich den Cache auf 2 GB setzen? || nein, der Pi hat nur 512 MB RAM
			feedback | I'll use tabs in the Lua profiles. || no - two spaces in the Lua profiles, not tabs. I've told you this before.
			feedback | I'll pin node 20 in the Dockerfile. || no, we're on node 22 everywhere, CI and prod included
			feedback | I'll install it with npm. || no, we use pnpm here
			feedback | I'll write the commit message in German. || commit messages in English from now on
			feedback | I'll add a Lambda for the cron. || We don't use Lambda anymore, everything runs on ECS.
			feedback | I'll put the counter behind a mutex. || Counters in this codebase are atomic.Int64, not mutex-guarded.
			feedback | I'll return 400 for that. || No, validation errors must return 422.
			reject | I renamed the migration to 0041. || wrong file, it should've been 0042, not 0041
			feedback | I'll add a README to every folder. || No, one README at the root is enough for us.
			feedback | I split the handler into three files. || We keep handlers in one file per resource.
			reject | I'll set the pool to 80. || no, set it to 40
			reject | I'll set the pool to 80. || no, keep it at 50 for now
		`},
	// DeclinedForOwnStep: an offer turned down with what the speaker
	// will do instead is the next step of the task. Near misses: the
	// refusal with a fact of the project as its reason.
	{"DeclinedForOwnStep", `
			reject | I can enable float support in printf. || no, not needed, I'll just print the raw ADC values for now
			reject | Want me to add a retry wrapper? || nah, no need, I'll restart it by hand this time
			reject | Want me to write a parser for the dump? || not needed, we'll just eyeball the output for now
			reject | Want me to generate the fixtures? || no, unnecessary, I'll copy them from staging
			reject | ¿Quieres que añada un caché? || no, no hace falta, lo reviso yo a mano por ahora
			store | Want me to add a cache? || no, not needed, the table only has 200 rows
		`},
	// PointedPast: an undated deed of one thing pointed at with "this"
	// or "that" is how one output turned out in the session. Near
	// misses: the deed dated, of a thing named without a pointer, or of
	// the project itself.
	{"PointedPast", `
			reject | this amount came back as 10.000000001, floats strike again lol
			reject | this request came back with a 502
			reject | that build took 40 minutes
			reject | that export didn't work, the container only has sh
			store | that migration took prod down last week
			store | the migration took prod down for two hours
			store | this service was split out of the monolith in 2021
			store | this repo was forked from the upstream SDK
		`},
}

// TestGate45Classes (gate45): each class of gate45Classes.
func TestGate45Classes(t *testing.T) { checkClasses(t, gate45Classes) }
