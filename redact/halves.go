// A secret split over string literals that code joins back: "A" + "B",
// 'A' . 'B' (PHP), "A" .. "B" (Lua), "A" & "B" (VB), "A" ~ "B" (D),
// 'A' || 'B' (SQL), concat!("A", "B") (Rust), "A" "B" (C's and Python's
// adjacent literals) and "A""B" (a shell's). Whichever half a detector
// found, the halves joined to it are the rest of the same secret: redacting
// one half leaves the other in the store.

package redact

import "strings"

// maxJoined bounds the literals one secret is read over, so a long list of
// joined strings (a generated table) costs no more than a few steps.
const maxJoined = 8

// joinedHalves extends every span that fills a string literal up to its
// quote over the literals joined to that literal, on either side.
func joinedHalves(text string, spans []span) []span {
	for i := range spans {
		s := &spans[i]
		_, s.end = joinedText(text, s.start, s.end)
		for n := 0; n < maxJoined; n++ {
			start, ok := previousHalf(text, s.start)
			if !ok {
				break
			}
			s.start = start
		}
	}
	return spans
}

// nextHalf: the span [start, end) runs to the closing quote of a literal,
// and another literal is joined after it; that literal's text, as its
// bounds.
func nextHalf(text string, start, end int) (int, int, bool) {
	if end >= len(text) || !isQuoteByte(text[end]) {
		return 0, 0, false
	}
	open, joined := joinAfter(text, end+1, start)
	if open < 0 {
		return 0, 0, false
	}
	closing := literalEnd(text, open)
	if closing < 0 || !halfText(text[open+1:closing]) || !joined && !adjacentJoin(text, end+1, open, closing) || !insideLiteral(text, start, text[end]) {
		return 0, 0, false
	}
	return open + 1, closing, true
}

// joinedText is the text of the literal that [start, end) fills joined to
// the literals after it, and where the last of them ends: the value code
// builds, which a detector judges whole ("sk-proj-" + "..." is a key,
// "Winter" & "2024!" a password).
func joinedText(text string, start, end int) (string, int) {
	joined := text[start:end]
	for n := 0; n < maxJoined; n++ {
		open, closing, ok := nextHalf(text, start, end)
		if !ok {
			break
		}
		joined, end = joined+text[open:closing], closing
	}
	return joined, end
}

// previousHalf: the span at start opens just inside a literal, and another
// literal is joined before it; the start of that literal's text.
func previousHalf(text string, start int) (int, bool) {
	if start == 0 || !isQuoteByte(text[start-1]) {
		return 0, false
	}
	closing, joined := joinBefore(text, start-1)
	if closing < 0 {
		return 0, false
	}
	open := strings.LastIndexByte(text[lineStart(text, closing):closing], text[closing])
	if open < 0 {
		return 0, false
	}
	open += lineStart(text, closing)
	if !halfText(text[open+1:closing]) || !joined && !adjacentJoin(text, closing+1, start-1, literalEnd(text, start-1)) {
		return 0, false
	}
	return open + 1, true
}

// joinAfter reads from i, just past a literal's closing quote, the blanks,
// a line's continuation and a joining operator before the next literal's
// opening quote: its index (-1 when no literal follows), and whether an
// operator (or the comma of a joining call start lies in) joined it rather
// than blanks alone.
func joinAfter(text string, i, start int) (int, bool) {
	j := skipJoinBlanks(text, i)
	op := joinOperator(text[j:])
	if op == 0 && strings.HasPrefix(text[j:], ",") && inJoiningCall(text, start) {
		op = 1 // concat!("A", "B")
	}
	if op > 0 && (text[j] != '.' || op > 1 || j > i == (j+1 < len(text) && isSpace(text[j+1]))) {
		j = skipJoinBlanks(text, j+op) // '.' joins with blanks on both sides or neither: "abc". "Next" is prose
	} else {
		op = 0
	}
	if j >= len(text) || !isQuoteByte(text[j]) {
		return -1, false
	}
	return j, op > 0
}

// joinBefore reads back from the opening quote at q over blanks and a
// joining operator (a comma inside a joining call) to the previous
// literal's closing quote: its index (-1 when none), and whether an
// operator joined the two.
func joinBefore(text string, q int) (int, bool) {
	j := skipBlanksBack(text, q)
	op := 0
	for _, o := range joinOperators {
		if strings.HasSuffix(text[:j], o) {
			op = len(o)
			break
		}
	}
	if op == 0 && strings.HasSuffix(text[:j], ",") && inJoiningCall(text, q+1) {
		op = 1 // concat('A', 'B')
	}
	if op > 0 && text[j-1] == '.' && op == 1 && (j < q) != (j-2 >= 0 && isSpace(text[j-2])) {
		return -1, false // '.' joins with blanks on both sides or neither
	}
	j = skipBlanksBack(text, j-op)
	if j == 0 || !isQuoteByte(text[j-1]) {
		return -1, false
	}
	return j - 1, op > 0
}

// skipJoinBlanks skips blanks, one line break and a line's continuation
// ("\" before the break), which a long literal is split across.
func skipJoinBlanks(text string, i int) int {
	breaks := 0
	for i < len(text) {
		switch {
		case text[i] == ' ' || text[i] == '\t' || text[i] == '\r':
			i++
		case text[i] == '\\' && i+1 < len(text) && text[i+1] == '\n' && breaks == 0:
			i, breaks = i+2, 1
		case text[i] == '\n' && breaks == 0:
			i, breaks = i+1, 1
		default:
			return i
		}
	}
	return i
}

