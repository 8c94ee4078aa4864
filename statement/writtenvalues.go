package statement

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// isoDateRe is a day written the ISO way, "2024-03-04": one date, which
// split at its hyphens would be three numbers that clash with any other
// number of the subject ("deployed v2.14.0 on 2024-03-04" against "builds
// with Go 1.23").
var isoDateRe = lazyre.New(`^(\d{4})-(\d{2})-(\d{2})$`)

// goVersionRe is a Go release as written after the language's name: "Go
// 1.23", "go 1.22.3". "go" alone is too often the verb to be a tool's name,
// but the verb takes no dotted number after it.
var goVersionRe = lazyre.New(`^1\.\d+(\.\d+)?$`)

// writtenDateAt reads an ISO date at ws[i] as the day of its month dateAt
// reads. It returns how many words it took, or 0.
func writtenDateAt(ws []string, i int) (typed, int) {
	if m := isoDateRe.FindStringSubmatch(ws[i]); m != nil {
		month, _ := strconv.Atoi(m[2])
		day, _ := strconv.Atoi(m[3])
		if month >= 1 && month <= 12 && day >= 1 && day <= 31 {
			return typed{kind: "date", v: m[2] + "-" + m[3]}, 1
		}
	}
	return typed{}, 0
}

// productAt is the tool ws[i] names, or Go when it is "go" and a Go
// release follows in the clause ("we pin Go to 1.21"): the verb has no
// version, so the clause's dotted numbers are the language's.
func productAt(ws []string, i int) (tool, bool) {
	if t, ok := toolNames()[ws[i]]; ok {
		return t, true
	}
	if ws[i] != "go" || !slices.ContainsFunc(ws[i+1:], goVersionRe.MatchString) {
		return tool{}, false
	}
	return toolNames()["golang"], true
}

// filesOfOwnValues reports whether the only values a and b differ in are
// files, and each states a value of a type the other does not: each file
// is where its own value is written ("CI: GitHub Actions
// (.github/workflows/ci.yml)", "go 1.21 in go.mod"), not two answers to
// where one thing is.
func filesOfOwnValues(a, b []typed) bool {
	for _, x := range a {
		if x.kind != "address" && hasKind(b, x.kind) && !hasValue(b, x) && !anyShared(a, b, x.kind) {
			return false
		}
	}
	return hasKind(a, "address") && hasKind(b, "address") && ownKind(a, b) && ownKind(b, a)
}

// withoutValueAddress is ts, c's values, without the file or the piece of
// code c says its amount is written in, when other states an amount of
// that kind and no address: "`targetSdkVersion = 33` in
// android/build.gradle", "messages over 2k characters get rejected by
// `Chat.Message.changeset`". The address after "in", "by" or "from" is
// where the value lives, no other thing it is of. One that opens the line
// ("values.yaml: api.replicaCount: 2", a file of defaults) or is the key
// itself ("api pool.min is 5") stays.
func withoutValueAddress(c Claim, other typedValues, ts []typed) []typed {
	if hasKind(other.stated, "address") || !slices.ContainsFunc(ts, func(y typed) bool {
		return scalarKinds[y.kind] && hasKind(other.stated, y.kind)
	}) {
		return ts
	}
	return slices.DeleteFunc(slices.Clone(ts), func(x typed) bool { return x.kind == "address" && writtenAfter(c.stems, x.v) })
}

// writtenAfter reports whether address stands in stems after an amount and
// a preposition that places it: "33 in android/build.gradle".
func writtenAfter(stems []string, address string) bool {
	i := slices.Index(stems, address)
	return i > 1 && placingPrepositions[stems[i-1]] && slices.ContainsFunc(stems[:i-1], func(w string) bool { return w != "" && isDigit(w[0]) })
}

// placingPrepositions say where a value is written: in a file, by a piece
// of code, from a config.
var placingPrepositions = set("in by from")

