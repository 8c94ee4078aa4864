package statement

import "testing"

// classes78 are a standing rule against its reversal over time: one side
// holds a restriction, requirement, ban or freeze, the other says that
// very rule holds no more ("lifted", "dropped", "gone", "waived", "no
// longer applies", "there's no ... step"), naming it by its content and a
// noun of its kind. Each true case has its look-alikes: the rule lifted
// for one scope or for a while, a rule of other content sharing words, two
// events, an agreement in other words, a plan, and statements of other
// subjects sharing the rule's words or shape.
var classes78 = []conflictCase{
	// the rule named by its content and its kind's noun
	{"Only senior nurses can sign off a medication override.", "the seniority check on medication overrides was dropped, any nurse signs them off now", true},
	{"Vendors must be onboarded at least 30 days before their first invoice.", "vendors can be onboarded right away now, the 30 day rule is gone", true},
	{"No releases during the quarter-end freeze.", "quarter-end release freeze lifted for good", true},
	{"Every PR needs a design review before merging.", "there's no design review step anymore", true},
	{"Only admins can export reports.", "the admin restriction on exporting reports was removed", true},
	{"Pushing to main is banned on release days.", "the release-day push ban has been scrapped", true},
	// a thing's role as a rule ended
	{"Releases ship only when p95 latency stays under 300 ms; error rate no longer used as a gate", "release gate: error rate must stay below 1%", true},
	{"error rate is not a release gate", "error rate no longer used as a gate", false},
	{"error rate no longer used as a gate", "the error rate dashboard lives in Grafana", false},
	// the rule lifted named by its kind alone, beside the act it forbade
	{"releases: weekends off", "we release on any day including weekends, the freeze rule was dropped", true},
	// one scope or a while: the rule stands
	{"No releases during the quarter-end freeze.", "quarter-end release freeze lifted for the hotfix", false},
	{"No releases during the quarter-end freeze.", "quarter-end release freeze lifted until Monday", false},
	{"Pushing to main is banned on release days.", "the release-day push ban is waived for this hotfix only", false},
	{"Only senior nurses can sign off a medication override.", "the seniority check on medication overrides was dropped for the night shift", false},
	// a plan or a question lifts nothing yet
	{"Pushing to main is banned on release days.", "we will lift the release-day push ban soon", false},
	{"Pushing to main is banned on release days.", "has the release-day push ban been lifted?", false},
	// a rule of other content that shares words
	{"No releases during the quarter-end freeze.", "the Friday deploy freeze was lifted", false},
	{"Only admins can export reports.", "the admin restriction on deleting projects was removed", false},
	{"Vendors must be onboarded at least 30 days before their first invoice.", "the 24 hour rule is gone", false},
	// two events, and agreements in other words
	{"the code freeze started after the audit", "the code freeze ended after the release", false},
	{"merges are allowed any day", "no merge freeze", false},
	{"there is no merge freeze", "the merge freeze was lifted", false},
	{"urgent alerts can go out without editor approval", "since v3 editors publish directly, there's no approval step", false},
	{"alerts always need an editor's approval", "since v3 editors publish directly, there's no approval step", true},
	{"Pushing to main is allowed on release days.", "the release-day push ban has been scrapped", false},
	// no rule named: a thing gone, an amount that fell
	{"Only senior nurses can sign off a medication override.", "the seniority check dropped to 2 years of service", false},
	// other subjects that share the rule's words or shape
	{"Only senior nurses can sign off a medication override.", "the spelling check on release notes was dropped", false},
	{"Nightly jobs run on Databricks.", "the freeze rule was dropped", false},
	{"Every PR needs a design review before merging.", "there's no build step, plain JS", false},
	{"Deploys are frozen during the holidays.", "the rate limit rule on the public API was removed", false},
	{"Pushing to main is banned on release days.", "the ban on pushing tags was lifted", false},
	// a practice said as the old one, done otherwise now, against it
	// stated as done; a kind of it, the new practice, the story told
	// again and other subjects of its words do not
	{"We used to deploy by hand, but now the pipeline deploys automatically.", "Deploys are done by hand.", true},
	{"We used to deploy from laptops, but now everything goes through CI.", "we deploy from laptops", true},
	{"the team used to review designs in person; now reviews happen in Figma comments", "Designs are reviewed in person.", true},
	{"We used to deploy by hand, but now the pipeline deploys automatically.", "Hotfixes are deployed by hand.", false},
	{"We used to deploy by hand, but now the pipeline deploys automatically.", "The pipeline deploys automatically.", false},
	{"We used to deploy by hand, but now the pipeline deploys automatically.", "we used to deploy by hand", false},
	{"We used to deploy by hand, but now the pipeline deploys automatically.", "Invoices are signed by hand.", false},
	{"We used to deploy from laptops, but now everything goes through CI.", "laptops are imaged by IT", false},
	{"the team used to review designs in person; now reviews happen in Figma comments", "Nightly jobs run on Databricks.", false},
}

func TestClasses78(t *testing.T) { checkConflictsPaired(t, classes78) }
