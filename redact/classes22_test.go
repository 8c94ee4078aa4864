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

// A pg_dump's COPY statement lists its columns, and its rows follow
// tab-separated until "\.": a cell under a credential's column is its
// value. A hash's column, an id's and a COPY from a file stay.
var classes22CopyLeaks = map[string]string{
	"COPY public.users (id, email, password) FROM stdin;\n7\tops@example.com\tSummer-Rain-2026!\n\\.\n":                  "Summer-Rain-2026!",
	"COPY \"Integrations\" (\"Id\", \"Provider\", \"ApiToken\") FROM stdin;\n1\tzendesk\tq8Wv2mRz7Lt4Xk9Pn3Bc6Hj\n\\.\n": "q8Wv2mRz7Lt4Xk9Pn3Bc6Hj",
}

var classes22CopyKept = []string{
	"COPY public.users (id, email, password_hash) FROM stdin;\n7\tops@example.com\t$2b$12$KIXQJQ0Q9v8yR5nW3pM1EuQ7y3vJx8nH2fL4tB6cD9eA1gS0hU2iK\n\\.\n",
	"COPY public.api_clients (id, name, client_id) FROM stdin;\n1\tbilling\t3f9a1c7e-5b2d-4e80-9c6f-1a3b5d7e9f20\n\\.\n",
	"COPY users (id, password) FROM '/tmp/users.tsv';\nSELECT count(*) FROM users;\n",
}

// A command that prints a stored secret puts it alone on the next line of
// a transcript or a CI log, with no name beside it: the command's name
// for it (terraform output -raw db_password, an echo of $DEPLOY_KEY) or
// its purpose (--show-secrets, get-secret-value) says what it is. A reveal
// of a non-secret, a captured output, a masked line, a script's next
// command and output of words stay.
var classes22RevealLeaks = map[string]string{
	"$ terraform output -raw db_password\nWv5!qR9mLz3Tx8Kp\n":                                                          "Wv5!qR9mLz3Tx8Kp",
	"$ vault kv get -field=password secret/app\nHq3!zW8vLm2Tx7Rk\n":                                                    "Hq3!zW8vLm2Tx7Rk",
	"$ kubectl get secret db -o jsonpath=\"{.data.password}\" | base64 -d\nPq6!zW2vLm9Tx4Rk\n$ ":                       "Pq6!zW2vLm9Tx4Rk",
	"$ aws secretsmanager get-secret-value --secret-id prod/db --query SecretString --output text\nXm4!tQ9wLz2vRk7P\n": "Xm4!tQ9wLz2vRk7P",
	"% op read op://Prod/db/password\nRx4!vQ9mLz2Tw7Kp\n":                                                              "Rx4!vQ9mLz2Tw7Kp",
	"$ security find-generic-password -s smtp -w\nMq5!vT8wLz3xRk2P\n":                                                  "Mq5!vT8wLz3xRk2P",
	"Run echo \"token=$API_TOKEN\"\ntoken=7Kq2mW9vRz4Lt8Xp3Nc6\n":                                                      "7Kq2mW9vRz4Lt8Xp3Nc6",
	"terraform output -raw admin_password\nTz8qW3vLm7Rx2Kp9\n":                                                         "Tz8qW3vLm7Rx2Kp9",
}

var classes22RevealKept = []string{
	"$ terraform output -raw vpc_id\nvpc-0a1b2c3d4e5f67890\n",
	"DB_PASSWORD=$(terraform output -raw db_password)\nexport DB_PASSWORD\n",
	"Run echo \"deploying with $DEPLOY_KEY\"\ndeploying with ***\n",
	"echo $API_TOKEN\n./deploy.sh --prod\n",
	"$ security find-generic-password -s smtp\nkeychain: \"/Users/me/Library/Keychains/login.keychain-db\"\n",
	"$ pulumi config get dbPassword --show-secrets\nerror: configuration key 'dbPassword' not found\n",
	"$ echo $SHELL\n/bin/zsh\n",
}

// A Terraform random_password's result is a password its attribute's name
// does not call one: the resource's type does. A random_string's result
// (a name's suffix), a hidden result and the bcrypt_hash stay.
var classes22GeneratedLeaks = map[string]string{
	"{\"mode\": \"managed\", \"type\": \"random_password\", \"name\": \"db\", \"instances\": [{\"attributes\": {\"bcrypt_hash\": \"$2a$10$Q9vR2mWz7Lt4Xp8Nc6Bh1eYdF5gS0aE3uI9oP2wLz4Qx9vR2mTk8a\", \"id\": \"none\", \"length\": 20, \"result\": \"Gq3-zW8vLm2Tx7Rk_pN4\"}}]}": "Gq3-zW8vLm2Tx7Rk_pN4",
	"# random_password.admin:\nresource \"random_password\" \"admin\" {\n    id     = \"none\"\n    length = 16\n    result = \"aB3$dE6&gH9*jK2@\"\n}":                                                                                                                         "aB3$dE6&gH9*jK2@",
}