// rulesOutOfThing reports whether a rules out a value b states: a bare
// number only when b states that very number, not one that begins alike
// ("1 no match" in "exit codes like grep: 0 match, 1 no match, 2 error"
// rules no 1 out of "MSRV is 1.70"). A tool or an amount with its unit
// is matched as hasValue matches it.
func rulesOutOfThing(a, b typedValues) bool {
	if !bareNumbers(a.excluded) {
		return rulesOut(a.excluded, b.stated, a.stated)
	}
	return slices.ContainsFunc(a.excluded, func(x typed) bool {
		return !hasValue(a.stated, x) && slices.ContainsFunc(b.stated, func(y typed) bool { return sameNumber(x, y, a) })
	})
}

// unitAmounts are the kinds of amount said with a unit.
var unitAmounts = set("duration size length share rate frequency")

// sameNumber reports whether a bare number x that a rules out is the
// number y states: an equal count, or x written as a version ("v1", "1.4")
// and y that version of the thing a gives a version of or names. An amount
// of a unit a does not state, a time or a tool is another sense of the
// number ("zero" is no tool, "not 2x" is not "OAuth2", "200" is not
// "02:00"), and so is another thing's version ("4.3 configs" of AUTOSAR is
// not "tariff engine 4.3").
func sameNumber(x, y typed, a typedValues) bool {
	switch {
	case y.kind == "number":
		return !math.IsNaN(x.n) && !math.IsNaN(y.n) && x.n == y.n || x.v == y.v
	case strings.HasPrefix(y.kind, "version "):
		ofA := hasKind(a.stated, y.kind) || len(y.stems) > 0 && within(y.stems, a.words)
		return ofA && (strings.HasPrefix(x.v, "v") || strings.Contains(x.v, ".")) && strings.TrimPrefix(x.v, "v") == strings.TrimPrefix(y.v, "v")
	case unitAmounts[y.kind] && hasKind(a.stated, y.kind):
		// beside an amount a states, the number it rules out is in that
		// unit: "the timeout is 30 s, not 10" rules out "10 s"
		return x.n == y.n
	}
	return false
}

// versionedTool reports whether x is a tool ts gives the version of, read
// from the same words ("GKE 1.27" is GKE and Kubernetes 1.27): the version
// counts for the tool, whatever group the version is named for.
func versionedTool(ts []typed, x typed) bool {
	return slices.ContainsFunc(ts, func(t typed) bool {
		return strings.HasPrefix(t.kind, "version ") && t.kind != x.kind && slices.Equal(t.stems, x.stems)
	})
}

// ownKind reports whether a states a value of a type b states none of,
// files aside.
func ownKind(a, b []typed) bool {
	return slices.ContainsFunc(a, func(x typed) bool { return x.kind != "address" && !hasKind(b, x.kind) })
}

// numberAt reads the number at ws[i], an amount in the hundredths of a
// currency as the whole units they make.
func numberAt(ws []string, i int) typed {
	v := strings.TrimSuffix(strings.TrimPrefix(ws[i], "v"), ".x") // "1.26.x" is any 1.26
	v = strings.TrimSuffix(v, "x")                                // "8x" is 8
	n, err := strconv.ParseFloat(v, 64)
	if err != nil {
		return typed{kind: "number", v: v, n: math.NaN()}
	}
	if i+1 < len(ws) && subunits[ws[i+1]] {
		return inWholeUnits(n)
	}
	return typed{kind: "number", v: v, n: n}
}

// subunits are the hundredth parts of a currency: "2500 cents" is $25,
// one amount in two units, which read as 2500 would clash with "$25".
var subunits = set("cent cents pence penny ct")

// inWholeUnits is n hundredths as the number of whole units they make.
func inWholeUnits(n float64) typed {
	whole := n / 100
	return typed{kind: "number", v: strconv.FormatFloat(whole, 'f', -1, 64), n: whole}
}

// unscalar are the values of ts that are no amount, day or other scalar.
func unscalar(ts []typed) []typed {
	var out []typed
	for _, t := range ts {
		if !scalarKinds[t.kind] {
			out = append(out, t)
		}
	}
	return out
}
