package statement

// ruledMay: the "may" at t[i] follows a subject that rules out every
// holder or names the only one ("nothing in an ISR may allocate", "no
// service may call the ledger directly", "nobody may push to main", "only
// admins may delete a tenant"): leave withheld or given to one kind, a
// rule, not the speaker's doubt; so is leave given up to a cap ("we may
// keep raw messages for 30 days max", "tenants may store up to 10 GB").
// "no, it may be the cache" refuses, then doubts.
func ruledMay(t []string, i int) bool {
	for j := i + 1; j < len(t); j++ {
		if w, prev := t[j], t[j-1]; w == "max" || w == "maximum" || prev == "at" && w == "most" || prev == "up" && w == "to" {
			return true
		}
	}
	for j := i - 1; j >= max(0, i-6); j-- {
		switch w := t[j]; {
		case w == "nothing" || w == "nobody" || w == "none" || w == "noone":
			return true
		case (w == "no" || w == "only") && j+1 < i && !subjectPronouns[t[j+1]] && !coordinators[t[j+1]]:
			return true
		}
	}
	return false
}
