package statement

import (
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// A runtime's version is often named by the file or key that pins it, not
// by the runtime: ".nvmrc says 18" is Node 18, `.python-version` is
// Python's, rust-toolchain.toml's channel Rust's, a Lambda's `runtime =
// "nodejs20.x"` Node 20, package.json's `"engines": {"node": ">=18"}` a
// floor of Node, and an image reference "ruby:3.3-alpine" Ruby 3.3. Read
// as its product, the file's version meets what a note in words says of
// that product ("Node 20 is required"), and versionReqsClash compares
// the two as it compares any two statements of one product's versions.

// versionFiles are the version files of runtime managers (nvm, pyenv,
// rbenv, jenv, tfenv, goenv, rustup, fvm, asdf's per-tool files), each
// with the product whose version it holds, as the tokens read them (the
// leading dot dropped).
var versionFiles = func() map[string]string {
	m := map[string]string{}
	for product, files := range map[string][]string{
		"node": {"nvmrc", "node-version"}, "python": {"python-version"}, "ruby": {"ruby-version"},
		"java": {"java-version"}, "terraform": {"terraform-version"}, "golang": {"go-version"},
		"rust": {"rust-toolchain", "rust-toolchain.toml"}, "flutter": {"fvmrc"},
		"bun": {"bun-version"}, "deno": {"deno-version"}, "php": {"php-version"},
	} {
		for _, f := range files {
			m[f] = product
		}
	}
	return m
}()

// versionFileProduct reads the token w as a version file standing for its
// product: what the file holds is a version whatever its form ("18",
// "lts/iron" aside), and the version in use.
func versionFileProduct(w string) (versionReq, bool) {
	p, ok := versionFiles[w]
	if !ok {
		return versionReq{}, false
	}
	return versionReq{product: p, way: reqInUse, keyed: true, file: true}, true
}

// runtimeIDRe is a runtime identifier with its version glued on, as
// serverless platforms' runtime keys write it: "nodejs20.x",
// "python3.12", "java21", "ruby3.3", "dotnet8".
var runtimeIDRe = lazyre.New(`(?i)^(nodejs|python|ruby|java|dotnet)(\d+(?:\.\d+)?)(?:\.x)?$`)

// runtimeKeyRe is a runtime key set to such an identifier, which pins the
// version as a manifest does: `runtime = "nodejs20.x"`, `runtime:
// python3.12`.
var runtimeKeyRe = lazyre.New(`(?i)\bruntime\s*[:=]\s*["']?(?:nodejs|python|ruby|java|dotnet)\d`)

// imageRefRe is an image reference whose tag is a version with a variant
// ("ruby:3.3-alpine", "python:3.12-slim"): the variant names the base, not
// another version.
var imageRefRe = lazyre.New(`[a-z][\w./-]*:v?\d+(?:\.\d+)*-[a-z]`)

// engineKeyRe is package.json's engines field, whose entries are
// constraints on the runtimes a package runs on, whatever the form of
// their numbers (">=18").
var engineKeyRe = lazyre.New(`(?i)"?engines"?\s*[:.]`)

// namedByFile reports how text names a runtime by its configuration: a
// pin (a runtime key), tagged (an image reference whose variants
// productTokens drops) and keyed (package.json's engines, whose
// constraints are versions in any form).
func namedByFile(text string) (pinned, tagged, keyed bool) {
	return runtimeKeyRe.MatchString(text), imageRefRe.MatchString(text), engineKeyRe.MatchString(text)
}

// gluedRuntimes are toks with each runtime identifier split into the
// product and its version: "nodejs20.x" is "node", "20".
func gluedRuntimes(toks []string) []string {
	out := make([]string, 0, len(toks))
	for _, t := range toks {
		m := runtimeIDRe.FindStringSubmatch(t)
		if m == nil {
			out = append(out, t)
			continue
		}
		p := strings.ToLower(m[1])
		if p == "nodejs" {
			p = "node"
		}
		out = append(out, p, m[2])
	}
	return out
}

// saysVersion reports whether the fillers between a product and its
// number name it a version ("Node version for this repo is 18"), which
// makes a whole number one as a floor's word does.
func saysVersion(fillers []string) bool {
	for _, w := range fillers {
		if strings.EqualFold(w, "version") {
			return true
		}
	}
	return false
}

// versionsAgree reports whether a and b each state a range of one
// product's versions, one of them read from a version file and the other
// a floor or bounds, and every such two agree: ".python-version is 3.11"
// and `requires-python = ">=3.10"` read alike as the Python version, but
// the version in use meets the floor, so their two numbers are no two
// values of one setting. Only a file's version is read surely enough to
// hold a pair apart; two versions in use are left to the typed values.
func versionsAgree(a, b Claim) bool {
	met := false
	for _, r := range a.versions {
		for _, s := range b.versions {
			if r.product != s.product {
				continue
			}
			if reqsClash(r, s) {
				return false
			}
			met = met || r.file && s.way != reqInUse || s.file && r.way != reqInUse
		}
	}
	return met
}
