package statement

import (
	"slices"
	"strings"
)

// Conflict reports whether a and b cannot both be true: the same subject with
// values that exclude each other, the same claim once denied, or a
// correction that excludes the very value the other states. Agreements,
// paraphrases and refinements ("Postgres 16" refines "Postgres") are no
// conflict, nor are claims about different subjects, nor two events, which
// are two things that happened.
func Conflict(a, b Claim) bool {
	// one entry of an inline map is of its own thing, compared alone
	return entryConflict(a, b) || entryConflict(b, a) || conflicts(a, b) || dimensionClash(a, b)
}

// conflicts is Conflict of a and b, each read whole.
func conflicts(a, b Claim) bool {
	if heldApart(a, b) {
		return false
	}
	if clashesOutright(a, b) {
		return true
	}
	if !sameSubject(a, b) {
		// A prohibition with no subject ("stop using the legacy endpoint")
		// bans its value wherever it is used. Two needs that end otherwise
		// add up ("PRs need review before merge", "PRs need one approval
		// from a CODEOWNER": the approval is the review), as they do of one
		// subject below.
		return a.Negated != b.Negated && (len(a.Subject) == 0 || len(b.Subject) == 0) &&
			len(a.Value) > 0 && within(a.Value, b.Value) && within(b.Value, a.Value) ||
			a.Negated == b.Negated && endsOtherwise(a, b) && !agree(a, b) && !otherAttributes(a, b) && !(requires(a) && requires(b))
	}
	switch {
	case a.Negated && b.Negated:
		// Two prohibitions never clash: "don't use floats" and "never use
		// floating point" say one thing; "don't use X" and "don't use Y" both hold.
		return false
	case a.Negated != b.Negated:
		// A denial with no value denies no value: "attachments are not
		// scanned" says nothing of where they go. A value said to be
		// everywhere is every value ("optional in scripts", "required
		// everywhere").
		// A denial of one kind ("default exports") leaves the rest.
		return nested(a.Value, b.Value) && !deniesKind(a, b) && !deniesKind(b, a) || universal(a.Value) && len(b.Value) > 0 ||
			universal(b.Value) && len(a.Value) > 0 || deniedAct(a, b) || deniedAct(b, a)
	default:
		// A value the other claim states in a qualifier is no other value:
		// "JWTs expire after 15 minutes", "JWTs are valid for 15 minutes".
		// Values of two types answer two questions: "deploys go out on
		// Tuesdays" and "we deploy the docs site with Netlify" say when and
		// with what, and both hold.
		av, bv := telling(a.Value), telling(b.Value)
		if otherPath(a.Value, b.Value) {
			// "the dashboard API base URL is https://api.acme.io/v1",
			// "dashboard talks to https://api.acme.io/v2": one host, two
			// places on it, whichever verb names the link
			return true
		}
		// Two attributes of one thing both hold: "the API timeout is 30
		// seconds", "the API runs on Node".
		return len(av) > 0 && len(bv) > 0 && !restates(b, a, av) && !restates(a, b, bv) && !agree(a, b) &&
			!otherTypes(a.typed.stated, b.typed.stated) && !otherAttributes(a, b) && !requires(a) && !requires(b) &&
			!accompanies(a) && !accompanies(b) && !whenAndHow(a, b) && !whenAndHow(b, a) && !countsOther(a, b) && !countsOther(b, a) && !limitOf(a, b) && !limitOf(b, a) &&
			!kindRefined(a, b) && !kindRefined(b, a) && !twoActs(a, b)
	}
}

