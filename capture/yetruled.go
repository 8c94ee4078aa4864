package capture

import (
	"slices"

	"github.com/hippo-mem/hippo/statement"
)

// ruledUntilChanged: a prohibition said "yet" ("no C++20 features allowed
// in the tree yet", "Kotlin is not permitted in the app yet") is a rule in
// force until someone changes it, as every rule is: "yet" says it may be
// lifted, not that it lasts a moment. A state not reached yet ("the
// endpoint isn't deployed yet") rules nothing and stays a passing state.
func ruledUntilChanged(st statement.Statement) bool {
	if !st.Negated || !slices.ContainsFunc(st.Words, func(w statement.Word) bool { return w.Lower == "yet" }) {
		return false
	}
	return slices.ContainsFunc(st.Words, func(w statement.Word) bool { return permits[w.Lower] })
}

// permits: the participles that grant or withhold leave
var permits = statement.WordSet("allowed permitted")
