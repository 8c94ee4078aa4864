package redact_test

import (
	"strings"
	"testing"
)

// twin45 is a case and its look-alike in one row: secret is what must go
// from text, and "" says text must come out byte for byte.
type twin45 struct{ text, secret string }

// check45 runs a table of twins: each secret goes, each look-alike stays.
func check45(t *testing.T, rows []twin45) {
	t.Helper()
	for _, r := range rows {
		if r.secret == "" {
			checkKept(t, []string{r.text})
		} else {
			checkRedacted(t, []leakCase{{r.text, r.secret}})
		}
	}
}

// classRow is one row of a table of classes: a text and the secret that
// must go from it, or "" for a look-alike that must come out byte for byte.
type classRow struct{ class, text, secret string }

// checkClassRows runs a table of class rows, each class a subtest.
func checkClassRows(t *testing.T, rows []classRow) {
	byClass := map[string][]twin45{}
	var order []string
	for _, r := range rows {
		if _, ok := byClass[r.class]; !ok {
			order = append(order, r.class)
		}
		byClass[r.class] = append(byClass[r.class], twin45{r.text, r.secret})
	}
	for _, class := range order {
		t.Run(class, func(t *testing.T) { check45(t, byClass[class]) })
	}
}

// A secret manager's reference as a setting's value: Azure App Service's
// and Functions' Key Vault reference (@Microsoft.KeyVault(SecretUri=...)
// or (VaultName=...;SecretName=...)) beside the others managerReference
// knows (op://, vault:, projects/P/secrets/S, Secrets Manager's ARN). The
// reference is resolved at run time and opens nothing; a value that only
// starts like one is judged as any other.
func TestClasses45ManagerReference(t *testing.T) {
	check45(t, []twin45{
		{"DB_PASSWORD=@Microsoft.KeyVault(SecretUri=https://acme-kv.vault.azure.net/secrets/db-password/)", ""},
		{`"ApiKey": "@Microsoft.KeyVault(VaultName=acme-kv;SecretName=stripe-key)"`, ""},
		{`az webapp config appsettings set -g rg -n shop --settings STRIPE_KEY="@Microsoft.KeyVault(SecretUri=https://kv1.vault.azure.net/secrets/stripe/ec96f02080254f109c51a1f14cdb1931)"`, ""},
		{"  - name: SMTP_PASS\n    value: '@Microsoft.KeyVault(VaultName=mail-kv;SecretName=smtp-pass;SecretVersion=3b2f)'", ""},
		{"DB_PASSWORD=@Microsoft.KeyVault-Xr7pQ2vLm9", "Xr7pQ2vLm9"},
		{`"ApiKey": "Kv@9Lm2Qx7Rt4Wb8Zp3N"`, "Kv@9Lm2Qx7Rt4Wb8Zp3N"},
	})
}

// A byte array's type annotated on a credential's declaration (Rust's
// [u8; 16], &[u8], &'static [u8; 32]; Swift's [UInt8]) names no value: the
// literal after "=" is the value, an array of bytes redacted whole in hex
// or in decimal, and a byte string or a decoding macro (*b"...", hex!(...))
// read inside. A buffer's initialiser, a constant's length, a public key,
// a key's id and a table that only rises stay.
func TestClasses45TypedByteArray(t *testing.T) {
	check45(t, []twin45{
		{"let secret: [u8; 16] = [0x3a, 0x9f, 0x12, 0xc4, 0x5e, 0x77, 0x81, 0x0b, 0xd2, 0x6c, 0x49, 0xe3, 0x1f, 0xa8, 0x57, 0x90];", "0x5e, 0x77"},
		{"static HMAC_KEY: [u8; 16] = [58, 159, 18, 196, 94, 119, 129, 11, 210, 108, 73, 227, 31, 168, 87, 144];", "196, 94, 119"},
		{"pub const SIP_KEY: [u8; 8] = [17, 203, 5, 99, 144, 61, 250, 8];", "203, 5, 99"},
		{"let key: &[u8] = &[0xe1, 0x0f, 0x9c, 0x52, 0xb8, 0x4d, 0x23, 0xf6, 0x71, 0xaa, 0x06, 0xcd, 0x98, 0x3b, 0xe4, 0x57];", "0xb8, 0x4d"},
		{"let secret: [u8;16] = [\n    0x5e, 0xa1, 0x07, 0xc3, 0x98, 0x2f, 0xd6, 0x44,\n    0xb0, 0x1d, 0xe9, 0x73, 0x0a, 0xc5, 0x36, 0x8b,\n];", "0x98, 0x2f"},
		{`let token: [u8; 16] = *b"k8Qz2Lm9Xp4Rt7Vw";`, "k8Qz2Lm9Xp4Rt7Vw"},
		{`let aes_key: [u8; 16] = hex!("3a9f12c45e77810bd26c49e31fa85790");`, "3a9f12c45e77810bd26c49e31fa85790"},
		{"let mut key: [u8; 32] = [0u8; 32];", ""},
		{"let salt: [u8; 16] = [0; 16];", ""},
		{"let secret: [u8; KEY_LEN] = derive(&master);", ""},
		{"let public_key: [u8; 16] = [0x3a, 0x9f, 0x12, 0xc4, 0x5e, 0x77, 0x81, 0x0b, 0xd2, 0x6c, 0x49, 0xe3, 0x1f, 0xa8, 0x57, 0x90];", ""},
		{"let key_id: [u8; 4] = [1, 2, 3, 4];", ""},
		{"let key_schedule: [u8; 11] = [1, 2, 4, 8, 16, 32, 64, 128, 27, 54, 0];", ""},
		{`let digest = hex!("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");`, ""},
	})
}

