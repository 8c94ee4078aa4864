package statement

import (
	"slices"
	"strings"
)

// One quantity or schedule is often said of one thing named two ways: the
// day a job runs said with the part of the day ("every Wednesday night"),
// a setting said with the file it is written in ("warmup_steps=500 in the
// base config", "line-length = 88 in pyproject"). The words that only say when
// or where a value is written name no other thing. And the other way: a
// claim whose subject is a tool ("ledger-api's Postgres runs on port
// 5433") is of that tool, not of what another claim names without it
// ("the API listens on port 9000").

// dayParts are the parts of a day said after a weekday: "Saturday night",
// "every Wednesday morning".
var dayParts = set("night nights morning mornings evening evenings afternoon afternoons")

// partOfDay reports whether ws[i] is a part of the day said right after a
// weekday: it tells when, with the weekday, not which thing runs ("the
// vacuum full maintenance is scheduled Saturday night 23:00"). Alone
// ("the night shift", "nightly backups") it stays a word of the subject.
func partOfDay(ws []string, i int) bool {
	return dayParts[ws[i]] && i > 0 && weekdays[strings.TrimSuffix(ws[i-1], "s")]
}

// writtenInPlaces are the nouns of where a setting is written rather than
// which thing it sets: "in the config", "in pyproject".
var writtenInPlaces = set("config configs configuration configurations pyproject settings dotfile")

// writtenInKinds are the words that say which copy of the config is meant
// without naming another thing: "the base config", "the default config".
var writtenInKinds = set("base default main shared root global")

// writtenIn reports whether ws[i] is a word of a phrase that says where a
// value is written, "in" and then a config ("warmup_steps=500 in the base
// config", "line-length = 88 in pyproject"): the file the value sits in,
// no qualifier of the thing it sets. A config of a named part ("in the
// client config", "in the staging config") still names that part.
func writtenIn(ws []string, i int) bool {
	start := i
	for start > 0 && (writtenInKinds[ws[start]] || writtenInPlaces[ws[start]] || ws[start] == "the" || ws[start] == "our") {
		start--
	}
	if ws[start] != "in" || start == i {
		return false
	}
	end := start + 1
	for end < len(ws) && (ws[end] == "the" || ws[end] == "our" || writtenInKinds[ws[end]]) {
		end++
	}
	return end < len(ws) && writtenInPlaces[ws[end]] && i <= end
}

// headToolApart reports whether b's subject ends in a tool that an owner
// named before it holds ("ledger-api's Postgres runs on port 5433"), a's
// subject names that owner ("the API listens on port 9000"), and a neither
// states the tool nor a value of its kind nor names its kind ("the database
// port is 5432"), while it states an amount: a is of the owner, b of its
// tool, and the amounts of two things never clash. A tool named before
// its head ("each Kafka broker") says which broker, not what the claim is
// of; a tool that is the whole subject ("nginx in front of files-api has
// client_max_body_size 50m") may be what enforces a's attribute.
func headToolApart(a, b Claim) bool {
	n := len(b.headWords)
	if n < 2 || !slices.ContainsFunc(a.typed.stated, func(t typed) bool { return scalarKinds[t.kind] }) ||
		!ownerNamed(a.headWords, b.headWords[:n-1]) || versionOfBoth(a, b) {
		return false
	}
	for _, x := range b.typed.stated {
		if scalarKinds[x.kind] || namedValues[x.kind] || strings.HasPrefix(x.kind, "version ") || !slices.Contains(x.stems, b.headWords[n-1]) {
			continue
		}
		named := slices.ContainsFunc(a.typed.words, func(w string) bool { return Stem(x.kind) == w })
		return !hasKind(a.typed.stated, x.kind) && !named
	}
	return false
}

// versionOfBoth reports whether a states a version of the product b
// states one of ("`cluster_version = "1.29"` in the prod-eu module", "prod-eu
// cluster: EKS 1.28"): the tool b's subject ends in is what both give the
// version of, not a thing of its own beside a's.
func versionOfBoth(a, b Claim) bool {
	return slices.ContainsFunc(b.typed.stated, func(t typed) bool {
		return strings.HasPrefix(t.kind, "version ") && hasKind(adoptVersion(a.typed, b.typed), t.kind)
	})
}

// ownerNamed reports whether a word of head, a subject's head, is among
// the words of owner, a compound's parts each ("ledger-api" is "ledger"
// and "api").
func ownerNamed(head, owner []string) bool {
	var parts []string
	for _, w := range owner {
		for _, p := range strings.FieldsFunc(w, func(r rune) bool { return r == '-' || r == '_' || r == '.' }) {
			parts = append(parts, canonical(Stem(p)))
		}
	}
	return len(head) > 0 && overlap(head, parts)
}

// dayMs is a day in milliseconds, the period of what is done daily.
const dayMs = 24 * 60 * 60 * 1000

// onlyDaysAgainstDaily reports whether a says its act is done only on some
// weekdays ("deploys only happen on Tuesdays") and b that the same act is
// done every day ("we deploy every day"): a day that is not among a's is a
// day b does it. Without "only" a names days it is done, not the only ones;
// a kind of the act ("big deploys") may keep days of its own, so the two
// must name the act in the same words.
func onlyDaysAgainstDaily(a, b Claim) bool {
	if !onlyOnDays(a) || !daily(b) || hasKind(b.typed.stated, "weekday") {
		return false
	}
	wa, wb := a.typed.words, b.typed.words
	return len(wa) > 0 && len(wb) > 0 && within(wa, wb) && within(wb, wa)
}

// onlyDaysKey is the key a claim done only on some weekdays is filed under
// by each word of its act, for a claim of the act done daily to find it
// (onlyDaysAgainstDaily): their types differ, so no typed key meets them.
const onlyDaysKey = "od:"

// onlyOnDays reports whether c says its act is done only on some weekdays.
func onlyOnDays(c Claim) bool {
	return c.only && !c.Negated && hasKind(c.typed.stated, "weekday")
}

// daily reports whether c says its act is done every day.
func daily(c Claim) bool {
	return !c.Negated && slices.ContainsFunc(c.typed.stated, func(t typed) bool { return t.kind == "period" && t.n == dayMs })
}

// onlyDaysProbe is the claims that do c's act only on some weekdays, when
// c does it daily: those filed under every word of its act are among the
// ones under its rarest.
func (ix blockIndex) onlyDaysProbe(c Claim) []int {
	if !daily(c) || len(c.typed.words) == 0 {
		return nil
	}
	return ix.rarest(onlyDaysKey, c.typed.words)
}