// heldApart reports whether a and b are two things whatever their values.
// Two events are two things that happened, and a report of what
// went wrong sets no value (failureReport); two statements that
// each name another environment, platform or kind of test, or
// another bound, or a kind of a thing by another word for it, are
// about two things; so are a rule of files of one format and one
// of no format ("YAML files use 2 spaces, never tabs", "indent
// with tabs"). An order held back for now ("don't merge yet")
// pauses a standing rule ("merge after review"); and a thing
// named as the one before ("the old API used XML") is not the
// one now ("the API returns JSON"); and a kind of a thing with a
// rule of its own overrides the default ("PRs that touch billing
// need two approvals", "PRs need one approval"). A one-off that
// broke a rule once leaves the rule standing, one member may
// override what holds by default or for most, and a tool banned
// for one purpose is still used for another. Two kinds of one
// setting ("the read timeout", "the write timeout") are two. A
// one-off exception that says so leaves its rule standing. A
// mirror of a thing is kept in a place of its own. What is only
// asked or weighed (open) asserts nothing yet. A value within a
// bound meets it, an amount of a quality says how much, and what
// is used of a thing is not the limit on it, nor what was measured
// of it the target it is held to, nor its peak its cap, nor a quality a typed value;
// what a tool is and does, who may act and what the act needs, are two; a group's rule overrides.
// Two bounds each hold, unless one is a rule the other says is
// lifted ("must be booked at least 24 hours ahead", "up to 2h
// before now, the 24h rule is gone").
// One thing let in, another kept out, counts of two settings ("1 vCPU", "concurrency 80"), two siblings, one act's permissions in two places all hold.
// So do the start and the end of one period and what a thing includes beside what it is,
// two uses of one thing (otherUses), and one on-call group named as a
// rotation and as a schedule (sameRotation). A version that meets another's
// range agrees with it, however the two name the setting (versionsAgree).
func heldApart(a, b Claim) bool {
	return a.Event && b.Event || failureReport(a) || failureReport(b) || a.pause && b.rule || b.pause && a.rule || pastThing(a) != pastThing(b) ||
		overrides(a, b) || overrides(b, a) || contrasted(qualifiers(a), qualifiers(b)) || otherBounds(a, b) && !liftedEither(a, b) || renamedHeads(a, b) ||
		!formatAsValue(a, b) && (scopedApart(scopeOf(a), b.typed) || scopedApart(scopeOf(b), a.typed)) || brokenRule(a, b) || brokenRule(b, a) ||
		memberOf(a, b) || memberOf(b, a) || banFor(a, b) || banFor(b, a) || otherRoles(a, b) || a.exception || b.exception || a.open || b.open || requestAndLimit(a, b) || plansApart(a, b) ||
		copyElsewhere(a, b) || partsApart(a, b) || headToolApart(a, b) || headToolApart(b, a) ||
		boundMet(a, b) || boundMet(b, a) || qualityAndAmount(a, b) || qualityAndAmount(b, a) || qualityAndKind(a, b) || qualityAndKind(b, a) || usageAndLimit(a, b) || usageAndLimit(b, a) ||
		measuredAgainstTarget(a, b) || measuredAgainstTarget(b, a) || peakAgainstCap(a, b) || peakAgainstCap(b, a) || frontScoped(a, b) || frontScoped(b, a) || kindAndAct(a, b) || kindAndAct(b, a) || whichAndAct(a, b) || whichAndAct(b, a) ||
		admitsOther(a, b) || admitsOther(b, a) || actorAndNeed(a, b) || actorAndNeed(b, a) || placesOfOneState(a, b) || countsOfOtherSettings(a, b) || siblingHeads(a, b) || countedHow(a, b) || countedHow(b, a) || agentScopesApart(a, b) ||
		twoEnds(a, b) || includesBeside(a, b) || includesBeside(b, a) || excludedAsSubject(a, b) || excludedAsSubject(b, a) ||
		otherUses(a, b) || sameRotation(a, b) || labelSiblings(a, b) || addressSiblings(a, b) || valueThenDetail(a, b) || twoRolesOfOne(a.held, b.held) ||
		versionsAgree(a, b)
}

