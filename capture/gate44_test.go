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
}

// TestGate44Classes (gate44): each class of gate44Classes.
func TestGate44Classes(t *testing.T) { checkClasses(t, gate44Classes) }
