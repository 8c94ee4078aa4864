package redact_test

import "testing"

// A vendor's bare shape glued to code's quotes and brackets: a Mailgun key
// (32-8-8 lowercase hex) handed to a PHP, Ruby or JS factory, and an Ably
// key (APPID.KEYID:SECRET) in a call or said bare. A UUID, a host and
// port and a module path in the same places stay.
func TestClasses50GluedVendorShapes(t *testing.T) {
	check45(t, []twin45{
		{"$mg = Mailgun::create('b05867a245212089843ec9ac67b9843d-fadadc60-3ef6f22d', 'https://api.eu.mailgun.net');", "b05867a245212089843ec9ac67b9843d-fadadc60-3ef6f22d"},
		{`mg_client = Mailgun::Client.new("f7ca8c385199730d0836e32fcef48acb-6516c687-c808feb4", "api.eu.mailgun.net")`, "f7ca8c385199730d0836e32fcef48acb-6516c687-c808feb4"},
		{"const mg = mailgun.client({username: 'api', key:'f7ca8c385199730d0836e32fcef48acb-6516c687-c808feb4'});", "f7ca8c385199730d0836e32fcef48acb-6516c687-c808feb4"},
		{"const ably = new Ably.Realtime('XIdHKa.6vti9e:wIXfZehab1GvGCQlGJeY-ZJGYjUFwJSpIuzYHK8W1hU');", "XIdHKa.6vti9e:wIXfZehab1GvGCQlGJeY-ZJGYjUFwJSpIuzYHK8W1hU"},
		{"für das Chat-Widget nimm 3K3xek.J4LG9q:apcjpcEtvTNLw4MTxO-qyefLkO3f2MVUeEeHyAeDSQc, der alte ist gesperrt", "3K3xek.J4LG9q:apcjpcEtvTNLw4MTxO-qyefLkO3f2MVUeEeHyAeDSQc"},
		{"client = AblyRest(\"3K3xek.J4LG9q:apcjpcEtvTNLw4MTxO-qyefLkO3f2MVUeEeHyAeDSQc\")", "3K3xek.J4LG9q:apcjpcEtvTNLw4MTxO-qyefLkO3f2MVUeEeHyAeDSQc"},
		{"$order = Order::find('8c1f7e2a-55b3-4a8e-9d61-0f3b2c4a7e19', 'https://api.example.com');", ""},
		{"conn = Redis.new(\"cache-01.internal:6379\", \"replica.internal:6380\")", ""},
		{"gunicorn 'billing.wsgi:application_factory_for_production_servers'", ""},
	})
}

// A Discord bot token whose first part was made up rather than encoded
// from the bot's id: it still opens with M, N or O, its middle part is 6
// characters and both ends read as random. A dotted name stays.
func TestClasses50MadeUpDiscordToken(t *testing.T) {
	check45(t, []twin45{
		{`client:run("Bot M3Mzq2-iGoeK6IAbke0ijlikvr.3oOiZz.PEbngVoSFn36SBCWnNx25IXVAGYTIf6k4u1YBZ")`, "M3Mzq2-iGoeK6IAbke0ijlikvr.3oOiZz.PEbngVoSFn36SBCWnNx25IXVAGYTIf6k4u1YBZ"},
		{"DISCORD_TOKEN=OZ6sf-QlWkIPDY4j4ikGqoOAJy.r1utk1.KBTTOXNVCoc7K6X0mkLMy43Hc6CAxvVxDOiM32", "OZ6sf-QlWkIPDY4j4ikGqoOAJy.r1utk1.KBTTOXNVCoc7K6X0mkLMy43Hc6CAxvVxDOiM32"},
		{"le token du bot : OZ6sf-QlWkIPDY4j4ikGqoOAJy.r1utk1.KBTTOXNVCoc7K6X0mkLMy43Hc6CAxvVxDOiM32 (ne le partage pas)", "OZ6sf-QlWkIPDY4j4ikGqoOAJy.r1utk1.KBTTOXNVCoc7K6X0mkLMy43Hc6CAxvVxDOiM32"},
		{"see Microsoft.AspNetCore.Authentication.JwtBearerExtensions for the handler", ""},
		{"import NotificationServiceProvider.render.ComponentWithDescriptiveLongName", ""},
	})
}

