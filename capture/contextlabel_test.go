package capture

import "testing"

// TestContextLabel (gate31): a label that only names what follows as
// context ("context for the outage:", "some background:", "fyi:") is read
// without it, so a fact after it is kept. Must not: a question after it
// still asks, and a label that asks for context opens on a verb.
func TestContextLabel(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"context for the outage: the export worker runs as svc_export and its queue is capped at 500 jobs.", "store"},
		{"some background: the ledger service owns the invoices table and nothing else writes to it.", "store"},
		{"fyi: the staging cluster is shared with the data team.", "store"},
		// must not
		{"for context: can you check the queue cap", "reject"},
		{"context for the outage: can you look at the export worker logs", "reject"},
	})
}
