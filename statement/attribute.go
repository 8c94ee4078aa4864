package statement

import (
	"slices"
	"strings"
	"sync"
)

// A claim states one attribute of its subject: where it runs, what it is
// made with, how long it lasts, how much of it is allowed, who owns it. The
// verb says which ("is hosted on", "is written in", "expires after"), or,
// after a bare copula, the noun that heads the subject ("the API timeout
// is", "the production region is"). Two claims of one subject that state
// two attributes ("the API timeout is 30 seconds", "the API runs on Node")
// both hold. The lexicon is of meanings, in the words of software work: a
// verb or noun not listed names no attribute hippo knows, and then any
// attribute may be meant.

// Attribute classes.
const (
	attrPlace    = "place"    // where it is, runs or goes to
	attrDelivery = "delivery" // the way it is sent or shipped
	attrMaker    = "maker"    // what it is made, run or done with
	attrDuration = "duration" // how long it lasts
	attrLimit    = "limit"    // how much of it is allowed
	attrSchedule = "schedule" // when it happens
	attrOwner    = "owner"    // who answers for it
	attrOnCall   = "on call"  // who answers for it this shift
	attrCrypto   = "crypto"   // how it is encrypted, hashed or signed
	attrPlatform = "platform" // what it runs on or is made for
	attrLayout   = "layout"   // how its data is split or ordered
	attrIdentity = "identity" // the user or account it runs as
	attrFront    = "front"    // what stands in front of it: a proxy, a login
)

// verbAttributes map the verbs (any form) that name one attribute whatever
// preposition follows them. "Use" names none: "use UTC for timestamps" may
// say where they are stored as well as how.
var verbAttributes = stemClasses(map[string]string{
	attrPlace:    "reside resides host hosts hosted store stores stored save saves saved sit sits locate located upload uploaded mount mounted",
	attrDelivery: "send sends sent deliver delivers delivered route routed ship ships shipped distribute distributed publish published",
	attrMaker:    "build builds built write writes written wrote rewrite rewrites rewrote rewritten port ported implement implemented power powers powered manage manages managed handle handles handled compute computed render rendered track tracked generate generated lint linted format formatted bundle bundled compile compiled",
	attrDuration: "time times timed expire expires expired retain retains retained last lasts valid",
	attrSchedule: "schedule schedules scheduled start starts started begin begins happen happens",
	attrOwner:    "own owns owned maintain maintains maintained hand hands handed",
	attrCrypto:   "encrypt encrypts encrypted hash hashes hashed sign signs signed",
	attrPlatform: "support supports supported target targets targeted",
	attrLayout:   "partition partitions partitioned shard shards sharded index indexed sort sorts sorted cluster clustered",
})

// placePrepositions and durationPrepositions tell the attribute of the
// verbs that name several: "runs on Kubernetes" is where, "runs with Jest"
// with what; "kept in S3" where, "kept for 90 days" how long.
var (
	placePrepositions    = set("on in at under inside within to into onto")
	durationPrepositions = set("for after")
	makerPrepositions    = set("with via through by")
	limitPrepositions    = set("under below above over beyond")
	// openVerbs name the attribute their preposition gives: "goes to the
	// bucket", "goes out through SES".
	openVerbs = stemSet("run runs running ran go goes going went gone keep keeps kept stay stays put puts live lives living lived give gives gave deploy deploys deployed")
	goVerbs   = stemSet("go goes going went gone")
	// failVerbs name a limit by what fails past it: "CI fails under 90%".
	failVerbs = stemSet("fail fails failed")
)

// nounAttributes map the nouns that head a subject and name its attribute:
// "the API timeout", "max connections", "the production region".
var nounAttributes = stemClasses(map[string]string{
	attrPlace:    "region zone host hostname url uri domain bucket path directory dir folder location endpoint address namespace port",
	attrMaker:    "runner tool framework library engine provider platform language stack vendor",
	attrDuration: "timeout ttl expiry expiration lifetime retention duration",
	attrLimit:    "limit max maximum min minimum cap threshold gate quota size count width rate",
	attrSchedule: "schedule frequency cadence interval",
	attrOwner:    "owner",
	attrOnCall:   "on-call",
})

// identityNouns name who a process is to the system it runs on: "runs as
// root", "runs as the deploy service account".
var identityNouns = []string{"user", "root", "non-root", "account", "uid", "gid", "superus", "admin", "principal", "nobodi"}

