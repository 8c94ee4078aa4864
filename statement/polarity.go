package statement

import (
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// A state said with its opposite word is the state denied: "caching is
// disabled" denies "caching is enabled", "2FA is optional" denies "2FA is
// required", "force-pushing to main is fine" allows what "never force-push
// to main" forbids. polar maps each such word to the word it is a form or
// the opposite of, and whether it is the opposite.
var polar = map[string]struct {
	word     string
	opposite bool
}{
	"enabled": {"enabled", false}, "enable": {"enabled", false}, "on": {"enabled", false},
	"true": {"enabled", false}, "active": {"enabled", false}, "activated": {"enabled", false},
	"disabled": {"enabled", true}, "disable": {"enabled", true}, "off": {"enabled", true},
	"false": {"enabled", true}, "inactive": {"enabled", true}, "deactivated": {"enabled", true},
	"required": {"required", false}, "mandatory": {"required", false}, "compulsory": {"required", false},
	"optional": {"required", true},
	"allowed":  {"allowed", false}, "permitted": {"allowed", false}, "fine": {"allowed", false},
	"ok": {"allowed", false}, "okay": {"allowed", false}, "acceptable": {"allowed", false},
	"forbidden": {"allowed", true}, "prohibited": {"allowed", true}, "banned": {"allowed", true},
	"disallowed": {"allowed", true},
	// "the freeze is lifted": no freeze holds
	"lifted": {"enabled", true},
	// "Celery is gone" denies that Celery is used.
	"gone": {"use", true}, "unused": {"use", true},
}

// polarize writes each state word in its positive form and flips the
// claim's negation for each opposite: "not disabled" is "enabled". "on" and
// "off" are states only where a clause ends or a preposition follows ("is
// off in prod"); elsewhere they are claimPrepositions ("runs on port 5432",
// "moved off Airflow").
func (c *Claim) polarize(toks []tok) []tok {
	var out []tok
	lastOpposite := -1
	for i, t := range toks {
		p, ok := polar[t.w]
		switched := i > 0 && switches[toks[i-1].w]
		if !ok || stateOnly[t.w] && (!switched && !stateEnd(toks, i) || i > 0 && particleVerbs[toks[i-1].w]) || beforeNoun(toks, i) {
			out = append(out, t)
			continue
		}
		out = append(out, tok{p.word, t.clause})
		if p.opposite && !coordinatedOpposites(toks, lastOpposite, i) {
			c.Negated = !c.Negated
		}
		if p.opposite {
			lastOpposite = i
		}
	}
	return out
}

// switches turn a thing on or off: after them "on" and "off" are states
// whatever follows ("turned off to save quota").
var switches = set("turn turns turned switch switched flip flipped toggle toggled")

// particleVerbs take "on" or "off" as a part of the verb, not a state:
// "the ETL kicks off at 2am" starts it, "Dana signs off on releases"
// approves them, "the job holds off until noon" waits.
var particleVerbs = set("kick kicks kicked kicking sign signs signed signing hold holds held holding start starts started starting set sets setting carry carries carried carrying")

// stateOnly are the state words that are states only where a clause ends
// or a preposition follows; elsewhere "on" and "off" are prepositions and
// "gone" a form of "go".
var stateOnly = set("on off gone")

// adjectiveStates are the state words that are also adjectives: "the
// false alerts", "the true cost" name a kind of alert or cost, no state.
var adjectiveStates = set("true false")

// beforeNoun reports whether the word at i is an adjective state word
// before a noun of its clause: "after the false alerts" and "were false
// positives" say nothing is off, where "strict: false", "caching is false
// by default", "debug = true" and "is true now" set a value. What follows a
// value in its clause is a preposition, a function word or an adverb.
func beforeNoun(toks []tok, i int) bool {
	if !adjectiveStates[toks[i].w] || i+1 >= len(toks) || toks[i+1].clause != toks[i].clause {
		return false
	}
	next := toks[i+1].w
	return !functionWords[next] && !valueAdverbs[next] && !strings.HasSuffix(next, "ly")
}

// valueAdverbs may follow a value in its clause: "is false now", "stays
// true everywhere".
var valueAdverbs = set("now again too also everywhere anywhere still yet today anymore")

// stateEnd reports whether the word at i ends its clause or a preposition
// follows it.
func stateEnd(toks []tok, i int) bool {
	return i+1 == len(toks) || toks[i+1].clause != toks[i].clause || claimPrepositions[toks[i+1].w] && toks[i+1].w != "to"
}

// denies reports whether a and b state one thing, one of them denied: the
// same words once the negation and state words are read, one claim's words
// all among the other's ("we use feature flags", "we don't use feature flags
// for the beta"). However the parse split them, the denial is of the same.
func denies(a, b Claim) bool {
	if a.Negated == b.Negated || len(a.said) < 2 || len(b.said) < 2 {
		return false // one word ("exports") is too little to be denied
	}
	if !a.Negated && guardedAgainst(a, b) || !b.Negated && guardedAgainst(b, a) || excludeAlike(a.typed, b.typed) {
		return false // "main is protected against force pushes" denies them too
	}
	// A denial's first clause is what it denies: "the dev server doesn't
	// hot reload, restart it by hand" denies "the dev server hot-reloads".
	// That a thing is on says no more than that it is: "the Friday freeze
	// is lifted" (not on) denies "deploys are frozen on Fridays".
	as, bs, first := unstated(a.said), unstated(b.said), unstated(b.firstSaid)
	if a.Negated {
		first = unstated(a.firstSaid)
	}
	return within(a.said, b.said) || within(b.said, a.said) ||
		len(first) >= 2 && len(first) < len(unstated(negatedOf(a, b).said)) && within(first, as) && within(first, bs)
}

// excludeAlike reports whether a and b rule out one value and state one
// value, neither ruling out what the other states: "lint with ruff check;
// flake8 is not configured" and "Linting: ruff check (not flake8)" say
// one thing, one by a denial, one by a value set aside.
func excludeAlike(a, b typedValues) bool {
	return slices.ContainsFunc(a.excluded, func(x typed) bool { return hasValue(b.excluded, x) }) &&
		slices.ContainsFunc(a.stated, func(x typed) bool { return hasValue(b.stated, x) }) &&
		!slices.ContainsFunc(a.stated, func(x typed) bool { return hasValue(b.excluded, x) }) &&
		!slices.ContainsFunc(b.stated, func(x typed) bool { return hasValue(a.excluded, x) })
}

// negatedOf is whichever of a and b is negated.
func negatedOf(a, b Claim) Claim {
	if a.Negated {
		return a
	}
	return b
}

// unstated is ws without the word a state is written as when it is on.
func unstated(ws []string) []string {
	var out []string
	for _, w := range ws {
		if w != enabledStem {
			out = append(out, w)
		}
	}
	return out
}

// settingRe is a config key set on or off in a config file's notation:
// "strict: false", "no-console = off", "productionSourceMap: false"; a
// key quoted as JSON quotes it ("\"strict\": false") is the same key.
var settingRe = lazyre.New(`(?i)([a-z][\w.-]*)["']?\s*[:=]\s*["']?(true|false|on|off|enabled|disabled)\b`)

// settingKey is the stems of the key text sets on or off, or none.
func settingKey(text string) []string {
	m := settingRe.FindStringSubmatch(text)
	if m == nil {
		return nil
	}
	// a dotted key's last part is what it sets: "compilerOptions.strict"
	key := m[1][strings.LastIndex(m[1], ".")+1:]
	var c Claim
	return withoutFlagMarks(appendContent(nil, words(c.clauses(key))...))
}

// assignRe is a key set to a word in a config line's notation:
// "SameSite=Strict", "NODE_ENV=production".
var assignRe = lazyre.New(`([A-Za-z][\w.-]*)\s*=\s*([A-Za-z][\w.-]*)`)

// assignment is the first key text sets to a word, and the word, both
// lowercased; a key set on or off is a setting (settingKey), not this.
func assignment(text string) [2]string {
	m := assignRe.FindStringSubmatch(text)
	if m == nil || settingRe.MatchString(m[0]) {
		return [2]string{}
	}
	// a sentence's full stop ends the value: "SameSite=Lax."
	return [2]string{strings.ToLower(m[1]), strings.ToLower(strings.TrimRight(m[2], ".-"))}
}

// assignsOther reports whether a and b set one key to two words:
// "Session cookie is SameSite=Strict", "we set the session cookie to
// SameSite=Lax".
func assignsOther(a, b Claim) bool {
	if a.assigned[0] == "" || a.assigned[0] != b.assigned[0] || a.assigned[1] == b.assigned[1] ||
		contrasted(a.said, b.said) { // "LOG_LEVEL=debug in staging", "LOG_LEVEL=warn in production"
		return false
	}
	// of one thing: "the api's LOG_LEVEL=debug" is not the worker's
	ra, rb := besideAssignment(a), besideAssignment(b)
	return len(ra) == 0 || len(rb) == 0 || overlap(ra, rb)
}

// besideAssignment is c's words other than those of its assignment and
// its verbs ("sets", "has").
func besideAssignment(c Claim) []string {
	var out []string
	for _, w := range c.said {
		if !strings.Contains(c.assigned[0], w) && !strings.Contains(c.assigned[1], w) && !verbs[w] && !plainVerbs[w] {
			out = append(out, w)
		}
	}
	return out
}

// setsAgainst reports whether b sets a config key on or off and a states
// the opposite of what the key names, in words: "TypeScript strict mode is
// on" (or "Python type checking is strict") against "tsconfig has strict:
// false". Where the key is set (tsconfig, mypy's config) names the file,
// not another thing.
func setsAgainst(a, b Claim) bool {
	if len(b.setting) == 0 || a.Negated == b.Negated || len(a.setting) > 0 || !within(b.setting, a.said) ||
		contrasted(a.said, b.said) || otherBuilds(a.said, b.said) {
		return false
	}
	return slices.Contains(a.said, enabledStem) || a.Relation == "is" && len(a.Value) > 0 && within(a.Value, b.setting)
}

// buildTypes are the stems of an app's build types: "minification is on
// for release builds" says nothing of the debug buildType's minifyEnabled.
var buildTypes = set("debug releas")

// otherBuilds reports whether a and b each name a build type the other
// does not.
func otherBuilds(a, b []string) bool {
	only := func(x, y []string) bool {
		return slices.ContainsFunc(x, func(w string) bool { return buildTypes[w] && !slices.Contains(y, w) })
	}
	return only(a, b) && only(b, a)
}

// enabledStem is the stem polarize writes for "on", "enabled", "true".
var enabledStem = canonical(Stem("enabled"))

// laterDenies reports whether a claim a makes after its first denies b:
// "admins log in with just a password, 2FA is optional" denies "2FA is
// mandatory for admins".
func laterDenies(a, b Claim) bool {
	for _, l := range a.later {
		if denies(l, b) {
			return true
		}
	}
	return false
}

// antonyms pair the words that say opposite things of one thing: "run
// migrations before deploying" and "... after deploying" differ in that word
// alone, and cannot both hold. The words are stems.
var antonyms = func() map[string]string {
	m := map[string]string{}
	for _, p := range []string{"before after", "sync async", "synchronous asynchronous", "public private",
		"manual automatic", "manually automatically", "eager lazy", "eagerly lazily", "ascending descending",
		"allowlist denylist", "whitelist blacklist", "inclusive exclusive", "light dark", "uppercase lowercase",
		"local remote", "mutable immutable", "optimistic pessimistic", "blocking nonblocking", "min max",
		"minimum maximum", "first last", "oldest newest", "stateful stateless", "opt-in opt-out", "cpu gpu",
		"http https", "tabs spaces", "monorepo polyrepo"} {
		a, b, _ := strings.Cut(p, " ")
		a, b = canonical(Stem(a)), canonical(Stem(b))
		m[a], m[b] = b, a
	}
	return m
}()

// swapsAntonym reports whether a and b say the same words but one, which
// each says as the other's opposite.
func swapsAntonym(a, b Claim) bool {
	if a.Negated != b.Negated || len(a.stems) != len(b.stems) || len(a.stems) < 3 {
		return false
	}
	diff := -1
	for i := range a.stems {
		if a.stems[i] != b.stems[i] {
			if diff >= 0 {
				return false
			}
			diff = i
		}
	}
	return diff >= 0 && antonyms[a.stems[diff]] == b.stems[diff]
}

// restricts reports whether a says its value is the only one ("the app
// targets iPhone only") and b says the same words and another value beside
// it ("iPhone and iPad"): the words b adds all follow its "and". Words b
// adds otherwise refine ("... only on Tuesdays", "on Tuesdays at 10am").
func restricts(a, b Claim) bool {
	if !a.only || b.only || a.Negated != b.Negated || len(a.said) < 2 || !within(a.said, b.said) || within(b.said, a.said) {
		return false
	}
	and := slices.Index(b.stems, "and")
	if and < 0 {
		return false
	}
	for i, w := range b.stems {
		if !slices.Contains(a.stems, w) && !functionWords[w] && i < and {
			return false
		}
	}
	return true
}

// doneWithout reports whether a says a thing is required and b that what
// it is required for (the first thing a's value names) is done without it:
// "code review is mandatory for infra changes", "infra changes can merge
// without review". b refusing what is done without it ("VPN logins
// without MFA are rejected") says the requirement again.
func doneWithout(a, b Claim) bool {
	first := firstThing(a.Value)
	return !a.Negated && !b.admits.refused && slices.Contains(a.said, requiredStem) && overlap(a.Subject, b.without) &&
		len(first) > 0 && within(first, b.said)
}

// requiredStem is the stem polarize writes for "required", "mandatory".
var requiredStem = canonical(Stem("required"))
