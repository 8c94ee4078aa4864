package statement

import "testing"

// A subject named by its kind in one memory and by its tool in the other
// is one subject (contra96); two tools of one kind, two kinds, or a part
// of a thing named by its kind stay apart.
func TestKindNamedSubject(t *testing.T) {
	cases := []struct {
		a, b string
		want bool
	}{
		// the kind's noun against the one tool of it
		{"the primary database is in us-east-1", "the primary RDS instance is in us-west-2", true},
		{"the message queue retains messages for 7 days", "RabbitMQ retains messages for 3 days", true},
		{"the cache runs on port 6379", "Redis runs on port 6380", true},
		{"the message broker listens on port 9092", "Kafka listens on port 9093", true},
		{"the search engine runs on port 9200", "OpenSearch runs on port 9300", true},
		// who is paged, by the rotation, the pager or the verb
		{"on-call for the billing API is the payments team", "billing API pages go to the platform team", true},
		{"the checkout pager goes to Ana", "checkout on-call is Ben this quarter", true},
		{"the storage on-call rotation is the infra team", "storage paging goes to the SRE team", true},
		{"on-call for the billing API is the payments team", "the billing API is written in Go", false},
		{"checkout on-call is Ben this quarter", "search on-call is Ana", false},
		{"the checkout pager goes to Ana", "checkout alerts go to the #checkout Slack channel", false},
		{"On-call for the ledger is the Core Banking rotation in Opsgenie.", "ledger pages go to the core-banking OG schedule", false},
		{"search on-call is the discovery team", "search pages go to the discovery rotation", false},
		// look-alikes: two kinds, two tools of one kind, a part named by its kind, two tools side by side
		{"the database runs on port 5432", "Redis runs on port 6379", false},
		{"the Postgres database runs on port 5432", "MySQL runs on port 3306", false},
		{"vpn-gateway admin UI is on 8443/tcp, internal only", "WireGuard listens on 443/udp", false},
		{"Sentry keeps events for 90 days", "Loki keeps logs for 30 days", false},
		{"errors go to Sentry", "logs go to Loki", false},
		{"the cache runs on port 6379", "Kafka runs on port 9092", false},
	}
	for _, c := range cases {
		a, b := ClaimOf(c.a), ClaimOf(c.b)
		if got := Conflict(a, b) || Conflict(b, a); got != c.want {
			t.Errorf("Conflict(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
		if c.want && len(Candidates([]Claim{a, b})) == 0 {
			t.Errorf("Candidates left out %q / %q", c.a, c.b)
		}
	}
}

// kindNamedAs reads a kind's noun and the one tool of it as one word, and
// only then.
func TestKindNamedAs(t *testing.T) {
	cases := []struct {
		a, b []string
		same bool
	}{
		{[]string{"primari", "databas"}, []string{"primari", "rds"}, true},
		{[]string{"cach"}, []string{"redi"}, true},
		{[]string{"databas"}, []string{"redi"}, false},
		{[]string{"postgr", "databas"}, []string{"mysql"}, false},
		{[]string{"cach"}, []string{"redi", "memcach"}, false},
	}
	for _, c := range cases {
		a, b := kindNamedAs(c.a, c.b)
		if got := nested(a, b); got != c.same {
			t.Errorf("kindNamedAs(%q, %q) = %q, %q: nested %v, want %v", c.a, c.b, a, b, got, c.same)
		}
	}
}