// skipBlanksBack is where the blanks before i start, over one line break
// and its continuation as skipJoinBlanks reads them forward.
func skipBlanksBack(text string, i int) int {
	breaks := 0
	for i > 0 {
		switch {
		case text[i-1] == ' ' || text[i-1] == '\t' || text[i-1] == '\r':
			i--
		case text[i-1] == '\n' && breaks == 0:
			i, breaks = i-1, 1
			if i > 0 && text[i-1] == '\\' {
				i--
			}
		default:
			return i
		}
	}
	return i
}

// joinOperators join two strings: "+" in most languages, "." in PHP and
// Perl, ".." in Lua, "&" in VB, "~" in D, "||" in SQL, "++" in Haskell and
// Elm; the longer first.
var joinOperators = []string{"..", "||", "++", "+", "&", "~", "."}

// joinOperator is the length of the operator that opens s and joins two
// strings, else 0.
func joinOperator(s string) int {
	for _, o := range joinOperators {
		if strings.HasPrefix(s, o) && !strings.HasPrefix(s, o+"=") && (o != "&" || !strings.HasPrefix(s, "&&")) {
			return len(o)
		}
	}
	return 0
}

// adjacentJoin: the literals closing before from and opening at open (its
// closing quote at closing) are joined by standing side by side, as C and
// Python join them: touching ("A""B", as a shell does too), or apart and
// the statement or the bracket ends after the second (or a third
// follows). A shell's arguments stand apart and end their line, so
// `mysql -p"pw" "db"` keeps its database's name.
func adjacentJoin(text string, from, open, closing int) bool {
	if open == from || assignedLiteral(text, from) {
		return true // "A""B"; key = "A" "B", key = "A" \ (break) "B": Python's and C's literals, continued or not
	}
	if closing < 0 {
		return false
	}
	j := skipJoinBlanks(text, closing+1)
	return j < len(text) && (text[j] == ';' || text[j] == ')' || isQuoteByte(text[j]))
}

// assignedLiteral: the first literal on the line holding i is an
// assignment's operand (key = "A") or a C macro's body (#define KEY "A"),
// code's and not a command's arguments: a flag's value (--password="A")
// is one of a command's, which the next stands apart from.
func assignedLiteral(text string, i int) bool {
	ls := lineStart(text, i)
	q := strings.IndexAny(text[ls:i], "\"'`")
	if q <= 0 {
		return false
	}
	head := strings.TrimSpace(text[ls : ls+q])
	if strings.HasPrefix(head, "#define ") {
		return true
	}
	f := strings.Fields(head)
	return (strings.HasSuffix(head, "=") || strings.HasSuffix(head, ":")) && !strings.HasPrefix(f[len(f)-1], "-")
}

// inJoiningCall: start lies inside the arguments of a call that joins
// strings (Rust's concat!, SQL's and JavaScript's concat, C's strcat), whose
// commas join its literals where another call's commas part its arguments.
func inJoiningCall(text string, start int) bool {
	ls := lineStart(text, start)
	depth := 0
	for i := start - 1; i >= ls; i-- {
		switch text[i] {
		case ')':
			depth++
		case '(':
			if depth--; depth < 0 {
				name := strings.ToLower(text[i-nameLen(text, i) : i])
				if strings.HasSuffix(text[:i], "!") {
					name = strings.ToLower(text[i-1-nameLen(text, i-1) : i])
				}
				return joiningCalls[name[strings.LastIndexAny(name, ".:")+1:]]
			}
		}
	}
	return false
}

// joiningCalls are the calls, lowercased, whose arguments are joined into
// one string.
var joiningCalls = map[string]bool{"concat!": true, "concat": true, "strcat": true}

// halfText: s, a literal's text, may be part of a secret: not empty, and
// no blank in it, so a message joined to a value ("token: " + "...") is
// no half of it.
func halfText(s string) bool {
	return s != "" && len(s) <= maxProviderSpan && !strings.ContainsAny(s, " \t\r\n")
}

// insideLiteral: the quote q before start on its line opens a literal
// that start lies in (an odd count of them before it).
func insideLiteral(text string, start int, q byte) bool {
	return strings.Count(text[lineStart(text, start):start], string(q))%2 == 1
}

// literalEnd is the index of the quote that closes the literal opening at
// open, on the same line, else -1.
func literalEnd(text string, open int) int {
	q := text[open]
	for i := open + 1; i < len(text) && text[i] != '\n'; i++ {
		switch text[i] {
		case '\\':
			i++
		case q:
			return i
		}
	}
	return -1
}

// maxJoinReach bounds how far back the joiner reads a line (to its start,
// a literal's opening quote, a call's bracket): a one-line JSON of
// megabytes is read near each value, never from its start.
const maxJoinReach = 256

// lineStart is the index of the first byte of the line holding i, or of
// the text maxJoinReach bytes before i on a longer line.
func lineStart(text string, i int) int {
	from := max(0, i-maxJoinReach)
	return from + strings.LastIndexByte(text[from:i], '\n') + 1
}

func isQuoteByte(c byte) bool { return c == '"' || c == '\'' || c == '`' }
