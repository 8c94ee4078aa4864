package redact_test

import "testing"

// A chat's turns marked by a dialogue dash, an en dash or a bullet: the
// question that asks for a password and the bare reply under it are read
// as they are without the mark. A reply that says where the password is,
// or a value with a blank, stays.
func TestClasses49DialogueDash(t *testing.T) {
	check45(t, []twin45{
		{"—¿cuál es la contraseña del wifi de la oficina?\n—Rq7Lm2xWp94\n—gracias", "Rq7Lm2xWp94"},
		{"— what's the admin password for the NAS?\n— Tz9Kq4Lm2Vx\n— cheers", "Tz9Kq4Lm2Vx"},
		{"– what is the root password?\n– Hb3Nx8Qw2Lp5", "Hb3Nx8Qw2Lp5"},
		{"- what's the vpn password?\n- Wq5Rt8Zm3Kd7", "Wq5Rt8Zm3Kd7"},
		{"• wie lautet das Passwort für den Drucker?\n• Pk4Vz9Lq2Nm", "Pk4Vz9Lq2Nm"},
		{"—¿cuál es la contraseña del router?\n—en el cajón de arriba\n—gracias", ""},
		{"— what's the admin password for the NAS?\n— ask Dana, it's in the vault", ""},
		{"- what's the password policy?\n- twelve characters minimum", ""},
	})
}

// The whole reply to a question that asks for a password, when it mixes
// lowercase letters, capitals, digits and symbols as a generator's
// password does: its "=" and "." are its characters, not an assignment's
// and a host's. A host, a URL or a word with a dot and no digit stays.
func TestClasses49GeneratedReply(t *testing.T) {
	check45(t, []twin45{
		{"what's the db password?\nq7=Tz.Lm4!Wx", "q7=Tz.Lm4!Wx"},
		{"¿cuál es la contraseña del router?\nzUl=Lz1iTS.FpF!4nA-", "zUl=Lz1iTS.FpF!4nA-"},
		{"wie lautet das Passwort?\nKp.9x=Rt2mW#", "Kp.9x=Rt2mW#"},
		{"what's the wiki password?\nAsk.IT-Desk", ""},
		{"what's the vpn password?\nVpn.Example.com", ""},
		{"what's the password?\nhttps://Vault.Acme2.io/ui", ""},
	})
}

// A key that starts with a dollar sign (Asaas's "$aact_..."): a variable's
// name stops at the first "+", "/" or "=" and reads as words, where a key
// goes on random past them. References to a variable, a path under one and
// an expansion stay.
func TestClasses49DollarKey(t *testing.T) {
	key := "$aact_YTU5YTE0M2M2N2I4MTliNzk0YTI5N2U5MzdjNWZmNDQ6OjAwMDAwMDAwMDAwMDAwNjk4NzA6OiRhYWNoXzQ3Y/Qx+ZmYtOTFkMi00ZTBk"
	check45(t, []twin45{
		{"chave da API do Asaas (produção): " + key, key},
		{"ASAAS_API_KEY='" + key + "'", key},
		{"la clave de la API es " + key + " (no la compartas)", key},
		{"api_key: $API_KEY", ""},
		{"token_file = $HOME/.config/acme/token", ""},
		{"secret: ${VAULT_SECRET}/primary", ""},
		{"ASAAS_API_KEY=$AsaasProductionKey/current", ""},
	})
}

// A vendor's key split over joined string literals to hide it from a
// scanner: its prefix's pattern is matched on the literals joined, in
// whichever language joins them. A short literal joined to a name, or a
// prefix alone, stays.
func TestClasses49SplitVendorKey(t *testing.T) {
	check45(t, []twin45{
		{`const k = "gsk_Q8vLm2Xp9Rt4Wz7N" + "b3Kd6Hs1Jf5Gc8Vy2Tq4Lp7Mx";`, "gsk_Q8vLm2Xp9Rt4Wz7N"},
		{`key = "hf_Rt4Wz7Nb3Kd6" "Hs1Jf5Gc8Vy2Tq4Lp7Mx9Qa"`, "hf_Rt4Wz7Nb3Kd6"},
		{`$k = 'pplx-Zm3Kd7Wq5Rt8Hb3N' . 'x8Qw2Lp5Tz9Kq4Lm2Vx7Pa4Rt8Hb';`, "pplx-Zm3Kd7Wq5Rt8Hb3N"},
		{`prefix = "gsk_" + env_name`, ""},
		{`label := "gsk_" + "docs"`, ""},
	})
}

// A base64 key that opens with a credential's short word ("Sk", "Ak",
// "Iv", "Ww") and goes on through a "+" or a "/": the word is the key's own
// characters, not a label, so a public key stays. A short word that ends
// a name before "=" or ":" still labels its value.
func TestClasses49BlobHead(t *testing.T) {
	check45(t, []twin45{
		{"[Peer]\nPublicKey = Sk+birTdCbIncqoeAQZNcjLVzvW5EBM4tfe21rM1FUM=\nAllowedIPs = 10.66.0.8/32", ""},
		{"peer public key: Ak/9xQmR2vTz7LwP4nYc8KdH3sJf6GbU1eVa5ZqWo0M=", ""},
		{"server_pubkey: Iv+3mQzR8xLw2TnP7cYd4KhJ9sFf6GbU1eVa5ZqWo0A=", ""},
		{"OBS_SK=Xr7pQ2vLm9Kd4Wz8Nb3T", "Xr7pQ2vLm9Kd4Wz8Nb3T"},
		{"SK: Hq8Zr3Lm6Vx2Np9Kd4Wt7B", "Hq8Zr3Lm6Vx2Np9Kd4Wt7B"},
	})
}

