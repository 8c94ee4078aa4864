package redact_test

import "testing"

// A prefixed key whose tail joins a hex part to a random one (Brevo's
// xkeysib-<64 hex>-<16 base62>, its SMTP key xsmtpsib-): random hex of that
// length runs eight digits in a row by chance, which read as a timestamp's
// and kept the key. Tails of words and a digest (a cache's key, a build's
// artifact), a placeholder and a Go pseudo-version's timestamp stay.
func TestVendors48HexBesideRandom(t *testing.T) {
	check45(t, []twin45{
		{"BREVO_API_KEY=\"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\"", "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"},
		{"the sendinblue key from the old account: 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", "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"},
		{"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", "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"},
		{"spring.mail.password=xsmtpsib-c5a61d8159252c578bb6e4bb54879be5a7c9312cadeb8b31ab284c116b162eae-Mvpj00qLtzIrT86T", "xsmtpsib-c5a61d8159252c578bb6e4bb54879be5a7c9312cadeb8b31ab284c116b162eae-Mvpj00qLtzIrT86T"},
		{"2024-06-01T09:12:44Z DEBUG signer init secret=whk_9f2c857db84473ae193cf24028ae27a317bb2d771e2656f3_TrUsdgHXK1bsvf ok", "whk_9f2c857db84473ae193cf24028ae27a317bb2d771e2656f3_TrUsdgHXK1bsvf"},
		{"Der neue Schlüssel ist lk-f64b38ba2d2642505e5e1cac44eb766564eaa775-SkJPh8Nf94YK8zpG1sCB, bitte nicht committen.", "lk-f64b38ba2d2642505e5e1cac44eb766564eaa775-SkJPh8Nf94YK8zpG1sCB"},
		{"Cache restored from key: Linux-node-modules-aae72c726f8cee2cb0775b9f0b22d9905daa8093a50756bede942f332cab75d4", ""},
		{"artifact node-modules-e4917b9541bf85846a8772803892b23f041c8d72-569996e275211030301e01bb uploaded", ""},
		{"docker image app-build-ba53d1bf8067eef5507046ad87cfcf4b0ba85c38823bbea0bee63beb410f3f2a pushed", ""},
		{"xkeysib-your-api-key-here", ""},
		{"version v0.0.0-20240612306525-d7e3917baee9", ""},
	})
}

// Formats from gitleaks' default rules and trufflehog's detectors that no
// shape rule reads: Checkout.com's sandbox key (a tail of 26), an
// Infisical service token (all hex), a MaxMind license key (its vendor's
// tag at the end). Publishable keys, placeholders and a trace id stay.
func TestVendors48VendorFormats(t *testing.T) {
	check45(t, []twin45{
		{"CKO_SECRET_KEY=sk_sbox_t9bzg9ar2ff1llzgdvnn5gteej", "sk_sbox_t9bzg9ar2ff1llzgdvnn5gteej"},
		{"const api = new Checkout('sk_sbox_t9bzg9ar2ff1llzgdvnn5gteej');", "sk_sbox_t9bzg9ar2ff1llzgdvnn5gteej"},
		{"sandbox key for the payments demo: sk_sbox_t9bzg9ar2ff1llzgdvnn5gteej", "sk_sbox_t9bzg9ar2ff1llzgdvnn5gteej"},
		{"INFISICAL_TOKEN=st.e5d81f3a-26cb-517e-f114-518e5c336576.f0221fb7f311c7b9719d0b7839cb88f5.3c36f2395d926d7a70b706b00f156801 infisical run -- npm start", "st.e5d81f3a-26cb-517e-f114-518e5c336576.f0221fb7f311c7b9719d0b7839cb88f5.3c36f2395d926d7a70b706b00f156801"},
		{"infisical export --token=st.e5d81f3a-26cb-517e-f114-518e5c336576.f0221fb7f311c7b9719d0b7839cb88f5.3c36f2395d926d7a70b706b00f156801", "st.e5d81f3a-26cb-517e-f114-518e5c336576.f0221fb7f311c7b9719d0b7839cb88f5.3c36f2395d926d7a70b706b00f156801"},
		{"st.e5d81f3a-26cb-517e-f114-518e5c336576.f0221fb7f311c7b9719d0b7839cb88f5.3c36f2395d926d7a70b706b00f156801", "st.e5d81f3a-26cb-517e-f114-518e5c336576.f0221fb7f311c7b9719d0b7839cb88f5.3c36f2395d926d7a70b706b00f156801"},
		{"LicenseKey 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", "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"},
		{"MAXMIND_LICENSE_KEY: \"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\"", "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"},
		{"la licence GeoIP : 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", "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"},
		{"pk_sbox_ljxgc6ya0d6v0h1yikks6txhqs is the public key for the card frame", ""},
		{"sk_sbox_your_secret_key", ""},
		{"st.59403bf7-3dc4-18f2-8d01-3f607ed9650c is the trace", ""},
		{"MaxMind account 123456 uses edition GeoLite2-City", ""},
		{"the model file geoip_unodsl_mmk.dat", ""},
	})
}

