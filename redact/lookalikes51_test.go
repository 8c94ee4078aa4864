package redact_test

import "testing"

// lookalikes51 are redact51's classes of text destroyed as a secret, each
// with look-alikes that must come out unchanged (secret "") and secrets of
// the same shape that must still be redacted.
var lookalikes51 = []classRow{
	// An apostrophe that ends a word (a possessive, a contraction) is no
	// opening quote: the text up to the next quote is prose, not a value. A
	// value quoted after the contraction is still read.
	{"Contraction", "the staging password's in 1Password under 'Staging / Postgres', ask Lee", ""},
	{"Contraction", "Ops token's kept in Bitwarden as 'ops-bot', don't paste it", ""},
	{"Contraction", "the wifi password'll be on the fridge as 'Guest WiFi' from Monday", ""},
	{"Contraction", "the router's password's 'Xk29vLq8Tz', change it after setup", "Xk29vLq8Tz"},
	{"Contraction", "the password's \"Rq7Lm2xWp94\" for now", "Rq7Lm2xWp94"},
	{"Contraction", "admin password: 'Tz9Kq4Lm2Vx' (Dana's)", "Tz9Kq4Lm2Vx"},
	// A participle after "was" states what happened to a password or a pass
	// (lost, stolen, taken): and "pass" is also a mountain pass, a satellite's
	// pass over a station, a first pass over data. A value after "was" is
	// still one.
	{"Participle", "Last night's Kiruna pass was lost because the antenna stowed early.", ""},
	{"Participle", "my badge password was stolen along with the laptop", ""},
	{"Participle", "the first pass was slow, the second one used the index", ""},
	{"Participle", "the Stelvio pass was closed due to snow", ""},
	{"Participle", "the old token was thrown away when we rotated", ""},
	{"Participle", "the wifi pass was Tr0ub4dor&3 until March", "Tr0ub4dor&3"},
	{"Participle", "the guest pass was hunter22", "hunter22"},
	{"Participle", "the vpn password was Kx8!vQ2mLp9z", "Kx8!vQ2mLp9z"},
	// A label's colon followed by a connection's other field and its value
	// heads a list ("password: host X, user Y"): the field's name is no
	// password. A value after the label is still one.
	{"FieldHeading", "Reset the FTP password: host ftp.acme.io, user uploads, new one in KeePass.", ""},
	{"FieldHeading", "SMTP password: server smtp.eu.mailgun.org port 587, ask Ops for the rest", ""},
	{"FieldHeading", "db password: username billing_ro on pg-replica-2, see the vault", ""},
	{"FieldHeading", "SFTP password: Hq7!zL2pXm9w, host sftp.acme.io", "Hq7!zL2pXm9w"},
	{"FieldHeading", "smtp password: Vx4Rt8Lm2Qz9 server smtp.acme.io", "Vx4Rt8Lm2Qz9"},
	{"FieldHeading", "FTP password: hostK9xQ2mLz", "hostK9xQ2mLz"},
	// A phrase after a password's label that names where it is kept (its
	// manager, the vault, the word password itself), in any language, is a
	// reference. A passphrase of other words is still one.
	{"KeptPhrase", "psw: vedi il gestore delle password", ""},
	{"KeptPhrase", "pwd: voir le gestionnaire de mots de passe", ""},
	{"KeptPhrase", "passphrase: im Tresor unter Team Infra", ""},
	{"KeptPhrase", "passphrase: purple elephant dances quietly", "purple elephant dances quietly"},
	{"KeptPhrase", "psw: gatto rosso salta alto", "gatto rosso salta alto"},
	// A placeholder of words in angle brackets after a name's "=" (a template's
	// .env.example) is no value; a value between brackets without blanks is
	// one, and an XML element's attributes are read as before.
	{"BracketPlaceholder", "TELEGRAM_BOT_TOKEN=<token from @BotFather>", ""},
	{"BracketPlaceholder", "SLACK_BOT_TOKEN=<ask @platform in #infra>", ""},
	{"BracketPlaceholder", "DISCORD_TOKEN: <the one from @devportal>", ""},
	{"BracketPlaceholder", "DB_PASSWORD=Xk29vLq8Tz4M # <copied from the vault>", "Xk29vLq8Tz4M"},
	{"BracketPlaceholder", "<add name=\"Main\" connectionString=\"Server=db;User ID=app;Password=Sx4!qW9vLz2m\" providerName=\"System.Data.SqlClient\" />", "Sx4!qW9vLz2m"},
	// A SOPS file's ciphertext, cut by a reader at a '+' or '/' of its base64,
	// opens nothing; a plaintext value beside it is still read.
	{"SOPS", "api_secret: ENC[AES256_GCM,data:Qm9vTGVhbi1pcy1ub3Qtc2VjcmV0LWF0LWFsbA+Zx/9Lq==,iv:Ab3dE+fGh/iJkLmN0pQrStUvWxYz12345678901234=,tag:Zz9Yy8+Xx7Ww6Vv5Uu4Tt==,type:str]", ""},
	{"SOPS", "password: ENC[AES256_GCM,data:Xr7+pQ2/vLm9==,iv:Nn4+Mm5/Ll6Kk7Jj8Ii9Hh0Gg1Ff2Ee3Dd4Cc5Bb6A=,tag:Qq1+Ww2/Ee3==,type:str]", ""},
	{"SOPS", "password: Tz9+Kq4/Lm2Vx8", "Tz9+Kq4/Lm2Vx8"},
	// A key that picks a record out (a project's key in SonarQube, a Figma
	// file's, a partition's, a Helm chart's key inside an existing Secret) is
	// an id, not a credential; a key that opens a service is still redacted,
	// however its name ends.
	{"RecordKey", "mvn sonar:sonar -Dsonar.projectKey=payments_gateway", ""},
	{"RecordKey", `<add key="FigmaFileKey" value="Zq8YkLm4Tn2RsVwYc" />`, ""},
	{"RecordKey", "partitionKey: tenant_id", ""},
	{"RecordKey", "existingSecretPasswordKey: postgres-password", ""},
	{"RecordKey", "customSecretLicenseKey: license", ""},
	{"RecordKey", "storageKey: Kx8vQ2mLp9zRt4Wb8Zp3N7Lq2mXv9Wb4Kz8Qp1Rs==", "Kx8vQ2mLp9zRt4Wb8Zp3N7Lq2mXv9Wb4Kz8Qp1Rs=="},
	{"RecordKey", "primaryKey: Zt4Wb8Zp3N7Lq2mXv9Wb4Kz8Qp1RsKx8vQ2mLp9=", "Zt4Wb8Zp3N7Lq2mXv9Wb4Kz8Qp1RsKx8vQ2mLp9="},
	{"RecordKey", "existingSecretKey: Xr7pQ2vLm9Kz4Wq8", "Xr7pQ2vLm9Kz4Wq8"},
	// PubNub's publish and subscribe keys configure its SDK in the page; its
	// secret key (sec-c-) is still redacted, and a subscribe key handed over
	// in prose is judged as any other token.
	{"PubNub", "PubNub.init({ subscribeKey: 'sub-c-6a1b2c3d-4e5f-11e8-9c2d-fa7ae01bbebc' })", ""},
	{"PubNub", "PUBNUB_PUBLISH_KEY=pub-c-1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b", ""},
	{"PubNub", "pubnub:\n  subscribe_key: sub-c-0a9b8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d", ""},
	{"PubNub", "secretKey: 'sec-c-ZTk2ODVkZjQtMzM1Ny00YjRjLWE0NDMtYjFlZjJiMmU2Zjc5'", "sec-c-ZTk2ODVkZjQtMzM1Ny00YjRjLWE0NDMtYjFlZjJiMmU2Zjc5"},
	{"PubNub", "PUBNUB_SECRET_KEY=sec-c-MzJhYjRkNWUtNmY3OC00OWFiLTgxMjMtYzRkNWU2ZjcwODE5", "sec-c-MzJhYjRkNWUtNmY3OC00OWFiLTgxMjMtYzRkNWU2ZjcwODE5"},
	{"PubNub", "PUBNUB_AUTH_KEY=Xr7pQ2vLm9Kz4Wq8Tn3B", "Xr7pQ2vLm9Kz4Wq8Tn3B"},
	// An Authorization scheme ("token", "Bearer") before a shell variable that
	// ends its quoted header gives no value after it: the next header's name
	// stays. A literal token after the scheme is still redacted.
	{"SchemeExpansion", "curl -H 'Authorization: token $GITHUB_TOKEN' -H 'X-Api-Key-Version: 3' https://api.example.com", ""},
	{"SchemeExpansion", `curl -H "Authorization: token ${GH_TOKEN}" -H "X-GitHub-Api-Version: 2022-11-28" https://api.github.com/user`, ""},
	{"SchemeExpansion", `http GET api.acme.io "Authorization: Bearer $ACME_TOKEN" "X-Secret-Scope: read"`, ""},
	{"SchemeExpansion", "curl -H 'Authorization: token {{ gh_token }}' -H 'X-Api-Key-Version: 3' https://api.github.com", ""},
	{"SchemeExpansion", "headers: Authorization: token ${{ secrets.GITHUB_TOKEN }}, X-Api-Key-Version: 3", ""},
	{"SchemeExpansion", `curl -H "Authorization: token %GH_TOKEN%" -H "X-Api-Key-Version: 3" https://api.github.com`, ""},
	{"SchemeExpansion", "curl -H 'Authorization: token ghp_R4nd0mT0k3nV4lu3Xx9Lq2mWb8Zp3N7Kd4' -H 'X-Api-Key-Version: 3' https://api.github.com", "ghp_R4nd0mT0k3nV4lu3Xx9Lq2mWb8Zp3N7Kd4"},
	{"SchemeExpansion", "curl -H 'Authorization: token Kx8vQ2mLp9zRt4Wb8Zp3' https://git.acme.io/api", "Kx8vQ2mLp9zRt4Wb8Zp3"},
	{"SchemeExpansion", "curl -H 'Authorization: Bearer $TOKEN' -H 'X-Api-Key: Zq8YkLm4Tn2RsVwY7x' https://api.acme.io", "Zq8YkLm4Tn2RsVwY7x"},
	// Razorpay's key id opens Checkout in the page; its secret, and a key id
	// handed over in prose, are still redacted.
	{"RazorpayKeyID", "const options = { key: 'rzp_live_Lm4Tn2RsVwYbQx', amount: 29900, currency: 'INR' };", ""},
	{"RazorpayKeyID", "RAZORPAY_KEY_ID=rzp_test_Zq8YkLm4Tn2RsV", ""},
	{"RazorpayKeyID", "new Razorpay({ \"key\": \"rzp_live_Qx8ZkLm4Tn2RsW\", \"order_id\": order.id }).open()", ""},
	{"RazorpayKeyID", "RAZORPAY_KEY_ID=rzp_live_Lm4Tn2RsVwYbQx\nRAZORPAY_KEY_SECRET=Tq8Je1ub426rkcI4Pd2Ji5y", "Tq8Je1ub426rkcI4Pd2Ji5y"},
	{"RazorpayKeyID", "our razorpay key is rzp_live_Wb8Zp3N7Kd4Lq2", "rzp_live_Wb8Zp3N7Kd4Lq2"},
	{"RazorpayKeyID", "const rzp = new Razorpay({ key_id: 'rzp_live_Lm4Tn2RsVwYbQx', key_secret: 'mkvt0M4IUZVhErB2Rnq8J6jd' });", "mkvt0M4IUZVhErB2Rnq8J6jd"},
	// A VAPID public key (87 base64url characters opening with "B") where Web
	// Push is set up is public; a private VAPID key, or a key of that length
	// on a line that says nothing of push, is still redacted.
	{"VAPIDPublic", "await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: urlBase64ToUint8Array('BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U') });", ""},
	{"VAPIDPublic", "VAPID_PUBLIC_KEY=BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM", ""},
	{"VAPIDPublic", "const key = urlBase64ToUint8Array(\"BPjY1w0pk0FNyI2m8Zq7sT3v4UwXyZ5aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789-_AbCdEfGhIjKlMnOpQr\");", ""},
	{"VAPIDPublic", "VAPID_PRIVATE_KEY=UUxI4O8-FbRouAevSmBQ6o18hgE4nSG3qwvJTfKc-ls", "UUxI4O8-FbRouAevSmBQ6o18hgE4nSG3qwvJTfKc-ls"},
	{"VAPIDPublic", "API_SECRET=BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM", "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM"},
	{"VAPIDPublic", "webpush.setVapidDetails('mailto:ops@acme.io', publicKey, 'Kq9Lm2Vx8Tz4Wb3Np7Rs1Yc6Hd5Jf0Ga2Qe8Uo4Ik7M')", "Kq9Lm2Vx8Tz4Wb3Np7Rs1Yc6Hd5Jf0Ga2Qe8Uo4Ik7M"},
	// A Pix key (a "chave aleatória", a UUID) is the address a payer sends
	// money to; a UUID a PSP's secret is named by beside it is still redacted.
	{"PixKey", "pode mandar o pix na minha chave aleatória: 7c1e5b2a-9d34-4f8e-a6b1-3e2d9c8f7a60, nome Joana Lima", ""},
	{"PixKey", "chave pix da loja: 3b9f2e1d-7a6c-4d5e-8f90-1a2b3c4d5e6f (aparece no rodapé do boleto)", ""},
	{"PixKey", "a chave Pix (aleatória) é e4d3c2b1-a098-4765-b432-10fedcba9876, Banco Inter", ""},
	{"PixKey", "pix client_secret: 5f4e3d2c-1b0a-4987-a654-3210fedcba98", "5f4e3d2c-1b0a-4987-a654-3210fedcba98"},
	{"PixKey", "a chave da API do pix é 9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d, não compartilhe", "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d"},
	{"PixKey", "api_key: 0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0", "0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0"},
}

func TestLookalikes51(t *testing.T) { checkClassRows(t, lookalikes51) }