// stemClasses is the classes of m (class: its words) by each word's stem.
// The stems are taken on first use: stemming every word of the classes was
// a tenth of this package's start, paid by every process, most of which
// never read a claim.
func stemClasses(m map[string]string) func() map[string]string {
	return sync.OnceValue(func() map[string]string {
		out := map[string]string{}
		for class, ws := range m {
			for w := range set(ws) {
				out[canonical(Stem(w))] = class
			}
		}
		return out
	})
}

func stemSet(ws string) map[string]bool {
	out := map[string]bool{}
	for w := range set(ws) {
		out[canonical(Stem(w))] = true
	}
	return out
}

// stemKinds maps the canonical stem of each word of each kind's list to
// the kind: {"copy": "replica pod"} is "replica" and "pod" to "copy".
func stemKinds(lists map[string]string) map[string]string {
	out := map[string]string{}
	for kind, ws := range lists {
		for w := range stemSet(ws) {
			out[w] = kind
		}
	}
	return out
}

// attribute is the class of the attribute c states, or "" when its words
// name none hippo knows. A choice said to be for something states that
// purpose ("uses Tailwind for styling"), which no verb class is.
func attribute(c Claim) string {
	if c.verb == "use" && len(c.purpose) > 0 {
		return "for " + strings.Join(c.purpose, " ")
	}
	if headsOnCall(c) {
		return attrOnCall
	}
	if c.prep == "behind" {
		// "the admin panel is behind SSO", "sits behind the load
		// balancer": what guards it or takes its traffic first, whatever
		// the verb
		return attrFront
	}
	if v := canonical(Stem(c.verb)); c.verb != "" {
		if openVerbs[v] {
			switch {
			case c.prep == "as" && overlap(c.Value, identityNouns):
				return attrIdentity // "runs as a non-root user"; "runs as a k8s job" says how
			case (c.prep == "at" || c.prep == "on") && amountAttribute(c.typed.stated) == attrSchedule:
				return attrSchedule // "runs at 02:00 UTC", "runs on Tuesdays": when, not where
			case placePrepositions[c.prep]:
				return attrPlace
			case durationPrepositions[c.prep]:
				return attrDuration
			case makerPrepositions[c.prep] && !goVerbs[v] && onlyScalars(c.typed.stated) && len(c.typed.stated) > 0:
				// "runs with -Xmx8g", "runs with 4 workers": an amount,
				// not what it is run with
				return amountAttribute(c.typed.stated)
			case makerPrepositions[c.prep] && !goVerbs[v]:
				return attrMaker
			case makerPrepositions[c.prep]:
				return attrDelivery
			case c.prep == "":
				// "runs hourly", "keeps 3 replicas": no preposition to
				// tell, the amounts may; else the one after the object
				// ("keep logs for a year" keeps for a year)
				if class := amountAttribute(c.typed.stated); class != "" {
					return class
				}
				if p := objectPreposition(c.stems, v); p != "" {
					c.prep = p
					return attribute(c)
				}
				return ""
			}
			return ""
		}
		if failVerbs[v] && limitPrepositions[c.prep] {
			return attrLimit
		}
		if class, ok := verbAttributes()[v]; ok {
			if class == attrSchedule && (c.prep == "on" || c.prep == "onto") && amountAttribute(c.typed.stated) != attrSchedule {
				return attrPlace // "pods are scheduled on GPU nodes": where, not when
			}
			return class
		}
	}
	for i := len(c.headWords) - 1; i >= 0; i-- {
		if class, ok := nounAttributes()[c.headWords[i]]; ok {
			if told := amountAttribute(unnumbered(c.typed.stated)); class == attrPlace && told != "" && told != attrPlace {
				// "the login endpoint allows 100 req/min": the place
				// noun names the thing, its amounts what of it is said
				return told
			}
			return class
		}
	}
	if failsPast(c.stems) || triggersAt(c.stems) || overlap(c.typed.words, rangeEndWords) {
		// "CI fails below 70% coverage", however parsed; a bound said
		// ("at least 90", "at most 5") is a limit, and so is the amount
		// an alert or a switch fires at ("the disk alert fires at 80%")
		return attrLimit
	}
	return amountAttribute(c.typed.stated)
}

