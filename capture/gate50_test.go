package capture

import "testing"

// TestGate50DatedShift (gate50): a change told with the calendar day it
// happened on keeps the "now" beside it from making it a moment's state,
// in English and Spanish. Near misses: a state of this minute with no
// dated change, and a dated past beside a state still going on.
func TestGate50DatedShift(t *testing.T) {
	checkLines(t, `
		store | We shut down the old Jenkins server on March 3rd; builds run on GitHub Actions now.
		store | the staging cluster was decommissioned on 2024-11-02, everything lives in prod-eu now.
		store | El API v1 se dio de baja el 2024-05-01; todos los clientes usan la v2 ahora.
		store | the v1 webhook format was retired on 1 April; all partners send v2 now.
		reject | the staging cluster is down right now, everyone is on prod.
		reject | the staging cluster was down on March 3rd and is still flaky now.
	`)
}

// TestGate50OnceMore (gate50): a command to do a thing one more time asks
// for one more run in this session, whatever "before we ..." follows.
// Near misses: a word for every time, and a plain "before we push" rule.
func TestGate50OnceMore(t *testing.T) {
	checkLines(t, `
		reject | run the linter one more time before we push
		reject | check the logs once more before we deploy
		reject | please rebuild the docker image one last time before the demo
		reject | lance les tests encore une fois avant le merge.
		feedback | always run the linter once more before pushing.
		store | run tests before we push.
	`)
}
