package statement

import (
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// ruleWay is which way a standing rule of who may act, what is required or
// what waits for what points. A rule and its reversal name the same act or
// the same thing; what one reserves, requires or holds back, the other
// opens, waives or lets through.
type ruleWay int

const (
	_ ruleWay = iota // the zero value: no standing rule read
	// reserved: only one actor may do the act ("only admins can delete
	// projects"); opened: anyone may ("any member can delete a project").
	reserved
	opened
	// demanded: the thing needs, or waits for, what is named ("every
	// endpoint requires an API key", "deploys blocked until QA signs off",
	// "if a PR touches the schema, ask the DBA for review"); waived: it
	// does not ("no key needed", "deploys don't wait for QA sign-off",
	// "releases ship without a changelog").
	demanded
	waived
	// granted: an act allowed to one named actor, by a modal of
	// permission alone ("section editors are allowed to unpublish
	// stories"): it reverses a reservation to another actor.
	granted
)

// permission is a claim read as a standing rule: which way it points, the
// act it governs (verb and object stems, for who may) or the thing it
// governs and what that thing needs (stems, for requirements and gates).
type permission struct {
	way         ruleWay
	act         []string
	thing, need []string
	actor       []string
}

// onlyActorRe is a rule that reserves an act to one actor: "Only admins
// can delete projects", "only the release manager tags releases".
var onlyActorRe = lazyre.New(`(?i)^\s*only\s+\S`)

// modalActRe is the act after a modal of permission, and the words before
// it: "owners" and "archive repositories" of "only owners may archive
// repositories", read here when the claim's parse took a plural noun for
// a verb.
var modalActRe = lazyre.New(`(?i)^\s*(?:only\s+)?(.+?)\s+(?:can|may|(?:is|are)\s+(?:allowed|free|permitted)\s+to)\s+([^,;.]+)`)

// anyActorRe is a rule that opens an act to everyone, said with a modal of
// permission so that a habit ("everyone reviews PRs") is not read as one:
// "Any member can delete a project", "Anyone on the team can tag a
// release", "everybody is allowed to deploy".
var anyActorRe = lazyre.New(`(?i)^\s*((?:any\s*one|anybody|everyone|everybody|any\s+(?:team\s+)?(?:member|dev|developer|engineer|user)|all\s+(?:team\s+)?members)(?:\s+(?:on|in|of)\s+[\w\s-]{1,30}?)?)\s+(?:can|may|(?:is|are)\s+(?:allowed|free|permitted)\s+to)\s+\w`)

// grantRe is an act allowed to a named actor, and the actor: "Section
// editors are allowed to unpublish stories in their own section",
// "contractors may merge to main". The act ends before a scope ("in their
// own section"), which narrows where it is allowed, not what it is. "can"
// is left out: it says as often what a thing is able to do ("the script
// can delete projects").
var grantRe = lazyre.New(`(?i)^\s*([\w\s-]{1,40}?)\s+(?:may|(?:is|are)\s+(?:allowed|permitted)\s+to)\s+` + grantedAct)

// grantedAct is the act of a grant, up to where it is done, how or by
// what means ("by mutual agreement", "straight from the chair view",
// "themselves"), which say how the act is done, not what it is.
const grantedAct = `(\w+(?:\s+\w+){0,4}?)(?:\s+(?:in|within|on|for|at|from|when|if|by|via|through|straight|directly|right|themselves)\b|\s*[,;.]|\s*$)`

// roleCanRe is an act a named actor can do, said with "can": "team
// captains can overturn a result", "Hygienists can cancel appointments".
// It is read only when the actor is a person's role (roleWords), since
// "can" says as often what a thing is able to do ("the script can delete
// projects").
var roleCanRe = lazyre.New(`(?i)^\s*([\w\s-]{1,40}?)\s+can\s+` + grantedAct)

// roleWords end the name of a person's role or group: "front desk staff",
// "team captains", "collections techs", "line cooks".
var roleWords = stemSet(`admin admins administrator administrators lead leads manager managers team teams staff user users
	member members owner owners captain captains cook cooks chef chefs tech techs technician technicians hand hands
	clerk clerks nurse nurses doctor doctors driver drivers agent agents operator operators engineer engineers
	developer developers editor editors reviewer reviewers maintainer maintainers contributor contributors
	student students teacher teachers parent parents guest guests customer customers employee employees
	supervisor supervisors officer officers registrar registrars curator curators coordinator coordinators
	dispatcher dispatchers volunteer volunteers intern interns contractor contractors analyst analysts
	auditor auditors cashier cashiers receptionist receptionists hygienist hygienists pharmacist pharmacists
	physician physicians therapist therapists moderator moderators coach coaches referee referees inspector
	inspectors courier couriers picker pickers packer packers crew crews rep reps representative representatives
	associate associates steward stewards host hosts players player approver approvers dentist dentists
	vet vets surgeon surgeons tellers teller planner planners buyer buyers waiter waiters server servers`)

// gateRe is a thing held back until, or waiting for, another: "Deploys
// blocked until QA signs off", "releases are held until the changelog is
// written", "merges wait for CI".
var gateRe = lazyre.New(`(?i)^\s*(?:all\s+|every\s+)?([\w\s-]{1,40}?)\s+(?:(?:is|are)\s+)?(?:blocked|held|gated|on\s+hold|wait|waits)\s+(?:until|on|for|by)\s+([^,;.]+)`)

// noWaitRe is a thing said not to wait for another, or to go without it:
// "Deploys don't wait for QA sign-off", "releases ship without a
// changelog", "merges aren't blocked on CI".
var noWaitRe = lazyre.New(`(?i)^\s*(?:all\s+|every\s+)?([\w\s-]{1,40}?)\s+(?:(?:don't|doesn't|do\s+not|does\s+not|never)\s+wait\s+(?:for|on)|(?:aren't|isn't|are\s+not|is\s+not|never)\s+(?:blocked|held|gated)\s+(?:on|by|until)|(?:can\s+)?(?:ship|ships|go\s+out|goes\s+out|merge|merges|deploy|deploys|release|releases)\s+without)\s+([^,;.]+)`)

// ifThenAskRe is a conditional rule, a case and what to ask for in it: "If
// a PR touches the schema, ask the DBA for review", "if a migration is
// destructive, get a second review".
var ifThenAskRe = lazyre.New(`(?i)^\s*(?:if|when(?:ever)?)\s+([^,;]+),\s*(?:always\s+)?(?:ask|get|request|require|need)\s+([^,;.]+)`)

// nobodyWithoutRe is a ban on an act done without a thing, which makes
// the thing a need of the act: "nobody merges without CI green", "no one
// deploys without a rollback plan".
var nobodyWithoutRe = lazyre.New(`(?i)^\s*(?:nobody|no\s*one|never)\s+(\w+)\s+without\s+([^,;.]+)`)

// fineWithoutRe is an act said to be fine done without a thing, or with
// it failing: "Merging with red CI is fine for docs changes", "deploying
// without a rollback plan is OK". Said of a kind of change, it is a
// standing allowance, not an exception marked as one.
var fineWithoutRe = lazyre.New(`(?i)^\s*(\w+ing)\s+(?:without|with\s+(?:a\s+)?(?:red|failing|broken))\s+([^,;.]+?)\s+(?:is|are)\s+(?:fine|ok|okay|allowed|acceptable)\b`)

// mustBeforeRe is a thing that must be done before another can be: "A
// condition report must be attached before a loan can be approved", "the
// runbook has to be updated before a release is cut". The second thing
// (second group) needs the first.
var mustBeforeRe = lazyre.New(`(?i)^\s*(?:an?\s+|the\s+)?([\w\s-]{1,40}?)\s+(?:must|has\s+to|have\s+to|needs?\s+to)\s+be\s+\w+\s+before\s+(?:an?\s+|the\s+|any\s+)?([^,;.]+)`)

// mustSignedByRe is a thing that must be approved, or signed off, by
// someone: "SO2 additions must be approved by the winemaker". What it
// needs is the approval; who gives it is the need's, not the thing's.
var mustSignedByRe = lazyre.New(`(?i)^\s*(?:all\s+|every\s+|an?\s+|the\s+)?([\w\s-]{1,40}?)\s+(?:must|have\s+to|has\s+to|needs?\s+to)\s+be\s+(approved|signed\s+off|reviewed|authori[sz]ed)\s+by\b`)

// canWithoutRe is an act someone may do on a thing without what is named,
// which waives that need for the thing: "Cellar hands can log SO2
// additions without any approval". Only an act that makes or changes the
// thing (makingActs) waives what the thing needs; viewing it does not.
var canWithoutRe = lazyre.New(`(?i)^\s*[\w\s-]{1,40}?\s+(?:can|may)\s+(\w+)\s+([\w\s-]{1,40}?)\s+without\s+(?:any\s+|an?\s+)?([^,;.]+)`)

// notRequiredRe is a thing a team says it does not require, of all its
// work or of the work at hand only ("in this repo"): "we don't require
// signed commits", "we no longer enforce code owners in this repo". The
// thing is its own need: what is waived is that it be there. Any other
// scope after it ("on the docs repo") makes it an exception, not read.
var notRequiredRe = lazyre.New(`(?i)^\s*(?:we|you|they)\s+(?:don't|do\s+not|no\s+longer|never)\s+(?:require|need|enforce|mandate)\s+((?:[\w-]+\s*){1,4}?)(?:\s+(?:in|on|for)\s+(?:this|our|the\s+current)\s+\w+)?\s*(?:[,;.!]|$)`)

// modalBeRe is a modal before "be" in a thing's words ("a loan can be
// approved"): it says when the thing is done, not which thing it is.
var modalBeRe = lazyre.New(`(?i)\b(?:can|may|will|could|is|are)\s+be\b`)

// makingActs are the acts that make or change a thing.
var makingActs = stemSet("log add make record enter submit create post issue change edit update apply perform book place file")

// onceRe is an allowance for one case ("for this hotfix", "today"), which
// leaves the rule standing.
var onceRe = lazyre.New(`(?i)\b(?:this|today|tonight|once|one-off)\b`)

// noneNeededRe is a later clause that waives what the first clause's
// thing might need: "The endpoints are public, no key needed".
var noneNeededRe = lazyre.New(`(?i)[,;:]\s*no\s+([\w\s-]{1,30}?)\s+(?:needed|required|necessary)\b`)

// gateWords are the words of what a gate waits for that tell how it is
// given, not what it is: "QA signs off" and "QA sign-off" and "QA
// approval" all wait for QA; "the changelog is written" waits for the
// changelog.
var gateWords = stemSet("sign signs signed off sign-off signoff approval approve approves approved written write done complete completed finished passes pass green")

// permissionOf reads a claim's text, its abbreviations expanded, as a
// standing rule of who may act or what is required, with the claim's
// structural parse for the act. A claim of an event, a dated one-off or how
// things were is no standing rule.
func permissionOf(text string, c Claim) permission {
	if c.Event || c.was || c.once != "" {
		return permission{}
	}
	if p, ok := whoMay(text, c); ok {
		return p
	}
	return whatIsNeeded(text, c)
}

// whoMay reads "only X can V O" and "anyone can V O": the act is the
// claim's verb and its value; the actor is its subject, or the words
// before the modal for an opening.
func whoMay(text string, c Claim) (permission, bool) {
	if c.Negated {
		return permission{}, false
	}
	only := onlyActorRe.MatchString(text)
	if !only && !anyActorRe.MatchString(text) {
		return grantOf(text) // neither a restriction nor an opening
	}
	actor, act := c.Subject, []string(nil)
	if c.verb != "" && len(c.Value) > 0 {
		act = append([]string{canonical(Stem(c.verb))}, c.Value...) // the parse's verb is lowered
	}
	if m := modalActRe.FindStringSubmatch(text); m != nil {
		actor, act = contentOf(m[1]), contentOf(m[2])
	}
	switch {
	case len(act) < 2:
		return permission{}, false
	case only && len(actor) > 0:
		return permission{way: reserved, act: act, actor: actor}, true
	case anyActorRe.MatchString(text) && !conditionRe.MatchString(text):
		return permission{way: opened, act: act, actor: actor}, true
	}
	return permission{}, false
}

// grantOf reads "X may V O" and "X are allowed to V O" as an act granted
// to the actor X; a pronoun names no actor, and a grant in a case or
// after a step opens nothing.
func grantOf(text string) (permission, bool) {
	m, byRole := grantRe.FindStringSubmatch(text), false
	if m == nil {
		m, byRole = roleCanRe.FindStringSubmatch(text), true
	}
	if m == nil || conditionRe.MatchString(text) {
		return permission{}, false
	}
	actor, act := contentOf(m[1]), contentOf(m[2])
	if len(actor) == 0 || len(act) < 2 || byRole && !roleWords[actor[len(actor)-1]] {
		return permission{}, false
	}
	return permission{way: granted, act: act, actor: actor}, true
}

// conditionRe is a permission granted only in a case, after a step or
// with an exception ("anyone can deploy once payments approves", "...,
// except on Fridays"), no opening of the act.
var conditionRe = lazyre.New(`(?i)\b(?:if|once|after|when|unless|provided|as\s+long\s+as|with\s+(?:[\w'’-]+\s+){1,3}(?:approval|sign-?off|consent|permission)|except|excluding|but\s+not|other\s+than)\b`)

// whatIsNeeded reads a requirement, a gate or a conditional rule, and the
// waivers of each.
func whatIsNeeded(text string, c Claim) permission {
	for _, r := range needShapes {
		if r.re == fineWithoutRe && onceRe.MatchString(text) {
			continue // an allowance for one case leaves the rule standing
		}
		if m := r.re.FindStringSubmatch(text); m != nil {
			return needing(r.way, contentOf(modalBeRe.ReplaceAllString(m[r.thing], " ")), contentOf(m[r.need]))
		}
	}
	if m := canWithoutRe.FindStringSubmatch(text); m != nil && makingActs[canonical(Stem(m[1]))] && !onceRe.MatchString(text) {
		return needing(waived, contentOf(m[2]), contentOf(m[3]))
	}
	switch {
	case noneNeededRe.MatchString(text) && !c.Negated:
		return needing(waived, c.Subject, contentOf(noneNeededRe.FindStringSubmatch(text)[1]))
	case requires(c) && len(c.Value) > 0 && len(c.Subject) > 0:
		way := demanded
		if c.Negated {
			way = waived
		}
		return needing(way, c.Subject, c.Value)
	}
	return permission{}
}

// needShapes are the shapes of a rule that names the thing and its need,
// each by its group, in the order whatIsNeeded tries them.
var needShapes = []struct {
	re          *lazyre.Regexp
	way         ruleWay
	thing, need int
}{
	{nobodyWithoutRe, demanded, 1, 2},
	{fineWithoutRe, waived, 1, 2},
	{ifThenAskRe, demanded, 1, 2},
	{noWaitRe, waived, 1, 2},
	{gateRe, demanded, 1, 2},
	{mustBeforeRe, demanded, 2, 1},
	{mustSignedByRe, demanded, 1, 2},
	{notRequiredRe, waived, 1, 1},
}

// approvalNeed is the need of a sign-off that names no one: "without
// sign-off", "must be approved by", "without any approval".
var approvalNeed = []string{canonical(Stem("approval"))}

// needing is a rule of what a thing needs, with the words of how the need
// is met left out, or none if either is empty.
func needing(way ruleWay, thing, need []string) permission {
	if what := slices.DeleteFunc(slices.Clone(need), func(w string) bool { return gateWords[w] }); len(what) > 0 {
		need = what // "a signature" is what is needed, though "signs off" tells how
	} else if len(need) > 0 {
		need = approvalNeed // a sign-off of no one named is an approval, however said
	}
	if len(thing) == 0 || len(need) == 0 {
		return permission{}
	}
	return permission{way: way, thing: thing, need: need}
}

// contentOf is the stems of the content words of a phrase, as a claim's
// subject and value are read.
func contentOf(phrase string) []string {
	var ws []string
	for _, w := range Words(phrase) {
		ws = append(ws, w.Lower)
	}
	return appendContent(nil, ws...)
}

// flipsRule reports whether b reverses the standing rule a states: an act
// reserved to one actor opened to anyone who is not that actor, or what a
// thing needs or waits for waived for that very thing. Another act
// ("anyone can view a project"), another thing ("the health endpoint is
// public") or another need ("ships without a signed tag") is no reversal.
func flipsRule(a, b Claim) bool {
	p, q := a.perm, b.perm
	switch {
	case p.way == reserved && q.way == opened:
		return coversAct(q.act, p.act) && !overlap(p.actor, q.actor)
	case p.way == reserved && q.way == granted:
		// another actor, not a kind of the one reserved ("senior admins"
		// are admins) nor one it is a kind of
		return coversAct(q.act, p.act) && !within(p.actor, q.actor) && !within(q.actor, p.actor)
	case p.way == demanded && q.way == waived:
		return sameSet(p.thing, q.thing) && (within(p.need, q.need) || within(q.need, p.need))
	}
	return false
}

// coversAct reports whether the act allowed, an, is the act reserved, rs,
// or the same verb on fewer of its words, so every case of the reserved
// act: "overturn a result" covers "overturn a match result". An act on
// more words ("delete draft projects" against "delete projects") is a
// narrower case, which this leaves alone.
func coversAct(an, rs []string) bool {
	return sameSet(an, rs) || len(an) >= 2 && an[0] == rs[0] && within(an, rs)
}

// sameSet reports whether a and b hold the same words, in any order.
func sameSet(a, b []string) bool {
	return len(a) > 0 && within(a, b) && within(b, a)
}

// ruleKeys are the keys two claims that reverse one rule share
// (Candidates): the act, or the thing governed.
func ruleKeys(c Claim) []string {
	p := c.perm
	switch p.way {
	case reserved, opened, granted:
		// the verb and its last word, shared by an act and its fewer
		// words (coversAct)
		return []string{"ra:" + sortedKey(p.act), "rv:" + p.act[0] + " " + p.act[len(p.act)-1]}
	case demanded, waived:
		return []string{"rn:" + sortedKey(p.thing)}
	}
	return nil
}

// sortedKey is ws sorted and joined, one key for one set of words.
func sortedKey(ws []string) string {
	s := slices.Clone(ws)
	slices.Sort(s)
	return strings.Join(slices.Compact(s), " ")
}

// actorAndNeed reports whether a reserves an act to one actor ("only
// recruiters can move candidates to Offer") and b says what the act, or
// what follows it, needs ("after a recruiter moves someone to Offer the
// letter still needs HR approval"): who may act and what the act needs
// are two rules, and both hold. An opening of the act to anyone, or
// another actor who does it, says no need and is left to the other rules.
func actorAndNeed(a, b Claim) bool {
	return a.perm.way == reserved && !b.Negated && b.perm.way != reserved && b.perm.way != opened && b.perm.way != granted &&
		(b.perm.way == demanded || slices.ContainsFunc(b.stems, func(w string) bool { return requiring[w] }))
}
