package statement

import (
	"cmp"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// apartMarks are what a claim's text says about which thing it is of that
// its stems lose: the setting key it opens with, written as an identifier
// ("maintenance_work_mem"), and the variant it names ("rev B boards").
type apartMarks struct {
	key     []string // the key's parts, lowercase: "maintenance", "work", "mem"
	variant [2]string
}

// apartMarksOf reads text's apartMarks.
func apartMarksOf(text string) apartMarks {
	var m apartMarks
	if k := keyRe.FindStringSubmatch(text); k != nil {
		m.key = keyParts(k[1])
	}
	if v := variantRe.FindStringSubmatch(text); v != nil {
		m.variant = [2]string{variantMarker(v[1]), strings.ToLower(v[2])}
	} else if l := labelledRe.FindStringSubmatch(text); l != nil {
		m.variant = [2]string{strings.ToLower(l[1]), l[2]}
	}
	return m
}

// labelledRe is one of several sites, teams or other units told apart by a
// letter or number after their noun, as the thing a claim is of: "Site A
// working hours", "at Building 3 the doors open at 7", "Team 2 owns
// billing". Read like a variant: "Site A" and "Site B" are two sites. The
// letter must be a capital, so an article ("site a") is none, and the nouns
// are of places and groups of people, never tools, so a version ("Node 20",
// "Postgres 16") is no label.
var labelledRe = lazyre.New(`^\s*(?:(?:at|on|for|in)\s+)?(?:the\s+)?((?i:site|team|building|plant|warehouse|depot|branch|office|campus|store|lab|clinic|ward|floor|wing|hall|zone|line|shift|squad|crew|unit|dock|gate|terminal|hangar|yard|room|block))s?\s+([A-Z]|[0-9]{1,3})\b[,:]?\s+[a-zA-Z]`)

// keyRe is a setting key written as an identifier at the start of a
// claim, the thing it is of: "work_mem is 64MB", "the maxPoolSize is 10".
var keyRe = lazyre.New(`^\s*(?:the\s+)?([A-Za-z][A-Za-z0-9]*(?:[_.][A-Za-z0-9]+)+|[a-z]+(?:[A-Z][a-z0-9]+)+)\b`)

// camelRe splits an identifier's camel-cased parts.
var camelRe = regexp.MustCompile(`[A-Z]?[a-z0-9]+|[A-Z]+`)

// keyParts are an identifier's parts, lowercase: "maxPoolSize" is "max",
// "pool", "size"; "WORK_MEM" is "work", "mem".
func keyParts(key string) []string {
	var out []string
	for _, p := range strings.FieldsFunc(key, func(r rune) bool { return r == '_' || r == '.' }) {
		for _, w := range camelRe.FindAllString(p, -1) {
			out = append(out, strings.ToLower(w))
		}
	}
	return out
}

// keysApart reports whether a and b open with two setting keys, one the
// other's with words added: "work_mem" and "maintenance_work_mem",
// "pool_size" and "max_pool_size" are two settings, whatever their words
// share. The same key ("work_mem", "WORK_MEM") is one setting, and a key
// against words ("work mem") is left to the words.
func keysApart(a, b Claim) bool {
	x, y := a.marks.key, b.marks.key
	if len(x) == 0 || len(y) == 0 || len(x) == len(y) {
		return false
	}
	if len(x) > len(y) {
		x, y = y, x
	}
	for _, w := range x {
		if !slices.Contains(y, w) {
			return false
		}
	}
	for _, w := range y {
		if !slices.Contains(x, w) && typeNouns[w] {
			return false // "minSdkVersion" is "minSdk" by its type's word
		}
	}
	return true
}

// variantRe is a variant of a thing named in front of it, as the thing a
// claim is of: "rev A boards", "on gen 2 sensors", "Mk II units", "tier 1
// customers". A variant stated as a value ("the board is rev C") is not
// matched: it follows its verb.
var variantRe = lazyre.New(`(?i)^\s*(?:(?:on|for|in)\s+)?(?:the\s+|all\s+|our\s+)?(rev|revision|gen|generation|mk|mark|model|tier|series)\.?\s*([a-z]|[0-9]+|[ivx]+)\s+[a-z]`)

// variantMarker is a variant's marker in one spelling: "revision" is
// "rev", "generation" "gen", "mark" "mk".
func variantMarker(w string) string {
	w = strings.ToLower(w)
	if m, ok := map[string]string{"revision": "rev", "generation": "gen", "mark": "mk"}[w]; ok {
		return m
	}
	return w
}

// variantsApart reports whether a and b are each of a variant of one kind
// that the other is not: "rev A boards use the STM32F4", "rev B boards use
// the STM32H7" are two boards. Two claims of one variant ("rev A boards")
// may clash.
func variantsApart(a, b Claim) bool {
	x, y := a.marks.variant, b.marks.variant
	return x[0] != "" && x[0] == y[0] && x[1] != y[1]
}

// totalOfEach reports whether a gives a count of things with an amount
// each ("4 nodes with 128 cores each") and b the total of them ("512
// cores per job"): the product is the same amount said whole.
func totalOfEach(a, b Claim) bool {
	if !slices.Contains(a.stems, "each") {
		return false
	}
	x, y := numbers(a.typed.stated), numbers(b.typed.stated)
	return len(x) == 2 && len(y) == 1 && x[0]*x[1] == y[0]
}

// numbers are the amounts of ts that are plain numbers.
func numbers(ts []typed) []float64 {
	var out []float64
	for _, t := range ts {
		if t.kind == "number" {
			out = append(out, t.n)
		}
	}
	return out
}

// belowMinimum reports whether a denies versions ("TLS 1.0 and 1.1 are
// disabled") that are all below the minimum b states ("minimum TLS
// version is 1.2"): one rule said twice, once by what it shuts out. A
// denied version at or above the minimum ("TLS 1.2 is disabled") clashes.
func belowMinimum(a, b Claim) bool {
	if !a.Negated || b.Negated || !slices.Contains(b.stems, minimumStem) || !overlap(a.Subject, b.Subject) {
		return false
	}
	m := versions(b.typed.stated)
	denied := append(versions(a.typed.stated), versions(a.typed.excluded)...)
	if len(m) != 1 || len(denied) == 0 {
		return false
	}
	return !slices.ContainsFunc(denied, func(v string) bool { return !versionBelow(v, m[0]) })
}

// versions are the amounts of ts that are numbers or versions, as written.
func versions(ts []typed) []string {
	var out []string
	for _, t := range ts {
		if t.kind == "number" || strings.HasPrefix(t.kind, "version") {
			out = append(out, t.v)
		}
	}
	return out
}

// versionBelow reports whether dotted version x is below y: "3.9" is below
// "3.10", "1.1" below "1.2". Parts that are no numbers compare as none.
func versionBelow(x, y string) bool {
	xs, ys := strings.Split(x, "."), strings.Split(y, ".")
	for i := range max(len(xs), len(ys)) {
		a, b := part(xs, i), part(ys, i)
		if a < 0 || b < 0 {
			return false
		}
		if a != b {
			return a < b
		}
	}
	return false
}

// part is the i-th part of a dotted version as a number, 0 past its end,
// or -1 if it is no number.
func part(ps []string, i int) int {
	if i >= len(ps) {
		return 0
	}
	n, err := strconv.Atoi(ps[i])
	if err != nil {
		return -1
	}
	return n
}

var minimumStem = canonical(Stem("minimum"))

// countsOfContrasted reports whether a and b each count a thing the other
// does not, the two named as members of one family of contrasts ("3
// primary shards", "1 replica"): one index has both. Counts of one member
// ("3 primary shards", "5 primary shards") clash.
func countsOfContrasted(a, b Claim) bool {
	counted := func(c Claim) bool { return len(c.Value) >= 2 && isNumber(c.Value[0]) }
	return counted(a) && counted(b) && contrasted(a.Value, b.Value)
}

// subcommandsApart reports whether one claim denies a tool's subcommand
// ("never run terraform apply") and the other names that tool with another
// ("only run terraform plan"): the denial is of the subcommand, not the
// tool. The same subcommand ("always run terraform apply") clashes.
func subcommandsApart(a, b Claim) bool {
	if !a.Negated || b.Negated {
		return false
	}
	for _, t := range slices.Concat(a.typed.excluded, a.typed.stated, a.typed.aside) {
		x, y := after(a.stems, t.stems), after(b.stems, t.stems)
		if x != "" && y != "" && x != y {
			return true
		}
	}
	return false
}

// after is the content word right after the one-word name in stems, when
// a verb of running a command stands before the name ("run terraform
// apply"), or "": "we don't use GraphQL anywhere" names no subcommand.
func after(stems, name []string) string {
	if len(name) != 1 {
		return ""
	}
	i := slices.Index(stems, name[0])
	if i < 1 || !runVerbs[stems[i-1]] || i+1 >= len(stems) || functionWords[stems[i+1]] || isNumber(stems[i+1]) {
		return ""
	}
	return stems[i+1]
}

// runVerbs are the stems of the verbs that run a command.
var runVerbs = stemSet("run runs execute executes exec call calls invoke invokes")

// partsApart reports whether a and b are of two parts or two settings by
// a mark of their text, or say one amount two ways, by any apartChecks
// either way round.
func partsApart(a, b Claim) bool {
	for _, check := range apartChecks {
		if check(a, b) || check(b, a) {
			return true
		}
	}
	return false
}

// apartChecks are the checks partsApart reads.
var apartChecks = []func(a, b Claim) bool{
	keysApart, variantsApart, totalOfEach, belowMinimum, countsOfContrasted, subcommandsApart, scopesApart, kindsApart, countsApart, conversesApart,
}

// scopesApart reports whether a and b each name an environment or another
// member of one family of contrasts the other does not, as their scope,
// wherever it stands: "the log level is debug when running locally" (in a
// clause of its value) and "in production the log level is warn" are two
// environments. Two claims of one scope may clash.
func scopesApart(a, b Claim) bool {
	if !slices.ContainsFunc(a.Value, inSet(conditionWords)) && !slices.ContainsFunc(b.Value, inSet(conditionWords)) {
		return false // qualifiers alone: Conflict reads them already
	}
	return contrasted(scopeWords(a), scopeWords(b))
}

// scopeWords are c's qualifiers and the words of its value after a word
// that opens a condition ("when running locally", "if on staging").
func scopeWords(c Claim) []string {
	out := qualifiers(c)
	for i, w := range c.Value {
		if conditionWords[w] {
			for _, v := range c.Value[i+1:] {
				out = append(out, cmp.Or(placeAdverbs[v], v))
			}
			return out
		}
	}
	return out
}

var conditionWords = set("when while if whenever")

// placeAdverbs are the stems of adverbs that name an environment in a
// condition ("when running locally"); elsewhere "locally" says where one
// acts from ("never run terraform apply locally"), no environment.
var placeAdverbs = map[string]string{"localli": "local"}

// kindsApart reports whether a and b open with one compound noun each but
// a word in front of it that tells two kinds apart: "email sends retry 3
// times", "push sends retry 10 times"; "nightly backups keep 7 days",
// "weekly backups keep 4 weeks". The two words after it must be content
// words both say, so "the frontend is built with React" against "the UI is
// built with Vue" (a verb after it) is left to clash; so is a kind named by
// a word the other says too, and a key's first part ("DB_POOL_SIZE") is
// its namespace, no kind.
func kindsApart(a, b Claim) bool {
	x, y := leadStems(a), leadStems(b)
	if len(a.marks.key) > 0 || len(b.marks.key) > 0 || a.Negated || b.Negated || len(x) < 3 || len(y) < 3 || x[0] == y[0] || !slices.Equal(x[1:3], y[1:3]) ||
		leadsAreValues(a, b, x[0], y[0]) {
		return false
	}
	for _, w := range x[1:3] {
		if functionWords[w] || copulas[w] || auxiliaries[w] || isNumber(w) {
			return false
		}
	}
	return !slices.Contains(b.stems, x[0]) && !slices.Contains(a.stems, y[0]) && !functionWords[x[0]] && !functionWords[y[0]]
}

// leadStems are c's stems after the function words it opens with.
func leadStems(c Claim) []string {
	s := c.stems
	for len(s) > 0 && functionWords[s[0]] {
		s = s[1:]
	}
	return s
}

// countsApart reports whether a and b each count things of their subject
// ("runs 3 replicas", "runs 3 threads") and the two nouns counted are of
// two kinds of part: copies of a service, machines, threads of work. One
// thing has a count of each. Nouns of one kind ("6 pods", "3 replicas")
// may be one count in two words, and a noun of no known kind is left to
// the other readings.
func countsApart(a, b Claim) bool {
	x, y := countedKind(a), countedKind(b)
	return x != "" && y != "" && x != y
}

// countedKind is the kind of the noun c's value counts, or "".
func countedKind(c Claim) string {
	v := c.Value
	if len(v) != 2 || !isNumber(v[0]) {
		return ""
	}
	return partKinds[v[1]]
}

// partKinds are the kinds of part a count can be of, by canonical stem.
var partKinds = stemKinds(map[string]string{
	"copy":    "replica replicas pod pods container containers",
	"machine": "node nodes machine machines host hosts server servers vm vms",
	"thread":  "thread threads goroutine goroutines core cores vcpu vcpus cpu cpus",
})

// conversesApart reports whether a and b state two converse acts on one
// thing, one each way: "we import RailML 3.1 only", "we export RailML
// 2.4"; "the app reads Parquet", "the app writes CSV". What comes in and
// what goes out are two attributes. One act said twice may clash.
func conversesApart(a, b Claim) bool {
	x, y := a.converse, b.converse
	return x != "" && y != "" && x != y && converseActs[x] == converseActs[y]
}

// converseAct is the first of c's words that is one of converseActs, or
// "": the parse may not read a rarer verb ("download") as c's verb. Read
// once per claim, so no pair rescans its words.
func converseAct(c Claim) string {
	for _, w := range c.stems {
		if s := canonical(w); converseActs[s] != "" {
			return s
		}
	}
	return ""
}

// converseActs pair the stems of verbs that do one act in two directions,
// each to the name of its pair.
var converseActs = func() map[string]string {
	out := map[string]string{}
	for _, pair := range []string{"import export", "read write", "upload download", "send receive", "encode decode",
		"encrypt decrypt", "serialize deserialize", "publish consume", "push pull"} {
		for _, w := range strings.Fields(pair) {
			out[canonical(Stem(w))] = pair
		}
	}
	return out
}()