// clashesOutright reports whether a and b take one of the shapes that exclude
// each other on their own: a value excluded or denied, an antonym swapped, a
// rule flipped, two tools for one job, a list or an option changed, a kind of
// tool denied against one in use. Each shape checks the subject it needs, so
// Conflict asks them before it compares the two subjects' words.
func clashesOutright(a, b Claim) bool {
	return excludes(a, b) || excludes(b, a) || denies(a, b) || laterDenies(a, b) || laterDenies(b, a) ||
		swapsAntonym(a, b) || polarClash(a, b) || restricts(a, b) || restricts(b, a) || !(a.Negated && b.Negated) && typedClash(typedWords(a, b), typedWords(b, a)) && !numbersOfTwoAttributes(a, b) ||
		sameAttributeClash(a, b) || doneWithout(a, b) || doneWithout(b, a) || setsAgainst(a, b) || setsAgainst(b, a) ||
		assignsOther(a, b) || deniesWhole(a, b) || deniesWhole(b, a) || switchedByJob(a, b) || switchedByJob(b, a) ||
		choiceAgainstPart(a, b) || choiceAgainstPart(b, a) || actOnItDenied(a, b) || actOnItDenied(b, a) ||
		oppositeValues(a, b) || slotsDiffer(a, b) || listsDiffer(a, b) || toolsForOneJob(a, b) || toolsForOneJob(b, a) ||
		forbidsWhatIsDone(a, b) || forbidsWhatIsDone(b, a) || keepAgainstDelete(a, b) || keepAgainstDelete(b, a) ||
		flipsRule(a, b) || flipsRule(b, a) || requiredCounts(a, b) || obligedAgainstOptional(a, b) || obligedAgainstOptional(b, a) ||
		allowedAgainstForbidden(a, b) || allowedAgainstForbidden(b, a) || obligedAgainstWaived(a, b) || obligedAgainstWaived(b, a) ||
		zonesCountedAndNamed(a, b) || zonesCountedAndNamed(b, a) || optionsClash(a, b) || replaced(a, b) || deniesToolKind(a, b) || deniesToolKind(b, a) ||
		onlyDaysAgainstDaily(a, b) || onlyDaysAgainstDaily(b, a) ||
		onlyToolOfKind(a, b) || onlyToolOfKind(b, a) || deniedToolInUse(a, b) || deniedToolInUse(b, a) ||
		kindDeniedToPart(a, b) || kindDeniedToPart(b, a) || practiceSkipped(a, b) || practiceSkipped(b, a) ||
		banAgainstRule(a, b) || banAgainstRule(b, a) ||
		unlimitedAgainstCap(a, b) || unlimitedAgainstCap(b, a) ||
		retiredInUse(a, b) || retiredInUse(b, a) || droppedInUse(a, b) || droppedInUse(b, a) || liftedEither(a, b) || formerPractice(a, b) || formerPractice(b, a) ||
		practiceEnded(a, b) || practiceEnded(b, a) || admitsAndRefuses(a, b) || admitsAndRefuses(b, a) ||
		soleNumbered(a, b) || soleNumbered(b, a) || soleValue(a, b) || soleValue(b, a) || soleAgainstList(a, b) || soleAgainstList(b, a) || partAgainstAll(a, b) || partAgainstAll(b, a) ||
		autoAgainstManual(a, b) || autoAgainstManual(b, a) || agentPermsClash(a, b) || versionReqsClash(a, b) ||
		deniesToAnyone(a, b) || deniesToAnyone(b, a) || correctedOld(a, b) || correctedOld(b, a)
}

// banAgainstRule reports whether a is a standing ban on an act done to a
// thing, said as an order or with "never" ("don't add tests unless
// asked"), and b a standing rule that does that act to that thing or a
// kind of it ("when fixing a bug, always add a regression test"): the ban
// names what it is on in its object, which an order's parse keeps in its
// subject, so the two subjects differ even where the act and its thing
// are one. Another thing ("don't add new dependencies", "always add a
// test") or the act done once is no such rule.
func banAgainstRule(a, b Claim) bool {
	if !a.Negated || !(a.standing || a.ban) || len(a.Value) > 0 || b.Negated || !b.standing || b.Event ||
		!tellsAction(a) || canonical(Stem(a.verb)) != canonical(Stem(b.verb)) {
		return false
	}
	thing := bannedThing(a)
	return len(thing) > 0 && within(thing, b.said)
}

