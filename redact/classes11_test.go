package redact_test

import "testing"

// Variants of the classes redact11 closed (secrets-classes-7.jsonl), in
// other words, languages and tools than its rows: each secret goes.
func TestClasses11Variants(t *testing.T) {
	checkRedacted(t, leakCases(map[string]string{
		// A label in another language joined to its value by a verb of
		// naming or a dash, with no preposition before the value.
		"das Root-Passwort auf dem NAS lautet Qv7!mTz2Lw": "Qv7!mTz2Lw",
		"mein Kennwort heisst jetzt Zx9#Lp4vRt":           "Zx9#Lp4vRt",
		"het wachtwoord van de kluis luidt Tr8$wKm3Zq":    "Tr8$wKm3Zq",
		"le mot de passe du NAS c'est Pq4!vLx9Mz":         "Pq4!vLx9Mz",
		"a senha do roteador eh Wz5@kLm8Qv":               "Wz5@kLm8Qv",
		"пароль для базы — Lk3%vQz7Wm":                    "Lk3%vQz7Wm",
		"Пароль до бази – Mn6&zXq2Lv":                     "Mn6&zXq2Lv",
		"mdp: Rv2!qLz8Tk (compte de test)":                "Rv2!qLz8Tk",
		"le mdp du serveur de prod est Hq5#mWz3Lx":        "Hq5#mWz3Lx",
		"MDP=Sx7^kQv4Lm": "Sx7^kQv4Lm",
		// The secret beside a public client id, a user's password quoted
		// with it, a form field that names a secret.
		"login needs client_id=webapp and ClientSecret: Wv8.Lq3~Zx7_Tm2Rk9": "Wv8.Lq3~Zx7_Tm2Rk9",
		"curl -u \"ops:Hq7vLm2Zx9\" https://ci.example/api/json":            "Hq7vLm2Zx9",
		"curl -X POST -d client_secret=Rt5Lq8Zx2Wm7Kv3N https://idp/token":  "Rt5Lq8Zx2Wm7Kv3N",
		"docker run -e SIGNING=Zq7vXm2Lr9Tk4Wp8Nb3Hc6Jd1Gs5Fa0Ye -d app":    "Zq7vXm2Lr9Tk4Wp8Nb3Hc6Jd1Gs5Fa0Ye",
		"\"primaryKey\": \"Qm9vdHN0cmFwS2V5MDEyMzQ1Njc4OWFiY2RlZg==\"":      "Qm9vdHN0cmFwS2V5MDEyMzQ1Njc4OWFiY2RlZg==",
		"the admin password — the new one — Tq8!vLm2Zx":                     "Tq8!vLm2Zx",
	}))
	checkRedacted(t, leakCases(map[string]string{
		// A credential given to a CLI's login verb as a positional argument,
		// a keypair's bytes printed below the command that read them.
		"vault login hvsQ7Lm2Zx9Tk4Wp8Rb3Nc6Jd":                                   "hvsQ7Lm2Zx9Tk4Wp8Rb3Nc6Jd",
		"ngrok config add-authtoken 2Zq7LmXv9Tk4Wp8Rb3Nc6Jd1Gs5Fa_3kL9vQm2Zx7Tp4": "2Zq7LmXv9Tk4Wp8Rb3Nc6Jd1Gs5Fa_3kL9vQm2Zx7Tp4",
		"bw unlock Qx7!Lm2vZt9Kp4Wr8":                                             "Qx7!Lm2vZt9Kp4Wr8",
		"$ cat wallet/keypair.json\n[12,250,7,199,33,164,88,201,5,140,222,61,19,247,90,130,44,173,238,9,111,66,203,150,27,185,74,229,3,160,97,216]": "[12,250,7,199,33,164,88,201,5,140,222,61,19,247,90,130,44,173,238,9,111,66,203,150,27,185,74,229,3,160,97,216]",
		// A 40-hex token right after its name on a git line is no commit.
		"git config --global hub.oauthtoken 4c9a1e7b2d5f8036a1b2c3d4e5f60718293a4b5c": "4c9a1e7b2d5f8036a1b2c3d4e5f60718293a4b5c",
	}))
	checkRedacted(t, leakCases(map[string]string{
		// A secret's prefix under a name a framework ships to the browser, a
		// Google key used from a server, a tool's password after its SSID.
		"EXPO_PUBLIC_STRIPE_SECRET=sk_live_51Qx7vLm2Zt9Kp4Wr8Nb3Hc6Jd1Gs5Fa0Ye":          "sk_live_51Qx7vLm2Zt9Kp4Wr8Nb3Hc6Jd1Gs5Fa0Ye",
		"NEXT_PUBLIC_GH_TOKEN=ghp_Zq7vLm2Xr9Tk4Wp8Nb3Hc6Jd1Gs5Fa0Ye7Lq":                  "ghp_Zq7vLm2Xr9Tk4Wp8Nb3Hc6Jd1Gs5Fa0Ye7Lq",
		"our cron job geocodes with GEOCODE_KEY=AIzaSyK2x9C3v4B5n6M7a8S9d0F1g2H3j4K5l6Q": "AIzaSyK2x9C3v4B5n6M7a8S9d0F1g2H3j4K5l6Q",
		"sudo wpa_passphrase Lab-Net-2G Fz8#kQv2LmTx":                                    "Fz8#kQv2LmTx",
		// A passphrase of words after a login's user noun, a phrase that
		// opens a wallet or a disk, an app password printed in groups.
		"log in to the kiosk with the shop email and lantern-pebble-57": "lantern-pebble-57",
		"the wallet unlock phrase: orbit-maple-canyon-12":               "orbit-maple-canyon-12",
		"the backup phrase is cobalt river sunrise meadow":              "cobalt river sunrise meadow",
		"Thunderbird wants the app password wxyz-abcd-efgh-ijkl":        "wxyz-abcd-efgh-ijkl",
	}))
	checkRedacted(t, leakCases(map[string]string{
		// A password given with its user after "as ... with".
		"to log in to the NAS sign in as backup with Kestrel-Dune-48": "Kestrel-Dune-48",
		"ssh login: connect as ops with pine7-harbor!":                "pine7-harbor!",
		// A key a key-generating command printed, on its line or below it.
		"$ wg genkey\nyAnz5TF+lXXJte14tji3zlMNq+hd2rYUIgJBgB3fBmk=":                                                    "yAnz5TF+lXXJte14tji3zlMNq+hd2rYUIgJBgB3fBmk=",
		"nomad operator gossip keyring generate gave me the keygen result Zq7vLm2Xr9Tk4Wp8Nb3Hc6Jd1Gs5Fa0Ye7LqQ2x8vL=": "Zq7vLm2Xr9Tk4Wp8Nb3Hc6Jd1Gs5Fa0Ye7LqQ2x8vL=",
		"routing_key: 8f2a9c1e7b4d6305a1c2e3f4b5d6a7c8":                                                                "8f2a9c1e7b4d6305a1c2e3f4b5d6a7c8",
	}))
}

