package capture

import "strings"

// ruleIronic rejects a sentence its writer marks as not meant.
const ruleIronic = "ironic"

// ironic: a sentence marked as sarcasm by an eye-roll, an upside-down or
// an unamused face, or a closing "/s" ("yeah sure, let's rewrite it in
// Rust, that'll fix everything 🙄", "another 400-line answer, just what I
// needed 🙃") means the opposite of what it says: its claim, decision or
// rule is none. Only the marked sentence is out; what the turn says after
// it ("seriously though: keep answers short") is judged as said.
func ironic(text string) bool {
	t := strings.TrimSpace(text)
	return strings.ContainsAny(t, ironyMarks) || strings.HasSuffix(t, " /s")
}

// ironyMarks are the faces chat uses to say "I don't mean it": 🙄 (eye
// roll), 🙃 (upside-down), 😒 (unamused), 😑 (expressionless).
const ironyMarks = "🙄🙃😒😑"
