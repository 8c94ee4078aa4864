package statement

import (
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// A formatter's or linter's option is often written as the key and value of
// its config on one side and in words on the other: "singleQuote: true" in
// .prettierrc and "use double quotes in TS", "EnforcedStyle: single_quotes"
// in .rubocop.yml and "use double quotes in ruby", "indent_style = tab" in
// .editorconfig and "indent with 2 spaces". The key says nothing of the
// option in the words optionTables know, so each key set to a value is read
// as the option's words before the options are read. A key of another
// setting of the same tool ("jsxSingleQuote", "quoteProps") is another
// setting and stays as written; so does a key only named, with no value.

// styleKey is one key of a style option and the words each of its values
// says. in is the language the tool checks, said as a scope ("in ruby"),
// for tools of one language: their option holds in it alone.
type styleKey struct {
	re     *lazyre.Regexp
	values map[string]string
	in     string
}

// styleKeys are the style keys of common formatters and linters. A key is
// matched whole: no word character or hyphen before it, so a longer key
// that ends the same ("jsxSingleQuote") is not it.
var styleKeys = []styleKey{
	// prettier: quotes, tabs and semicolons are booleans
	{re: lazyre.New(`(?i)(^|[^\w-])"?singlequote"?(?:\s*[:=]\s*|\s+)(true|false)\b`),
		values: map[string]string{"true": "single quotes", "false": "double quotes"}},
	{re: lazyre.New(`(?i)(^|[^\w-])"?usetabs"?(?:\s*[:=]\s*|\s+)(true|false)\b`),
		values: map[string]string{"true": "tabs", "false": "spaces"}},
	{re: lazyre.New(`(?i)(^|[^\w-])"?semi"?\s*[:=]\s*(true|false)\b`),
		values: map[string]string{"true": "semicolons", "false": "semicolon-free"}},
	// ESLint's quotes rule: a severity, then the style
	{re: lazyre.New(`(?i)(^|[^\w-])["']?quotes["']?\s*[:=]\s*\[\s*["']?(?:error|warn|1|2)["']?\s*,\s*["'](single|double)["']`),
		values: map[string]string{"single": "single quotes", "double": "double quotes"}},
	// .editorconfig's indent_style
	{re: lazyre.New(`(?i)(^|[^\w-])indent_style\s*[:=]\s*(tab|space)\b`),
		values: map[string]string{"tab": "tabs", "space": "spaces"}},
	// RuboCop's Style/StringLiterals, its cop named or not: EnforcedStyle
	// is RuboCop's own key
	{re: lazyre.New(`(?i)(^|[^\w-])(?:style/stringliterals\W+)?enforcedstyle\s*[:=]\s*(single_quotes|double_quotes)\b`),
		values: map[string]string{"single_quotes": "single quotes", "double_quotes": "double quotes"}, in: "ruby"},
	// Ruff's formatter
	{re: lazyre.New(`(?i)(^|[^\w-])quote-style\s*[:=]\s*["']?(single|double)\b["']?`),
		values: map[string]string{"single": "single quotes", "double": "double quotes"}, in: "python"},
	{re: lazyre.New(`(?i)(^|[^\w-])indent-style\s*[:=]\s*["']?(tab|space)\b["']?`),
		values: map[string]string{"tab": "tabs", "space": "spaces"}, in: "python"},
}

// styleKeyWords is text with each style key set to a value written as the
// option's words: "prettier: singleQuote true" reads "prettier: single
// quotes". The character before the key, which tells it whole, stays.
func styleKeyWords(text string) string {
	for _, k := range styleKeys {
		text = k.re.Regexp().ReplaceAllStringFunc(text, func(m string) string {
			sub := k.re.FindStringSubmatch(m)
			words := k.values[strings.ToLower(sub[2])]
			if k.in != "" {
				words += " in " + k.in
			}
			return sub[1] + words
		})
	}
	return text
}