// The look-alike twins of each class.
var classes11Kept = []string{
	// The same labels followed by words, a placeholder or a reference.
	"das Root-Passwort auf dem NAS lautet genauso wie letztes Jahr",
	"het wachtwoord van de kluis luidt: ${VAULT_PW}",
	"le mot de passe du NAS c'est celui du routeur",
	"пароль для базы — в хранилище секретов",
	"Пароль до бази – <дивіться 1Password>",
	"mdp : ********",
	"le mdp est dans le gestionnaire",
	"a senha do roteador eh a mesma",
	// A dash after an English credential word, and a dash in a copula's
	// sentence after its value's words.
	"the API token — see the wiki for how to get one",
	"Hasło do konta w AD to jest tajemnica — pytaj admina",
	// An OAuth client's or app registration's id after a token word.
	"the access token is issued to client_id 3c9e1a7b-2d4f-4e8a-9b1c-7f6e5d4c3b2a",
	"refresh token flow, AppClientId: 5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
	// A flag that says no password is asked, a key's state, a key that
	// names a request or a record.
	"%wheel ALL=(ALL) NOPASSWD: /usr/sbin/reboot, /usr/bin/apt",
	"\"TokenStatus\": \"RevokedByAdmin\"",
	"curl -H 'Idempotency-Key: 7b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d4e' https://api.pay.example/v1/charges",
	"partition_key: TenantOrders2024Q3",
	// A user given by a variable with no password, a form's fields.
}

