package statement

import "testing"

// TestYearPartPeriods: a period said as a part of a year ("quarterly",
// "semi-annually", "biennially") or as once per unit is how often, as
// "monthly" and "every 6 months" are: two periods clash, one period in two
// wordings agrees, and a quarter that is no period ("quarter end", "a
// quarter of the traffic") is left alone.
func TestYearPartPeriods(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"The scoring model is retrained quarterly.", "We retrain the scoring model every month now.", true},
		{"Access reviews happen every quarter.", "access reviews run twice a year", true},
		{"The DR drill is held semi-annually.", "the DR drill is held yearly", true},
		{"Price lists are refreshed quarterly.", "price lists are refreshed weekly", true},
		{"The pentest is done biennially.", "the pentest is done annually", true},
		{"The exporter flushes once per second.", "the exporter flushes every 5 seconds", true},
		{"The sensor reports once per minute.", "the sensor reports every 10 minutes", true},
		// must not: one period in two wordings
		{"The scoring model is retrained quarterly.", "the scoring model is retrained every 3 months", false},
		{"Access reviews happen every quarter.", "access reviews are quarterly", false},
		{"The DR drill is held semi-annually.", "the DR drill runs every six months", false},
		{"The DR drill is held half-yearly.", "the DR drill is held twice a year", false},
		{"The pentest is done biennially.", "the pentest is done every 24 months", false},
		{"The exporter flushes once per second.", "the exporter flushes every second", false},
		{"The sensor reports once per minute.", "the sensor reports every 60 seconds", false},
		// must not: a quarter that is no period, or another attribute
		{"The scoring model is retrained quarterly.", "the scoring model is served from scoring-svc", false},
	})
	checkRewrites(t, "valueForms", valueForms, map[string]string{
		"built at quarter end, quarterly": "built at quarter end, every 3 months",
		"a quarter of the traffic":        "a quarter of the traffic",
		"the pentest is biennial":         "the pentest is every 24 months",
	})
}

// TestCPUMillicores: Kubernetes writes CPU in millicores ("500m"), which
// are cores, never minutes: "cpu: 500m" and "0.5 CPU" agree, "500m" and
// "1 CPU" clash. Beside no CPU word an "m" keeps its reading, and a quarter
// that is no period ("quarter end", "a quarter of") is left as written.
func TestCPUMillicores(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"requests:\n  cpu: \"1\"", "rankforge inference cpu request 500m", true},
		{"The worker's CPU limit is 250m.", "the worker cpu limit is 2", true},
		{"ingest pods get 750m of CPU", "ingest pods get 1.5 CPU", true},
		// must not: one amount of CPU in two notations
		{"The worker's CPU request is 1000m.", "the worker cpu request is 1", false},
		{"ingest pods get 500m of CPU", "ingest pods get 0.5 CPU", false},
		{"The api CPU limit is 1500 millicores.", "the api cpu limit is 1500m", false},
	})
	checkRewrites(t, "valueForms", valueForms, map[string]string{
		"cpu: 500m":                         "cpu: 0.5",
		"250m of vCPU":                      "0.25 of vCPU",
		"the job timeout is 30m":            "the job timeout is 30m",
		"CPU alerts fire after 5m":          "CPU alerts fire after 5m",
		"cpu: \"250m\"":                     "cpu: \"0.25\"",
		"CPU limit is 250m":                 "CPU limit is 0.25",
		"a 250m radius, cpu pinned to core": "a 250m radius, cpu pinned to core",
	})
}
