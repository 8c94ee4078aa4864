package statement

import (
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// agentWay is what the assistant is told of one act: allowed, allowed only
// after asking, allowed without asking, forbidden, or required.
type agentWay int

const (
	_ agentWay = iota // no permission of the assistant read
	agentAllowed
	agentAsk
	agentFree
	agentForbidden
	agentRequired
)

// agentPerm is the assistant's permission for one act: the command's words
// (flags left out) and where it is run (its environment or target).
type agentPerm struct {
	way   agentWay
	act   []string
	scope []string
}

// agentNamedRe names the assistant as the actor ("let Claude run", "claude
// can run"); agentOrderRe is an order to it, which names no actor ("never
// `dbt run` from a dev session").
var (
	agentNamedRe = lazyre.New(`(?i)\b(?:claude|the\s+assistant|the\s+agent)\b`)
	agentOrderRe = lazyre.New(`(?i)^\s*(?:please\s+)?(?:never|don't|do\s+not|always)\b`)
)

// runActRe is the command after "run" or "execute", in backticks or as up
// to two words; orderedActRe a command in backticks right after an order
// word ("never `dbt run --target prod`").
var (
	runActRe     = lazyre.New("(?i)\\b(?:run|execute)\\s+(?:`([^`]+)`|([a-z][\\w.:-]*(?:\\s+[a-z][\\w.:-]*)?))")
	orderedActRe = lazyre.New("(?i)^\\s*(?:please\\s+)?(?:never|don't|do\\s+not|always)\\s+`([^`]+)`")
)

// agentScopeRe is where a command is run, after "against", "on", "in" or
// "to": "against staging", "on the whole repo", "against the prod target".
var agentScopeRe = lazyre.New(`(?i)^[^.;,]*?\b(?:against|on|in|to)\s+(?:the\s+|a\s+)?([\w./-]+(?:\s+[\w./-]+)?)`)

// notAgentAct are words after "run" that name no command ("run it", "run
// anything"), and notAgentScope the words after a scope's preposition
// that tell no place ("on staging w/o asking", "the prod target").
var (
	notAgentAct   = set("it this that them these those anything something everything any all the a an commands command")
	notAgentScope = set("target env environment w/o without asking ask first before after every each when if unless")
)

// agentScopeNames are the spellings of one environment.
var agentScopeNames = map[string]string{"production": "prod", "prd": "prod", "stage": "staging", "stg": "staging", "development": "dev"}

// askedFreeRe and askFirstRe are the cues of an act allowed without
// asking and of one allowed only after asking ("w/o asking", "ask first").
var (
	askedFreeRe = lazyre.New(`(?i)\b(?:w/o|without)\s+(?:asking|checking|confirming)\b|\bno\s+need\s+to\s+ask\b`)
	askFirstRe  = lazyre.New(`(?i)\bask\s+(?:me\s+|us\s+)?(?:first|before)\b|\bcheck\s+with\s+(?:me|us)\s+first\b|\bconfirm\s+first\b`)
)

// forbidRe is the cue of a ban ("never", "must not", "not allowed").
var forbidRe = lazyre.New(`(?i)\b(?:never|don't|do\s+not|must\s+not|mustn't|may\s+not|can't|cannot|shouldn't|should\s+not|(?:is\s+)?not\s+allowed|forbidden)\b`)

// agentModal is a modal's cue and the permission it says.
type agentModal struct {
	re  *lazyre.Regexp
	way agentWay
}

// agentModals are the modals of a permission said without asking, tried
// in order: a ban before an obligation ("must not" is no "must"), an
// obligation before an allowance.
var agentModals = []agentModal{
	{forbidRe, agentForbidden},
	{lazyre.New(`(?i)\b(?:should|must|always|has\s+to|needs?\s+to)\b`), agentRequired},
	{lazyre.New(`(?i)\b(?:may|can|(?:is\s+)?allowed\s+to|free\s+to|ok\s+to|fine\s+to)\b`), agentAllowed},
}

// agentPermOf reads text as the assistant's permission for one act, if it
// names the assistant or orders it and names a command. "Never ...
// without asking" and "never ... ask first" allow the act after asking.
func agentPermOf(text string, c Claim) agentPerm {
	if c.Event || c.was || c.open || !agentNamedRe.MatchString(text) && !agentOrderRe.MatchString(text) {
		return agentPerm{}
	}
	act, scope, ok := agentActOf(text)
	if !ok {
		return agentPerm{}
	}
	p := agentPerm{act: act, scope: scope}
	free, forbids := askedFreeRe.MatchString(text), forbidRe.MatchString(text)
	switch {
	case free && forbids || askFirstRe.MatchString(text):
		p.way = agentAsk // "never without asking", "never ..., ask first"
	case free:
		p.way = agentFree
	default:
		if i := slices.IndexFunc(agentModals, func(m agentModal) bool { return m.re.MatchString(text) }); i >= 0 {
			p.way = agentModals[i].way
		}
	}
	return p
}

// agentActOf is the command text names, its flags left out, and where it
// is run: a target flag's value ("--target prod"), "." for the whole repo,
// or the place after the command ("against staging").
func agentActOf(text string) (act, scope []string, ok bool) {
	cmd, rest := "", ""
	if m := runActRe.FindStringSubmatchIndex(text); m != nil {
		if m[2] >= 0 {
			cmd, rest = text[m[2]:m[3]], text[m[1]:]
		} else {
			cmd = untilPlace(text[m[4]:m[5]])
			rest = text[m[4]+len(cmd):] // where it is run may follow the command's first word
		}
	} else if m := orderedActRe.FindStringSubmatchIndex(text); m != nil {
		cmd, rest = text[m[2]:m[3]], text[m[1]:]
	}
	act, scope = commandWords(strings.Fields(strings.ToLower(cmd)))
	if len(act) == 0 || notAgentAct[act[0]] {
		return nil, nil, false
	}
	if m := agentScopeRe.FindStringSubmatch(rest); m != nil {
		scope = append(scope, agentScopeWords(strings.Fields(strings.ToLower(m[1])))...)
	}
	slices.Sort(scope)
	return act, slices.Compact(scope), true
}

// untilPlace is a command said in words, up to where or when it is run:
// "migrate" of "run migrate on staging".
func untilPlace(cmd string) string {
	ws := strings.Fields(cmd)
	if i := slices.IndexFunc(ws, func(w string) bool { return placeWords[strings.ToLower(w)] }); i >= 0 {
		ws = ws[:i]
	}
	return strings.Join(ws, " ")
}

// placeWords begin where, when or how a command is run.
var placeWords = set("on against in to from before after with w/o without when for unless if at every first")

// commandWords splits a command into its words and the scope its flags
// and arguments name: "--target prod" runs against prod, "." on the whole
// repo; other flags are left out.
func commandWords(ws []string) (act, scope []string) {
	for i := 0; i < len(ws); i++ {
		switch w := ws[i]; {
		case w == "--target" || w == "--env" || w == "--environment" || w == "-t":
			if i+1 < len(ws) {
				scope = append(scope, agentScopeWords(ws[i+1:i+2])...)
				i++
			}
		case strings.HasPrefix(w, "-"):
		case w == "." || w == "./...":
			scope = append(scope, "whole", "repo")
		default:
			act = append(act, w)
		}
	}
	return act, scope
}

// agentScopeWords are the words of a place a command is run, each environment
// by one name, up to the first word that tells no place.
func agentScopeWords(ws []string) []string {
	var out []string
	for _, w := range ws {
		end := strings.HasSuffix(w, ".") && w != "." // "against staging. ask first"
		if w = strings.TrimSuffix(w, "."); end && w != "" && !notAgentScope[w] {
			return append(out, agentScopeName(w))
		}
		if notAgentScope[w] {
			if len(out) > 0 {
				break
			}
			continue
		}
		out = append(out, agentScopeName(w))
	}
	return out
}

// agentScopeName is an environment by its one name: "production" is prod.
func agentScopeName(w string) string {
	if n, ok := agentScopeNames[w]; ok {
		return n
	}
	return w
}

// agentPermsClash reports whether a and b tell the assistant of one act,
// run in one place, permissions that exclude each other: allowed, allowed
// without asking or required against forbidden, or allowed without asking
// against allowed only after asking. One act allowed in one place and
// forbidden in another, two acts, or one permission twice are no clash.
func agentPermsClash(a, b Claim) bool {
	p, q := a.agent, b.agent
	if p.way == 0 || q.way == 0 || !slices.Equal(p.scope, q.scope) || !within(p.act, q.act) && !within(q.act, p.act) {
		return false
	}
	return excludesAgent(p.way, q.way) || excludesAgent(q.way, p.way)
}

// agentScopesApart reports whether a and b tell the assistant of one act
// run in two places ("on qa", "on prod"): each permission holds in its
// own place, whatever either says.
func agentScopesApart(a, b Claim) bool {
	p, q := a.agent, b.agent
	return p.way != 0 && q.way != 0 && len(p.scope) > 0 && len(q.scope) > 0 && !overlap(p.scope, q.scope) &&
		(within(p.act, q.act) || within(q.act, p.act))
}

// excludesAgent reports whether permission x rules out permission y.
func excludesAgent(x, y agentWay) bool {
	return x == agentForbidden && (y == agentAllowed || y == agentFree || y == agentRequired) || x == agentAsk && y == agentFree
}

// agentKeys are the keys two claims of the assistant's permission for one
// act share (Candidates): each word of the command.
func agentKeys(c Claim) []string {
	if c.agent.way == 0 {
		return nil
	}
	var ks []string
	for _, w := range c.agent.act {
		ks = append(ks, "ag:"+w)
	}
	return ks
}
