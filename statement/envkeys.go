package statement

import (
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// envAssignRe is a statement that opens by setting an environment
// variable to a value, as a .env file or a shell says it: "LOG_LEVEL=debug",
// "DEFAULT_FALLBACK_LOCALE=en-GB". The key is upper case with an underscore
// between its words. One set inside a sentence ("defaults to
// LOG_LEVEL=debug") is that sentence's value, read as it is.
var envAssignRe = lazyre.New(`^(\s*)([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)=([^\s,;]+)`)

// envAssignments is text with an environment variable being set said as
// its words being the value ("LOG_LEVEL=debug" is "log level is debug"),
// when the key opens with a word that reads as a verb ("LOG_", "DEFAULT_",
// "CACHE_"): its words then meet those another memory names the setting
// by, not a verb whose object is the rest.
func envAssignments(text string) string {
	if !strings.Contains(text, "_") {
		return text // the cheap question first: no key without an underscore
	}
	m := envAssignRe.FindStringSubmatchIndex(text)
	if m == nil {
		return text
	}
	words := strings.Split(strings.ToLower(text[m[4]:m[5]]), "_")
	if numberRe.MatchString(text[m[6]:m[7]]) && slices.ContainsFunc(words[1:], inSet(verbs)) && unitEndings[words[len(words)-1]] {
		// a number set to a key with a verb inside it
		// ("CRANE_STOP_WIND_MS=15"): the key is what is said to be the
		// number, and no verb ("stop") leaves the crane alone its subject;
		// the key keeps its unit for keyUnit to read. A key with no unit
		// of its own ("PRODUCT_CACHE_TTL=60") is read as before, where
		// its kind of setting gives the number's unit.
		return text[:m[5]] + " is " + text[m[6]:]
	}
	if !verbs[words[0]] || numberRe.MatchString(text[m[6]:m[7]]) {
		// a key that opens with no verb ("NODE_ENV=production") is read
		// as a key already, and so is a bare number with its key's unit
		// or type ("CACHE_TTL=60" in seconds, "MAX_UPLOAD_MB=25")
		return text
	}
	return text[:m[3]] + strings.Join(words, " ") + " is " + text[m[6]:]
}

// unitEndings are the units a key may end with, as keyUnit reads them.
var unitEndings = set(keyUnitWords)
