package statement

import (
	"slices"
	"strings"
	"sync"
)

// One setting is named many ways, often with no word shared: "heartbeat
// every 30s" and "ping interval 10 s", "max_attempts: 3" and "we retry 5
// times", "workers" and "concurrency", "TTL" and "expires after". Word by
// word the two never meet, so a claim's words read each naming of a setting
// as the setting's concept, one word both wordings share. A key's parts
// ("max_attempts", "maxAttempts", "MAX-ATTEMPTS") reach here as words,
// short forms already spelled out, so a key, a phrase and a verb of one
// setting meet as one concept. The subjects still have to agree: the
// concept stands for the attribute, not for the thing it is of.
//
// Kinds of a setting that only look alike stay apart (settingRoles): a read
// and a write timeout, a connect and a request timeout, a soft and a hard
// limit, the metrics or admin port and the port a service serves on are
// two settings, never one with two values.

// settingConcepts are the settings developers name in many ways, each with
// its namings ("|" between them), the words of each in order as a claim
// says them, before stems are taken. The longest naming that fits is read,
// so "retry count" is one concept, not "retry" and "count". A naming is
// listed once as Stem and canonical fold it: "retry" reads "retries" and
// "retried" too, "ttl" reads "expires", "expire" and "expired". Some
// words here are also howOften's and beats', which tell a time between
// two runs from how long one lasts; here they only name the setting.
var settingConcepts = []struct{ name, namings string }{
	{"retries", "retry|retrying|retried times|retry count|retry limit|max retries|max attempts|attempts|retry attempts|redelivery"},
	{"heartbeat", "heartbeat|heartbeat interval|ping interval|pings"},
	{"idle", "keepalive|keepalive timeout|idle timeout|inactivity timeout|inactivity|idle"},
	{"expiry", "ttl|expiry|expiration|lifetime|max age|valid"},
	{"pool", "pool size|connection pool|connection pool size|max connections|connection limit|max pool size|pool max"},
	{"concurrency", "concurrency|threads|thread count|thread pool size|parallelism|worker count|num workers|worker processes|worker threads"},
	{"batch", "batch size|page size|per page|chunk size|items per page"},
	{"ratelimit", "rate limit|throttle"},
	{"port", "port|listens|listen port|bind port|binds"},
	{"memory", "memory|memory limit|heap|heap size|memory request"},
	{"cpu", "cpu|vcpu|cpu limit|cores|millicores"},
	{"replicas", "replica count|instance count|instances|num replicas|desired count|replicas"},
	{"retention", "retention|retention period|retained"},
	{"schedule", "schedule|cron|cron schedule"},
	{"version", "version|release version"},
	// an Android app's API level, as Gradle's keys name it ("targetSdk",
	// read "target API level"); "SDK" alone is a client library's too
	{"apilevel", "api level"},
	{"region", "region|aws region|gcp region"},
	{"loglevel", "log level|loglevel|log verbosity|verbosity"},
	{"sampling", "sampling rate|sampling ratio|sampler arg|sampling"},
	{"timeout", "timeout|deadline"},
	{"interval", "interval|frequency|cadence|polling interval"},
	// a serial line's speed, by the key ("DEBUG_UART_BAUD") or in words
	{"baud", "baud|baud rate"},
	// how many batches a trainer sums gradients over before a step, as
	// Lightning ("accumulate_grad_batches"), Hugging Face
	// ("gradient_accumulation_steps") and prose name it
	{"gradaccum", "gradient accumulation|gradient accumulation steps|grad accumulation|grad accumulation steps|accumulate grad batches|accumulate gradient batches"},
}

// settingRoles name which of a setting's kinds a naming is, by the word
// before it, each word by its kind: kinds that exclude each other only in
// appearance (read and write, connect and request, soft and hard, the
// metrics port and the service's). A kind named by one claim and another
// by the other are two settings.
var settingRoles = stemClasses(map[string]string{
	"read": "read reads", "write": "write writes", "connect": "connect connection connections",
	"request": "request requests", "handshake": "handshake", "query": "query queries statement",
	"soft": "soft", "hard": "hard",
	// the least an app needs, the level it targets and the one it compiles
	// against are three settings ("minSdk", "targetSdk", "compileSdk")
	"minimum": "minimum min", "target": "target targets", "compile": "compile",
	"metrics": "metrics metric prometheus", "admin": "admin management mgmt", "debug": "debug pprof", "health": "health healthcheck",
})

