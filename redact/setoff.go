package redact

import (
	"strings"
	"unicode"
)

// setOffLoc is where a password's value starts when the sentence gives it
// right after the word with no verb of proseOp's, as bounds in rest (the
// text after the word): between commas, as an apposition ("the password,
// Sommer#24, works again", "le code, 4471, ouvre la porte"), or after
// "'s" for "is" ("the passcode's 8841", "the alarm PIN's 4417"). Both
// forms name no value as often as they name one ("the password, however,
// works", "the password's length"), so only a value with a digit or a
// symbol counts; proseValue then judges it as after "is".
func setOffLoc(rest string) []int {
	n := contraction(rest)
	if n == 0 && strings.HasPrefix(rest, ", ") {
		n = len(", ")
	}
	if n == 0 {
		return nil
	}
	end := strings.IndexAny(rest[n:], " \t\r\n")
	if end < 0 {
		end = len(rest) - n
	}
	val := rest[n : n+end]
	if rest[0] == ',' {
		var closed bool
		if val, closed = strings.CutSuffix(val, ","); !closed || n+end == len(rest) {
			return nil // "the password, Sommer#24" ends there: a list's item as often as a value
		}
	} else if !lineEnds(rest[n+end:]) && !strings.ContainsAny(val[len(val)-1:], ".,;!?") {
		return nil // "the password's 2024 rotation": a possessive, whose noun follows
	}
	w := strings.TrimRight(val, ".,;:!?")
	if !shapedWord(w) || versionLike(w) || strings.HasSuffix(w, "'s") || strings.HasSuffix(w, "’s") {
		return nil // "the password, v2.3.1, ...": a version; "the PIN, 2024's, ...": a year's
	}
	return []int{0, n}
}

// lineEnds: nothing but blanks stands before the text's or the line's end.
func lineEnds(after string) bool {
	after = strings.TrimLeft(after, " \t")
	return after == "" || after[0] == '\n' || after[0] == '\r'
}

// shapedWord: w holds a digit or a symbol, as a password or a PIN does and
// a word of the sentence does not; a hyphen or an apostrophe joins words.
func shapedWord(w string) bool {
	return w != "" && strings.IndexFunc(w, func(r rune) bool {
		return unicode.IsDigit(r) || !unicode.IsLetter(r) && r != '-' && r != '\'' && r != '’'
	}) >= 0
}
