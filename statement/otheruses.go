package statement

// otherUses reports whether a and b, however alike their words, are said of
// two uses of one thing, each of which holds: a tool in two roles
// (toolInTwoRoles).
func otherUses(a, b Claim) bool {
	return toolInTwoRoles(a, b)
}
