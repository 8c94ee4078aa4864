package statement

import "testing"

// TestHeadClippedOrJoined: one subject headed by a clipped word and by the
// word in full ("temps", "temperatures"), or by a compound spaced and
// written solid ("game server", "gameservers"), is one subject, and two
// values of it clash; a clipped word that is a word of its own, a
// compound's parts that head nothing, two things of related names and the
// same value said twice stay apart.
func TestHeadClippedOrJoined(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		// a head clipped and in full
		{"temps in the warehouse tables are Celsius", "Temperatures are stored in Kelvin in the warehouse.", true},
		{"the repo default branch is main", "the repository default branch is master", true},
		{"calc precision is 2 decimals", "calculation precision is 4 decimals", true},
		{"the admin panel is served on port 8080", "administration panel is served on port 9090", true},
		{"perf budget for the checkout is 200 ms", "performance budget for the checkout is 500 ms", true},
		// compounds heading both subjects
		{"game server tick rate is 64", "gameservers tick rate is 128", true},
		{"The home page cache TTL is 60 seconds", "homepage cache TTL is 5 minutes", true},
		{"game server runs at 64 tick", "gameservers run at 128 tick", true},
		{"the back end is written in Go", "backend is written in Rust", true},
		{"pre-commit runs ruff", "precommit runs black", true},
		{"the anti-virus is ClamAV", "antivirus is Sophos", true},
		{"pseudo-localization runs on staging", "pseudolocalization is off everywhere", true},
		{"anti-cheat runs on the server", "the anticheat runs on the client", true},
		// must not: the same value twice, a word of its own, two things
		{"temps in the warehouse tables are Celsius", "Temperatures are stored in Celsius in the warehouse.", false},
		{"ferment tanks are 500 L", "fermentation tanks are 1000 L", false},
		{"the temp dir is /tmp", "the temperature sensor is a DS18B20", false},
		{"game server tick rate is 64", "game servers tick rate is 64", false},
		{"The api gateway runs on Kong", "apigateway is written in Go", false},
		{"the back end is written in Go", "backend is written in Go", false},
		{"the anti-virus is ClamAV", "antivirus is ClamAV", false},
		{"the admin panel is served on port 8080", "the admin panel is served on port 8080 behind nginx", false},
		{"the stats page refreshes every 5 minutes", "the status page refreshes hourly", false},
		{"TypeScript runs in strict mode", "StrictMode is on in dev only", false},
		{"the store locator page cache TTL is 5 minutes", "the storefront page cache TTL is 60 seconds", false},
	})
}
