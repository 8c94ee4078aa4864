package statement

import "testing"

// classes79 are conflict pairs of one subject or attribute named in two
// forms on the two sides, each class with its look-alikes: names that
// share a part but are two things stay two.
var classes79 = []conflictCase{
	// A closed compound written hyphenated on one side and solid on the
	// other, its last part a particle ("check-out", "checkout"): one noun.
	// A compound with another particle or another first part ("check-in",
	// "checkout"; "sign-up", "sign-in"; "rollout", "rollback") is another
	// thing, and so are other subjects that share the word.
	{"Check-out time is 11:00.", "standard checkout is at noon", true},
	{"Hotel check-in opens at 15:00.", "checkin time is 14:00", true},
	{"the nightly roll-out window starts at 02:00", "the nightly rollout window starts at 04:00", true},
	{"The sign-up form has 6 fields.", "the signup form has 4 fields", true},
	{"the login timeout is 30 seconds", "the log-in timeout is 2 minutes", true},
	{"Check-in time is 15:00.", "Checkout time is 11:00.", false},                                 // another particle
	{"the sign-up form has 6 fields", "the sign-in form has 2 fields", false},                     // another particle
	{"the nightly roll-out window starts at 02:00", "the rollback window starts at 04:00", false}, // another first part
	{"the login timeout is 30 seconds", "the logout timeout is 5 seconds", false},
	{"Check-out time is 11:00.", "the checkout service runs 3 replicas", false}, // other subjects sharing the word
	{"Check-out time is 11:00.", "the checkout page loads in 2 seconds", false},
	{"Check-out time is 11:00.", "the breakfast buffet opens at 07:00", false},
	{"the signup form has 4 fields", "the signup emails go out at 09:00", false},
}

func TestClasses79(t *testing.T) { checkConflictsPaired(t, classes79) }

// classes79Short are pairs of one thing said by its short form on one
// side and its long form on the other ("CI", "continuous integration";
// "SSO", "single sign-on"; "DWH", "data warehouse"), with look-alikes: a
// long form that shares a word is another thing ("continuous delivery",
// "data lake"), and other subjects that say the short form stay apart.
var classes79Short = []conflictCase{
	{"CI jobs time out after 45 minutes", "continuous integration jobs get killed after 60 min", true},
	{"SSO is SAML-only for now", "single sign-on is OIDC only", true},
	{"Single-sign-on goes through Okta.", "our SSO provider is Auth0", true},
	{"the DWH is BigQuery", "our data warehouse is Snowflake", true},
	{"El DWH es BigQuery.", "the data warehouse is Snowflake", true},
	{"CI pipeline timeout is 45 minutes", "continuous delivery jobs get killed after 60 min", false}, // another long form
	{"the DWH is BigQuery", "our data lake is on S3", false},
	{"SSO is SAML-only for now", "single sign-out is not supported", false},
	{"CI pipeline timeout is 45 minutes", "the deploy pipeline timeout is 20 minutes", false}, // other subjects
	{"CI pipeline timeout is 45 minutes", "integration tests time out after 10 minutes", false},
	{"the DWH is BigQuery", "the warehouse app runs on Heroku", false},
	{"SSO is SAML-only for now", "the sign-on page is served by Next.js", false},
}

func TestClasses79Short(t *testing.T) { checkConflictsPaired(t, classes79Short) }

