// Package plural writes counts for people: "1 memory", "2 memories". Every
// count hippo prints goes through Count, so none says "1 memories".
package plural

import "strconv"

// Count is n followed by one when n is 1, else by many. Both forms are given
// because English plurals are irregular (memory, memories; entry, entries).
func Count(n int, one, many string) string {
	if n == 1 || n == -1 {
		return strconv.Itoa(n) + " " + one
	}
	return strconv.Itoa(n) + " " + many
}
