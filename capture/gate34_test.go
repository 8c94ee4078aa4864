package capture

import "testing"

// TestCommandAtThatSpot (gate34): after the assistant's turn, a command
// that puts what it asks "there" fixes the one spot just touched, once.
// Near misses: "here" names the project, "everywhere" and "always" make a
// rule, and an alternative ruled out with no place still tells how to work.
func TestCommandAtThatSpot(t *testing.T) {
	checkLines(t, `
		reject | I used datetime.now() for the flight timestamp. || use UTC there instead, that flight departs from Tokyo
		reject | I added the retry loop. || put a jitter in there too
		reject | I stored the amount as a float. || use Decimal there, that column holds money
		feedback | I used requests for the call. || always use httpx there, never requests
		feedback | I used npm to install it. || no, use pnpm here, not npm
		feedback | I used npm to install it. || use pnpm everywhere instead
		feedback | I put the config in config.yaml. || use env vars instead, not config files
	`)
}

// TestChangeDoneWithItsState (gate34): a change done in the present
// perfect, its participle also the bare verb ("cut", "set", "put"), or
// told with the state it left "now", is an event kept. Near misses: an
// obligation still to meet, the speaker's own work in flight, and a
// command after the deed.
func TestChangeDoneWithItsState(t *testing.T) {
	checkLines(t, `
		store | We've just cut over the ticket scanners to the new firmware, all 30 are on 4.1 now.
		store | We have set up a PyPI mirror on the build box.
		store | They've put the staging DB behind the VPN.
		store | We've just moved the billing DB to the new cluster, all reads go there now.
		store | The vendor has swapped the card readers, every store is on the new ones now.
		reject | We have to cut the release tonight.
		reject | I've put a print in there, the logs are noisy now.
		reject | you forgot pod install, run it now
	`)
}
