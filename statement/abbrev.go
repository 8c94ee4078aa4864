package statement

import (
	"maps"
	"regexp"
	"slices"
	"strings"
)

// Short forms of software work that stand for words a claim may spell out:
// "the internal LB" is the internal load balancer, "CW log groups" are
// CloudWatch's, "PG" is Postgres. A claim reads them spelled out, so two
// wordings of one subject share their words. Only short forms with one
// meaning in the trade are listed; an identifier's part ("pg_dump",
// "lb.internal", "TZ=UTC") stays as written, and a weight ("5 lb") is no
// load balancer.
var abbreviations = map[string]string{
	"lb": "load balancer", "lbs": "load balancers", "cw": "CloudWatch", "pg": "Postgres",
	"gha": "GitHub Actions", "tz": "time zone", "dlq": "dead letter queue", "ddb": "DynamoDB",
	"pk": "primary key", "fk": "foreign key", "ssr": "server-side rendering", "csr": "client-side rendering",
	"asg": "auto scaling group", "hpa": "horizontal pod autoscaler", "pvc": "persistent volume claim",
}

var (
	// abbreviationRe finds the short forms abbreviations spells out, from
	// its keys, so that one list names them.
	abbreviationRe = regexp.MustCompile(`(?i)\b(` + strings.Join(slices.Sorted(maps.Keys(abbreviations)), "|") + `)\b`)
	// percentileRe is a percentile in words: "the 99th percentile" is p99.
	percentileRe = regexp.MustCompile(`(?i)\b(?:the\s+)?(\d{2}(?:\.\d+)?)(?:th|st|nd|rd)\s+percentile\b`)
)

var (
	// mlShortRe is a learning rate or a batch size by its short form
	// before its value ("lr 3e-4", "bs=1024"); alone, "bs" and "lr" are
	// too often something else.
	mlShortRe = regexp.MustCompile(`(?i)\b(lr|bs)\s*[=:]?\s*(\d)`)
	// noneSetRe is a key set to the literal None ("SameSite=None"), which
	// is a value of the key, no negation of the sentence.
	noneSetRe = regexp.MustCompile(`(?i)(\w\s*=\s*)none\b`)
	// protocolRe is a protocol's version after a slash: "HTTP/2" is http2.
	protocolRe = regexp.MustCompile(`(?i)\b(http)/([123])\b`)
)

// expandAbbreviations is text with its short forms spelled out and its
// percentiles in words said as p99 is, a protocol's version as one word,
// a learning rate and a batch size by their names, a key set to None as a
// key set to a value.
func expandAbbreviations(text string) string {
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
	var b strings.Builder
	last := 0
	for _, m := range abbreviationRe.FindAllStringIndex(text, -1) {
		if partOfIdentifier(text, m[0], m[1]) {
			continue
		}
		b.WriteString(text[last:m[0]])
		b.WriteString(abbreviations[strings.ToLower(text[m[0]:m[1]])])
		last = m[1]
	}
	b.WriteString(text[last:])
	return b.String()
}

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
