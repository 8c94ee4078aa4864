package statement

import (
	"maps"
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// Short forms of software work that stand for words a claim may spell out:
// "the internal LB" is the internal load balancer, "CW log groups" are
// CloudWatch's, "PG" is Postgres. A claim reads them spelled out, so two
// wordings of one subject share their words. Only short forms with one
// meaning in the trade are listed; an identifier's part ("pg_dump",
// "lb.internal", "TZ=UTC") stays as written, and a weight ("5 lb") is no
// load balancer.
var abbreviations = func() map[string]string {
	m := map[string]string{
		"lb": "load balancer", "lbs": "load balancers", "vuln": "vulnerability", "vulns": "vulnerabilities", "cw": "CloudWatch", "pg": "Postgres",
		"gha": "GitHub Actions", "tz": "time zone", "dlq": "dead letter queue", "ddb": "DynamoDB",
		"mgmt": "management", "pk": "primary key", "fk": "foreign key", "ssr": "server-side rendering", "csr": "client-side rendering",
		"asg": "auto scaling group", "hpa": "horizontal pod autoscaler", "pvc": "persistent volume claim",
		"printwidth": "line width", // Prettier's name for it
		"baudrate":   "baud rate",  // a UART's speed, one word in most configs
		// a microcontroller's watchdogs by their peripheral names
		"iwdg": "independent watchdog", "wwdg": "window watchdog", "wdt": "watchdog timer",
		"dwh": "data warehouse",
		// kept short (keptShort): their long forms are read as them
		"ci": "continuous integration", "sso": "single sign-on",
	}
	// a load balancer by its kind: an ALB is one, of another kind than an NLB
	for short, kind := range map[string]string{"alb": "application", "nlb": "network", "elb": "elastic"} {
		m[short] = kind + " load balancer"
	}
	return m
}()

// keptShort are the short forms of abbreviations that stay short: the
// trade says "CI" and "SSO" far more often than their long forms, and the
// claim rules read the short words ("nobody merges without CI green"), so
// "continuous integration jobs" are read as "CI jobs" and "single sign-on"
// as "SSO". Another long form that shares a word ("continuous delivery",
// "single sign-out") is left as written.
var keptShort = set("ci sso")

var (
	// abbreviationRe finds the short forms abbreviations spells out, from
	// its keys, so that one list names them.
	abbreviationRe = lazyre.New(`(?i)\b(` + strings.Join(slices.Sorted(maps.Keys(expansions)), "|") + `)\b`)
	// longFormRe finds the long forms of the short forms kept short, a
	// hyphen or a space between their words.
	longFormRe = lazyre.New(`(?i)\b(` + strings.Join(longForms(), "|") + `)\b`)
	// gluedServiceRe is a service named by its name glued to its head noun,
	// as repos and binaries name it: "authsvc", "AuthService",
	// "searchservice" are the auth and search services.
	gluedServiceRe = lazyre.New(`(?i)\b([a-z]{3,})(svc|service)(s?)\b`)
	// percentileRe is a percentile in words: "the 99th percentile" is p99.
	percentileRe = lazyre.New(`(?i)\b(?:the\s+)?(\d{2}(?:\.\d+)?)(?:th|st|nd|rd)\s+percentile\b`)
)

var (
	// mlShortRe is a learning rate or a batch size by its short form
	// before its value ("lr 3e-4", "bs=1024"); alone, "bs" and "lr" are
	// too often something else.
	mlShortRe = lazyre.New(`(?i)\b(lr|bs)\s*[=:]?\s*(\d)`)
	// noneSetRe is a key set to the literal None ("SameSite=None"), which
	// is a value of the key, no negation of the sentence.
	noneSetRe = lazyre.New(`(?i)(\w\s*=\s*)none\b`)
	// protocolRe is a protocol's version after a slash: "HTTP/2" is http2.
	protocolRe = lazyre.New(`(?i)\b(http)/([123])\b`)
	// cacheControlRe is an HTTP Cache-Control header and its directives:
	// "Cache-Control: public, max-age=3600".
	cacheControlRe = lazyre.New(`(?i)\bcache-control\s*:?\s*(?:(?:` + cacheDirectives + `)(?:\s*=\s*\d+)?(?:\s*,\s*|\s*))+`)
	// maxAgeRe is a directive that says how long a response is kept, in
	// seconds: by every cache (max-age) or by shared ones, a CDN
	// (s-maxage).
	maxAgeRe = lazyre.New(`(?i)\b(?:s-maxage|max-age)\s*=\s*(\d+)`)
	// oneAtATimeRe is running things one after another said in words:
	// "one at a time", "one by one" run them sequentially.
	oneAtATimeRe = lazyre.New(`(?i)\bone\s+(?:at\s+a\s+time|by\s+one|after\s+(?:the\s+)?other)\b`)
	// retriedTimesRe is a count of retries said as a multiple: "retried
	// 3x", "retry 5x" are retried 3 and 5 times. Only after a retry's verb:
	// "3x faster" is a speed-up, "scale 2x" a factor.
	retriedTimesRe = lazyre.New(`(?i)\b(retr(?:y|ies|ied|ying)|re-tried)\s+(\d+)x\b(\s+[a-z]+)?`)
	// comparedRe is the word after a multiple that makes it a factor of a
	// change: "retry 3x faster", "3x more retries".
	comparedRe = lazyre.New(`(?i)^\s+(faster|slower|quicker|more|less|fewer|as|longer|shorter|higher|lower|bigger|smaller)$`)
	// backedUpRe is the verb of a backup: "postgres gets backed up
	// nightly" tells of its backups, as "DB backups run nightly" does.
	backedUpRe = lazyre.New(`(?i)\b(?:backed|backs|backing)\s+up\b`)
	// noStoreRe is the directive that keeps a response out of every cache.
	noStoreRe = lazyre.New(`(?i)\bno-store\b`)
)

// expansions are the abbreviations whose short forms are spelled out.
var expansions = func() map[string]string {
	m := maps.Clone(abbreviations)
	maps.DeleteFunc(m, func(short, _ string) bool { return keptShort[short] })
	return m
}()

// longForms are the long forms of the short forms kept short, as
// patterns whose words may be joined by a space or a hyphen.
func longForms() []string {
	var out []string
	for short := range keptShort {
		out = append(out, strings.Join(strings.FieldsFunc(abbreviations[short], func(r rune) bool { return r == ' ' || r == '-' }), `[\s-]+`))
	}
	slices.Sort(out)
	return out
}

// shortFor is the short form kept short whose long form is long.
func shortFor(long string) string {
	fold := func(s string) string {
		return strings.Join(strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return r == ' ' || r == '-' }), " ")
	}
	for short := range keptShort {
		if fold(abbreviations[short]) == fold(long) {
			return strings.ToUpper(short)
		}
	}
	return long
}