// A variable's expansion that ends a quoted string, anywhere in it
// ("Bearer $GITHUB_TOKEN"): it stands where the value goes and gives none
// after it, so the next quoted string (a header's name) is no value. A
// value assigned to a variable still goes.
func TestClasses49QuotedReference(t *testing.T) {
	check45(t, []twin45{
		{`curl -H "Authorization: Bearer $GITHUB_TOKEN" -H "X-GitHub-Api-Version: 2022-11-28" https://api.github.com/user`, ""},
		{`http GET api.acme.io 'X-Api-Key: $ACME_API_KEY' 'X-Api-Key-Version: 3'`, ""},
		{`wget --header="X-Auth: $API_SECRET" --header="X-Secret-Rotation: 2024-06-01" https://x.io`, ""},
		{`$token = "Xk29vLq8Tz77abcQ";`, "Xk29vLq8Tz77abcQ"},
		{`my $password = 'Tr0ub4dor&3x';`, "Tr0ub4dor&3x"},
	})
}

// A record's key in the scripts whose word for a key is a credential's
// anchor: a cache's, a table's primary, a partition's (キャッシュキー, 主鍵,
// 캐시 키). What it names is a digest or an id; an API's key, a secret key
// and a key with no record's word before it still go.
func TestClasses49ForeignRecordKey(t *testing.T) {
	check45(t, []twin45{
		{"CIのキャッシュキーは node-modules-03d982cbff419e1bcddd2f2cf331dd4ad1c03d6d10ff708ff36c5e4d5b58b3b6 です。", ""},
		{"パーティションキー: 9f3c2a7b5e1d4f60a8b2c9d7e3f1a5b4", ""},
		{"캐시 키: build-deps-5b8e2f9a1c3d7e6b4a0f2c8d9e1b3a7f", ""},
		{"主鍵 a3f9c2e7b1d54f8a9c0e2b7d6f1a3c5e 重複了", ""},
		{"APIキー: Xk29vLq8Tz77abcQRm4W", "Xk29vLq8Tz77abcQRm4W"},
		{"API 키: Hq8Zr3Lm6Vx2Np9Kd4Wt7B", "Hq8Zr3Lm6Vx2Np9Kd4Wt7B"},
		{"秘密鍵: Wq5Rt8Zm3Kd7Hb3Nx8Qw2Lp5", "Wq5Rt8Zm3Kd7Hb3Nx8Qw2Lp5"},
	})
}

// A build artifact's or a cache entry's name, words before the hex digest
// of its inputs, is no prefixed token; one whose words name a secret is.
func TestClasses49WordedDigest(t *testing.T) {
	check45(t, []twin45{
		{"restored cache node-modules-03d982cbff419e1bcddd2f2cf331dd4ad1c03d6d10ff708ff36c5e4d5b58b3b6 in 2s", ""},
		{"artifact python-wheels-v3-9a8b7c6d5e4f30211234567890abcdef9a8b7c6d5e4f3021 uploaded", ""},
		{"INNGEST_SIGNING_KEY=signkey-prod-99a213cc50287d557c70c4d1fe49d2e259d955f7d32bddc33ec0a6e3e3ba7ce6", "signkey-prod-99a213cc50287d557c70c4d1fe49d2e259d955f7d32bddc33ec0a6e3e3ba7ce6"},
	})
}

// A framework's session cookie pasted outside a Cookie header: an app's
// name before "session" (_myapp_session, laravel_session, ci_session) is
// the cookie, and a random value after it logs its owner in. A word or a
// number after it, "session" alone and a session's id stay.
func TestClasses49SessionCookie(t *testing.T) {
	check45(t, []twin45{
		{"replay it with `_shop_session=Zq8Lm2Xp9Rt4Wz7Nb3Kd6Hs1Jf5Gc8Vy2Tq4Lp7Mx%3D%3D` and you get a 500", "Zq8Lm2Xp9Rt4Wz7Nb3Kd6Hs1Jf5Gc8Vy2Tq4Lp7Mx"},
		{"Le cookie laravel_session=eyJpdiI6IkRxZ2VQa3Z4TjB3c1F6bE1kV3c9PSIsInZhbHVlIjoiR3h4 expire jamais", "eyJpdiI6IkRxZ2VQa3Z4TjB3c1F6bE1kV3c9PSIsInZhbHVlIjoiR3h4"},
		{"| ci_session | 9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a | /admin |", "9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a"},
		{"tmux session=main", ""},
		{"user_session: expired", ""},
		{"db_session = Session(engine)", ""},
		{"SESSION_LIFETIME=120", ""},
	})
}
