package statement

import "testing"

// TestConflictsOfRulesFlipped: a standing rule of who may act, what is
// required or what waits for what, against its reversal, in each shape;
// beside each, a near-miss that must not be flagged: another act, an actor
// within the one the rule names, a refinement, another thing or another
// need, a one-off, a step that grants the act.
func TestConflictsOfRulesFlipped(t *testing.T) {
	for _, tt := range []struct {
		name  string
		cases []conflictCase
	}{
		{"who may", []conflictCase{
			{"Only maintainers can publish packages.", "Any developer can publish a package.", true},
			{"Only the SRE lead rotates the database credentials.", "Anyone can rotate the database credentials.", true},
			{"Only owners may archive repositories.", "Everyone on the team is allowed to archive repositories.", true},
			{"Only admins can delete projects.", "Anyone can view a project.", false},
			{"Only maintainers can publish packages.", "Any member can install packages.", false},
			{"Only admins can delete projects.", "The owner, an admin, deleted it.", false},
			{"Only admins can delete projects.", "Any member of the admin group can delete a project.", false},
			{"Only the SRE lead rotates the database credentials.", "Anyone can rotate the database credentials once the SRE lead approves.", false},
			{"Only maintainers can publish packages.", "Yesterday anyone could publish a package.", false},
		}},
		{"what is required", []conflictCase{
			{"Every webhook requires a token.", "Webhooks are accepted as they come, no token needed.", true},
			{"Every webhook requires a token.", "The admin page is public, no token needed.", false},
			{"Every webhook requires a token.", "Webhooks are retried, no backoff needed.", false},
		}},
		{"what blocks", []conflictCase{
			{"Merges are blocked until the security scan passes.", "Merges don't wait for the security scan.", true},
			{"Hotfixes are held until the on-call lead signs off.", "Hotfixes ship without on-call lead sign-off.", true},
			{"Deploys need QA sign-off.", "QA signs off in the #release channel.", false},
			{"Merges are blocked until the security scan passes.", "Merges don't wait for the nightly benchmarks.", false},
			{"Merges are blocked until the security scan passes.", "Docs merges don't wait for the security scan.", false},
			{"Hotfixes are held until the on-call lead signs off.", "Last night a hotfix shipped without sign-off.", false},
		}},
		{"nobody without", []conflictCase{
			{"no one deploys without a rollback plan", "Deploying without a rollback plan is fine for config changes.", true},
			{"nobody merges without two approvals", "Merging with failing CI is fine for docs changes.", false},
			{"no one deploys without a rollback plan", "Deploying without a rollback plan is fine for this hotfix.", false},
		}},
		{"if P, do Q", []conflictCase{
			{"If a change touches billing, ask finance for review.", "Changes that touch billing don't need finance review.", true},
			{"If an index is added to a large table, get a DBA review.", "Indexes added to a large table don't need a DBA review.", true},
			{"If a change touches billing, ask finance for review.", "Changes that touch the docs don't need finance review.", false},
			{"If a change touches billing, ask finance for review.", "Changes that touch billing don't need a design review.", false},
		}},
	} {
		t.Run(tt.name, func(t *testing.T) { checkConflicts(t, tt.cases) })
	}
}

// TestRuleFlipsAreCandidates: each reversal shares a key with its rule, so
// Candidates hands the pair to Conflict whatever other words they share.
func TestRuleFlipsAreCandidates(t *testing.T) {
	for _, p := range [][2]string{
		{"Only maintainers can publish packages.", "Any developer can publish a package."},
		{"Merges are blocked until the security scan passes.", "Merges don't wait for the security scan."},
		{"If an index is added to a large table, get a DBA review.", "Indexes added to a large table don't need a DBA review."},
	} {
		if got := Candidates([]Claim{ClaimOf(p[0]), ClaimOf(p[1])}); len(got) != 1 {
			t.Errorf("Candidates(%q, %q) = %v, want the pair", p[0], p[1], got)
		}
	}
}

// TestActorAndNeed: who may act and what the act needs are two rules; an
// opening of the act, or another actor doing it, still clash.
func TestActorAndNeed(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"only recruiters can move candidates to Offer", "after a recruiter moves someone to Offer the letter still needs HR approval in Workday", false},
		{"only leads can close incidents", "after a lead closes an incident the postmortem still needs sign-off from SRE", false},
		{"only admins can delete projects", "when an admin deletes a project the deletion requires a second admin's approval", false},
		// must not: the act opened to anyone
		{"only admins can delete projects", "any member can delete a project", true},
		{"only leads can close incidents", "anyone on the team can close incidents", true},
	})
}

