package statement

import "testing"

// TestOptionsClash: two options of one choice, or an option and its
// denial, of one thing clash, however each option is worded; the same
// option twice, two things or scopes each with its own, an option named for
// one module and a word of an option in another sense do not.
func TestOptionsClash(t *testing.T) {
	cases := []conflictCase{
		// quotes: other wordings of each side
		{"strings in the Ruby code are single-quoted", "prefer double quotes in Ruby", true},
		{"strings in the Ruby code are single-quoted", "Ruby strings: single quotes", false},
		{"JSON keys use double quotes", "use single quotes in the Ruby code", false}, // two scopes
		// semicolons: a denial is the other option; a separator is none
		{"end every statement with a semicolon", "the web client is written without semicolons", true},
		{"semicolons at the end of every statement", "always terminate statements with semicolons", false},
		{"log fields are separated by semicolons", "no semicolons in the TypeScript code", false},
		// indentation: "2-space" spaces, a language by its short form
		{"indent the .rb files with tabs", "2-space indentation for all Ruby code", true},
		{"spaces, never tabs, in the Rust code", "rust code is indented with four spaces", false},
		// branching: GitFlow's develop branch against trunk-based
		{"we branch from develop, git-flow style", "trunk-based development on this repo", true},
		{"never push to the develop branch directly", "we follow git-flow", false}, // a rule about the branch
		// an RTOS against bare metal, one thing or the whole
		{"the motor controller runs ThreadX", "motor controller firmware is bare metal", true},
		{"the bootloader is bare metal", "the radio stack runs Zephyr", false}, // two things
		// rendering: "SSR is disabled" is client rendering
		{"SSR is turned off for the docs pages", "docs pages are server-side rendered", true},
		{"SSR is disabled for the checkout pages", "the blog is server-rendered", false}, // two things
		// partitions by period: only said of partitioning
		{"the clicks table is partitioned by month", "partition clicks by day", true},
		{"the clicks table is partitioned by month", "the sessions table is partitioned by day", false},
		{"the clicks table is partitioned by month", "the clicks report runs daily", false},
		// money: cents, decimal, float; shown is not stored
		{"refund amounts are stored as floats", "refund amounts are stored as integer cents", true},
		{"prices are displayed with two decimal places", "prices are stored as integer cents", false},
		// exports: default or named; one module's default export is used
		{"React components use default exports", "named exports only for React components", true},
		{"import the default export of the charts module", "components are named exports", false},
		// merging: squash, merge commit, rebase; a local squash is no strategy
		{"feature PRs get a merge commit", "PRs are squash-merged into main", true},
		{"squash your WIP commits locally before pushing", "PRs land on main with a merge commit", false},
		{"squash-merge PRs", "PRs land on main squashed", false},
		// commit format
		{"conventional commits for every commit message", "commit messages are free-form", true},
		{"the app repo uses conventional commits", "the docs repo takes free-form commit messages", false},
		{"the events table is partitioned by hour", "the events table gets a new partition; the report on it runs daily", false},
		{"the orders model is materialized as a table", "orders are stored in a table and read through a view", false},
		{"commit messages follow conventional commits", "the body of a commit message is free-form", false},
		// dependency pinning
		{"pin dependencies to exact versions", "package.json uses caret ranges", true},
		{"library packages pin exact versions", "for the apps we use caret ranges", false},
	}
	checkConflictsPaired(t, cases)
}

// checkConflictsPaired checks cases as checkConflicts does, and that
// Candidates pairs each conflict, so a store would judge it.
func checkConflictsPaired(t *testing.T, cases []conflictCase) {
	t.Helper()
	checkConflicts(t, cases)
	for _, c := range cases {
		if c.want && len(Candidates([]Claim{ClaimOf(c.a), ClaimOf(c.b)})) == 0 {
			t.Errorf("%q and %q are no candidates", c.a, c.b)
		}
	}
}

// TestOptionsInProject: the project's own name is no part of what an
// option is of, so a rule for the project holds for each of its parts;
// another project's name still is.
func TestOptionsInProject(t *testing.T) {
	checkConflictsInProject(t, []projectCase{
		{"no default exports in web-shell", "Components are default exports.", "web-shell", true},
		{"no default exports in web-shell", "Components are default exports.", "admin-ui", false},
	})
}

// projectCase is a conflict case of two claims said in one project.
type projectCase struct {
	a, b, project string
	want          bool
}

// checkConflictsInProject checks Conflict on each case's claims as said
// in its project.
func checkConflictsInProject(t *testing.T, cases []projectCase) {
	t.Helper()
	for _, tt := range cases {
		if got := Conflict(ClaimOf(tt.a).InProject(tt.project), ClaimOf(tt.b).InProject(tt.project)); got != tt.want {
			t.Errorf("in %s: Conflict(%q, %q) = %v, want %v", tt.project, tt.a, tt.b, got, tt.want)
		}
	}
}
