package statement

import "testing"

// TestVersionRequirements: a product's version in use, its oldest
// supported and a package manager's constraint, each said in prose or as
// a build file's line, read as ranges: a version outside the other's
// range, two floors that differ and two ranges that share no version
// clash; a version inside a range, a floor met, two products, a
// threshold that is no package, two parts of a system and two
// environments, a version left or gone and a bound of a measure all
// hold.
func TestVersionRequirements(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"CI runs Python 3.9", `python_requires=">=3.10" in setup.py`, true},                          // in use below a floor
		{"Django is pinned to 4.2.11", "Django>=5.0 in requirements.txt", true},                       // a pin outside a specifier
		{"MACOSX_DEPLOYMENT_TARGET = 13.0", "the oldest macOS we support is 11.0", true},              // two floors
		{`pandas = "^2.1" in pyproject`, "pandas is pinned to 1.5.3", true},                           // caret range
		{`required_version = "~> 1.5.0" in versions.tf`, "all workspaces run terraform 1.7.2", true},  // pessimistic range
		{"we build the crate with Rust 1.68", `Cargo.toml: rust-version = "1.74"`, true},              // Cargo's MSRV key
		{"go.mod says go 1.20", "Minimum supported Go is 1.21", true},                                 // go.mod's floor
		{"express is pinned to >=4.18,<5.0", "express>=5.0 in package.json", true},                    // disjoint ranges
		{"The project runs on Python 3.12.", `requires-python = ">=3.11"`, false},                     // inside
		{"numpy>=1.26,<2.0 in requirements", "NumPy 1.26.4 is installed in the image", false},         // inside a range
		{"MSRV is 1.70", "CI builds with Rust 1.78", false},                                           // a floor met
		{"go.mod says go 1.22", "we build with Go 1.22.5", false},                                     // a floor met, said finer
		{"IPHONEOS_DEPLOYMENT_TARGET = 15.0", "we test on iOS 17.2 devices", false},                   // a floor met
		{"numpy>=2.0 in requirements", "scipy>=1.11,<1.12 in requirements", false},                    // two packages
		{"requests>=2.31 in requirements.txt", "requests is pinned to 2.31.0", false},                 // a pin inside
		{`required_version = "~> 1.5.0" in versions.tf`, "all workspaces run terraform 1.5.7", false}, // inside
		{"the score must be >= 0.9 for auto approval", "the score must be >= 0.5 to flag a review", false},
		{"the api service runs on Python 3.11", `the ml worker has requires-python = ">=3.12"`, false}, // two parts
		{"the billing job runs Python 3.11 in staging", `requires-python = ">=3.12" for prod`, false},  // two environments
		{"we upgraded from Python 3.9 to 3.12 last sprint", `requires-python = ">=3.11"`, false},       // a version left
		{"the old build boxes were on Python 3.8", `python_requires=">=3.9"`, false},                   // a version gone
		{"the smoke suite takes 5 min on Node 16", "the oldest Node we support is 18", true},           // no floor in "5 min"
		{"the smoke suite takes 5 min on Node 18", "Node 20 in CI", false},                             // two in use: not this reader's
		{"Redis p99 < 5 ms on the cache tier", "the cache tier runs Redis 7.2", false},                 // a bound of a measure
	})
}
