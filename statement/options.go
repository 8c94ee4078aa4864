package statement

import (
	"slices"
	"strings"
)

// optionTable is one attribute whose values are options a team picks one
// of: indentation with tabs or spaces, strings in single or double quotes,
// PRs squashed, merged or rebased. Developers name an option in its own
// words ("GitFlow", "trunk-based", "FreeRTOS", "bare-metal"), so the words
// of two options share nothing the subject rules could meet on; the table
// says they answer one question. Options may be denied ("no semicolons",
// "SSR is disabled"): of two options, the denial of one is the other.
type optionTable struct {
	name    string
	options [][]string
	// names are the words of the attribute itself ("indent", "quotes",
	// "partitioned"): no thing the value is of.
	names []string
	// needs: the text must hold a word of names, or an option read is
	// some other attribute's ("squash" that is no merge).
	needs bool
	// clause: the option's own clause must hold one of these words, for
	// options said in everyday words ("by day", "tables", "decimal") that
	// another clause's name would not make of this attribute ("the
	// partitions are compacted; the report runs daily").
	clause []string
	// unless are words that take a clause's option to another attribute:
	// semicolons that separate CSV fields, decimal places shown.
	unless []string
	// ofThing: the option is kept only of a thing named before it, as a
	// lint rule's severity is ("force_unwrapping is an error"); "the
	// linter is off on generated code" switches the whole tool off.
	ofThing bool
}

// optionTables are the choices developers state as one of a few options
// that exclude each other, each with why.
var optionTables = []optionTable{
	// string quotes: a formatter enforces one style per language
	{name: "quotes", names: []string{"quote", "quotes", "quoted", "string", "strings", "style"},
		options: [][]string{{"single quotes", "single quote", "single-quoted", "single-quote"},
			{"double quotes", "double quote", "double-quoted", "double-quote"}}},
	// statement terminators: standard style omits them, others require them
	{name: "semicolons", names: []string{"terminate", "statement", "statements", "end", "line", "lines", "style"},
		unless:  []string{"separated", "separate", "separator", "delimiter", "delimited", "csv"},
		options: [][]string{{"semicolon", "semicolons"}, {"semicolon-free", "semicolonless", "semi-free"}}},
	// indentation: tabs or a number of spaces ("2-space indentation")
	{name: "indentation", names: []string{"indent", "indents", "indented", "indentation", "style"},
		options: [][]string{{"tab", "tabs"}, {"space", "spaces", "2-space", "4-space", "two-space", "four-space"}}},
	// the branching model: GitFlow keeps a develop branch, trunk-based none
	{name: "branching", names: []string{"branching", "model", "workflow", "strategy"},
		options: [][]string{{"gitflow", "git-flow", "git flow", "develop branch"}, {"trunk-based", "trunk based"}}},
	// firmware runs under a real-time OS or on the bare metal
	{name: "rtos", names: []string{"runs", "run", "scheduler"},
		options: [][]string{{"freertos", "zephyr", "threadx", "nuttx", "rtos", "an rtos"},
			{"bare-metal", "bare metal", "baremetal", "superloop", "super loop"}}},
	// pages are rendered on the server or in the browser
	{name: "rendering", names: []string{"render", "rendered", "rendering"},
		options: [][]string{{"ssr", "server-side rendering", "server-side rendered", "server-rendered", "server rendered",
			"server side rendering", "rendered on the server"},
			{"csr", "client-side rendering", "client-side rendered", "client-rendered", "client rendered",
				"rendered in the browser", "rendered on the client"}}},
	// a table's partitions span one period each
	{name: "partitions", names: []string{"partition", "partitions", "partitioned", "partitioning"},
		clause: []string{"partition", "partitions", "partitioned", "partitioning"},
		options: [][]string{{"by day", "daily", "per day", "by date"}, {"by hour", "hourly", "per hour"},
			{"by month", "monthly", "per month"}, {"by week", "weekly", "per week"}}},
	// money: integer minor units, fixed-point decimals or floats
	{name: "money", names: []string{"money", "amount", "amounts", "price", "prices", "balance", "balances",
		"monetary", "currency", "stored", "store", "stores"},
		clause: []string{"money", "amount", "amounts", "price", "prices", "balance", "balances", "monetary", "currency"},
		unless: []string{"places", "shown", "displayed", "display", "formatted", "rounded"},
		options: [][]string{{"integer cents", "in cents", "as cents", "int64 cents", "minor units"},
			{"numeric", "decimal"}, {"float", "floats", "float64", "floating point", "floating-point"}}},
	// a module's exports: one default, or named ones
	{name: "exports", names: []string{"export", "exports", "module", "modules"},
		options: [][]string{{"default export", "default exports", "export default"}, {"named export", "named exports"}}},
	// how a PR lands on main: squashed, with a merge commit, or rebased
	{name: "merging", needs: true, names: []string{"merge", "merged", "merges", "merging", "pr", "prs", "main", "land", "landed"},
		options: [][]string{{"squash", "squashed", "squash-merge", "squash-merged", "squash-merging", "squash merge"},
			{"merge commit", "merge commits", "merge-commit", "no-ff"},
			{"rebase-merge", "rebase-merging", "rebase merge", "rebase and merge", "rebased and fast-forwarded",
				"fast-forward", "fast-forwarded", "ff-only"}}},
	// commit messages follow Conventional Commits or are free-form
	// (a message's body may be free-form under a format of its subject line)
	{name: "commit format", needs: true, names: []string{"commit", "commits", "message", "messages", "format", "prefix", "prefixes"},
		unless: []string{"body", "bodies"},
		options: [][]string{{"conventional commits", "conventional commit", "conventional-commit", "conventional-commits"},
			{"free-form", "freeform", "plain imperative"}}},
	// dependency versions: pinned exactly or given as ranges
	{name: "pinning", names: []string{"pin", "pins", "pinned", "version", "versions", "dependency", "dependencies", "package.json"},
		options: [][]string{{"exact versions", "exact version", "exact pins", "save-exact"},
			{"caret ranges", "caret range", "semver ranges", "version ranges", "tilde ranges"}}},
	// a lint rule's severity: an error, a warning, or off; only of a
	// linter's rules ("the API returns an error" is no severity)
	{name: "severity", needs: true, ofThing: true, names: []string{"lint", "linter", "linting", "rule", "rules", "disabled_rules", "swiftlint",
		"eslint", "rubocop", "ktlint", "detekt", "clippy", "pylint", "ruff", "golangci-lint", "severity"},
		options: [][]string{{"error", "an error"}, {"warning", "a warning", "warn"}, {"off", "disabled", "disabled_rules"}}},
	// how dbt materializes a model, said with the verb only: "table" and
	// "view" name many other things
	{name: "materialization", names: []string{"materialized", "materialization", "materializations", "dbt", "model", "models", "default"},
		clause:  []string{"materialized", "materialization", "materializations"},
		options: [][]string{{"view", "views"}, {"table", "tables"}, {"incremental"}, {"ephemeral"}}},
}

