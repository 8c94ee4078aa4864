package statement

import (
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// A project's manifests pin the version its build really uses: a
// package.json entry (`"react-native": "0.72.6"`), a requirements line, a
// .tool-versions or .fvmrc line, a Dockerfile's base image
// (`FROM eclipse-temurin:17-jre`), a project file's target framework
// (`<TargetFramework>net6.0</TargetFramework>`). A note in words of the
// version in use ("courier-app: React Native 0.73", "ledger-service: Java
// 21") that names another contradicts the pin: one of the two is stale.
// Two notes in words are left to the typed values, which read them too,
// and so are two pins.

// pinLineRe says a statement is a pin: it names a manifest, a lock file
// or a runtime's version file, a base image, a pinning specifier, or the
// word "pinned".
var pinLineRe = lazyre.New(`(?i)package\.json|requirements[\w.-]*\.txt|\bgo\.mod\b|pyproject\.toml|cargo\.toml|` +
	`\bgemfile|pom\.xml|build\.gradle|\.csproj\b|\.fsproj\b|global\.json|\.tool-versions|\.nvmrc|\.fvmrc|\.[a-z]+-version\b|` +
	`dockerfile|\bFROM\s+[\w./-]+:|pubspec\.yaml|mix\.exs|composer\.json|chart\.yaml|==|\bpinned\b`)

// taggedVersionRe is a version with a variant after it, as image tags and
// version files write it: "17-jre", "3.11-slim", "1.15.7-otp-26".
var taggedVersionRe = lazyre.New(`^(v?\d+(?:\.\d+)*)-[A-Za-z][\w.-]*$`)

// dotnetRe is .NET said by its name or by a project file's target framework
// moniker ("net8.0", "netcoreapp3.1"), which glues the version to it.
var dotnetRe = lazyre.New(`(?i)(^|[^\w.])\.net\b|\bnet(?:coreapp)?(\d+\.\d+)\b`)

// runtimeImages are the base images that are a runtime under another name:
// a Dockerfile's `FROM eclipse-temurin:17-jre` runs Java 17.
var runtimeImages = map[string]string{"eclipse-temurin": "java", "temurin": "java", "openjdk": "java",
	"amazoncorretto": "java", "corretto": "java", "sapmachine": "java", "ibm-semeru-runtimes": "java", "azul/zulu-openjdk": "java"}

// dotnetClause is clause with .NET named as one word ("dotnet 8"), so the
// tokens read its version as they read any platform's; "net 30" payment
// terms name no .NET.
func dotnetClause(clause string) string {
	return dotnetRe.ReplaceAllStringFunc(clause, func(m string) string {
		if sm := dotnetRe.FindStringSubmatch(m); sm[2] != "" {
			return "dotnet " + sm[2]
		}
		return m[:len(m)-len(".net")] + "dotnet" // the character before the dot kept
	})
}

// productTokens are toks with each product named as one token its
// versions follow: a tool of two words ("React Native", "react-native")
// joined, a runtime's base image named as the runtime, and in a pin a
// version's variant dropped ("17-jre" is 17). A Dockerfile's FROM names
// the image the build starts from, no version left (changeWords).
func productTokens(toks []string, pinned bool) []string {
	out := make([]string, 0, len(toks))
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t == "FROM" && pinned {
			continue
		}
		if i+1 < len(toks) {
			if two := strings.ToLower(t + " " + toks[i+1]); isTool(two) {
				out, i = append(out, two), i+1
				continue
			}
		}
		out = append(out, productToken(t, pinned))
	}
	return out
}

// productToken is one token as productTokens reads it alone.
func productToken(t string, pinned bool) string {
	l := strings.ToLower(t)
	if r, ok := runtimeImages[l]; ok {
		return r
	}
	if spaced := strings.ReplaceAll(l, "-", " "); strings.Contains(l, "-") && isTool(spaced) {
		return spaced
	}
	if m := taggedVersionRe.FindStringSubmatch(t); m != nil && pinned {
		return m[1]
	}
	return t
}

// isTool reports whether name is a versioned tool's.
func isTool(name string) bool {
	t, ok := toolNames()[name]
	return ok && !unversioned[t.group]
}

// markPinned marks reqs as read from a pin when the statement is one.
func markPinned(reqs []versionReq, pinned bool) []versionReq {
	if pinned {
		for i := range reqs {
			reqs[i].pinned = true
		}
	}
	return reqs
}

// pinAgainstInUse reports whether r and s, each a version of one product
// in use, are one a pin and the other a note in words, and give two
// versions: "Flutter 3.19" against `"flutter": "3.16.9"` in .fvmrc. As
// far as both say one is the other ("Flutter 3.19", "3.19.2" pinned) they
// agree.
func pinAgainstInUse(r, s versionReq) bool {
	return r.pinned != s.pinned && comparePrefix(r.lo, s.lo) != 0
}
