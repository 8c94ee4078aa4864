package statement

import "testing"

// TestSoleNumbered: an act restricted to one numbered value of a named
// thing ("GPX 1.1 only") clashes with that act done with another number
// of it, whatever names the subject; the same number, another act or
// another thing does not.
func TestSoleNumbered(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"the exporter writes GPX 1.1 only", "tracks are written as GPX 1.0", true},
		{"we parse IFC 4.3 only", "building models are parsed as IFC 2.3", true},
		{"the validator checks OpenAPI 3.1 only", "specs are checked as OpenAPI 3.0", true},
		// must not: the same number, another act, another thing's number
		{"the exporter writes GPX 1.1 only", "we write GPX 1.1 files nightly", false},
		{"the exporter writes GPX 1.1 only", "the importer reads GPX 1.0 files", false},
		{"we parse IFC 4.3 only", "building models are parsed in 2 passes", false},
	})
}

// TestSoleValue: one act restricted to one value ("from CI only") clashes
// with that act done with another value; another act, a value that
// narrows the restricted one, and a kind of the act that overrides it for
// one case do not.
func TestSoleValue(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"Run database migrations from the bastion only.", "run database migrations from your laptop", true},
		{"Deploys go out from main only.", "deploys go out from release branches", true},
		{"Backups are stored in eu-west-1 only.", "backups are stored in us-east-1", true},
		// must not: another act, a narrower value, another act's other place
		{"Run terraform apply from CI only.", "Run terraform plan from your laptop.", false},
		{"Run terraform apply from CI only.", "Run terraform apply from CI runners.", false},
		{"Run database migrations from the bastion only.", "run seed scripts from your laptop", false},
	})
}
