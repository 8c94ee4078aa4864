package statement

import (
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// Claim is what one statement asserts, split where a correction would change
// it: "the retry limit for Stripe webhooks is 5" states, of the subject "retry
// limit stripe webhook", the value "5".
//
// A Claim is read once and never changed: ClaimOf hands out copies of a kept
// claim, which share its slices and maps, so whatever takes a claim in
// (Conflict, InProject, ...) builds new slices rather than writing into its
// own.
//
// The subject holds the thing and its attribute together, qualifiers
// included ("in TypeScript", "for sessions"), because a sentence names them
// in any order: "the app uses Redis for sessions" and "sessions are stored in
// Redis" are both about sessions. The words are stemmed content words, so two
// wordings of one subject compare as sets.
type Claim struct {
	Subject []string
	// Relation is the verb that links subject and value: "is", "use", "run".
	Relation string
	Value    []string
	// Excluded is the value a correction rules out: "pnpm test" in "No, run
	// tests with pnpm test, not npm test"; "npm test" is excluded.
	Excluded []string
	Negated  bool
	// Event: a thing that happened ("deployed v3 of checkout"), not a state.
	// Two events never contradict each other.
	Event bool
	// qualifiers are the subject's words that came after the value ("for 15
	// minutes" in "JWTs are valid for 15 minutes"), where a value may hide.
	qualifiers []string
	// said is every content word of the claim in order, for claims read
	// word by word when their shape was not understood; firstSaid those of
	// its first clause, which a negation in it denies.
	said, firstSaid []string
	// verb is the word that tells which attribute is stated: the verb, or
	// the participle after a copula ("stored" in "is stored in"); prep the
	// preposition after it; headWords the subject's words before its first
	// preposition ("max connections" of "max connections on prod").
	verb, prep string
	headWords  []string
	// purpose is what a choice is said to be for: "styling" in "the web
	// app uses Tailwind for styling".
	purpose []string
	// stems are the stems of all its words in order, function words
	// included ("before", "after"); only, whether it says its value is
	// the only one.
	stems []string
	only  bool
	// soleWords are the stems "only" says are the only ones (soleWords).
	soleWords []string
	// typed are its values read by their type, whatever its shape.
	typed typedValues
	// without is what the claim says is done without ("merge without
	// review"), which denies that it is required.
	without []string
	// setting is the key a config line sets on or off, as stems:
	// "strict" of "tsconfig has strict: false".
	setting []string
	// assigned is the first key a config line sets to a word, and the
	// word: "samesite", "strict" of "SameSite=Strict".
	assigned [2]string
	// later are the claims of the clauses after it that state their own
	// ("admins log in with a password, 2FA is optional"), read for what
	// they deny.
	later []Claim
	// pause: an order not to do a thing for now ("don't merge yet", "don't
	// deploy today"); rule: a standing order to do one ("merge after
	// review"). A pause holds a rule back for a while and reverses nothing.
	pause, rule bool
	// ban: a standing order not to do a thing ("don't add tests unless
	// asked"), with no word of always or never: the order holds until
	// it is lifted, as a rule does.
	ban bool
	// roles are the settings the claim names (settingRolesOf), each with the
	// kind of it named ("read" of "the read timeout"), or "".
	roles map[string]string
	// concepts are the namings of settings among typed.words
	// (conceptSpans), read once for all the claims it is compared with.
	concepts []conceptSpan
	// open: the statement asks, proposes or weighs its claim rather than
	// asserting it holds (unasserted).
	open bool
	// marks are what its text says of which setting or variant it is of
	// that its stems lose (apartMarksOf).
	marks apartMarks
	// was: the whole statement tells how things used to be ("we used to
	// keep logs for 30 days", "previously the TTL was 10 minutes"), and no
	// clause says what holds now.
	was bool
	// narrowed: the subject is restricted by a clause of its own ("PRs that
	// touch billing"), a kind of the thing with its own rule.
	narrowed bool
	// none: the claim denies that its value is there at all ("there is no
	// bastion", "the app has no ORM"), not one use of it.
	none bool
	// note: the claim opens with a participle and has no verb of its own
	// ("Hosted on Netlify"), a state unless it is dated.
	note bool
	// once is the act a dated one-off did ("deploy" of "this morning we
	// deployed from a laptop"), "" for any other claim; standing, that
	// the claim says what always, never or only happens.
	once     string
	standing bool
	// general: the claim says what holds by default or for most ("by
	// default, caches expire after 5 minutes", "most services use
	// Postgres"), which one member may override.
	general bool
	// every: the claim says what holds for all of a kind ("all services
	// log in JSON"); holdout: it says a thing still does what it did
	// ("the billing service still logs plain text"), a known laggard.
	every, holdout bool
	// deniedOnIt is the act a later clause of a command forbids on what
	// the first named, by a pronoun, as a stem: "delet" of "keep feature
	// branches after merging, never delete them"; or "".
	deniedOnIt string
	// exception: the claim calls itself a one-off exception to a rule that
	// otherwise stands ("one-off exception this Friday only: the hotfix
	// may ship; the rule stands otherwise").
	exception bool
	// excepts: the statement names an exception to what it says ("never
	// make buckets public, except the assets bucket"), policyExceptRe.
	excepts bool
	// opposites are the values its clauses state from one side of an
	// attribute of two opposite sides ("keep PRs small"), oppositesOf.
	opposites []oppositeReading
	// slots are the names it gives beside a noun of an attribute with one
	// value at a time ("LZW compression"), slotsOf.
	slots []slotValue
	// options are the options of a choice its clauses pick or deny
	// ("indent with tabs", "no RTOS"), optionsOf.
	options []optionReading
	// lists are the sets its clauses state whole ("supported browsers are
	// Chrome, Firefox and Safari"), fullListsOf.
	lists []fullList
	// perm is the claim read as a standing rule of who may act, what is
	// required or what waits for what (permissionOf).
	perm permission
	// agent is the claim read as the assistant's permission for one act
	// (agentPermOf).
	agent agentPerm
	// zones are the availability zones it names, each once (zonesOf).
	zones []string
	// held is who it says holds a one-person role (holdingOf); moved,
	// what it says was moved where (relocationOf).
	held  holding
	moved relocation
	// required: the statement holds a measure to a target ("must stay
	// under 200 ms"), so a bound it states is one a value may meet.
	required bool
	// able: the statement says its act can be done ("orders can be
	// scheduled ahead"), a capability a bound of it refines (limitOf).
	able bool
	// converse is the first of its words that does an act one way of two
	// ("import", "export"), or "" (conversesApart).
	converse string
	// retired are the things its clauses say are gone from use, each as
	// stems (goneOf).
	retired [][]string
	// ended are those of retired said ended outright (endedOutright), not
	// a role left or a use narrowed.
	ended [][]string
	// dropped are those of retired taken out of use whole (droppedWhole):
	// no purpose, part or plan said beside them.
	dropped [][]string
	// lifted are the rules its clauses say hold no more, each as the stems
	// of its name less its kind's noun (liftedRulesOf).
	lifted [][]string
	// former is what it says used to be done, done otherwise now, as
	// stems (formerOf).
	former []string
	// manner is how it says its act is done: by a machine or by hand
	// (mannerOf).
	manner actManner
	// admits is the claim read as a thing let in or kept out (admissionOf).
	admits admission
	// versions are what it says of products' versions, as ranges
	// (versionReqsOf).
	versions []versionReq
	// entries are the claims of the entries of an inline map it sets,
	// each alone (mapEntries).
	entries []Claim
}

// readClaim reads the claim a statement makes, on the sentence's structural
// parse (claimText); ClaimOf keeps what it read.
func readClaim(text string) Claim {
	text = longTailWording(changeSaidWording(inEveryEnvironment(environmentFile(soleWording(codeConstants(definedConstants(cjkStatement(caseEndingsOff(switchShapes(lineComments(text)))))))))))
	expanded := expandAbbreviations(envAssignments(settingKeyWords(bucketStores(ownerByPronoun(inEnglish(attributesInEnglish(text)))))))
	said, later, whole := claimText(normalizeAmounts(expanded))
	said, later = pastVerdict(said, later)
	c, ok := banThenUse(said)
	if !ok {
		c = labelledClaim(beforeReason(said)) // a reason says why, not what: its verb is not the claim's
	}
	for _, l := range later {
		c.later = append(c.later, claimOf(l))
	}
	// Values are read in every clause ("we dropped 15" rules 15 out; "Jenkins
	// is only for the monolith" names a value the claim does not rule out),
	// what they are of in the claim's own.
	c.typed = typedOf(whole)
	c.typed.words = withoutImplied(typedOf(beforeReason(withoutPointers(said, expanded))).words)
	c.roles, c.concepts = settingRolesOf(c.stems), conceptSpans(c.typed.words)
	c.typed.renamed = renamings(whole)
	c.setting = settingKey(text)
	c.assigned = assignment(text)
	c.opposites = oppositesOf(text)
	c.slots = slotsOf(text)
	c.options = optionsOf(styleKeyWords(text))
	c.lists = fullListsOf(text)
	c.zones = zonesOf(text)
	c.versions = versionReqsOf(text)
	c.entries = mapEntries(text)
	c.held, c.moved = holdingOf(text), relocationOf(text)
	c.retired, c.ended = goneOf(text)
	c.dropped = droppedWhole(text)
	c.lifted, c.former = liftedRulesOf(text), formerOf(text)
	st := Parse(text)
	c.was = len(later) == 0 && (usedToRe.MatchString(said) || boundedPast(st))
	c.narrowed = narrowedRe.MatchString(said)
	c.none = c.Negated && len(c.Value) > 0 && noneRe.MatchString(said)
	// A dated note is an event ("Deployed to prod yesterday"); it must be
	// one before once and standing are judged, or its "every" or "only"
	// ("Moved to Route 53 for every zone last week") reads as a rule.
	c.Event = c.Event || c.note && st.Time == TimePast
	c.once, c.standing = oneOff(c, st), !c.Event && standingRe.MatchString(text)
	c.general = general(text)
	c.every, c.holdout = everyRe.MatchString(text), holdoutRe.MatchString(text)
	c.exception = exceptionRe.MatchString(text) && exceptionOnceRe.MatchString(text) || oneOffMarkedRe.MatchString(text)
	c.excepts = policyExceptRe.MatchString(text)
	c.open = unasserted(text, st)
	c.marks = apartMarksOf(text)
	if m := deniedOnItRe.FindStringSubmatch(text); m != nil {
		c.deniedOnIt = canonical(Stem(strings.ToLower(m[1])))
	}
	command := st.Mood == Instruction || st.Mood == Request
	c.pause = command && st.Negated && (st.Time == TimeOnce || st.Time == TimeMoment)
	c.rule = st.Mood == Instruction && !st.Negated && (st.Time == TimeNone || st.Time == TimeStanding)
	c.ban = st.Mood == Instruction && st.Negated && (st.Time == TimeNone || st.Time == TimeStanding)
	c.perm = permissionOf(expanded, c)
	c.agent = agentPermOf(text, c)
	c.admits = admissionOf(expanded)
	c.manner = mannerOf(text, c.stems)
	c.required = requiredRe.MatchString(text)
	c.able = ableRe.MatchString(text)
	c.converse = converseAct(c)
	undate(&c)
	return c
}

// deniedOnItRe is a later clause that forbids an act on what the clause
// before named, by a pronoun: ", never delete them", "; don't rebase it".
var deniedOnItRe = lazyre.New(`(?i)[,;]\s*(?:and\s+|but\s+)?(?:never|don't|do\s+not)\s+([a-z]+)\s+(?:them|it)\b`)

// noneRe is a denial that a thing is there at all: "there is no bastion",
// "billing-api has no ORM", "we don't do OTA updates at all", "the VPN no
// longer exists".
var noneRe = lazyre.New(`(?i)\bthere\s+(is|are)\s+no\b|\b(has|have)\s+no\b|\bat\s+all\b|\bno\s+longer\s+exists?\b`)

// narrowedRe is a subject restricted by a relative clause: "PRs that
// touch billing need ...", "any service which handles cards ...".
var narrowedRe = lazyre.New(`(?i)^\s*(?:the\s+|all\s+|any\s+|every\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:that|which|who)\s+\w`)

// usedToRe is a clause that tells how things were: "we used to", "it used
// to", "previously the TTL was", "originally we ran".
var usedToRe = lazyre.New(`(?i)\b\w+\s+used\s+to\s+\w|^\s*(?:previously|formerly|originally)\b`)

// pronounOwnerRe is a person pointed to, then a thing said to be theirs by
// a pronoun: "ask Lukas, payments is his", "talk to Ines about it - the
// billing cron is hers now".
var pronounOwnerRe = lazyre.New(`^\s*(?i:ask|talk to|ping|check with|go to)\s+([A-Z][a-z]+)\b[^,;:.]*?(?:[,;:.]|\s[-—])\s*(.+?)\s+(?i:is|are)\s+(?i:his|hers|theirs)\b(.*)$`)

// ownerByPronoun is text with a thing said to be a person's by a pronoun
// said as that person owning it ("Lukas owns payments"), so the owner is
// read as "Dana owns the payments service" is.
func ownerByPronoun(text string) string {
	m := pronounOwnerRe.FindStringSubmatch(text)
	if m == nil {
		return text
	}
	return m[1] + " owns " + m[2] + m[3]
}

// verdictRe is a verdict on what was said before that opens a statement
// ("that's outdated:", "correction -", "that changed,"): it states nothing
// of its own, and the claim is what follows it.
var verdictRe = lazyre.New(`(?i)^\s*(correction|update|(that|this|it)\s+(is|was|has)?\s*(outdated|wrong|stale|obsolete|incorrect|out of date|changed|not true|no longer true))\s*([,:;.-]+\s*|$)`)

// pastVerdict is said without a verdict that opens it, or, when the
// verdict is all of it, the first of the later clauses.
func pastVerdict(said string, later []string) (string, []string) {
	loc := verdictRe.FindStringIndex(said)
	if loc == nil {
		return said, later
	}
	if rest := said[loc[1]:]; strings.TrimSpace(rest) != "" || len(later) == 0 {
		return rest, later
	}
	return later[0], later[1:]
}

// reasonRe opens the part of a clause that gives a reason or a time for
// the claim ("minSdkVersion is 26 since the camera rewrite"): its words say
// why or since when, not what the values are of.
var reasonRe = lazyre.New(`(?i)\s+(since|because|due to|so that)\s+`)

// pointerRe is a parenthetical that points to where a value is written
// ("(see .nvmrc)", "(per the runbook)"): it says where to look, not what
// the value is of.
var pointerRe = lazyre.New(`(?i)\s*\((?:see|per|cf\.?)\s[^()]*\)`)

// withoutPointers is said read again from text without its pointers
// ("runtime is Node 22 (see .nvmrc)"), so the file pointed to is no word
// of the thing; text with none is said as it is. An aside of another kind
// ("(staging)", "(for the docs site)") may name the thing, and stays.
func withoutPointers(said, text string) string {
	if !pointerRe.MatchString(text) {
		return said
	}
	s, _, _ := claimText(normalizeAmounts(pointerRe.ReplaceAllString(text, "")))
	return s
}

// beforeReason is text up to its first reason or result.
func beforeReason(text string) string {
	if loc := reasonRe.FindStringIndex(text); loc != nil {
		text = text[:loc[0]]
	}
	return beforeResult(text)
}

// resultRe opens a clause that says what a claim brings about ("moved
// recon to 04:00 UTC so it stops overlapping with the SFTP drop",
// "switched to fancy-regex so users get lookaround", "the regex crate, so
// no backreferences"): "so" and the subject of a clause of its own. Its
// words say what follows from the value, not what the value is of, and a
// "no" or "stops" in it denies nothing of the claim. "so far", "so much"
// and a bare "so" before an adjective open no clause: the clause's subject
// is a pronoun or a determiner, or a noun a modal or a verb of having
// follows ("so reviewers can open them").
var resultRe = lazyre.New(`(?i)(?:,\s*|\s+)so\s+(?:(?:it|it's|its|we|we're|they|no|nothing|none|the|there|this|that|these|those|you|every|each|any|all|one)\s|` +
	`[\w-]+\s+(?:can|can't|cannot|could|will|won't|would|don't|doesn't|never|always|get|gets|have|has|need|needs|must|should|may|stay|stays|see|sees)\s)`)

// beforeResult is text up to its first result clause (resultRe).
func beforeResult(text string) string {
	if loc := resultRe.FindStringIndex(text); loc != nil {
		return text[:loc[0]]
	}
	return text
}

// typedWords is c's typed values with their other words less the verb that
// links its subject to its value, unless other says that word too:
// "production Postgres allows 500 connections" and "max connections on prod
// Postgres is 200" name one thing, and "allows" tells how it is said, not
// which thing; "pages are cached for ten minutes" and "the cache TTL"
// share "cache".
func typedWords(c, other Claim) typedValues {
	tv := c.typed
	tv.stated = withImplied(c.typed, other.typed)
	tv.stated = adoptVersion(tv, other.typed)
	tv.stated = withoutValueAddress(c, other.typed, tv.stated)
	if hasKind(other.typed.stated, "period") && !hasKind(other.typed.stated, "duration") && shareWord(beatWords(c), beatWords(other)) {
		tv.stated = beatPeriods(tv.stated, c)
	}
	tv.words = nil
	asJobs := hostAsJobs(c, other)
	// one setting said two ways is one word (settingWords)
	for _, w := range settingWords(c.typed.words, c.concepts, renamedSettings(c, other)) {
		switch {
		case linkWord(c, other, w), beatEnd(c, other, w), unitOfOtherThing(c, other, w):
		case asJobs && (hosts[w] || jobs[w]):
			tv.words = append(tv.words, jobWord) // the host and its jobs, one subject
		default:
			tv.words = append(tv.words, w)
		}
	}
	return tv
}

// unitOfOtherThing reports whether w is only the unit c counts its value
// in ("50 lines") while other's subject names by w the kind of a thing c's
// subject names by another word ("the max line length", "the max function
// length"): the unit of one value is no word of the other's thing, so two
// settings of two kinds of a thing stay two. A unit that is what the other
// is of ("12 shards", "the shard count"), or one said apart from the noun
// ("MAX_PHOTOS per listing"), keeps it.
func unitOfOtherThing(c, other Claim, w string) bool {
	if !otherKindBy(c, other, w) {
		return false
	}
	for i := 1; i < len(c.Value); i++ {
		if c.Value[i] == w && isNumber(c.Value[i-1]) {
			return true
		}
	}
	return false
}

// otherKindBy reports whether other says w right before a noun of its
// subject that own says right after another word: "line length" against
// "function length", or before a noun of one attribute ("line width"
// against "file size", both limits). The stems keep the words between.
func otherKindBy(own, other Claim, w string) bool {
	for i := 0; i+1 < len(other.stems); i++ {
		if other.stems[i] != w || !slices.Contains(other.Subject, other.stems[i+1]) {
			continue
		}
		for j := 1; j < len(own.stems); j++ {
			x := own.stems[j-1]
			if x != w && slices.Contains(own.Subject, x) && !slices.Contains(other.stems, x) && sameNoun(own.stems[j], other.stems[i+1]) {
				return true
			}
		}
	}
	return false
}

// sameNoun reports whether x and y are one noun or name one attribute.
func sameNoun(x, y string) bool {
	cx, ok := nounAttributes()[x]
	return x == y || ok && cx == nounAttributes()[y]
}

// linkWord reports whether w, a word of c, is the verb that links its
// subject to its value and other does not say it: its relation, or the
// participle after its copula when other's value follows one too
// ("checkpoints are saved every 1000 steps", "... are written every 500
// steps").
func linkWord(c, other Claim, w string) bool {
	if slices.Contains(other.typed.words, w) {
		return false
	}
	return w == canonical(Stem(c.Relation)) ||
		c.Relation == "is" && other.Relation == "is" && c.verb != "" && other.verb != "" && !isState(c.verb) &&
			!isState(other.verb) && w == canonical(Stem(c.verb))
}

// isState reports whether w is a state word ("enabled", "required"), which
// says what holds, not how a value is linked.
func isState(w string) bool {
	_, ok := polar[w]
	return ok
}

// clauseJoin is where a second clause begins: a comma, a semicolon, "and".
var clauseJoin = lazyre.New(`\s*[,;]\s*|\s+and\s+`)

// banThenUse reads "Don't use X, use Y" and "drop X and use Y" as "use Y, not
// X": a correction that forbids one value and states the other in the next
// clause.
func banThenUse(text string) (Claim, bool) {
	loc := clauseJoin.FindStringIndex(text)
	if loc == nil {
		return Claim{}, false
	}
	ban, use := claimOf(text[:loc[0]]), claimOf(text[loc[1]:])
	// "... instead" says the second clause is what replaces the first,
	// whatever its verb: "we don't do feature flags, ship behind branches
	// instead".
	instead := strings.HasSuffix(strings.TrimRight(strings.ToLower(text), ". !"), " instead")
	if !ban.Negated || use.Negated || len(ban.Value) == 0 || len(use.Value) == 0 ||
		use.Relation != ban.Relation && use.Relation != "use" && !instead {
		return Claim{}, false
	}
	use.Excluded = append(use.Excluded, ban.Value...)
	if len(use.Subject) == 0 || instead {
		use.Subject = ban.Subject // what replaces a thing is of the thing's subject
	}
	return use, true
}

func claimOf(text string) Claim {
	var c Claim
	toks := c.clauses(text)
	toks = c.polarize(c.dropNegations(dropTimes(dropChangeOpener(toks))))
	toks, spoken := dropLeading(toks)
	// "Signed commits are required" opens with a participle, but its
	// copula makes it a state; so does a note with no verb after its
	// participle ("Hosted on Netlify", "Deployed via Argo CD"), unless it
	// is dated (ClaimOf).
	c.Event = len(toks) > 0 && pastAction(toks[0].w) && !hasCopula(toks) && !propertyLabel(text) && !participleOfNoun(toks)
	c.note = c.Event && stateNote(toks)
	c.Event = c.Event && !c.note
	c.split(toks, spoken)
	c.byOwner(toks)
	c.byOnCall(toks)
	c.said = appendContent(nil, words(toks)...)
	c.firstSaid = appendContent(nil, words(firstClause(toks))...)
	c.only = hasWord(toks, "only")
	c.soleWords = soleWords(toks)
	for _, t := range toks {
		if !claimAdverbs[t.w] {
			c.stems = append(c.stems, canonical(Stem(t.w)))
		}
	}
	return c
}

// owning are the verbs whose subject answers for their object: "Priya owns
// the auth service".
var owning = set("own owns owned maintain maintains maintained")

// byOwner reads a claim of who answers for a thing as that thing's owner:
// "Priya owns the auth service", "the auth service is owned by Priya" and
// "the auth service owner is Priya" all state, of the auth service's
// owner, the value Priya. Another owner of it contradicts them; Priya
// owning another thing does not.
func (c *Claim) byOwner(toks []tok) {
	switch {
	case owning[c.Relation]:
		c.Subject, c.Value = appendContent(c.Value, "owner"), c.Subject
	case c.Relation == "is" && hasWord(toks, "by") && hasWord(toks, "owned"), c.Relation == "is" && hasWord(toks, "maintained"),
		belongsToTeam(c, toks):
		c.Subject = appendContent(c.Subject, "owner")
	case c.Relation == "is" && len(c.Value) == 1 && possessive(toks[len(toks)-1].w):
		// "the release pipeline is Mei's"
		c.Subject = appendContent(c.Subject, "owner")
	default:
		return
	}
	c.Relation, c.verb = "own", "own"
}

// byOnCall reads who is on call for a thing as its on-call, an attribute
// of its own (the owner answers for it always, the one on call this week):
// "Aisha is on call for checkout" and "checkout on-call is Tom" state, of
// checkout's on-call, Aisha and Tom.
func (c *Claim) byOnCall(toks []tok) {
	if c.Relation != "is" {
		return
	}
	if f := onCallFor(toks); f > 0 {
		cop := slices.IndexFunc(toks, func(t tok) bool { return copulas[t.w] })
		c.Value = appendContent(nil, words(toks[:cop])...)
		c.Subject = append(appendContent(appendContent(nil, words(toks[f+1:])...), onCallRanks(toks[cop+1:f])...), onCallWord)
	} else if onCall(toks) {
		c.Subject = append(slices.DeleteFunc(c.Subject, isOnCall), onCallWord)
	} else {
		return
	}
	c.headWords, c.qualifiers = []string{onCallWord}, nil
}

// onCallWord is the stem that names who is on call.
const onCallWord = "on-call"

// onCall reports whether toks say who is on call as their subject, before
// the copula: "checkout on-call is Tom". Who is on call answers for the
// thing while on call, as its owner does.
func onCall(toks []tok) bool {
	for i, t := range toks {
		if copulas[t.w] {
			return i > 0 && isOnCall(toks[i-1].w)
		}
	}
	return false
}

// onCallFor is the index of "for" in "X is on call for Y" or "X is the
// primary on-call for Y", or 0.
func onCallFor(toks []tok) int {
	for k := 1; k+1 < len(toks); k++ {
		if !copulas[toks[k-1].w] {
			continue
		}
		i := k
		for i+1 < len(toks) && onCallLeads[toks[i].w] {
			i++ // "the primary", "the backup"
		}
		if (toks[i].w == "on-call" || toks[i].w == "oncall") && i+1 < len(toks) && toks[i+1].w == "for" {
			return i + 1
		}
		if toks[i].w == "on" && i+2 < len(toks) && toks[i+1].w == "call" && toks[i+2].w == "for" {
			return i + 2
		}
	}
	return 0
}

// onCallLeads may stand between the copula and "on-call": an article and
// the rank of the rota, which names a role of its own (the primary and the
// secondary on-call are two).
var onCallLeads = set("the a an primary secondary backup tertiary")

// onCallRanks are the stems of the ranks among toks, the words between
// the copula and "for".
func onCallRanks(toks []tok) []string {
	var out []string
	for _, t := range toks {
		if onCallLeads[t.w] && t.w != "the" && t.w != "a" && t.w != "an" {
			out = append(out, t.w)
		}
	}
	return out
}

func isOnCall(w string) bool { return w == "on-call" || w == "oncall" || w == "call" }

// possessive reports whether w names whose a thing is ("Mei's"), not a
// contraction ("it's", "that's").
func possessive(w string) bool {
	return strings.HasSuffix(w, "'s") && !copulas[w] && !agents[w] && len(w) > 3
}

// tok is a word and the comma-separated clause it stands in.
type tok struct {
	w      string
	clause int
}

// clauses splits text into words, keeping the clause of each, and takes out
// what a correction excludes: ", not Y", "instead of Y", "rather than Y",
// "prefer X over Y". The excluded words end at a preposition, where the claim
// goes on ("Use Vitest rather than Jest for unit tests").
func (c *Claim) clauses(text string) []tok {
	var all []tok
	for i, part := range strings.FieldsFunc(text, func(r rune) bool { return r == ',' || r == ';' }) {
		for _, w := range Words(part) {
			for _, part := range camelParts(w) {
				for _, p := range identifierParts(part) {
					all = append(all, tok{p, i})
				}
			}
		}
	}
	var out []tok
	for i := 0; i < len(all); i++ {
		n := exclusionAt(all, i)
		if n == 0 {
			out = append(out, all[i])
			continue
		}
		j := i + n
		for j < len(all) && claimPrepositions[all[j].w] {
			j++ // "not in cookies"
		}
		for ; j < len(all) && all[j].clause == all[i].clause && !claimPrepositions[all[j].w]; j++ {
			c.Excluded = appendContent(c.Excluded, all[j].w)
		}
		i = j - 1
	}
	return out
}

// exclusionAt returns how many words open an exclusion at i, or 0.
func exclusionAt(all []tok, i int) int {
	w, next := all[i].w, ""
	if i+1 < len(all) {
		next = all[i+1].w
	}
	clauseStart := i > 0 && all[i-1].clause != all[i].clause
	switch {
	case w == "not" && (clauseStart || i > 0 && !negatable(all[i-1].w)):
		// ", not Y", and "8080 not 3000" (after a value, not a verb)
		return 1
	case w == "but" && next == "not" && clauseStart:
		return 2
	case w == "no" && clauseStart && next != "longer":
		// "PRs to main get squashed, no merge commits": what the claim
		// leaves out, not a denial of it
		return 1
	case w == "never" && clauseStart && statedBefore(all[:i]) && bareThings(all, i+1):
		// "4 spaces, never tabs": a thing after "never" with no act
		// is what the claim leaves out, as ", not tabs" is, no denial
		// of it
		return 1
	case clauseStart && statedBefore(all[:i]):
		// "this repo is pnpm-only, don't touch yarn": a ban after the claim
		// rules its object out
		return banAt(all, i)
	case w == "instead" && next == "of", w == "rather" && next == "than":
		return 2
	case w == "over" && i > 0 && hasWord(all[:i], "prefer"):
		return 1
	}
	return 0
}

// banAt returns how many words open a ban at i ("never", "do not", and
// its verb) with an object after them in the clause, or 0: "never on
// weekdays" is no ban of an object.
func banAt(all []tok, i int) int {
	n := 0
	switch {
	case all[i].w == "never" || all[i].w == "dont":
		n = 1
	case all[i].w == "do" && i+1 < len(all) && all[i+1].w == "not":
		n = 2
	}
	if n == 0 || i+n+1 >= len(all) || functionWords[all[i+n].w] || all[i+n+1].clause != all[i].clause {
		return 0
	}
	return n + 1
}

// bareThings reports whether the clause from i on names things and nothing
// else: no act, no function word, no adverb ("tabs", "merge commits"; not
// "push to main", "manually", "on weekdays").
func bareThings(all []tok, i int) bool {
	n := 0
	for ; i < len(all) && all[i].clause == all[i-1].clause; i++ {
		w := all[i].w
		if verbs[w] || isSForm(w) || functionWords[w] || claimAdverbs[w] || negations[w] || strings.HasSuffix(w, "ly") {
			return false
		}
		n++
	}
	return n > 0
}

// negatable reports whether w is a word a negation can follow: a verb, an
// auxiliary, a copula, an adverb, a conjunction ("is not", "do not", "really
// not", "whether or not").
func negatable(w string) bool {
	return copulas[w] || auxiliaries[w] || verbs[w] || choices[w] || claimAdverbs[w] || agents[w] || negations[w] ||
		conjunctions[w] || isSForm(w) || strings.HasSuffix(w, "'s") || strings.HasSuffix(w, "'d")
}

func hasWord(toks []tok, stem string) bool {
	for _, t := range toks {
		if Stem(t.w) == Stem(stem) {
			return true
		}
	}
	return false
}

// dropNegations removes negations and auxiliaries ("have to", "needs to"),
// noting the negation. "Stop using X", "no longer" and "drop X" negate too.
func (c *Claim) dropNegations(toks []tok) []tok {
	var out []tok
	for i := 0; i < len(toks); i++ {
		w, next := toks[i].w, ""
		if i+1 < len(toks) {
			next = toks[i+1].w
		}
		switch {
		case negations[w] && (inCondition(toks, i) || listedNo(toks, i)):
			// "auto-approve at 700+ only if there are no late payments":
			// the "no" tells when the claim holds, it does not deny it
		case w == "no" && next == "longer":
			c.Negated = true
			i++
		case negations[w], stops[w] && strings.HasSuffix(next, "ing"):
			if w == "without" && !c.Negated {
				// not after another negation: "can't merge without review"
				// says review is needed
				c.without = appendContent(c.without, words(phraseAt(toks, i+1))...)
			}
			c.Negated = true
		case ridOf(toks, i):
			// "we got rid of Redux" is "we don't use Redux"
			c.Negated = true
			out = append(out, tok{"use", toks[i].clause})
			i += 2
		case drops[w], movedOff(toks, i):
			// "drop Redux" is "don't use Redux", and so are "ripped out
			// Redux" and "moved off Redux"
			c.Negated = true
			out = append(out, tok{"use", toks[i].clause})
			i += leftWords(toks, i)
		case (w == "have" || w == "has" || w == "need" || w == "needs") && next == "to":
			i++
		case doForms[w] && i > 0 && negations[toks[i-1].w] && next != "" && !verbs[next] && !choices[next] && !isSForm(next) && !negations[next]:
			// "we don't do feature flags": the second "do" is the verb, "use"
			out = append(out, tok{"use", toks[i].clause})
		case bothers[w] && i > 0 && negations[toks[i-1].w] && (next == "with" || strings.HasSuffix(next, "ing")):
			// "don't bother with X" is "don't use X"; "don't bother adding
			// X", "don't add X"
			if next == "with" {
				out = append(out, tok{"use", toks[i].clause})
				i++
			}
		case auxiliaries[w]:
		default:
			out = append(out, toks[i])
		}
	}
	return out
}

var bothers = set("bother bothering")

// movedOff reports whether toks[i] is a verb of moving followed by "off"
// and a thing, with nothing moved to in its clause: "we
// moved off Toast". "moved off Jenkins to Actions" is a switch, which the
// other readings take.
func movedOff(toks []tok, i int) bool {
	n := leftWords(toks, i)
	if !moveVerbs[toks[i].w] || n == 0 || i+n+1 >= len(toks) {
		return false
	}
	for _, t := range toks[i+n+1:] {
		if t.clause == toks[i].clause && (t.w == "to" || t.w == "onto") {
			return false
		}
	}
	return true
}

// leftWords is how many words after toks[i] close its verb of leaving:
// the "out" of "ripped out", the "off" of "moved off"; or 0.
func leftWords(toks []tok, i int) int {
	if i+1 >= len(toks) || toks[i+1].clause != toks[i].clause {
		return 0
	}
	if next := toks[i+1].w; next == "out" && drops[toks[i].w] || next == "off" && moveVerbs[toks[i].w] {
		return 1
	}
	return 0
}

// inCondition reports whether the word at i stands in a condition after
// its claim: after "if" or "unless" in the claim's own clause.
func inCondition(toks []tok, i int) bool {
	for j := i - 1; j > 0 && toks[j].clause == toks[i].clause; j-- {
		if conditionals[toks[j].w] {
			return true
		}
	}
	return false
}

// changes are the verbs that set a thing to a value: "changed X to Y",
// "raised X to Y" state that X is Y.
var changes = set("change changed set raise raised lower lowered bump bumped increase increased decrease decreased reduce reduced")

var doForms = set("do does did")

// firstClause is toks up to the end of the clause they open.
func firstClause(toks []tok) []tok {
	i := 0
	for i < len(toks) && toks[i].clause == toks[0].clause {
		i++
	}
	return toks[:i]
}

// phraseAt is the words of toks from i to the end of its clause or the next
// preposition.
func phraseAt(toks []tok, i int) []tok {
	j := i
	for j < len(toks) && toks[j].clause == toks[i].clause && !claimPrepositions[toks[j].w] {
		j++
	}
	return toks[i:j]
}

// dropTimes removes the words that date a claim rather than state it ("last
// quarter", "this week", "now"): a claim holds or not whenever it was said.
func dropTimes(toks []tok) []tok {
	var out []tok
	for i := 0; i < len(toks); i++ {
		switch w := toks[i].w; {
		case timeDeictics[w] && i+1 < len(toks) && calendarUnits[toks[i+1].w]:
			i++
		case w == "now" || w == "anymore" || w == "currently" || dayDeictics[w]:
		default:
			out = append(out, toks[i])
		}
	}
	return out
}

var (
	timeDeictics  = set("last this next")
	calendarUnits = set("week month quarter year sprint cycle release morning afternoon evening night weekend")
	// dayDeictics date a claim by the day it was said: "yesterday we
	// turned off the backups" states that they are off.
	dayDeictics = set("yesterday today tonight")
)

// stops are the forms of "stop" that end what their -ing form names:
// "we stopped using Sentry".
var stops = set("stop stops stopped stopping quit quits")

// ridOf reports whether toks say "got rid of" at i.
func ridOf(toks []tok, i int) bool {
	return i+2 < len(toks) && (toks[i].w == "got" || toks[i].w == "get" || toks[i].w == "gotten") &&
		toks[i+1].w == "rid" && toks[i+2].w == "of"
}

// statedBefore reports whether toks, the clauses before a new one, say
// something of their own: a claim was made ("migrations: always via
// alembic").
func statedBefore(toks []tok) bool {
	for _, t := range toks {
		if !functionWords[t.w] && !claimAdverbs[t.w] && !agents[t.w] && !negations[t.w] && !auxiliaries[t.w] {
			return true
		}
	}
	return false
}

// dropLeading removes who speaks and how sure they are, which a claim does not
// depend on: "we always use X" states "use X"; "we decided to use X" too. It
// reports whether a speaker was dropped: then the next word is the verb
// ("we evaluate the ranker with MRR"), whether hippo knows it or not.
func dropLeading(toks []tok) ([]tok, bool) {
	spoken := false
	for len(toks) > 0 && !namedTeam(toks) && (agents[toks[0].w] || claimAdverbs[toks[0].w] ||
		len(toks) > 1 && toks[1].w == "to" && (toks[0].w == "decided" || toks[0].w == "decide")) {
		if toks[0].w == "decided" || toks[0].w == "decide" {
			toks = toks[1:]
		}
		spoken = spoken || agents[toks[0].w]
		toks = toks[1:]
	}
	return toks, spoken
}

// participleOfNoun reports whether toks open with a participle that
// describes the plural noun after it, a verb in its plain form after the
// two: "shared libraries go under packages/", "cached responses expire
// after an hour" state what holds, as "signed commits are required" does.
// A noun after the participle that may be a verb ("migrated billing runs
// to Temporal", "fixed the CI build") or a word of function after it
// ("moved to Route 53") leaves it the act.
func participleOfNoun(toks []tok) bool {
	return len(toks) > 2 && strings.HasSuffix(toks[1].w, "s") && !functionWords[toks[1].w] && !prepositions[toks[1].w] && verbs[toks[2].w]
}

func hasCopula(toks []tok) bool {
	for _, t := range toks {
		if copulas[t.w] && t.w != "has" && t.w != "have" {
			return true
		}
	}
	return false
}

// labelRe is a label of a line that opens with a participle before one or
// two words and a colon: "Supported regions:", "Hosted services:".
var labelRe = lazyre.New(`^\s*([A-Za-z]+)\s+[A-Za-z][A-Za-z-]*(?:\s+[A-Za-z][A-Za-z-]*)?\s*:`)

// propertyAttributes are the attributes a thing holds while it lasts, not
// an act that happened to it: where it is, what it runs on, how it is
// signed, who owns it, how it is split.
var propertyAttributes = set(strings.Join([]string{attrPlace, attrPlatform, attrCrypto, attrOwner, attrLayout}, " "))

// propertyLabel reports whether text opens with a label whose participle
// names a property of what it lists ("Supported regions: us-east-1,
// eu-west-1"): the participle says which things hold the property, as
// "the supported regions are" does, and tells of nothing done. A
// participle of an act ("Shipped features: dark mode") labels what was
// done, and one with an object after it ("Deployed v3 of checkout: ...")
// is no label.
func propertyLabel(text string) bool {
	m := labelRe.FindStringSubmatch(text)
	return m != nil && propertyAttributes[verbAttributes()[canonical(Stem(strings.ToLower(m[1])))]]
}

// stateNote reports whether toks, opening with a participle, are a
// verbless note of how a thing is: a state word ("ok to log" read as
// "allowed to log"), or the participle alone or followed by a preposition
// ("Hosted on Netlify"), with no object an action was done to ("Deployed
// v3 of checkout").
func stateNote(toks []tok) bool {
	return isState(toks[0].w) || len(toks) == 1 || claimPrepositions[toks[1].w]
}

// pastAction reports whether a sentence that opens with w tells of something
// done: a past tense that is no decision ("deployed", not "chose").
func pastAction(w string) bool {
	return !decisions[w] && (strings.HasSuffix(w, "ed") && len(w) > 4 || pastForms[w])
}

// split finds the verb and puts the words around it into subject and value.
func (c *Claim) split(toks []tok, spoken bool) {
	// A note that opens with a verb of change and sets its thing "to" a
	// value ("bumped depot geofences to half a kilometre") opens with its
	// verb, as "we bumped ..." does.
	verbFirst := len(toks) > 0 && (verbs[toks[0].w] || spoken || changes[toks[0].w] && slices.ContainsFunc(toks, func(t tok) bool { return t.w == "to" }))
	switch p := pivot(toks, verbFirst); {
	case len(toks) > 0 && choices[toks[0].w]:
		c.choice(nil, toks[1:])
	case p > 0 && choices[toks[p].w]:
		c.choice(toks[:p], toks[p+1:])
	case p >= 0:
		c.Subject = appendContent(nil, words(toks[:p])...)
		c.Relation = toks[p].w
		rest := skipParticiple(toks[p+1:])
		switch {
		case len(rest) < len(toks[p+1:]):
			c.verb = toks[p+1].w
		case !copulas[c.Relation]:
			c.verb = c.Relation
		}
		if copulas[c.Relation] {
			c.Relation = "is"
		}
		c.prep, c.headWords = leadingPreposition(rest), headOf(toks[:p])
		c.complement(rest)
	case verbFirst:
		// An imperative ("run tests with pnpm test"), or a statement whose
		// speaker was dropped ("we lint with Biome"): the verb and its object
		// are the subject, the phrase after the preposition the value.
		c.Relation, c.verb = toks[0].w, toks[0].w
		i := 1
		for i < len(toks) && !claimPrepositions[toks[i].w] {
			i++
		}
		c.prep = leadingPreposition(toks[i:])
		c.Subject = appendContent(nil, words(toks[:i])...)
		if changes[toks[0].w] && i < len(toks) && toks[i].w == "to" {
			// "we changed the default branch to main" states what the
			// default branch is: the change is how, not what
			c.Subject = appendContent(nil, words(toks[1:i])...)
		}
		if i < len(toks) {
			c.complement(toks[i+1:])
		}
	default:
		// No verb hippo knows ("alerts page on-call through PagerDuty"): the
		// value is the last phrase after a preposition, where English puts it.
		k := len(toks)
		for i := len(toks) - 1; i > 0 && k == len(toks); i-- {
			if claimPrepositions[toks[i].w] {
				k = i
			}
		}
		c.Subject = appendContent(nil, words(toks[:k])...)
		c.prep, c.headWords = leadingPreposition(toks[k:]), headOf(toks[:k])
		if k < len(toks) {
			c.Value = appendContent(nil, words(toks[k+1:])...)
		}
	}
}

// leadingPreposition is the preposition that opens rest, past particles
// and adverbs ("goes out through"), or "".
func leadingPreposition(rest []tok) string {
	for _, t := range rest {
		switch {
		case claimPrepositions[t.w]:
			return t.w
		case !claimParticles[t.w] && !claimAdverbs[t.w]:
			return ""
		}
	}
	return ""
}

// headOf is the stems of the content words of a subject before its first
// preposition: the thing and the attribute it names, not its qualifiers.
func headOf(subject []tok) []string {
	i := 0
	for i < len(subject) && (i == 0 || !claimPrepositions[subject[i].w]) {
		i++
	}
	return appendContent(nil, words(subject[:i])...)
}

// choice reads "X uses V for Y", "use V to Y", "we chose V for Y": the object
// is the value and what it is for is the subject.
func (c *Claim) choice(before []tok, rest []tok) {
	c.Relation, c.verb = "use", "use"
	c.Subject, c.headWords = appendContent(nil, words(before)...), headOf(before)
	for len(rest) > 0 && choiceLinks[rest[0].w] {
		rest = rest[1:] // "went with", "settled on", "switched to", "decided to use"
	}
	c.complement(rest)
}

// complement reads what follows the verb: the value up to a preposition or a
// new clause, then qualifiers, which belong to the subject. A value may come
// after a preposition ("runs on port 5432", "goes out on Fridays"). "from A
// to B" states B and excludes A.
func (c *Claim) complement(rest []tok) {
	if c.fromTo(rest) {
		return
	}
	for len(rest) > 0 && (claimPrepositions[rest[0].w] || claimParticles[rest[0].w] || claimAdverbs[rest[0].w]) {
		rest = rest[1:] // "goes out on", "is distributed only as"
	}
	i := 0
	for i < len(rest) && !claimPrepositions[rest[i].w] && (i == 0 || rest[i].clause == rest[0].clause) {
		i++
	}
	c.Value = appendContent(nil, words(rest[:i])...)
	if i < len(rest) && rest[i].w == "for" {
		c.purpose = appendContent(nil, words(rest[i+1:])...)
	}
	if !c.fromTo(rest[i:]) {
		for _, w := range words(rest[i:]) {
			if !scopes[w] {
				c.qualifiers = appendContent(c.qualifiers, w)
			}
		}
		c.Subject = append(c.Subject, c.qualifiers...)
	}
}

// scopes are the words of a qualifier that name where the speaker works,
// which every claim made there is about: "don't use default exports in
// this repo" is about default exports.
var scopes = set("repo repos repository codebase monorepo")

// fromTo reads "[X] from A to B" (a move, a switch): X joins the subject, B
// is the value, A excluded. It reports whether rest had that shape.
func (c *Claim) fromTo(rest []tok) bool {
	f, t := -1, -1
	for i, x := range rest {
		switch {
		case (x.w == "from" || x.w == "off") && f < 0:
			f = i
		case x.w == "to" && f >= 0 && t < 0:
			t = i
		}
	}
	if f < 0 || t < 0 {
		return false
	}
	c.Subject = appendContent(append(c.Subject, c.Value...), words(rest[:f])...)
	c.Excluded = appendContent(c.Excluded, words(rest[f+1:t])...)
	c.Value = appendContent(nil, words(rest[t+1:])...)
	return true
}

// pivot returns the index of the verb of a statement with its subject first
// ("the retry limit is 5", "tests run with Jest"), or -1. A copula or "use"
// wins, then a verb with -s ("runs"), then a base form, which is often a noun
// ("the test command is pnpm test"). A plural followed by a verb is the
// subject ("unit tests run"). After an imperative verb only a copula or "use"
// can follow: the rest is its object ("run the tests with ...").
func pivot(toks []tok, imperative bool) int {
	sform, base, afterPlural := -1, -1, -1
	for i := range toks {
		w := toks[i].w
		switch {
		case copulas[w]:
			return i
		case i == 0 || toks[i-1].w == "to":
		case choices[w]:
			return i
		case imperative:
		case sform < 0 && isSForm(w) && !(i+1 < len(toks) && (verbs[toks[i+1].w] || copulas[toks[i+1].w] || choices[toks[i+1].w])):
			sform = i
		case verbs[w]:
			if base < 0 {
				base = i
			}
			if afterPlural < 0 && sform < 0 && pluralNoun(toks[i-1].w) {
				afterPlural = i
			}
		}
	}
	if afterPlural >= 0 {
		// a base form after a plural, before any -s verb, is the verb:
		// "CloudWatch log groups keep logs for a year"
		return afterPlural
	}
	if sform >= 0 {
		return sform
	}
	return base
}

// pluralNoun reports whether w is a plural noun (plural) that is no -s
// form of a verb and no word of grammar: "groups", not "runs" or "its".
func pluralNoun(w string) bool {
	return Plural(w) && !isSForm(w) && !grammatical[w] && !agents[w] && !claimAdverbs[w]
}

// isSForm reports whether w is a known verb with -s: "runs", "goes", "lives".
func isSForm(w string) bool {
	t := strings.TrimSuffix(w, "s")
	return t != w && (verbs[t] || verbs[strings.TrimSuffix(t, "e")])
}

// skipParticiple passes the participle of a passive ("is stored in", "are
// retried") and the word "called": the value follows them.
func skipParticiple(rest []tok) []tok {
	if len(rest) > 0 && (strings.HasSuffix(rest[0].w, "ed") || participles[rest[0].w]) {
		return rest[1:]
	}
	return rest
}

func words(toks []tok) []string {
	var out []string
	for _, t := range toks {
		out = append(out, t.w)
	}
	return out
}

// appendContent appends the stems of the content words among ws.
func appendContent(dst []string, ws ...string) []string {
	for _, w := range ws {
		if !functionWords[w] && !claimAdverbs[w] && !agents[w] {
			dst = append(dst, canonical(Stem(w)))
		}
	}
	return dst
}

// Stem folds the endings that two wordings of one subject differ by:
// "deploys", "deployed" and "deploying" are "deploy"; "linter" is "lint".
// It is for comparing, not for showing.
func Stem(w string) string {
	if p, ok := periods[w]; ok {
		return p
	}
	if base, ok := irregular[w]; ok {
		w = base // "built" is "build", as "deployed" is "deploy"
	}
	w = strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "'") // "the panel's CSS" is the panel's
	if w = Digits(w); strings.ContainsAny(w, "0123456789./_") {
		return w
	}
	return foldEndings(w)
}

