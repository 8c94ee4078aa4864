package statement

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// A product's version is said three ways: as the one in use ("the project
// runs on Python 3.11", "terraform pinned to 1.5.7"), as the oldest one
// supported ("MSRV is 1.70", "min iOS version is 15.0", a build file's
// `rust-version = "1.74"` or `IPHONEOS_DEPLOYMENT_TARGET = 16.0`, go.mod's
// `go 1.22`) and as a constraint a package manager reads ("numpy>=2.0",
// `requires-python = ">=3.12"`, ">=1.26,<2.0"). Each is a range of
// versions: the one in use a point, the oldest supported a floor, a
// constraint its bounds. Two statements of one product's versions clash
// when the version in use lies outside the other's range, when two
// floors differ, or when two ranges share no version; a version inside
// a range agrees with it, whichever side is a config line.

// versionReq is what one statement says of one product's versions.
type versionReq struct {
	product string
	way     reqWay
	// lo and hi bound the versions, as their numbered parts; hi is nil
	// when there is no upper bound. loOpen and hiShut say whether lo is
	// left out (">") and hi taken in ("<=").
	lo, hi         []int
	loOpen, hiShut bool
	// keyed: read from a build file's key, whose value is a version
	// whatever its form.
	keyed bool
	// pinned: read from a pin, a manifest's line (pinAgainstInUse).
	pinned bool
	// file: read from a runtime's version file (versionFileProduct).
	file bool
}

// reqWay is how a statement gives a product's versions.
type reqWay int

const (
	reqInUse reqWay = iota + 1 // a version in use or pinned: a point
	reqFloor                   // the oldest supported, by a word, a key or a lone ">="
	reqRange                   // bounds with an upper one
)

// reqTokenRe are the tokens a statement of versions is read in: a
// comparison, or a word (dotted, dashed or with underscores, a key's
// name among them).
var reqTokenRe = lazyre.New(`~>|[<>]=?|==|~=|\^|[A-Za-z0-9][\w.+-]*`)

// reqClauseRe ends a clause: a semicolon, a sentence's end, a line.
var reqClauseRe = lazyre.New(`;|\.\s|\n|\s--?\s|\s—\s`)

// dottedVersionRe is a version of two or more parts ("3.12", "1.5.7");
// plainVersionRe one of one part too ("16").
var (
	dottedVersionRe = lazyre.New(`^v?\d+(\.\d+)+$`)
	plainVersionRe  = lazyre.New(`^v?\d+(\.\d+)*$`)
)

// versionSettingKeys are the build files' keys that name a product's version
// and how: Python packaging's and Cargo's oldest supported version,
// Xcode's deployment targets (the oldest OS an app runs on) and
// Terraform's required_version, whose value is its own constraint (an
// exact version when it has no comparison).
var versionSettingKeys = map[string]versionReq{
	"requires_python": {product: "python", way: reqFloor}, "python_requires": {product: "python", way: reqFloor},
	"rust_version":               {product: "rust", way: reqFloor},
	"iphoneos_deployment_target": {product: "ios", way: reqFloor}, "macosx_deployment_target": {product: "macos", way: reqFloor},
	"tvos_deployment_target": {product: "tvos", way: reqFloor}, "watchos_deployment_target": {product: "watchos", way: reqFloor},
	"required_version": {product: "terraform", way: reqInUse},
	// MSRV is Rust's own name for its oldest supported version
	"msrv": {product: "rust", way: reqFloor},
}

// floorWords say a version after them is the oldest supported: "min iOS
// version", "minimum supported Go", "requires Python 3.12", "at least".
var floorWords = set("min minimum oldest lowest least requires require required needs need")

// reqFillers may stand between a product and its version: "Python is
// pinned to 3.11", "go.mod says go 1.21", "rust-version = 1.74".
var reqFillers = set("is are was = : to pinned pin at on of version says set declares")

