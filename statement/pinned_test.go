package statement

import "testing"

// TestPinAgainstInUse: a version in use said in words against the one a
// manifest, a version file, a base image or a project file pins clash; a
// pin said finer, a floor the pin meets, a version left, two parts of a
// system, two notes in words and a "net 30" that is no .NET hold.
func TestPinAgainstInUse(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"billing-worker: Python 3.12", "billing-worker Dockerfile: `FROM python:3.10-slim`", true},             // a base image's tag
		{"api: Java 17, Quarkus 3.6", "`FROM amazoncorretto:21-alpine` in the api Dockerfile", true},            // a runtime's image by another name
		{"the storefront runs on Node 20", "`.tool-versions`: nodejs 18.19.0", true},                            // a version file
		{"reporting-svc targets .NET 7", "`<TargetFramework>net8.0</TargetFramework>` in Reports.csproj", true}, // a target framework moniker
		{"mobile app: React Native 0.74 with Expo", `"react-native": "0.71.3" in package.json`, true},           // a two-word tool, hyphenated
		{"die App nutzt Flutter 3.22", `"flutter": "3.19.6" in .fvmrc`, true},                                   // German words
		{"el backend usa Elixir 1.17", "`.tool-versions`: elixir 1.16.2-otp-26", true},                          // Spanish words, a variant after the version
		{"habitly: Flutter 3.19", `"flutter": "3.19.6" in .fvmrc`, false},                                       // the pin said finer
		{"timesheet-tool: .NET 8", "`<TargetFramework>net8.0</TargetFramework>`", false},                        // 8 is 8.0
		{"Spring Boot 3.2 requires Java 17 or later", "`FROM eclipse-temurin:21-jre`", false},                   // a floor the pin meets
		{"we upgraded Flutter from 3.16 to 3.19", `"flutter": "3.16.9" in .fvmrc`, false},                       // a version left
		{"the ml worker runs on Python 3.11", "the api service Dockerfile: `FROM python:3.12-slim`", false},     // two parts
		{"the docs site builds on Node 18", "the storefront runs on Node 20", false},                            // two notes in words
		{"net 30 payment terms apply to invoices", "`<TargetFramework>net8.0</TargetFramework>`", false},        // "net 30" is no .NET
	})
}