// An identifier after a credential's word is a variable, not its value:
// words joined in camelCase (userId, userName, accessToken) or a path of
// names (user.id) never read as a token, which is random. After a token's,
// a key's or a secret's word that holds wherever the name stands, at its
// line's end too ("token: userId" was redacted where "token: userName"
// was kept, by the stop word "username" alone). After a password's word,
// which may be any words, only when code goes on after it or the name's
// own last word names a password (userPassword, dbPass).
func TestClasses45IdentifierValue(t *testing.T) {
	check45(t, []twin45{
		{"token: userId", ""},
		{"token: userName", ""},
		{"token: user.id", ""},
		{"secret: clientSecret", ""},
		{"auth_token: authToken;", ""},
		{"password = userPassword;", ""},
		{"password: dbPass", ""},
		{"token: Xk9mQ2wLp7Rt4Vb8", "Xk9mQ2wLp7Rt4Vb8"},
		{"token: aBcDeFgHiJkLmNoP", "aBcDeFgHiJkLmNoP"},
		{"password: blueSky", "blueSky"},
		{"password: hunter2", "hunter2"},
		{"api_key: 7f3a9c2e4b6d8f1a", "7f3a9c2e4b6d8f1a"},
	})
}

// A literal of 24 hex digits is 12 bytes, the width of an id (a MongoDB
// ObjectId, a LaunchDarkly client-side id, a Plaid client_id), never of a
// key: passed to an analytics call (client.track, analyticsClient.identify,
// LDClient.initialize, Analytics.init), used as a map's key or under a
// record's bare "key" member, it stays. A call whose own name or package
// says key, secret, auth or client (createSecretKey, setApiKey, auth,
// hmac.new, createClient), a credential's name over it and a longer hex
// literal in the same call are still redacted. ID in each line stands for
// the literal.
func TestClasses45ObjectIDHex(t *testing.T) {
	const id = "65f3e38a7ace5c1b002afd5c"
	lines := map[string]bool{ // true: the id is a key and goes
		"client.track('ID', 'signup')":                                         false,
		`analyticsClient.track("ID", "Order Completed", { total: 42 })`:        false,
		"const client = Analytics.init('ID')":                                  false,
		"const ldClient = LDClient.initialize('ID', context)":                  false,
		`Map.of("ID", client)`:                                                 false,
		"client.variation('new-checkout', { kind: 'user', key: 'ID' }, false)": false,
		"const flags = { 'ID': true } // per-user client overrides":            false,
		"const secretKey = crypto.createSecretKey('ID')":                       true,
		"client.setApiKey('ID')":                                               true,
		"hmac.new('ID', body)":                                                 true,
		`api_key: "ID"`:                                                        true,
		"const c = createClient('ID', { secret: mySecret })":                   true,
	}
	for line, key := range lines {
		text := strings.ReplaceAll(line, "ID", id)
		if !key {
			checkKept(t, []string{text})
			continue
		}
		checkRedacted(t, []leakCase{{text, id}})
	}
	checkRedacted(t, []leakCase{{"client.track('" + id + "5f2b8c9e', 'signup')", id + "5f2b8c9e"}}) // 16 bytes: a key's width
}

