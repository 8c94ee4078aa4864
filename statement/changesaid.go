package statement

import (
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// A new value is said the everyday way more often than as a setting's
// value: "not yarn - this repo uses pnpm", "who's on call this month? it's
// Oskar", "the batch size dropped to 32". Unread, the old value opened a
// run-on subject, a question's pronoun stood for the value, or the verb of
// a fall read as a thing dropped. changeSaidWording writes each the way
// the claim reads it: "this repo uses pnpm, not yarn", "Oskar is on call
// this month", "the batch size is now 32".

// notFirstRe is a correction that opens with the value it rules out and
// states the new one after a dash, colon or comma: "not yarn - this repo
// uses pnpm", "nah, not Tuesday: releases go out on Thursday". Group 1 is
// the value ruled out, group 2 the statement.
var notFirstRe = lazyre.New(`(?i)^\s*(?:(?:no|nope|nah|actually|correction)\s*[,:;—–-]?\s+)?not\s+([^\s,;:—–]+(?:\s+[^\s,;:—–-]+)?)\s*(?:\s[-—–]|[—–:;,])\s*(\S.+)$`)

// answerOpener is what opens the answer to a question asked in the
// same memory: "it's Oskar", "that's us-east-2", "currently Lena".
const answerOpener = `\s*(?:(?:it's|it’s|it\s+is|that's|that’s|that\s+is|they're|they\s+are|currently|now)\s+)?(\S[^?]*)$`

// answeredRe is a question of what a thing is, asked and answered in one
// memory: "what's the staging region? us-east-2", "who's on call for
// payments this month? it's Oskar". Group 1 is who or what, group 2 what
// is asked about, group 3 the answer.
var answeredRe = lazyre.New(`(?i)^\s*(who|what|which)(?:'s|’s|\s+is|\s+are)\s+(?:the\s+)?([^?]+?)\s*\?` + answerOpener)

// whoActsRe is a question of who does a thing, asked and answered: "who
// owns the billing service? Priya", "who approves refunds? it's Dana".
// Group 1 is the verb and what it is done to, group 2 the answer.
var whoActsRe = lazyre.New(`(?i)^\s*who\s+([a-z]+s\s+[^?]+?)\s*\?` + answerOpener)

// labelForRe is a terse memory that names a role or a setting of one
// thing in a label and its holder or value after a colon: "On-call for
// payments: Lena", "release manager for 3.x: Sam (Jo moved to platform)".
// The thing after "for" read as a value ran into the holder's name. An
// aside in brackets after the value says why, not what. Group 1 is the
// label, group 2 the value (one to three words).
var labelForRe = lazyre.New(`(?i)^\s*([a-z][\w./-]*(?:\s+[\w./-]+){0,3}\s+for\s+(?:the\s+)?[\w./-]+(?:\s+[\w./-]+){0,2}):\s+([^\s(),;:]+(?:\s+[^\s(),;:]+){0,2})\s*(?:\([^)]*\))?\s*\.?\s*$`)

// amountMovedRe is an amount said to have risen or fallen to a number,
// named before its verb: "batch size dropped to 32", "the pool grew to
// 40", "p99 went down to 180ms". The verbs of setting a value are
// changedPassiveRe's; these say the amount moved, and the number it moved
// to is what it is now. Group 1 is the word before the verb, group 2 the
// number.
var amountMovedRe = lazyre.New(`(?i)\b([a-z][\w.%-]*)\s+(?:(?:got|was|were|has\s+been|have\s+been|just|now)\s+)*` +
	`(?:dropped|grew|shrank|fell|rose|climbed|doubled|halved|went\s+(?:up|down)|came\s+down|jumped)(?:\s+from\s+[\w.%/-]+(?:\s+[a-z]+)?)?\s+to\s+(v?\d)`)

// changeSaidWording is text with a new value said the everyday way
// written as the claim reads a value: the correction's value stated first
// and the old one excluded after it, a question's answer as the value of
// what it asks, an amount risen or fallen to a number as that number now.
func changeSaidWording(text string) string {
	if m := notFirstRe.FindStringSubmatch(text); m != nil {
		return m[2] + ", not " + m[1]
	}
	return movedWording(answeredWording(text))
}

// answeredWording is text with a question answered in it said as its
// answer: "Oskar is on call for payments", "the staging region is
// us-east-2", "Priya owns the billing service", "the on-call for payments
// is Lena".
func answeredWording(text string) string {
	if m := answeredRe.FindStringSubmatch(text); m != nil && strings.EqualFold(m[1], "who") {
		return m[3] + " is " + m[2]
	} else if m != nil {
		return "the " + m[2] + " is " + m[3]
	}
	if m := whoActsRe.FindStringSubmatch(text); m != nil {
		return m[2] + " " + m[1]
	}
	if m := labelForRe.FindStringSubmatch(text); m != nil {
		return "the " + m[1] + " is " + m[2]
	}
	return text
}

// movedWording is text with an amount risen or fallen to a number said
// as that number now. A thing moved or switched to a value keeps its
// words: the switch and relocation rules read it ("Cluster builds moved
// to GCC 13.1 — gcc/12.2 had the std::format bug" rules 12.2 out).
func movedWording(text string) string {
	m := amountMovedRe.FindStringSubmatchIndex(text)
	if m == nil || changerRe.MatchString(text[m[2]:m[3]]) {
		return text
	}
	return text[:m[3]] + " is now " + text[m[4]:]
}