// A key written as its decimal bytes in a list under its name (a Zigbee
// network key, an AES key in JSON, a LoRaWAN app key): the whole list goes,
// not its first number. Short lists and lists of ports stay.
func TestClasses50ByteListKeys(t *testing.T) {
	check45(t, []twin45{
		{"advanced:\n  network_key: [200, 152, 98, 131, 201, 129, 50, 220, 242, 14, 185, 203, 99, 122, 163, 125]\n  channel: 15", "185, 203, 99, 122"},
		{`{"aes_key": [250, 193, 72, 112, 88, 252, 130, 151, 229, 235, 222, 55, 53, 64, 198, 168, 153, 243, 78, 234, 195, 64, 36, 35, 94, 173, 96, 196, 31, 133, 81, 32]}`, "96, 196, 31, 133"},
		{"app_key = [200, 152, 98, 131, 201, 129, 50, 220,\n           242, 14, 185, 203, 99, 122, 163, 125]", "99, 122, 163, 125"},
		{"ports: [80, 443, 8080, 8443, 9000, 9090, 3000, 5000, 5432, 6379, 27017, 11211, 9200, 5601, 15672, 1883]", ""},
		{"rgb: [255, 128, 0]", ""},
	})
}

// A session cookie's value whole, the warning it opens with and its hex,
// in a Cookie header, a dict and prose.
func TestClasses50CookieWarning(t *testing.T) {
	hex := "6355A691186423AABA21970FD43C48376355A691186423AABA21970FD43C48376355A691186423AABA21970FD43C4837"
	val := "_|WARNING:-DO-NOT-SHARE-THIS.--Sharing-this-will-allow-someone-to-log-in-as-you-and-to-steal-your-ROBUX-and-items.|_" + hex
	check45(t, []twin45{
		{"Cookie: .ROBLOSECURITY=" + val + "; RBXEventTrackerV2=CreateDate=1", "_|WARNING:-DO-NOT-SHARE-THIS"},
		{"cookies = {\".ROBLOSECURITY\": \"" + val + "\"}", "steal-your-ROBUX"},
		{"mi cookie de roblox es " + val + " no la compartas", "_|WARNING:-DO"},
		{"Roblox cookies open with _|WARNING:-DO-NOT-SHARE-THIS. so people stop pasting them", ""},
	})
}

// The reply to a question that asks for a credential hands its value over
// after a few words and a colon, and the question's line may run on past
// its "?" into why it asks. A reply that says where the value is stays.
func TestClasses50AskedColonReply(t *testing.T) {
	check45(t, []twin45{
		{"> what's in config/master.key? deploy says InvalidMessage\nit's literally one line: 6355a691186423aaba21970fd43c4837", "6355a691186423aaba21970fd43c4837"},
		{"what's the wifi password? the guests keep asking\nhere you go: Xk29vLq8Tz4W", "Xk29vLq8Tz4W"},
		{"wie lautet das Passwort für den Drucker? brauche es gleich\nhier bitte: Pk4Vz9Lq2Nm", "Pk4Vz9Lq2Nm"},
		{"¿cuál es la contraseña del router?\nes esta: Rq7Lm2xWp94", "Rq7Lm2xWp94"},
		{"what's the admin password? locked out again\nit's in the vault: see 1Password", ""},
		{"what's the wifi password?\nask Dana: she has it", ""},
		{"what's the wifi password?\nit's in the vault: 1Password", ""},
		{"what's the admin password? forgot again\ncheck the wiki page: Onboarding-Guide", ""},
		{"what's the password policy? asking for the audit\nthe rule is: twelve characters", ""},
	})
}

