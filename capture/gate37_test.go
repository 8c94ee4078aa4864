package capture

import "testing"

// gate37Classes are the classes of this stop, each with rows of other
// domains and languages and its near misses, one table of them so that the
// classes share one loop (TestGate37Classes).
var gate37Classes = []struct{ name, rows string }{
	// GermanicPerfect: German and Dutch put the participle of a
	// perfect last in its clause ("wir haben heute den Key rotiert"), so
	// "have" with a participle closing the clause is a deed done, an event
	// even dated "today". Near misses: "have" with a thing held ("wir haben
	// heute ein Problem"), the question, and the work under way.
	{"GermanicPerfect", `
			store | Wir haben heute den Sentry-Token rotiert, der neue liegt in 1Password.
			store | Ich habe heute die alte Staging-Datenbank gelöscht.
			store | Wir haben heute auf Postgres 16 umgestellt.
			store | We hebben vandaag de Stripe-sleutel geroteerd, de nieuwe staat in Vault.
			reject | Wir haben heute ein Problem mit dem Deploy.
			reject | We hebben vandaag een probleem met de deploy.
			reject | Haben wir heute den Sentry-Token rotiert?
			reject | Heb je vandaag de Stripe-sleutel geroteerd?
			reject | Wir sind gerade dabei, den Sentry-Token zu rotieren.
		`},
	// HinglishAndVietnamese: Hinglish (Hindi in Latin letters)
	// and Vietnamese are read by their cue words, as Japanese is: always and
	// never, don't, a command's helper, the past and its markers ("kar diya",
	// "đã"), work at hand ("kar rahe hain", "đang"), "once" and "right now"
	// ("ek baar", "abhi", "bây giờ") and the question. Near misses in each:
	// the question, the one-off, the work under way.
	{"HinglishAndVietnamese", `
			feedback | hamesha migrations ke saath rollback script bhi likhna
			feedback | PR merge karne se pehle kabhi bhi force push mat karna
			feedback | har baar schema change ke baad types regenerate karna
			store | humne pichle hafte Redis 7 pe upgrade kar diya
			store | prod database ka backup har raat 2 baje S3 mein jata hai
			store | billing service ka API token 1Password mein hai, vault Platform, item billing-api
			reject | is file mein abhi logging hata do
			reject | ek baar migrations chala do abhi
			reject | kya humne Redis 7 pe upgrade kar diya?
			reject | hum abhi Redis upgrade kar rahe hain
			feedback | Luôn chạy migrations trước khi deploy nhé.
			feedback | Đừng bao giờ commit thẳng vào main.
			feedback | Đừng dùng moment.js cho code mới nữa nhé.
			store | Team mình đã chuyển sang Postgres 16 từ tháng trước.
			store | Mật khẩu của Redis staging nằm trong Vault, ở secret/staging/redis.
			reject | Bây giờ chạy migrations giúp mình nhé.
			reject | Team mình đã chuyển sang Postgres 16 chưa?
			reject | Team mình đang chuyển sang Postgres 16.
			reject | I asked Rahul and he said abhi is fine
		`},
	// ProhibitionAfterDeed: a prohibition of a kind of deed
	// bounded by the speaker's say ("without asking me") corrects the
	// assistant's deed just done for good, an emphasis after it or none.
	// Near misses: one pointing at the thing just done ("it", "that", "this
	// file"), and one said after the assistant asked.
	{"ProhibitionAfterDeed", `
			feedback | I've gone ahead and bumped the Terraform provider to 5.40. || Don't upgrade providers without asking me. Ever.
			feedback | I've dropped the unused columns from the orders table. || Never drop columns without checking with me first.
			feedback | J'ai mis à jour la version de Terraform. || Ne change jamais les versions des outils sans me demander.
			feedback | He actualizado la versión de Go en go.mod. || No cambies versiones de herramientas sin preguntarme. Nunca.
			reject | I've bumped the Node version in .nvmrc to 22. || Don't push it without asking me.
			reject | I've bumped the Node version in .nvmrc to 22. || don't commit that yet, I want to look at it first
			reject | I've bumped the Node version in .nvmrc to 22. || don't touch this file, I'm editing it
			reject | Should I also bump the Python version? || Don't change it without asking me.
		`},
	// RestatedClaim: the user agrees with the assistant's claim
	// and spells it out with its figures: the sentence is the fact itself,
	// not a nod. Near misses: an agreement with no figure, figures of
	// something the claim never named, and "yes" to a question, which answers
	// it.
	{"RestatedClaim", `
			store | It looks like the payments worker retries failed webhooks 5 times. || yep that's right, 5 retries at 1m / 10m / 1h / 6h / 24h
			store | The session tokens seem to expire after a day. || yes, session tokens expire after 24h, refresh tokens after 30 days
			store | The nightly export seems to run at 02:00 UTC. || correct, the export runs at 02:00 UTC and takes about 40 minutes
			store | Parece que el caché expira a los 10 minutos. || sí, exacto, el caché expira a los 10 minutos
			store | Es sieht so aus, als ob der Cache nach 10 Minuten abläuft. || ja genau, der Cache läuft nach 10 Minuten ab
			reject | It looks like the billing service retries failed invoices 3 times with exponential backoff. || yep that's right, thanks
			reject | It looks like the billing service retries failed invoices 3 times with exponential backoff. || yep, 3 more tickets to close today
			reject | Should I set the retries to 3? || yep, 3 retries
			reject | I will open the PR against release/2.4. || Yes, release/2.4 is right for this one.
		`},
	// AnswerMe: Spanish and French join the object pronoun to
	// the command ("Contéstame", "Réponds-moi": answer me), so how the
	// assistant is to answer is told to the listener, a preference for it as
	// German "Antworte mir" is, not the team's convention. Near misses: the
	// one answer ("solo esta vez", "pour cette question") and the question.
	{"AnswerMe", `
			feedback | Contéstame en inglés, pero deja siempre los comentarios en español.
			feedback | Respóndeme siempre en castellano.
			feedback | Réponds-moi en anglais, mais garde toujours les messages de commit en français.
			feedback | Antworte mir auf Englisch, aber lass Kommentare immer auf Deutsch.
			reject | Contéstame en español solo esta vez.
			reject | ¿Me contestas en español?
			reject | Réponds-moi en français pour cette question.
		`},
	// QualityOfReplies: a quality asked of the assistant's
	// replies, a comparative beside a plural of them ("shorter answers
	// please", "respuestas más cortas"), is how it is to answer, a preference
	// told to it. Near misses: one reply pointed at, and facts about answers
	// that are the project's.
	{"QualityOfReplies", `
			feedback | more concise replies please
			feedback | less verbose responses, please, and no emojis
			feedback | respuestas más cortas, por favor
			feedback | des réponses plus courtes, s'il te plaît
			reject | a shorter answer to this one please
			store | I prefer answers without long preambles.
			store | the answers are cached for 5 minutes
			store | our support answers are reviewed by a lead
			store | the FAQ answers live in docs/faq.md
		`},
	// ListenersOwnWork: a standing rule about a thing that names
	// what the listener did ("with the commands you ran") is told to the one
	// who writes it, a preference for the assistant's work. Near misses: a
	// generic "you" in the present, and a rule naming no one.
	{"ListenersOwnWork", `
			feedback | Commit messages must always list the files you touched.
			feedback | Release notes should always mention every migration you added.
			store | The API should always return 404 when you request a missing user.
			store | PR descriptions should always link the Jira ticket.
		`},
	// RelayedDecision: a report that passes on a decision a
	// group took is the project's decision, whoever carried it. Near misses:
	// a belief, a plan or a hedge reported, and a claim someone makes.
	{"RelayedDecision", `
			store | Marco said in the retro that the data team decided on Parquet over Avro for the lake.
			store | Aisha mentioned that security agreed to rotate all deploy keys every 90 days.
			reject | Marco said he thinks we should use Parquet.
			reject | Aisha said security might rotate the deploy keys next quarter.
			reject | The vendor says that the API is stable.
		`},
}

// TestGate37Classes (gate37): each class of gate37Classes.
func TestGate37Classes(t *testing.T) { checkClasses(t, gate37Classes) }

// checkClasses runs each class of a stop's table as a subtest of its rows.
func checkClasses(t *testing.T, classes []struct{ name, rows string }) {
	for _, c := range classes {
		t.Run(c.name, func(t *testing.T) { checkLines(t, c.rows) })
	}
}
