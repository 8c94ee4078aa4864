package redact_test

import "testing"

// A chart's existingSecret takes the name of a Secret the cluster holds (a
// DNS label, however few words), and a passwordKey names the field of that
// Secret that holds the password: neither is the password. A password
// given under the same chart's keys goes.
var classes22StoredNameLeaks = map[string]string{
	"auth:\n  existingSecret: \"\"\n  rootPassword: Tq8!vW3zLm7Rx2Kp\n":              "Tq8!vW3zLm7Rx2Kp",
	"redis:\n  auth:\n    password: Hy5!qT2wLz9mRv4K\n    passwordKey: redis-pass\n": "Hy5!qT2wLz9mRv4K",
	"mariadb:\n  auth:\n    replicationPassword: Xr2#vQ8mLz4Tw7Kp\n":                 "Xr2#vQ8mLz4Tw7Kp",
}

var classes22StoredNameKept = []string{
	"postgresql:\n  auth:\n    existingSecret: app-postgresql\n",
	"mongodb:\n  auth:\n    existingSecret: mongo-auth-7f9c2\n",
	"auth:\n  existingSecret: app-pg\n  secretKeys:\n    userPasswordKey: user-password\n    adminPasswordKey: postgres-password\n",
	"redis:\n  auth:\n    existingSecretPasswordKey: redis-password\n",
}

// A database's stored verifier is what a dump or a migration writes where a
// role's password goes (SCRAM-SHA-256$..., md5 and 32 hex, MySQL's *<40
// hex> and $A$005$); the plain password in the same statement goes.
var classes22HashLeaks = map[string]string{
	"ALTER ROLE app WITH PASSWORD 'Wm4!zQ8vLt2xRk7P';":       "Wm4!zQ8vLt2xRk7P",
	"CREATE USER 'etl'@'%' IDENTIFIED BY 'md5Summer2026!';":  "md5Summer2026!",
	"SET PASSWORD FOR 'app'@'localhost' = 'Star*Fish-2026';": "Star*Fish-2026",
}

var classes22HashKept = []string{
	"ALTER ROLE app WITH PASSWORD 'SCRAM-SHA-256$4096:QmFzZVNhbHQ=$U3RvcmVkS2V5:U2VydmVyS2V5';",
	"CREATE ROLE app LOGIN PASSWORD 'md53175bce1d3201d16594cebf9d7eb3f9d';",
	"CREATE USER 'app'@'%' IDENTIFIED WITH mysql_native_password AS '*2470C0C06DEE42FD1618BB99005ADCA2EC9D1E19';",
}

// A property list names each value in a <key> element and holds it in the
// element after (Info.plist, a launchd job, a .mobileconfig profile): the
// key's text is a name, and the <string> or <data> after a credential's
// name is its value. A Keychain item's name and a key naming no
// credential stay.
var classes22PlistLeaks = map[string]string{
	"<key>APIToken</key>\n<string>Wq7vR2mXz9Lt4Kp8Nc3B</string>":                                                                  "Wq7vR2mXz9Lt4Kp8Nc3B",
	"<dict>\n\t<key>Password</key>\n\t<string>Hunter-Blue-2026!</string>\n\t<key>UserName</key>\n\t<string>ops</string>\n</dict>": "Hunter-Blue-2026!",
	"<key>SharedSecret</key><data>c2VjcmV0LXZhbHVlLXE4dzI=</data>":                                                                "c2VjcmV0LXZhbHVlLXE4dzI=",
}

var classes22PlistKept = []string{
	"<key>CFBundleIdentifier</key>\n<string>com.example.reader</string>\n<key>NSAppTransportSecurity</key>\n<dict/>",
	"<key>ServerURL</key>\n<string>https://sync.example.org</string>",
	"<key>PasswordKeychainItem</key>\n<string>com.example.reader.sync</string>",
	"<key>KeepAlive</key>\n<true/>\n<key>Label</key>\n<string>com.example.agent</string>",
}

// TestClasses22Variants: every class's secrets go.
func TestClasses22Variants(t *testing.T) {
	for _, leaks := range []map[string]string{classes22StoredNameLeaks, classes22HashLeaks, classes22PlistLeaks} {
		checkRedacted(t, leakCases(leaks))
	}
}

// TestClasses22LookAlikes: every paired look-alike stays byte for byte.
func TestClasses22LookAlikes(t *testing.T) {
	for _, kept := range [][]string{classes22StoredNameKept, classes22HashKept, classes22PlistKept} {
		checkKept(t, kept)
	}
}
