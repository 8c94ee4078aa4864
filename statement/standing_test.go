package statement

import "testing"

// TestRuleSinceNow: a closing "now" on a rule about every thing of a kind,
// or on a requirement, dates the rule's start; on how things stand or
// turned out, or on what one thing needs, it is the moment.
func TestRuleSinceNow(t *testing.T) {
	for _, tt := range []struct {
		text string
		want Time
	}{
		{"every endpoint has a rate limit now", TimeStanding},
		{"all services log JSON now", TimeStanding},
		{"the App Store requires a privacy manifest now", TimeStanding},
		{"that's why each job has a timeout now", TimeStanding},
		// near misses
		{"every test passes now", TimeMoment},
		{"all pods are healthy now", TimeMoment},
		{"the db needs a vacuum now", TimeMoment},
		{"it works now", TimeMoment},
	} {
		if got := Parse(tt.text).Time; got != tt.want {
			t.Errorf("Parse(%q).Time = %d, want %d", tt.text, got, tt.want)
		}
	}
}

// TestDependsOnAThing: "it depends on" a thing states how it works; "it
// depends" on circumstances, or on whether, leaves the answer open.
func TestDependsOnAThing(t *testing.T) {
	for _, tt := range []struct {
		text   string
		hedged bool
	}{
		{"the flaky test is known, it depends on the system clock", false},
		{"it depends on Redis for the locks", false},
		{"the report job is slow, it depends on the warehouse export", false},
		// near misses
		{"it depends", true},
		{"it depends on whether legal signs off", true},
		{"it depends on the situation", true},
		{"it depends on the load", true},
	} {
		if got := Parse(tt.text).Modality == Hedged; got != tt.hedged {
			t.Errorf("Parse(%q) hedged = %v, want %v", tt.text, got, tt.hedged)
		}
	}
}

// TestPronounForAKind: an "it" that stands for a thing of a kind the clause
// just named ("if a change gets bigger I split it") points at nothing in
// view, so a preference around it stays a preference; one that points at
// what is in front of the speaker makes it a reaction.
func TestPronounForAKind(t *testing.T) {
	for _, tt := range []struct {
		text       string
		preference bool
	}{
		{"I prefer small PRs; if a change gets bigger I split it into stacked PRs.", true},
		{"I prefer rebasing, when a branch falls behind I rebase it on main", true},
		{"I'd rather squash, whenever a PR has fixup commits I squash it", true},
		// near misses
		{"I'd prefer to wait before merging this", false},
		{"I'd rather you revert it", false},
	} {
		if got := Parse(tt.text).Preference; got != tt.preference {
			t.Errorf("Parse(%q).Preference = %v, want %v", tt.text, got, tt.preference)
		}
	}
}

// TestFragment: a clause that names things and no action (no verb, a word
// the verb lists lack read as one, a word before a version no command
// takes) is a fragment; a known verb, or one that takes a version, commands.
func TestFragment(t *testing.T) {
	for _, tt := range []struct {
		text string
		want bool
	}{
		{"Redis 7 in prod", true},
		{"calver for the mobile app", true},
		{"Go 1.23", true},
		// near misses
		{"deploy to staging", false},
		{"pin 1.23 in the lockfile", false},
		{"go to the dashboard", false},
	} {
		st := Parse(tt.text)
		if got := st.Clauses[0].Fragment(); got != tt.want {
			t.Errorf("Parse(%q).Clauses[0].Fragment() = %v, want %v", tt.text, got, tt.want)
		}
	}
}
