package statement

// countingVerbs say in what an amount is counted or measured: "the limit
// is counted in graphemes", "latency is measured at the load balancer".
var countingVerbs = set("count measur calculat comput")

// countedHow reports whether a tells only how an amount is counted ("the
// 4000 limit is counted in graphemes, not bytes") and b states that amount
// without saying how it is counted ("max 4000 chars per message"): how a
// limit is counted refines it. Two claims of how it is counted ("counted
// in bytes") still clash, and so do two amounts that differ ("max 2000
// chars").
func countedHow(a, b Claim) bool {
	return countingVerbs[Stem(a.verb)] && (a.prep == "in" || a.prep == "by" || a.prep == "at") &&
		!countingVerbs[Stem(b.verb)] && !differ(a.typed.stated, b.typed.stated) && !differ(b.typed.stated, a.typed.stated)
}
