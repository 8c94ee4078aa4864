package redact_test

import "testing"

// redact60's classes, each with look-alikes in the same shape that keep
// their text: a client's combined login argument (lftp's USER,SECRET, a
// Samba tool's USER%SECRET, curl's proxy USER:SECRET, ApacheBench's -A,
// htpasswd -b, rdesktop's and ncftp's -p); a one-time code a sentence
// says came by its channel, in several languages, but not an order's,
// a postal, an error's code or a time; and a UUID after "with key" in a
// key-management setting, which names the key, while one after a
// credential's name stays redacted.
func TestClasses60(t *testing.T) {
	checkClassRows(t, []classRow{
		{"login", "lftp -u deploy,sakura0401 ftp.example.jp", "sakura0401"},
		{"login", `lftp -e "open -u backup,Fl0wer-pot sftp://nas.lan; mirror /data"`, "Fl0wer-pot"},
		{"login", "curl -U proxyuser:Kl33nex -x proxy:3128 https://example.com", "Kl33nex"},
		{"login", "curl --proxy-user bob:Sp4rrowhawk -x p:8080 https://example.com", "Sp4rrowhawk"},
		{"login", `rpcclient -U 'CORP\admin%Passw0rd1' 10.0.0.1`, "Passw0rd1"},
		{"login", "net rpc user -U administrator%Zebra99x -S dc1", "Zebra99x"},
		{"login", "ab -n 100 -A admin:s3cretbench http://localhost/", "s3cretbench"},
		{"login", "htpasswd -bc /etc/nginx/.htpasswd admin Pelikan42", "Pelikan42"},
		{"login", "htpasswd -nb admin Pelikan42", "Pelikan42"},
		{"login", "rdesktop -u admin -p Wintergarten9 10.0.0.9", "Wintergarten9"},
		{"login", "ncftpput -u ftpuser -p Blaubeere7 ftp.example.de /pub file", "Blaubeere7"},
		{"login", "lftp -u deploy ftp.example.org", ""},
		{"login", "ps -u root,www-data -o pid,cmd", ""},
		{"login", "date -u +%Y%m%d", ""},
		{"login", "htpasswd -c /etc/nginx/.htpasswd admin", ""},
		{"login", "rdesktop -u admin -p - 10.0.0.9", ""},
		{"login", "docker run -u 1000:1000 alpine id", ""},

		{"one-time code", "der SMS-Code für mein Konto ist gerade gekommen: 676457 — schnell eintippen", "676457"},
		{"one-time code", "the SMS code just arrived: 308114", "308114"},
		{"one-time code", "the 2FA code from the app is 481 902", "481 902"},
		{"one-time code", "código de verificação: 553201", "553201"},
		{"one-time code", "el código de verificación es 553201", "553201"},
		{"one-time code", "le code SMS vient d'arriver : 402913", "402913"},
		{"one-time code", "il codice di verifica è 771204", "771204"},
		{"one-time code", "Bestätigungscode: 9931 2201", "9931 2201"},
		{"one-time code", "the verification code is 6 digits long, order 123456 is delayed", ""},
		{"one-time code", "the SMS code for order 123456 never arrived", ""},
		{"one-time code", "error code 404 after the SMS login", ""},
		{"one-time code", "the login error code is 4031", ""},
		{"one-time code", "Order number 676457 shipped, postal code: 55320", ""},
		{"one-time code", "the 2FA code arrived at 14:05", ""},
		{"one-time code", "2FA code from the authenticator is 173702 but the site says invalid — clock drift?", ""},
		{"one-time code", "der SMS-Code ist gekommen: 551902, aber er ist schon abgelaufen", ""},
		{"one-time code", "el código de verificación es 553201 pero sale inválido", ""},
		{"one-time code", "the 2FA code from the app is 220931 but login fails every time", ""},
		{"one-time code", "le code de vérification est 884201 mais ça échoue", ""},
		{"one-time code", "o código postal da verificação é 1000-205", ""},

		{"kms key", "SSE-KMS with key 834e81e4-e229-4907-b8cf-e99272327872 in eu-west-1", ""},
		{"kms key", "objects are encrypted by aws:kms using the key 1234abcd-12ab-34cd-56ef-1234567890ab", ""},
		{"kms key", "Cloud KMS with key 5b1c7e2a-55b3-4a8e-9d61-0f3b2c4a7e19 rotates yearly", ""},
		{"kms key", "api key: 1234abcd-12ab-34cd-56ef-1234567890ab", "1234abcd-12ab-34cd-56ef-1234567890ab"},
		{"kms key", "the KMS secret key 1234abcd-12ab-34cd-56ef-1234567890ab", "1234abcd-12ab-34cd-56ef-1234567890ab"},
		{"kms key", "log in to Heroku with key 5b1c7e2a-55b3-4a8e-9d61-0f3b2c4a7e19", "5b1c7e2a-55b3-4a8e-9d61-0f3b2c4a7e19"},
	})
}
