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

// TestLintSeverity: a lint rule said to be an error, a warning or off
// clashes with another severity of the same rule, however the off is
// written; two rules of one linter, the linter itself switched off, a rule
// whose severity differs by scope and an error that is no severity do not.
func TestLintSeverity(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"SwiftLint force_unwrapping is an error in ios-wallet", "force_unwrapping is in disabled_rules in .swiftlint.yml", true},
		{"eslint no-console rule is a warning", "no-console is an error in eslint", true},
		{"rubocop Style/FrozenStringLiteralComment is disabled", "rubocop Style/FrozenStringLiteralComment is a warning", true},
		{"SwiftLint force_unwrapping is an error in ios-wallet", "SwiftLint line_length is disabled", false},
		{"clippy unwrap_used is a warning", "clippy unwrap_used is a warning in CI", false},
		{"the linter is off on generated code", "lint errors fail the build", false},
		{"no-console is an error in eslint, a warning in tests", "eslint no-console rule is a warning", false},
		{"the API returns an error on timeout", "the timeout rule is disabled", false},
	})
}
