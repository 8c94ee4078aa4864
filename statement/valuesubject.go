package statement

import "slices"

// excludedAsSubject reports whether a rules a value out of its subject
// ("no deploys on Fridays") and b is about that value itself, its
// subject ("Friday is the team's no-meeting day", "Fridays are for
// docs"), saying nothing of a's subject: b tells what the value is, not
// that a's subject takes it, so both hold. b that names a's subject
// ("Friday is deploy day") still clashes, and so does any b against an a
// with no subject. A tool as b's subject ("Feast is the feature store")
// is in use, which a tool ruled out denies ("it replaced Feast"): only
// values that are no tools (days, amounts) are told of so.
func excludedAsSubject(a, b Claim) bool {
	if len(a.Subject) == 0 || len(b.Subject) == 0 || b.Negated || slices.ContainsFunc(a.Subject, func(w string) bool { return slices.Contains(b.said, w) }) {
		return false
	}
	return slices.ContainsFunc(a.typed.excluded, func(x typed) bool {
		return !toolKind(x.kind) && slices.Contains(x.stems, b.Subject[0]) && !hasValue(a.typed.stated, x)
	})
}
