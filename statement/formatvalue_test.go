package statement

import "testing"

// TestFormatAsValue: a format said to be what a thing is now, beside the
// format it stopped using, against a claim that still states that one, is
// a clash; a format and a quality, one format said twice, or a scope of
// files of one format, are not.
func TestFormatAsValue(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"Production load files are Concordance DAT + OPT.", "Production load files are CSV now, we stopped using DAT", true},
		{"nightly exports are Avro container files", "nightly exports are Parquet now, we stopped using Avro", true},
		// must not: a quality, one format twice, a format's own rule, the
		// ended format not the one stated
		{"nightly exports are Parquet", "nightly exports are compressed", false},
		{"monthly reports are CSV", "monthly reports are CSV files", false},
		{"nightly exports are CSV", "nightly exports are large", false},
		{"YAML files use 2 spaces", "config files are indented with tabs", false},
		{"nightly exports are Avro container files", "nightly exports are Avro now, we stopped using Parquet", false},
		{"invoice exports are CSV, we stopped using XML", "invoice exports are XML", true},
	})
}