// cacheDirectives are the directives of a Cache-Control header.
const cacheDirectives = `public|private|no-cache|no-store|max-age|s-maxage|must-revalidate|proxy-revalidate|immutable|` +
	`stale-while-revalidate|stale-if-error|no-transform`

// cacheControl is text with a Cache-Control header said in the words a
// memo uses for it: "max-age=3600" is "cached for 3600 seconds", as "the
// CDN caches it for an hour" says; with s-maxage beside it, both times,
// either of which a memo may mean; "no-store" is "not cached". A header
// with neither says no time and is left. A directive said alone
// ("max-age=600") is a TTL, no maximum of an age.
func cacheControl(text string) string {
	text = cacheControlRe.ReplaceAllStringFunc(text, func(h string) string {
		var times []string
		for _, m := range maxAgeRe.FindAllStringSubmatch(h, -1) {
			times = append(times, m[1]+" seconds")
		}
		switch {
		case len(times) > 0:
			return "cached for " + strings.Join(times, " and ") + " "
		case noStoreRe.MatchString(h):
			return "not cached "
		}
		return h
	})
	return maxAgeRe.ReplaceAllString(text, "TTL $1 seconds")
}

// expandAbbreviations is text with its short forms spelled out and its
// percentiles in words said as p99 is, a Cache-Control header in words,
// "one at a time" as "sequentially", "backed up" as its backup, a
// protocol's version as one word, a learning rate and a batch size by their
// names, a key set to None as a key set to a value.
func expandAbbreviations(text string) string {
	text = cacheControl(text)
	text = oneAtATimeRe.ReplaceAllString(text, "sequentially")
	text = retriedTimesRe.ReplaceAllStringFunc(text, retriedTimes)
	text = backedUpRe.ReplaceAllString(text, "backup")
	text = percentileRe.ReplaceAllString(text, "p$1")
	text = protocolRe.ReplaceAllString(text, "$1$2")
	text = noneSetRe.ReplaceAllString(text, "${1}nonevalue")
	text = mlShortRe.ReplaceAllStringFunc(text, func(m string) string {
		long := "learning rate "
		if strings.EqualFold(m[:2], "bs") {
			long = "batch size "
		}
		return long + m[len(m)-1:]
	})
	text = longFormRe.ReplaceAllStringFunc(text, shortFor)
	text = apartService(text)
	var b strings.Builder
	last := 0
	for _, m := range abbreviationRe.FindAllStringIndex(text, -1) {
		if partOfIdentifier(text, m[0], m[1]) {
			continue
		}
		b.WriteString(text[last:m[0]])
		b.WriteString(expansions[strings.ToLower(text[m[0]:m[1]])])
		last = m[1]
	}
	b.WriteString(text[last:])
	return b.String()
}

