package statement

import (
	"slices"
	"strconv"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// A count a thing needs is one number however the need is worded: "code
// review needs two approvals" and "one approval is enough to merge" both
// state how many approvals it takes to merge, one as what is needed, the
// other as what suffices. The two sentences share the counted noun and
// little else, because the gate is named by the act ("to merge"), the
// object ("PRs") or the step ("code review") in turn, so the word ratio
// typedClash reads them by never finds one subject.

// requiredCount is the count c says its subject needs and the noun it
// counts, as a canonical stem: 2 and "approval" of "PRs need two
// approvals", 1 and "approval" of "one approving review is enough". A
// claim with more than one number, or none, or denied, states no one
// count.
func requiredCount(c Claim) (noun, n string, ok bool) {
	if c.Negated || c.Event || !requires(c) && !slices.ContainsFunc(c.said, inSet(sufficing)) {
		return "", "", false
	}
	said := needWords(c)
	at := -1
	for i, w := range said {
		if isNumber(w) {
			if at >= 0 {
				return "", "", false
			}
			at = i
		}
	}
	if at < 0 || at+1 >= len(said) || isNumber(said[at+1]) {
		return "", "", false
	}
	return said[at+1], said[at], true
}

// needWords are the words of c's first clause, where a need is stated: a
// clause after it says who gives the count ("PRs need 2 approvals, one
// from a code owner") or why, not another count. Without a first clause
// they are all of c's words.
func needWords(c Claim) []string {
	if len(c.firstSaid) > 0 {
		return c.firstSaid
	}
	return c.said
}

// sufficing are the stems that say a count is all that is needed: "one
// approval is enough", "a single sign-off suffices".
var sufficing = stemSet("enough suffices sufficient")

// requiredCounts reports whether a and b need two counts of one noun for
// one gate: "Code review needs two approvals", "One approval is enough to
// merge". Every other word either says must say, or be a word of the
// merge gate approvals are counted for (mergeGate), so a kind of change
// with a count of its own ("for docs-only PRs one approval is enough",
// "hotfixes need one approval") or another gate ("deploys need two
// sign-offs") is another count.
func requiredCounts(a, b Claim) bool {
	na, ca, oka := requiredCount(a)
	nb, cb, okb := requiredCount(b)
	return oka && okb && na == nb && ca != cb && gateWordsOnly(a, b, na) && gateWordsOnly(b, a, na)
}

// gateWordsOnly reports whether each word of a other than the count, its
// noun and the words of needing is said by b too, or names the merge gate.
func gateWordsOnly(a, b Claim, noun string) bool {
	as, bs := needWords(a), needWords(b)
	for i, w := range as {
		own := w == noun || isNumber(w) || sufficing[w] || requiring[w] || slices.Contains(bs, w) || changeNotes[w]
		if !own && !mergeGate[w] && !(w == codeStem && i+1 < len(as) && as[i+1] == reviewStem) {
			return false
		}
	}
	return true
}

// mergeGate are the words that name the one gate approvals are counted
// for: a pull request, its review, its merge and the branch protection
// that enforces it. "code" names it only in "code review"; before anything
// else ("code PRs") it names a kind. The branch merged into names the gate
// too ("one approving review is enough to merge into main").
var mergeGate = stemSet("pr merge review request branch protection main master trunk")

// changeNotes are the words that say a count was changed ("one approval is
// enough now (branch protection updated)"): the count is new, the gate the
// same.
var changeNotes = stemSet("updated changed raised lowered reduced increased now")

var codeStem, reviewStem = canonical(Stem("code")), canonical(Stem("review"))

// A count of zones is also said by naming them: "Prod runs 3 AZs" and "prod
// subnets only span eu-west-1a and eu-west-1b" state how many zones prod
// runs in, one as a number, the other as the zones' names, which no word of
// the number shares.

// zoneName is an availability zone: a cloud region and the zone's letter,
// "eu-west-1a", "us-east-1c".
var zoneName = lazyre.New(`(?i)\b(?:us|eu|ap|sa|ca|me|af|il)-(?:gov-)?(?:east|west|north|south|central|northeast|southeast|northwest|southwest)-\d+[a-f]\b`)

// zonesOf are the availability zones text names, each once, lowercased.
func zonesOf(text string) []string {
	var out []string
	for _, z := range zoneName.FindAllString(text, -1) {
		if z = strings.ToLower(z); !slices.Contains(out, z) {
			out = append(out, z)
		}
	}
	return out
}

// zoneCount is the number of zones c counts ("3 AZs", "two availability
// zones"), as said, when it names none.
func zoneCount(c Claim) (string, bool) {
	if len(c.zones) > 0 {
		return "", false
	}
	for i, w := range c.said {
		if isNumber(w) && (i+1 < len(c.said) && zoneWords[c.said[i+1]] ||
			i+2 < len(c.said) && zoneWords[c.said[i+2]] && c.said[i+1] == availabilityStem) {
			return w, true
		}
	}
	return "", false
}

var (
	zoneWords        = stemSet("az azs zone zones")
	availabilityStem = canonical(Stem("availability"))
	// spanning are the words that state the zones named as all a thing
	// runs in: "subnets span eu-west-1a and eu-west-1b", "spread across".
	spanning = stemSet("span spans spread across")
)

// zonesCountedAndNamed reports whether a counts the zones a thing runs in
// and b names all of them, two or more, a different number: "Prod runs 3
// AZs", "prod subnets only span eu-west-1a and eu-west-1b". b must say the
// names are all ("only", "span"): "the NAT gateways are in eu-west-1a and
// eu-west-1b" names where a part is. a's subject must be among b's words
// and both name the same environments: staging's zones are not prod's, and
// "the Redis cluster spans 2 AZs" says nothing of the EKS nodes' zones.
func zonesCountedAndNamed(a, b Claim) bool {
	n, ok := zoneCount(a)
	if !ok || len(b.zones) < 2 || strconv.Itoa(len(b.zones)) == n || a.Negated || b.Negated ||
		!b.only && !slices.ContainsFunc(b.said, inSet(spanning)) || !slices.Equal(environments(a.said), environments(b.said)) {
		return false
	}
	for _, w := range a.Subject {
		if !isNumber(w) && !zoneWords[w] && !slices.Contains(b.said, w) {
			return false
		}
	}
	return len(a.Subject) > 0
}

// A heartbeat runs over a connection between a service and its peers, and
// a sentence names it by either end or by the protocol: "the server pings
// connected clients every 60 seconds", "`WS_PING_INTERVAL=25s` on the
// gateway", "WebSocket heartbeat every 25s" all state one period. Those
// words tell no two heartbeats apart, so read beside another heartbeat
// they are no qualifier; the side that sends, when both name it, still
// does: "clients ping the server every 10 s" is another heartbeat than
// "the server pings clients every 30 s".

// beatEnds are the words that name an end of a heartbeat's connection, or
// its protocol, each by the side it names ("" for a protocol).
var beatEnds = stemKinds(map[string]string{"service": "server servers gateway backend service broker",
	"peer": "client clients connected connection connections device devices", "": "websocket websockets ws socket sockets"})

func isBeatEnd(w string) bool {
	_, ok := beatEnds[w]
	return ok
}

// heartbeatConcept is the settingConcepts row of a heartbeat.
const heartbeatConcept = "heartbeat"

// beatEnd reports whether w, a word of c, names an end of the heartbeat c
// and other both state, which c and other send from the same side. other
// must name an end too: "the gateway sends a heartbeat every 30s" and
// "scheduler ping interval 10 s" name two things, not one connection.
func beatEnd(c, other Claim, w string) bool {
	_, mine := c.roles[heartbeatConcept]
	_, theirs := other.roles[heartbeatConcept]
	if _, end := beatEnds[w]; !end || !mine || !theirs || !slices.ContainsFunc(other.typed.words, isBeatEnd) {
		return false
	}
	sc, so := sender(c), sender(other)
	return (sc == "" || so == "" || sc == so) && !otherComponent(w, other)
}

// components are the ends of a connection that name one part of a system
// among others: "the broker" and "the gateway" are two, where "the server"
// or "the backend" is the service the project runs.
var components = stemSet("gateway broker")

// otherComponent reports whether w names a component and other names
// another: "the broker pings devices every 60s", "the gateway pings
// devices every 30s" are two heartbeats.
func otherComponent(w string, other Claim) bool {
	return components[w] && slices.ContainsFunc(other.typed.words, func(o string) bool { return components[o] && o != w })
}

// sender is the side of the connection c names first, the one that sends
// the heartbeat, or "".
func sender(c Claim) string {
	for _, w := range c.typed.words {
		if side := beatEnds[w]; side != "" {
			return side
		}
	}
	return ""
}