// A Steam game server login token said by its initials, GSLT, as a PAT is:
// the 32 hex after it, in a chat's Italian or German, a setting, a
// container's environment. Where the initials name the token without
// giving one, the sentence stays.
func TestVendors48GameServerToken(t *testing.T) {
	check45(t, []twin45{
		{"Il GSLT invece è 6895FA73BFAA1E54402A8C0D44A9694B. Non condividetelo.", "6895FA73BFAA1E54402A8C0D44A9694B"},
		{"GSLT=DB8ABBA7C291E2BDA90B61F3416A12EB", "DB8ABBA7C291E2BDA90B61F3416A12EB"},
		{"docker run -e GSLT=0D9818D8C31CFA3B1E39C7DB236D1B9A cm2network/csgo", "0D9818D8C31CFA3B1E39C7DB236D1B9A"},
		{"unser GSLT: 93B7E45F624284DD6B7F0E0B29FD966B", "93B7E45F624284DD6B7F0E0B29FD966B"},
		{"server token: 8ACC81D66E1F6E53178BA97F0DF5DE4D", "8ACC81D66E1F6E53178BA97F0DF5DE4D"},
		{"Get a GSLT at https://steamcommunity.com/dev/managegameservers (app id 730)", ""},
		{"the GSLT expires after a year unless the server logs in", ""},
		{"GSLT=<your token here>", ""},
		{"Steam build id 14290372 deployed; GSLT unchanged", ""},
	})
}

