package statement

import (
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// envFileRe is a statement that opens with the config file a key is set
// in: "values-prod.yaml: api.replicaCount: 4", "application-staging.yml:
// server.port: 8081", ".env.production: LOG_LEVEL=warn". The file is the
// place of the setting, not a value of it; the key after it is set by
// ":" or "=".
var envFileRe = lazyre.New(`^\s*([\w./-]*[\w-]\.(?:ya?ml|json|toml|ini|cfg|conf|env|properties|tfvars|exs|py|production|staging|development))\s*:\s+([A-Za-z_][\w.-]*\s*(?::\s|=))`)

// environmentFile is text whose opening config file names the
// environment it configures ("values-prod.yaml", "settings/staging.py")
// said as the setting after it, in that environment: "values-prod.yaml:
// api.replicaCount: 4" is "api.replicaCount: 4 in prod". Unread, the
// file's name was the statement's value and its environment lost, so
// the key met no words of the setting in prod, and a key in staging's
// file would meet prod's. A file that names no environment ("values.yaml",
// whose defaults another file may override) stays as written.
func environmentFile(text string) string {
	m := envFileRe.FindStringSubmatchIndex(text)
	if m == nil {
		return text
	}
	env := fileEnvironment(text[m[2]:m[3]])
	if env == "" {
		return text
	}
	return strings.TrimRight(text[m[4]:], " \t.") + " in " + env
}

// fileEnvironment is the environment a file's name names among its parts
// ("prod" of "values-prod.yaml", "staging" of ".env.staging"), or "" if it
// names none or more than one.
func fileEnvironment(name string) string {
	env := ""
	for _, p := range strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return strings.ContainsRune("/._-", r) }) {
		if c, ok := contrasts[Stem(p)]; ok && c[0] == 0 {
			if env != "" {
				return ""
			}
			env = p
		}
	}
	return env
}

// everyEnvRe is a setting said to hold in every environment: "in every
// env", "across all environments", "in all envs".
var everyEnvRe = lazyre.New(`(?i)\s+(?:in|across|for)\s+(?:every|all|each)\s+(?:the\s+)?env(?:ironment)?s?\b`)

// inEveryEnvironment is text without a scope of every environment: a
// setting that holds in each holds wherever another statement puts it,
// and "env" read as a word of the setting's subject kept it from the
// same setting said with no environment ("SLOT_MINUTES is 20 in every
// env" and "the slot length is 15 min"). A named environment ("in prod")
// stays, and so does an exception after it ("in every env but prod").
func inEveryEnvironment(text string) string {
	return everyEnvRe.ReplaceAllString(text, "")
}