// versionReqsOf reads what text says of products' versions, clause by
// clause.
func versionReqsOf(text string) []versionReq {
	if !strings.ContainsAny(text, "0123456789") {
		return nil // the cheap question first
	}
	var out []versionReq
	goMod := strings.Contains(strings.ToLower(text), "go.mod")
	runtimeKey, tagged, engines := namedByFile(text)
	pinned := pinLineRe.MatchString(text) || runtimeKey
	for _, clause := range reqClauseRe.Split(text, -1) {
		clause = dotnetClause(clause)
		toks := reqTokenRe.FindAllString(clause, -1)
		for k, t := range toks {
			toks[k] = strings.TrimRight(t, ".-") // "Python 3.11." ends its sentence
		}
		toks = gluedRuntimes(productTokens(toks, pinned || tagged))
		var reqs []versionReq
		for i := 0; i < len(toks); i++ {
			p, ok := reqProduct(toks, i, clause, goMod)
			if !ok {
				continue
			}
			p.keyed = p.keyed || engines && pinned
			if p.way == 0 && floorBefore(toks, i) || goMod && p.product == "golang" {
				p.way = reqFloor // go.mod's go line is the oldest Go it builds with
			}
			if r, n := reqAfter(toks, i+1, p); n > 0 {
				reqs = append(reqs, r)
				i += n
			}
		}
		out = append(out, inUseOnly(reqs, toks)...)
	}
	return markPinned(out, pinned)
}

// floorBefore reports whether a word right before toks[i], a product,
// says its version is the oldest supported: "min iOS", "minimum
// supported Go", "requires Python", "at least Node". A word further
// off ("takes 5 min on Node 18") says no such thing.
func floorBefore(toks []string, i int) bool {
	for j := i - 1; j >= 0 && j >= i-2; j-- {
		if floorWords[strings.ToLower(toks[j])] {
			return true
		}
	}
	return false
}

// changeWords are the words of a clause that tells of a version left, a
// change between two or one not in use: "upgraded from Python 3.9",
// "dropped Node 16", "no longer on 3.8", "the old cluster ran 1.27".
var changeWords = set("from was were used old older previous previously legacy former dropped removed deprecated eol retired " +
	"upgrade upgraded upgrading bump bumped bumping migrate migrated migrating moved moving switched not no never don't doesn't isn't until before")

// inUseOnly are reqs without the versions in use of a clause that tells
// of a change or of a version gone: there a version is one left or one
// moved to, not the one that holds now. Floors and constraints stay.
func inUseOnly(reqs []versionReq, toks []string) []versionReq {
	if !slices.ContainsFunc(toks, func(t string) bool { return changeWords[strings.ToLower(t)] }) {
		return reqs
	}
	return slices.DeleteFunc(reqs, func(r versionReq) bool { return r.way == reqInUse })
}

// reqProduct reads toks[i] as a product whose versions may follow: a
// build file's key, a known tool, go.mod's "go", or a package's name
// written against a comparison ("numpy>=2.0").
func reqProduct(toks []string, i int, clause string, goMod bool) (versionReq, bool) {
	w := strings.ToLower(toks[i])
	if r, ok := versionFileProduct(w); ok {
		return r, true
	}
	if r, ok := versionSettingKeys[strings.NewReplacer("-", "_", ".", "_").Replace(w)]; ok {
		r.keyed = w != "msrv"
		return r, true
	}
	if w == "go" || w == "golang" {
		// "go" is a verb too: the language only with a dotted version
		// right after it, capitalised inside a sentence ("Minimum
		// supported Go is 1.21"), or in what go.mod says
		next := i+1 < len(toks) && dottedVersionRe.MatchString(toks[i+1])
		return versionReq{product: "golang"}, next || i > 0 && toks[i] == "Go" || goMod && w == "golang"
	}
	if t, ok := toolNames()[w]; ok && !unversioned[t.group] {
		return versionReq{product: cmp.Or(sameProduct[t.name], t.name)}, true
	}
	if packageNameRe.MatchString(w) && !reqFillers[w] && !floorWords[w] && specified(toks, i, clause) {
		return versionReq{product: w, way: -1}, true // a package named by its specifier only
	}
	return versionReq{}, false
}

// specified reports whether toks[i], a name, is a package's a comparison
// specifies: written against it ("numpy>=2.0") or said pinned to it
// ("NumPy is pinned to >=1.26,<2.0"). A word and a comparison apart
// ("the score must be >= 0.9") is a threshold, no package.
func specified(toks []string, i int, clause string) bool {
	pinned := false
	j := i + 1
	for ; j < len(toks) && j-i <= 4 && reqFillers[strings.ToLower(toks[j])]; j++ {
		pinned = pinned || strings.HasPrefix(strings.ToLower(toks[j]), "pin")
	}
	if j == len(toks) || !isReqOp(toks[j]) {
		return false
	}
	return pinned || j == i+1 && strings.Contains(clause, toks[i]+toks[j])
}

