package statement

import "testing"

// TestConflictsOfVocabulary: tools known by a short name or a job word
// ("rabbit", "Xcode Cloud"), units said in one word or two ("baudrate",
// "baud rate"), and a count before its noun read as the count, not a
// verb. Beside each, a pair that must not be flagged: the same tool or
// value in other words, or two things that are not alternatives.
func TestConflictsOfVocabulary(t *testing.T) {
	checkConflicts(t, []conflictCase{
		// a broker by its short name
		{"The billing service consumes events from RabbitMQ.", "billing events are on Kafka now, the rabbit cluster is gone", true},
		{"The billing service consumes events from RabbitMQ.", "billing consumes from the rabbit cluster", false},
		// mobile CI services are CI services
		{"Android builds run on Bitrise.", "Android builds moved to Codemagic.", true},
		{"Android builds run on Bitrise.", "android builds: gradle on bitrise, workflow `release`", false},
		{"We moved Android builds to Codemagic and cancelled the Bitrise subscription.", "Android builds: gradle on Bitrise, workflow `release`.", true},
		{"We closed our Mailgun account last quarter.", "Password reset mail goes out through Mailgun.", true},
		{"The Mailgun account is billed monthly.", "Password reset mail goes out through Mailgun.", false},
		{"Cancelled builds on Bitrise keep their plan minutes.", "Android builds run on Bitrise.", false},
		{"The macOS app is built on Xcode Cloud.", "The macOS app is built on CircleCI.", true},
		{"The macOS app is built on Xcode Cloud.", "macOS builds run in Xcode Cloud nightly.", false},
		// a unit in one word or two
		{"gps uart baudrate: 9600", "The GPS talks over UART at 38400 baud.", true},
		{"gps uart baudrate: 9600", "The GPS talks over UART at 9600 baud.", false},
		{"The debug console baud rate is 115200.", "debug console runs at 115200 baud", false},
		// a count before its noun is the count
		{"orders topic: 24 partitions since the resize", "Kafka topic `orders` has 6 partitions.", true},
		{"orders topic: 24 partitions since the resize", "The `orders` topic has 24 partitions.", false},
		{"The events table: 8 shards after the split.", "The events table has 4 shards.", true},
		{"ci runners: 6 builds at a time", "The CI runners take 6 builds at once.", false},
		{"session ttl: 30 minutes", "session ttl is half an hour", false},
		{"session ttl: 30 minutes", "sessions expire after 2 hours", true},
		// a version after a tool's name is no count
		{"Postgres 15 stores the audit log.", "The audit log is stored in Postgres 15.", false},
		// a watchdog by its peripheral's name
		{"The watchdog timeout is 4 s.", "IWDG timeout set to 250 ms", true},
		{"The watchdog timeout is 4 s.", "WDT timeout: 4000 ms", false},
		{"IWDG timeout is 1 s.", "WWDG window is 40 ms", false},
		{"motor uart baudrate: 57600", "the motor controller uart baud rate is 57600", false},
	})
}
