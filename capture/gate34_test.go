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
