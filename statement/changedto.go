package statement

import (
	"slices"
	"strconv"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// changeVerbs are the verbs that say a setting was given a new value:
// "bumped", "raised", "lowered", "tightened", "increased". Each says what
// the setting is now once its value follows "to"; none names an
// attribute of its own, so the claim is the setting's value. An upgrade
// or a drop is read by the rules of versions left and things retired
// ("we upgraded Flutter from 3.16 to 3.19", "the link was dropped to
// 57600 baud for the long cable"), and stays out.
const changeVerbs = `bumped|raised|lowered|tightened|loosened|relaxed|increased|decreased|reduced|upped|cut|changed|` +
	`updated|set|capped|extended|shortened|lengthened`

// changeValue is the value a change verb gives: a number ("to 16", "to
// 99.95%", "to 30fps") or a name with its number ("to Postgres 16", "to
// v2.3"). An infinitive ("raised to avoid", "set to run") is no value.
const changeValue = `(?:[a-z][\w.+-]*\s+)?v?\d`

// changedPassiveRe is a setting said to have changed, named before its
// verb: "SLO tightened to 99.95%", "staging postgres got bumped to 16",
// "the pool size was raised from 10 to 20". Group 1 is the word before
// the verb, group 2 the verb phrase up to the new value, group 3 the
// value.
var changedPassiveRe = lazyre.New(`(?i)\b([a-z][\w.%-]*)(\s+(?:(?:got|gets|was|were|has\s+been|have\s+been|is|are|just)\s+)*` +
	`(?:` + changeVerbs + `)(?:\s+(?:up|down|back))?(?:\s+from\s+[\w.%/-]+(?:\s+[a-z]+)?)?\s+to\s+)(` + changeValue + `)`)

// changedActiveRe is a setting given a new value by whoever changed it:
// "we bumped the tickrate to 128", "ops raised max_connections from 100
// to 200". Group 2 is the setting, group 3 the new value.
var changedActiveRe = lazyre.New(`(?i)\b(we|they|i|you|ops|sre|someone)\s+(?:just\s+|have\s+|had\s+)?(?:` + changeVerbs + `)` +
	`(?:\s+(?:up|down|back))?\s+((?:the\s+|our\s+)?[a-z][\w.-]*(?:\s+[a-z][\w.-]*){0,3}?)(?:\s+from\s+[\w.%/-]+(?:\s+[a-z]+)?)?\s+to\s+(` + changeValue + `)`)

// changedToWording is text with a setting said changed to a value said
// as the setting being that value now: "SLO tightened to 99.95%" is "SLO
// is now 99.95%", "we bumped the tickrate to 128" is "the tickrate is now
// 128". Unread, the change verb took the place of the attribute and the
// setting's words ran into the value ("slo tighten" the subject, or
// "we" with "the tickrate" a value), so the setting said as it is ("the
// SLO is 99.9%") met neither. A person changed ("we switched") or a
// thing moved keeps its words: its verb says where, not how much.
func changedToWording(text string) string {
	if m := changedActiveRe.FindStringSubmatchIndex(text); m != nil {
		return text[:m[0]] + text[m[4]:m[5]] + " is now " + text[m[6]:]
	}
	if m := changedPassiveRe.FindStringSubmatchIndex(text); m != nil && !changerRe.MatchString(text[m[2]:m[3]]) {
		return text[:m[3]] + " is now " + text[m[6]:]
	}
	return text
}

// changerRe is a subject that is whoever acted, not a setting: "we
// dropped to", "they cut to".
var changerRe = lazyre.New(`(?i)^(?:we|they|i|you|he|she|it|someone|everyone|ops|sre)\b`)

// teamNumber is a team's size in digits or words, as a match's format
// says it.
const teamNumber = `(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`

// versusRe is a match's format said with its sides apart: "five against
// five", "5 vs 5", "2v2".
var versusRe = lazyre.New(`(?i)\b` + teamNumber + `\s*(?:v|vs\.?|versus|against)\s*` + teamNumber + `\b`)

// versusWording is text with each match format written "5v5", so "ranked
// is five against five" and "ranked matches are 5v5" say one value, not
// two numbers against one word.
func versusWording(text string) string {
	return versusRe.ReplaceAllStringFunc(text, func(s string) string {
		m := versusRe.FindStringSubmatch(s)
		return digitsOf(m[1]) + "v" + digitsOf(m[2])
	})
}

// digitsOf is a team number in digits.
func digitsOf(n string) string {
	if i := slices.Index(strings.Fields("zero one two three four five six seven eight nine ten eleven twelve"), strings.ToLower(n)); i >= 0 {
		return strconv.Itoa(i)
	}
	return n
}

// longTailWording is text with the long tail's notations said as the
// claim reads them: a setting changed to a value as the value it is now,
// a match format as one value.
func longTailWording(text string) string {
	return versusWording(changedToWording(text))
}
