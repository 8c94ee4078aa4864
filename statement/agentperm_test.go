package statement

import "testing"

// TestAgentPermissions: the assistant's permission for one act, said with
// may, can, should, must, never, "ask first" or "without asking", against
// another that excludes it, in other tools and domains; the must-nots are
// one permission said twice in other words, an act allowed in one place
// and forbidden in another, "ask first" against "never without asking",
// and two commands.
func TestAgentPermissions(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"Never let Claude run `rails db:migrate` against production. ask first", "claude can run rails db:migrate on production without asking", true},
		{"never `terraform apply -var-file=prod.tfvars --target prod` from a laptop", "Claude may run `terraform apply` against the prod target", true},
		{"never `kubectl delete` from a dev shell, deletes go through ArgoCD", "Claude may run `kubectl delete` when a pod is stuck", true},
		{"Claude should run `cargo fmt .` before every push", "never run cargo fmt on the whole repo, it reformats vendored code", true},
		{"Claude must not run `npm publish`", "claude is allowed to run npm publish", true},
		{"Never let Claude run `flyway migrate` against qa. ask first", "claude can run migrate on qa w/o asking, qa is wiped daily", true},
		{"claude can run migrate on qa w/o asking", "claude can run migrate on prod w/o asking", false}, // two places
		{"Never let Claude run `flyway migrate` against qa. ask first", "claude can run migrate on prod w/o asking", false},
		{"Claude may run `make deploy` against staging", "Claude should ask first before it runs make deploy against staging", false}, // allowed, after asking
		// must-nots
		{"Claude may run `pytest` whenever it likes", "claude can run pytest without asking", false},                                  // one permission twice
		{"Never let Claude run `manage.py migrate` against prod", "Claude may run `manage.py migrate` against staging", false},        // two places
		{"Ask first before Claude runs `dbt run` against prod", "never run `dbt run` against prod without asking", false},             // ask first, twice
		{"Never let Claude run `manage.py migrate` against staging. ask first", "never run migrate on staging without asking", false}, // agree
		{"Claude may run `dbt test` against prod", "never `dbt run --target prod` from a dev session", false},                         // two commands
		{"Claude may run tests", "Claude must never run migrations", false},                                                           // two acts
	})
}
