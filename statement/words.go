package statement

import (
	"strconv"
	"strings"
	"unicode"
)

// Word is one word of a sentence as written, lowercased, and whether it is a
// value: the part of a claim that changes when the claim is corrected.
type Word struct {
	Text  string // as written, inner punctuation kept (retry.go, v1.2, --no-verify)
	Lower string // lowercased; a spelled-out number is its digits ("five" is "5")
	// Value: a token with a digit (a limit, a version, a port), an identifier
	// with inner punctuation (retry.go, --no-verify), or a word capitalised
	// somewhere other than the start of a sentence (Redis, GitHub).
	Value bool
	// Pause: punctuation follows the word (a comma, a colon, a full stop), so
	// a clause may end there.
	Pause bool
	// Colon: the punctuation is a colon, which may join a label to its value
	// ("db host: db.internal").
	Colon bool
	// Name: the word names one thing, so a final -s makes no plural of it
	// ("Kubernetes", "Rails", "iOS"); see properName.
	Name bool
}

// Words splits text into words, keeping apostrophes and the inner '.', '/',
// '-', '_' of identifiers, and marks the values among them.
func Words(text string) []Word { return splitWords(text, true) }

// splitWords is Words, with the names among the words marked when named: a
// word list (WordSet) needs none, and marking them builds toolNames, which
// the word lists other packages build at start would make every process
// pay for.
func splitWords(text string, named bool) []Word {
	var out []Word
	sentenceStart := true
	for _, line := range strings.Split(codeSpans(text), "\n") {
		// a line's first word is capitalised as a sentence's is ("- Tests
		// run on CI" in a list), so its case names nothing
		lineStart := true
		for _, raw := range strings.Fields(line) {
			pieces := splitWord(raw)
			if (amountAside(raw) || strings.EqualFold(raw, "(not")) && len(out) > 0 {
				// an amount in parentheses is an aside that states it:
				// the word before ends its clause ("spaces not tabs (4)":
				// the 4 is no tab); so does a parenthesis opened by "not",
				// which rules out what it holds as ", not" does ("pnpm
				// test (not npm test)": the "not" denies no verb before it)
				out[len(out)-1].Pause = true
			}
			for i, w := range pieces {
				lw := strings.ToLower(w)
				if d, ok := spelledNumber(lw); ok {
					lw = d
				}
				value := strings.IndexFunc(lw, unicode.IsDigit) >= 0 ||
					strings.ContainsAny(w, "./_`") ||
					strings.Contains(w, "-") && len(w) > 2 ||
					!sentenceStart && unicode.IsUpper([]rune(w)[0])
				pause := i == len(pieces)-1 && strings.ContainsAny(raw[len(raw)-1:], ",;:.!?)")
				out = append(out, Word{Text: w, Lower: lw, Value: value, Pause: pause, Colon: pause && strings.HasSuffix(raw, ":"),
					Name: named && properName(w, lw, sentenceStart || lineStart)})
				sentenceStart, lineStart = false, false
			}
			if len(pieces) == 0 && len(out) > 0 && strings.ContainsAny(raw, "-—–") {
				out[len(out)-1].Pause = true // a dash standing alone between clauses
			}
			if strings.ContainsAny(raw[len(raw)-1:], ".:!?") {
				sentenceStart = true
			}
		}
	}
	if named {
		plainNouns(out)
	}
	return out
}

// plainNouns unmarks the tool names typed in lower case that head a
// partitive phrase, where a plain noun stands ("the rest of the code" is
// no REST API).
func plainNouns(ws []Word) {
	lower := make([]string, len(ws))
	for i, w := range ws {
		lower[i] = w.Lower
	}
	for i := range ws {
		if ws[i].Name && ws[i].Text == ws[i].Lower && partitive(lower, i) {
			ws[i].Name = false
		}
	}
}

// partitive reports whether ws[i] stands between an article and "of",
// where a noun heads its phrase ("the rest of the code", "a segment of the
// logs", "the chef of the team"): a tool named by a plain word is that word
// there, not the tool (REST, Segment, Chef), since a tool is seldom
// something "of" another.
func partitive(ws []string, i int) bool {
	return i > 0 && i+1 < len(ws) && articles[ws[i-1]] && ws[i+1] == "of"
}

var articles = set("the a an")

// properName reports whether w, as written, names one thing: a capital
// other than at the start of a sentence ("deploy to Rails", "iOS",
// "userAccounts"), or a tool's name wherever it stands and however it is
// typed ("Jenkins runs the builds", "deploy to kubernetes"). The case is
// read where it was kept: folding it first made every name in -s a plural
// ("Kubernetes" a kind of thing, like "workers"). An acronym's plural
// ("PRs", "APIs") and a weekday's ("on Tuesdays") are plurals however
// they are written, and so is a tool that names a plain noun ("tabs", whose
// singular "tab" is the same tool).
func properName(w, lower string, sentenceStart bool) bool {
	stem, plural := strings.CutSuffix(w, "s")
	switch {
	case plural && len(stem) > 1 && strings.ToUpper(stem) == stem, plural && weekdays[strings.ToLower(stem)]:
		return false
	case !sentenceStart && strings.IndexFunc(w, unicode.IsUpper) >= 0:
		return true
	}
	return toolName(lower)
}