// A password typed in chat with an abbreviated label or its qualifiers
// after it, in the languages that place them there: Vietnamese (mk, mật
// khẩu marked, unmarked or half-marked, its "là" typed "la"), Indonesian
// (pw, sandi, kt sandi, kata sandi), Korean (비번, 비밀번호), Russian
// (пароль, пасс), Arabic (كلمة السر, الباسورد), Dutch (ww, wachtwoord) and
// Italian (pwd, psw, la password è), and the slips a hurried hand makes in
// them (пороль, كلمه السر, mât khau, pasword). The qualifiers may run to a
// colon, an "=", the language's copula, or straight to a value that mixes
// letters and digits; a login pair after Vietnamese's "đăng nhập", or with
// "sandi:" as its second half, is read as one after English's "login".
// Talk about passwords without one (a rule, where it is kept, a heading,
// Vietnamese's "mk" for "mình", I, a masked value, a placeholder, a
// variable, a name) stays.
func TestClasses45ChatPasswords(t *testing.T) {
	check45(t, []twin45{
		{"anh oi mk moi cua con staging la HaNoi@7749xx nhe", "HaNoi@7749xx"},
		{"mk wifi văn phòng: cafe2024!", "cafe2024"},
		{"e gửi a mk db prod nha: Qx7!mekong22", "Qx7!mekong22"},
		{"mat khau admin la saigon_2025", "saigon_2025"},
		{"matkhau: BienXanh#88", "BienXanh#88"},
		{"mật khẩu mới là hoahong123", "hoahong123"},
		{"mk đi ăn trưa đây, lát mk gửi file cho", ""},
		{"mk là dev backend, mk làm ở team payments", ""},
		{"mat khau phai co it nhat 12 ky tu", ""},
		{"mk để trong vault rồi, đừng gửi qua chat", ""},
		{"include config.mk", ""},
		{"pw wifi kantor Melati88!", "Melati88"},
		{"sandi wifi kantor: Melati88!", "Melati88"},
		{"kt sandi: Rinjani_2025", "Rinjani_2025"},
		{"sandi baru = Kopi!Tubruk7", "Kopi!Tubruk7"},
		{"sandi bilang: nanti aku kirim", ""},
		{"pw baru harus minimal 12 karakter ya", ""},
		{"비번 알려줄게 mapo99!!", "mapo99"},
		{"서버 비번은 hangang#42 입니다", "hangang#42"},
		{"비밀번호는 최소 12자 이상이어야 합니다", ""},
		{"비번 바꿨어요, 금고에 있어요", ""},
		{"пасс от впн: Neva#8812", "Neva#8812"},
		{"пароль от сервера Volga_2024!", "Volga_2024"},
		{"пароль должен быть не короче 12 символов", ""},
		{"пасс скину в личку", ""},
		{"الباسورد: Cairo#7781", "Cairo#7781"},
		{"الباسورد الجديد Luxor_55!", "Luxor_55"},
		{"كلمة السر يجب أن تكون 12 حرفا على الأقل", ""},
		{"wachtwoord wifi kantoor = Grachten!42", "Grachten!42"},
		{"ww van de nas is Tulp#2024", "Tulp#2024"},
		{"ww staat in 1password", ""},
		{"het wachtwoord moet minstens 12 tekens zijn", ""},
		{"la pass del wifi è Gelato88!", "Gelato88"},
		{"psw admin Pizza#2025", "Pizza#2025"},
		{"la password deve avere almeno 12 caratteri", ""},
		{"la password è nel vault", ""},
		{"mât khau server: Pho#Bo2024", "Pho#Bo2024"},
		{"пороль от роутера: Ural#2024", "Ural#2024"},
		{"كلمه السر هي Giza_77x", "Giza_77x"},
		{"la pasword è Roma_2025!", "Roma_2025"},
		{"mk: ********", ""},
		{"mk la Minh, dev moi", ""},
		{"пасс: <твой пароль>", ""},
		{"비번 뭐였지?", ""},
		{"sandi db: $DB_PASS", ""},
		{"đăng nhập bằng admin / HaNoi@2024 nha", "HaNoi@2024"},
		{"akun: admin / sandi: Jakarta#2024", "Jakarta#2024"},
		{"Đăng nhập bằng tài khoản Google nhé", ""},
		{"dang nhap that bai, thu lai sau", ""},
		{"Budi, Sandi: kita meeting jam 3", ""},
		{"mot de passe oublié : cliquez sur le lien", ""},
		{"password reset email: sent", ""},
	})
}

// Rust's macros that read a value at compile time from the environment or
// a file (env!, option_env!, include_bytes!, include_str!) name where the
// value is: the call stays whole, where its name was cut at the quote and
// redacted. A decoding macro's literal (hex!) is still the value.
func TestClasses45ReaderMacros(t *testing.T) {
	check45(t, []twin45{
		{`let key = include_bytes!("../keys/dev.key");`, ""},
		{`const API_KEY: &str = env!("STRIPE_API_KEY");`, ""},
		{`let token = option_env!("GH_TOKEN").unwrap_or_default();`, ""},
		{`let secret: &[u8] = include_bytes!("secret.bin");`, ""},
		{`let aes_key = hex!("5e77810bd26c49e31fa857903a9f12c4");`, "5e77810bd26c49e31fa857903a9f12c4"},
		{`let token = String::from("k8Qz2Lm9Xp4Rt7VwYb3N");`, "k8Qz2Lm9Xp4Rt7VwYb3N"},
	})
}
