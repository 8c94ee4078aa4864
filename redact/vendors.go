package redact

import (
	"strings"
	"sync"
)

// vendorNames are the providers whose keys have no prefix of their own
// (random letters and digits, told apart only by the name beside them),
// as the public scanners list them by keyword. A provider's name given
// alone as a label ("mistral: E0X3hm...", cohere=...) introduces its key
// the way API_KEY does: a note of keys one a line names each by its vendor.
var vendorNames = []string{"adafruit", "airtable", "algolia", "anthropic", "asana", "assemblyai", "atlassian", "binance",
	"bitbucket", "bitly", "bittrex", "cloudflare", "codecov", "cohere", "coinbase", "confluent", "contentful", "datadog", "deepgram",
	"deepseek", "discord", "dropbox", "elevenlabs", "etsy", "fastly", "finnhub", "flickr", "freshbooks", "gitter",
	"groq", "heroku", "hubspot", "huggingface", "intercom", "jfrog", "kraken", "kucoin", "launchdarkly", "mailchimp",
	"mailgun", "mailjet", "mattermost", "messagebird", "meraki", "mistral", "netlify", "newrelic", "nytimes", "okta",
	"openai", "openrouter", "perplexity", "pinecone", "plaid", "postmark", "pusher", "rapidapi", "replicate", "sendbird",
	"sendgrid", "sentry", "serpapi", "shodan", "sparkpost", "squarespace", "sumologic", "travis", "twilio", "twitch",
	"typeform", "virustotal", "wandb", "weaviate", "yandex"}

// vendorSet is vendorNames by name, built on first use.
var vendorSet = sync.OnceValue(func() map[string]bool {
	m := make(map[string]bool, len(vendorNames))
	for _, v := range vendorNames {
		m[v] = true
	}
	return m
})

// vendorLabel: name is a provider's name and nothing more (Mistral,
// COHERE), not a name that holds one (mistral_model, MISTRAL_API_KEY,
// whose credential word rules it).
func vendorLabel(name string) bool {
	if len(name) > maxVendorLen {
		return false
	}
	for i := 1; i < len(name); i++ {
		if class(name[i-1]) == 1 && class(name[i]) == 2 {
			return false // camelCase: two words (components splits them)
		}
	}
	return vendorSet()[strings.ToLower(name)]
}

// maxVendorLen is the longest name in vendorNames: a longer name is none
// of them, and is not lowered to be looked up.
const maxVendorLen = 12

// vendorValue redacts the value a provider's name labels at e: ":" or "="
// then one token of letters, digits, "-" and "_", 20 or more, that reads
// as random. A model's or a region's name opens with a word or has dots
// (mistral: mistral-large-latest), so does a provider's object id
// (stripe: acct_...), a commit or an event id is hex, an app's id a UUID,
// a user or a channel id is digits, a message's Twilio SID two capitals
// and hex: each of those stays, but for the providers whose keys are
// UUIDs (vendorUUIDKey).
func vendorValue(text, name string, e int, spans []span) []span {
	i := e
	if i < len(text) && (text[i] == '"' || text[i] == '\'') {
		i++ // {"cohere": "..."}: the name's closing quote
	}
	for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	if i == len(text) || text[i] != ':' && text[i] != '=' {
		return spans
	}
	i++
	for i < len(text) && (text[i] == ' ' || text[i] == '\t' || text[i] == '"' || text[i] == '\'') {
		i++
	}
	j := i
	for j < len(text) && (isWord(text[j]) || text[j] == '-') {
		j++
	}
	v := text[i:j]
	if len(v) < minVendorKeyLen || j < len(text) && strings.IndexByte("./:", text[j]) >= 0 || isHex(v) && !vendorHexKey(name, v) || isDigits(v) || madeSID(v) ||
		!vendorUUIDLine(text, name, v, e, j) && (uuidLike(v) || wordHead(v) || !secretLike(v)) {
		return spans
	}
	return append(spans, span{i, j, "credential"})
}

// wordHead: v opens with a lowercase word before a "-" or "_" (a model's
// name, mistral-large-latest; an object's id, acct_1Nv0...): a key's
// hyphens and underscores fall among random characters (Okta's 00Umq_7tP...).
func wordHead(v string) bool {
	k := strings.IndexAny(v, "-_")
	return k > 0 && strings.Trim(v[:k], "abcdefghijklmnopqrstuvwxyz") == ""
}

// minVendorKeyLen: the shortest key a provider's name labels alone (Mistral's
// and Algolia's are 32, Cohere's 40); a shorter random token is an id.
const minVendorKeyLen = 20

// vendorUUIDs are the providers that issue their API keys as UUIDs, as
// gitleaks' and trufflehog's rules read them beside the name: Heroku's API
// key, HubSpot's legacy API key, KuCoin's API secret, Squarespace's access
// token, Postmark's server and account tokens. Elsewhere a UUID is an id.
var vendorUUIDs = map[string]bool{"heroku": true, "hubspot": true, "kucoin": true, "squarespace": true, "postmark": true}

// vendorUUIDLine: v, at text[:j], is a UUID and the provider name ending
// at e issues its keys so, on a line that is a setting's: the name opens
// it and the value ends it (a comment aside). Words before the name or
// after the value say whose UUID it is ("ID приложения Heroku: <uuid>",
// "heroku: <uuid> is the app's id").
func vendorUUIDLine(text, name, v string, e, j int) bool {
	if len(v) != 36 || !uuidLike(v) || !vendorUUIDs[strings.ToLower(name)] {
		return false
	}
	for i := e - len(name) - 1; i >= 0 && text[i] != '\n'; i-- {
		if strings.IndexByte(settingMarks, text[i]) < 0 {
			return false
		}
	}
	for ; j < len(text) && text[j] != '\n' && text[j] != '#'; j++ {
		if strings.IndexByte(settingMarks, text[j]) < 0 {
			return false
		}
	}
	return true
}

// settingMarks are the bytes that may stand beside a setting's name and
// value on its line: blanks, quotes, brackets and a list's comma.
const settingMarks = " \t\r\"'{}[],"