// The vendor formats of the public scanners' rule lists that the redactor
// already read before redact48, kept from regressing: each written fresh
// with python's secrets module in a chat, code, config, log or URL
// context. Public keys, digests and ids of the same vendors stay.
func TestVendors48PublicFormats(t *testing.T) {
	check45(t, []twin45{
		{"client.run('OTI0ODU0Mjc2MTE0MTQ5NDc1.KtPgcq.b2D6ufSDg7zQOuDxex9S_XadfpAj4PAVSALz-p')", "OTI0ODU0Mjc2MTE0MTQ5NDc1.KtPgcq.b2D6ufSDg7zQOuDxex9S_XadfpAj4PAVSALz-p"},
		{"DISCORD_TOKEN=OTI0ODU0Mjc2MTE0MTQ5NDc1.KtPgcq.b2D6ufSDg7zQOuDxex9S_XadfpAj4PAVSALz-p", "OTI0ODU0Mjc2MTE0MTQ5NDc1.KtPgcq.b2D6ufSDg7zQOuDxex9S_XadfpAj4PAVSALz-p"},
		{"export DT_API_TOKEN=dt0c01.QFOD1VI7KH4L42BCKHKY232G.ATQFOZ4SW3PZGZ3MAO5XJ5WIB9AZ0VISH2NHFOFU7X1UPIS9XBMZ06S4PV2OES5D", "dt0c01.QFOD1VI7KH4L42BCKHKY232G.ATQFOZ4SW3PZGZ3MAO5XJ5WIB9AZ0VISH2NHFOFU7X1UPIS9XBMZ06S4PV2OES5D"},
		{"dt0c01.QFOD1VI7KH4L42BCKHKY232G.ATQFOZ4SW3PZGZ3MAO5XJ5WIB9AZ0VISH2NHFOFU7X1UPIS9XBMZ06S4PV2OES5D", "dt0c01.QFOD1VI7KH4L42BCKHKY232G.ATQFOZ4SW3PZGZ3MAO5XJ5WIB9AZ0VISH2NHFOFU7X1UPIS9XBMZ06S4PV2OES5D"},
		{"scalingo login --api-token tk-us-cfSCxIdExeZDfsqHr1mWnMgGeejTUfuhw7EbqNaEEFYbpoSX", "tk-us-cfSCxIdExeZDfsqHr1mWnMgGeejTUfuhw7EbqNaEEFYbpoSX"},
		{"x-api-key: pat.8xZidLFRPtU9uszdcgLZjl.na6F7LvIqJE69e4gURXK6HYd.UgOanlGMQ0k54DSOBpMI", "pat.8xZidLFRPtU9uszdcgLZjl.na6F7LvIqJE69e4gURXK6HYd.UgOanlGMQ0k54DSOBpMI"},
		{"CLICKUP_TOKEN=pk_78202465_CS54TYYOHSODOTKPTRGYYZ4GTZ2NGWY8", "pk_78202465_CS54TYYOHSODOTKPTRGYYZ4GTZ2NGWY8"},
		{"secretKey: 'sec-c-FGljyCzvlPq3BFspnjCLCs2JFzICXebJacqLg3rJZX0y94zn'", "sec-c-FGljyCzvlPq3BFspnjCLCs2JFzICXebJacqLg3rJZX0y94zn"},
		{"ngrok config add-authtoken 26e94rmQFmjwZhCE5WBOOmPpodH_v8juNuHcAD9jOfCpMy8ii", "26e94rmQFmjwZhCE5WBOOmPpodH_v8juNuHcAD9jOfCpMy8ii"},
		{"deployctl deploy --token=ddp_A2FEKQnVhaTgh011ESOuZhoYp0Cw7yTd3gLe", "ddp_A2FEKQnVhaTgh011ESOuZhoYp0Cw7yTd3gLe"},
		{"napi_v9sf333wu032areng4y37mxiajn2e2xcm3niompf4vkejum0d75vb24wt53687n4", "napi_v9sf333wu032areng4y37mxiajn2e2xcm3niompf4vkejum0d75vb24wt53687n4"},
		{"Circle-Token: CCIPAT_jNMOQlJKSluWcl0E4gZfxG_8b972f7ba7e199c168b41fc149bfcd3c8fb53fd2", "CCIPAT_jNMOQlJKSluWcl0E4gZfxG_8b972f7ba7e199c168b41fc149bfcd3c8fb53fd2"},
		{"git clone https://oauth2:WCkzycZX9y2xNFd4NN26tXID@gitlab.example.com/team/app.git", "WCkzycZX9y2xNFd4NN26tXID"},
		{"amqp://svc:WCkzycZX9y2xNFd4NN26tXID@rabbit.internal:5672/", "WCkzycZX9y2xNFd4NN26tXID"},
		{"https://maps.example.com/api/geocode?key=G7zo0pvfHKfphpHYyDg6RHoh8jxeXbzRTZHAO9gU&q=Berlin", "G7zo0pvfHKfphpHYyDg6RHoh8jxeXbzRTZHAO9gU"},
		{"NEXT_PUBLIC_POSTHOG_KEY=phc_Km4o3XP9mPRO6noV4NrcDBvI7rDrPsAMPqr7Yhy480s", ""},
		{"FLWPUBK_TEST-b9eca5a5911e71853e024fd7dda43e7d-X", ""},
		{"image: ghcr.io/acme/app@sha256:17e673b48f74bed3d795aae80236095cd37daf62e7db60285a6b289577c05ee9", ""},
		{"git clone https://github.com/acme/app.git", ""},
		{"mailgun.js validation: pubkey-9a73731c1ea1b2b9467b1084f2585a50", ""},
		{"PUBLISHABLE_KEY=publishable_0jEOwgUloRzF7e20sSXP1PCNSymWRkIwjq2j", ""},
		{"restored ccache-release-a521f92d900cc04354e6f4276050e1c76b748a7f9f52e35f70a4d1080baffed0 from the build cache", ""},
		{"commit ef3083c515422f5854f3702020ef4aa62a6d3b81 fixed the login", ""},
	})
}

