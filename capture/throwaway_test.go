package capture

import "testing"

// TestGateChatYouAsks: "u" is "you" as chat spells it, so "can u ..." with
// no question mark asks as "can you ..." does; a request, not a fact.
func TestGateChatYouAsks(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"can u bump the timeout in the retry helper", "reject"},
		{"could u rename that struct to OrderLine", "reject"},
		{"can you squash these two commits", "reject"},
		// asked for good, it is still feedback
		{"can u stop adding emojis to the commit messages", "feedback"},
		// near misses: no "can u" question
		{"we flash u-boot over the serial console", "store"},
		{"The API can use either JSON or protobuf.", "store"},
	})
}

// TestGateDroppedDoubt: "dont think i ..." is "I don't think", its "I"
// dropped: the speaker doubts, it forbids nothing.
func TestGateDroppedDoubt(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"dont think we ever enabled gzip on the proxy", "reject"},
		{"don't believe it was the cache, the timings look the same", "reject"},
		// near misses: a prohibition on thinking about a thing, or on
		// assuming, still forbids
		{"don't assume the cache is warm in tests", "feedback"},
		{"Don't use mocks in integration tests.", "feedback"},
	})
}