// optionTerms are optionTables' option terms split into words once, not
// for every clause of every memory.
var optionTerms = func() [][][][]string {
	out := make([][][][]string, len(optionTables))
	for t, tab := range optionTables {
		out[t] = make([][][]string, len(tab.options))
		for o, terms := range tab.options {
			for _, term := range terms {
				out[t][o] = append(out[t][o], strings.Fields(term))
			}
		}
	}
	return out
}()

// optionReading is one clause's option of a table: stated, or denied.
type optionReading struct {
	table, option int
	denied        bool
	// thing is what the option is of: the content words before it and
	// the clause's scope, less the attribute's own words.
	thing []string
	scope []string
}

// optionDenials deny the option right after them ("no semicolons",
// "without tabs", "don't use default exports").
var optionDenials = set("no not never without don't dont avoid nor")

// optionFillers may stand between a denial and the option it denies ("don't
// use the", "don't bother with"); any other word ends the denial's reach
// ("never push to the develop branch" denies the push, not the branch).
var optionFillers = set("use using bother with the a an any add adding have need want do more")

// optionOffs follow an option switched off ("SSR is disabled").
var optionOffs = set("disabled off banned forbidden removed")

// languageForms are short names of languages said as scopes ("in all .ts
// files", "in the TypeScript code"), and the nouns a scope of a language
// adds nothing to.
var (
	languageForms = map[string]string{"ts": "typescript", "tsx": "typescript", "js": "javascript",
		"jsx": "javascript", "py": "python", "rb": "ruby", "rs": "rust", "go": "golang"}
	scopeNouns = set("code codebase file files source sources")
	// styleConfigs are the files a formatter's options are set in: where
	// an option is written, not what it is of ("useTabs: true in
	// .prettierrc").
	styleConfigs = set("prettierrc .prettierrc prettierrc.json .prettierrc.json editorconfig .editorconfig eslintrc .eslintrc " +
		"eslintrc.json .eslintrc.json rubocop.yml .rubocop.yml ruff.toml .ruff.toml swiftlint.yml .swiftlint.yml " +
		// and the tools themselves, which check many things
		"prettier eslint rubocop swiftlint ktlint detekt clippy pylint golangci-lint")
)

