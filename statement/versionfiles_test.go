package statement

import "testing"

// TestVersionNamedByFile: a runtime's version named by the file or key
// that pins it (a version manager's file, a serverless runtime key,
// package.json's engines, an image reference's tag) against the
// runtime's version in words clashes when the two differ; the same
// version, another runtime, a version inside the file's range and two
// parts of a system each with its own file all hold. Each pair is a
// candidate pair too, which shares no word but the product it names.
func TestVersionNamedByFile(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{".nvmrc says 18", "Node 20 is required to build the dashboard", true},                    // nvm's file
		{"`.python-version` is 3.11", "the service needs Python 3.12", true},                      // pyenv's file, a floor above
		{".ruby-version says 3.2.2", "the storefront runs on Ruby 3.3", true},                     // rbenv's file
		{"Node version for this repo is 18 LTS", ".nvmrc is `20.11.1` now", true},                 // "version ... is 18"
		{"runtime: python3.9 in serverless.yml", "our lambdas run Python 3.12", true},             // a runtime key
		{`runtime = "java17"`, "the functions are on Java 21", true},                              // a runtime key, Java
		{`"engines": {"node": ">=20"} in package.json`, "the oldest Node we support is 18", true}, // engines, two floors
		{"the worker image is python:3.12-slim", "FROM python:3.11-slim", true},                   // an image tag
		{"Die App läuft auf Node 18", ".nvmrc: 20", true},                                         // German prose
		{".nvmrc says 20", "Node 20 is required to build the dashboard", false},                   // the same version
		{".nvmrc says 18", "Python 3.12 is required", false},                                      // another runtime
		{"`.python-version` is 3.11", `requires-python = ">=3.10"`, false},                        // inside the range
		{`runtime = "nodejs20.x"`, "we use Node 20 everywhere", false},                            // the same version
		{`"engines": {"node": ">=18"} in package.json`, "the smoke suite runs on Node 20", false}, // a floor met
		{"FROM node:20-alpine", "the runner image has Python 3.11", false},                        // another runtime
		{"the api service's .nvmrc says 18", "the web app has .nvmrc 20", false},                  // two parts, two files
		{"the table has 18 rows", "Node 20 is required to build the dashboard", false},            // no file, no version
	})
}
