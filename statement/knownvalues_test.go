package statement

import "testing"

// TestLicences: a work is under one licence at a time, so two licences of
// one work conflict however each is said ("is", "under", "licensed as");
// one licence said twice, two works' licences, and a licence beside
// another kind of value do not.
func TestLicences(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"The SDK is AGPLv3.", "we publish the SDK under Apache-2.0 now", true},
		{"The parser library is licensed under MPL-2.0.", "the parser library is GPLv2", true},
		{"Firmware sources are released under GPL-3.0.", "firmware sources are released under BSD-3-Clause", true},
		{"Dataset annotations are published under CC0.", "dataset annotations are published under CC BY", true},
		// must not: one licence in two spellings, two works, another kind
		// of value, a licence denied to one work and stated of another
		{"The SDK is GPLv3.", "we release the SDK under GPL-3.0", false},
		{"The SDK is AGPLv3.", "the docs site is CC BY", false},
		{"The SDK is Apache-2.0.", "the SDK is written in Rust", false},
		{"The CLI is MPL-2.0.", "the CLI ships as a single binary", false},
	})
}

// TestOneValueTwoNames: a zone by its IANA name and a projection by its
// EPSG code and by its name are one value; another zone or another
// projection, named either way, is still another value.
func TestOneValueTwoNames(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"Cron jobs run in UTC.", "all cron jobs use the Etc/UTC timezone", false},
		{"Log timestamps are in GMT.", "log timestamps use Etc/UTC", false},
		{"Map tiles are served in EPSG:3857.", "map tiles are served in Web Mercator", false},
		{"The basemap projection is WGS 84.", "the basemap projection is EPSG:4326", false},
		// must not leave alone: another zone, another projection
		{"Cron jobs run in UTC.", "all cron jobs use the Europe/Berlin timezone", true},
		{"Map tiles are served in EPSG:4326.", "map tiles are served in Web Mercator", true},
		{"The basemap projection is EPSG:3035.", "the basemap projection is EPSG:3857", true},
	})
}

// TestSoleAgainstList: a thing said to take one value only conflicts with
// a list of values for it that holds that one and others, however each
// names the thing around its noun; a value narrowed, a second clause
// after "and", another thing, or two restrictions do not.
func TestSoleAgainstList(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"Receipts are submitted as PDF only.", "Staff can submit expense receipts as PDF or PNG.", true},
		{"Audit exports are delivered in CSV only.", "the nightly audit exports can be delivered in CSV, XLSX or Parquet", true},
		{"Podcast episodes are encoded as MP3 only.", "we encode episodes as MP3 or AAC", true},
		// must not: a narrowed value, a second clause, another thing,
		// both restricted, the list denied
		{"Expense receipts are submitted as PDF only.", "Expense receipts are submitted as signed PDF.", false},
		{"Expense receipts are submitted as PDF only.", "Expense receipts are submitted as PDF and kept for seven years.", false},
		{"Expense receipts are submitted as PDF only.", "Mileage logs are submitted as PDF or PNG.", false},
		{"Expense receipts are submitted as PDF only.", "Expense receipts are submitted as PDF only, never PNG or JPG.", false},
		{"Expense receipts are submitted as PDF only.", "Expense receipts are not submitted as PNG or JPG.", false},
	})
}