// asideRoles are the ports a process opens beside the one it serves on.
var asideRoles = set("metrics admin debug health")

// asideDefault: a port named with no role is the port the service serves
// on, another setting than its metrics, admin or debug port. Other
// settings named with no role may be any of their kinds.
const asideDefault = "service"

// conceptNaming is one naming of a concept, as canonical stems.
type conceptNaming struct {
	concept string
	stems   []string
}

// conceptNamings are the namings of settingConcepts by their first stem,
// the longest first, so a word is matched only against the namings that
// open with it.
// Each is read as said, among a claim's stems, and without the words that
// name only a value's type or join the others ("item page" of "items per
// page"), as a claim's content words hold it, when two words are left: one
// common word left alone ("page" of "per page", "release" of "release
// version", "worker" of "worker count") names no setting, so a short
// naming that does ("idle", "replicas") is listed. Built on first use, as
// toolNames is: stemming every naming is a cost of parsing, not of start.
var conceptNamings = sync.OnceValue(func() map[string][]conceptNaming {
	var out []conceptNaming
	for _, c := range settingConcepts {
		for _, naming := range strings.Split(c.namings, "|") {
			var stems, content []string
			for _, w := range strings.Fields(naming) {
				stems = append(stems, canonical(Stem(w)))
				if !typeNouns[w] && !functionWords[w] {
					content = append(content, canonical(Stem(w)))
				}
			}
			out = addNaming(out, conceptNaming{c.name, stems})
			if len(content) > 1 && len(content) < len(stems) {
				out = addNaming(out, conceptNaming{c.name, content})
			}
		}
	}
	slices.SortStableFunc(out, func(a, b conceptNaming) int { return len(b.stems) - len(a.stems) })
	byFirst := map[string][]conceptNaming{}
	for _, n := range out {
		byFirst[n.stems[0]] = append(byFirst[n.stems[0]], n)
	}
	return byFirst
})

// addNaming is out with n, unless out holds n already: two namings whose
// words fold to one stem ("retry", "retries") are one naming.
func addNaming(out []conceptNaming, n conceptNaming) []conceptNaming {
	if slices.ContainsFunc(out, func(o conceptNaming) bool { return o.concept == n.concept && slices.Equal(o.stems, n.stems) }) {
		return out
	}
	return append(out, n)
}

// conceptToken is the word a concept is read as: a mark no word of a
// sentence carries, so it meets only the same concept.
func conceptToken(name string) string { return "§" + name }

// conceptSpan is one naming of a concept among a claim's words:
// ws[start:end].
type conceptSpan struct {
	concept    string
	start, end int
}

// conceptSpans are the namings of concepts among ws, a claim's content
// stems, in order, the longest that fits at each place.
func conceptSpans(ws []string) []conceptSpan {
	var out []conceptSpan
	for i := 0; i < len(ws); {
		n, concept := namingAt(ws, i)
		if n == 0 {
			i++
			continue
		}
		out = append(out, conceptSpan{concept, i, i + n})
		i += n
	}
	return out
}

// conceptsOf are the concepts of spans, namings among ws, each with the
// words of its namings there.
func conceptsOf(ws []string, spans []conceptSpan) map[string][]string {
	out := map[string][]string{}
	for _, s := range spans {
		out[s.concept] = append(out[s.concept], ws[s.start:s.end]...)
	}
	return out
}

// conceptTokens are the tokens of the concepts spans name.
func conceptTokens(spans []conceptSpan) []string {
	var out []string
	for _, s := range spans {
		if tok := conceptToken(s.concept); !slices.Contains(out, tok) {
			out = append(out, tok)
		}
	}
	slices.Sort(out)
	return out
}

// renamedSettings are the concepts both c and other name among their typed
// words, each in words the other does not say: one setting said two ways
// ("max_attempts", "we retry"). A setting both name in the same words
// meets already.
func renamedSettings(c, other Claim) map[string]bool {
	ws, ows := c.typed.words, other.typed.words
	mine, theirs := conceptsOf(ws, c.concepts), conceptsOf(ows, other.concepts)
	out := map[string]bool{}
	for concept, x := range mine {
		if y, ok := theirs[concept]; ok && (!within(x, ows) || !within(y, ws)) {
			out[concept] = true
		}
	}
	return out
}

