package statement

import "testing"

// conflictsOfReplaced: a role one person fills for a thing (release
// manager, DRI, owner) held by two people, or held by one the other says
// handed it over, conflicts; two things, two roles, one holder said twice,
// the new holder, and a holder said as it was do not.
var conflictsOfReplaced = []conflictCase{
	{"Hana is the release manager for 5.x", "release manager for the 5.x branch: Olu", true},
	{"Pedro is the DRI for the checkout redesign", "the DRI for the checkout redesign is Yusuf", true},
	{"owner: @björn", "Ama took over ownership of the invoice service from Björn", true},
	{"Femi owns the search indexer.", "note: Femi handed the indexer off, Carla has it now", true},
	{"Hana is the release manager for 5.x", "Olu is the release manager for 6.x", false},
	{"Hana is the release manager for 5.x", "release manager for 5.x: Hana", false},
	{"Pedro is the tech lead for checkout", "release manager for checkout: Yusuf", false},
	{"Femi owns the search indexer.", "Ama took over ownership of the invoice service from Femi", false},
	{"Ama owns the invoice service", "Ama took over the invoice service from Femi", false},
	{"Femi used to own the invoice service", "Ama took over the invoice service from Femi", false},
	{"This is the owner of the invoice service", "owner of the invoice service: Ama", false},
	// a team takes a thing over from the team another statement says owns
	// it: the team noun is no part of its name, and the part handed over
	// may be named without the word that says which part ("code")
	{"the data platform squad took over the billing exports from the Payments team last sprint", "Billing exports are owned by the payments team.", true},
	{"the data platform squad took over the billing exports from Payments", "The billing export cron is owned by Payments.", true},
	{"Priya took over the billing exports from the Payments team", "Billing exports are maintained by Payments.", true},
	{"the data platform squad took over the billing exports from the Payments team last sprint", "Invoice templates are owned by the payments team.", false},     // another thing
	{"the data platform squad took over the billing exports from the Payments team last sprint", "Billing exports are owned by the data platform squad.", false}, // the new owner
	{"we took over billing exports from Payments in 2022, then handed them back", "Billing exports are owned by Payments.", false},                               // handed back
	{"Billing exports are owned by the payments team.", "Billing exports are owned by payments.", false},
	// A whole thing moved to a place is no longer in the place another
	// statement gives it; a part of it, another thing, the place it moved
	// to said otherwise, and the place it was are no conflict.
	{"The reporting cluster runs in ap-southeast-1.", "we moved reporting to ap-northeast-1 last month", true},
	{"the marketing site is hosted on Netlify", "we migrated the marketing site to Cloudflare Pages", true},
	{"we moved reporting to ap-northeast-1 last month", "reporting used to run in ap-southeast-1", false},
	{"we moved reporting to ap-northeast-1 last month", "reporting backups are kept in ap-southeast-1", false},
	{"we moved reporting to ap-northeast-1 last month", "billing runs in ap-southeast-1", false},
	{"we moved reporting from ap-southeast-1 to ap-northeast-1", "the reporting environment lives in ap-northeast-1", false},
	{"We migrated the reporting cluster to eu-west-1", "the reporting cluster runs in Ireland", false},
	{"we moved the reporting database to ap-northeast-1", "The reporting cluster runs in ap-southeast-1.", false},
}

func TestConflictsOfReplaced(t *testing.T) { checkConflictsPaired(t, conflictsOfReplaced) }