// objectPreposition is the preposition after the object of verb, within
// two words of it, or "": "keep logs for a year" keeps for a year, as
// "logs are kept for a year" does.
func objectPreposition(stems []string, verb string) string {
	i := slices.Index(stems, verb)
	for j := i + 2; i >= 0 && j < len(stems) && j <= i+3; j++ {
		if claimPrepositions[stems[j]] {
			return stems[j]
		}
	}
	return ""
}

// rangeEndWords are the bounds a typed reading writes for "at least", "up
// to" and their like.
var rangeEndWords = []string{"minimum", "maximum"}

// triggerVerbs say a thing sets off past an amount, thresholdPrepositions
// the words before the amount: "the disk alert fires at 80%", "saver mode
// kicks in at 20%", "the breaker trips above 16 A": the amount is the
// thing's threshold, as "the disk alert threshold is 90%" names it.
// measureNouns name the quantity a threshold is of, which the thing it
// sets off is named with or without ("disk usage alert", "disk alert").
var (
	triggerVerbs          = stemSet("fire fires fired trigger triggers triggered trip trips tripped kick kicks kicked")
	thresholdPrepositions = set("at below above over under when")
	measureNouns          = stemSet("usage utilization utilisation level")
)

// triggersAt reports whether stems say something sets off at an amount:
// a trigger verb, "in" after it or not ("kicks in at"), then a threshold
// preposition.
func triggersAt(stems []string) bool {
	for i := 0; i+1 < len(stems); i++ {
		next := i + 1
		if stems[next] == "in" && next+1 < len(stems) {
			next++
		}
		if triggerVerbs[stems[i]] && thresholdPrepositions[stems[next]] {
			return true
		}
	}
	return false
}

// failsPast reports whether stems say something fails past a bound: "fail"
// then "under", "below", "above" or "over".
func failsPast(stems []string) bool {
	for i := 0; i+1 < len(stems); i++ {
		if failVerbs[stems[i]] && limitPrepositions[stems[i+1]] {
			return true
		}
	}
	return false
}

// sameAttributeClash reports whether a and b state one attribute with
// values of one type that differ, of one thing once the words that only
// say the attribute or who checks it are set aside: "gateway requests time
// out after a minute" and "the API gateway timeout is 30 seconds"; "CI
// fails below 70% coverage" and "the coverage gate is 80%". Words with an
// opposite stay ("min replicas", "max replicas"), and so do the things
// named ("the API timeout", "the database timeout").
func sameAttributeClash(a, b Claim) bool {
	x := attribute(a)
	if x == "" || x == attrOwner || x == attrOnCall || x != attribute(b) {
		return false
	}
	ta, tb := typedWords(a, b), typedWords(b, a)
	ta.words, tb.words = thingWords(ta.words, a, x), thingWords(tb.words, b, x)
	// Of one attribute, a value of a type the other does not state refines
	// it ("Friday at noon", "Wednesday"), and tells no other thing.
	ta.stated, tb.stated = kindsOf(ta.stated, tb.stated, a.headWords), kindsOf(tb.stated, ta.stated, b.headWords)
	return len(ta.words) > 0 && len(tb.words) > 0 && differ(ta.stated, tb.stated) &&
		!otherTypes(ta.stated, tb.stated) && sameThing(ta, tb, sharedPerExtra)
}

// kindsOf are the values of ts of a kind other states too, and those its
// subject's head names, which tell which thing ("the terraform quota").
func kindsOf(ts, other []typed, head []string) []typed {
	var out []typed
	for _, t := range ts {
		if hasKind(other, t.kind) || len(t.stems) > 0 && within(t.stems, head) {
			out = append(out, t)
		}
	}
	return out
}

// thingWords are ws, the words of c, less the words that say its
// attribute, class (a noun of it, c's verb, a bound) or name what checks or
// carries it (CI, requests). A noun of another attribute is a thing's name
// ("the scheduler batch size"). c's verb goes even when the other claim
// names a thing by that word: kept, "stored in Postgres" was of what "the
// App Store" names, and "builds with Go" of what "the docs build on
// Python" does, so unrelated claims met as one thing.
func thingWords(ws []string, c Claim, class string) []string {
	verb := canonical(Stem(c.verb))
	var out []string
	for _, w := range ws {
		noun := nounAttributes()[w] == class || class == attrLimit && (measureNouns[w] || triggerVerbs[w])
		if antonyms[w] != "" || !noun && w != verb && !openVerbs[w] && !failVerbs[w] && !limitPrepositions[w] && !carriers[w] {
			out = append(out, w)
		}
	}
	return out
}

