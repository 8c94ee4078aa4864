package statement

import "testing"

// TestWholeProjectAndPart: a claim that names its thing by the project's
// name alone is of the project whole, and one that names a part of the
// project or a role in it by words the first never says is of that part:
// two attributes, whatever the values ("payments-api builds with Go 1.23",
// "the Postgres connection pool of payments-api is capped at 20
// connections"). One attribute of the project said both ways, by its verb
// or by its noun, in any language, still conflicts; so does a claim that
// does not name the project, and one that names it by its kind ("the
// mobile app" of mobile).
func TestWholeProjectAndPart(t *testing.T) {
	checkConflictsInProject(t, []projectCase{
		// the whole against a part or a role: both hold
		{"the retry queue of ledger-svc holds 500 messages", "ledger-svc runs on Java 21", "ledger-svc", false},
		{"the MySQL connection pool of ledger-svc is capped at 40 connections", "ledger-svc builds with Go 1.22", "ledger-svc", false},
		{"the worker queue of fleet-api is capped at 300 jobs", "fleet-api is built with Go 1.21", "fleet-api", false},
		{"fleet-api pool is capped at 16 connections", "fleet-api pool is capped at 32 connections", "fleet-api", true},
		{"atlas-web deploys every Tuesday", "atlas-web polls vehicle positions every 10s", "atlas-web", false},
		{"Maria is the tech lead of atlas-web", "atlas-web is built with Vite", "atlas-web", false},
		{"shopfront-app uses Redux", "shopfront-app basic plan: 5 wishlists", "shopfront-app", false},
		{"harbor-cli ist in Rust geschrieben", "der Cache von harbor-cli läuft nach 10 Minuten ab", "harbor-cli", false},
		{"clinica-api está escrita en Python", "el worker de clinica-api reintenta 3 veces", "clinica-api", false},
		{"Priya is the primary on-call for fleet-web now", "fleet-web compiles with Zig 0.11", "fleet-web", false},
		{"the Kafka consumer in inventory-svc gives up after 5 minutes", "inventory-svc is written in Kotlin; framework is Ktor", "inventory-svc", false},
		{"inventory-svc is written in Kotlin", "inventory-svc is written in Scala", "inventory-svc", true},
		// one attribute of the whole, by verb or by noun: a conflict
		{"ledger-svc runs on Java 21", "ledger-svc runs on Java 17", "ledger-svc", true},
		{"atlas-web deploys every Tuesday", "atlas-web deploys every Thursday", "atlas-web", true},
		{"atlas-web is written in TypeScript", "the language of atlas-web is Python", "atlas-web", true},
		{"payments-api uses Postgres 15", "the payments-api database is MySQL 8", "payments-api", true},
		{"habit-app state management: Bloc", "habit-app uses Riverpod for state management", "habit-app", true},
		{"atlas-web releases weekly", "atlas-web release cadence is every two weeks", "atlas-web", true},
		{"clinica-api usa Django 4.2", "clinica-api usa Django 5.0", "clinica-api", true},
		{"the atlas-web cache TTL is 5 minutes", "the atlas-web cache TTL is 10 minutes", "atlas-web", true},
		{"atlas-web is hosted on Vercel", "atlas-web runs on Netlify", "atlas-web", true},
		{"payments-api: REST", "payments-api uses gRPC", "payments-api", true},
		{"courier-app: React Native 0.73", "courier-app builds with React Native 0.72.6", "courier-app", true},
		// a part said with a value of a type of its own, or sharing a word
		// with the whole, is of the whole's attribute
		{"crm-sync syncs every 10 minutes", "the poller in crm-sync runs on a 6-hour cron", "crm-sync", true},
		{"orders-api times out after 30s", "the orders-api gateway timeout is 60s", "orders-api", true},
		{"web-shop is written in TypeScript", "the web-shop checkout module is written in JavaScript", "web-shop", true},
		{"api-gateway runs 3 replicas", "HPA for api-gateway: min 2 replicas", "api-gateway", true},
		{"orders-api is open source", "the orders-api repository is private", "orders-api", true},
		{"billing-api is maintained by Dana", "the billing-api code owner is Eli", "billing-api", true},
		// the project by its kind, and a claim that does not name it
		{"The tracker app is React Native.", "tracker is built in Flutter", "tracker", true},
		{"the tracker app is owned by the Growth team.", "platform team owns tracker", "tracker", true},
		{"nah, wiki-site is pnpm, the yarn.lock got removed", "install deps with yarn", "wiki-site", true},
		// other subjects that share the true cases' words or shape
		{"ledger-svc runs on Java 21", "the ledger-svc test suite runs on JUnit 5", "ledger-svc", false},
		{"atlas-web deploys every Tuesday", "the atlas-web status page refreshes every 30 seconds", "atlas-web", false},
		{"atlas-web is hosted on Vercel", "Tomás is on call for atlas-web this week", "atlas-web", false},
		{"the atlas-web cache TTL is 5 minutes", "atlas-web is written in TypeScript", "atlas-web", false},
		{"clinica-api usa Django 4.2", "el equipo de clinica-api revisa los PRs en 2 días", "clinica-api", false},
	})
	// the conflicts stay offered by the pair search
	for _, c := range [][3]string{
		{"ledger-svc runs on Java 21", "ledger-svc runs on Java 17", "ledger-svc"},
		{"atlas-web is written in TypeScript", "the language of atlas-web is Python", "atlas-web"},
		{"payments-api uses Postgres 15", "the payments-api database is MySQL 8", "payments-api"},
	} {
		if len(Candidates([]Claim{ClaimOf(c[0]).InProject(c[2]), ClaimOf(c[1]).InProject(c[2])})) == 0 {
			t.Errorf("%q and %q are no candidates", c[0], c[1])
		}
	}
}
