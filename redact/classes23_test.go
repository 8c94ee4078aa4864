package redact_test

import (
	"strings"
	"testing"
)

// A value encrypted at rest, whose wrapper or label says so (Jasypt's
// ENC(...), a SealedSecret's encryptedData, a KMS CiphertextBlob), and a
// reference that names where a secret lives (an ARN of a secret, a store
// path under a remote reference's key:) are kept; the plaintext in the same
// key, a plain Secret's data:, a real key beside an ENC value, and the
// Plaintext a KMS decrypt returns go.
var classes23EncryptedLeaks = map[string]string{
	"spring.datasource.password=Wq4vT8xR2mLkP7sZ3n":                                         "Wq4vT8xR2mLkP7sZ3n",
	"app.smtp.password=ENC(Zp8qR3kW1vXm7LtN2bYc9Hf)\napp.smtp.api-key=Kt7vQ2wLz4mTr9XpBn5c": "Kt7vQ2wLz4mTr9XpBn5c",
	"kind: Secret\ndata:\n  admin-password: S3Q3dlEyd0x6NG1Ucjlg":                           "S3Q3dlEyd0x6NG1Ucjlg",
	`{"Plaintext": "aHVudGVyMi1Lcjl2UTJ3THo0bQ==", "KeyId": "alias/app"}`:                   "aHVudGVyMi1Lcjl2UTJ3THo0bQ==",
	"vault write transit/encrypt/app plaintext=aHVudGVyMi1Lcjl2UTJ3THo0bQ==":                "aHVudGVyMi1Lcjl2UTJ3THo0bQ==",
	"ciphertext: AQICAHhq2LmN9vRp4WbYc3Ff6Gh1, decrypted password: Hq2#Lm9vRp4Wb":           "Hq2#Lm9vRp4Wb",
	"ExternalSecret:\n  remoteRef:\n    key: Kt7vQ2wLz4mTr9XpBn5c/Zp8qR3kW1":                "Kt7vQ2wLz4mTr9XpBn5c/Zp8qR3kW1",
}

var classes23EncryptedKept = []string{
	"spring.datasource.password=ENC(Wq4vT8xR2mLkP7sZ3nYb8HcJd6FgA1eU0oIiK5r=)",
	"smtp:\n  password: \"ENC(Zp8qR3kW1vXm7LtN2bYc9HfG4dJ6aS0eUoIiK5r)\"",
	"kind: SealedSecret\nspec:\n  encryptedData:\n    api-token: AgBt7Hq2LmN9vRp4WbYc3Ff6Gh1Jk0LmPqRs8TuVwXyZaB7Qw8eRt5yUi2oPa7sDf3gHjKl9zXcVbNm1Q2w3E4r5T6y7U8i9O0p\n    admin-password: AgC9vRp4WbYc3Ff6Gh1Jk0LmPqRs8TuVwXyZaB7Qw8eRt5yUi2oPa7sDf3gHjKl9zXcVbNm1Q2w3E4r5T6y7U8i9O0pAsDf",
	"kind: SealedSecret\nspec:\n  encryptedData:\n    username: AgA" + strings.Repeat("Hq2LmN9vRp4WbYc3Ff6G", 40) + "\n    password: AgB" + strings.Repeat("Rp4WbYc3Ff6Gh1Jk0LmP", 40),
	`{"CiphertextBlob": "AQICAHhq2LmN9vRp4WbYc3Ff6Gh1Jk0LmPqRs8TuVwXyZaB7QwFeRt5yUi2oPa7sDf3gHjKl9zXcVbNm1Q2w3E4r5T6y7", "KeyId": "alias/app"}`,
	"the encrypted blob (CiphertextBlob) is AQICAHhq2LmN9vRp4WbYc3Ff6Gh1Jk0LmPqRs8TuVwXyZaB7QwFeRt5yUi2oPa7sDf3gHjKl9z",
	"secretArn: arn:aws:secretsmanager:us-east-2:210987654321:secret:staging/api/stripe-Qw12Er",
	"remoteRef:\n  key: kv/data/platform/grafana-admin\n  property: password",
	"the passwords were stored in plaintext: anyone with the bucket could read them",
	"const plaintext = await crypto.subtle.decrypt({name: \"AES-GCM\", iv}, key, ciphertext);",
	"listeners=PLAINTEXT://0.0.0.0:9092,SSL://0.0.0.0:9093\nsecurity.protocol=PLAINTEXT",
}

// TestClasses23Variants: every class's secrets go.
func TestClasses23Variants(t *testing.T) {
	checkRedacted(t, leakCases(classes23EncryptedLeaks))
}

// TestClasses23LookAlikes: every paired look-alike stays byte for byte.
func TestClasses23LookAlikes(t *testing.T) {
	checkKept(t, classes23EncryptedKept)
}