// bannedThing is what a ban's act is done to: its subject's words after
// the verb, up to a condition ("unless asked"), which tells when the ban
// lifts, not what it is on.
func bannedThing(a Claim) []string {
	verb := canonical(Stem(a.verb))
	var out []string
	for _, w := range a.Subject {
		if subordinators[w] || w == "without" {
			break
		}
		if w != verb {
			out = append(out, w)
		}
	}
	return out
}

// actOnItDenied reports whether a forbids an act on the thing its first
// clause names, by a pronoun ("keep feature branches after merging, never
// delete them"), and b states that act done to that thing ("feature
// branches are deleted after merge"): whatever verb a opens with ("keep"),
// the act it forbids is the one b states. b denied ("are never deleted")
// agrees, and an act on another thing ("stale tags are deleted") is no
// act on it.
func actOnItDenied(a, b Claim) bool {
	if a.deniedOnIt == "" || b.Negated || b.Event || canonical(Stem(b.verb)) != a.deniedOnIt {
		return false
	}
	var thing []string
	for _, w := range a.Subject {
		if w != canonical(Stem(a.verb)) {
			thing = append(thing, w)
		}
	}
	return nested(thing, b.Subject)
}

// deniedAct reports whether a is a standing rule that denies an act with
// no value and b a standing rule that does that very act: "never
// squash-merge PRs" and "always squash merge into main". The denial has no
// value to compare, but the act itself is ruled out wherever it is done,
// so whatever b does it into or with, b does what a forbids. A denial of
// one act says nothing of another ("uploads are never scanned", "uploads
// are always stored in S3"), nor of the act done once.
func deniedAct(a, b Claim) bool {
	return a.Negated && !b.Negated && len(a.Value) == 0 && a.standing && b.standing && !b.Event &&
		tellsAction(a) && canonical(Stem(a.verb)) == canonical(Stem(b.verb))
}

// orderPrepositions put a thing before or after another: "signed before
// release", "migrations run after the deploy".
var orderPrepositions = set("before after until")

// whenAndHow reports whether a tells when a thing is done, by what it
// comes before or after, and b with what it is done: "OTA images are
// signed before release" and "are signed with ECDSA", "migrations run
// before deploy" and "run with Flyway" answer two questions. An amount
// after "after" is how long ("expires after 15 minutes"), no such order;
// an amount elsewhere ("the nightly export") leaves the order one.
// So does b when it says how far or at what the thing is done and tells
// its order by the same word ("seeds are dried before storage", "dried to
// equilibrium at 15% RH before they go into the vault"); another order
// ("dried after storage") still clashes. So does b when it names the tool
// the thing runs from or on ("tf apply runs from GitHub Actions", "the
// tf-apply workflow only runs after a reviewer approves the plan"): a
// condition on the act, not another place for it.
func whenAndHow(a, b Claim) bool {
	return orderPrepositions[a.prep] && !slices.ContainsFunc(a.typed.stated, func(t typed) bool { return overlap(t.stems, a.Value) }) &&
		(makerPrepositions[b.prep] || toolPlace(b) || b.prep != "" && !orderPrepositions[b.prep] && slices.Contains(b.stems, canonical(Stem(a.prep))))
}

// toolPlace reports whether c says a tool its act runs from or on: "from
// GitHub Actions", "on Jenkins".
func toolPlace(c Claim) bool {
	return (c.prep == "from" || c.prep == "on") && slices.ContainsFunc(c.typed.stated, func(t typed) bool { return toolKind(t.kind) })
}

