package redact

import (
	"regexp"
	"strings"
	"sync"
)

// provider is a credential format a provider documents by its prefix. re
// matches at the prefix and is compiled with ^, so it only ever runs on a
// short window where the prefix occurs.
type provider struct {
	kind   string
	prefix string
	re     string
	// back, when set, is the bytes the match may reach over before the prefix
	// (Telegram's bot id before ":AA").
	back string
}

// providers, by the prefix each documents or ships (the comments name the source).
var providers = []provider{
	// AI APIs.
	{"anthropic-key", "sk-ant-", `sk-ant-[A-Za-z0-9_\-]{20,}`, ""},                           // Anthropic console: sk-ant-api03-, sk-ant-admin01-
	{"openai-key", "sk-", `sk-(?:proj-|svcacct-|admin-|or-v1-|lf-)?[A-Za-z0-9_\-]{20,}`, ""}, // OpenAI, OpenRouter, Langfuse, DeepSeek
	{"huggingface-token", "hf_", `hf_[A-Za-z0-9]{30,}`, ""},
	{"huggingface-token", "api_org_", `api_org_[A-Za-z0-9]{30,}`, ""},
	{"groq-key", "gsk_", `gsk_[A-Za-z0-9]{40,}`, ""},
	{"replicate-token", "r8_", `r8_[A-Za-z0-9]{30,}`, ""},
	{"perplexity-key", "pplx-", `pplx-[A-Za-z0-9]{40,}`, ""},
	{"xai-key", "xai-", `xai-[A-Za-z0-9]{60,}`, ""},
	{"langsmith-key", "lsv2_", `lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}`, ""},
	{"pinecone-key", "pcsk_", `pcsk_[A-Za-z0-9_]{40,}`, ""},
	{"nvidia-key", "nvapi-", `nvapi-[A-Za-z0-9_\-]{40,}`, ""},
	{"tavily-key", "tvly-", `tvly-[A-Za-z0-9\-]{30,}`, ""},
	{"cerebras-key", "csk-", `csk-[a-z0-9]{40,}`, ""},
	{"fireworks-key", "fw_", `fw_[A-Za-z0-9]{20,}`, ""},
	{"voyage-key", "pa-", `pa-[A-Za-z0-9_\-]{40,}`, ""},
	{"elevenlabs-key", "sk_", `sk_[a-f0-9]{40,}`, ""},
	{"jina-key", "jina_", `jina_[A-Za-z0-9]{40,}`, ""},
	// Cloud. AWS key ids: IAM's documented unique-id prefixes.
	{"aws-access-key", "AKIA", `AKIA[A-Z0-9]{16}\b`, ""},
	{"aws-access-key", "ASIA", `ASIA[A-Z0-9]{16}\b`, ""},
	{"aws-access-key", "A3T", `A3T[A-Z0-9]{17}\b`, ""},
	{"aws-access-key", "ABIA", `ABIA[A-Z0-9]{16}\b`, ""},
	{"aws-access-key", "ACCA", `ACCA[A-Z0-9]{16}\b`, ""},
	{"aws-session-token", "FwoGZXIvYXdz", `FwoGZXIvYXdz[A-Za-z0-9/+=]{40,}`, ""},
	{"aws-session-token", "IQoJb3JpZ2lu", `IQoJb3JpZ2lu[A-Za-z0-9/+=]{40,}`, ""},
	{"google-api-key", "AIza", `AIza[0-9A-Za-z_\-]{35}`, ""},
	{"google-oauth-secret", "GOCSPX-", `GOCSPX-[A-Za-z0-9_\-]{20,}`, ""},
	{"google-oauth-token", "ya29.", `ya29\.[A-Za-z0-9_\-]{20,}`, ""},
	{"google-refresh-token", "1//0", `1//0[A-Za-z0-9_\-]{30,}`, ""},
	{"alibaba-key", "LTAI", `LTAI[A-Za-z0-9]{12,24}\b`, ""},
	{"tencent-key", "AKID", `AKID[A-Za-z0-9]{32}\b`, ""}, // Tencent Cloud SecretId
	{"azure-client-secret", "Q~", `[A-Za-z0-9_~.\-]{3,4}Q~[A-Za-z0-9_~.\-]{30,}`, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_~.-"},
	{"digitalocean-token", "do", `do[pors]_v1_[a-f0-9]{64}`, ""},
	{"heroku-key", "HRKU-", `HRKU-[A-Za-z0-9_\-]{30,}`, ""},
	{"cloudflare-ca-key", "v1.0-", `v1\.0-[a-f0-9]{24}-[a-f0-9]{100,}`, ""},
	{"netlify-token", "nfp_", `nfp_[A-Za-z0-9]{30,}`, ""},
	{"supabase-token", "sbp_", `sbp_[a-f0-9]{40}`, ""},
	{"supabase-key", "sb_secret_", `sb_secret_[A-Za-z0-9_\-]{20,}`, ""},
	// A Fly macaroon as flyctl prints it: the "FlyV1 " scheme is part of the
	// token (FLY_API_TOKEN holds it whole), and a token may chain several
	// macaroons joined by commas.
	{"fly-token", "FlyV1 ", `FlyV1 fm[12][ar]?_[A-Za-z0-9+/=_\-]{40,}(?:,[A-Za-z0-9+/=_\-]+)*`, ""},
	{"fly-token", "fm", `fm[12][ar]?_[A-Za-z0-9+/=_\-]{40,}`, ""},
	{"fly-token", "fo1_", `fo1_[A-Za-z0-9_\-]{30,}`, ""},
	{"render-key", "rnd_", `rnd_[A-Za-z0-9]{24,}`, ""},
	{"vercel-token", "vc", `vc[pkia]_[A-Za-z0-9]{24,}`, ""},
	{"planetscale-token", "pscale_", `pscale_(?:tkn|pw|oauth)_[A-Za-z0-9_.=\-]{30,}`, ""},
	{"databricks-token", "dapi", `dapi[a-f0-9]{32}(?:-\d)?`, ""},
	{"terraform-token", ".atlasv1.", `[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_\-]{60,}`, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"},
	{"pulumi-token", "pul-", `pul-[a-f0-9]{40}`, ""},
	{"doppler-token", "dp.", `dp\.(?:st|ct|sa|scim|audit|pt)\.[A-Za-z0-9_\-.]{30,}`, ""},
	{"onepassword-token", "ops_", `ops_(?:eyJ[A-Za-z0-9_\-+/=]{40,}|[A-Za-z0-9_\-]{40,})`, ""}, // a service account token is base64 of JSON (ops_eyJ...), "/" and "+" included
	{"tailscale-key", "tskey-", `tskey-[a-z]+-[A-Za-z0-9]+-[A-Za-z0-9]+`, ""},
	{"vault-token", "hvs.", `hv[sbr]\.[A-Za-z0-9_\-]{20,}`, ""}, // HashiCorp Vault 1.10+ service, batch, recovery tokens
	{"vault-token", "hvb.", `hvb\.[A-Za-z0-9_\-]{20,}`, ""},
	{"vault-token", "hvr.", `hvr\.[A-Za-z0-9_\-]{20,}`, ""},
	{"age-secret-key", "AGE-SECRET-KEY-1", `AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{40,}`, ""},
	// VCS.
	{"github-token", "gh", `gh[pousr]_[A-Za-z0-9]{30,}`, ""},
	{"github-token", "github_pat_", `github_pat_[A-Za-z0-9_]{30,}`, ""},
	{"gitlab-token", "gl", `gl(?:pat|dt|rt|ptt|cbt|oas|soat|imt|ffct|ft|agent|wt)-[A-Za-z0-9_\-]{20,}`, ""}, // GitLab token prefixes
	{"gitlab-token", "GR1348941", `GR1348941[A-Za-z0-9_\-]{20,}`, ""},
	{"bitbucket-token", "ATBB", `ATBB[A-Za-z0-9_=.\-]{28,}`, ""},
	{"atlassian-token", "ATATT", `ATATT[A-Za-z0-9_=\-]{40,}`, ""},
	{"atlassian-token", "ATCTT", `ATCTT[A-Za-z0-9_=\-]{40,}`, ""},
	// Payments.
	{"stripe-key", "sk_", `sk_(?:live|test)_[A-Za-z0-9]{16,}`, ""},
	{"stripe-key", "rk_", `rk_(?:live|test)_[A-Za-z0-9]{16,}`, ""},
	{"stripe-key", "pk_", `pk_(?:live|test)_[A-Za-z0-9]{16,}`, ""},
	{"stripe-webhook-secret", "whsec_", `whsec_[A-Za-z0-9+/=]{24,}`, ""},
	{"square-token", "EAAA", `EAAA[A-Za-z0-9_\-]{50,}`, ""},
	{"square-token", "sq0", `sq0(?:atp|csp|idp)-[A-Za-z0-9_\-]{20,}`, ""},
	{"braintree-token", "access_token$", `access_token\$(?:production|sandbox)\$[a-z0-9]{16}\$[a-f0-9]{32}`, ""},
	// An Adyen API key: AQE, base64, "-", 32 bytes of base64, and in keys
	// issued since 2020 a third part of 16 printable characters of any kind
	// ("-W+t7NF;s4}%=kUSD"), which a name=value reading stops at its ";".
	// A key retyped or cut by hand keeps its AQE head and its dash but not
	// the documented lengths after it: a base64 run of 40 or more, "-", and
	// a random part of 12 or more ("...lzi=-i1iOvbAGvmfAnvk").
	{"adyen-key", "AQE", `AQE[A-Za-z0-9+/]{40,}={0,2}-(?:[A-Za-z0-9+/]{42,43}={0,2}(?:-[!-~]{16})?|[A-Za-z0-9+/]{12,41}={0,2}\b)`, ""},
	{"razorpay-key", "rzp_", `rzp_(?:live|test)_[A-Za-z0-9]{14,}`, ""},
	{"shopify-token", "shp", `shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}`, ""},
	{"plaid-token", "access-", `access-(?:production|sandbox|development)-[a-f0-9\-]{36}`, ""},
	{"flutterwave-key", "FLWSECK", `FLWSECK(?:_TEST)?-(?:[A-Za-z0-9]{20,}-X|[a-f0-9]{12}\b)`, ""},
	{"shippo-token", "shippo_", `shippo_(?:live|test)_[a-f0-9]{40}`, ""},
	{"paddle-key", "pdl_", `pdl_(?:live|sdbx)_apikey_[A-Za-z0-9_]{20,}`, ""},
	{"mollie-key", "live_", `live_[A-Za-z0-9]{30}\b`, ""}, // Mollie API keys: live_ and test_, 30 characters
	{"mollie-key", "test_", `test_[A-Za-z0-9]{30}\b`, ""},
	{"lob-key", "live_", `live_(?:pub_)?[a-f0-9]{31,35}\b`, ""}, // Lob secret and publishable keys
	{"lob-key", "test_", `test_(?:pub_)?[a-f0-9]{31,35}\b`, ""},
	{"twitch-stream-key", "live_", `live_[0-9]{6,12}_[A-Za-z0-9]{20,}\b`, ""}, // Twitch stream keys: the channel's id, then 30 random characters
	{"duffel-token", "duffel_", `duffel_(?:test|live)_[A-Za-z0-9_=\-]{40,}`, ""},
	// Messaging.
	{"resend-key", "re_", `re_[A-Za-z0-9]{8}_[A-Za-z0-9]{24}\b`, ""},
	{"telnyx-key", "KEY", `KEY[0-9A-F]{32}_[A-Za-z0-9]{20,}`, ""},                                // Telnyx API v2: KEY, the key's id in hex, "_" and its secret
	{"slack-token", "xox", `xox(?:[abprecd]-[A-Za-z0-9\-%]{10,}|[os]-\d[A-Za-z0-9\-%]{9,})`, ""}, // legacy xoxo-, xoxs- tokens open with a number (never "xoxo-indieweb")
	{"slack-token", "xapp-", `xapp-\d-[A-Za-z0-9\-]{20,}`, ""},
	{"slack-webhook", "hooks.slack.com/", `(?:https?://)?hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9/_\-]+`, "htps:/"}, // with its scheme, or without as a config gives it
	{"discord-webhook", "https://discord", `https://discord(?:app)?\.com/api/webhooks/\d+/[A-Za-z0-9_\-]+`, ""},
	{"discord-webhook", "ptb.discord.com/", `ptb\.discord\.com/api/webhooks/\d+/[A-Za-z0-9_\-]+`, ""}, // the public test and canary clients' hosts serve the same webhooks
	{"discord-webhook", "canary.discord.com/", `canary\.discord\.com/api/webhooks/\d+/[A-Za-z0-9_\-]+`, ""},
	{"teams-webhook", "https://", `https://[a-z0-9\-]+\.webhook\.office\.com/webhookb2/[A-Za-z0-9@/\-]+`, ""},
	{"telegram-bot-token", ":AA", `\d{8,10}:AA[A-Za-z0-9_\-]{30,}`, "0123456789"},
	{"sendgrid-key", "SG.", `SG\.[A-Za-z0-9_\-]{16,}\.[A-Za-z0-9_\-]{16,}`, ""},
	// A Twilio client takes its account's SID (AC) or an API key's (SK)
	// and then its secret as two literals of one call ("twilio('AC...',
	// 'token')", Client("SK...", "secret")): the pair is redacted as one,
	// as a Facebook app's id and secret are. A SID alone is an id and stays.
	{"twilio-key", "SK", `SK[0-9a-fA-F]{32}\b` + twilioSecretArg + `?`, ""},
	{"twilio-auth-token", "AC", `AC[0-9a-f]{32}` + twilioSecretArg, ""},
	{"mailgun-key", "key-", `key-[a-f0-9]{32}\b`, ""},
	{"mailchimp-key", "-us", `[a-f0-9]{32}-us\d{1,2}\b`, "0123456789abcdef"},
	{"firebase-server-key", ":APA91b", `[A-Za-z0-9_\-]{7,11}:APA91b[A-Za-z0-9_\-]{100,}`, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-"},
	// Developer tools.
	{"npm-token", "npm_", `npm_[A-Za-z0-9]{36}\b`, ""},
	{"pypi-token", "pypi-", `pypi-[A-Za-z0-9_\-]{40,}`, ""},
	{"rubygems-key", "rubygems_", `rubygems_[a-f0-9]{48}`, ""},
	{"nuget-key", "oy2", `oy2[a-z0-9]{43}\b`, ""},
	{"clojars-token", "CLOJARS_", `CLOJARS_[a-z0-9]{40,}`, ""},
	{"dockerhub-token", "dckr_", `dckr_(?:pat|oat)_[A-Za-z0-9_\-]{20,}`, ""},
	{"postman-key", "PMAK-", `PMAK-[a-f0-9]{24}-[a-f0-9]{34}`, ""},
	{"grafana-token", "glsa_", `glsa_[A-Za-z0-9]{32}_[a-f0-9]{8}`, ""},
	{"grafana-token", "glc_", `glc_[A-Za-z0-9+/=_\-]{32,}`, ""},
	{"grafana-key", "eyJrIjoi", `eyJrIjoi[A-Za-z0-9+/=]{40,}`, ""},
	{"newrelic-key", "NRAK-", `NRAK-[A-Za-z0-9]{27}`, ""},
	{"newrelic-key", "NRII-", `NRII-[A-Za-z0-9_\-]{32}`, ""},
	{"newrelic-key", "NRJS-", `NRJS-[a-f0-9]{19}`, ""},
	{"sentry-token", "sntry", `sntry[su]_[A-Za-z0-9+/=_]{40,}`, ""},
	{"linear-key", "lin_api_", `lin_api_[A-Za-z0-9]{40}`, ""},
	{"notion-token", "ntn_", `ntn_[A-Za-z0-9]{40,}`, ""},
	{"notion-token", "secret_", `secret_[A-Za-z0-9]{43}\b`, ""},
	{"airtable-token", "pat", `pat[A-Za-z0-9]{14}\.[a-f0-9]{64}`, ""},
	{"figma-token", "figd_", `figd_[A-Za-z0-9_\-]{40,}`, ""},
	{"buildkite-token", "bkua_", `bkua_[a-f0-9]{40}`, ""},
	{"sonar-token", "sq", `sq[pua]_[a-f0-9]{40}`, ""},
	{"contentful-token", "CFPAT-", `CFPAT-[A-Za-z0-9_\-]{40,}`, ""},
	{"dropbox-token", "sl.", `sl\.[A-Za-z0-9_\-]{100,}`, ""},
	{"prefect-key", "pnu_", `pnu_[A-Za-z0-9]{36}`, ""},
	{"readme-key", "rdme_", `rdme_[a-z0-9]{60,}`, ""},
	{"infracost-key", "ico-", `ico-[A-Za-z0-9]{32}`, ""},
	{"jfrog-token", "AKCp", `AKCp[A-Za-z0-9]{60,}`, ""},
	{"jfrog-token", "cmVmdGtu", `cmVmdGtu[A-Za-z0-9+/=]{40,}`, ""},
	{"launchdarkly-key", "api-", `api-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}`, ""},
	{"launchdarkly-key", "sdk-", `sdk-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}`, ""},
	{"mapbox-token", "sk.eyJ", `sk\.eyJ[A-Za-z0-9_\-]{20,}\.[A-Za-z0-9_\-]{10,}`, ""},
	{"typeform-token", "tfp_", `tfp_[A-Za-z0-9_=\-]{40,}`, ""},
	{"asana-token", "1/", `1/\d{10,16}:[a-f0-9]{32}\b`, ""}, // Asana personal access tokens: 1/<user id>:<32 hex>, 2/...
	{"asana-token", "2/", `2/\d{10,16}:[a-f0-9]{32}\b`, ""},
	{"intercom-token", "dG9rOj", `dG9rOj[A-Za-z0-9+/=]{40,}`, ""}, // base64 of "tok:"
	{"adafruit-key", "aio_", `aio_[A-Za-z0-9]{28}\b`, ""},
	{"zuplo-key", "zpka_", `zpka_[a-f0-9]{32}_[a-f0-9]{8}\b`, ""},
	{"facebook-token", "EAA", `EAA[BCDGIJMO-Z][A-Za-z0-9]{80,}`, ""}, // Graph API user and page access tokens
	{"hubspot-token", "pat-", `pat-(?:na|eu|ap)\d-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}`, ""},
	{"vault-token", "s.", `s\.[A-Za-z0-9]{24}\b`, ""}, // HashiCorp Vault service tokens before 1.10
	{"sourcegraph-token", "sgp_", `sgp_(?:[a-fA-F0-9]{16}_|local_)?[a-fA-F0-9]{40}\b`, ""},
	{"octopus-key", "API-", `API-[A-Z0-9]{26,32}\b`, ""},
	{"scaleway-key", "SCW", `SCW[A-Z0-9]{17}\b`, ""}, // a Scaleway access key id, as AKIA is AWS's
	{"telnyx-key", "KEY", `KEY0[0-9A-F]{31}_[A-Za-z0-9]{22}\b`, ""},
	{"sanity-token", "sk", `sk[A-Za-z0-9]{78,}`, ""},
	{"posthog-key", "phx_", `phx_[A-Za-z0-9]{40,}`, ""}, // a personal API key; phc_ is the project's public key
	{"backblaze-key", "K00", `K00\d[A-Za-z0-9+/]{27}\b`, ""},
	{"rpc-key", "infura.io/v3/", `infura\.io/v3/[a-f0-9]{32}`, ""}, // Ethereum RPC endpoints whose path is the key
	{"rpc-key", "alchemy.com/v2/", `alchemy\.com/v2/[A-Za-z0-9_\-]{32}`, ""},
	{"rpc-key", "quiknode.pro/", `quiknode\.pro/[a-f0-9]{32,}`, ""},
	{"push-key", "api.day.app/", `api\.day\.app/[A-Za-z0-9]{20,}`, ""}, // Bark: the path is the device key
	{"push-key", "SCT", `SCT\d+T[A-Za-z0-9]{20,}`, ""},                 // ServerChan SendKey
	{"zapier-webhook", "hooks.zapier.com/", `hooks\.zapier\.com/hooks/catch/\d+/[A-Za-z0-9]+`, ""},
	{"riot-key", "RGAPI-", `RGAPI-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}`, ""},
	{"trello-token", "ATTA", `ATTA[A-Fa-f0-9]{64,}`, ""},
	{"cloudflare-tunnel-token", "eyJhIjoi", `eyJhIjoi[A-Za-z0-9+/=]{80,}`, ""},                  // base64 of {"a":" (account, tunnel, secret)
	{"twitter-bearer", "AAAAAAAAAAAAAAAAAAAAA", `A{21,23}[B-Za-z0-9%][A-Za-z0-9%]{39,}`, ""},    // an app-only bearer token opens with 22 A's
	{"openshift-token", "sha256~", `sha256~[A-Za-z0-9_\-]{43}`, ""},                             // an OpenShift OAuth token: sha256~ then 43 base64url, never a checksum's "sha256:"
	{"easypost-key", "EZ", `EZ[AT]K[A-Za-z0-9]{54}\b`, ""},                                      // EasyPost production (EZAK) and test (EZTK) keys
	{"intra42-secret", "s-s4t2", `s-s4t2(?:ud|af)-[a-f0-9]{64}\b`, ""},                          // 42 intra OAuth client secrets
	{"app-key", "base64:", `base64:(?:[A-Za-z0-9+/]{43}=|[A-Za-z0-9+/]{22}==)`, ""},             // Laravel's (and Lumen's) encryption key as key:generate --show prints it: 32 or 16 random bytes, wherever it is pasted
	{"bedrock-key", "ABSKQmVkcm9ja0FQSUtleS", `ABSKQmVkcm9ja0FQSUtleS[A-Za-z0-9+/]{40,}=*`, ""}, // Amazon Bedrock long-lived key: ABSK then base64 of "BedrockAPIKey-"
	{"defined-networking-key", "dnkey-", `dnkey-[A-Za-z0-9=_\-]{26}-[A-Za-z0-9=_\-]{40,}`, ""},
	{"frameio-token", "fio-u-", `fio-u-[A-Za-z0-9_=\-]{60,}`, ""},
	{"gitlab-session", "_gitlab_session=", `_gitlab_session=[a-z0-9]{32}\b`, ""}, // a signed-in GitLab browser session, a cookie a curl pastes
	{"settlemint-token", "sm_", `sm_[aps]at_[A-Za-z0-9]{16}\b`, ""},
	{"yandex-token", "t1.", `t1\.[A-Za-z0-9_\-]+=*\.[A-Za-z0-9_\-]{80,}=*`, ""}, // Yandex Cloud IAM token
	// redact19: prefix families from the public scanners' rule lists that no
	// entry above held, each named by the format its provider documents.
	// Secrets only: an access key's id (GCS's GOOG1, Spaces' DO00, Baidu's
	// ALTAK, Yandex's YCAJ) is the public half of its pair, kept as other
	// ids are, and its secret is redacted by its label. Yandex's API keys
	// (AQVN) and Aiven's service passwords (AVNS_) are secrets whole.
	{"yandex-key", "AQVN", `AQVN[A-Za-z0-9_\-]{35,38}\b`, ""},
	{"aiven-password", "AVNS_", `AVNS_[A-Za-z0-9_\-]{16,}`, ""},
	// SaaS tokens whose prefix is the provider's own.
	{"adobe-secret", "p8e-", `p8e-[A-Za-z0-9]{32}\b`, ""},
	{"clickhouse-key", "4b1d", `4b1d[A-Za-z0-9]{38}\b`, ""}, // exactly 42: a checksum of the same opening is 40 or 64 hex
	{"mailersend-token", "mlsn.", `mlsn\.[a-f0-9]{64}\b`, ""},
	{"anyscale-key", "esecret_", `esecret_[a-z0-9]{20,}\b`, ""},
	{"rootly-key", "rootly_", `rootly_[a-f0-9]{64}\b`, ""},
	{"flagsmith-key", "ser.", `ser\.[A-Za-z0-9]{22}\b`, ""}, // the server-side environment key; a method call of 22 letters is words (wordsBody)
	{"midtrans-key", "Mid-server-", `Mid-server-[A-Za-z0-9_\-]{20,}`, ""},
	{"e2b-key", "e2b_", `e2b_[a-f0-9]{40}\b`, ""}, // a prefix then hex: the prefix says it is no digest
	{"daytona-key", "dtn_", `dtn_[a-f0-9]{64}\b`, ""},
	{"firecrawl-key", "fc-", `fc-[a-f0-9]{32}\b`, ""},
	{"browserbase-key", "bb_live_", `bb_live_[A-Za-z0-9_\-]{24,}`, ""},
	{"segment-token", "sgp_", `sgp_[A-Za-z0-9]{64}\b`, ""}, // Segment's Public API token (Sourcegraph's sgp_ is hex, listed above)
	{"shopify-partner-token", "prtapi_", `prtapi_[a-f0-9]{32}\b`, ""},
	{"klaviyo-key", "pk_", `pk_[a-f0-9]{34}\b`, ""},                             // Klaviyo's private key: its public one is a six-character company id
	{"revenuecat-key", "sk_", `sk_[A-Za-z0-9]{32}\b`, ""},                       // RevenueCat's secret key; appl_ and goog_ are its public SDK keys
	{"salesforce-token", "00D", `00D[A-Za-z0-9]{12,15}![A-Za-z0-9._]{80,}`, ""}, // a session id: the org id, "!", the session
	{"zoho-token", "1000.", `1000\.[a-f0-9]{32}\.[a-f0-9]{32}\b`, ""},
	// redact48: formats from gitleaks' default rules and trufflehog's
	// detectors that no entry above held and no shape rule reads: a tail
	// shorter than a bare prefixed token's (Checkout.com's sandbox key), all
	// hex (an Infisical service token, a UUID and two hex parts), or a
	// vendor's tag at the end (a MaxMind license key ends in "_mmk", the
	// match reaching back over the key before it).
	{"checkout-key", "sk_", `sk_sbox_[a-z0-9]{26}\b`, ""},
	{"infisical-token", "st.", `st\.[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}\.[a-f0-9]{32}\.[a-f0-9]{32}\b`, ""},
	{"maxmind-key", "_mmk", `[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk\b`, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_"},
	// .ROBLOSECURITY: a fixed warning ("...steal-your-ROBUX-and-items.|_")
	// then the session; the span starts at the warning's end, whose "your"
	// would read as a placeholder's.
	{"roblox-cookie", "ROBUX-and-items.|_", `ROBUX-and-items\.\|_[A-Fa-f0-9]{64,}`, ""},
	// Wallet secrets by their chains' encodings: Nostr's bech32 nsec, Sui's
	// suiprivkey, NEAR's ed25519: secret (its public key is 43 or 44
	// base58), a Stellar secret seed (S then A-D; its public account opens with G).
	// A WIF private key as Electrum imports it, behind its script type
	// (p2pkh:, p2wpkh:, p2wpkh-p2sh:): base58 of 51 or 52 characters.
	{"wallet-key", "p2pkh:", `p2pkh:[5KLc9][1-9A-HJ-NP-Za-km-z]{50,51}\b`, ""},
	{"wallet-key", "p2wpkh", `p2wpkh(?:-p2sh)?:[5KLc9][1-9A-HJ-NP-Za-km-z]{50,51}\b`, ""},
	{"wallet-key", "nsec1", `nsec1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{58}\b`, ""},
	{"wallet-key", "suiprivkey1", `suiprivkey1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{50,}\b`, ""},
	{"wallet-key", "ed25519:", `ed25519:[1-9A-HJ-NP-Za-km-z]{80,90}\b`, ""},
	{"wallet-key", "SA", `SA[A-Z2-7]{54}\b`, ""},
	{"wallet-key", "SB", `SB[A-Z2-7]{54}\b`, ""},
	{"wallet-key", "SC", `SC[A-Z2-7]{54}\b`, ""},
	{"wallet-key", "SD", `SD[A-Z2-7]{54}\b`, ""},
	// A PKCS#8 private key written as hex (Hedera's and other SDKs' DER
	// form): the fixed header of an Ed25519 or a secp256k1 key, then the key.
	{"private-key", "302e020100300506032b657004220420", `302e020100300506032b657004220420[a-fA-F0-9]{64}`, ""},
	{"private-key", "3030020100300706052b8104000a04220420", `3030020100300706052b8104000a04220420[a-fA-F0-9]{64}`, ""},
	// Azure's identifiable keys: base64 with a fixed signature at a fixed
	// place (Functions AzFu, Search AzSe, Container Registry +ACR, Service
	// Bus +ASb, Event Hubs +AEh, Relay +ARm, Storage +ASt, Cosmos DB ACDb,
	// API Management APIM, Cache for Redis AzCa); the match reaches back
	// over the key's body before its signature.
	{"azure-key", "AzFu", `[A-Za-z0-9_\-]{44}AzFu[A-Za-z0-9_\-]{5}[AQgw]==`, azureBack},
	{"azure-key", "AzSe", `[A-Za-z0-9]{42}AzSe[A-D][A-Za-z0-9]{5}\b`, azureBack},
	{"azure-key", "+ACR", `[A-Za-z0-9]{42}\+ACR[A-Za-z0-9]{6}\b`, azureBack},
	{"azure-key", "+ASb", `[A-Za-z0-9+/]{33}\+ASb[A-Za-z0-9+/]{5}=`, azureBack},
	{"azure-key", "+AEh", `[A-Za-z0-9+/]{33}\+AEh[A-Za-z0-9+/]{5}=`, azureBack},
	{"azure-key", "+ARm", `[A-Za-z0-9+/]{33}\+ARm[A-Za-z0-9+/]{5}=`, azureBack},
	{"azure-key", "+ASt", `[A-Za-z0-9+/]{76}\+ASt[A-Za-z0-9+/]{5}[AQgw]==`, azureBack},
	{"azure-key", "ACDb", `[A-Za-z0-9+/]{76}ACDb[A-Za-z0-9+/]{5}[AQgw]==`, azureBack},
	{"azure-key", "APIM", `[A-Za-z0-9+/]{76}APIM[A-Za-z0-9+/]{5}[AQgw]==`, azureBack},
	{"azure-key", "AzCa", `[A-Za-z0-9]{33}AzCa[A-P][A-Za-z0-9]{5}=`, azureBack},
	{"azure-key", "JQQJ9", `[A-Za-z0-9]{52}JQQJ9[9DH][A-Za-z0-9]{26}`, azureBack}, // the annotated keys of Azure AI, DevOps and others: 84 characters
	{"jwt", "eyJ", `eyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}`, ""},
}

// A Facebook app access token is the app's id, "|", and the app's secret
// (32 hex), which Graph accepts as the token itself. It opens with any
// digit, so it is filed under each digit and "|" and reads back over the
// id; 15 or 16 digits exactly, as app ids run.
func init() {
	for d := '0'; d <= '9'; d++ {
		providers = append(providers, provider{"facebook-token", string(d) + "|", `\d{15,16}\|[a-f0-9]{32}\b`, "0123456789"})
	}
}

// twilioSecretArg is the literal after a Twilio SID's in a call's
// arguments: an auth token is 32 hex, an API key's secret 32 letters and
// digits.
const twilioSecretArg = `(?:["']\s*,\s*["'][A-Za-z0-9]{32}\b)`

// azureBack is the alphabet an Azure identifiable key's body is written
// in, before its signature.
const azureBack = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+/_-"

// providerRule is a provider with its compiled pattern. The scan looks rules
// up by the two bytes at each position, so it tries only the few that can
// match there.
type providerRule struct {
	provider
	re *regexp.Regexp
}

// providerTable compiles the providers' patterns on first use, not when the
// program starts: compiling them all takes over a millisecond, and most
// hippo processes (every prompt hook) never redact.
var providerTable = sync.OnceValue(func() *pairTable[providerRule] {
	x := &pairTable[providerRule]{}
	for _, p := range providers {
		x.add(p.prefix, providerRule{p, regexp.MustCompile(`^(?:` + p.re + `)`)})
	}
	return x
})

// maxProviderSpan bounds the window a provider's pattern runs on; the
// longest format (a Dropbox or Firebase token) is under 300 bytes.
const maxProviderSpan = 512

// maxTokenSpan bounds the window a provider's pattern reads: a JWT carries
// its claims, and a Kubernetes service account's runs past a kilobyte. The
// pattern is anchored and stops where the token does, so a wider window costs
// nothing on text that holds no token.
const maxTokenSpan = 4096

// isWord says whether c continues a token: a prefix preceded by one is inside
// another token (the "sk-" of "task-runner-...") and does not start a secret.
func isWord(c byte) bool { return class(c) != 0 || c == '_' }

// providerTokens finds every provider-prefixed credential.
func providerTokens(text string, spans []span) []span {
	providerTable().scan(text, func(i int, rules []providerRule) int {
		for _, r := range rules {
			if end, start := matchProvider(text, i, r); end > 0 && !wordsBody(text[i+len(r.prefix):end], 5) {
				spans = append(spans, span{start, end, r.kind})
				return end
			}
		}
		return i + 1
	})
	return spans
}

// wordsBody says whether a provider match's body after its prefix is a name
// written in words, not random characters: letters only, some lowercase,
// capitals never two in a row, and words (a capital starts one) of avg
// letters on average (hf_requiredCharacteristicTypesForDisplay, a Wireshark
// hf_ field). Random letters put two capitals together within a few characters.
func wordsBody(b string, avg int) bool {
	words, lower := 1, false
	for i := 0; i < len(b); i++ {
		c := class(b[i])
		if c != 1 && c != 2 {
			return false
		}
		if i > 0 && c == 2 {
			if class(b[i-1]) == 2 {
				return false // an acronym or random capitals: all-capital bodies are keys (AWS's)
			}
			words++
		}
		lower = lower || c == 1
	}
	return lower && len(b) >= avg*words
}

// matchProvider tries r at i and returns the match's end and start (0, 0 when none).
func matchProvider(text string, i int, r providerRule) (end, start int) {
	if !strings.HasPrefix(text[i:], r.prefix) {
		return 0, 0
	}
	start = i
	for r.back != "" && start > 0 && strings.IndexByte(r.back, text[start-1]) >= 0 && i-start < 64 {
		start--
	}
	if start > 0 && isWord(text[start-1]) && (r.back == "" || start == i) {
		return 0, 0
	}
	w := text[start:min(len(text), start+maxTokenSpan)]
	loc := r.re.FindStringIndex(w)
	if loc == nil || atBreak(text, start+loc[1]) { // only a token cut by a line break is read on
		if k, n := wrapPoint(text, i); n > 0 && (loc == nil || start+loc[1] == k) {
			// A whole token at a line's end before another line of its
			// kind (a list of keys) is no wrapped one: keep its own match.
			if end, from := wrappedMatch(text, start, k, n, r); end > 0 {
				return end, from
			}
		}
	}
	if loc == nil {
		if end := joinedProvider(text, start, r); end > 0 {
			return end, start // a key split over joined literals
		}
	}
	if loc == nil || start+loc[1] <= i {
		return 0, 0
	}
	return start + loc[1], start
}

// atBreak: a line break is at i.
func atBreak(text string, i int) bool { return i < len(text) && (text[i] == '\n' || text[i] == '\r') }

// wrapPoint is where the token at i meets a line break (k), and the length
// of the break and of the token's rest on the next line (n), when a terminal
// or an editor wrapped it there (wrapped says so), else n is 0.
func wrapPoint(text string, i int) (k, n int) {
	k = i
	for k < len(text) && (isWord(text[k]) || text[k] == '-') {
		k++
	}
	return k, wrapped(text, k) // 0 unless a line break stands at k
}

// wrappedMatch matches r on the token that starts at start with its line
// break at k removed, n bytes of break and rest after it: a token the
// terminal cut in two ("ghp_ksrp...\n7oLz...") is redacted whole.
func wrappedMatch(text string, start, k, n int, r providerRule) (end, from int) {
	brk := 1
	if text[k] == '\r' {
		brk = 2
	}
	loc := r.re.FindStringIndex(text[start:k] + text[k+brk:k+n])
	if loc == nil || start+loc[1] <= k {
		return 0, 0
	}
	return start + loc[1] + brk, start
}
