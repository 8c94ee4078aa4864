package statement

import "testing"

func TestSwedishClaims(t *testing.T) {
	checkPairs(t, "Conflict", Conflict, true, []pairCase{
		{"Webhook-leveranser försöks igen max 3 gånger", "webhooks retry up to 8 times", true},
		{"We use Jenkins for CI.", "Vi har bytt från Jenkins till GitHub Actions för CI.", true},
		{"The monorepo is built with Bazel.", "Vi har flyttat bygget från Bazel till Buck2.", true},
		{"Backups are kept for 30 days.", "Backuper sparas i 7 dagar.", true},
		// must not: the same value, another subject
		{"Backups are kept for 7 days.", "Backuper sparas i 7 dagar.", false},
		{"webhooks retry up to 3 times", "Webhook-leveranser försöks igen max 3 gånger", false},
		{"Metrics are kept for 30 days.", "Backuper sparas i 7 dagar.", false},
	})
	for _, tc := range []struct{ in, want string }{
		{"Backuper sparas i 7 dagar.", "Backuper is kept in 7 days."},
		// English that spells a Swedish word or two stays English
		{"wait till vi opens the file", "wait till vi opens the file"},
	} {
		if got := inEnglish(tc.in); got != tc.want {
			t.Errorf("inEnglish(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