// deniesWhole reports whether a denies that a thing is there at all and b
// states something of it: "there is no bastion anymore" and "the bastion
// host is bastion.prod.internal"; "billing-api has no ORM" and "billing
// models are SQLAlchemy ORM classes". The denial's subject, when it has
// one, must open among b's words, unless b is of the thing alone ("we
// ship OTA updates via CodePush" against "mobile-app doesn't do OTA
// updates at all"): "the billing API has no cache" says nothing of the
// cache of search.
func deniesWhole(a, b Claim) bool {
	if !a.none || b.Negated || b.Event || !within(a.Value, b.said) {
		return false
	}
	if len(a.Subject) == 0 || within(a.Subject[:1], b.said) {
		return true
	}
	for _, w := range b.Subject {
		if !within([]string{w}, a.Value) && w != canonical(Stem(b.verb)) {
			return false
		}
	}
	return true
}

// choiceAgainstPart reports whether a is the project's choice of a tool
// for a job, said of the job alone ("we use Flyway for DB migrations"),
// and b states another tool of that job for the job said by its own word
// ("billing's migrations run on golang-migrate"): a choice for a job holds
// for every part that does it, so a part that does it with another tool
// says the choice is not the project's. A choice said of a part ("the
// billing service uses Flyway for migrations"), or of most parts, is no
// such choice.
func choiceAgainstPart(a, b Claim) bool {
	if a.verb != "use" || len(a.purpose) == 0 || a.Negated || b.Negated || b.Event || !within(a.Subject, a.purpose) {
		return false
	}
	job := a.purpose[len(a.purpose)-1]
	for _, x := range a.typed.stated {
		// the job said by the name of the tool's type: "for all services"
		// names the parts, not the job ("we use Postgres for all services")
		kind := strings.Fields(x.kind)
		if canonical(Stem(kind[len(kind)-1])) == job && slices.Contains(b.typed.words, job) &&
			hasKind(b.typed.stated, x.kind) && !anyShared(a.typed.stated, b.typed.stated, x.kind) {
			return true
		}
	}
	return false
}

// switchedByJob reports whether a says a tool is on and b says the job
// that tool does is off, or the other way round, in the same environments:
// "Sentry is on in staging" and "staging has error reporting turned off".
func switchedByJob(a, b Claim) bool {
	if a.Negated == b.Negated || !slices.Contains(a.said, enabledStem) || !slices.Contains(b.said, enabledStem) ||
		!slices.Equal(environments(a.said), environments(b.said)) {
		return false
	}
	for _, t := range a.typed.stated {
		if !hasKind(b.typed.stated, t.kind) && within(appendContent(nil, strings.Fields(t.kind)...), b.said) {
			return true
		}
	}
	return false
}

