package statement

import "testing"

// TestAddressOfValue: the file or the piece of code an amount is written
// in ("in android/build.gradle", "rejected by `UploadValidator.check`")
// says where the value lives, not another thing it is of, so it clashes
// with the same setting's amount said in prose. The same amount agrees,
// and another setting's amount in a file keeps apart.
func TestAddressOfValue(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"the iOS deployment target is 15", "`IPHONEOS_DEPLOYMENT_TARGET = 16.0` in project.pbxproj", true},
		{"max upload size is 10MB", "uploads over 25MB are rejected by `UploadValidator.check`", true},
		{"page size is 50 rows", "page size 100 in web/src/config.ts", true},
		{"the worker pool has 8 threads", "`WORKER_THREADS = 16` in deploy/values.yaml", true},
		// agreements and look-alikes
		{"the iOS deployment target is 16", "`IPHONEOS_DEPLOYMENT_TARGET = 16` in project.pbxproj", false},
		{"page size is 50 rows", "the export batch size is 500 in jobs/export.py", false},
		{"max upload size is 10MB", "avatars are resized to 256px in `AvatarService.resize`", false},
	})
}

// TestResultClause: a clause opened by "so" and a subject of its own says
// what the claim brings about ("so it stops clashing with the ETL", "so
// reviewers can open them"): its words and its denials are none of the
// claim's, which is read without them. "so far" opens no clause.
func TestResultClause(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"The nightly backup runs at 01:00.", "we moved the nightly backup to 03:00 so it stops clashing with the ETL", true},
		{"preview deploys are public so reviewers can open them without logging in", "preview deploys must be private behind SSO", true},
		{"the billing export runs at 06:00 UTC so the finance team has it by morning", "the billing export runs at 02:00 UTC", true},
		// agreements and look-alikes
		{"the split is per customer so no customer leaks between train and test", "Dataset: 12k labelled tickets, split 80/10/10 by customer.", false},
		{"the split is per customer so no customer leaks between train and test", "Tickets are labelled in Label Studio, 2 annotators, each ticket labelled twice.", false},
		{"the billing export runs at 06:00 UTC so the finance team has it by morning", "the billing export runs at 06:00 UTC", false},
		{"so far the cache holds 2 GB", "the cache holds 2 GB", false},
	})
}

// TestCountUnitsShort: a count's unit written short ("4000 chars", "500
// txns") is the unit spelled out, so the two wordings are of one limit;
// the same count agrees.
func TestCountUnitsShort(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"max message length 4000 chars", "messages over 2000 characters are rejected", true},
		{"commit subject lines are capped at 72 chars", "commit subject lines may be up to 50 characters", true},
		{"each ledger batch holds 500 txns", "each ledger batch holds 200 transactions", true},
		// agreements
		{"usernames allow up to 32 characters", "usernames: max 32 chars", false},
		{"each ledger batch holds 500 txns", "each ledger batch holds 500 transactions", false},
	})
}

// TestVersionOfHeadTool: a version set by a key ("cluster_version") is the
// version of the tool another claim's subject ends in ("staging cluster:
// GKE 1.27"), so two versions clash and one agrees; an owner's amount
// against its tool's other amount keeps apart.
func TestVersionOfHeadTool(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"staging cluster: GKE 1.27", "`cluster_version = \"1.29\"` in the staging cluster module", true},
		{"eu cluster: AKS 1.28", "`kubernetes_version = \"1.30\"` in the eu cluster module", true},
		{"the prod cluster: EKS 1.28", "prod cluster version is 1.30 since the upgrade", true},
		// agreements and look-alikes
		{"staging cluster: GKE 1.29", "`cluster_version = \"1.29\"` in the staging cluster module", false},
		{"billing-api's Redis listens on port 6380", "billing api listens on port 8080", false},
	})
}

// TestBareNumberRuledOut: a bare number a list rules out ("1 no match")
// is of the list's thing, so it clashes with no other thing's number that
// begins alike, and no tool, time or other thing's version that reads
// as that number; a number ruled out of one thing, and a tool ruled out,
// still clash.
func TestBareNumberRuledOut(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"exit statuses like diff: 0 same, 1 no difference found, 2 trouble", "MSRV is 1.75.", false},
		{"HTTP retries: 0 for POST, 3 no more for GET", "the minimum Go version is 3.1", false},
		{"exit statuses like diff: 0 same, 1 no difference found, 2 trouble", "the Python floor is 1.5", false},
		// the same number in another sense: a tool, a time, another
		// thing's version, a version named in a word
		{"an entry whose legs don't net to zero is rejected", "Celery handles async tasks", false},
		{"the lint budget is zero warnings, not one", "we deploy with Helm", false},
		{"don't return 200 for errors", "nightly ETL starts at 02:00 UTC", false},
		{"no, the deploy window opens at 9, not 10", "the nightly job runs at 10:00", false},
		{"That's wrong - OT is time and a half, not 2x.", "auth uses OAuth2", false},
		{"the pager rota is weekly, never 3 people at once", "we target HTTP/3 for the edge", false},
		{"BSW stack is AUTOSAR Classic R20-11 since the supplier upgrade; 4.3 configs are no longer maintained", "Released tariff engine 4.3 with the DST fix.", false},
		{"WCAG 2.2 AA now; 2.1 isn't enough", "Training runs use PyTorch 2.1, pinned.", false},
		// still clashes
		{"the api pool is 20 connections, not 10", "the api pool is 10 connections", true},
		{"exports moved to schema v2, v1 is retired", "Exports use schema v1.", true},
		{"the worker count should be 4, not 2", "the worker count is 2", true},
		{"error tracking is Sentry, not Rollbar", "we use Rollbar for error tracking", true},
	})
}
