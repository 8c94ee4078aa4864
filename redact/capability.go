package redact

import "strings"

// capabilityURLs redacts the secret part of a URL that is its own
// credential: whoever holds it may post to the hook, open the snapshot or
// log in. The secret is the path segment after a word that names such a
// link (Feishu's /bot/v2/hook/<uuid>, Grafana's /dashboard/snapshot/<key>)
// or a query parameter that carries a one-time code (?code=, ?ticket=), when
// it is a UUID or reads as random, and the random segment after "key" or
// "hooks" (IFTTT, Mattermost). A REST collection names its ids in the plural
// (/api/v1/webhooks/<uuid>) and stays; so do words, numbers and short codes.
// A random segment right after an API's version (ThingsBoard's
// /api/v1/<token>/telemetry) is a token an API takes in its path: a REST
// API names a collection there, and an id (hex, a UUID) stays.
func capabilityURLs(text string, spans []span) []span {
	scan(text, literal("://"), func(i int) int {
		i += 3
		end := i
		for end < len(text) && end-i < maxProviderSpan && !isSpace(text[end]) && strings.IndexByte("\"'`<>()[]{}|\\", text[end]) < 0 {
			end++
		}
		spans = capabilityParts(text, i, end, spans)
		return end
	})
	return spans
}

// capabilityParts scans the URL text[i:end] (past its scheme) part by part.
func capabilityParts(text string, i, end int, spans []span) []span {
	prev, prev2 := "", ""
	for s := i; s < end; {
		e := s
		for e < end && strings.IndexByte("/?&#", text[e]) < 0 {
			e++
		}
		part := text[s:e]
		name, val, isParam := strings.Cut(part, "=")
		if !isParam {
			val = part
		}
		named := isParam && (s > i && strings.IndexByte("?&", text[s-1]) >= 0) && codeParams[strings.ToLower(name)] ||
			!isParam && capabilityWords[strings.ToLower(prev)]
		keyed := !isParam && (randomKeyWords[strings.ToLower(prev)] || apiVersion(prev2, prev) && !isHex(val) || prev2 != "" && ingestURL(text, i))
		inQuery := isParam && s > i && strings.IndexByte("?&", text[s-1]) >= 0
		if v := strings.TrimRight(val, ".,;:!?"); named && (uuidShaped(v) || candidate(v)) || keyed && candidate(v) && !uuidShaped(v) ||
			inQuery && queryKey(text, i, end, name, v) {
			from := e - len(val)
			spans = append(spans, span{from, from + len(v), "capability-url"})
		}
		if !isParam && s > i && feedWords[strings.ToLower(part)] && randomTail(prev) && !strings.Contains(prev, ".") {
			spans = append(spans, span{s - 1 - len(prev), s - 1, "capability-url"}) // nuget.<vendor>.com/<KEY>/api/v3/index.json
		}
		prev2, prev = prev, part
		s = e + 1
	}
	return spans
}

// ingestURL: the URL whose authority starts at i is a streaming ingest's
// (rtmp://, rtmps://), whose path is the app and then the stream key
// (rtmp://live.twitch.tv/app/<key>, rtmps://.../rtmp/<key>): a random
// segment after the app is the key, whoever the host.
func ingestURL(text string, i int) bool {
	return endsWithLowered(text, i, "rtmp://", "rtmps://")
}

// apiVersion: two path segments that are "api" and a version (api/v1).
func apiVersion(api, version string) bool {
	return strings.EqualFold(api, "api") && len(version) >= 2 && (version[0] == 'v' || version[0] == 'V') && isDigits(version[1:])
}

// queryKey: a query parameter's value that is a key by its shape (32 hex or
// more, or 24 random characters or more) on a line that calls something a
// key, a token or a secret outside the URL (text[i:end]) and names no digest
// ("...&appid=f094c5...` returns 401, key is like 2 hours old"): whatever
// the parameter's name, the key the line speaks of is in the URL. An id, a
// hash or a version parameter stays, and so does a URL whose own words
// (auth.acme.io/authorize?code_challenge=...) are the only key words.
func queryKey(text string, i, end int, name, v string) bool {
	if !(len(v) >= minHexSecretLen && isHex(v) || len(v) >= longSecretLen && candidate(v) && !uuidLike(v)) {
		return false
	}
	parts := components(name)
	ls := strings.LastIndexByte(text[:i], '\n') + 1
	words := lineWords(text[ls:i]+" "+text[end:end+lineBound(text, end)], 0) // the line without the URL
	if appKeyParam(parts) && isHex(v) {
		return !containsWord(words, publicAppWords)
	}
	if len(parts) == 0 || notSecretParts[parts[len(parts)-1]] || hashWords[parts[len(parts)-1]] || len(name) < 2 {
		return false
	}
	return keyedWord(words) && !containsWord(words, digestNames)
}

// publicAppWords, on the line outside the URL, say its app id is the
// public half a client ships (a video or push SDK's App ID, whose
// certificate or secret is the credential), not an API's key under that
// name.
var publicAppWords = []string{"public", "publishable", "ships", "shipped", "bundle", "bundled", "browser", "frontend"}

// appKeyParam: a query parameter named for the calling application
// (appid, app_id, appId). An application's public id is a number, a short
// code or a UUID; 32 hex or more there is the key an API takes under that
// name (a weather or maps API's ?appid=), unless the line calls it public.
func appKeyParam(parts []string) bool {
	return strings.Join(parts, "") == "appid"
}

// uuidShaped: 8-4-4-4-12 hex digits.
func uuidShaped(v string) bool {
	return len(v) == 36 && strings.Count(v, "-") == 4 && v[8] == '-' && v[13] == '-' && v[18] == '-' && v[23] == '-' && isHex(strings.ReplaceAll(v, "-", ""))
}

var (
	// capabilityWords name, in the singular, a link whose next segment is its key.
	capabilityWords = map[string]bool{"hook": true, "webhook": true, "snapshot": true, "invite": true, "magic": true}
	// randomKeyWords come before a random key in a path (IFTTT's /with/key/KEY,
	// Mattermost's /hooks/ID); an id there (a UUID) is a REST resource's.
	randomKeyWords = map[string]bool{"key": true, "hooks": true}
	// feedWords follow the key a private package feed takes in its path
	// (/<KEY>/api/v3/index.json, /<KEY>/npm/, /<KEY>/simple/): the feed's
	// API under the key, where a public path would name a package or a project.
	feedWords = map[string]bool{"api": true, "nuget": true, "npm": true, "pypi": true, "simple": true, "maven": true, "gems": true}
	// codeParams carry a one-time code or a ticket in a query.
	codeParams = map[string]bool{"code": true, "ticket": true, "invite": true, "magic": true, "otp": true}
)
