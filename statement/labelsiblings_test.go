package statement

import "testing"

// TestLabelAndAddressSiblings: two notes whose labels differ in the
// modifier of one head noun, or whose subjects are two addresses, are of
// two things; the same label or address with two values, or a sentence
// whose verbs differ, still clash.
func TestLabelAndAddressSiblings(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		// label notes: one modifier apart before a shared head
		{"windcast wind forecast horizon 72h", "windcast price forecast horizon 24h", false},
		{"nightly backup window 02:00", "nightly deploy window 14:00", false},
		{"thumbnail cache TTL 300s", "session cache TTL 3600s", false},
		{"upload size limit 10 MB", "avatar size limit 2 MB", false},
		// the same label, a short form of it, or a sentence: still clash
		{"windcast wind forecast horizon 72h", "windcast wind forecast horizon 48h", true},
		{"session cache TTL 300s", "session cache TTL 3600s", true},
		{"prod DB port 5432", "production DB port 6432", true},
		{"Redis runs on port 6379.", "Redis listens on port 6380.", true},
		{"webhook delivery retries 3", "webhook max retries 5", true},
		// two addresses at the head of the subject
		{"orders.v2 has 12 partitions, RF 3.", "payments.v1 has 24 partitions, RF 3", false},
		{"`tsconfig.json`: \"target\": \"ES2022\"", "`tsconfig.node.json`: \"target\": \"ES2020\"", false},
		{"events.clicks has 6 partitions", "audit.logins has 3 partitions", false},
		// one address with two values: still a clash
		{"orders.v2 has 12 partitions", "orders.v2 has 24 partitions", true},
		{"`tsconfig.json`: \"target\": \"ES2022\"", "`tsconfig.json`: \"target\": \"ES2020\"", true},
		{"events.clicks retention is 7 days", "events.clicks retention is 30 days", true},
	} {
		if got := Conflict(ClaimOf(c.a), ClaimOf(c.b)); got != c.want {
			t.Errorf("Conflict(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}
