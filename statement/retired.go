package statement

import (
	"maps"
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// retireSplit cuts a statement into the clauses a thing is said gone in:
// its sentences and clauses, and a time or reason clause apart ("the
// Welsh translation was dropped when the council took it back"), and a
// dash typed as two hyphens ("Atlantis decommissioned -- apply runs
// through GitHub Actions") as one typed as one.
var retireSplit = lazyre.New(`[.!?:]\s+|[,;()]|\s+(?:but|and|since|because|when|after|so)\s+|\s+--?\s+|\s+—\s+`)

// retireWords say that what stands before them (or, after "we", what
// follows) is out of use: "onfido integration removed", "the python
// version is archived", "we cancelled BuildBuddy".
var retireWords = set("removed dropped gone deprecated retired abandoned ditched killed sunset sunsetted decommissioned " +
	"uninstalled deleted scrapped cancelled canceled archived hata hataya")

// retireStems are the stems of retireWords, as a clause's words are.
var retireStems = stemSet(strings.Join(slices.Collect(maps.Keys(retireWords)), " "))

// shiftPrepositions before an amount after "dropped" make it a fall of
// the amount, not an end: "the bus was dropped to 250k", "dropped from 5
// to 3".
var shiftPrepositions = set("to from by below under")

// fallTo reports whether ws[i] is "dropped" said of an amount that fell
// ("dropped to 250k"), which states the amount now; "dropped to save
// money" and "dropped from the build" still end a thing.
func fallTo(ws []string, i int) bool {
	return ws[i] == "dropped" && i+2 < len(ws) && shiftPrepositions[ws[i+1]] && ws[i+2] != "" && isDigit(ws[i+2][0])
}

// partNouns name a part of a thing whose loss is the thing's: "the onfido
// integration", "ProseMirror deps", "the Leeds racks", "the SAML endpoint",
// "the /healthz handler", and the machines a thing runs on ("the OSRM
// boxes decommissioned", "the Solr VMs"): gone, they take it with them.
// What is gone is the thing they are of, so they are no word of it.
var partNouns = set("version versions integration integrations dep deps dependency dependencies endpoint endpoints " +
	"rack racks translation translations file files sdk account subscription instance instances support handler handlers " +
	"box boxes machine machines vm vms")

// noCompoundRe is a clause that opens with a value compounded of "no"
// ("no-store", "no-cache").
var noCompoundRe = lazyre.New(`(?i)^\s*no-\w`)

// named reports whether w names a thing rather than a number or version:
// "v1 is retired" says release 1 is gone, not 1.7 ("dbt Core 1.7"), so a
// number gone is matched only by itself.
func named(w string) bool {
	return w != "" && !isDigit(w[0]) && !(w[0] == 'v' && len(w) > 1 && isDigit(w[1]))
}

// manifests are the files that list a project's dependencies: a thing
// removed from one is gone from the project ("ProseMirror deps removed
// from package.json"), where one gone from a part ("gone from the reports
// service") is gone from that part only.
var manifests = set("package.json go.mod requirements.txt pyproject.toml cargo.toml gemfile pom.xml build.gradle")

// fromManifest reports whether rest, after a word that rules out, opens
// with "from" and a dependency manifest.
func fromManifest(rest []string) bool {
	return len(rest) > 1 && rest[0] == "from" && manifests[rest[1]]
}

// useWords are the verbs that put a tool to use, which "no longer" before
// them takes out of use: "we no longer use Queue-it", "we no longer run
// Nagios". "no longer need" or "no longer send" end an act, not a tool.
var useWords = set("use uses using run runs")

// stillWords end a denial that says a thing has stopped: "duty managers
// don't sign off on swaps anymore".
var stillWords = set("anymore longer")

// goneOf is, for each clause of text that says a thing is gone from use,
// the stems of that thing (partNouns left out): a retired tool, host,
// format, owner or language. A value in use that a clause of another
// statement of the same thing says is gone is one it no longer has
// (retiredInUse). ended holds those of them said ended outright
// (endedOutright), which practiceEnded reads: one pass over the clauses
// for both.
func goneOf(text string) (all, ended [][]string) {
	for _, clause := range retireSplit.Split(lifetimeRe.ReplaceAllString(text, "expire$1"), -1) {
		if noCompoundRe.MatchString(clause) {
			continue // "Cache-Control: no-store" names a value, it denies nothing
		}
		ws := clauseWords(clause)
		i, after := retiredAt(ws)
		if i < 0 && strings.Contains(clause, "off") {
			i, after = switchedOffAt(ws, text)
		}
		if i < 0 {
			i, after = replacedAt(ws)
		}
		if i < 0 {
			continue
		}
		if x := retiredThing(ws, i, after); len(x) > 0 {
			all = append(all, x)
			if endedOutright(ws, i, after) {
				ended = append(ended, x)
			}
		}
	}
	return all, ended
}

// retiredAt is where the word stands in ws that says a thing is gone, and
// whether the thing is after it ("no more postgres", "we stopped using
// X", "we cancelled BuildBuddy") rather than before it ("X is off it", "X
// is not used", "onfido integration removed"), or -1.
func retiredAt(ws []string) (int, bool) {
	for i, w := range ws {
		switch {
		case retireWords[w] && !fallTo(ws, i):
			return i, len(goneStems(ws[:i])) == 0
		case w == "using" && i > 0 && (ws[i-1] == "stopped" || ws[i-1] == "quit"),
			w == "no" && (i == 0 || ws[i-1] == "with" || thereIsNo(ws, i)) && !boundAt(ws, i+1) && !actOfNone(ws[i+1:]):
			return i, true
		case i > 1 && (w == "off" && i+1 < len(ws) && (ws[i+1] == "it" || ws[i+1] == "this" || ws[i+1] == "that") ||
			w == "used" && ws[i-1] == "not") && slices.ContainsFunc(ws[:i], inSet(copulas)):
			return slices.IndexFunc(ws, inSet(copulas)), false
		case w == "longer" && i > 0 && ws[i-1] == "no" && i+2 < len(ws) && useWords[ws[i+1]]:
			return i + 1, true // "we no longer use Geotab for ELD"
		case stillWords[w] && (i+1 == len(ws) || ws[i+1] == "now"):
			if n := slices.IndexFunc(ws, Negation); n > 0 {
				return n, false
			}
		}
	}
	return -1, false
}

// thereIsNo reports whether the "no" at ws[i] follows "there is" or
// "there's": "there's no batch for them anymore" says the batch is gone.
func thereIsNo(ws []string, i int) bool {
	return ws[i-1] == "there's" || i > 1 && ws[i-2] == "there" && copulas[ws[i-1]]
}

// boundAt reports whether ws[i:] opens a comparison ("more than", "less
// than", "later than"): "no more than 2%" bounds an amount, it retires
// nothing.
func boundAt(ws []string, i int) bool {
	return i+1 < len(ws) && ws[i+1] == "than"
}

// retiredThing is the stems of the thing a clause ws says is gone, by the
// word at i that says so and the side of it the thing stands on.
func retiredThing(ws []string, i int, after bool) []string {
	if !after {
		// gone from one part ("Celery is gone from the reports service"):
		// the part follows "from", and is gone from that part only
		if rest := ws[i+1:]; removedFromPart(rest) && !fromManifest(rest) {
			return append(append(goneStems(ws[:i]), "from"), goneStems(rest[1:phraseEnd(rest, 1)])...)
		}
		return goneStems(ws[:i])
	}
	rest := ws[i+1:]
	if len(rest) > 0 && rest[0] == "more" {
		rest = rest[1:]
	}
	if len(rest) == 0 {
		return nil
	}
	end := phraseEnd(rest, 0)
	if w := slices.IndexFunc(rest[:end], inSet(whenWords)); w > 0 {
		end = w // "we cancelled Heroku last spring"
	}
	return goneStems(rest[:end])
}

// goneStems are the content stems of a phrase that names a thing, its
// partNouns, negations, copulas and "anymore" left out.
func goneStems(ws []string) []string {
	var out []string
	for _, w := range ws {
		if !partNouns[w] && !Negation(w) && !copulas[w] && !stillWords[w] && !passiveBe[w] {
			out = appendContent(out, w)
		}
	}
	return out
}

// retiredInUse reports whether a states a thing in use that a clause of b
// says is gone, and the two are of one thing (a word of a's subject among
// b's other words): "KYC vendor is Onfido" and "we switched KYC to Sumsub,
// onfido integration removed"; "the ledger database is PostgreSQL" and "no
// more postgres for the ledger". A claim that denies the thing, or says it
// is gone itself, agrees; a thing gone of another subject ("we cancelled
// BuildBuddy" against the search cache), or another version of it gone
// ("Postgres 14 removed" against "Postgres 16"), says nothing of a's.
func retiredInUse(a, b Claim) bool {
	if a.Negated || a.Event || a.was || len(b.retired) == 0 {
		return false
	}
	told := inUse(a.said[min(len(a.headWords), len(a.said)):])
	for _, x := range b.retired {
		x, part := cutPart(x)
		if thingsIn(x, told, a, b) && within(part, a.said) && !retiresToo(a, x) && (ofOneThing(a, wordsBesides(b, x)) || swappedWhole(b, x)) {
			return true
		}
		if len(part) == 0 && retiredFromItsJob(a, b, x) {
			return true
		}
	}
	return false
}

// retiredFromItsJob reports whether a opens with x, a tool b says is gone,
// as the one that does a job ("Toast handles POS payments"), and b names
// that job beside it ("we moved off Toast for POS"): the tool stated in
// the subject is the one retired from the value's job. Only a tool taken
// out of use is read so (b the use of x denied, or its verb one of
// retiring): a holder off a role ("the guild is off it", "managers don't
// approve refunds anymore") leaves its other duties. A plan or a question
// retires nothing yet, and a job b does not name ("Toast handles
// payroll") is another one the tool may still do.
func retiredFromItsJob(a, b Claim, x []string) bool {
	if a.open || b.open || len(a.said) <= len(x) || !slices.Equal(a.said[:len(x)], x) ||
		!(b.Negated && within(x, b.Value) || retireWords[b.verb]) || slices.ContainsFunc(b.stems, inSet(notYetEnded)) {
		return false
	}
	verb := canonical(Stem(a.verb))
	job := slices.DeleteFunc(slices.Clone(a.said[len(x):]), func(w string) bool { return w == verb || actsOfUse[w] })
	others := slices.DeleteFunc(slices.Concat(wordsBesides(b, x)...), inSet(actsOfUse))
	return overlap(job, others)
}

// actsOfUse are the stems that say a tool is used, no job of it: "use",
// "used".
var actsOfUse = set("use used us")

// freeStem says the word before it is absent: "semicolon-free".
var freeStem = canonical(Stem("free"))

// inUse is ws without the words said absent by a "-free" after them: "the
// frontend is semicolon-free" states no semicolon in use.
func inUse(ws []string) []string {
	var out []string
	for i, w := range ws {
		if i+1 >= len(ws) || ws[i+1] != freeStem {
			out = append(out, w)
		}
	}
	return out
}

// ofOneThing reports whether a's subject is among the words of another
// statement's clauses: the first word of its head found there, if its
// modifier, when both have one, is one (a word of the other or its short
// form: "recs service", "recommendations service"); or, no word of its
// head found, the verb a states ("tickets are triaged by X", "triage
// moved to Y"). A noun that opens its clause has no modifier there ("we
// stopped generating ZPL, labels go to the printers as PDFs"), so it is
// the whole of a's; "the marketing site" is no "docs site". Nor is the
// word that says the thing is gone a modifier of the noun after it
// ("Atlantis decommissioned -- apply runs through ...").
func ofOneThing(a Claim, clauses [][]string) bool {
	ws := slices.Concat(clauses...)
	for i, w := range a.headWords {
		found, one := false, false
		for _, cl := range clauses {
			if j := slices.Index(cl, w); j >= 0 {
				found = true
				one = one || i == 0 || j == 0 || retireStems[cl[j-1]] || oneModifier(a.headWords[i-1], cl[j-1], a.said, ws)
			}
		}
		if found {
			return one
		}
	}
	return slices.Contains(ws, canonical(Stem(a.verb)))
}

// oneModifier reports whether m and n, the words before one noun in two
// statements (said and ws), name one kind of it: either is among the
// other's words, or one is the other's short form.
func oneModifier(m, n string, said, ws []string) bool {
	return slices.Contains(ws, m) || slices.Contains(said, n) || strings.HasPrefix(m, n) || strings.HasPrefix(n, m)
}

// cutPart is a thing gone and the part it is gone from, if retiredThing
// named one after "from".
func cutPart(x []string) (thing, part []string) {
	if i := slices.Index(x, "from"); i >= 0 {
		return x[:i], x[i+1:]
	}
	return x, nil
}

// thingsIn reports whether every stem of x, a thing b says is gone, is
// among told, a's words, by itself, by a word refining it or by another
// name of its tool ("no more postgres", "the database is PostgreSQL").
func thingsIn(x, told []string, a, b Claim) bool {
	for _, s := range x {
		if !slices.ContainsFunc(told, func(w string) bool { return w == s || named(s) && (refines(w, s) || dbName(w, s)) || baseName(w, s) }) && !toolStated(s, a, b) {
			return false
		}
	}
	return true
}

// dbName reports whether w is s, a stem, named as a database with "db"
// after it: "TimescaleDB" of "Timescale", "DuckDB" of "Duck"; the stem
// of the name without it is s ("timescal"), which refines misses for the
// letters the stemmer took off.
func dbName(w, s string) bool {
	name, ok := strings.CutSuffix(w, "db")
	return ok && len(s) >= 4 && Stem(name) == s
}

// toolStated reports whether the stem s names, in b, a typed value that a
// states.
func toolStated(s string, a, b Claim) bool {
	for _, t := range slices.Concat(b.typed.stated, b.typed.excluded) {
		if named(s) && slices.Contains(t.stems, s) && hasValue(a.typed.stated, t) {
			return true
		}
	}
	return false
}

// retiresToo reports whether a says x is gone itself.
func retiresToo(a Claim, x []string) bool {
	return slices.ContainsFunc(a.retired, func(y []string) bool { return within(x, y) })
}

// wordsBesides are the words of each of b's clauses but those of x, where
// x is said whole: a resource named after its service ("payments-prod was
// deleted") leaves "payments" in "prod payments workloads run in pay-prd",
// the subject it shares with the statement that has it in use.
func wordsBesides(b Claim, x []string) [][]string {
	out := [][]string{withoutRuns(b.said, x)}
	for _, l := range b.later {
		out = append(out, withoutRuns(l.said, x))
	}
	return out
}

// withoutRuns is ws without each run of its words that is x.
func withoutRuns(ws, x []string) []string {
	var out []string
	for i := 0; i < len(ws); i++ {
		if i+len(x) <= len(ws) && slices.Equal(ws[i:i+len(x)], x) {
			i += len(x) - 1
			continue
		}
		out = append(out, ws[i])
	}
	return out
}

// retiredProbe is the claims that say a word of c's is of a thing gone,
// filed under the first word of it (every word of that thing is among
// c's), or that name a value c states as the thing gone (retiredInUse).
func (ix blockIndex) retiredProbe(c Claim) []int {
	var out []int
	for _, w := range c.said {
		out = append(out, ix["r:"+wordKey(w)]...)
	}
	for _, t := range c.typed.stated {
		out = append(out, ix["rt:"+t.kind+":"+t.v]...)
	}
	return out
}

// retiredKeys are the keys retiredProbe finds c under: the first word of
// each thing it says is gone, and each value it names by a word of it.
func retiredKeys(c Claim) []string {
	var out []string
	for _, x := range c.retired {
		out = append(out, "r:"+wordKey(x[0]))
		for _, t := range slices.Concat(c.typed.stated, c.typed.excluded) {
			if slices.ContainsFunc(x, func(s string) bool { return slices.Contains(t.stems, s) }) {
				out = append(out, "rt:"+t.kind+":"+t.v)
			}
		}
	}
	return out
}
