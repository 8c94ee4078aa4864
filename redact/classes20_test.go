package redact_test

import "testing"

// A key wrapped in a type conversion or a constructor is the literal
// inside it, in every language that writes one: the conversion is code,
// the literal the value. A conversion of a variable, a getter's name and a
// Rust type's path stay.
var classes20WrappedLeaks = map[string]string{
	`signingKey := []byte("Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB")`:                                                    "Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB",
	`let hmac_secret = String::from("Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB");`:                                         "Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB",
	`let api_key = b"Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB";`:                                                          "Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB",
	`let apiKey = Data("Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB".utf8)`:                                                  "Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB",
	`var signingKey = Encoding.UTF8.GetBytes("Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB");`:                                "Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB",
	`SECRET_KEY = bytes("Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB", "utf-8")`:                                             "Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB",
	`let password = String::from("hunter2-Blue!");`:                                                               "hunter2-Blue!",
	`password := []byte("hunter2-Blue!")`:                                                                         "hunter2-Blue!",
	`let secret = NSString(string: "Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB")`:                                           "Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB",
	"var jwtKey = []byte(\"3d0c7a1e9f5b2846c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7\")\n\nfunc sign() {}": "3d0c7a1e9f5b2846c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7",
}

var classes20WrappedKept = []string{
	`secretKey := []byte(cfg.Secret)`,
	`key := []byte(os.Getenv("JWT_KEY"))`,
	`let api_key = String::from(env::var("API_KEY")?);`,
	`let token = SecretString::new(raw.into());`,
	`auth_key = bytes(settings.AUTH_KEY, "utf-8")`,
}

// A passphrase label's qualifiers may be German, French or Spanish
// prepositions of place and owner (vom, beim, am, sur, chez) before a verb
// and a colon ("lautet:", "est :", "es:"); what points to where the value
// is kept after the same label stays. A dash set off by blanks ends a
// passphrase's clause.
var classes20LabelLeaks = map[string]string{
	"Die Passphrase für den Signaturschlüssel vom Build-Server lautet: Moosgrüne Eule tanzt 17 — nicht weitergeben": "Moosgrüne Eule tanzt 17",
	"Das Kennwort beim Router am Empfang lautet: Blumentopf88!":                                                     "Blumentopf88!",
	"Le mot de passe du compte admin sur le NAS est : Girafe-bleue-58":                                              "Girafe-bleue-58",
	"La contraseña del usuario root en el servidor de pruebas es: Pimiento-Rojo-19":                                 "Pimiento-Rojo-19",
}

var classes20LabelKept = []string{
	"Die Passphrase für den Signaturschlüssel vom Build-Server lautet: siehe Tresor, Eintrag Release.",
	"Le mot de passe du compte admin sur le NAS est : dans le coffre",
	"Die Passphrase für den Schlüssel vom Build-Server wurde gestern geändert.",
}

// TestClasses20Variants: every secret of each class goes.
func TestClasses20Variants(t *testing.T) {
	for _, leaks := range []map[string]string{classes20WrappedLeaks, classes20LabelLeaks} {
		checkRedacted(t, leakCases(leaks))
	}
}

// TestClasses20LookAlikes: every paired look-alike stays byte for byte.
func TestClasses20LookAlikes(t *testing.T) {
	for _, kept := range [][]string{classes20WrappedKept, classes20LabelKept} {
		checkKept(t, kept)
	}
}