// More twins: of the command lines, bytes, hashes, browser keys and
// form fields.
var classes11KeptCommands = []string{
	// A login verb's host, flags and flag values; a keypair's bytes under
	// a line that names none; a commit beside a token word; a command
	// after a key's label; a cache entry named by words and a digest.
	"argocd login cd.example.com --sso --grpc-web",
	"az login --tenant \"5f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0\" --use-device-code",
	"vault operator unseal -status",
	"$ cat thresholds.json\n[12,250,7,199,33,164,88,201,5,140,222,61,19,247,90,130,44,173,238,9,111,66,203,150,27,185,74,229,3,160,97,216]",
	"the auth token bug landed in 9c2e4f1a7b3d5e6f8a0b1c2d3e4f5a6b7c8d9e0f, revert it and cherry-pick the fix",
	"api key rotation broke after 4f2a9c1e, git bisect says so",
	"deploy key: ssh-keygen -t ed25519 -C ci@example -f ./deploy_key",
	"restore-keys: deps-v2-3f9a1c0e7b2d, cache key: macos-pip-wheels-8e1f0a9b2c3d4e5f",
	// A publishable or browser key under a framework's public name or in
	// a web app's config; an SSID after wpa_passphrase.
	"NEXT_PUBLIC_CLERK_KEY=pk_test_Y2xlcmsuZXhhbXBsZS5jb20k",
	"NEXT_PUBLIC_SEARCH_ONLY_KEY=4b7e2a9c1d3f5e8a0b6c2d4e6f8a1b3c",
	"REACT_APP_MAPS_KEY=AIzaSyD4f5G6h7J8k9L0z1X2c3V4b5N6m7Q8w9E",
	"firebase.initializeApp({ apiKey: 'AIzaSyP0o9I8u7Y6t5R4e3W2q1A2s3D4f5G6h7J', authDomain: 'shop-prod.firebaseapp.com' })",
	"$ wpa_passphrase Office-Guest-5G < /run/secrets/wifi",
	// A deployment named after the user's noun; a phrase's place; an
	// app password's words.
	"log in to the kiosk with the shop email and orders-db-1 holds the session",
	"sign in with your username and the payments-api-v2 checks it",
	"the wallet unlock phrase: ask the treasurer",
	"the app password page: open-your-account-settings",
	// How one logs in as a user, a deployment given with it.
	"log in as admin with single-sign-on from the portal",
	"sign in as ci with the deploy-bot-2 account",
	// What ssh-keygen prints: a fingerprint, a public key.
	"$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:Zq7vLm2Xr9Tk4Wp8Nb3Hc6Jd1Gs5Fa0Ye7LqQ2x8vLm deploy@ci (ED25519)",
	"$ ssh-keygen -y -f deploy_key\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGq7vLm2Xr9Tk4Wp8Nb3Hc6Jd1Gs5Fa0Ye7LqQ2x8vLm deploy@ci",
	"curl -u \"$PAY_KEY:\" \\\n  -d amount=1200 \\\n  -d customer=cus_Q8vLm2Zx7Tk4Wp https://api.pay.example/v1/charges",
}

func TestClasses11LookAlikes(t *testing.T) {
	checkKept(t, classes11Kept)
	checkKept(t, classes11KeptCommands)
}