// foldEndings takes off a content word's endings. No cut may leave a word
// of grammar: "notes" less "s" and "e" would be the negation "not",
// "canned" the modal "can", "upper" the particle "up", "ands" the "and" a
// claim is split at. Such a cut is not made, and the word keeps the ending
// ("notes" and "note" are "note").
func foldEndings(w string) string {
	cut := func(to string) {
		if !grammatical[to] {
			w = to
		}
	}
	if n := len(w); strings.HasSuffix(w, "ies") && n > 4 {
		cut(w[:n-2]) // "bodies" and "body" are "bodi", "cookies" and "cookie" "cooki"
	} else if n > 3 && w[n-1] == 'y' && !strings.ContainsRune("aeiouy", rune(w[n-2])) {
		cut(w[:n-1] + "i")
	}
	// A plural's -s goes first, then one other ending: "workers" is
	// "worker" is "work", as "worker" is.
	for _, suf := range []string{"s", "ing", "ed", "er"} {
		// A plural's -s goes from four letters on ("days", "logs"); the other
		// endings leave at least four letters ("running" but not "ring").
		if minLen := len(suf) + 3; strings.HasSuffix(w, suf) && (len(w) > minLen || suf == "s" && len(w) == 4) &&
			!strings.HasSuffix(w, "ss") {
			to := strings.TrimSuffix(w, suf)
			if n := len(to); suf != "s" && to[n-1] == to[n-2] && (!strings.ContainsRune("aeiouls", rune(to[n-1])) || doubledL(to)) {
				to = to[:n-1] // "formatting", "shipped", "controller"
			}
			cut(to)
			if suf != "s" {
				break
			}
		}
	}
	if len(w) > 3 {
		cut(strings.TrimSuffix(w, "e"))
	}
	return w
}

