package statement

import "github.com/hippo-mem/hippo/internal/lazyre"

// Turkish writes a case ending after a name, a number or a time it did not
// coin behind an apostrophe ("Redis'e geçtik": we moved to Redis,
// "01:00'de": at 01:00, "Slack'te"), and Finnish behind a colon after an
// abbreviation or a figure ("S3:een": into S3, "CI:ssä": in CI). The
// ending is grammar, not part of the name: read with it, "Redis'e" is a
// word no other memory holds, so the claim shares no name with "we use
// Redis". caseEndingsOff leaves the name bare.

// turkishCaseRe is a name or figure and the case ending an apostrophe
// joins to it: dative, locative, ablative, accusative, genitive, the
// instrumental, the plural and the copula ("PostgreSQL'dir": is
// PostgreSQL), each in its vowel-harmony forms; what follows is no letter
// (Go's \b knows ASCII letters only, and "ı" closes "Kafka'yı"). "'s",
// "'t", "'re" and the other English contractions are none of them, and a
// name is a capital or a figure and one more letter, or three letters, so
// French and Italian elisions ("d'un", "qu'un", "l'application") are none
// either.
var turkishCaseRe = lazyre.New(`([\p{Lu}\pN][\pL\pN.:_-]+|[\pL\pN][\pL\pN.:_-]{2,})['’](?:y?[eaıiuü]|[dt][ea]n?|n?[ıiuü]n|y?l[ea]|l[ea]r|[dt][ea]ki|n[dt][ea]n?|[dt][ıiuü]r)([^\pL\pN]|$)`)

// finnishCaseRe is a name that opens and closes on a capital or a figure
// ("S3", "CI", "PostgreSQL") and the case ending a colon
// joins to it: genitive, inessive, elative, illative, adessive, ablative,
// allative, essive, translative and partitive.
var finnishCaseRe = lazyre.New(`\b([A-Z0-9][\pL\pN.]*[A-Z0-9]):(?:n|ss[aä]|st[aä]|[aeiouyäö]{1,2}n|ll[aä]|lt[aä]|lle|n[aä]|ksi|t[aä]|[aä])([^\pL\pN]|$)`)

// caseEndingsOff is text with the case endings of turkishCaseRe and
// finnishCaseRe taken off the names they are joined to.
func caseEndingsOff(text string) string {
	return finnishCaseRe.ReplaceAllString(turkishCaseRe.ReplaceAllString(text, "$1$2"), "$1$2")
}
