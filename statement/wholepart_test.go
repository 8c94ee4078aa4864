package statement

import "testing"

// TestPartOfOneAttribute: one attribute (when, where, how much) said of
// the project whole by its name and of a thing of it the first never says
// is two things' attribute, whose values both hold, however many words of
// the project's name the part's claim shares. Said of the whole twice, or
// of one part twice, or by whoever answers for it, it still conflicts.
func TestPartOfOneAttribute(t *testing.T) {
	checkConflictsInProject(t, []projectCase{
		// the whole against a part, one attribute: both hold
		{"courier-dispatch-web releases weekly on Thursday", "dispatch web refreshes courier locations every 30s", "courier-dispatch-web", false},
		{"claimflow-portal is hosted in West Europe", "claimflow-portal: uploaded documents go to cool tier after 30 days", "claimflow-portal", false},
		{"fleet-tracker ships every Monday", "fleet tracker polls truck positions every 15 seconds", "fleet-tracker", false},
		{"recipe-box is hosted in Frankfurt", "recipe-box: user photos are stored in the archive bucket", "recipe-box", false},
		{"harbor-cli se publica cada viernes", "harbor-cli sincroniza los índices cada 5 minutos", "harbor-cli", false},
		{"meter-hub deploys every other Tuesday", "meter hub flushes sensor readings every 2 minutes", "meter-hub", false},
		// the whole twice, a part twice, or its owner: a conflict
		{"courier-dispatch-web releases weekly on Thursday", "courier-dispatch-web releases every Monday", "courier-dispatch-web", true},
		{"claimflow-portal is hosted in West Europe", "claimflow-portal runs in North Europe", "claimflow-portal", true},
		{"fleet tracker polls truck positions every 15 seconds", "fleet-tracker polls truck positions every 60 seconds", "fleet-tracker", true},
		{"claimflow-portal: uploaded documents go to cool tier after 30 days", "claimflow-portal: uploaded documents go to cool tier after 90 days", "claimflow-portal", true},
		{"claimflow-portal is hosted in West Europe", "claimflow-portal servers run in North Europe", "claimflow-portal", true},
		{"recipe-box is deployed to AWS", "the recipe-box containers run on GCP", "recipe-box", true},
		{"meter-hub ships every Tuesday", "meter-hub builds go out every Friday", "meter-hub", true},
		{"billing-api is maintained by Dana", "the billing-api code owner is Eli", "billing-api", true},
	})
}
