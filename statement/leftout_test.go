package statement

import "testing"

// conflictsOfLeftOut: what a claim leaves out after it (", never tabs", an
// amount in parentheses after ", not tabs") is ruled out of the claim, no
// denial of it and no member of the list ruled out; an act after "never",
// or a parenthesis of words, is left as it was.
var conflictsOfLeftOut = []conflictCase{
	// a thing after ", never" is left out, as after ", not"
	{"Python files use 4 spaces, not tabs.", "python: 4 spaces, never tabs", false},
	{"Python files use tabs.", "python: 4 spaces, never tabs", true},
	{"The firmware is indented with 4 spaces, never tabs.", "The firmware is indented with tabs.", true},
	{"Squash PRs into main, never merge commits", "PRs are merged with merge commits", true},
	// an amount in parentheses states it, whatever the list before
	{"The firmware is indented with 4 spaces, never tabs.", "fw: spaces not tabs (4)", false},
	{"Python files use 4 spaces, not tabs.", "python: spaces, never tabs (4 wide)", false},
	// must not: a parenthesis of words stays in the clause it scopes, and
	// one that goes on with the list ("(or Zig)") rules it out too
	{"The billing service is on Node 18.", "The runtime is Node 22 (docs site only).", false},
	{"The service is written in Go, not Rust (or Zig).", "The service is written in Zig.", true},
	{"tag releases without the v prefix (1.2.3)", "Release tags look like v1.2.3.", true},
}

func TestConflictsOfLeftOut(t *testing.T) { checkConflicts(t, conflictsOfLeftOut) }

// TestLeftOutWords: "never" before bare things leaves them out of the
// claim; before an act, an adverb or a preposition it still denies.
func TestLeftOutWords(t *testing.T) {
	negated := map[string]bool{
		"python: 4 spaces, never tabs":               false,
		"we squash PRs, never merge commits":         false,
		"deploy from CI, never manually":             true,
		"deploys run on Tuesdays, never on weekends": true,
		"never use tabs":                             true,
	}
	for text, want := range negated {
		if got := ClaimOf(text).Negated; got != want {
			t.Errorf("ClaimOf(%q).Negated = %v, want %v", text, got, want)
		}
	}
}

// TestAmountAside: an amount in parentheses ends the clause before it; words
// in parentheses do not.
func TestAmountAside(t *testing.T) {
	for raw, want := range map[string]bool{"(4)": true, "(4": true, "(120)": true, "(docs": false, "(or": false, "4)": false, "(": false, "(1.2.3)": false, "(v2)": false, "(4x)": false} {
		if got := amountAside(raw); got != want {
			t.Errorf("amountAside(%q) = %v, want %v", raw, got, want)
		}
	}
}

// conflictsOfTextLength: a count of characters is a length of text, so a
// config key of the length and the count in words are one setting; a count
// of one kind of character ("2 digits", "2 special characters") is none.
var conflictsOfTextLength = []conflictCase{
	{"PASSWORD_MIN_LENGTH=12", "passwords must be at least 8 characters", true},
	{"PASSWORD_MIN_LENGTH=12", "passwords must be at least twelve characters", false},
	{"The SMS body is capped at 160 chars.", "SMS_MAX_LENGTH=140", true},
	// must not: a count of one kind among the characters, another rate
	{"PASSWORD_MIN_LENGTH=12", "passwords must include at least 2 digits", false},
	{"PASSWORD_MIN_LENGTH=12", "passwords need 2 special characters", false},
	{"The SMS body is capped at 160 chars.", "SMS sends are capped at 100 per minute", false},
}

func TestConflictsOfTextLength(t *testing.T) { checkConflicts(t, conflictsOfTextLength) }
