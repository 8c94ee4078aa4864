package statement

import "testing"

// TestSpanNotations pins each notation spanNotations reads to the amount
// the units read from prose, and leaves its look-alikes alone.
func TestSpanNotations(t *testing.T) {
	cases := []struct{ in, want string }{
		{"idle timeout 1h30", "idle timeout 5400000ms"},
		{"idle timeout 1h30min", "idle timeout 5400000ms"},
		{"idle timeout 1h 30m", "idle timeout 5400000ms"},
		{"le délai est de 2h15", "le délai est de 8100000ms"},
		{"la réunion est à 9h15", "la réunion est à t0915"},
		{"two and a half hours", "9000000ms"},
		{"3 and a half days", "302400000ms"},
		{"timeout 1,5 h", "timeout 5400000ms"},
		{"Limit 2,5 GB", "Limit 2684354560b"},
		{"10,000 users", "10000 users"},
		{"ships biweekly", "ships every 1209600000ms"},
		{"ships fortnightly", "ships every 1209600000ms"},
		{"Releases erscheinen zweiwöchentlich", "Releases erscheinen every 1209600000ms"},
		{"MaxRecvMsgSize(16 << 20)", "MaxRecvMsgSize(16777216)"},
		{"buffer is 1u << 22", "buffer is 4194304"},
		{"2^20 bytes", "1048576b"},
		{"serves 1.5M users", "serves 1500000 users"},
		{"a $2m budget", "a $2000000 budget"},
		{"holds 3bn rows", "holds 3000000000 rows"},
		{"heap is 512M", "heap is 536870912b"},
		{"cron: 0 3 * * *", "cron: daily at t0300"},
		{"the export runs at 30 1 * * *", "the export runs daily at t0130"},
		{"0 2 * * 1-5 /opt/sync", "t0200 /opt/sync"},
		{"split: {train: 0.8, val: 0.1, test: 0.1}", "split: train/val/test 80/10/10"},
		{"weights: stable: 90%, canary: 10%", "weights: stable/canary 90/10"},
		{"{retries: 3, timeout: 0.5}", "{retries: 3, timeout: 0.5}"},
	}
	for _, c := range cases {
		if got := normalizeAmounts(c.in); got != c.want {
			t.Errorf("normalizeAmounts(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestSpanNotationConflicts checks pairs that say one value in two
// notations (no conflict) and two values in them (a conflict).
func TestSpanNotationConflicts(t *testing.T) {
	cases := []struct {
		a, b string
		want bool
	}{
		// hours and minutes run together, a decimal comma, "and a half"
		{"Idle session timeout is 90 minutes.", "idle session timeout is now 1h30", false},
		{"Idle session timeout is 30 minutes.", "idle session timeout is now 1h30", true},
		{"The build timeout is 2h15.", "The build timeout is 135 minutes.", false},
		{"The build timeout is 2h15.", "The build timeout is 2 hours.", true},
		{"Le timeout est de 1,5 h.", "The timeout is 90 minutes.", false},
		{"Le timeout est de 1,5 h.", "The timeout is 2 hours.", true},
		{"The exam lasts two and a half hours.", "The exam lasts 150 minutes.", false},
		{"The exam lasts two and a half hours.", "The exam lasts 3 hours.", true},
		// a period of two weeks in one word
		{"Releases ship biweekly.", "Releases ship every two weeks.", false},
		{"Releases ship biweekly.", "Releases ship weekly.", true},
		{"Payroll runs fortnightly.", "Payroll runs every 14 days.", false},
		{"Payroll runs fortnightly.", "Payroll runs monthly.", true},
		{"Sprints are fortnightly.", "Sprints are every 3 weeks.", true},
		// shifts and powers
		{"The max message size is 4 MiB.", "The max message size is 2^22 bytes.", false},
		{"The max message size is 4 MiB.", "The max message size is 2^20 bytes.", true},
		{"The read buffer is 1 MiB.", "The read buffer is 1 << 20 bytes.", false},
		{"The read buffer is 1 MiB.", "The read buffer is 1 << 16 bytes.", true},
		// counts in millions
		{"The API serves 1.5M users.", "The API serves 1.5 million users.", false},
		{"The API serves 1.5M users.", "The API serves 2 million users.", true},
		{"The table holds 3M rows.", "The table holds 3 million rows.", false},
		{"The table holds 3M rows.", "The table holds 5 million rows.", true},
		// a daily crontab line against a period or a time in words
		{"Invoice reconciliation cron: 0 3 * * *", "invoice reconciliation runs every 6 hours", true},
		{"Invoice reconciliation cron: 0 3 * * *", "invoice reconciliation runs daily at 3am", false},
		{"DB backups cron: 0 1 * * *", "DB backups run hourly now", true},
		{"DB backups cron: 0 1 * * *", "DB backups run every night at 01:00", false},
		{"The sitemap job schedule is 30 2 * * *", "the sitemap job runs weekly on Sundays", true},
		{"The sitemap job schedule is 30 2 * * *", "the sitemap job runs once a day at 02:30", false},
		// a map of shares against a split in prose
		{"Split is 80/10/10 train/val/test.", "split: {train: 0.8, val: 0.1, test: 0.1}", false},
		{"Split is 80/10/10 train/val/test.", "split: {train: 0.7, val: 0.15, test: 0.15}", true},
		{"The traffic split is 90/10 between stable and canary.", "traffic split: {stable: 0.9, canary: 0.1}", false},
		{"The traffic split is 90/10 between stable and canary.", "traffic split: {stable: 0.95, canary: 0.05}", true},
		{"Train/val/test split is 80/10/10.", `split = {"train": 0.8, "val": 0.1, "test": 0.1}`, false},
	}
	for _, c := range cases {
		a, b := ClaimOf(c.a), ClaimOf(c.b)
		if got := Conflict(a, b) || Conflict(b, a); got != c.want {
			t.Errorf("Conflict(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}
