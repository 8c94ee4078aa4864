package statement

import "testing"

// TestValueThenDetail: two claims that open alike, the value both state
// among the opening words, and go on otherwise add where, how or for what
// to one value: both hold. A value that differs, or an ending that clashes
// on its own (two weekdays), still conflicts. Said in a project whose
// name neither says, as a store reads them.
func TestValueThenDetail(t *testing.T) {
	checkConflictsInProject(t, []projectCase{
		// one value, then detail: both hold
		{"Use Decimal for money.", "use Decimal with ROUND_HALF_EVEN for premiums and payouts", "ledger-api", false},
		{"use BigDecimal for amounts", "use BigDecimal with HALF_UP rounding for invoice totals", "ledger-api", false},
		{"store timestamps as UTC", "store timestamps as UTC with millisecond precision in the audit log", "ledger-api", false},
		{"we use Terraform for infrastructure", "we use Terraform with remote state in S3 for the staging account", "ledger-api", false},
		{"usa Decimal para el dinero", "usa Decimal con ROUND_HALF_EVEN para las primas", "ledger-api", false},
		// another value, or an ending that clashes: a conflict
		{"Use Decimal for money.", "use float for money", "ledger-api", true},
		{"use BigDecimal for amounts", "use double for amounts", "ledger-api", true},
		{"we deploy with Helm on Fridays", "we deploy with Helm on Mondays", "ledger-api", true},
		{"store timestamps as UTC", "store timestamps as local time", "ledger-api", true},
		{"Attachments are virus-scanned with ClamAV.", "Attachments are virus-scanned with Sophos.", "ledger-api", true},
		{"invoices are rendered as PDF with wkhtmltopdf", "invoices are rendered as PDF with Gotenberg", "ledger-api", true},
	})
}
