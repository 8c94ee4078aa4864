package statement

import "testing"

// conflictsOfAChangeSaidEveryday: a new value said the everyday way (a
// correction that opens with the value it rules out, a question answered
// in the memory, a terse role label with its holder, an amount risen or
// fallen to a number) against the value said plainly, each
// class with look-alikes that must keep their answer: the agreement,
// another thing, another scope.
var conflictsOfAChangeSaidEveryday = []conflictCase{
	// a correction opening with "not X", the new value after a dash, a
	// colon or a comma
	{"Use npm for the web app.", "not npm - the web app uses pnpm for everything", true},
	{"Releases go out on Tuesday.", "nah, not Tuesday: releases go out on Thursday", true},
	{"The staging region is us-east-1.", "not us-east-1, staging runs in us-west-2", true},
	{"Use pnpm for the web app.", "not npm - the web app uses pnpm for everything", false},      // the agreement
	{"Releases go out on Thursday.", "nah, not Tuesday: releases go out on Thursday", false},    // the agreement
	{"The prod region is us-east-1.", "not us-east-1, staging runs in us-west-2", false},        // another environment
	{"The staging database is Postgres 16.", "not us-east-1, staging runs in us-west-2", false}, // another attribute
	// a question answered in the memory
	{"who's on call for payments this week? it's Oskar", "Lena is on call for payments this week", true},
	{"what's the staging region? us-east-2", "The staging region is eu-west-1.", true},
	{"who owns the billing service? Priya", "Marco owns the billing service.", true},
	{"who's on call for payments this week? it's Oskar", "Oskar is on call for payments this week", false}, // the agreement
	{"what's the staging region? us-east-2", "The staging region is us-east-2.", false},                    // the agreement
	{"who owns the billing service? Priya", "Priya owns the billing service.", false},                      // the agreement
	{"who owns the billing service? Priya", "Marco owns the search service.", false},                       // another thing
	// a terse label naming a role or setting of one thing, its holder
	// after a colon
	{"Jo is the release manager for 3.x", "release manager for 3.x: Sam (Jo moved to platform)", true},
	{"On-call for payments: Lena", "Oskar is on call for payments", true},
	{"the reviewer for schema changes is Dana", "reviewer for schema changes: Omar", true},
	{"release manager for 3.x: Sam", "Sam is the release manager for 3.x", false}, // the agreement
	{"On-call for payments: Lena", "Lena is on call for payments", false},         // the agreement
	{"release manager for 3.x: Sam", "Jo is the release manager for 4.x", false},  // another line
	// an amount risen or fallen to a number
	{"batch size 64 for the ResNet-50 finetune", "resnet50 finetune batch size dropped to 32, kept OOMing on the A10s", true},
	{"The connection pool size is 20.", "the pool size grew to 40 after the launch", true},
	{"p99 latency target is 300ms", "the p99 latency target came down to 200ms", true},
	{"The connection pool size is 40.", "the pool size grew to 40 after the launch", false},           // the agreement
	{"The worker count is 20.", "the pool size grew to 40 after the launch", false},                   // another amount
	{"batch size 32 for the ResNet-50 finetune", "resnet50 finetune batch size dropped to 32", false}, // the agreement
}

func TestConflictsOfAChangeSaidEveryday(t *testing.T) {
	checkConflictsPaired(t, conflictsOfAChangeSaidEveryday)
}

// TestChangeSaidWording: each everyday shape written as the claim reads
// it, and a sentence of none of them left as it is.
func TestChangeSaidWording(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"not yarn - this repo uses pnpm", "this repo uses pnpm, not yarn"},
		{"who's on call? it's Oskar", "Oskar is on call"},
		{"what's the staging region? us-east-2", "the staging region is us-east-2"},
		{"who owns billing? Priya", "Priya owns billing"},
		{"On-call for payments: Lena", "the On-call for payments is Lena"},
		{"the release train moved to Wednesdays", "the release train moved to Wednesdays"}, // the move rules read it
		{"batch size dropped to 32", "batch size is now 32"},
		{"we moved staging to eu-central-1", "we moved staging to eu-central-1"}, // the relocation rules read it
		{"payments switched from Stripe to Adyen", "payments switched from Stripe to Adyen"},
		{"we do not use yarn", "we do not use yarn"},
	} {
		if got := changeSaidWording(c.in); got != c.want {
			t.Errorf("changeSaidWording(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
