package statement

import "testing"

// TestPricesOfTwoPeriods: a price with the period it pays for is named by
// its period, so two prices that differ in both amount and period are two
// prices; one price moved, or one price said for another period, is a
// conflict.
func TestPricesOfTwoPeriods(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"the Team plan is 120 EUR per year", "the Team plan is 12 EUR per month", false},
		{"Plus weekly: 2.99 GBP", "Plus yearly: 99 GBP", false},
		{"the Team plan is 12 EUR per month", "the Team plan is 15 EUR per month", true},
		{"Plus weekly: 2.99 GBP", "Plus weekly costs 3.49 GBP", true},
		{"Pro is 4.99 USD monthly", "Pro is 4.99 USD yearly", true},
		// other subjects of its words and shape
		{"the Team plan is 12 EUR per month", "the Team plan renews monthly", false},
		{"the Team plan is 12 EUR per month", "invoices are sent monthly", false},
		{"the Team plan is 12 EUR per month", "the Starter plan is 5 EUR per month", false},
		{"Plus weekly: 2.99 GBP", "the weekly digest goes out on Mondays", false},
	})
}

// TestBoundAgainstNoAmount: a bound is an amount, so a claim of the same
// thing that states no amount at all tells another attribute of it; two
// bounds, or a bound against none ("uncapped"), still conflict.
func TestBoundAgainstNoAmount(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"the build cache is capped at 50 GB", "the build cache uses S3", false},
		{"the worker pool is capped at 40 instances", "the worker pool uses spot instances", false},
		{"Der Worker-Pool ist auf 40 Instanzen begrenzt", "Der Worker-Pool nutzt Spot-Instanzen", false},
		{"la cola de reintentos está limitada a 500 mensajes", "la cola de reintentos usa Redis", false},
		{"the build cache is capped at 50 GB", "the build cache is capped at 20 GB", true},
		{"the worker pool is capped at 40 instances", "the worker pool is capped at 60 instances", true},
		{"the worker pool is capped at 40 instances", "the worker pool is uncapped", true},
		{"the upload size limit is 25 MB", "the upload size limit is 100 MB", true},
		// other subjects of its words and shape
		{"the upload size limit is 25 MB", "uploads use the tus protocol", false},
		{"the general nodepool is capped at 1000 vCPU", "the gpu nodepool uses g5 instances", false},
		{"the API rate limit is 100 req/min", "the API uses OAuth2", false},
		{"the build cache is capped at 50 GB", "the artifact store uses S3", false},
	})
}

// TestFailureReport: an event that tells what went wrong sets no value of
// the tool it broke in, so it conflicts with no standing claim of that
// tool; an event that tells a change or a fix, and a standing claim of
// failed things, still may.
func TestFailureReport(t *testing.T) {
	for _, c := range []struct {
		event, fact string
		want        bool
	}{
		{"incident 2024-03-02: logs screen crashed on iOS 17 (react-native-logs bug)", "logs: react-native-logs with file transport", false},
		{"incident 2024-03-02: charts screen crashed on iOS 17 (react-native-charts bug)", "charts: react-native-charts with the Victory theme", false},
		{"outage 3 June: Redis OOM took the session store down", "sessions are stored in Redis", false},
		{"incidente: el worker de pagos falló por un bug de Celery", "el worker de pagos usa Celery", false},
		{"the nightly export failed twice because S3 throttled us", "the nightly export writes Parquet to S3", false},
		{"outage 2024-01-09: the ingest worker crashed, Kafka consumer lag hit 2h", "the ingest worker reads from Kafka with 4 consumers", false},
		// a change told as an event, and standing claims of failed things
		{"orders DB upgraded to Postgres 16 last night", "orders DB runs Postgres 13", true},
		{"incident: after the crash we moved the queue to SQS", "the queue is RabbitMQ", true},
		{"Failed jobs are retried 3 times", "failed jobs are retried 5 times", true},
		{"crashed pods restart after 30 seconds", "crashed pods restart after 10 seconds", true},
	} {
		a, b := ClaimOf(c.event), ClaimOf(c.fact)
		a.Event = true // as a memory of kind event is read
		if got := Conflict(a, b) || Conflict(b, a); got != c.want {
			t.Errorf("Conflict(%q, %q) = %v, want %v", c.event, c.fact, got, c.want)
		}
	}
}
