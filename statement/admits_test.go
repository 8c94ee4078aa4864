package statement

import "testing"

// TestAdmitsAndRefuses: a thing let in (accepted, supported, offered, paid
// by) against the same thing kept out (rejected, blocked, not offered) in
// one place clashes, whoever of one holder or the speaker says it; another
// thing, another place, a limit and how things were do not.
func TestAdmitsAndRefuses(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"The gateway accepts gzip-encoded bodies.", "the gateway rejects gzip-encoded bodies", true},
		{"We support IPv6 on the edge proxies.", "we don't support IPv6 on the edge proxies", true},
		{"The upload service rejects HEIC images.", "we accept HEIC images", true},
		{"Guests can check in with a mobile key.", "we don't offer mobile keys", true},
		{"Checkout accepts Apple Pay.", "Apple Pay is not accepted at checkout", true},
		{"PayPal payments are blocked.", "We accept PayPal.", true},
		{"the linter refuses tabs", "The linter allows tabs", true},
		// a label's head is no object of its own: the item denied stays denied
		{"Supported browsers: Chrome, Safari.", "We don't support Safari.", true},
		{"We offer next-day delivery.", "next-day delivery is off the table", true},
		{"We offer gift wrapping.", "we don't do gift wrapping any more", true},
		// must not: another thing let in than the one kept out
		{"The parser accepts CSV files.", "The parser rejects TSV files.", false},
		{"We support Android 10 and up.", "We don't support iOS 15.", false},
		{"Customers can pay by card.", "We don't offer cheque payments.", false},
		{"the webhook endpoint accepts XML payloads", "the webhook endpoint rejects JSON payloads", false},
		// must not: one place's no against another's yes, a limit, how it was
		{"Force pushes are blocked on main.", "Force pushes are allowed on feature branches.", false},
		{"Uploads are accepted up to 50MB.", "uploads are rejected", false},
		{"We used to accept cheques.", "cheques are rejected", false},
		{"We accept SCORM 1.2 packages.", "We accept SCORM 2004 packages.", false},
		{"We offer gift wrapping.", "same-day delivery is off the table", false},
	})
}