// A key whose prefix names it (Inngest's signkey-prod-<64 hex>, an
// apikey-live- or secret-ci- of one's own) is a key though its tail is
// words and hex; the same tail after a name that is none (a cache's,
// a build's, a wheel's) is a digest and stays.
func TestVendors48KeyNamedHex(t *testing.T) {
	check45(t, []twin45{
		{"inngest dev  --signing-key signkey-test-c76342792db72481162a6c1e6a76cc2c8f064aeb8c673fe784d76075e0401a72", "signkey-test-c76342792db72481162a6c1e6a76cc2c8f064aeb8c673fe784d76075e0401a72"},
		{"the prod signing key is signkey-prod-a45130e4f1684fbaa772140bf57149870eee804a5a49f37cacc1c5b9c237d042, rotate it Friday", "signkey-prod-a45130e4f1684fbaa772140bf57149870eee804a5a49f37cacc1c5b9c237d042"},
		{"apikey-live-158a43ca326272c9a749d3b5eda828fc745422c8c9839306", "apikey-live-158a43ca326272c9a749d3b5eda828fc745422c8c9839306"},
		{"- name: deploy\n  run: ./push.sh secret-ci-cc3bbdac26bdf1ed911dc6203453a74cf294802d", "secret-ci-cc3bbdac26bdf1ed911dc6203453a74cf294802d"},
		{"restored terraform-state-7f3a0a964fc96b7a598aafc4a9f15b0aecba8164b65fbbf77f57eaaf9a252f8b from the runner cache", ""},
		{"restored go-build-cache-20331b3e7b258b8372ba18ec3b557ab0dffadbb7 from the runner cache", ""},
		{"restored wheel-cp312-dfc4673f050e9e561c1ef5c7a1af5459a36594c1b5eddb0a4079404b93191165 from the runner cache", ""},
	})
}

// Providers whose API keys are UUIDs (gitleaks' heroku, hubspot, kucoin
// and squarespace rules, trufflehog's postmark): a UUID their name labels
// alone is the key. Any other provider's UUID, or one the name does not
// label, is an id and stays.
func TestVendors48UUIDKeys(t *testing.T) {
	check45(t, []twin45{
		{"heroku: d8d7e61b-c155-46f6-b187-d9ddcc1dada2", "d8d7e61b-c155-46f6-b187-d9ddcc1dada2"},
		{"hubspot = 98E0E1DC-74D2-4558-8AB2-CF8D30A56399", "98E0E1DC-74D2-4558-8AB2-CF8D30A56399"},
		{"{\"kucoin\": \"2d44bf77-f2fc-4f73-9a87-e636fedf91a6\"}", "2d44bf77-f2fc-4f73-9a87-e636fedf91a6"},
		{"squarespace: a47e2d20-887b-45b9-848a-450184eb9606  # commerce api", "a47e2d20-887b-45b9-848a-450184eb9606"},
		{"Postmark: 6969474e-d2ff-45f0-92a1-3e4f6d8f3006", "6969474e-d2ff-45f0-92a1-3e4f6d8f3006"},
		{"sentry: 9b4dfa23-c0b3-47dc-9ac5-9032eb6d3603", ""},
		{"heroku release v42 6a8b5925-7982-4c05-9194-c245629b51ae deployed", ""},
		{"Heroku app id: aa5a28bb-a6f9-4b14-8c7a-01e26e52e77b", ""},
		{"L'ID de l'app Heroku : 888cf83e-1bc6-4960-b114-eb533daedc64", ""},
		{"postmark: 1e223511-6c68-4997-9bb6-50264c6bcfb0 (that's the server's id, the token is elsewhere)", ""},
		{"mistral: 556392f8-9af5-4484-9d07-c1794a15cdbb", ""},
	})
}

// An SDK's own function named for its provider and more (algoliasearch,
// algoliasearchLite) handed hex of the length that provider issues its
// keys at: the key. Hex of another length, an index's name, or a call of
// no provider's stays.
func TestVendors48SDKNamedCall(t *testing.T) {
	checkRedacted(t, []leakCase{
		{"const client = algoliasearch('LATENCY42', 'a101787646eaa5fdb07fa007369115ec');", "a101787646eaa5fdb07fa007369115ec"},
		{"client = algoliasearch(\"Q1W2E3R4T5\", \"47e64a23f689d66baaf38736c4f1c61c\")", "47e64a23f689d66baaf38736c4f1c61c"},
		{"algoliasearchLite('APPID77', '3ad86570daac8a9f11189e0884065b62')", "3ad86570daac8a9f11189e0884065b62"},
	})
	checkKept(t, []string{
		"algoliasearch('LATENCY42', '504759f761207de131ed45da7a4705478604df22')",
		"algoliasearch('LATENCY42', 'products_index')",
		"hashlib.sha256('5b44fce556b772e8f1f0e57c050105f9')",
	})
}
