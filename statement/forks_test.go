package statement

import "testing"

// TestConflictsOfForks: a fork is a tool of its own, no alias of the tool
// it forked: a move to it rules the old one out and states the fork.
func TestConflictsOfForks(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"Replaced Terraform with OpenTofu.", "Our scripts no longer run terraform; they call tofu.", false},
		{"We moved the infra repo from Terraform to OpenTofu.", "The infra repo is applied with terraform apply.", true},
		{"The network stack is provisioned with OpenTofu.", "The network stack is provisioned with Terraform.", true},
		{"The network stack is provisioned with OpenTofu.", "The network stack is provisioned with tofu.", false},
	})
}
