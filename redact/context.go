package redact

import (
	"maps"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// What a credential word says its value is.
type credClass int

const (
	notCred    credClass = iota
	password             // any value is a password, however guessable
	passphrase           // a value may run to several words
	secret               // the value is redacted when it reads as random (or is a UUID)
	scheme               // Bearer: the next token is the credential
	weak                 // "login": only a random-looking token near it
)

// credAnchors are searched for, lowercased; each occurrence is then read as
// the whole name it sits in ("DB_PASSWORD", "AccountKey", "x-api-key").
var credAnchors = []string{"pass", "pwd", "secret", "token", "key", "seed", "auth", "cred", "phrase", "mnemonic", "otp", "mfa", "sig", "login", "bearer", "pin", "puk", "psk", "code", "pw", "pat", "ak", "sk", "ww", "magic string", "magic word", "combination", "combo", "bip39", "bip-39", "cvv", "cvc", "wif", "gslt", "setsteamaccount",
	"wachtwoord", "senha", "kennwort", "sess", "encrypt", "masterauth", "wifi", "team", "cookie", "macaroon", "priv", "community", "segreto", "sekret", "jeton",
	"sandi", // Indonesian's "kata sandi" shortened, which sandiLabel reads only as a label
	// Vietnamese typed without its marks (mat khau, matkhau) and chat's
	// "mk", which counts only as a whole name (aloneAnchors).
	"mat khau", "matkhau", "mk", "dang nhap",
	"hmac", "salt", "pepper", "master", "crc", "api_id", "api-id", "apiid", "answer", "kek", "recovery", "share", "cpin", "sid", "iv", "nonce", "mdp", "frase", "words", "plaintext", "pswd", "psswd", "psw", "p/w",
	// Arabic's "word of the secret" and "word of passage" as Latin letters
	// write them, with the article and without.
	"kalimat al-sirr", "kalimat as-sirr", "kalimat al-murur", "kalimat sirr", "kalimat murur",
	// A config key writes the foreign words in ASCII (cle_api, API_SCHLUESSEL,
	// codigo_acceso, codice_accesso); "cle" only as a whole part of a name
	// (partAnchors), since it sits inside article and cycle.
	"schluessel", "schlussel", "codigo", "codice", "cle", "kod"}

// foreignAnchors are the words above in other scripts and accents, whose
// capitals lowerASCII leaves as they are: each is searched for as written
// and capitalised.
var foreignAnchors = []string{"contraseña", "contrasena", "hasło", "haslo", "heslo", "lösenord", "losenord", "lösenordet", "passordet", "adgangskode",
	"passord", "salasana", "jelszó", "jelszo", "şifre", "sifre", "parola", "пароль", "密码", "口令", "パスワード", "비밀번호",
	"암호", "clave", "clé", "chiave", "chave", "schlüssel", "sleutel", "nyckel", "nøgle", "klucz", "ключ", "токен", "密钥",
	"令牌", "秘密鍵", "トークン", "토큰", "mật khẩu", "mật khau", "mat khẩu", "kata sandi", "पासवर्ड", "كلمة المرور", "كلمة السر", "סיסמה", "κωδικός",
	"anahtar", "anahtarı", "キー", "鍵", "키", "कुंजी", "секрет", "пін-код", "пин-код", "ПІН-код", "ПИН-код", "pin-код", "ПІН", "ПИН",
	"lozinka", "лозинка", "contrasenya", "รหัสผ่าน", "rahat phan", "رمز عبور", "slaptažodis", "geslo", "kata laluan", "nenosiri", "wagwoord",
	"parool", "lykilorð", "cyfrinair", "pasahitza", "fjalëkalim", "парола", "密碼", "暗証番号", "비번", "পাসওয়ার্ড",
	"پاس ورڈ", "گذرواژه", "کلمه عبور", "கடவுச்சொல்", "პაროლი", "գաղտնաբառ",
	"код доступа", "код доступу", "kode akses", "erişim kodu", "erisim kodu", "mã truy cập", "ma truy cap", "访问码", "訪問碼", "アクセスコード",
	"액세스 코드", "접근 코드", "přístupový kód", "pristupovy kod", "एक्सेस कोड", "पिन",
	"lozink", "лозинк", "slaptažod", "парол", "jelszav", "parole", "hasł",
	"пасс", "пассворд", "пасворд", "باسورد", "الباسورد", "باسوورد", "الرقم السري",
	"пороль", "كلمه السر", "كلمه المرور", "mât khau", "mât khẩu", "mat khâu",
	"đăng nhập", "Đăng nhập",
	// Spanish's and Portuguese's "code" with its accent, which classify
	// reads as a password only beside a lock ("el código de la puerta").
	"código",
	"código de acceso", "codigo de acceso", "código de acesso", "codigo de acesso", "code d'accès", "code d’accès", "code d'acces", "codice di accesso",
	"geheim", "segredo", "hemlighet", "åtkomstkod", "atkomstkod", "kod dostępu", "kod dostepu",
	"συνθηματικό", "κωδικό", "κωδικός πρόσβασης", "κωδικό πρόσβασης", "סיסמא",
	"nywila", "neno la siri"}

// inflectedStems are the foreign anchors that are password, key or token
// words, which an inflection may end (şifre-si, lozink-u, парол-ем,
// Swedish's definite nyckel-n, Polish's klucz-a).
var inflectedStems = sync.OnceValue(func() []string {
	var out []string
	for _, w := range foreignAnchors {
		if c := credWords[w]; c == password || c == secret {
			out = append(out, w)
		}
	}
	return out
})

// anchorTable files the anchors by their first two bytes, so that
// credentialWords reads the text once whatever the number of anchors.
// Built on first use, not at start: every hippo process links the
// redactor, and most never redact. The foreign words come with a capital
// first letter too, and a provider's name alone labels its key.
var anchorTable = sync.OnceValue(func() *pairTable[string] {
	x := &pairTable[string]{}
	for _, a := range credAnchors {
		x.add(a, a)
	}
	for m := range misspeltLabels {
		x.add(m, m) // pasword, secert: no other anchor sits in them
	}
	for _, w := range foreignAnchors {
		x.add(w, w)
		if r := []rune(w); unicode.IsLower(r[0]) && r[0] > unicode.MaxASCII {
			upper := string(unicode.ToUpper(r[0])) + string(r[1:])
			x.add(upper, upper)
		}
	}
	for _, v := range vendorNames {
		x.add(v, v)
	}
	for _, g := range x.groups {
		// The longer of two anchors at one offset is read: "code d'accès"
		// before "code", whose name would stop at the blank.
		sort.SliceStable(g, func(i, j int) bool { return len(g[i]) > len(g[j]) })
	}
	return x
})

// shortAnchors are two letters inside many words (make, task): they count
// only as the last part of a name (AK, OBS_SK, huaweicloud_sdk_ak, AES_IV;
// "ww", not "www").
var shortAnchors = map[string]bool{"ak": true, "sk": true, "iv": true, "ww": true}

// aloneAnchors count only as a whole name: Vietnamese chat's "mk" (mật
// khẩu), which a file's extension (config.mk) or a name's part (MK_FLAGS,
// mk-dir) also is.
var aloneAnchors = map[string]bool{"mk": true}

// partAnchors count only as a whole part of a name: ASCII's clé (cle_api),
// which sits inside article and cycle. Polish's and Swedish's "kod" is
// searched inside words too (koden, portkoden): a name it sits in (kodak)
// is no credential unless a lock's words own it (foreignCodeWords).
var partAnchors = map[string]bool{"cle": true}

// aloneName says whether text[i:j] is a name by itself: no name byte
// stands on either side of it.
func aloneName(text string, i, j int) bool {
	return (i == 0 || !isNameByte(text[i-1])) && (j == len(text) || !isNameByte(text[j]))
}

// wholePart says whether text[i:j] is a whole part of a name: at its
// start or after a separator or a camel-case break, and before its end, a
// separator or a capital (cle_api, CLE_API, dbCleApi; not article, cycle).
func wholePart(text string, i, j int) bool {
	starts := i == 0 || class(text[i-1]) == 0 || camelBreak(text[i-1], text[i])
	return starts && (j == len(text) || text[j] < 'a' || text[j] > 'z')
}

// endsName says whether text[i:j] follows no letter or digit and ends its
// name: "SK", "OBS_SK=", not "task" nor the "sk-" of a provider's token,
// nor the "Sk" a base64 key opens with (blobHead).
func endsName(text string, i, j int) bool {
	return (i == 0 || class(text[i-1]) == 0) && (j == len(text) || !isNameByte(text[j])) && !blobHead(text, i, j)
}

// credWords classify one component of a name. Components ending in password,
// passwd, secret, token or credentials count too ("PGPASSWORD", "authToken").
var credWords = map[string]credClass{
	"password": password, "passwd": password, "pwd": password, "pass": password, "pw": password, "passcode": password, "pin": password, "pincode": password, "puk": password,
	"psk":  password, // a Wi-Fi pre-shared key (wpa_supplicant's psk="...")
	"pat":  secret,   // a personal access token (GitHub, Azure DevOps)
	"gslt": secret,   // a Steam game server login token, said by its initials as a PAT is
	// and the console command a Source or Valve game server is given it by
	// (+sv_setsteamaccount TOKEN on srcds' line, or in server.cfg)
	"setsteamaccount": secret,
	"authenticate":    weak, "authenticates": weak, "authenticated": weak,
	// The word in the languages a developer may write a note in: German, French ("mot de passe"),
	// Portuguese, Dutch.
	"passwort": password, "kennwort": password, "passe": password, "mdp": password, "senha": password, "wachtwoord": password,
	"toegangscode": password, "zugangscode": password, // an access code in Dutch and German ("toegangscode van het pand: 481923")
	// and in Spanish and Portuguese, where it is three words ("código de acceso del almacén: 739102")
	"código de acceso": password, "codigo de acceso": password, "código de acesso": password, "codigo de acesso": password,
	"code d'accès": password, "code d’accès": password, "code d'acces": password, "codice di accesso": password, // and French's and Italian's
	"p/w": password, // a note's short form with a slash, beside its "u/n" ("u/n admin p/w X")
	"ww":  password, // Dutch chat's short form of wachtwoord ("gebruiker jdevries, ww: X"), as "pw" is English's
	// And in the other languages a note may be written in: Spanish, Polish,
	// Czech, Swedish, Danish and Norwegian, Finnish, Hungarian, Turkish,
	// Italian, Russian, Chinese, Japanese, Korean; then their words for a key
	// and a token.
	"contraseña": password, "contrasena": password, "hasło": password, "haslo": password, "heslo": password,
	"lösenord": password, "losenord": password, "lösenordet": password, "passordet": password, "adgangskode": password, "passord": password, "salasana": password,
	"jelszó": password, "jelszo": password, "şifre": password, "sifre": password, "parola": password, "пароль": password,
	"密码": password, "口令": password, "パスワード": password, "비밀번호": password, "암호": password,
	"clave": secret, "clé": secret, "chiave": secret, "chave": secret, "schlüssel": secret, "sleutel": secret,
	"nyckel": secret, "nøgle": secret, "klucz": secret, "ключ": secret, "токен": secret, "密钥": secret,
	"令牌": secret, "秘密鍵": secret, "トークン": secret, "토큰": secret,
	"пін": password, "пин": password, // Ukrainian's and Russian's PIN, written in their letters (ПІН-код)
	"mat khau": password, "matkhau": password, "mk": password, "mật khau": password, "mat khẩu": password, // Vietnamese without its marks, half-marked, and chat's short form
	"mật khẩu": password, "kata sandi": password, "sandi": password, "पासवर्ड": password, "كلمة المرور": password, "كلمة السر": password,
	"סיסמה": password, "κωδικός": password, "συνθηματικό": password, "κωδικό": password, "סיסמא": password, // Greek's other word and its accusative, Hebrew's other spelling
	"κωδικός πρόσβασης": password, "κωδικό πρόσβασης": password, // Greek's "code of access", whose genitive no preposition opens
	"sirr": password, "murur": password, "kalimat sirr": password, "kalimat murur": password, // Arabic in Latin letters (credAnchors)
	"anahtar": secret, "anahtarı": secret, "キー": secret, "鍵": secret, "키": secret,
	"कुंजी": secret,
	// Croatian, Serbian, Catalan, Thai, Persian, Lithuanian, Slovene, Malay,
	// Swahili, Afrikaans, Estonian, Icelandic, Welsh, Basque, Albanian,
	// Bulgarian, traditional Chinese, Japanese's PIN, Korean's short form, Bengali;
	// Thai's word in Latin letters is two ("rahat phan": "phan" alone is a name).
	"lozinka": password, "лозинка": password, "contrasenya": password, "รหัสผ่าน": password, "rahat phan": password, "رمز عبور": password,
	"slaptažodis": password, "geslo": password, "kata laluan": password, "nenosiri": password, "wagwoord": password,
	"parool": password, "lykilorð": password, "cyfrinair": password, "pasahitza": password, "fjalëkalim": password,
	"парола": password, "密碼": password, "暗証番号": password, "비번": password, "পাসওয়ার্ড": password,
	// Urdu, Persian's other two words, Tamil, Georgian and Armenian (redact52).
	"پاس ورڈ": password, "گذرواژه": password, "کلمه عبور": password, "கடவுச்சொல்": password, "პაროლი": password, "գաղտնաբառ": password,
	// An access code in Russian, Ukrainian, Indonesian and Malay, Turkish,
	// Vietnamese, Chinese, Japanese, Korean, Czech and Hindi, and Hindi's
	// PIN, beside the Western European words above (redact52).
	"код доступа": password, "код доступу": password, "kode akses": password, "erişim kodu": password, "erisim kodu": password,
	"mã truy cập": password, "ma truy cap": password, "访问码": password, "訪問碼": password, "アクセスコード": password,
	"액세스 코드": password, "접근 코드": password, "přístupový kód": password, "pristupovy kod": password, "एक्सेस कोड": password, "पिन": password,
	// Stems whose endings change with the case (lozinku, slaptažodį, пароля), which suffixClass reads.
	// Chat's loanwords: Russian's "пасс" and "пас(с)ворд", Arabic's
	// "(al-)basswurd" in its own letters, and its PIN ("the secret number").
	"пасс": password, "пассворд": password, "пасворд": password, "باسورد": password, "الباسورد": password, "باسوورد": password, "الرقم السري": password,
	// The slips a hurried chat makes in them: Russian's unstressed "а"
	// typed "о" (пороль), Arabic's final ة typed ه (كلمه السر), and
	// Vietnamese's ậ without its dot (mât khau).
	"пороль": password, "كلمه السر": password, "كلمه المرور": password, "mât khau": password, "mât khẩu": password, "mat khâu": password,
	"lozink": password, "лозинк": password, "slaptažod": password, "парол": password, "jelszav": password, "hasł": password,
	"cle": secret, "schluessel": secret, "schlussel": secret, // clé and Schlüssel in a config key's ASCII
	// Swahili's other words: nywila, and "neno la siri" (the word of the secret).
	"nywila": password, "neno la siri": password,
	// A secret in Dutch, Portuguese and Swedish (German's Geheimnis is
	// Dutch's geheim inflected), and Swedish's access code.
	"geheim": secret, "segredo": secret, "hemlighet": secret, "åtkomstkod": password, "atkomstkod": password,
	"kod dostępu": password, "kod dostepu": password, // Polish's access code
	"parole": password, // Latvian; in English and French prose a word, which foreignSentence leaves
	// The word for a secret and a token in Spanish, Portuguese, Italian,
	// Polish and Russian, and French's "jeton".
	"secreto": secret, "segreto": secret, "sekret": secret, "секрет": secret, "jeton": secret,
	"wif": secret,                                                        // a Bitcoin private key in wallet import format
	"cvv": password, "cvv2": password, "cvc": password, "cvc2": password, // a card's security code
	"magic string": secret, "magic word": secret, "bip39": secret, // a BIP-39 mnemonic: the wallet's seed // "the magic string for the license server is ..."
	"passphrase": passphrase, "mnemonic": passphrase, "phrase": passphrase,
	"secret": secret, "token": secret, "key": secret, "apikey": secret, "seed": secret, "auth": secret, "authorization": secret,
	"credential": secret, "credentials": secret, "creds": secret, "cred": secret, "otp": secret, "totp": secret, "mfa": secret,
	"ak": secret, "sk": secret, // Huawei, Baidu, Volcengine and Qiniu call the key pair AK and SK
	"sig": secret, "signature": secret, "secretkey": secret, "accesskey": secret, "privatekey": secret, "accountkey": secret,
	"bearer": scheme, "login": weak,
	"đăng nhập": weak, "Đăng nhập": weak, "dang nhap": weak, // Vietnamese's "log in", marked or not: a login pair after it
	// Names a config or a cookie gives its secret: redis.conf's requirepass
	// and masterauth, Consul's gossip key, session cookies.
	"requirepass": password, "masterauth": password, "encrypt": secret,
	// Credential words of config files that no other name part says:
	// SSSD's and PAM's authtok (ldap_default_authtok = the bind password),
	// Duo's skey and akey beside its ikey (the integration key is an id and
	// stays), and the short spellings of "password" a config or a script
	// gives its key (pswd, pword, passwrd, psswd), and Italian's and
	// Polish's psw ("la psw è X", "psw: X"), as a chat there writes it.
	"authtok": password, "skey": secret, "akey": secret, "psw": password,
	"pswd": password, "pword": password, "passwrd": password, "psswd": password,
	// What a KMS decrypt returns and Vault transit's encrypt takes: the
	// secret itself, in base64, beside the ciphertext label dropEncrypted keeps.
	"plaintext": weak,
	"priv":      secret, // an SNMPv3 user's privacy key (priv aes 128 SECRET)
	// An SNMP v1/v2c community string is the agent's password (snmpd.conf's
	// rocommunity, IOS's snmp-server community): a random one near the word.
	"community": weak, "rocommunity": weak, "rwcommunity": weak,
	"macaroon":  secret, // LND's and Lightning's bearer credential (admin.macaroon, LND_MACAROON)
	"sessionid": secret, "phpsessid": secret, "jsessionid": secret,
	"sid":  secret, // a session cookie's short name (connect.sid, __Host-sid); Twilio's AccountSid is an id (classify)
	"wifi": weak,   // "wifi: AcmeGuest / <password>": a random token near it
}

// notSecretParts end a name that is about a secret without holding one:
// TOKEN_TTL, key_id, PASSWORD_FILE, token_type, secret_name.
var notSecretParts = map[string]bool{
	"id": true, "ids": true, "ttl": true, "type": true, "file": true, "path": true, "dir": true, "name": true, "url": true,
	"uri": true, "endpoint": true, "host": true, "length": true, "len": true, "size": true, "expiry": true, "expires": true,
	"expiration": true, "exp": true, "enabled": true, "count": true, "version": true, "header": true, "prefix": true,
	"format": true, "policy": true, "policies": true, "rotation": true, "method": true, "mode": true, "hint": true, "hash": true, "algorithm": true,
	"provider": true, "manager": true, "env": true, "field": true, "ref": true, "kind": true, "scope": true, "scopes": true,
	"timeout": true, "lifetime": true, "duration": true, "reset": true, "min": true, "max": true, "tokens": true, "keys": true,
	"store": true, "vault": true, "page": true, "policy_arn": true, "arn": true, "fingerprint": true, "usage": true, "limit": true,
	"seconds": true, "secs": true, "ms": true, "minutes": true, "mins": true, "hours": true, "days": true,
	"alias": true, "aliases": true, "label": true, // keyAlias = "upload": the name a keystore files its key under
	"domain": true, "domains": true, // Firebase's authDomain: the app's host
	"state": true, "status": true, // KMS's KeyState: "PendingDeletion", a token's status: what becomes of it
	"stdin":    true,               // docker login --password-stdin HOST: the flag says where the password comes from and takes no value
	"keychain": true, "item": true, // <key>ServerPasswordKeychainItem</key>: the Keychain's or a vault's entry that holds the password
	"derivation": true, // PuTTY's Key-Derivation: Argon2id: how a key file's passphrase becomes its key
	// api_key_sha256, token_md5, secret_digest: the digest a server stores to check the secret, never the secret
	"sha1": true, "sha256": true, "sha512": true, "md5": true, "digest": true, "checksum": true,
	// auth.database, auth.username, auth_port (Helm's values, a broker's
	// settings): what the login is made against or with, named under the
	// credential's word; the login's secret has a part of its own
	"database": true, "username": true, "port": true, "realm": true,
	"source": true, // MongoDB's authSource=admin, a key's source: where the login is checked or the key comes from
	// Jenkins' passwordVariable: 'NEXUS_PASS', keyFileVariable: the variable
	// a step binds the secret to; Dovecot's default_pass_scheme = PLAIN: how a
	// password is stored; Postfix's smtp_sasl_password_maps = hash:/etc/...:
	// the lookup table the passwords are in
	"variable": true, "scheme": true, "maps": true,
}

// stopWords follow a credential word in prose without being its value:
// "the password is stored in vault", "API keys: required", and a verb that
// says where it is kept: "the secret= goes in the password manager", "the
// token lives in 1Password".
var stopWords = wordSet(`a an the is are was were be been being in on at to for of from via by with using
		stored kept set unset saved managed rotated hashed encrypted required optional provided given sent shown
		missing invalid expired wrong correct incorrect not never always also still only now same different empty blank
		true false null none nil yes no off enabled disabled value string str int bool number env file see
		here there below above this that these those it its our your my their his her what which how where when
		in-memory generated loaded read injected masked hidden redacted revoked valid available configured defined
		changed updated reset too very just same handled checked verified needed used rotating expiring
		username user login email account ask check
		goes lives sits belongs comes stays
		unknown unchanged single temporary
		im nicht kein leer gespeichert dans pas vide stocké não nao guardada niet leeg opgeslagen
		tomt tom tomma tyhjä vacío vacía vuoto vuota pusty prázdné boş en no está`)

// phraseStops open a sentence about a passphrase rather than the passphrase:
// a passphrase may begin with any other word ("correct horse battery staple").
var phraseStops = map[string]bool{"stored": true, "kept": true, "in": true, "set": true, "managed": true, "required": true,
	"not": true, "never": true, "rotated": true, "hashed": true, "encrypted": true, "empty": true, "missing": true, "at": true,
	"on": true, "from": true, "also": true, "too": true, "only": true, "saved": true, "written": true, "printed": true,
	"see": true, "ask": true, "check": true, // "the unseal phrase: see the runbook": where it is
	"must": true, "should": true, "needs": true, "cannot": true, // "password: must be at least 12 characters": a rule for it
	"ver": true, "vea": true, "veja": true, "zie": true, // "senha wifi: veja o quadro": "see", in other languages
	"dans": true, "voir": true, "en": true, "nel": true, "nella": true, "siehe": true, "im": true} // "... est « dans le coffre »": the same, in other languages

// hashWords say the token after them is a digest or an id, never a secret,
// even beside a credential word ("the key's sha256 is ...", "token request id ...").
var hashWords = map[string]bool{
	"commit": true, "sha": true, "sha1": true, "sha256": true, "sha512": true, "md5": true, "checksum": true, "digest": true,
	"hash": true, "fingerprint": true, "id": true, "uuid": true, "request": true, "trace": true, "order": true, "etag": true,
	"revision": true, "rev": true, "build": true, "version": true, "tag": true, "ref": true, "image": true, "integrity": true,
	"crc": true, "span": true, "correlation": true, "run": true, "job": true, "arn": true, "kid": true,
}

// providerKinds are the kinds of providers, whose tokens stand next to their
// secrets as a credential word does.
var providerKinds = map[string]bool{}

func init() {
	for _, p := range providers {
		providerKinds[p.kind] = true
	}
	for m, c := range misspeltLabels {
		if _, ok := credWords[m]; !ok {
			credWords[m] = c // "teh pasword for the admin is X": the word it misspells
		}
	}
}

// bracketedName: the name text[s:e] is a placeholder's whole text
// ("<fill-in-from-1password>", "<db-password>"), which says what goes
// there and labels nothing after it: read as a label, the next line's key
// ("SMTP_PASS:") was taken for its value. An XML element's opening tag
// (<password>...</password>) is bracketed the same way and is closed
// after it, within maxElementText bytes: a credential's element is short,
// and a placeholder's search must not read a long paste to its end.
func bracketedName(text string, s, e int) bool {
	return s > 0 && text[s-1] == '<' && e < len(text) && text[e] == '>' && !strings.Contains(text[e:min(len(text), e+maxElementText)], "</"+text[s:e]+">")
}

// maxElementText bounds how far bracketedName looks for an element's
// closing tag.
const maxElementText = 1024

// quotedExpansion: the name text[s:e] is a shell variable's expansion
// that ends a quoted string ("$CI_REGISTRY_PASSWORD", '$DB_PASS',
// "Authorization: Bearer $GITHUB_TOKEN"): it stands where the value goes
// and gives none after it, where the next quoted string (" | docker login
// -u ", " -H "X-GitHub-Api-Version") was read as one.
func quotedExpansion(text string, s, e int) bool {
	return s >= 1 && text[s-1] == '$' && e < len(text) && (text[e] == '"' || text[e] == '\'')
}

// percentName: the name at s..e is a Windows variable's, between percent
// signs (%DB_PASSWORD%, in a batch file or an XML config's text): a
// reference to the value, which gives none after it.
func percentName(text string, s, e int) bool {
	return s > 0 && text[s-1] == '%' && e < len(text) && text[e] == '%'
}

// A name is a run of these bytes around an anchor.
func isNameByte(c byte) bool { return isWord(c) || c == '-' || c == '.' }

// credentialWords redacts values a credential word introduces: assignments
// (.env, YAML, JSON, TOML, headers), prose ("the password is X",
// "passphrase: X Y Z") and random-looking tokens near the word. Provider
// tokens found already count as credential words: a key id is where its
// secret stands (an AWS secret access key beside its key id). lower is
// lowerASCII(text).
func credentialWords(text, lower string, spans []span) []span {
	var names [][2]int
	anchorTable().scan(lower, func(i int, anchors []string) int {
		for _, a := range anchors {
			if !strings.HasPrefix(lower[i:], a) || shortAnchors[a] && !endsName(text, i, i+len(a)) || aloneAnchors[a] && !aloneName(text, i, i+len(a)) || partAnchors[a] && !wholePart(text, i, i+len(a)) || a == "sandi" && !sandiLabel(text, i) {
				continue
			}
			ns, ne := nameBounds(text, i, i+len(a))
			names = append(names, [2]int{ns, ne})
			if ne < len(text) && text[ne] >= 0x80 {
				return i + 1 // CRC-Schlüssel: a word of another script may go on the name, which its own anchor reads whole
			}
			return ne // any other anchor inside the name reads the same name
		}
		return i + 1
	})
	sort.Slice(names, func(i, j int) bool { // of two names at one offset, the longer is read
		return names[i][0] < names[j][0] || names[i][0] == names[j][0] && names[i][1] > names[j][1]
	})
	last := -1
	for _, n := range names {
		if n[0] == last || inARN(text, n[0]) || strings.HasSuffix(text[:n[0]], markerPrefix) || strings.HasSuffix(text[:n[0]], "</") || bracketedName(text, n[0], n[1]) || quotedExpansion(text, n[0], n[1]) || schemeExpansion(text, n[0], n[1]) || templateReference(text, n[0], n[1]) || percentName(text, n[0], n[1]) || stackFrame(text, n[0], n[1]) { // a closing tag gives no value
			continue
		}
		if strings.HasSuffix(text[:n[0]], "${") {
			last = n[0]
			spans = expansionDefault(text, n[1], spans)
			continue
		}
		last = n[0]
		name := text[n[0]:n[1]]
		c := classify(name, lower, n[0])
		spans = printedToken(text, lower, n[1], spans)
		if e, ok := postposedOwner(lower, n[0], n[1]); ok {
			c, n[1] = passphrase, e // "la phrase secrète de la clé GPG est ..."
		}
		switch {
		case strings.EqualFold(name, "auth-user-pass"):
			spans = ovpnAuthFile(text, n[1], spans)
		case c == passphrase && pluralCred(name):
			if with := listValues(text, n[1], true, spans); len(with) > len(spans) {
				spans = with // "recovery_codes": ["q8x2-m4vz", ...]: each code
			} else {
				spans = valueOf(text, n[1], c, spans) // backup codes: 3bfc5-e740e 61572-b4e3c
			}
		case c != notCred:
			spans = valueOf(endingBlanked(text, n[1]), n[1], c, spans)
		case sessionCookie(name):
			spans = valueOf(endingBlanked(text, n[1]), n[1], weak, spans)
		case passwordFileName(name):
			spans = heldFileValue(text, n[1], spans) // "passfile.txt is literally just\nX": what the file holds
		case vendorLabel(name):
			spans = vendorValue(text, name, n[1], spans)
		case fieldNamed(name):
			spans = fieldValue(text, n[0], n[1], spans)
		case pluralCred(name):
			spans = listValues(text, n[1], false, spans)
		}
	}
	read := [2]int{-1, -1} // the line siblingIDs read last: it reads a line whole, once for all its assignments
	for _, s := range append([]span(nil), spans...) {
		if providerKinds[s.kind] {
			spans = window(text, s.end, 3, spans)
		}
		if s.kind == "assignment" && (s.start < read[0] || s.start > read[1]) {
			read = [2]int{strings.LastIndexByte(text[:s.start], '\n') + 1, s.start + lineBound(text, s.start)}
			spans = siblingIDs(text, read, spans)
		}
	}
	return spans
}

// pluralCred: a name for a list of credentials (api_keys, tokens,
// secrets), which notSecretParts leaves out for what it names as a count
// (max_tokens: 4096).
func pluralCred(name string) bool {
	if c := name[len(name)-1]; c != 's' && c != 'S' {
		return false // components splits only a plural
	}
	parts := components(name)
	switch parts[len(parts)-1] {
	case "keys", "tokens", "secrets", "passwords", "apikeys", "codes":
		return true
	}
	return false
}

// listValues redacts the items of the list assigned to the name ending at e
// that read as secrets: an inline array (api_keys = ["...", "..."]) or a
// YAML sequence on the lines below (tokens:\n  - ...). A count, a list of
// names or of mappings stays. A list of codes (codes) holds short ones,
// which need only mix letters and digits or group digits.
func listValues(text string, e int, codes bool, spans []span) []span {
	rest := text[e : e+lineBound(text, e)]
	loc := assignOp.FindStringIndex(rest)
	if loc == nil {
		return spans
	}
	items := listItems(text, e+loc[1], rest[loc[1]:])
	for _, it := range items {
		if v := text[it[0]:it[1]]; candidate(v) || codes && (bareValue(v) || isDigits(strings.ReplaceAll(v, "-", "")) && len(v) >= 6) {
			spans = append(spans, span{it[0], it[1], "assignment"})
		}
	}
	return spans
}

// listItems are the bounds of the scalar items of the list that opens at
// s (after, the rest of its line): an inline array's, or a YAML
// sequence's on the lines below when after is blank.
func listItems(text string, s int, after string) [][2]int {
	var out [][2]int
	if strings.HasPrefix(after, "[") {
		end := strings.IndexByte(after, ']')
		if end < 0 || strings.ContainsAny(after[1:end], "{[") {
			return nil // a list of mappings ("keys":[{"kty":...}]): its fields are judged by name
		}
		for off := 1; off < end; {
			k := strings.IndexByte(after[off:end], ',')
			if k < 0 {
				k = end - off
			}
			it := strings.TrimSpace(after[off : off+k])
			it = strings.Trim(it, "\"'")
			if it != "" {
				i := off + strings.Index(after[off:off+k], it)
				out = append(out, [2]int{s + i, s + i + len(it)})
			}
			off += k + 1
		}
		return out
	}
	if strings.TrimSpace(after) != "" {
		return nil
	}
	for p := s + len(after); p < len(text) && text[p] == '\n'; {
		line := text[p+1 : p+1+lineBound(text, p+1)]
		item, ok := strings.CutPrefix(strings.TrimLeft(line, " \t"), "- ")
		if !ok || strings.ContainsAny(strings.TrimSpace(item), " :") {
			break // the sequence ends, or its items are mappings
		}
		it := strings.Trim(strings.TrimSpace(item), "\"'")
		i := p + 1 + strings.Index(line, it)
		out = append(out, [2]int{i, i + len(it)})
		p += 1 + len(line)
	}
	return out
}

// expansionDefault redacts the default a shell expansion gives the
// credential variable whose name ends at e (${API_KEY:-SECRET}) when it
// reads as a secret: the expansion reads the variable, and its ":?" gives a
// message, its ":-" an empty or a word default for a dev box.
func expansionDefault(text string, e int, spans []span) []span {
	rest := text[e:min(len(text), e+maxProviderSpan)]
	op := len(rest) - len(strings.TrimLeft(strings.TrimPrefix(rest, ":"), "-="))
	if op == 0 || op > 2 || strings.HasPrefix(rest, ":?") {
		return spans
	}
	end := strings.IndexAny(rest, "}\n")
	if end < op {
		return spans
	}
	if v := rest[op:end]; candidate(v) {
		spans = append(spans, span{e + op, e + end, "assignment"})
	}
	return spans
}

// accountID is an account or key id assigned on a line: B2's account and
// keyID, which with the key beside them are the whole login.
var accountID = lazyre.New(`(?i)\b(?:account|acct|key)[_-]?(?:id)?["']?\s*[:=]\s*["']?([A-Za-z0-9]{16,64})\b`)

// siblingIDs redacts the random account or key id assigned on line (its
// bounds in text), a secret's ("account = 0057..., key = SECRET"): beside its secret
// the id is half a credential. A UUID, an account number and a word stay.
func siblingIDs(text string, line [2]int, spans []span) []span {
	s := line[0]
	l := text[s:line[1]]
	if lower := lowerASCII(l); !strings.Contains(lower, "id") && !strings.Contains(lower, "acc") {
		return spans
	}
	for _, m := range accountID.FindAllStringSubmatchIndex(l, -1) {
		if v := l[m[2]:m[3]]; !isDigits(v) && secretLike(v) && !identifierPath(v) {
			spans = append(spans, span{s + m[2], s + m[3], "credential"})
		}
	}
	return spans
}

func nameBounds(text string, s, e int) (int, int) {
	for s > 0 && isNameByte(text[s-1]) {
		s--
	}
	for e < len(text) && isNameByte(text[e]) {
		e++
	}
	for e > s && (text[e-1] == '.' || text[e-1] == '-') {
		e--
	}
	for s < e && (text[s] == '.' || text[s] == '-') {
		s++
	}
	return s, e
}

// classify reads a name's components (split at _ - . and camelCase) and
// returns the class of its credential word, or notCred.
func classify(name, lower string, at int) credClass {
	parts := components(name)
	for len(parts) > 1 && encodings[parts[len(parts)-1]] {
		parts = parts[:len(parts)-1] // kek_b64, signing_key_hex: the key, encoded
	}
	if len(parts) > 1 && parts[len(parts)-1] == "id" && parts[len(parts)-2] == "secret" {
		return secret // Consul's SecretID, Vault's AppRole secret_id: the secret is named an id and shaped as one
	}
	if keyFileField(parts) {
		return secret // Private-MAC, private_key_id: a key file's field that holds or names its private key
	}
	if len(parts) == 0 || notSecretParts[parts[len(parts)-1]] {
		return notCred
	}
	prev := prevWord(lower, at)
	if digestPath(lower, at) {
		return notCred // Helm's checksum/secret: a digest of the Secret's manifest, which rolls the pods when it changes
	}
	if prev == "public" || prev == "publishable" || prev == "host" || (prev == "gpg" || prev == "pgp") && parts[len(parts)-1] == "key" {
		return notCred // a GPG key is named by its public id or fingerprint; its passphrase is still one
	}
	if parts[len(parts)-1] == "key" && (len(parts) == 1 && idKeyWords[prev] || len(parts) > 1 && recordKeyNames[parts[len(parts)-2]]) || foreignRecordKey(parts, lower, at) {
		return notCred // "experiment key 9555...", "partition key", "Idempotency-Key: 4332...", キャッシュキー: a key that names a record
	}
	if parts[len(parts)-1] == "key" && (publicKeyWords[prev] || len(parts) > 1 && publicKeyWords[parts[len(parts)-2]]) {
		return notCred // reCAPTCHA's site key, Supabase's anon key: shipped to every browser
	}
	if pageToken(parts, prev) {
		return notCred // nextPageToken, page_token, AWS's NextToken: where a listing resumes, not a credential (--starting-token)
	}
	best := notCred
	for i, p := range parts {
		c, ok := credWords[p]
		if !ok {
			c = suffixClass(p)
		}
		if (p == "phrase" || p == "frase") && i+1 < len(parts) && phraseAfter[parts[i+1]] {
			c = passphrase // phrase_secrete, frase_secreta: the owner after the noun, as in its prose (postposedOwner)
		} else if p == "phrase" && !phraseOwner(parts, i, prev) {
			c = notCred // "phrase" alone is a word; "seed phrase" is a secret
		}
		if p == "answer" && ownedBy(parts, i, prev, "security", "secret", "challenge", "question") {
			c = password // "security_answer: Pemberton1987": the answer to a security question opens the account
		}
		if p == "codes" && ownedBy(parts, i, prev, "backup", "recovery") {
			c = passphrase // "backup codes: 3bfc5-e740e 61572-b4e3c": the list runs to the end of the clause
		}
		if (p == "iv" || p == "nonce") && (ownedBy(parts, i, prev, ivOwners...) || containsWord(lineWords(lower, at), fixedWords)) {
			c = secret // ENCRYPTION_IV, static_nonce, "we hardcoded the key and the IV": fixed beside its key, it is as secret
		}
		if p == "sid" && (i == 0 || sidOwners[parts[i-1]]) {
			c = notCred // a sid alone, an account's or a call's (ORACLE_SID, AccountSid, CallSid): an id
		}
		if p == "team" && parts[0] == "x" && i > 1 || p == "cookie" {
			c = weak // x-honeycomb-team: a header named for the team holds its key; an Erlang cookie is its cluster's secret
		}
		if p == "words" && ownedBy(parts, i, prev, seedOwners...) {
			c = secret // "my ledger words: ...", "recovery words: ...": a wallet's words are its seed; only a seed's shape is taken
		}
		if p == "seed" && (ownedBy(parts, i, prev, rngOwners...) || i == len(parts)-1 && numberCall(lower[min(len(lower), at+len(name)):])) {
			c = notCred // torch.manual_seed, RANDOM_SEED, "the RNG seed", @seed(1234): a random number generator's, which makes a run repeatable
		}
		if p == "code" && ownedBy(parts, i, prev, "backup", "recovery") {
			c = secret // "recovery code 8h3k-2m9q-7x4p": one random code near it
		}
		if p == "keypad" && i == len(parts)-1 && strings.HasPrefix(lower[min(len(lower), at+len(name)):], ":") {
			c = password // "garage keypad: 5823": a keypad labelling a value is its code; "the keypad is broken" labels none
		}
		if (lockCodeWords[p] || foreignCodeWords[p]) && (len(parts) == 1 && lockWords[prev] || i > 0 && lockWords[parts[i-1]] || i+1 < len(parts) && accessAfter[parts[i+1]] || i == len(parts)-1 && lockQualified(lower, at+len(name))) || lockCompound(p) {
			c = password // "the garage door code is 4827", "alarm code 93715", "the safe combination is 12-34-56", "the bike lock combo is 4-1-7-9"
		}
		if c != notCred && (best == notCred || c < best) {
			best = c
		}
	}
	return best
}

// digestPath: the name at at is the last segment of a path whose segment
// before it is a digest's word (checksum/secret, sha256/token): the path
// names what was hashed.
func digestPath(lower string, at int) bool {
	if at < 2 || lower[at-1] != '/' {
		return false
	}
	j := at - 1
	for j > 0 && isNameByte(lower[j-1]) {
		j--
	}
	return hashWords[lower[j:at-1]]
}

// pageToken: a name whose last part is "token" owned by a pagination word
// (nextPageToken, page_token, continuationToken, "the next page token").
// An API hands it out with every listing and takes it back to resume the
// listing: it grants nothing the request's own credential does not.
func pageToken(parts []string, prev string) bool {
	n := len(parts)
	if n == 0 || parts[n-1] != "token" {
		return false
	}
	owner := prev
	if n > 1 {
		owner = parts[n-2]
	}
	return pageTokenOwners[owner]
}

var pageTokenOwners = map[string]bool{"page": true, "next": true, "continuation": true, "pagination": true, "resume": true,
	"resumption": true, "cursor": true, "starting": true}

// seedOwners, before "words", say the words are a wallet's recovery phrase:
// a hardware wallet's or an app's name, what the words restore, or their
// count as the wallets print it ("your 24 words").
var seedOwners = []string{"seed", "recovery", "wallet", "ledger", "trezor", "metamask", "phantom", "backup", "restore", "mnemonic",
	"bip39", "secret", "12", "24", "twelve"}

// ivOwners say an IV or a nonce is part of a key's configuration (an
// encryption's, a cipher's) or fixed, which makes it a secret to keep
// with the key; a nonce printed per message in a log is public.
var ivOwners = []string{"encryption", "encrypt", "aes", "cipher", "crypto", "secret", "static", "fixed", "master", "key", "hardcoded"}

// fixedWords, on an IV's line, say it does not change per message.
var fixedWords = []string{"hardcoded", "fixed", "constant", "reused", "reuse"}

// sidOwners name a thing whose sid is its id, not a session's key.
var sidOwners = map[string]bool{"account": true, "call": true, "message": true, "conference": true, "service": true, "oracle": true,
	"process": true, "user": true, "group": true, "domain": true, "security": true}

// ownedBy says whether the part before parts[i] (or, for the name's first
// part, the word before the name) is one of owners: "recovery_codes",
// "backup codes", "SecurityAnswer".
func ownedBy(parts []string, i int, prev string, owners ...string) bool {
	before := prev
	if i > 0 {
		before = parts[i-1]
	}
	return slices.Contains(owners, before)
}

// lockCodeWords name the code a lock's word owns: a bike lock's combo as
// a safe's combination. Not a keypad: the device is spoken of ("the garage
// keypad is broken") as often as the code typed on it.
var lockCodeWords = map[string]bool{"code": true, "combination": true, "combo": true, "codigo": true, "código": true, "codice": true, "kod": true}

// accessAfter own the code before them, as French, Spanish, Portuguese
// and Italian put the owner after the noun: code_acces, codigo_acceso,
// codigo_acesso, codice_accesso (a config key's ASCII of "code d'accès").
var accessAfter = map[string]bool{"acces": true, "accès": true, "acceso": true, "acesso": true, "accesso": true, "entree": true, "entrée": true, "dostępu": true, "dostepu": true}

// lockWords own a code that opens something: a door, an alarm, a safe.
var lockWords = map[string]bool{"door": true, "alarm": true, "gate": true, "garage": true, "keypad": true, "entry": true,
	"lock": true, "safe": true, "locker": true, "padlock": true, "unlock": true, "voicemail": true, "building": true,
	"lockbox": true, "keybox": true, "keysafe": true, "intercom": true, "buzzer": true, // a key's box by the door, the door's phone
	// and a code that proves who one is: a one-time code, a card's security code
	"verification": true, "2fa": true, "mfa": true, "otp": true, "sms": true, "authenticator": true, "login": true,
	"security": true, "one-time": true, "confirmation": true,
	// and a code that enrols or pairs a device or opens an account
	"pairing": true, "activation": true, "enrollment": true, "enrolment": true, "access": true}

// idKeyWords name a key that identifies a record, not one that opens
// anything: a database's keys, a cache's, an object store's, a tracker's.
var idKeyWords = map[string]bool{"experiment": true, "primary": true, "foreign": true, "partition": true, "sort": true,
	"cache": true, "object": true, "idempotency": true, "routing": true, "issue": true, "row": true, "shard": true,
	"dedup": true, "deduplication": true, "lookup": true, "composite": true, "surrogate": true, "unique": true,
	"map": true, "dictionary": true, "dict": true, "registry": true, "translation": true, "i18n": true,
	"socket": true} // Sec-WebSocket-Key: a handshake's nonce, which the server hashes into its Accept header

// recordKeyNames own a key in a name (Idempotency-Key, cache_key,
// partitionKey) that names a record: idKeyWords less those judged by value,
// since a routing_key is PagerDuty's secret, Azure's primaryKey and a
// registry's key may be a login's, and an issue's, a map's or a
// dictionary's key is left to its value too.
var recordKeyNames = func() map[string]bool {
	m := maps.Clone(idKeyWords)
	for _, w := range []string{"primary", "routing", "issue", "map", "dictionary", "dict", "registry"} {
		delete(m, w)
	}
	return m
}()

// encodings end a name that says how its value is written, not what it is.
var encodings = map[string]bool{"b64": true, "base64": true, "hex": true}

// passWords end in "pass" and name no password.
var passWords = []string{"bypass", "compass", "encompass", "overpass", "underpass", "surpass", "trespass", "multipass",
	"firstpass", "singlepass", "twopass", "onepass"}

// publicKeyWords name a key that is public by design, before "key".
var publicKeyWords = map[string]bool{"site": true, "anon": true, "browser": true, "publishable": true, "public": true,
	"verify": true, "verifying": true} // PyNaCl's and libsodium's verify key: an Ed25519 signing key's public half

// suffixClass classifies a glued component: PGPASSWORD, authtoken, clientsecret.
func suffixClass(p string) credClass {
	if !ascii(p) {
		for _, w := range foreignAnchors {
			if strings.HasSuffix(p, w) {
				return credWords[w] // APIキー, API키: a word of another script glued to "API"
			}
		}
	}
	for _, w := range inflectedStems() {
		if p[0] == w[0] && len(p) > len(w) && len(p)-len(w) <= 4 && strings.HasPrefix(p, w) {
			return credWords[w] // şifresi, lozinku, паролем, nyckeln: the word inflected
		}
	}
	if w, ok := strings.CutSuffix(p, "nya"); ok && credWords[w] != notCred && credWords[w] != weak {
		return credWords[w] // passwordnya, pinnya, sandinya: Indonesian's and Malay's "its", on any word of the credential
	}
	if w := strings.TrimRight(p, "0123456789"); w != p && w != "pass" && len(p) > 3 {
		if c, ok := credWords[w]; ok && c != weak {
			return c // PIN2, PUK1, key1, password2: one of several; a compiler's pass1 is none
		}
	}
	if w, ok := strings.CutPrefix(p, "no"); ok && (w == "pass" || w == "passwd" || w == "password" || w == "pw") {
		return notCred // sudoers' NOPASSWD, a Wi-Fi QR's T:nopass: a flag that says none is asked
	}
	for _, s := range []string{"pwd", "pw", "pass"} {
		if strings.HasSuffix(p, s) && len(p) > len(s) && !slices.Contains(passWords, p) {
			return password // rootpw, bindpw, adminpass, dbpwd
		}
	}
	for _, s := range []string{"password", "passwd", "passphrase"} {
		if strings.HasSuffix(p, s) {
			return credWords[s]
		}
	}
	for _, s := range []string{"secret", "token", "credentials", "apikey", "accesskey", "secretkey", "privatekey", "accountkey", "signingkey", "masterkey"} {
		if strings.HasSuffix(p, s) && len(p) > len(s) {
			return secret
		}
	}
	return notCred
}

// components splits a name into its lowercase parts at "_", "-", "." and
// where camelCase puts a capital after a lowercase letter or a digit
// (apiKey, key2Id). It runs for every name the credential words anchor, so
// it splits by hand: a regular expression's replace cost a sixth of the
// redactor's time.
func components(name string) []string {
	return strings.FieldsFunc(strings.ToLower(camelSplit(name)), func(r rune) bool { return r == '_' || r == '-' || r == '.' })
}

// camelSplit puts "_" before each ASCII capital that follows an ASCII
// lowercase letter or digit; a name without one comes back as it is.
func camelSplit(name string) string {
	n := 0
	for i := 1; i < len(name); i++ {
		if camelBreak(name[i-1], name[i]) && !digitSpelt(name, i) {
			n++
		}
	}
	if n == 0 {
		return name
	}
	b := make([]byte, 0, len(name)+n)
	for i := 0; i < len(name); i++ {
		if i > 0 && camelBreak(name[i-1], name[i]) && !digitSpelt(name, i) {
			b = append(b, '_')
		}
		b = append(b, name[i])
	}
	return string(b)
}

// digitSpelt: the capital at i follows a digit that stands for a letter
// of a credential's word in capitals (DB_PASSW0RD, S3CRET_KEY): the word
// is one part, not two split at the digit. Only such words are joined:
// S3KEY, MD5SUM keep their break.
func digitSpelt(name string, i int) bool {
	if i < 2 || name[i-2] < 'A' || name[i-2] > 'Z' {
		return false
	}
	a, b := i-1, i+1
	for a > 0 && class(name[a-1]) != 0 {
		a--
	}
	for b < len(name) && class(name[b]) != 0 {
		b++
	}
	_, ok := misspeltLabels[strings.ToLower(name[a:b])]
	return ok
}

// camelBreak: a capital after a lowercase letter or a digit opens a part.
func camelBreak(prev, c byte) bool {
	return c >= 'A' && c <= 'Z' && (prev >= 'a' && prev <= 'z' || prev >= '0' && prev <= '9')
}

// prevWord is the lowercase word before offset at, without punctuation.
func prevWord(lower string, at int) string {
	i := at
	for i > 0 && (lower[i-1] == ' ' || lower[i-1] == '\t' || lower[i-1] == '"' || lower[i-1] == '\'') {
		i--
	}
	j := i
	for j > 0 && isNameByte(lower[j-1]) {
		j--
	}
	if j > 0 && (lower[j-1] == '=' || lower[j-1] == ':') {
		return "" // a value ("Sig=host Sig=..."), which a later run may have redacted: no word of the sentence
	}
	return lower[j:i]
}

// phraseOwner says whether "phrase" at parts[i] names a secret: a seed,
// recovery or secret phrase, in one name or as the word before it, or
// one that opens something: a vault's unseal phrase, a wallet's or a
// disk's unlock phrase, a backup's or a master phrase.
func phraseOwner(parts []string, i int, prev string) bool {
	before := prev
	if i > 0 {
		before = parts[i-1]
	}
	return slices.Contains(phraseOwners, before)
}

// postposedOwner: the name lower[s:e], when it is "phrase" (French) or
// "frase" (Spanish, Italian, Portuguese), is owned by the word after it, as those languages
// place it: "phrase secrète", "frase secreta", "frase segreta", "frase de
// recuperación", "phrase de passe". It returns where the owner ends, which
// is where the name's verb or value follows.
func postposedOwner(lower string, s, e int) (int, bool) {
	if n := lower[s:e]; n != "phrase" && n != "frase" {
		return 0, false
	}
	for _, w := range postposedOwners {
		if strings.HasPrefix(lower[e:], w) && (e+len(w) == len(lower) || !isWord(lower[e+len(w)])) {
			return e + len(w), true
		}
	}
	return 0, false
}

// postposedOwners are every owner a Romance "phrase" or "frase" takes after
// it: those that make it a password, then those that make it a wallet's
// recovery phrase (whose digits are no value of it).
var postposedOwners = slices.Concat(passwordPhraseOwners, recoveryPhraseOwners)

// passwordPhraseOwners are the postposed owners that make a phrase a
// password: "phrase secrète", "frase secreta", "phrase de passe".
var passwordPhraseOwners = []string{" secrète", " secrete", " secreta", " segreta", " de passe"}

// recoveryPhraseOwners are the postposed owners that make a phrase a
// wallet's recovery or seed phrase: "frase de recuperación", "frase
// semilla", "phrase mnémonique".
var recoveryPhraseOwners = []string{" de recuperación", " de recuperação", " de récupération", " di recupero", " semilla", " semente",
	" mnémonique", " mnemónica", " mnemonica"}

// phraseAfter are postposedOwners as one part of a config key.
var phraseAfter = map[string]bool{"secrete": true, "secrète": true, "secreta": true, "segreta": true}

var phraseOwners = []string{"seed", "recovery", "secret", "pass", "unseal", "unlock", "wallet", "backup", "master", "restore", "security"}

// inARN says whether the name at i is part of an ARN
// ("arn:aws:secretsmanager:...:secret:prod"), where it names a resource type.
func inARN(text string, i int) bool {
	s := i
	for s > 0 && !isSpace(text[s-1]) && i-s < 256 {
		s--
	}
	return strings.HasPrefix(text[s:], "arn:")
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