// settingWords are ws, a claim's content stems, with each naming of a
// concept of renamed among spans, the namings in ws, read as the concept's
// token, once. Role words and the namings of other concepts stay as said.
func settingWords(ws []string, spans []conceptSpan, renamed map[string]bool) []string {
	if len(renamed) == 0 {
		return ws
	}
	var out []string
	at := 0
	for _, s := range spans {
		if !renamed[s.concept] {
			continue
		}
		out = append(out, ws[at:s.start]...)
		if tok := conceptToken(s.concept); !slices.Contains(out, tok) {
			out = append(out, tok)
		}
		at = s.end
	}
	return append(out, ws[at:]...)
}

// settingRolesOf are the settings ws, a claim's stems, name, each with
// the kind of it named ("read" of "the read timeout"), or "" for none.
func settingRolesOf(ws []string) map[string]string {
	roles := map[string]string{}
	for i := 0; i < len(ws); {
		n, concept := namingAt(ws, i)
		if n == 0 {
			i++
			continue
		}
		if role := roleBefore(ws, i); role != "" || roles[concept] == "" {
			roles[concept] = role
		}
		i += n
	}
	return roles
}

// roleBefore is the role of the word before ws[i], or "".
func roleBefore(ws []string, i int) string {
	if i == 0 {
		return ""
	}
	return settingRoles()[ws[i-1]]
}

// namingAt is the length of the longest naming of a concept at ws[i], and
// its concept, or 0.
func namingAt(ws []string, i int) (int, string) {
	for _, n := range conceptNamings()[ws[i]] {
		if i+len(n.stems) <= len(ws) && slices.Equal(ws[i:i+len(n.stems)], n.stems) {
			return len(n.stems), n.concept
		}
	}
	return 0, ""
}

// otherRoles reports whether a and b name one setting in two of its kinds:
// "the read timeout", "the write timeout"; "the metrics port", "the
// service listens on port". Each kind is its own setting, so no values of
// them clash.
func otherRoles(a, b Claim) bool {
	for concept, ra := range a.roles {
		rb, ok := b.roles[concept]
		if !ok {
			continue
		}
		if concept == "port" {
			ra, rb = portRole(ra), portRole(rb)
		}
		if ra != "" && rb != "" && ra != rb {
			return true
		}
	}
	return false
}

// portRole is the kind of port a role names: an aside (metrics, admin,
// debug) or the port the service serves on.
func portRole(role string) string {
	if asideRoles[role] {
		return role
	}
	return asideDefault
}

// countsOfOtherSettings reports whether a and b each count by a plain number
// a setting the other does not name: "gets 1 vCPU per instance" and
// "concurrency is 80 requests per instance" are two settings of one
// service, so their numbers are two answers to two questions. A setting
// both name ("max 5 retries", "retried 3 times") or a count of no named
// setting ("runs 4 workers") is still one question.
func countsOfOtherSettings(a, b Claim) bool {
	return plainCounts(a) && plainCounts(b) && ownConcept(a, b) && ownConcept(b, a)
}

// ownConcept reports whether c names a setting other does not.
func ownConcept(c, other Claim) bool {
	return slices.ContainsFunc(c.concepts, func(s conceptSpan) bool {
		return !slices.ContainsFunc(other.concepts, func(o conceptSpan) bool { return o.concept == s.concept })
	})
}

// failStem is the stem of "failed": only a delivery that failed is
// retried, so "failed webhooks get retried 3 times" and "webhook
// deliveries: max 5 retries" are of one thing. Attempts are not retries:
// "failed logins lock the account after 5 attempts" is of the failures.
var failStem = canonical(Stem("failed"))

// withoutImplied is ws, a claim's content stems, less "failed" where a
// retry is named among them.
func withoutImplied(ws []string) []string {
	for _, s := range conceptSpans(ws) {
		if s.concept == "retries" && slices.ContainsFunc(ws[s.start:s.end], func(w string) bool { return strings.HasPrefix(w, "retr") }) {
			return slices.DeleteFunc(slices.Clone(ws), func(w string) bool { return w == failStem })
		}
	}
	return ws
}
