package statement

import (
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// actManner is how a claim says an act is done: by a machine or by one
// actor alone ("merging auto-deploys web-dashboard to prod", "only
// release-bot may push tags"), or by hand ("prod deploys are manual",
// "push the tags yourself"). The two ways exclude each other for one act
// on one thing in one environment.
type actManner struct {
	// auto is the root of the act said done automatically or by one
	// actor alone, or ""; object, the stems of what it is done to.
	auto   string
	object []string
	// manual are the roots of the acts said before a mark of a hand-done
	// act ("deploys ... are done from a laptop").
	manual []string
	// envs are the environments the claim names.
	envs []string
}

// actRoots are the acts a pipeline or a person may do, by the stems of
// their verb and noun, each to one root: a release step, not any verb.
var actRoots = rootsOf("deploy deployment:deploy publish releas push merg rotat rotation:rotat migrat " +
	"migration:migrat backup approv approval:approv creat:make provision:make spun:make")

// rootsOf reads "stem" or "stem:root" words into a map of each stem to
// its root.
func rootsOf(s string) map[string]string {
	out := map[string]string{}
	for _, w := range strings.Fields(s) {
		stem, root, ok := strings.Cut(w, ":")
		if !ok {
			root = stem
		}
		out[stem] = root
	}
	return out
}

// mannerEnvs are the stems that name an environment.
var mannerEnvs = set("production stag dev development qa sandbox uat")

// autoActRe is an act said done by a machine ("auto-deploys") or by one
// actor alone ("only CI deploys", "only release-bot may push", "only the
// release pipeline publishes"): group 1 is the act. An environment after
// "only" ("only prod deploys ...") says where, not who (onlyEnvRe).
var autoActRe = lazyre.New(`(?i)(?:\bauto-?|(?:^|[.;:]\s*)only\s+(?:the\s+)?(?:[\w-]+\s+){1,2}(?:may\s+|can\s+|should\s+|is\s+allowed\s+to\s+)?)(deploy\w*|publish\w*|releas\w*|push\w*|merg\w*|rotat\w*|migrat\w*|backups?|approv\w*)\b`)

// onlyEnvRe is "only" before an environment, which says where.
var onlyEnvRe = lazyre.New(`(?i)\bonly\s+(?:the\s+)?(?:prod|production|staging|stage|dev|qa|sandbox|uat)\b`)

// automaticRe and manualRe mark an act done by a machine or by hand; a
// claim that says both ("auto-deploys, except hotfixes which are manual")
// tells where each holds, and says neither alone.
var (
	automaticRe = lazyre.New(`(?i)\bautomatic(?:ally)?\b`)
	manualRe    = lazyre.New(`(?i)\b(?:manual(?:ly)?|by\s+hand|yourself|from\s+(?:a|your|my|their)\s+laptops?)\b`)
)

// mannerCondRe is a condition or a fallback that says when a way holds
// ("if CI is down, deploy by hand", "in an emergency"): a way that fits
// beside the other, not against it.
var mannerCondRe = lazyre.New(`(?i)\b(?:if|unless|when|whenever|emergenc\w*|outages?|fallback|break-?glass|incidents?)\b`)

// onlyAskedRe is an act done only when a person asks for it ("only
// created when someone comments /deploy-preview"): by hand, though its
// "when" says when.
var onlyAskedRe = lazyre.New(`(?i)\bonly\b[^.;]*?\bwhen\s+(?:someone|somebody|a\s+human|a\s+person|you|an?\s+(?:engineer|maintainer|reviewer|dev|developer))\b`)

// givenAutoRe is a thing each one of a kind is given automatically
// ("every feature branch gets a preview env automatically"): the act is
// its making, its object the thing given.
var givenAutoRe = lazyre.New(`(?i)\b(?:gets?|receives?)\s+(?:(?:a|an|its\s+own|their\s+own|its|their)\s+)?[\w-]+(?:\s+[\w-]+)?\s+automatic(?:ally)?\b`)

// manualMarks are the stems of manualRe's and onlyAskedRe's words.
var manualMarks = set("manual manualli hand yourself laptop someon somebodi human person")

// mannerOf reads how c says its act is done (actManner).
func mannerOf(text string, stems []string) actManner {
	var m actManner
	for _, s := range stems {
		if mannerEnvs[s] {
			m.envs = append(m.envs, s)
		}
	}
	auto := autoActRe.FindStringSubmatch(text)
	if auto != nil && onlyEnvRe.MatchString(text) {
		auto = nil
	}
	manual := manualRe.MatchString(text) || onlyAskedRe.MatchString(text)
	automatic := automaticRe.MatchString(text)
	switch {
	case mannerCondRe.MatchString(onlyAskedRe.ReplaceAllString(text, " ")):
		// a way said under a condition fits beside the other: neither
	case givenAutoRe.MatchString(text) && !manual:
		m.auto, m.object = "make", givenThing(stems)
	case auto != nil && !manual && !automatic:
		m.auto, m.object = actAndObject(stems, actRoots[canonical(Stem(strings.ToLower(auto[1])))])
	case manual && auto == nil && !automatic:
		m.manual = actsBeforeMark(stems)
	}
	return m
}

// actAndObject is the act's root and the stems after it up to the first
// preposition: "notifi work" of "deploys notify-worker to prod".
func actAndObject(stems []string, root string) (string, []string) {
	i := slices.IndexFunc(stems, func(s string) bool { return root != "" && actRoots[s] == root })
	if i < 0 {
		return "", nil
	}
	var object []string
	for _, s := range stems[i+1:] {
		if prepositions[s] || subordinators[s] {
			break
		}
		if !articles[s] {
			object = append(object, s)
		}
	}
	return root, object
}

// givenThing is the stems of the thing given between "gets" and
// "automatically": "preview environment" of "gets a preview env
// automatically".
func givenThing(stems []string) []string {
	i := slices.Index(stems, "get")
	if i < 0 {
		i = slices.Index(stems, "receiv")
	}
	var out []string
	for _, s := range stems[i+1:] {
		if s == "automaticalli" || s == "automat" {
			break
		}
		if !articles[s] && s != "its" && s != "their" && s != "own" {
			out = append(out, s)
		}
	}
	return out
}

// actsBeforeMark is the roots of the acts said before the first mark of a
// hand-done act.
func actsBeforeMark(stems []string) []string {
	var out []string
	for _, s := range stems {
		if manualMarks[s] {
			return out
		}
		if r, ok := actRoots[s]; ok {
			out = append(out, r)
		}
	}
	return nil
}

// autoAgainstManual reports whether a says an act is done by a machine or
// by one actor alone and b that it is done by hand, to the same thing in
// the same environments: "only CI deploys notify-worker to prod" and "prod
// deploys for notify-worker are done from a laptop". Another act ("CI
// builds the image", "ops deploys it by hand"), another thing, or another
// environment is no clash.
func autoAgainstManual(a, b Claim) bool {
	ma, mb := a.manner, b.manner
	if ma.auto == "" || len(ma.object) == 0 || !slices.Contains(mb.manual, ma.auto) || a.Negated || b.Negated ||
		a.Event || b.Event || a.excepts || b.excepts {
		return false
	}
	return within(ma.object, b.said) && within(ma.envs, mb.envs) && within(mb.envs, ma.envs)
}

// mannerKeys are the keys a claim that does an act by a machine or by one
// actor alone is filed under, and a claim that does it by hand looks it up
// by (autoAgainstManual): the two name the act in other words around it.
func mannerKeys(c Claim, probe bool) []string {
	if !probe {
		if c.manner.auto == "" {
			return nil
		}
		return []string{"am:" + c.manner.auto}
	}
	var out []string
	for _, r := range c.manner.manual {
		out = append(out, "am:"+r)
	}
	return out
}
