package statement

import (
	"maps"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// A setting is often named by the key a tool reads it from on one side and
// in words on the other: "IPHONEOS_DEPLOYMENT_TARGET = 16" and "the iOS
// deployment target is 15", "client_max_body_size 50m" and "max upload
// size is 10 MB", "spark.executor.memory=4g" and "Spark executors get 8g
// memory". A claim reads such a key, where it is set, as the words it
// stands for, so the two namings share their words and the settings'
// concepts meet. A key only mentioned ("we should raise
// client_max_body_size", "python_requires in pyproject") sets nothing and
// stays as written.

// toolSettingKeys are the keys of common tools whose own words do not say
// the setting they set, each with the words developers say it in. Keys
// whose words already say it ("max_connections", "minReplicas",
// "keepalive_timeout") are split into their words without a row here, and
// so are those whose last part is a unit ("log.retention.hours"): keyUnit
// reads the unit with the number, which words in place of the key lose.
// A key whose words would name a broader setting than the one it sets
// has no row: Redis's maxmemory is its cache's cap, not the memory limit
// of the pod it runs in, and its maxclients no client's pool size.
var toolSettingKeys = func() map[string]string {
	m := map[string]string{}
	for words, keys := range map[string][]string{
		// nginx caps a request's body, and so the size of an upload through it
		"max upload size": {"client_max_body_size"},
		// Xcode's build settings: the oldest OS version an app runs on
		"iOS deployment target":     {"iphoneos_deployment_target"},
		"macOS deployment target":   {"macosx_deployment_target"},
		"tvOS deployment target":    {"tvos_deployment_target"},
		"watchOS deployment target": {"watchos_deployment_target"},
		// Gradle's Android settings name the API level an app targets,
		// needs at least or compiles against by "sdk": three settings, by
		// the kind of level each names
		"target API level":  {"targetsdk", "targetsdkversion"},
		"minimum API level": {"minsdk", "minsdkversion"},
		"compile API level": {"compilesdk", "compilesdkversion"},
		// bcrypt's cost factor is the log of its rounds; Laravel and
		// node's bcrypt call it rounds
		"bcrypt cost factor": {"bcrypt_rounds", "saltrounds", "salt_rounds"},
		// Python packaging: the oldest Python a package installs on
		"minimum Python version": {"requires_python", "python_requires"},
		// pytest-cov's flag and coverage.py's setting fail a run whose
		// coverage is under them: the least coverage allowed
		"minimum test coverage": {"cov_fail_under", "fail_under"},
	} {
		for _, k := range keys {
			m[k] = words
		}
	}
	return m
}()

// toolSettingKeyRe finds the keys of toolSettingKeys being set, each part
// joined by any separator a key is written with ("client_max_body_size",
// "requires-python"), camelCase as written, or a command's flag
// ("--cov-fail-under=70"), and what sets it: "=" or ":",
// a space or "is" before the value, whose first mark (a digit, a quote, a
// comparison) is kept as the last group.
var toolSettingKeyRe = lazyre.New(func() string {
	var alts []string
	for _, k := range slices.Sorted(maps.Keys(toolSettingKeys)) {
		alts = append(alts, strings.ReplaceAll(regexp.QuoteMeta(k), "_", `[._-]`))
	}
	return `(?i)(^|[^\w.-])(?:--)?(` + strings.Join(alts, "|") + `)(\s*[=:]\s*|\s+(?:is\s+|to\s+)?)(["'>=<~^\d])`
}())

// dottedKeyRe is a dotted key being set: "spark.executor.memory=4g",
// "quote_api.timeout_ms: 120000", "autoscaling.minReplicas: 2". A host or a
// file name is a value, not set ("host: db.internal"), and one that names
// a port has no space after its colon ("db.internal:5432"). "is" before a
// number sets it too ("limits.memory is 2Gi"). A part may be kebab-case, as
// Spring Boot's keys are ("spring.datasource.hikari.maximum-pool-size=20"):
// its words are the key's words as a snake_case part's are.
var dottedKeyRe = lazyre.New(`\b([a-z][a-zA-Z0-9_]*(?:\.[a-z][a-zA-Z0-9_-]*)+)(\s*=|:\s|\s+is\s+\d)`)

// fileEndings are the last parts of a dotted name that make it a file or a
// host, never a key: "settings.yaml:", "api.example.com:".
var fileEndings = set("yaml yml json toml ini cfg conf env properties go py js ts tsx jsx rb rs java kt kts gradle swift c h cpp " +
	"proto sql tf md txt lock xml sh com org net io dev app internal local")

// logNamespaces are first parts of dotted keys that name a tool's own log,
// not the logs a sentence speaks of: Kafka's log.* keys are a topic's
// data ("log.retention.hours"), logging.* keys one package's logger
// ("logging.level.org.hibernate"). In words, "log retention" is how long
// an app's log lines are kept, another setting.
var logNamespaces = set("log logs logging")

// keyUnitParts are the last parts of a key that say its value's unit
// ("timeout_ms", "retention.hours"), not the setting.
var keyUnitParts = set("ms millis seconds secs sec s minutes mins hours days bytes kb mb gb")

// setAs is what follows a key of toolSettingKeys as a sentence says it:
// "=" or ":" after a key says the setting is its value, as "is" does
// ("IPHONEOS_DEPLOYMENT_TARGET = 16" is "the iOS deployment target is
// 16"), so a platform's number is read as its version on both sides.
func setAs(after string) string {
	if strings.ContainsAny(after, "=:") {
		return " is "
	}
	return after
}

// settingKeyWords is text with each key of toolSettingKeys being set said
// in the words it stands for, and each dotted key being set of a setting
// split into its words as a snake_case key is.
func settingKeyWords(text string) string {
	text = toolSettingKeyRe.ReplaceAllStringFunc(text, func(s string) string {
		m := toolSettingKeyRe.FindStringSubmatch(s)
		key := strings.NewReplacer(".", "_", "-", "_").Replace(strings.ToLower(m[2]))
		return m[1] + toolSettingKeys[key] + setAs(m[3]) + m[4]
	})
	text = inlineMapWords(camelKeyWords(text))
	return dottedKeyRe.ReplaceAllStringFunc(text, func(s string) string {
		m := dottedKeyRe.FindStringSubmatch(s)
		parts := strings.Split(strings.ReplaceAll(m[1], "-", "_"), ".")
		if !dottedSetting(parts) {
			return s
		}
		return strings.Join(parts, "_") + m[2]
	})
}

// camelKeyRe is a key written in camelCase or PascalCase being set to a
// number, its last word a unit: "requestTimeoutSeconds: 60",
// "HeartbeatIntervalMs = 30000". Each part after the first is a capital
// and lowercase letters, so "iOS" and "macOS" are no keys; a part of a
// dotted key is the dotted key's.
var camelKeyRe = lazyre.New(`(^|[^\w.])([A-Za-z][a-z]+(?:[A-Z][a-z0-9]+)*(?:` + camelUnits + `))(\s*[:=]\s*\d)`)

// camelUnits are keyUnitWords as the last part of a camelCase key.
var camelUnits = func() string {
	var out []string
	for _, u := range strings.Fields(keyUnitWords) {
		out = append(out, strings.ToUpper(u[:1])+u[1:])
	}
	return strings.Join(out, "|")
}()

// camelKeyWords is text with each camelCase key whose last word is a
// unit written in snake_case, so keyUnit reads the unit as the number's
// ("requestTimeoutSeconds: 60" is 60 seconds), as it reads
// "timeout_seconds: 30". A key with no unit is read as it is written.
func camelKeyWords(text string) string {
	return camelKeyRe.ReplaceAllStringFunc(text, func(s string) string {
		m := camelKeyRe.FindStringSubmatch(s)
		return m[1] + strings.Join(identWords(m[2]), "_") + m[3]
	})
}

// inlineMapRe is a key of many things set to an inline map of their
// numbers, as Elixir, YAML, JSON or Python write one: "queues: [push:
// 50, email: 5]", "pools: {default: 10, reports: 2}", "limits =
// {"cpu": 2}". Each entry is one named thing's number.
var inlineMapRe = lazyre.New(`\b([a-z][a-z_]*s)\s*[:=]\s*[\[{]((?:\s*:?["']?[a-z][\w-]*["']?\s*[:=]>?\s*\d+(?:\.\d+)?\s*,?)+)\s*[\]}]`)

// inlineMapEntryRe is one entry of an inline map: its name and number.
var inlineMapEntryRe = lazyre.New(`:?["']?([a-z][\w-]*)["']?\s*[:=]>?\s*(\d+(?:\.\d+)?)`)

// inlineMapWords is text with each inline map of named things' numbers
// said as one clause per entry, the thing named by its name and the
// key's noun: "queues: [push: 50, email: 5]" is "the push queue is 50,
// the email queue is 5". Unread, the map was one subject with many
// numbers, so "the push queue's concurrency is 10" met none of them as
// its own. A claim reads its first clause; mapEntries reads each.
func inlineMapWords(text string) string {
	if !strings.ContainsAny(text, "[{") {
		return text // the cheap question first
	}
	return inlineMapRe.ReplaceAllStringFunc(text, func(s string) string {
		return strings.Join(mapClauses(inlineMapRe.FindStringSubmatch(s)), ", ")
	})
}

// mapClauses are the clauses an inline map's match says, one an entry.
func mapClauses(m []string) []string {
	noun := strings.TrimSuffix(m[1], "s")
	var clauses []string
	for _, e := range inlineMapEntryRe.FindAllStringSubmatch(m[2], -1) {
		clauses = append(clauses, "the "+e[1]+" "+noun+" is "+e[2])
	}
	return clauses
}

// mapEntries are the claims of each entry of the inline maps text sets
// ("the push queue is 50", "the email queue is 5"), when one holds more
// than one: each entry is the setting of its own thing, compared alone
// (entryConflict), so a statement of one queue meets its entry and
// never its siblings'.
func mapEntries(text string) []Claim {
	if !strings.ContainsAny(text, "[{") {
		return nil
	}
	var out []Claim
	for _, m := range inlineMapRe.FindAllStringSubmatch(text, -1) {
		if cs := mapClauses(m); len(cs) > 1 {
			for _, c := range cs {
				out = append(out, ClaimOf(c))
			}
		}
	}
	return out
}

// entryConflict reports whether a conflicts with an entry of b's inline
// maps, said alone.
func entryConflict(a, b Claim) bool {
	for _, e := range b.entries {
		if Conflict(a, e) || Conflict(e, a) {
			return true
		}
	}
	return false
}

// dottedSetting reports whether parts, a dotted name's, are a key of a
// setting developers name in words: its head, the last word before a
// unit, names a setting ("spark.executor.memory", "quote_api.timeout_ms").
// A file or a host is no key; a key whose head is another word names a
// kind of its own ("spark.executor.memoryOverhead" is no memory, its
// overhead), and a log namespace a tool's own log.
func dottedSetting(parts []string) bool {
	if fileEndings[strings.ToLower(parts[len(parts)-1])] || logNamespaces[strings.ToLower(parts[0])] {
		return false
	}
	words := identWords(strings.Join(parts, "_"))
	for len(words) > 1 && keyUnitParts[words[len(words)-1]] {
		words = words[:len(words)-1]
	}
	return headsNaming(words[len(words)-1])
}

// identWords are the lowercase words of an identifier, split at "_" and
// at each capital after a lowercase letter ("minReplicas": min, replicas).
func identWords(id string) []string {
	var out []string
	for _, part := range strings.Split(id, "_") {
		start := 0
		rs := []rune(part)
		for i := 1; i < len(rs); i++ {
			if unicode.IsUpper(rs[i]) && unicode.IsLower(rs[i-1]) {
				out = append(out, strings.ToLower(string(rs[start:i])))
				start = i
			}
		}
		if start < len(rs) {
			out = append(out, strings.ToLower(string(rs[start:])))
		}
	}
	return out
}

// headsNaming reports whether w is the last word of a naming of a setting
// concept ("memory", "timeout", "size" of "pool size", "replicas").
func headsNaming(w string) bool {
	stem := canonical(Stem(w))
	for _, namings := range conceptNamings() {
		for _, n := range namings {
			if n.stems[len(n.stems)-1] == stem {
				return true
			}
		}
	}
	return false
}