// doubledL reports whether to ends in an "l" doubled before an ending on a
// word of more than one syllable: "controll" of "controller" and
// "controlled" is "control", "patroll" "patrol"; "poll", "roll" and
// "scroll" are one syllable and end in "ll" themselves, as "install" and
// "fulfill" do after another vowel.
func doubledL(to string) bool {
	n := len(to)
	return n > 5 && strings.HasSuffix(to, "oll") && strings.ContainsAny(to[:n-3], "aeiouy")
}

// grammatical are the words of grammar a claim is read by (negations,
// auxiliaries, conjunctions, prepositions, determiners, copulas): a
// content word's stem must never be one of them.
var grammatical = func() map[string]bool {
	m := map[string]bool{}
	// "both" and "either" too: "bother" less its "-er" is no "both"
	for _, class := range []map[string]bool{negations, auxiliaries, conjunctions, functionWords, claimPrepositions, copulas, set("both either")} {
		for w := range class {
			m[w] = true
		}
	}
	return m
}()

// Digits is w with a spelled-out number as its digits ("five" is "5").
func Digits(w string) string {
	if n, ok := spelledNumber(w); ok {
		return n
	}
	return w
}

// Names reports whether text names topic (a project) as one of its words.
func Names(text, topic string) bool {
	if topic == "" {
		return false
	}
	for _, w := range Words(text) {
		// the project's name in the possessive names it: "shopfront's
		// product search"
		if w.Lower == strings.ToLower(topic) || possessed(w.Lower) == strings.ToLower(topic) {
			return true
		}
	}
	return false
}

// possessed is word without the possessive ending ("'s", "’s"), or "".
func possessed(word string) string {
	for _, end := range []string{"'s", "’s"} {
		if w, ok := strings.CutSuffix(word, end); ok {
			return w
		}
	}
	return ""
}
