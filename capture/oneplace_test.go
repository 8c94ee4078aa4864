package capture

import "testing"

// TestOneMorePlace (gate26): after the assistant's turn, a command that
// adds one more place named as one thing ("... in the vendored patch file
// too") extends the one-off just done; a place of a kind, or "always" or
// "every", makes it a rule.
func TestOneMorePlace(t *testing.T) {
	const did = "I converted the indentation in scripts/build.sh to tabs."
	judgeCases(t, []turnCase{
		{did, "ok, and use tabs in the generated lexer file too, just so the diff stays small", "reject"},
		{"I added the license header to main.go.", "and put the header in that script as well", "reject"},
		{did, "ok, and use tabs in all the shell scripts too", "feedback"},
		{did, "ok, and always use tabs in Makefiles too", "feedback"},
		{"I added the license header to main.go.", "and put the header in every script as well", "feedback"},
	})
}

// TestLaughsAtOne (gate26): a laugh, then what one thing in view did once,
// is banter; a laugh before the team's practice, before a dated change, or
// the same claim with no laugh is kept.
func TestLaughsAtOne(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"lol that deploy took 40 minutes", "reject"},
		{"haha the linter flagged this function 14 times, what a mess", "reject"},
		{"haha yes, we deploy on fridays", "store"},
		{"lol we moved that service to Go last year", "store"},
		{"the nightly job rebuilt that index in 40 minutes", "store"},
	})
}

// TestSaidBefore (gate26): a rule with the speaker saying it has said it
// before ("I said this last week", "like I keep saying", "I shouldn't have
// to repeat this") corrects the listener; a saying told once, or of
// something else, does not.
func TestSaidBefore(t *testing.T) {
	judgeCases(t, []turnCase{
		{"", "Migrations never go in the models package, I said this last week.", "feedback"},
		{"", "Use UTC in every timestamp, like I keep saying.", "feedback"},
		{"", "Integer cents for money, I shouldn't have to repeat this.", "feedback"},
		{"", "Feature flags live in LaunchDarkly, I've already mentioned it.", "feedback"},
		{"", "I mentioned it in standup, the payroll cutoff is the 25th.", "not feedback"},
		{"", "I said this would break if we upgraded Node.", "not feedback"},
		{"", "I have to repeat the benchmark on the HPC nodes.", "not feedback"},
	})
}

// TestTallyAndAside (gate26): a tally fronted before "you" ("that's the
// third time you've ...") complains as a fronted "again" does, and a fact
// put in by the way beside a request or a report of the moment is kept;
// a tally of the system failing, and an aside of the moment or a question,
// are not.
func TestTallyAndAside(t *testing.T) {
	judgeCases(t, []turnCase{
		{"", "this is the 4th time you skipped the migration check", "feedback"},
		{"", "for the second time, you pushed to main directly", "feedback"},
		{"", "that's the third time the nightly build failed this week", "not feedback"},
		{"", "I'm fixing the roster export and, by the way, the export runs every night at 02:00 UTC", "store"},
		{"", "I'm fixing the roster export, btw the build is red right now", "reject"},
		{"", "I'm fixing the roster export, btw can you check the logs", "reject"},
	})
}
