package capture

import "testing"

// TestFrontedScopeNoun (gate36): a phrase put before a command with a
// comma is the command's scope, a noun phrase whose word in "-s" ("holds",
// "queries", "runs") is no verb: one thing named makes the command a
// request for it, a kind of thing a rule. Near misses: a kind named with a
// bare plural, a phrase that holds a clause of its own.
func TestFrontedScopeNoun(t *testing.T) {
	checkLines(t, `
		reject | For the overdue-loans query, qualify the columns with the alias so I can read it
		reject | For the payroll-runs report, rename the columns to match the export
		reject | For the nightly-builds dashboard, remove the red banner
		reject | Pour la requête des prêts, renomme les colonnes
		reject | Per la query dei prestiti scaduti, rinomina le colonne
		store | For SQL queries, qualify the columns with the alias
		store | For database migrations, use the expand and contract pattern
		feedback | For the sync jobs, never retry more than three times
		store | For every query that joins two tables, qualify the columns
	`)
}

// TestFileScopeWithoutComma (gate36): "in <file>" before a command with no
// comma still scopes it to that one file, as it does with one; and a
// command the speaker bounds by their own work to come ("I'll clean that
// file up myself later") holds only until then, even said "from now on".
// Near misses: a rule insisted on with "always", one the team will
// enforce, and "until I say go", which bounds each wait, not the rule.
func TestFileScopeWithoutComma(t *testing.T) {
	checkLines(t, `
		reject | in slot_allocator.py just leave the print calls
		reject | in billing_export.go just keep the debug logging
		reject | from now on in invoice_pdf.rb just leave the TODOs, I'll sort that file out myself later
		reject | leave the debug flag on in staging, I'll turn it off myself tomorrow
		reject | à partir de maintenant dans export.py garde les print, je nettoierai ce fichier plus tard
		feedback | from now on in slot_allocator.py always use the logger
		feedback | always use the logger, I'll add a lint rule later
		store | use the logger from pkg/log, we'll add a lint rule later
		feedback | When I ask for a plan, give me the plan and wait — don't start editing files until I say go.
	`)
}

// TestYouKnowThenTells (gate36): "you know X?" or "did you know X?" with X
// a clause brings X up to tell something of it, so what the turn says
// next is handed over, not the grounds of a question. Near misses: "you
// know why X?", "do you know if X?", which ask.
func TestYouKnowThenTells(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"you know the nightly export skips archived tenants? that's deliberate, they only pay for cold storage", "store"},
		{"did you know the invoices go out at 6am? finance reconciles them before lunch", "store"},
		{"tu sais que la facturation tourne toujours à 2h ? c'est voulu, la banque ferme le lot à 3h", "store"},
		{"sai che il backup gira sempre alle due? è voluto, il provider blocca di giorno", "store"},
		{"you know why the picking list sorts by aisle first? I only see aisle numbers in the CSV", "reject"},
		{"do you know if the nightly export skips archived tenants? I only see active ones in the dump", "reject"},
		{"you know if the invoices go out at 6am? the timestamps on the PDFs say 7", "reject"},
	})
}

// TestReportWordAsNoun (gate36): a word that may report ("claims",
// "reports", "says") with a finite verb right after it is a plural noun,
// the subject of a fact kept ("Gift Aid claims are submitted by finance");
// in French, Spanish and German the passive with its agent is kept and a
// report of what someone says is still someone else's.
func TestReportWordAsNoun(t *testing.T) {
	checkLines(t, `
		store | Gift Aid claims are submitted by finance every quarter; the CRM only generates the CSV.
		store | Insurance claims are processed by the broker every Friday.
		store | Expense claims are approved by the line manager, never by finance.
		store | Les notes de frais sont validées par le manager chaque mois.
		store | Las reclamaciones de garantía son revisadas por soporte cada semana.
		store | Die Spesenabrechnungen werden jeden Monat von der Buchhaltung geprüft.
		reject | The vendor claims the API is stable.
		reject | Stripe claims payouts are instant.
		reject | Le fournisseur dit que l'API est stable.
		reject | El proveedor dice que la API es estable.
		reject | Der Anbieter sagt, die API ist stabil.
	`)
}

// TestRolledOutToAll (gate36): what is "now" on all or every one of a kind
// of place has been rolled out to them all, a change done that stands,
// even dated "today". Near misses: a part of them "so far", a state "right
// now", and a trouble on all of them with no "now".
func TestRolledOutToAll(t *testing.T) {
	checkLines(t, `
		store | Deployment finished. The KDS display service is on v4.2.0 in production. || nice. so 4.2.0 is now on all 9 kitchens today, that's the release with the new ticket routing
		store | the new firmware is now on every scanner today
		store | la 4.2.0 est maintenant sur toutes les caisses aujourd'hui
		store | la 4.2.0 ya está ahora en todas las tiendas hoy
		reject | 4.2.0 is on two of the 9 kitchens so far today
		reject | staging is on 4.2.0 right now, I'm testing it
		reject | the build is red on all runners today
		reject | la 4.2.0 est sur deux caisses pour l'instant
	`)
}