// optionsOf reads the options text states or denies, clause by clause. A
// text that states two options of one table is of neither ("dots break
// our naming" beside "named with dashes" is a reason, not a choice).
func optionsOf(text string) []optionReading {
	lower := strings.ToLower(text)
	all := oppositeTokenRe.FindAllString(lower, -1)
	var out []optionReading
	for _, clause := range clauseBreakRe.Split(lower, -1) {
		clause = comparedAwayRe.ReplaceAllString(clause, "")
		toks := oppositeTokenRe.FindAllString(clause, -1)
		for i := range toks {
			toks[i] = strings.TrimRight(toks[i], ".'")
		}
		for t, tab := range optionTables {
			if r, ok := clauseOption(t, tab, toks, all); ok {
				out = append(out, r)
			}
		}
	}
	return slices.DeleteFunc(dropTwoStated(out), func(r optionReading) bool {
		return optionTables[r.table].ofThing && len(r.thing) == len(r.scope) // no thing before it
	})
}

// clauseOption is the one option of tab a clause names, if it names one.
func clauseOption(t int, tab optionTable, toks, all []string) (optionReading, bool) {
	if slices.ContainsFunc(toks, func(w string) bool { return slices.Contains(tab.unless, w) }) ||
		tab.needs && !namesTable(tab.names, all) || len(tab.clause) > 0 && !namesTable(tab.clause, toks) {
		return optionReading{}, false
	}
	found, at, end := -1, 0, 0
	for o, terms := range optionTerms[t] {
		for _, term := range terms {
			if i := phraseIndex(toks, term); i >= 0 && (found < 0 || i < at) {
				found, at, end = o, i, i+len(term)
			}
		}
	}
	if found < 0 || end < len(toks) && toks[end] == "of" {
		return optionReading{}, false // "the default export of the SDK" is one module's, no choice
	}
	denied := deniedAt(toks, at, end)
	if !denied && slices.ContainsFunc(toks, func(w string) bool { return oppositeDenials[w] || strings.HasSuffix(w, "n't") }) {
		return optionReading{}, false // a denial of something else in the clause: no plain choice
	}
	r := optionReading{table: t, option: found, denied: denied, scope: optionScope(toks[end:], tab)}
	r.scope = append(r.scope, optionScope(toks[:at], tab)...)
	r.thing = append(withoutNames(thingAnchors(languageWords(leadingThing(toks[:at]))), tab), r.scope...)
	if denied && len(tab.options) == 2 {
		r.option, r.denied = 1-found, false // of two options, the denial of one is the other
	}
	return r, true
}

// namesTable reports whether a token of toks, or a part of a hyphened one
// ("squash-merge"), is among names.
func namesTable(names, toks []string) bool {
	for _, w := range toks {
		for _, p := range append(strings.Split(w, "-"), w) {
			if slices.Contains(names, p) {
				return true
			}
		}
	}
	return false
}

// deniedAt reports whether the option at toks[at:end] is denied: a denial
// before it with only fillers between, or a word of switching off after
// it ("SSR is disabled").
func deniedAt(toks []string, at, end int) bool {
	for i := at - 1; i >= 0 && at-i <= 4; i-- {
		if optionDenials[toks[i]] || strings.HasSuffix(toks[i], "n't") {
			return true
		}
		if !optionFillers[toks[i]] {
			break
		}
	}
	for i := end; i < len(toks) && i < end+3; i++ {
		if optionOffs[toks[i]] {
			return true
		}
	}
	return false
}

// wholeThings name the whole a choice is made for, no part of it: "the
// board runs FreeRTOS" and "the firmware is bare-metal" are of one project.
var wholeThings = set("firmwar board devic mcu project codebas cod")

// thingKinds are the kinds of thing a choice is made for ("table",
// "services", "routes"): shared, they make no one thing ("the events table",
// "the orders table"); the words beside them tell the thing.
var thingKinds = set("tabl servic rout pag modul packag librari model compon job repo repositori")

// thingAnchors are the anchors of toks less denials, the fillers after
// them and the words of the whole.
func thingAnchors(toks []string) []string {
	var out []string
	for _, w := range oppositeAnchors(toks) {
		if !optionDenials[w] && !optionFillers[w] && !strings.HasSuffix(w, "n't") && !wholeThings[w] {
			out = append(out, w)
		}
	}
	return out
}

