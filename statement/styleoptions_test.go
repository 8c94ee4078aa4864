package statement

import "testing"

// TestStyleKeys: a formatter's or linter's option set by its config key
// clashes with the other option said in words, whichever tool and option;
// the same option both ways, another setting of the tool, a key only
// named and a tool of one language against a rule of another do not.
func TestStyleKeys(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		// prettier's booleans, against its default kept
		{"prettier: singleQuote true", "use double quotes in TS/TSX (prettier default, don't override it)", true},
		{".prettierrc has \"singleQuote\": false", "single-quoted strings in the frontend", true},
		{"useTabs: true in .prettierrc", "indent with 2 spaces", true},
		{"prettier semi: false", "always end statements with semicolons", true},
		{"prettier: singleQuote true", "use single quotes in TS", false},
		{"useTabs: false in .prettierrc", "indent with 2 spaces", false},
		{"prettier: jsxSingleQuote true", "use double quotes in TS/TSX", false}, // another setting
		{"prettier singleQuote: true", "prettier semi: true", false},            // two settings of one tool
		{"we should set singleQuote in prettier", "use double quotes in TS", false},
		// ESLint's quotes rule and .editorconfig
		{"eslint: quotes: [\"error\", \"single\"]", "use double quotes in JS", true},
		{".editorconfig: indent_style = tab", "indent with spaces, never tabs", true},
		{".editorconfig: indent_style = space", "indent with 4 spaces", false},
		// RuboCop and Ruff hold in their own language only
		{"use double quotes in ruby", "rubocop: Style/StringLiterals EnforcedStyle: single_quotes", true},
		{"rubocop: Style/StringLiterals EnforcedStyle: double_quotes", "use double quotes in ruby", false},
		{"rubocop EnforcedStyle: single_quotes", "use double quotes in the TypeScript code", false},
		{"ruff format quote-style = \"single\"", "use double quotes in python", true},
		{"ruff format quote-style = \"single\"", "use double quotes in the TypeScript code", false},
	})
}

// TestDefaultKept: a default said never to be overridden is the value for
// all, so a setting against it clashes; a default for most still lets one
// member differ.
func TestDefaultKept(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"prettier: singleQuote true", "double quotes in TS (prettier default, don't override it)", true},
		{"by default caches expire after 5 minutes", "the pricing cache expires after an hour", false},
		{"services default to 512Mi of memory", "the indexer gets 4Gi of memory", false},
	})
}