// TestGrantAgainstReservation: an act reserved to one actor against the
// same act allowed to another, named, by a modal of permission ("may",
// "are allowed to", "are permitted to"); the must-nots are the reserved
// actor itself or a kind of it, another act, a grant in a case, and a
// pronoun, which names no actor.
func TestGrantAgainstReservation(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"Only the release captain may tag releases.", "Feature leads are allowed to tag releases for their own components.", true},
		{"Only owners may archive repositories.", "Contractors are permitted to archive repositories.", true},
		{"Only the treasurer may sign cheques.", "Branch managers may sign cheques.", true},
		{"Only the release captain may tag releases.", "The release captain is allowed to tag releases.", false},         // the actor itself
		{"Only owners may archive repositories.", "Former owners are permitted to archive repositories.", false},         // a kind of it
		{"Only the head chef may change the menu.", "Sous chefs may taste the sauces.", false},                           // another act
		{"Only owners may archive repositories.", "Contractors may archive repositories once an owner approves.", false}, // in a case
		{"Only the head chef may change the menu.", "We may change the menu next week.", false},                          // no actor
	})
}

// TestRoleCanAgainstReservation: an act reserved to one actor against a
// named role that "can" do it, or the same verb on fewer words, which
// covers every case of the reserved act; the must-nots are the reserved
// actor itself, another act, a narrower act, a step or an approval that
// grants it, and a thing, not a role, that can do it.
func TestRoleCanAgainstReservation(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"Only shift supervisors can void a sale.", "Cashiers can void a sale from the register screen.", true},
		{"Only the head nurse can discharge patients.", "Ward nurses are allowed to discharge patients directly from the bedside tablet.", true},
		{"Only league officials can cancel a fixture.", "club captains can cancel a fixture by mutual agreement", true},
		{"Only dispatchers may reassign a delivery route.", "Drivers can reassign a route themselves in the app.", true},
		{"Only shift supervisors can void a sale.", "Shift supervisors can void a sale from any register.", false},                    // the actor itself
		{"Only shift supervisors can void a sale.", "Cashiers can print a receipt.", false},                                           // another act
		{"Only dispatchers may reassign a delivery route.", "Drivers can reassign a night delivery route.", false},                    // a narrower act
		{"Only the head nurse can discharge patients.", "Ward nurses can discharge patients with the head nurse's approval.", false},  // by approval
		{"Only shift supervisors can void a sale.", "The nightly script can void a sale.", false},                                     // no role
		{"Only the curator can approve loans.", "Registrars can draft loans with the curator's approval.", false},                     // approval of another act
		{"Only the curator can approve loans.", "Registrars can approve loans once the curator signs off.", false},                    // a step grants it
		{"Anyone can book the meeting room, except on Fridays.", "Only office managers can book the meeting room on Fridays.", false}, // an exception that refines
		{"Only the curator can approve loans.", "Conservators can approve condition reports.", false},                                 // two roles, two acts
	})
}

// TestNeedWaivedForTheThing: what must come before, or sign off, a thing
// against an act on that very thing done without it; the must-nots are a
// narrower thing, another need, an act that only looks at the thing, and
// two needs of one thing.
func TestNeedWaivedForTheThing(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"A risk assessment must be filed before a field trip can be booked.", "Field trip booking doesn't require a risk assessment.", true},
		{"Refunds must be approved by the store manager.", "Clerks can issue refunds without any approval.", true},
		{"Price changes must be signed off by finance.", "Buyers can make price changes without sign-off.", true},
		{"A risk assessment must be filed before a field trip can be booked.", "Field trip booking doesn't require a parent survey.", false}, // another need
		{"Refunds over $500 must be approved by the store manager.", "Clerks can issue refunds without any approval.", false},                // a narrower thing
		{"Refunds must be approved by the store manager.", "Clerks can view refunds without any approval.", false},                           // no making act
		{"Refunds must be approved by the store manager.", "Clerks can issue refunds without a receipt.", false},                             // another need
	})
}
