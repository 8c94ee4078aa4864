package capture

import "testing"

// gate44Classes are the classes of this stop, each with rows of other
// domains and wordings and its near misses (TestGate44Classes).
var gate44Classes = []struct{ name, rows string }{
	// FaultNow: how one thing misbehaves this minute, or where the fault
	// sits, said to have it looked at. Near misses: the fault of a kind
	// of thing, under a condition, with its cause or for good, and "error"
	// as a noun of the design.
	{"FaultNow", `
			reject | Anyway, the invoice PDF job crashes on the second page.
			reject | the settings modal hangs on save
			reject | the lint error is in src/api/handlers.go
			reject | It freezes below 320px on Android.
			reject | the nightly export fails with a 403.
			reject | fyi the bug's in the date parser
			reject | el script de importación falla con 401
			reject | le job d'export plante sur la deuxième page
			store | the deploy fails if the changelog entry is missing
			store | requests fail with 429 above 100 rps per API key
			store | the build always breaks on Windows because of the path length limit
			store | error handling is in middleware/errors.go
			store | our API returns errors as RFC 7807 problem+json
		`},
	// AgreesAndAdds: after the assistant's turn, an agreement run into a
	// statement of the project adds a fact, it corrects nothing. Near
	// misses: no agreement, and an agreement that points at what was
	// shown.
	{"AgreesAndAdds", `
			store | The Docker build took 12 minutes. || yeah the base image is 3 GB because it bundles CUDA
			store | I pushed the fix to the release branch. || yep release branches deploy to staging automatically
			store | Deploy finished, all pods are healthy. || yeah the cluster runs on spot nodes in eu-west-1
			feedback | I pushed the fix to the release branch. || no, fixes go to main first and get cherry-picked
			reject | I restarted the worker. || yeah it works now
		`},
	// RestatesOwnAsk: the speaker says again what they asked for, and the
	// task is put right once. Near misses: a rule said that way, and a
	// refusal that states the team's way.
	{"RestatesOwnAsk", `
			reject | I added the index on order_items. || no, I asked for the index on orders, not order_items.
			reject | I exported the report as PDF. || I wanted the CSV export, not the PDF one.
			reject | I cleared the production bucket. || no, I meant the staging bucket
			reject | I renamed the variable to userId. || nope, I said user_id, not userId
			feedback | I squashed the commits before merging. || no, I said we never squash, we merge with a merge commit
			feedback | I used npm install. || no, we use pnpm here, not npm
		`},
	// RuledMay: "may" after a subject that rules out every holder or
	// names the only one, or with a cap, gives or withholds leave. Near
	// misses: "may" of one thing the speaker is unsure of.
	{"RuledMay", `
			store | nothing in the request path may block on disk I/O
			store | no service may call the ledger database directly, everything goes through the ledger API
			store | only the release bot may push to the release branch
			store | we may keep raw HL7 messages for 30 days max
			store | tenants may store up to 10 GB on the free plan
			reject | it may be the cache
			reject | the nightly job may be slow because of the backup
			reject | we may need to roll back the migration
			reject | no, it may be the DNS again
		`},
	// Announced: a label that only announces a remark ("quick one:",
	// "heads up for all future changes:") leaves what follows to decide.
	// Near misses: the same request and fact said bare, and a heads-up of
	// the moment.
	{"Announced", `
			reject | Quick one: rename the uid column to user_id in the export.
			reject | Tiny thing: fix the typo in the login button label.
			reject | small thing: bump the footer year
			store | side note: we bill every customer in EUR only
			store | Quick one: invoices are numbered per fiscal year.
			feedback | heads up for all future work: run the linter before you push
			feedback | heads up for all future changes: before you edit anything under vendor/, ask me first
			store | fyi for the future: the staging db is reset every night
			reject | heads up: the staging db is down
			reject | rename the uid column to user_id in the export.
			store | invoices are numbered per fiscal year.
		`},
	// Hurried: a command given the speaker's hurry as its grounds is for
	// the minutes they have. Near misses: hurry as a rule's topic, and the
	// same command with no hurry.
	{"Hurried", `
			reject | Don't ask, just run the migration and tell me what it prints, I'm in a hurry.
			reject | skip the tests this once, I'm in a rush
			reject | don't bother with the docstrings, just push it, I am in a hurry
			feedback | never rush a migration
			store | the last DR drill restored prod in 38 minutes
			feedback | don't ask before running read-only commands, just run them
		`},
}

// TestGate44Classes (gate44): each class of gate44Classes.
func TestGate44Classes(t *testing.T) { checkClasses(t, gate44Classes) }
