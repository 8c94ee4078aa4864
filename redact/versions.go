package redact

import (
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// versionRange is a dependency's version constraint or comparison, with or
// without the package it constrains: numpy<2, node>=20,
// python_requires>=3.9, "^1.2.0", "~1.4.2", "~> 5.0", ">= 2.3, < 3.0",
// cryptography>=41.0.0,<42. A manifest or a sentence about pins puts these
// beside credential words ("we pin numpy<2", "token-parser": "~1.4.2"), and
// none is a secret: its operator and its dotted numbers are public syntax.
var versionRange = lazyre.New(`^(?:[a-z][a-z0-9_.\-]*(?:\[[a-z0-9_,\-]+\])?\s*)?` +
	versionClause + `(?:\s*,\s*` + versionClause + `)*$`)

// versionClause is one operator and its version: the operators of pip
// (PEP 440), npm (semver) and Bundler, a version of dotted numbers with an
// optional wildcard or pre-release tag (1.x, 2.0.0-rc.1).
const versionClause = `(?:===|[<>!=~]=|[<>]|~>|[\^~]|==)\s*v?\d+(?:\.(?:\d+|[x*]))*(?:-[0-9a-z.]+)?`

// versionTag is a release's version as an image's tag gives it (2.11.0,
// v1.4, 24.0.3-alpine). Given as a password ("the password is v1.24.3")
// it is one; only an image's reference makes it a tag (imageTag).
var versionTag = lazyre.New(`^v?\d+(?:\.\d+){1,3}(?:[-+][0-9A-Za-z.]+)?$`)

// imageTag: the credential name ending at e is the last part of a
// container image's or a package's path (ghcr.io/acme/secret-rotator:2.11.0,
// quay.io/keycloak/keycloak-token-exchange:24.0.3-alpine), rest being the
// text after it, and ":" gives its version tag, not a value; so does a
// JSON member named for a scoped package ("@auth0/nextjs-auth0": "3.5.0").
func imageTag(text string, e int, rest string) bool {
	quoted := strings.HasPrefix(rest, "\":") // package.json's "@auth0/nextjs-auth0": "3.5.0"
	if !strings.HasPrefix(rest, ":") && !quoted {
		return false
	}
	s := e
	for s > 0 && e-s < 256 && (isNameByte(text[s-1]) || strings.IndexByte("/.-", text[s-1]) >= 0) {
		s--
	}
	if quoted {
		rest = strings.TrimLeft(rest[2:], " \t\"")
	} else {
		rest = rest[1:]
	}
	v := token(rest, 0)
	return strings.Contains(text[s:e], "/") && versionTag.MatchString(strings.TrimRight(rest[v[0]:v[1]], "\","))
}

// integrityHash is a Subresource Integrity or lockfile digest (W3C SRI:
// sha256-, sha384-, sha512- and the digest's base64): a public hash of a
// public file, whatever credential word names the file.
var integrityHash = lazyre.New(`^sha(?:256|384|512)-[A-Za-z0-9+/]{43,86}={0,2}$`)

// publicNumber: val is a version constraint or an integrity digest, never
// a secret. It runs on every value judged, so each expression runs only on
// a value that holds what every match must: an operator of versionClause
// (each has one of "<>=~^"), or the digest's "sha".
func publicNumber(val string) bool {
	return strings.ContainsAny(val, "<>=~^") && versionRange.MatchString(val) ||
		strings.HasPrefix(val, "sha") && integrityHash.MatchString(val)
}
