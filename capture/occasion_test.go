package capture

import "testing"

// TestForOneOccasion (gate30): what is asked or said for one occasion
// ("for tomorrow's demo", "for this report") ends with it and is no rule to
// keep, whatever its verb. Must not: a scope over a kind of thing ("for
// every report"), a standing thing ("for this repo", "for the mobile app")
// or a place ("for production") names where a rule holds.
func TestForOneOccasion(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"For tomorrow's demo, the banner should say beta instead of preview.", "reject"},
		{"the invoices should be rounded half-up for this report", "reject"},
		{"just list the open incidents by severity for this audit, legal wants it sorted", "reject"},
		{"for today's run, the exporter writes CSV instead of Parquet", "reject"},
		{"For tonight's batch, skip the archived accounts.", "reject"},
		// other languages date the occasion with their own "tomorrow"
		{"Pour la démo de demain, les trajets annulés doivent utiliser CANCELED.", "reject"},
		{"Für die Demo morgen sollen abgesagte Fahrten CANCELED nutzen.", "reject"},
		// must not: a kind, a standing thing, a place
		{"For every report, amounts are rounded half-up.", "store"},
		{"For this repo, the changelog should list every migration.", "store"},
		{"For the mobile app, the API should return ISO dates.", "store"},
		// a customer is a standing party: its terms hold until changed
		{"For this client, invoices go out on net 30.", "store"},
		{"for this customer we always ship from the Leeds warehouse", "store"},
		{"For production, trip updates should use CANCELED instead of being dropped.", "store"},
	})
}