// carriers name what checks or carries an attribute of a thing rather
// than the thing: "CI fails below 70% coverage", "payments requests time
// out", "code coverage", "the login endpoint allows 100 req/min".
var carriers = stemSet("ci request requests code service endpoint endpoints")

// otherAttributes reports whether a and b each name an attribute and name
// two.
func otherAttributes(a, b Claim) bool {
	x, y := attribute(a), attribute(b)
	// Who owns a thing is never what it is or how it works: an owner
	// differs only from another owner.
	if x != "" && y != "" && x != y || (x == attrOwner) != (y == attrOwner) {
		return true
	}
	// A verb of no class beside a known attribute tells another one: "the
	// max upload size is 20MB", "uploads are virus-scanned with ClamAV".
	return x != "" && y == "" && tellsAction(b) || y != "" && x == "" && tellsAction(a) ||
		x == "" && y != "" && countsOnly(a) && !counts(b) || y == "" && x != "" && countsOnly(b) && !counts(a) ||
		x == attrLimit && y == "" && !statesAmount(b) || y == attrLimit && x == "" && !statesAmount(a)
}

// statesAmount reports whether c says how much: an amount of any type, a
// number in its value, or that there is no bound at all ("unlimited"). A
// bound is an amount, so a claim of none beside it ("the general nodepool
// is capped at 1000 vCPU", "the general nodepool uses the m6i instance
// family") tells another attribute of the thing.
func statesAmount(c Claim) bool {
	return slices.ContainsFunc(c.typed.stated, func(t typed) bool { return scalarKinds[t.kind] }) ||
		slices.ContainsFunc(c.Value, func(w string) bool { return w != "" && isDigit(w[0]) || limitless[w] })
}

// countsOnly reports whether c says how many of a thing's parts there are
// and nothing else, with no verb to tell what of it ("the orders table has
// 40 million rows", "the cluster has 3 nodes"): its size, which a claim
// of a known attribute that counts nothing ("is partitioned by month",
// "runs in us-east-1") leaves as it was. Another count ("runs on 5
// nodes") still answers the same question.
func countsOnly(c Claim) bool {
	return c.verb == "" && plainCounts(c)
}

// plainCounts reports whether c states values and each is a plain number.
func plainCounts(c Claim) bool {
	return len(c.typed.stated) > 0 && !slices.ContainsFunc(c.typed.stated, func(t typed) bool { return t.kind != "number" })
}

// counts reports whether c states a plain number.
func counts(c Claim) bool {
	return slices.ContainsFunc(c.typed.stated, func(t typed) bool { return t.kind == "number" })
}

// tellsAction reports whether c's verb says something done to its subject,
// not only that it is, is used, runs or is had.
func tellsAction(c Claim) bool {
	v := canonical(Stem(c.verb))
	return c.verb != "" && !plainVerbs[c.verb] && !choices[c.verb] && !openVerbs[v] && !copulas[c.verb]
}

// amountAttributes are the attributes amounts of a type tell: a claim whose
// words name no attribute and that states only amounts of one of these
// types answers how often, how long, how big or where ("inventory syncs
// every 15 minutes" says how often, "inventory is owned by ..." who).
var amountAttributes = map[string]string{"period": attrSchedule, "time": attrSchedule, "weekday": attrSchedule, "zone": attrSchedule,
	"duration": attrDuration, "size": attrLimit, "region": attrPlace, "rate": attrLimit}

// unnumbered are ts less their plain numbers, which tell no attribute.
func unnumbered(ts []typed) []typed {
	var out []typed
	for _, t := range ts {
		if t.kind != "number" {
			out = append(out, t)
		}
	}
	return out
}

// amountAttribute is the attribute of the amounts ts state, when they all
// tell one, or "".
func amountAttribute(ts []typed) string {
	class := ""
	for _, t := range ts {
		c, ok := amountAttributes[t.kind]
		if !ok || class != "" && c != class {
			return ""
		}
		class = c
	}
	return class
}