// packageNameRe is a package's name as a specifier writes it.
var packageNameRe = lazyre.New(`^[a-z][a-z0-9_.-]*[a-z0-9]$`)

func isReqOp(t string) bool { return strings.ContainsAny(t[:1], "<>=~^") }

// reqAfter reads the versions toks give p from toks[from]: fillers
// first, then a version or one or more comparisons with theirs. It
// returns the statement and how many tokens it took, or 0.
func reqAfter(toks []string, from int, p versionReq) (versionReq, int) {
	i := from
	for i < len(toks) && i-from < 4 && reqFillers[strings.ToLower(toks[i])] {
		i++
	}
	named := saysVersion(toks[from:i])
	if j := wordsToVersion(toks, i, p.way == reqFloor || named); j > i {
		i = j // "min iOS version for the app is 15.0": a few words of what it is for, then "is"
	}
	if named && p.way == 0 {
		p.way = reqInUse // "Node version for this repo is 18": a whole number said a version is one
	}
	if i == len(toks) {
		return versionReq{}, 0
	}
	// A package known only by its specifier takes dotted versions only,
	// and so does a version after no comparison but fillers: "Python 3"
	// scripts or "Node 20" runners may say which, a number after "to" a count.
	dottedOnly := p.way < 0
	if p.way < 0 {
		p.way = 0
	}
	if !isReqOp(toks[i]) {
		v := toks[i]
		if !dottedVersionRe.MatchString(v) && !(plainVersionRe.MatchString(v) && (i == from || p.way != 0) && !dottedOnly) {
			return versionReq{}, 0
		}
		p.lo = versionParts(v)
		if p.way == 0 {
			p.way = reqInUse
		}
		return p, i + 1 - from
	}
	// comparisons, each with its version: ">=1.26,<2.0", "^1.4", "~=3.11"
	for i+1 < len(toks) && isReqOp(toks[i]) && plainVersionRe.MatchString(toks[i+1]) {
		if !p.keyed && !dottedVersionRe.MatchString(toks[i+1]) {
			// "Redis p99 < 5": a bound of a measure, no version; a
			// key's constraint ("required_version = ">= 1"") is one
			return versionReq{}, 0
		}
		boundBy(&p, toks[i], versionParts(toks[i+1]))
		i += 2
	}
	if p.lo == nil && p.hi == nil {
		return versionReq{}, 0
	}
	// comparisons give the range whatever the key says: required_version
	// = ">= 1.6.0" is a floor, as "numpy>=2.0" is
	p.way = reqFloor
	if p.hi != nil {
		p.way = reqRange
	}
	return p, i - from
}

// wordsToVersion is where a dotted version stands after a few plain
// words and a copula from toks[i] ("for the app is 15.0"), or i: the
// words say what the version is of, no number or product among them.
// After a floor's product a whole number is a version too ("the oldest
// Node we support is 18").
func wordsToVersion(toks []string, i int, floor bool) int {
	for j := i; j < len(toks) && j-i < 5; j++ {
		w := strings.ToLower(toks[j])
		if _, tool := toolNames()[w]; tool || strings.ContainsAny(w, "0123456789") || isReqOp(w) {
			return i
		}
		if copulas[w] && j+1 < len(toks) && (dottedVersionRe.MatchString(toks[j+1]) || floor && plainVersionRe.MatchString(toks[j+1])) {
			return j + 1
		}
	}
	return i
}

// boundBy narrows p by one comparison with v.
func boundBy(p *versionReq, op string, v []int) {
	switch op {
	case ">=", ">":
		p.lo, p.loOpen = v, op == ">"
	case "<", "<=":
		p.hi, p.hiShut = v, op == "<="
	case "==":
		p.lo, p.hi, p.hiShut = v, v, true
	case "^", "~", "~=", "~>":
		// a caret or tilde keeps the leading part: "^1.4" is below 2,
		// "~1.4" and "~=1.4.2" below the next of the part before the last
		p.lo = v
		keep := 1
		if op != "^" && len(v) > 1 {
			keep = len(v) - 1
		}
		hi := slices.Clone(v[:keep])
		hi[keep-1]++
		p.hi = hi
	}
}

