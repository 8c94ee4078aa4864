package statement

// A service's plan or tier is named by a word of a small closed set beside
// the word "plan" or "tier": "the Team plan", "our plan is Enterprise",
// "the free tier". Two of them for one service are two plans, one of which
// it is not on.

var (
	planNames = set("free hobby starter basic standard pro professional team teams business premium growth scale enterprise paid developer plus ultimate")
	planNouns = set("plan plans tier tiers subscription edition license licence")
)

// planAt reads a plan at ws[i] ("team plan", "plan is enterprise") and how
// many words it takes, or 0 words.
func planAt(ws []string, i int) (typed, int) {
	if !planNames[ws[i]] {
		return typed{}, 0
	}
	if i+1 < len(ws) && planNouns[ws[i+1]] {
		return typed{kind: "plan", v: ws[i]}, 2
	}
	for j := max(0, i-3); j < i; j++ {
		if planNouns[ws[j]] {
			return typed{kind: "plan", v: ws[i]}, 1
		}
	}
	return typed{}, 0
}
