package statement

import "testing"

// conflictsOfRoleHolders: a role one person fills (on-call, on-call lead,
// tech lead, maintainer, reviewer, DRI) named with its holder as a label
// ("Docs site maintainer — Okafor"), with the holder as the subject of
// "is" ("Tomás is this quarter's on-call lead"), or handed "to" someone,
// held by two people conflicts. Two roles of one person, one role of two
// services, a holder whose period has ended, and this week's holder
// against next week's do not.
var conflictsOfRoleHolders = []conflictCase{
	// the holder as a label's value against the holder as the subject
	{"On-call lead this sprint: Amara", "Jonas is this sprint's on-call lead.", true},
	{"Tech lead for the mobile app: Keiko", "Rafael is the tech lead for the mobile app now", true},
	{"Incident commander — Lucía", "Wen is our incident commander", true},
	// a label with the role after the thing, and a trailing clause or a
	// leading time phrase that says since when
	{"Maintainer of the billing SDK: Noor", "Billing SDK maintainer — Hamid", true},
	{"Primary on-call for checkout: Sven B.", "Since March the primary on-call is Ifeoma; Sven moved over to data.", true},
	{"Since the reorg Mateo is primary on-call for search, Lin is backup.", "Search on-call: Lin primary, Mateo backup.", true},
	{"Security reviewer for auth-svc: Dimitri", "As of Q3 Olga is the security reviewer for auth-svc", true},
	// a handover to a named holder from the one the other names
	{"Primary on-call for payments this month: Aylin.", "Aylin handed primary on-call to Bruno, she's out until May.", true},
	{"Release captain: Haruto", "Haruto passed the release captain role over to Emeka", true},
	{"Kofi is the DRI for the migration", "Kofi handed the DRI role for the migration to Selin", true},
	// the holder named first and said again by a pronoun
	{"recon failure alerts: page Tomek first, he's primary on-call now", "Primary on-call for ledgerline: Priya S.", true},
	{"for outages call Dana first, she is the incident commander", "Incident commander — Lucía", true},
	{"escalate to Marco directly, he's the tech lead for checkout", "Tech lead for checkout: Ayşe", true},
	{"page Tomek first, he's primary on-call now", "Tomek is the primary on-call", false},
	{"page Tomek first, he's primary on-call now", "Priya is the secondary on-call", false},
	{"ask Marco first, he knows the tech lead for checkout", "Tech lead for checkout: Ayşe", false},
	// two roles of one person
	{"Amara is the tech lead", "Amara is the primary on-call", false},
	{"Maintainer of the docs site: Lena", "Lena is the release captain", false},
	{"Noor is the security reviewer", "Noor is the incident commander", false},
	// one role of two services or teams
	{"Mateo is the on-call for search", "Lin is the on-call for payments", false},
	{"Tech lead for the mobile app: Keiko", "Rafael is the tech lead for the web dashboard", false},
	{"Primary on-call for checkout: Sven", "Primary on-call for the search indexer: Ifeoma", false},
	// a holder for a period that has ended, or another period
	{"Amara was the primary on-call until August", "Jonas is the primary on-call", false},
	{"Amara is on-call this week", "Jonas is on-call next week", false},
	{"Primary on-call next sprint: Wen", "Lucía is the primary on-call", false},
	// two ranks of one rota, and one holder said twice
	{"Mateo is the primary on-call", "Lin is the secondary on-call", false},
	{"On-call lead this quarter: Priya", "Priya is this quarter's on-call lead.", false},
	{"Aylin handed primary on-call to Bruno", "Bruno is the primary on-call", false},
}

func TestConflictsOfRoleHolders(t *testing.T) { checkConflictsPaired(t, conflictsOfRoleHolders) }

// TestSameHolder: a name and its short form are one holder; two names
// that only share a letter or two are two.
func TestSameHolder(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"page Tomek first, he's primary on-call now", "Since September the primary on-call is Tomasz", true},
		{"Alex is the tech lead for checkout", "Tech lead for checkout: Alexander", true},
		{"Primary on-call: Kat", "Katarzyna is the primary on-call", true},
		{"Primary on-call: Tomasz", "Priya is the primary on-call", false},
		{"Primary on-call: Jonas", "Joel is the primary on-call", false},
	} {
		if got := sameHolder(ClaimOf(c.a).held, ClaimOf(c.b).held); got != c.want {
			t.Errorf("sameHolder(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}
