package statement

import "testing"

// TestOccasionDays: a day's name after an occasion word ("Black Friday",
// "Cyber Monday", "Patch Tuesday") is one day of the year, no weekday a
// rule of weekdays covers and no tool ("black"); the weekday said plainly
// still clashes.
func TestOccasionDays(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"Black Friday 2023: 2,300 orders/min at peak", "No prod deploys on Fridays", false},
		{"Cyber Monday traffic peaked at 9k rps last year", "deploys only happen on Mondays", false},
		{"Patch Tuesday updates are applied to the Windows runners", "we never patch anything on Tuesdays", false},
		{"Am Black Friday hatten wir 3.000 Bestellungen pro Minute", "No prod deploys on Fridays", false},
		// look-alikes: the weekday itself, a formatter named black
		{"prod deploys happen on Fridays", "No prod deploys on Fridays", true},
		{"releases go out every Monday", "releases go out every Thursday", true},
		{"Python code is formatted with black", "Python code is formatted with ruff format", true},
	})
}

// TestCountNoVersion: a plain count ("two business days", "didn't send
// one") is no prefix of a dotted number ("v2.4.0", "TLS 1.2"), so a ban
// that counts days does not rule out a release; two dotted numbers, and a
// product's version against its short form, still refine each other.
func TestCountNoVersion(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"v2.4.0 out 2024-07-18, adds SEPA return reason codes", "No deploys during month-end close (last two business days of the month).", false},
		{"TLS 1.2 is disabled at the edge since July — TLS 1.3 only.", "x-request-id is generated at the edge if the client didn't send one", false},
		{"release 3.1.0 shipped the new importer", "we never ship on the last three days of a sprint", false},
		// look-alikes: a version against a version
		{"the API gateway speaks TLS 1.2", "TLS 1.2 is disabled at the gateway, TLS 1.3 only", true},
		{"the backend runs on Python 3", "the backend runs on Python 3.12", false},
		{"the backend runs on Python 3.11", "the backend runs on Python 3.12", true},
	})
}

// TestDenialOfToolPart: a ban on putting a thing into a part of a tool
// named by a compound after it ("MQTT client ids", "Docker image labels")
// bans no use of the tool; a ban on the tool itself, or one word after it
// that says when ("Heroku anymore"), still clashes with its use.
func TestDenialOfToolPart(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"don't put tenant ids into MQTT client ids", "Devices publish over MQTT to our EMQX cluster, QoS 1", false},
		{"don't put tenant ids into MQTT client ids", "MQTT keepalive 60 s", false},
		{"never put secrets into Docker image labels", "services are shipped as Docker images", false},
		{"don't write customer emails to Kafka topic names", "order events go through Kafka", false},
		// look-alikes: the tool itself banned
		{"don't deploy to Heroku anymore", "we deploy the API to Heroku", true},
		{"don't use MQTT for telemetry", "Devices publish telemetry over MQTT", true},
		{"Store the auth token with flutter_secure_storage.", "no, don't put the token in flutter_secure_storage, we keep it in an encrypted Hive box", true},
		{"Session data lives in Redis.", "don't put sessions in Redis, we keep them in Postgres", true},
	})
}