var classes22GeneratedKept = []string{
	"resource \"random_string\" \"suffix\" {\n  length = 6\n}\n# random_string.suffix: result = \"x8f2kq\"",
	"# random_password.admin:\nresource \"random_password\" \"admin\" {\n    id     = \"none\"\n    length = 16\n    result = (sensitive value)\n}",
	"data \"vault_generic_secret\" \"db_creds\" {\n  path = \"secret/app/db\"\n}",
	"resource \"aws_secretsmanager_secret\" \"api_key\" {\n  name = \"prod/api-key\"\n}",
	"{\"type\": \"random_password\", \"instances\": [{\"attributes\": {\"bcrypt_hash\": \"$2a$10$Q9vR2mWz7Lt4Xp8Nc6Bh1eYdF5gS0aE3uI9oP2wLz4Qx9vR2mTk8a\", \"length\": 20}}]}",
}

// An emulator's published key (Azurite's devstoreaccount1 key, the Cosmos
// DB emulator's) is the same in every install and opens only a local
// process; a real account's key in the same string goes. A --secret flag
// that takes a stored secret's name (gcloud, docker build) keeps a name in
// words; a value given the flag goes.
var classes22PublishedLeaks = map[string]string{
	"DefaultEndpointsProtocol=https;AccountName=stprod;AccountKey=Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gBQm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB7q==": "Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gBQm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB7q==",
	"some-tool deploy --secret=Wq7vR2mXz9Lt4Kp8 --region eu-west-1":                                                                     "Wq7vR2mXz9Lt4Kp8",
}

var classes22PublishedKept = []string{
	"AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://azurite:10000/devstoreaccount1;",
	"AccountEndpoint=https://localhost:8081/;AccountKey=C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw==",
	"gcloud secrets versions access latest --secret=db-password",
	"docker build --secret id=npmrc,src=$HOME/.npmrc .",
}

// Database shells that take a password on their command line (cqlsh -p,
// cypher-shell -p, rabbitmqadmin -p, vsql -w, influx -password); a prompt
// for one stays. ClickHouse's IDENTIFIED WITH sha256_hash BY takes the
// stored hash. A subcommand that makes a credential (generate-db-auth-token,
// get-login-password) is followed by its flags' arguments, not the value,
// and a registry's host after a login is where it logs in.
var classes22ShellLeaks = map[string]string{
	"cqlsh cass.example.com -u ops --password=Cq7-zW2vLm8Tx4Rk":                 "Cq7-zW2vLm8Tx4Rk",
	"cypher-shell -a neo4j://db:7687 -u neo4j -p 'Nj4!vQ8wLz2mTx6R'":            "Nj4!vQ8wLz2mTx6R",
	"rabbitmqadmin -H mq.example.com -u admin -p Rb3xQ9vLz7mWt2K list queues":   "Rb3xQ9vLz7mWt2K",
	"vsql -h vertica.example.com -U dbadmin -w 'Vs5!qT2vLz9mWx4K'":              "Vs5!qT2vLz9mWx4K",
	"influx -host db -username admin -password Ix8vQ2wLz4mTr7Kp":                "Ix8vQ2wLz4mTr7Kp",
	"CREATE USER etl IDENTIFIED WITH plaintext_password BY 'Ch2!vW8qLz4mTx7R';": "Ch2!vW8qLz4mTx7R",
}

var classes22ShellKept = []string{
	"cqlsh cass.example.com -u ops --ssl",
	"cypher-shell -a neo4j://db:7687 -u neo4j",
	"CREATE USER etl IDENTIFIED WITH double_sha1_hash BY 'e5d1f2b7c3a9e8d6f4b2a0c9e7d5f3b1a9c7e5d3';",
	"TOKEN=$(aws rds generate-db-auth-token --hostname pg1.c9akciq32.eu-central-1.rds.amazonaws.com --port 5432 --username iam_app)",
	"podman login --username ci --password-stdin quay.eu.example.io < token.txt",
	"aws ecr get-login-password --region eu-west-1 --profile prod7x2k | docker login --username AWS --password-stdin 123456789012.dkr.ecr.eu-west-1.amazonaws.com",
}

// TestClasses22Variants: every class's secrets go.
func TestClasses22Variants(t *testing.T) {
	for _, leaks := range []map[string]string{classes22StoredNameLeaks, classes22HashLeaks, classes22PlistLeaks, classes22CopyLeaks, classes22RevealLeaks, classes22GeneratedLeaks, classes22PublishedLeaks, classes22ShellLeaks} {
		checkRedacted(t, leakCases(leaks))
	}
}

// TestClasses22LookAlikes: every paired look-alike stays byte for byte.
func TestClasses22LookAlikes(t *testing.T) {
	for _, kept := range [][]string{classes22StoredNameKept, classes22HashKept, classes22PlistKept, classes22CopyKept, classes22RevealKept, classes22GeneratedKept, classes22PublishedKept, classes22ShellKept} {
		checkKept(t, kept)
	}
}