// apartService is text with each service named glued to its head noun
// ("authsvc", "AuthService") said as its name and "service", as "the auth
// service", "auth-service" and "auth_svc" say it, so that every form of
// the name reads as one: its own name, then the head. A name that is part
// of an identifier ("authsvc.internal", "authsvc-prod") stays as written,
// and so does "microservice", a kind of service, no name.
func apartService(text string) string {
	var b strings.Builder
	last := 0
	for _, m := range gluedServiceRe.FindAllStringSubmatchIndex(text, -1) {
		if partOfIdentifier(text, m[0], m[1]) || kindsOfService[strings.ToLower(text[m[2]:m[3]])] {
			continue
		}
		b.WriteString(text[last:m[0]])
		b.WriteString(text[m[2]:m[3]] + " service" + text[m[6]:m[7]])
		last = m[1]
	}
	b.WriteString(text[last:])
	return b.String()
}

// kindsOfService are the words glued to "service" that make a kind of it,
// not a service's name.
var kindsOfService = set("micro web self")

// partOfIdentifier reports whether text[i:j] is joined to what stands
// beside it ("pg_dump", "lb.internal", "TZ=UTC", "@pk") or follows an
// amount ("5 lb").
func partOfIdentifier(text string, i, j int) bool {
	before := strings.TrimRight(text[:i], " ")
	if i > 0 && strings.ContainsAny(text[i-1:i], "_./=@-$") ||
		before != "" && len(before) < i && strings.ContainsAny(before[len(before)-1:], "0123456789") {
		return true
	}
	if j == len(text) {
		return false
	}
	next := text[j]
	if strings.ContainsRune("_/=@-", rune(next)) {
		return true
	}
	// a full stop ends a sentence, a dot inside joins a name
	return next == '.' && j+1 < len(text) && text[j+1] != ' '
}

// retriedTimes is a match of retriedTimesRe said as a count of times, or
// as written when the multiple is a factor of a change.
func retriedTimes(m string) string {
	sub := retriedTimesRe.FindStringSubmatch(m)
	if comparedRe.MatchString(sub[3]) {
		return m
	}
	return sub[1] + " " + sub[2] + " times" + sub[3]
}
