package capture

import "testing"

// gate38Classes are the classes of this stop, each with rows of other
// domains and languages and its near misses (TestGate38Classes).
var gate38Classes = []struct{ name, rows string }{
	// OrdersOutput: how the assistant writes what it hands the user, told
	// for every time ("when you write bash for me", "snippets you give me",
	// "in your answers", "answer in English even when I type in Dutch",
	// "the summary first, then the details"). Near misses: one answer or
	// one thing pointed at, a question, what the assistant gave once, and
	// the speaker's own setup the order rests on.
	{"OrdersOutput", `
			feedback | when you write bash for me, set -euo pipefail at the top and quote every variable
			feedback | when you draft commit messages for me, imperative mood and no period at the end
			feedback | prefer pytest fixtures in the snippets you give me, no unittest classes
			feedback | give me the summary first, then the details
			feedback | more comments in your answers please
			feedback | Antwoord altijd in het Engels, ook als ik in het Nederlands vraag.
			feedback | Responde en inglés aunque te escriba en español.
			feedback | Réponds en anglais, même quand j'écris en français.
			feedback | Не предлагай мне Spring Data REST, в ответах я его видеть не хочу.
			feedback | Dame primero la conclusión y luego la explicación.
			feedback | Gib mir zuerst das Fazit, dann die Erklärung.
			reject | give me the conclusion of this log
			reject | give me the summary of that PR first, then the diff
			reject | Dame el resumen de este PR.
			reject | Gib mir die Zusammenfassung von diesem Log.
			reject | can you write the SQL for me?
			reject | answer the question in ticket 42
			store | the examples in the docs are outdated
			store | i work on a mac with fish, assume bsd sed in any commands you give me
		`},
	// PauseMidTask: the speaker breaks off to do a thing and asks for a
	// moment ("publishing the chart, one sec, then we go on"): the work is
	// under way this minute. Near misses: a pause that opens the sentence
	// before a rule, and a span that is a value.
	{"PauseMidTask", `
			reject | running the migration on staging, hang on
			reject | publicando la v2 en npm, un momento, y seguimos
			reject | das Deployment läuft, einen Moment, dann machen wir weiter
			reject | publiceer de chart naar de registry, momentje, dan gaan we verder
			reject | выкатываю релиз, секунду, потом продолжим
			store | hang on, we never deploy on Fridays
			store | the debounce is one second
			store | retries wait one second between attempts
		`},
	// SincePoint: a state "as of" or "since" a point now past ("as of
	// yesterday", "since Monday", "desde ayer", "seit heute morgen") is a
	// change made then, kept, not how things stand this minute. Near
	// misses: "right now", a state dated "this morning" alone, and "since"
	// giving a reason.
	{"SincePoint", `
			store | the billing API is on v3 as of yesterday
			store | the new cert is live since Monday
			store | staging runs Postgres 16 since last week
			store | la API de pagos está en v3 desde ayer
			store | die neue Firmware ist seit heute morgen auf allen Scannern
			store | le nouveau certificat est en place depuis ce matin
			store | de nieuwe chart staat sinds vanochtend in de registry
			reject | staging is down right now
			reject | the build is red this morning
			store | since we moved to pnpm, installs are faster
		`},
	// QuestionWithGrounds: the assistant asks, then says what it sees or
	// misses ("I don't see it in the config."): the turn still asks, so
	// the user's reply answers it with facts of the project, in any
	// language. Near misses: a refusal of an offer made that way, and one
	// of a deed just done.
	{"QuestionWithGrounds", `
			store | Where does the mailer get its SMTP credentials? I can't find them in settings.py. || they come from the env, SMTP_USER and SMTP_PASS are set by the Helm chart, nothing in settings
			store | Where does the worker read its queue URL from? I don't see it in the config. || aus der Umgebung, QUEUE_URL wird vom Helm-Chart gesetzt
			store | Where does the worker read its queue URL from? I don't see it in the config. || de l'environnement, QUEUE_URL est défini par le chart Helm
			feedback | Should I add the password to the config? I don't see one there. || no, never put passwords in the config
			feedback | I added the password to the config. I don't see another place for it. || no, never put passwords in the config
		`},
	// ChineseAskForMe: Chinese "帮我" (for me) asks a thing done, and
	// "查一下" / "看一下" (take a look) one check; "从现在开始" / "今后"
	// (from now on) make the ask a standing one. Near misses: the same ask
	// every time ("每次"), which stands.
	{"ChineseAskForMe", `
			reject | 这周 deploys 有点多，你帮我看一下日志。
			reject | 帮我查一下这个函数为什么慢。
			feedback | 从现在开始写 SQL 的时候帮我把关键字都大写。
			feedback | 今后写 SQL 的时候帮我把关键字都大写。
			feedback | 每次部署之后都帮我看一下 Sentry 的 errors。
			feedback | 以后每次发版前都帮我查一下 changelog。
		`},
}

// TestGate38Classes (gate38): each class of gate38Classes.
func TestGate38Classes(t *testing.T) { checkClasses(t, gate38Classes) }