// classes79Service are pairs of one service named by its name glued to
// its head noun as a repo or a binary names it ("authsvc", "AuthService")
// and by its name in another form ("auth-service", "the auth service",
// "Auth"), with look-alikes: a name that shares a part ("authz", "auth-db",
// "user-service-worker") is another thing, "microservice" names a kind,
// and other subjects that share the head stay apart.
var classes79Service = []conflictCase{
	{"authsvc runs 3 replicas", "auth-service runs 5 replicas", true},
	{"AuthService runs 3 replicas", "auth_svc runs 5 replicas", true},
	{"authsvc is deployed in us-east-1", "Auth runs in eu-west-1", true},
	{"searchsvc listens on port 8080", "the search service listens on port 9090", true},
	{"PaymentService ist in Go geschrieben", "the payments service is written in Rust", true},
	{"authzsvc runs 3 replicas", "auth-service runs 5 replicas", false}, // authz, not auth
	{"authsvc runs 3 replicas", "auth-db runs 5 replicas", false},       // another part
	{"usersvc runs 3 replicas", "user-api runs 5 replicas", false},
	{"each microservice runs 3 replicas", "the notification service runs 5 replicas", false}, // a kind
	{"authsvc runs 3 replicas", "the billing service runs 5 replicas", false},                // other subjects
	{"authsvc listens on port 8080", "the search service listens on port 9090", false},
	{"authsvc is deployed in us-east-1", "the authz service is deployed in eu-west-1", false},
	{"authsvc runs 3 replicas", "the auth-api runs 5 replicas", false},
}

func TestClasses79Service(t *testing.T) { checkConflictsPaired(t, classes79Service) }

// classes79Keys are pairs of one setting said by a dotted key whose parts
// are kebab-case, as Spring Boot writes them, and in words, with
// look-alikes: a key of another setting of the same pool, a key only
// mentioned and other subjects with a pool of their own stay apart.
var classes79Keys = []conflictCase{
	{"Hikari max pool size is 30", "spring.datasource.hikari.maximum-pool-size: 10", true},
	{"spring.datasource.hikari.maximum-pool-size=20", "the Hikari maximum pool size is 50", true},
	{"management.server.port=9090", "the management server port is 8081", true},
	{"Hikari max pool size is 30", "spring.datasource.hikari.minimum-idle: 10", false}, // another setting of the pool
	{"Hikari max pool size is 30", "spring.datasource.hikari.connection-timeout=20000", false},
	{"spring.datasource.hikari.maximum-pool-size=20", "the Celery worker pool size is 8", false}, // other subjects
	{"spring.datasource.hikari.maximum-pool-size=20", "the thread pool size of the importer is 16", false},
	{"spring.datasource.hikari.maximum-pool-size=20", "Redis max connections is 100", false},
	{"management.server.port=9090", "the API server listens on port 8080", false},
}

func TestClasses79Keys(t *testing.T) { checkConflictsPaired(t, classes79Keys) }

// classes79Settings are pairs of one setting named by a key on one side
// and by its attribute's other name on the other ("DEBUG_UART_BAUD",
// "the debug UART baud rate"; "accumulate_grad_batches", "gradient
// accumulation steps"), with look-alikes: the setting of another part,
// another setting of the trainer and other subjects stay apart.
var classes79Settings = []conflictCase{
	{"the console UART baud rate is 115200", "CONSOLE_UART_BAUD=57600", true},
	{"the modem serial port runs at 9600 baud", "modem serial baud rate: 19200", true},
	{"gradient_accumulation_steps: 16", "the ranker accumulates gradients over 4 batches", true},
	{"Gradient accumulation is 4 steps for the ranker", "ranker: accumulate_grad_batches=8", true},
	{"accumulate_grad_batches: 8", "grad accumulation steps = 4", true},
	{"the GPS UART runs at 9600 baud", "the debug UART baud rate is 115200", false}, // another part
	{"accumulate_grad_batches: 8", "the eval batch size is 4", false},               // another setting
	{"gradient_accumulation_steps: 16", "warmup steps: 500", false},
	{"grad accumulation steps = 4", "max steps = 10000", false},
	{"the console UART baud rate is 115200", "the CAN bus bitrate is 500000", false}, // other subjects
	{"CONSOLE_UART_BAUD=57600", "the console history keeps 1000 lines", false},
}

func TestClasses79Settings(t *testing.T) { checkConflictsPaired(t, classes79Settings) }
