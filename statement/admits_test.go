package statement

import "testing"

// TestAdmitsAndRefuses: a thing let in (accepted, supported, offered, paid
// by) against the same thing kept out (rejected, blocked, not offered) in
// one place clashes, whoever of one holder or the speaker says it; another
// thing, another place, a limit, how things were and the verb's noun ("block
// hours", "Support hours are 24/7") do not.
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
		// must not: a verb of admitting used as a noun, after a preposition
		// or a determiner or opening a subject before its copula (and the
		// verb itself, an order's included, still admits)
		{"Deadhead legs count toward duty time but not toward block hours.", "Support hours are 24/7.", false},
		{"Block size is 4 KB on the archive volume.", "We allow uploads of any size.", false},
		{"Offer letters are signed by HR.", "We don't offer relocation.", false},
		{"Escalations go to the support queue, not the offer desk.", "Support hours are 9 to 5.", false},
		{"Allow tabs in Makefiles.", "The linter rejects tabs in Makefiles.", true},
		{"We support IPv6 on the edge proxies.", "IPv6 is blocked on the edge proxies.", true},
	})
}