// A Steam game server login token given by the console command that sets
// it, on srcds' line or in server.cfg. A variable or a placeholder stays.
func TestClasses50SteamAccountCommand(t *testing.T) {
	check45(t, []twin45{
		{"./srcds_run -game csgo +map de_dust2 +sv_setsteamaccount 6355A691186423AABA21970FD43C4837 -port 27015", "6355A691186423AABA21970FD43C4837"},
		{"// server.cfg\nsv_setsteamaccount \"6355A691186423AABA21970FD43C4837\"\nsv_lan 0", "6355A691186423AABA21970FD43C4837"},
		{"docker run -e SRCDS_ARGS='+sv_setsteamaccount 6355A691186423AABA21970FD43C4837' cm2network/tf2", "6355A691186423AABA21970FD43C4837"},
		{"./srcds_run -game tf +sv_setsteamaccount $GSLT -port 27015", ""},
		{"put your token after +sv_setsteamaccount <token> in the start line", ""},
	})
}

// A product's serial of five groups or more whose groups are mostly
// letters, after a serial's or an activation's word. A device's serial
// number in one run, and groups of words, stay.
func TestClasses50LetterSerials(t *testing.T) {
	check45(t, []twin45{
		{"Unity Plus serial for the CI seat: XJ-KQPW-MRTZ-HNBL-CP8F-DQWA", "XJ-KQPW-MRTZ-HNBL-CP8F-DQWA"},
		{"Seriennummer für die Lizenz: RT-WQLM-ZKPN-B7XC-VHJD-NMQS", "RT-WQLM-ZKPN-B7XC-VHJD-NMQS"},
		{"activation code QWPL-MZRT-KXNB-VH4C-JDLS", "QWPL-MZRT-KXNB-VH4C-JDLS"},
		{"the serial number on the back is C02XG2JHJG5H", ""},
		{"serial console: TTY-BAUD-FLOW-PARITY-STOP", ""},
	})
}

// A Telnyx API v2 key, "KEY", 32 capital hex, "_" and its secret, bare
// in chat, in env and in a header; a constant named KEY stays.
func TestClasses50TelnyxKey(t *testing.T) {
	key := "KEY0189C3E2A1F94D7B8C6E5A4F3B2D1C09_Kq8Zr3Lm6Vx2Np9Kd4Wt7B"
	check45(t, []twin45{
		{"Telnyx " + key + " for the SIP trunk", key},
		{"TELNYX_API_KEY=" + key, key},
		{"Authorization: Bearer " + key, key},
		{"const KEY_TTL_SECONDS = 3600", ""},
	})
}

// An Adyen key retyped with its AQE head and a dash but a short last part.
func TestClasses50RetypedAdyenKey(t *testing.T) {
	key := "AQEeX5Q/eye8e5uvHZpey/rfIVFcLDhe8v1J4wUfh5B9QXqPMqzm67AFoIpBhUM-MAos3wZiJ7oPqjk"
	check45(t, []twin45{
		{`Client client = new Client("` + key + `", Environment.LIVE, "1797a841fbb37ca7-AdyenDemo");`, key},
		{"la clé Adyen de prod : " + key, key},
		{"ADYEN_API_KEY=" + key, key},
	})
}

// A parenthetical aside that calls a value a key, a token or a password,
// before the copula that gives it: the label's own noun names something
// else (a username, an id). An aside that names no value, or a value that
// is words, stays.
func TestClasses50AsideNamed(t *testing.T) {
	check45(t, []twin45{
		{"the Hue bridge username (the long key you get after pressing the button) is SvI_3H2vypUF6m1VUkYmzW8XS5976nDniN3RbUZq", "SvI_3H2vypUF6m1VUkYmzW8XS5976nDniN3RbUZq"},
		{"de gebruikersnaam (die lange key van de bridge) is iI2GaGi2NX9Kn6CFw4O9UAI8du8E5_2ASZOYa86w — in Node-RED plakken", "iI2GaGi2NX9Kn6CFw4O9UAI8du8E5_2ASZOYa86w"},
		{"der Benutzer der Bridge (also der lange Schlüssel) ist P1UfGYckSBKWKHaKZcm_mef3L3DT0H_D", "P1UfGYckSBKWKHaKZcm_mef3L3DT0H_D"},
		{"l'identifiant du pont (le token qu'il génère) est SvI_3H2vypUF6m1VUkYmzW8XS5976nDniN3RbUZq", "SvI_3H2vypUF6m1VUkYmzW8XS5976nDniN3RbUZq"},
		{"the drawer (the one with the key) is in the hallway", ""},
		{"the bridge (see the token docs) is 192.168.1.40", ""},
		{"the username (not the key) is hue-living-room-bridge", ""},
		{"the build (with the token) is 2026.02.11-rc.3-1ee9268b", ""},
		{"the commit (the one that rotated the key) is 9fceb02d0ae598e95dc970b74767f19372d61af8", ""},
	})
}

