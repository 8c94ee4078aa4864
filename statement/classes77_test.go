package statement

import "testing"

// classes77 are conflict pairs of categorical values in prose that
// exclude each other, each class with its look-alikes.
var classes77 = []conflictCase{
	// One slot: one thing given two names beside the same noun of
	// an attribute it has one value of at a time ("DEFLATE compression", "LZW
	// compression"; "Manifest V2", "Manifest V3"), the name before the noun or
	// after it; two things each with a name of their own,
	// a move from one name to the other, a name and a level of it, a name
	// refined by a version and a name denied do not.
	{"Output tiles are written as COG with DEFLATE compression.", "we write all output tiles with LZW compression", true},
	{"in prod libcluster runs the Gossip strategy", "libcluster uses the Kubernetes.DNS strategy to find nodes", true},
	{"the browser extension targets Manifest V2", "the extension is built for Manifest V3", true},
	{"Kafka topics use zstd compression", "our Kafka topics are compressed with Snappy compression", true},
	{"the orders database uses collation utf8mb4_general_ci", "orders tables are created with the utf8mb4_unicode_ci collation", true}, // the name after the noun
	{"the recorder saves audio with the Opus codec", "audio from the recorder uses the AAC codec", true},
	{"Parquet files use ZSTD compression", "API responses use gzip compression", false},              // two things
	{"Kafka topics use zstd compression", "Kafka topics use zstd compression level 3", false},        // a level of the same name
	{"the browser extension targets Manifest V3", "the extension is built for Manifest V3.1", false}, // a version refines
	{"tiles use LZW compression", "we don't use DEFLATE compression for tiles", false},               // a name denied
	{"the recorder saves audio with the Opus codec", "the player decodes video with the AV1 codec", false},
	{"Kafka topics use zstd compression", "zstd compression cuts the disk Kafka topics need", false}, // the same name
	// Sharing and case: one thing all its holders share against one each,
	// and a string matched whatever its case against one that must match it
	// exactly; two things held, holders in two environments apart, and two
	// strings do not.
	{"All environments share one AWS account, separated by tags.", "prod and staging live in separate AWS accounts", true},
	{"We use a single Redis instance for cache and queues", "cache and queues run on separate Redis instances", true},
	{"the API and the worker share one Docker image", "the worker is built as a separate image", true},
	{"frontend and backend share a repo", "the frontend lives in its own repo", true},
	{"staging and dev share one database", "prod runs on a dedicated database", false},    // two environments
	{"staging uses one shared Postgres", "prod has a dedicated Postgres", false},          // two environments
	{"services share one Postgres cluster", "each service has its own database", false},   // two things held
	{"each team has its own Slack channel", "all teams share one GitHub org", false},      // two things held
	{"Discount codes are case-insensitive.", "promo codes must match case exactly", true}, // case matched or not
	{"coupon lookups ignore case", "Coupon codes are case sensitive", true},
	{"usernames are case-insensitive", "passwords are case-sensitive", false},            // two strings
	{"Discount codes are case-insensitive.", "discount code lookups ignore case", false}, // one side
	// A part against all: a thing restricted to a part of a kind, the kind's
	// noun narrowed beside "only", against the thing given to every member of
	// the kind; the part itself quantified, another thing given to all, a
	// kind restricted by its noun alone and the kind said by another noun do
	// not.
	{"The cookie consent banner is shown to EU visitors only.", "every visitor worldwide gets the consent banner", true},
	{"The beta dashboard is visible to enterprise customers only", "all customers can open the beta dashboard", true},
	{"the discount applies to annual plans only", "the discount applies to all plans", true},
	{"the export button is shown to only admin users", "the export button is shown to every user", true},
	{"The cookie consent banner is shown to EU visitors only.", "every EU visitor gets the consent banner", false}, // the part itself
	{"The cookie consent banner is shown to EU visitors only.", "every visitor gets a session cookie", false},      // another thing
	{"Deploys go out on Tuesdays only.", "every Tuesday we deploy", false},                                         // a kind alone
	{"Admin pages are shown to staff only", "every visitor sees the landing page", false},                          // another kind
}

func TestClasses77(t *testing.T) { checkConflictsPaired(t, classes77) }

// TestSlotOfTheProject: a claim whose thing is named by the project's own
// name ("tabgrab") is of the project's thing, as one that names it by its
// kind ("the extension") is; another project's name is another thing.
func TestSlotOfTheProject(t *testing.T) {
	checkConflictsInProject(t, []projectCase{
		{"The extension is still Manifest V2.", "tabgrab ships as Manifest V3", "tabgrab-ext", true},
		{"The extension is still Manifest V2.", "tabgrab ships as Manifest V3", "clipsy-ext", false},
	})
}