// leadingThing is the words before an option up to the first scope
// preposition: "the dashboard pages are" of "the dashboard pages are
// server-rendered"; the scope is read apart.
func leadingThing(toks []string) []string {
	if i := slices.IndexFunc(toks, func(w string) bool { return scopePrepositions[w] }); i >= 0 {
		return toks[:i]
	}
	return toks
}

// optionScope is the scope the words around an option limit it to
// (oppositeScope), in the words of languageWords, less the table's names.
func optionScope(toks []string, tab optionTable) []string {
	i := slices.IndexFunc(toks, func(w string) bool { return scopePrepositions[w] })
	if i < 0 {
		return nil
	}
	return withoutNames(thingAnchors(languageWords(toks[i+1:])), tab)
}

// languageWords is toks with a language by one name whatever its short
// form ("ts", "TypeScript"), less the nouns a language's scope adds
// nothing to ("code", "files").
func languageWords(toks []string) []string {
	var ws []string
	for _, w := range toks {
		if long, ok := languageForms[w]; ok {
			w = long
		}
		if !scopeNouns[w] && !styleConfigs[w] {
			ws = append(ws, w)
		}
	}
	return ws
}

// withoutNames is ws less the stems of the table's names: the attribute
// is no thing it is of.
func withoutNames(ws []string, tab optionTable) []string {
	var out []string
	for _, w := range ws {
		if !slices.ContainsFunc(tab.names, func(n string) bool { return canonical(Stem(n)) == w }) {
			out = append(out, w)
		}
	}
	return out
}

// dropTwoStated is rs less the tables of which two options are stated.
func dropTwoStated(rs []optionReading) []optionReading {
	var out []optionReading
	for _, r := range rs {
		if !slices.ContainsFunc(rs, func(o optionReading) bool {
			return o.table == r.table && !o.denied && !r.denied && o.option != r.option
		}) {
			out = append(out, r)
		}
	}
	return out
}

// optionsClash reports whether a and b pick options of one table that
// exclude each other, for one thing: two options stated, or one stated
// and denied. Two things each with an option named ("the bootloader is
// bare-metal", "the app runs FreeRTOS") and two scopes apart ("in the
// Python code", "in the SQL files") each keep their own.
func optionsClash(a, b Claim) bool {
	for _, x := range a.options {
		for _, y := range b.options {
			if x.table != y.table || x.denied && y.denied || x.option == y.option && x.denied == y.denied ||
				x.option != y.option && (x.denied || y.denied) {
				continue
			}
			if !scopeWordsApart(x.scope, y.scope) &&
				(len(x.thing) == 0 || len(y.thing) == 0 || overlap(notKinds(x.thing), notKinds(y.thing))) {
				return true
			}
		}
	}
	return false
}

// scopeWordsApart reports whether two scopes are both said and neither is
// within the other: a rule of one scope leaves another's standing.
func scopeWordsApart(x, y []string) bool {
	return len(x) > 0 && len(y) > 0 && !within(x, y) && !within(y, x)
}

// notKinds is ws less the kinds of thing.
func notKinds(ws []string) []string {
	return slices.DeleteFunc(slices.Clone(ws), func(w string) bool { return thingKinds[w] })
}

// optionsInProject is rs with the project's own name taken out of what
// each option is of: "no default exports in frontend-shell", said in
// frontend-shell, is of the whole project, so of its components too.
func optionsInProject(rs []optionReading, project string) []optionReading {
	own := appendContent(nil, clauseWords(expandAbbreviations(strings.ToLower(project)))...)
	isOwn := func(w string) bool {
		parts := appendContent(nil, clauseWords(w)...)
		return len(parts) > 0 && within(parts, own)
	}
	out := slices.Clone(rs)
	for i := range out {
		out[i].thing = slices.DeleteFunc(slices.Clone(out[i].thing), isOwn)
		out[i].scope = slices.DeleteFunc(slices.Clone(out[i].scope), isOwn)
	}
	return out
}

// optionKeys are the keys Candidates files c under for its options (probe
// false) or looks others up by (probe true), as optionsClash pairs them:
// each word of what the option is of, and a thing unsaid under "_", which
// meets any thing of its table.
func optionKeys(c Claim, probe bool) []string {
	var out []string
	for _, r := range c.options {
		key := "c:" + optionTables[r.table].name + ":"
		words := notKinds(r.thing)
		switch {
		case probe && len(r.thing) == 0:
			out = append(out, key+"*") // an unsaid thing meets every thing
		case probe:
			out = append(out, key+"_")
		case len(r.thing) == 0:
			out = append(out, key+"*", key+"_")
		default:
			out = append(out, key+"*")
		}
		for _, w := range words {
			out = append(out, key+wordKey(w))
		}
	}
	return out
}