// environments are the environments ws name ("stag", "production"), as
// their families' members, in order.
func environments(ws []string) [][2]int {
	var out [][2]int
	for _, w := range ws {
		if c, ok := contrasts[w]; ok && c[0] == 0 && !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	slices.SortFunc(out, func(x, y [2]int) int { return x[1] - y[1] })
	return out
}

// otherPath reports whether a and b each name a place on one host that
// the other does not, neither under the other: "api.acme.io/v1" and
// "api.acme.io/v2"; not "api.acme.io/v1" and "api.acme.io/v1/users".
func otherPath(a, b []string) bool {
	for _, x := range a {
		hx, _, okx := strings.Cut(x, "/")
		for _, y := range b {
			hy, _, oky := strings.Cut(y, "/")
			if okx && oky && strings.Contains(hx, ".") && hx == hy && !under(x, y) && !under(y, x) {
				return true
			}
		}
	}
	return false
}

// under reports whether path x is y or a place under it.
func under(x, y string) bool {
	return x == y || strings.HasPrefix(x, strings.TrimSuffix(y, "/")+"/")
}

// pastThing reports whether c tells how things were ("we used to keep
// logs for 30 days") or its subject is named as the one that was before:
// "the old API", "our previous CI", "the former owner".
func pastThing(c Claim) bool {
	if c.was {
		return true
	}
	for _, w := range c.Subject {
		if bygone[w] {
			return true
		}
	}
	return wasBygone(c)
}

// wasBygone reports whether c says its subject was the one before, in its
// value after a past copula: "Snakemake was our old workflow engine".
func wasBygone(c Claim) bool {
	return (slices.Contains(c.stems, "was") || slices.Contains(c.stems, "were")) && slices.ContainsFunc(c.Value, func(w string) bool { return bygone[w] })
}

var bygone = stemSet("old former previous")

// overrides reports whether a's subject is b's narrowed by a clause whose
// words b does not say: "PRs that touch billing" of "PRs". Said both
// ways ("jobs that fail", "failed jobs") it is one thing.
func overrides(a, b Claim) bool {
	if !a.narrowed || b.narrowed || len(b.Subject) == 0 {
		return false
	}
	return within(b.Subject, a.Subject) && slices.ContainsFunc(a.Subject, func(w string) bool { return !slices.Contains(b.said, w) })
}

// rangeEnds are the words that name which end of a range an amount is:
// "max connections" and "min connections", "-Xmx" and "-Xms" are two
// settings. The words are canonical stems.
var rangeEnds = set("maximum minimum initial")

// otherBounds reports whether a and b each name a bound the other does not,
// wherever in the claim: "the search JVM uses -Xmx16g" (its maximum heap)
// and "the search JVM's initial heap is 4g" both hold.
func otherBounds(a, b Claim) bool {
	// a bound said by a phrase ("up to 10 pods", "never scales below 2")
	// is among the typed words only
	only := func(x, y Claim) bool {
		for _, ws := range [2][]string{x.stems, x.typed.words} {
			for _, w := range ws {
				if rangeEnds[w] && !slices.Contains(y.stems, w) && !slices.Contains(y.typed.words, w) {
					return true
				}
			}
		}
		return false
	}
	return only(a, b) && only(b, a)
}

// requires reports whether c states what its subject needs: needs add up
// ("PRs need review", "a PR needs one approval from a code owner"), so two
// that differ both hold, unless their amounts differ.
func requires(c Claim) bool {
	return requiring[canonical(Stem(c.Relation))] || requiring[canonical(Stem(c.verb))] ||
		c.Relation == "" && slices.Contains(c.headWords, requiredStem) // "postmortem required for every SEV1"
}

var requiring = stemSet("need needs require requires required")

// accompanies reports whether c has no verb and its value follows "for" or
// "with": what the thing is for or comes with ("JWT for auth", "prettier
// with printWidth 100"), which adds to another claim of it, not replaces.
func accompanies(c Claim) bool {
	return c.Relation == "" && (c.prep == "for" || c.prep == "with")
}

// excludes reports whether a is a correction that rules out what b states:
// "No, use pnpm, not npm" against "use npm to install dependencies". A
// correction that names no subject ("use pnpm, not npm") is about whatever
// states the excluded value.
func excludes(a, b Claim) bool {
	if len(a.Excluded) == 0 || len(b.Value) == 0 || b.Negated || within(b.Value, a.Value) {
		return false
	}
	if len(a.Subject) > 0 && len(b.Subject) > 0 && !sameSubject(a, b) {
		// Two wordings of one subject share a word when the other states
		// all that was ruled out: "the tax provider is Avalara, not
		// TaxJar", "sales tax is computed through the TaxJar API"; unless
		// the other says the correction's value too ("from 9 to 5"). A
		// word of the other's subject is no value it says: "health check
		// path is /health (not /healthz)", "health endpoint is /healthz";
		// and the value it rules out, which may read as a longer form of
		// its own ("healthz" of "health"), is no saying of that one.
		return overlap(a.Subject, b.Subject) && within(a.Excluded, b.Value) &&
			(!overlap(a.Value, b.said) || slices.Equal(a.Excluded, b.Value) && !sharesWord(a.Value, besides(b.said, head(b))))
	}
	return within(a.Excluded, b.Value) || within(b.Value, a.Excluded)
}

// endsOtherwise reports whether two statements say the same words, their
// whole subject among them, and then end differently, each with words the
// other lacks: "the checkout service talks to the inventory API over gRPC",
// "... over REST". However the parse read the rest, English puts the value
// last. A statement that only adds words ("... over gRPC with TLS") refines;
// two that differ within the subject ("the retry limit for webhooks",
// "... for emails") are about two things, and so are the project whole
// and a part of it, each opening with the project's name ("courier-web
// releases weekly", "courier-web is React 18, state in Redux Toolkit"):
// every memory of it may open with it (wholeAndPart).
func endsOtherwise(a, b Claim) bool {
	x, y := a.said, b.said
	p := 0
	for p < len(x) && p < len(y) && x[p] == y[p] {
		p++
	}
	return p >= subjectAndVerb && p < len(x) && p < len(y) && !wholeAndPart(a, b) && within(head(a), x[:p]) && within(head(b), y[:p]) &&
		!within(x[p:], y[p:]) && !within(y[p:], x[p:]) && !overlap(x[p:], y) && !overlap(y[p:], x)
}

// subjectAndVerb is how many opening words two claims that end otherwise
// share at least.
const subjectAndVerb = 2

// head is c's subject without the qualifiers that followed its value.
func head(c Claim) []string {
	var out []string
	for _, w := range c.Subject {
		if !within([]string{w}, c.qualifiers) {
			out = append(out, w)
		}
	}
	return out
}

// sameSubject: one subject's words all appear in the other, so one names the
// same thing with more or fewer qualifiers ("sessions", "the sessions store").
// Two qualifiers that differ ("batch size for training", "for inference") are
// two subjects, and so are the project named whole and a part of it
// ("payments-api", "Kenji ... on-call for payments-api"), whose name is no
// word of one thing (wholeAndPart). A kind's noun and the one tool of it
// ("the error tracker", "Sentry") and an attribute in other words ("on-call",
// "pager") are one word (kindNamedAs). Two claims with no subject ("we're on Next.js 13") are about
// the thing their values share ("Next.js").
func sameSubject(a, b Claim) bool {
	if len(a.Subject) == 0 && len(b.Subject) == 0 {
		return a.Relation != "" && a.Relation == b.Relation && overlap(a.Value, b.Value)
	}
	as, bs := joinedAs(a.Subject, b.Subject), joinedAs(b.Subject, a.Subject)
	if toolKindsAlike(a, b) {
		as, bs = initialsAs(as, b.Subject), initialsAs(bs, a.Subject)
	}
	as, bs = kindNamedAs(as, bs) // "the error tracker", "Sentry"
	// "temps", "temperatures"
	as, bs = clippedAs(as, bs), clippedAs(bs, as)
	return nested(as, bs) && !partOnly(as, bs) && !partOnly(bs, as) && !wholeAndPart(a, b)
}

// nested reports whether a and b both have words and the words of one are
// all among the other's.
func nested(a, b []string) bool {
	return len(a) > 0 && len(b) > 0 && (within(a, b) || within(b, a))
}

// refines reports whether word b is word s with a version added: "3.12" of
// "3", "uuidv7" of "uuid", "python3" of "python"; or, for a name of five
// letters or more, a longer form of it.
// "100" is no version of "1000": after a number, only a dot continues it.
func refines(b, s string) bool {
	rest, ok := strings.CutPrefix(b, s)
	if !ok || s == "" || rest == "" {
		return false
	}
	if isDigit(s[len(s)-1]) {
		return rest[0] == '.'
	}
	if len(s) >= 5 && !isDigit(rest[0]) {
		// a longer name of one thing: "postgresql" of "postgres", "mongodb"
		// of "mongo", a path under a path; not another word made from it:
		// "production" is no "product", "matchmaking" no "match"
		return !derivations[rest] && (len(rest) <= 2 || strings.ContainsRune("/.-_", rune(rest[0])))
	}
	rest = strings.TrimPrefix(strings.TrimPrefix(rest, "."), "v")
	return rest != "" && isDigit(rest[0])
}

// derivations are the endings that make another word of a stem.
var derivations = set("ion ions ive ivity ity ment ments ly er ers ing ed ic ical ive ure ance ence ant ent ist ism ize ise y")

func isDigit(b byte) bool { return b >= '0' && b <= '9' }

// stated is c's value with the qualifiers that followed it.
func stated(c Claim) []string {
	return append(append([]string{}, c.Value...), c.qualifiers...)
}

func overlap(a, b []string) bool {
	for _, w := range a {
		if within([]string{w}, b) {
			return true
		}
	}
	return false
}

// within reports whether every word of small is in big, a version counting as
// in its refinement ("3" is in "3.12", "uuid" in "uuidv7") and a compound
// written hyphenated as the one written solid ("check-out", "checkout").
func within(small, big []string) bool {
	for _, s := range small {
		found := false
		for _, b := range big {
			if b == s || refines(b, s) || solidAlike(b, s) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// solidAlike reports whether x and y are one compound, one of them written
// with hyphens and the other solid: "check-out" and "checkout", "anti-cheat"
// and "anticheat" name one thing, however a writer joins the parts. Two
// compounds that differ in a part ("check-in", "checkout") stay two.
func solidAlike(x, y string) bool {
	hx, hy := strings.Contains(x, "-"), strings.Contains(y, "-")
	return hx != hy && strings.ReplaceAll(x, "-", "") == strings.ReplaceAll(y, "-", "")
}

// InScope reports whether a statement made in project topic may be judged
// against a claim held in project other: claims of two projects are about two
// things ("the retry limit" of webapp is not billing-api's), unless the
// statement names the other project. A claim of no project is everyone's.
func InScope(text, topic, other string) bool {
	return topic == "" || other == "" || strings.EqualFold(topic, other) || Names(text, other)
}

// restates reports whether c says every word of own's value: in its value,
// anywhere when the word is no echo of own's subject ("nightly backups start
// at 02:00" restates "backups run nightly"), or as a tool of the kind the
// word names ("H100 nodes" restate "GPUs").
func restates(c, own Claim, value []string) bool {
	for _, w := range value {
		said := within([]string{w}, stated(c)) || c.typed.ofGroup(w) ||
			within([]string{w}, c.said) && !within([]string{w}, own.Subject)
		if !said {
			return false
		}
	}
	return true
}

// telling is value without the words that name only its type or rank ("the
// main language", "a Postgres instance"), which any value of the type
// shares.
func telling(value []string) []string {
	typeNamed := false
	for _, w := range value {
		typeNamed = typeNamed || typeStems[w] || groupStems[w]
	}
	if !typeNamed {
		return value // "the default branch is main": "main" is the value
	}
	var out []string
	for _, w := range value {
		if !typeStems[w] && !groupStems[w] && !ranks[w] {
			out = append(out, w)
		}
	}
	return out
}

// ranks say where a value stands among those of its type, not which it is.
var ranks = set("main primary default prefer instanc standard usual new current only own separat")

// qualifiers are the words of c that are not its value: "production" tells
// two things apart in "log level is warn in production", but is the value
// in "NODE_ENV is production".
func qualifiers(c Claim) []string {
	var out []string
	for _, w := range c.typed.words {
		if !slices.Contains(c.Value, w) {
			out = append(out, w)
		}
	}
	return out
}

// universal reports whether value is one word that names every place or
// case: "everywhere".
func universal(value []string) bool {
	return len(value) == 1 && everywhere[value[0]]
}

var everywhere = stemSet("everywhere anywhere always")
