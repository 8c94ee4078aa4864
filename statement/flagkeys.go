package statement

import "slices"

// flagMarks are the stems of the words a feature flag's key is marked
// with beside the feature it switches: "FEATURE_APPLE_PAY=on",
// "FF_NEW_CHECKOUT=false", "ENABLE_SSO=true", "DISABLE_TELEMETRY=1". The
// feature is said in words without them ("Apple Pay is disabled at
// checkout"), so the key is compared by the feature's words alone. A
// "disable" or "enable" mark's polarity is read from the key's words with
// the rest of the claim (polarize), so leaving it out of the key loses
// nothing.
var flagMarks = stemSet("feature features ff flag flags toggle enable enabled disable disabled")

// withoutFlagMarks is a setting key's stems without its flag marks; a key
// of marks alone ("FEATURE_FLAG=on") is kept whole, as it names nothing
// else.
func withoutFlagMarks(key []string) []string {
	out := slices.DeleteFunc(slices.Clone(key), func(w string) bool { return flagMarks[w] })
	if len(out) == 0 {
		return key
	}
	return out
}

// coordinatedOpposites reports whether the opposite state word at i is
// coordinated with the one at prev, only "and" or "or" between them: "2FA
// is optional and off by default", "sourcemaps are disabled, off in every
// build" deny one state twice, not twice over ("not disabled" is
// "enabled"). A key and its value ("DISABLE_TELEMETRY=false") have the
// key's words between them and deny each other.
func coordinatedOpposites(toks []tok, prev, i int) bool {
	if prev < 0 {
		return false
	}
	for _, t := range toks[prev+1 : i] {
		if !listJoiners[t.w] {
			return false
		}
	}
	return true
}

// listJoiners join two words of one list; "but" sets them against each other.
var listJoiners = set("and or")
