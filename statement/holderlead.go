package statement

import "slices"

// leadsAreValues reports whether x and y, the words in front of the
// compound two claims open with, are what each claim states, not kinds of
// its subject: "the Payments team owns the reconciliation service" and
// "the Treasury team owns the reconciliation service" name two holders of
// one service, which exclude each other, where "email sends retry 3
// times" and "push sends retry 10 times" name two kinds of send.
func leadsAreValues(a, b Claim, x, y string) bool {
	return slices.Contains(a.Value, x) && slices.Contains(b.Value, y)
}
