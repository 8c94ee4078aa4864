package statement

import "testing"

// TestInlineMaps: a key of many things set to an inline map of their
// numbers (Elixir's keyword list, a YAML flow map, a Python dict) is one
// setting of each thing: a statement of one thing meets its entry, with
// a number that differs or the same; a thing the map does not name, and
// a sibling's entry, are no conflict.
func TestInlineMaps(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"Oban :push queue concurrency is 10", "queues: [push: 50, email: 5, cleanup: 1]", true},        // the first entry
		{"the reports pool has 2 connections", "pools: {default: 10, reports: 6}", true},                // a later one
		{"the celery beat worker runs with concurrency 4", `workers = {"beat": 1, "default": 8}`, true}, // a dict
		{"Oban :push queue concurrency is 50", "queues: [push: 50, email: 5, cleanup: 1]", false},       // agrees
		{"Oban :cleanup queue concurrency is 1", "queues: [push: 50, email: 5, cleanup: 1]", false},     // agrees, a later entry
		{"the exports queue has concurrency 20", "queues: [push: 50, email: 5, cleanup: 1]", false},     // not in the map
		{"the reports pool has 6 connections", "pools: {default: 10, reports: 6}", false},               // its own, not default's
		{"the default pool has 10 connections", `pools: {"default": 10, "reports": 6}`, false},
	})
}