// versionParts are a version's numbered parts: "v1.26.4" is 1, 26, 4.
func versionParts(v string) []int {
	var out []int
	for _, s := range strings.Split(strings.TrimPrefix(strings.ToLower(v), "v"), ".") {
		n, err := strconv.Atoi(s)
		if err != nil {
			break
		}
		out = append(out, n)
	}
	return out
}

// comparePrefix compares a and b on the parts both give: "3.12" and
// "3.12.1" are one as far as the shorter says.
func comparePrefix(a, b []int) int {
	return slices.Compare(a[:min(len(a), len(b))], b[:min(len(a), len(b))])
}

// comparePadded compares a and b with the parts one leaves out as 0:
// "2" and "2.0" are one, "1.9" below "2".
func comparePadded(a, b []int) int {
	for i := range max(len(a), len(b)) {
		x, y := 0, 0
		if i < len(a) {
			x = a[i]
		}
		if i < len(b) {
			y = b[i]
		}
		if c := cmp.Compare(x, y); c != 0 {
			return c
		}
	}
	return 0
}

// holds reports whether the version v, in use, lies in r's range: at or
// above its floor, as far as v says, and below its upper bound.
func (r versionReq) holds(v []int) bool {
	if c := comparePrefix(v, r.lo); c < 0 || c == 0 && r.loOpen && len(v) >= len(r.lo) {
		return false
	}
	if r.hi != nil {
		if c := comparePadded(v, r.hi); c > 0 || c == 0 && !r.hiShut {
			return false
		}
	}
	return true
}

// below reports whether every version of r lies below s's floor: r's
// upper bound is at or under it.
func (r versionReq) below(s versionReq) bool {
	if r.hi == nil {
		return false
	}
	c := comparePadded(r.hi, s.lo)
	return c < 0 || c == 0 && (!r.hiShut || s.loOpen)
}

// reqsClash reports whether r and s, of one product, cannot both hold.
// Two versions in use are left to the typed values, which read them too,
// unless one is pinned (pinAgainstInUse).
func reqsClash(r, s versionReq) bool {
	switch {
	case r.product != s.product:
		return false
	case r.way == reqInUse && s.way == reqInUse:
		return pinAgainstInUse(r, s)
	case r.way == reqInUse:
		return !s.holds(r.lo)
	case s.way == reqInUse:
		return !r.holds(s.lo)
	case r.way == reqFloor && s.way == reqFloor:
		return comparePrefix(r.lo, s.lo) != 0 // two oldest supported
	}
	return r.below(s) || s.below(r)
}

// versionReqsClash reports whether a and b say of one product's
// versions what cannot both hold, of one thing: "the project runs on
// Python 3.11" and `requires-python = ">=3.12"`; "NumPy is pinned to
// >=1.26,<2.0" and "numpy>=2.0 is required now"; "MSRV is 1.70" and
// `rust-version = "1.74"`. A version inside the other's range agrees.
func versionReqsClash(a, b Claim) bool {
	for _, r := range a.versions {
		for _, s := range b.versions {
			if reqsClash(r, s) && !contrasted(a.typed.words, b.typed.words) && !componentsApart(a.typed.words, b.typed.words) {
				return true
			}
		}
	}
	return false
}

// componentNouns are the words that name a part of a system a product's
// version is set for, each named by the word before it: "the api
// service", "the ml worker", "the ingest lambda".
var componentNouns = stemSet("service svc worker job api app lambda function module crate package repo image container pod")

// componentsApart reports whether a and b each name a part of a system
// by a word the other does not say: "the api service runs on Python
// 3.11" and "the ml worker has requires-python >=3.12" are of two parts,
// each with its own version. One that names no part is of the whole
// ("the project runs on Python 3.11").
func componentsApart(a, b []string) bool {
	ca, cb := componentNames(a), componentNames(b)
	return len(ca) > 0 && len(cb) > 0 && !shareWord(ca, b) && !shareWord(cb, a)
}

// componentNames are the words of ws that name a part by the noun after them.
func componentNames(ws []string) []string {
	var out []string
	for i := 1; i < len(ws); i++ {
		if componentNouns[ws[i]] {
			out = append(out, ws[i-1])
		}
	}
	return out
}

// versionReqKeys are the keys Candidates files a claim under for the
// products whose versions it states (versionReqsClash).
func versionReqKeys(c Claim) []string {
	return prefixedKeys("vr:", c.versions, func(r versionReq) string { return r.product })
}
