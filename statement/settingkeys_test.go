package statement

import "testing"

// TestToolSettingKeys: a tool's key for a setting whose words do not say
// it, or a dotted key, against the setting in words; a near miss beside
// each (another setting of the same tool, a key of one tool against
// words about another, the same value in other units, a key mentioned,
// not set) that must not be flagged.
func TestToolSettingKeys(t *testing.T) {
	checkConflicts(t, []conflictCase{
		// nginx's body cap is the upload limit; its body timeout is not
		{"Uploads are capped at 20 MB.", "nginx: client_max_body_size 100m", true},
		{"The max upload size is 25 MB.", "nginx sets client_max_body_size 25m", false},
		{"The max upload size is 25 MB.", "nginx sets client_body_timeout 60s", false},
		{"client_max_body_size 25m on the gateway", "client_body_timeout 60s on the gateway", false},
		{"We should raise client_max_body_size at some point.", "Max upload size is 10 MB.", false},
		// Xcode's deployment targets, one per platform
		{"The iOS deployment target is 15.", "IPHONEOS_DEPLOYMENT_TARGET = 16", true},
		{"The iOS deployment target is 15.", "MACOSX_DEPLOYMENT_TARGET = 12", false},
		// Gradle's sdk keys are API levels; minimum, target and compile
		// are three, and a client library's SDK is none of them
		{"We build against target API level 34 for Android.", "targetSdkVersion = 31", true},
		{"We build against target API level 34 for Android.", "targetSdkVersion = 34", false},
		{"We build against target API level 34 for Android.", "minSdk = 26", false},
		{"We target API level 34 on Android.", "compileSdk is 35", false},
		{"The minimum API level is 24.", "targetSdkVersion = 31", false},
		{"compileSdk = 34", "targetSdk = 33", false},
		{"We use the Firebase SDK version 10.", "targetSdk = 34", false},
		// bcrypt's rounds are its cost factor
		{"The bcrypt cost factor is 11.", "SALT_ROUNDS=14 in the auth service env", true},
		{"The bcrypt cost factor is 11.", "SALT_ROUNDS=11 in the auth service env", false},
		{"The bcrypt cost factor is 11.", "The interview has 3 rounds.", false},
		// python_requires is the oldest Python; mentioned, it sets none
		{"Minimum supported Python is 3.9.", "python_requires='>=3.11'", true},
		{"Minimum supported Python is 3.9.", "python_requires='>=3.9'", false},
		{"We should set python_requires.", "Minimum supported Python is 3.9.", false},
		// Redis's caps are its own, not its pod's nor a client's pool
		{"Redis maxmemory is 2gb.", "The Redis pod has a 4Gi memory limit.", false},
		{"maxclients 10000 in redis.conf", "The app's Redis connection pool size is 50.", false},
		{"maxclients 10000", "Postgres max_connections is 200.", false},
		// a dotted key being set is its words, as a snake_case one is;
		// read and write timeouts stay two settings, and one value in two
		// units is one
		{"Spark drivers get 2g memory.", "spark.driver.memory=6g", true},
		{"Spark drivers get 2g memory.", "spark.driver.memory=2048m", false},
		{"Spark executors get 8g memory.", "spark.executor.memoryOverhead=2g", false},
		{"The payments client read timeout is 3 seconds.", "payments.client.read_timeout_ms: 9000", true},
		{"The payments client read timeout is 3 seconds.", "payments.client.write_timeout_ms: 9000", false},
		{"The payments client read timeout is 3 seconds.", "payments.client.read_timeout_ms: 3000", false},
		{"autoscaling.minReplicas: 2", "The minimum replica count is 4.", true},
		{"autoscaling.minReplicas: 2", "autoscaling.maxReplicas: 10", false},
		// Kafka's log.* keys are a topic's data, not an app's log lines
		{"The CloudWatch log retention is 14 days.", "log.retention.hours: 168", false},
		{"Logs are retained for 30 days.", "log.retention.hours: 168 on the brokers", false},
	})
}

// TestSettingKeyWords: a key is said in words only where it is a key
// being set: a file or host name, a word alone, a longer key, a key only
// mentioned and a dotted key whose head names no setting stay as written.
func TestSettingKeyWords(t *testing.T) {
	for in, want := range map[string]string{
		"IPHONEOS_DEPLOYMENT_TARGET = 16":          "iOS deployment target is 16",
		"MACOSX_DEPLOYMENT_TARGET 12.0":            "macOS deployment target 12.0",
		"requires-python = \">=3.12\"":             "minimum Python version is \">=3.12\"",
		"python_requires in pyproject":             "python_requires in pyproject",
		"spark.executor.memory=4g":                 "spark_executor_memory=4g",
		"spark.executor.memoryOverhead=2g":         "spark.executor.memoryOverhead=2g",
		"quote_api.timeout_ms: 120000":             "quote_api_timeout_ms: 120000",
		"autoscaling.minReplicas: 2":               "autoscaling_minReplicas: 2",
		"cleanup.policy=compact":                   "cleanup.policy=compact",
		"config lives in settings.yaml: see there": "config lives in settings.yaml: see there",
		"db host: db.internal:5432":                "db host: db.internal:5432",
		"variables.tf: 12 inputs":                  "variables.tf: 12 inputs",
		"log.retention.hours: 168":                 "log.retention.hours: 168",
		"we did three rounds of review":            "we did three rounds of review",
		"my_client_max_body_size_limit = 3":        "my_client_max_body_size_limit = 3",
	} {
		if got := settingKeyWords(in); got != want {
			t.Errorf("settingKeyWords(%q) = %q, want %q", in, got, want)
		}
	}
}
