package statement

import "testing"

// actsByMachineAndByHand: one act on one thing in one environment said
// done by a machine or by one actor alone, and by hand; two steps of one
// act by two actors, another environment, an exception that fits, another
// thing and another act do not clash.
var actsByMachineAndByHand = []conflictCase{
	{"only the release pipeline publishes the sdk package", "publishing the sdk package is manual: bump the version and run npm publish", true},
	{"merges to main auto-publish the docs site", "docs site releases are done by hand from a laptop", false}, // another act (publish, release)
	{"merges to main auto-publish the docs site", "publishing of the docs site is manual", true},
	{"only Vault rotates the db credentials", "rotate the db credentials yourself every quarter", true},
	{"only the ops bot may approve production changes", "approving production changes is manual in the change board", true},
	{"only Flyway migrates the billing schema in prod", "prod migrations of the billing schema are run manually with psql", true},
	{"CI builds the image automatically", "ops deploys the image manually", false},                                       // two steps, two actors
	{"only CI deploys the api to staging", "prod deploys of the api are done by hand", false},                            // another env
	{"staging auto-deploys the api", "prod deploys of the api are manual", false},                                        // staging vs prod
	{"main auto-deploys the api to prod, except hotfixes which are manual", "prod deploys of the api are manual", false}, // an exception that fits
	{"merging auto-deploys the api to prod", "prod deploys of the admin app are manual", false},                          // another thing
	{"only prod deploys need a manual approval", "staging deploys of the api are manual", false},                         // "only" of an env
	{"nightly backups of the orders db auto-push to S3", "push the orders db backups yourself", false},                   // object after the act differs
	{"only CI deploys the api to prod", "rollbacks of the api in prod are manual", false},                                // another act
	{"only release-bot may push tags", "push your branch yourself before opening a PR", false},                           // another thing
	{"merging auto-deploys the api to prod", "if CI is down, deploy the api to prod by hand", false},                     // a fallback that fits
	{"backups of the orders db are taken manually", "backups run automatically every night", false},                      // no object said after the act
	{"every PR gets a review app automatically", "review apps are only spun up when someone adds the deploy label", true},
	{"each tenant gets its own database automatically", "tenant databases are provisioned manually by the DBA team", true},
	{"every PR gets a review app automatically", "review apps are torn down manually after merge", false},              // another act on it
	{"every PR gets a review app automatically", "the staging app is only created when someone runs terraform", false}, // another thing
	{"every PR gets a review app automatically", "review apps are only rebuilt when a reviewer asks", false},           // another act on it
	{"only CI deploys the api to prod", "the api was deployed to prod manually last night", false},                     // a one-off event
}

func TestActsByMachineAndByHand(t *testing.T) { checkConflictsPaired(t, actsByMachineAndByHand) }