// toolName reports whether a lowercased word is a tool's name, not a
// plain noun that one is named by ("tabs", whose singular is the same
// tool). Only a word in -s has such a singular: "mysql" is a tool's name
// (the singular test once compared it with itself and told no name without
// an -s).
func toolName(lower string) bool {
	t, tool := toolNames()[lower]
	stem, plural := strings.CutSuffix(lower, "s")
	return tool && !(plural && toolNames()[stem] == t)
}

// codeMark opens and closes a code span that Words keeps as one word, and
// codeSpace stands for a space inside one: neither is a space or a
// punctuation mark that splits a word. Both are of Unicode's private use.
const codeMark, codeSpace = "\ue001", "\ue000"

// codeSpans marks the `code spans` that hold a link word ("`if let`", "`a
// or b`"), so that Words keeps each as one word, written with its
// backticks: the "if" of Swift's "if let" opens no clause of the sentence,
// and a claim reads the span as one value, not as the words "if" and "let"
// (joined with underscores, they read as an identifier split back into
// prose). A span that holds a word of quantity is code too (TypeScript's
// "`any`"): "swap the `any` on line 42" says nothing of any case. Other
// spans stay words, since a command quoted in backticks is
// often the sentence's verb ("never `git push --force`").
func codeSpans(text string) string {
	parts := strings.Split(text, "`")
	for i := 1; i < len(parts)-1; i += 2 {
		for _, w := range strings.Fields(strings.ToLower(parts[i])) {
			if subordinators[w] || coordinators[w] || generic[w] {
				parts[i] = codeMark + strings.Join(strings.Fields(parts[i]), codeSpace) + codeMark
				break
			}
		}
	}
	return strings.Join(parts, "`")
}

// splitWord cuts one whitespace-separated field into words: a code span
// codeSpans marked is one, with its backticks ("`if let`"); the rest is
// cut at punctuation other than an apostrophe or an identifier's inner
// '.', '/', '-', '_', which are trimmed from the ends.
func splitWord(field string) []string {
	var out []string
	for {
		before, after, marked := strings.Cut(field, codeMark)
		out = append(out, plainWords(before)...)
		if !marked {
			return out
		}
		span, rest, _ := strings.Cut(after, codeMark)
		if span = strings.ReplaceAll(span, codeSpace, " "); span != "" {
			out = append(out, "`"+span+"`")
		}
		field = rest
	}
}

// plainWords cuts text at punctuation other than an apostrophe or an
// identifier's inner '.', '/', '-', '_', and trims those from the ends.
func plainWords(field string) []string {
	var out []string
	for _, f := range strings.FieldsFunc(field, func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("'’./-_", r))
	}) {
		f = strings.Trim(strings.ReplaceAll(f, "’", "'"), "'./-_")
		if f != "" {
			out = append(out, f)
		}
	}
	return out
}

// numberWords maps spelled-out numbers to digits, so "five" and "5" are one value.
var numberWords = func() map[string]string {
	m := map[string]string{"hundred": "100", "thousand": "1000"}
	for n, w := range strings.Fields("zero one two three four five six seven eight nine ten eleven twelve thirteen " +
		"fourteen fifteen sixteen seventeen eighteen nineteen twenty") {
		m[w] = strconv.Itoa(n)
	}
	for n, w := range strings.Fields("thirty forty fifty sixty seventy eighty ninety") {
		m[w] = strconv.Itoa(30 + 10*n)
	}
	return m
}()

// WordSet is the set of text's lowercased words, for small word lists and for
// checking whether a text holds a word.
func WordSet(text string) map[string]bool {
	out := map[string]bool{}
	for _, w := range splitWords(text, false) {
		out[w.Lower] = true
	}
	return out
}

// spelledNumber is the digits of a number spelled out, "five" or
// "forty-five", and whether w is one.
func spelledNumber(w string) (string, bool) {
	if n, ok := numberWords[w]; ok {
		return n, true
	}
	tens, unit, ok := strings.Cut(w, "-")
	t, u := numberWords[tens], numberWords[unit]
	if !ok || len(t) != 2 || t[1] != '0' || t == "10" || len(u) != 1 || u == "0" {
		return "", false
	}
	return t[:1] + u, true
}

// amountAside reports whether raw opens a parenthesis with a count ("(4)",
// "(4 spaces)"), which states a value of its own; a parenthesis of words
// ("(docs site only)") says where the clause holds, and one of a version or
// a name ("without the v prefix (1.2.3)") shows the thing before it: both
// stay in its clause.
func amountAside(raw string) bool {
	rest, ok := strings.CutPrefix(raw, "(")
	rest = strings.TrimRight(rest, "),;.")
	return ok && rest != "" && strings.IndexFunc(rest, func(r rune) bool { return !unicode.IsDigit(r) }) < 0
}
