package statement

import (
	"strings"
	"unicode"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// A config or code line often carries a comment after it: "DB_POOL_MAX=20
// # per pod, pgbouncer in front", "const val API_TIMEOUT_MS = 10_000L //
// network/ApiClient.kt", "CACHE_TTL=900  # seconds, redis". Read as more
// of the line, the comment's words ran on from the value: "20 per pod,
// pgbouncer in front" made "front" the value and the setting's number a
// word of its subject, so the line met the same setting said in words
// with another number as no claim of it; read as an aside, an event in it
// ("# bumped after the load test") still made the line a note of the
// past. So the comment is left out, all but a scope it names the way a
// sentence scopes a setting ("# staging only", "// iOS build"), said as
// "in staging": the same key set in another environment is another
// setting.

// lineCommentRe is a comment that ends a line of config or code: "#" or
// "//" with space on both sides, after the line's code. A "#" with no
// space after it is a directive, a number or a name ("#define", "issue
// #12", "C#"), and "//" with none before it a URL's.
var lineCommentRe = lazyre.New(`(?m)^([^\n]*?\S)[ \t]+(?:#|//)[ \t]+([^\n]*?)[ \t]*$`)

// codeMarkRe is what tells a line of config or code from prose: a key set
// by "=" or ":" with no space before it, a statement's closing ";", a
// brace, or a cron schedule's five fields.
var codeMarkRe = lazyre.New(`[=;{}]|\w:\s|^\s*(?:[\d*/,-]+\s+){5}\S`)

// lineComments is text with each comment that ends a line of config or
// code left out, all but the scope it names (see above).
func lineComments(text string) string {
	if !strings.Contains(text, "#") && !strings.Contains(text, "//") {
		return text // the cheap question first
	}
	return lineCommentRe.ReplaceAllStringFunc(text, func(line string) string {
		m := lineCommentRe.FindStringSubmatch(line)
		if !codeMarkRe.MatchString(m[1]) || foreignComment(m[2]) {
			return line
		}
		return m[1] + commentUnit(m[1], m[2]) + commentScope(m[2]) + commentOwner(m[2])
	})
}

// foreignComment reports whether a comment is written in a script other
// than Latin ("# 普通订单未支付自动关单"): what it says of the line, its
// scope or its thing, cannot be read here, and its words stay with the
// line as before, where they keep it apart from other settings.
func foreignComment(comment string) bool {
	return strings.ContainsFunc(comment, func(r rune) bool { return unicode.IsLetter(r) && !unicode.Is(unicode.Latin, r) })
}

// ownerCommentRe is a comment that only names the service or job a
// line is of, by its name in kebab case and a noun or two after it: "#
// convoy-tracker api", "# db-migrate job".
var ownerCommentRe = lazyre.New(`^[a-z][a-z0-9]*(?:-[a-z0-9]+)+(?:\s+[a-z]+){0,2}$`)

// commentOwner is a comment that names what the line is of, said as an
// aside, or "": which service a limit is of is the claim's subject, as
// "convoy-tracker api mem limit 512Mi" says it.
func commentOwner(comment string) string {
	if !ownerCommentRe.MatchString(comment) {
		return ""
	}
	return " (" + comment + ")"
}

// unitTokenRe is a unit of one measure per another, as a comment gives a
// setting's: "mg/L", "req/s", "km/h".
var unitTokenRe = lazyre.New(`^[A-Za-zµ°]{1,3}/[A-Za-z]{1,3}$`)

// commentUnit is the unit a comment opens with, after a line whose value
// is a bare number, as " " and the unit, or "": "CL2_LOW_ALARM=0.5  #
// mg/L" sets 0.5 mg/L, "CACHE_TTL=900  # seconds, redis" 900 seconds.
func commentUnit(code, comment string) string {
	if code == "" || !isDigit(code[len(code)-1]) {
		return ""
	}
	tok := strings.TrimRight(strings.Fields(comment + " .")[0], ",;:.")
	if tok != "" && !isDigit(tok[0]) && (unitTokenRe.MatchString(tok) || normalizeAmounts("1 "+tok) != "1 "+tok) {
		return " " + tok
	}
	return ""
}

// commentScope is the scope a line's comment names, as " in" and its
// words, or "" if it names none: the environments, platforms and other
// sides of a thing that contrasts sets apart. A path or file's name
// ("network/ApiClient.kt") says where the line is, no scope.
func commentScope(comment string) string {
	var scope []string
	for _, tok := range strings.Fields(comment) {
		if strings.ContainsAny(strings.TrimRight(tok, ".,;:)"), "/.") {
			continue
		}
		for _, w := range strings.FieldsFunc(tok, notWordRune) {
			if _, ok := contrasts[Stem(strings.ToLower(w))]; ok {
				scope = append(scope, w)
			}
		}
	}
	if len(scope) == 0 {
		return ""
	}
	return " in " + strings.Join(scope, " ")
}

// notWordRune splits a comment into its words.
func notWordRune(r rune) bool {
	return !unicode.IsLetter(r) && !unicode.IsDigit(r)
}