// Values that only sit where a secret would: an elliptic curve's public
// point (VAPID), a record's key that is a name, words in angle brackets
// after a setting's "=", a field of an encrypted value, a Pix key, and
// Razorpay's key id set up for Checkout. Each beside a secret of its shape
// that stays redacted.
func TestClasses50PublicValues(t *testing.T) {
	check45(t, []twin45{
		{"applicationServerKey: urlBase64ToUint8Array('BE9YsnyZ1rjE2-EzlBR71r3igyAZYMCrltISEmRXWnGl37uEs6lsEOKu0_zhbh4suBHcDdOeayH2G0rmjYS5Ncc')", ""},
		{"VAPID_PUBLIC_KEY=BFVkjbG0x8tHb4WCYQ2NM49Xy7aJLs9f3apKLIwvOB5gi3y1c+cArMIBFgWj2hlzx/BvD0vQAESEPYld4QSIjQw=", ""},
		{"public point: 0479649896c812a4b4da7879434ee026ed964f20796c584f4cba94bf8e5626fe886bd15c8c442ea98b7fe3010454063430bd806a5cde9c756fd0e8f7a2ec0444c4", ""},
		{"VAPID_PRIVATE_KEY=P1UfGYckSBKWKHaKZcm_mef3L3DT0H_DqWe4rT8uYz0", "P1UfGYckSBKWKHaKZcm_mef3L3DT0H_DqWe4rT8uYz0"},
		{"mvn sonar:sonar -Dsonar.projectKey=acme_ledger -Dsonar.organization=acme", ""},
		{"figma:\n  file_key: design-system-v2", ""},
		{"jira_issue_key: PROJ-1234", ""},
		{"projectKey: Xk29vLq8Tz4Wb7Np3R", "Xk29vLq8Tz4Wb7Np3R"},
		{"TELEGRAM_BOT_TOKEN=<токен от @BotFather>", ""},
		{"api_key: <the key from the dashboard, ask @ops>", ""},
		{"STRIPE_KEY=<sk from the team vault> # fill in", ""},
		{"    api_key: ENC[AES256_GCM,data:vF2ZYMvjccvcF691rrEZNv99PGZUv1ABhGKVLa,iv:5TdXS/azDhWVLHPeG5kEpwHA9H0r+wtmEz2SwswDNSA=,tag:6LrNlwZx6lBDSz8+Pd6bVg==,type:str]", ""},
		{"minha chave pix: 8c1f7e2a-55b3-4a8e-9d61-0f3b2c4a7e19 (Banco Inter)", ""},
		{"PIX key (random) 8c1f7e2a-55b3-4a8e-9d61-0f3b2c4a7e19 for the refund", ""},
		{"minha chave da API: 8c1f7e2a-55b3-4a8e-9d61-0f3b2c4a7e19", "8c1f7e2a-55b3-4a8e-9d61-0f3b2c4a7e19"},
		{"PIX_API_KEY=8c1f7e2a-55b3-4a8e-9d61-0f3b2c4a7e19", "8c1f7e2a-55b3-4a8e-9d61-0f3b2c4a7e19"},
		{`var options = { "key": "rzp_test_Kx8PqWe4rT8uYz", "amount": 50000, "currency": "INR" };`, ""},
		{"razorpay key secret is Kx8PqWe4rT8uYz0mNb7vC6xZ", "Kx8PqWe4rT8uYz0mNb7vC6xZ"},
	})
}
