package redact

import (
	"slices"
	"strings"
)

// dropEncrypted removes the spans of values that are encrypted at rest, or
// that name where a secret lives: a config file checked in with Jasypt's
// ENC(...), a SealedSecret's encryptedData, a KMS CiphertextBlob or an ARN
// of a secret opens nothing without a key held elsewhere, and redacting it
// destroys the memory of how the config is built. It reads only the spans
// found, so it costs nothing on text that holds none.
func dropEncrypted(text string, spans []span) []span {
	sealedJSON := len(spans) > 0 && strings.Contains(text, sealedKey)
	return slices.DeleteFunc(spans, func(s span) bool {
		return encryptedWrapper(text, s.start, s.end) || sealedEntry(text, s.start) || sealedJSON && sealedMember(text, s.start) ||
			ciphertextLabel(text, s.start) || !providerKinds[s.kind] && insideReference(text, s.start)
	})
}

// encWrappers open a value its tool encrypted and will decrypt at load:
// Jasypt's ENC(...) in a Spring property, SOPS' ENC[AES256_GCM,...]. The
// wrapper is the tool's own syntax; a plaintext value never carries it.
var encWrappers = []string{"ENC(", "ENC[AES256_GCM,"}

// encryptedWrapper: the span [start, end) is a value wrapped in an
// encryption tool's syntax, or the body inside the wrapper.
func encryptedWrapper(text string, start, end int) bool {
	tok := text[start:end]
	for _, w := range encWrappers {
		if strings.HasPrefix(tok, w) || strings.HasSuffix(text[max(0, start-len(w)):start], w) {
			return true
		}
	}
	return false
}

// maxSiblings bounds how many sibling entries sealedEntry reads upwards:
// a SealedSecret holds a few, and a long YAML must not make it quadratic.
const maxSiblings = 64

// sealedEntry: the line holding i is an entry of a YAML map whose parent
// key is encryptedData, which is what a Bitnami SealedSecret stores: each
// value is sealed to the cluster's controller key. A plain Secret's data:
// holds base64 of the plaintext, and stays redacted. It reads upwards over
// the entry's siblings only: a line indented otherwise ends the map, and a
// line with no indent has no parent.
func sealedEntry(text string, i int) bool {
	ls, ok := lineStartNear(text, i, maxLookBack)
	indent := indentOf(text[ls:i])
	for n := 0; ok && indent > 0 && ls > 0 && n < maxSiblings; n++ {
		var ps int
		if ps, ok = lineStartNear(text, ls-1, maxSealedLine); !ok {
			return false // a line longer than a sealed value is no sibling
		}
		line := text[ps : ls-1]
		ls = ps
		switch d := indentOf(line); {
		case d < indent:
			return strings.TrimSpace(line) == "encryptedData:"
		case d > indent:
			return false
		}
	}
	return false
}

// sealedKey names a SealedSecret's encrypted map in its JSON form
// (kubectl get sealedsecret -o json).
const sealedKey = `"encryptedData"`

// maxSealedObject bounds how far sealedMember reads back for the map's key.
const maxSealedObject = 32 << 10

// sealedMember: the value at i is a member of a SealedSecret's
// encryptedData object written as JSON ("encryptedData":{"api-token":
// "AgA..."}): sealed to the controller's key as its YAML form is. The
// object must still be open at i, with no other object opened or closed
// between its brace and the value.
func sealedMember(text string, i int) bool {
	from := max(0, i-maxSealedObject)
	k := strings.LastIndex(text[from:i], sealedKey)
	if k < 0 {
		return false
	}
	rest, ok := strings.CutPrefix(strings.TrimLeft(text[from+k+len(sealedKey):i], " \t\r\n"), ":")
	rest = strings.TrimLeft(rest, " \t\r\n")
	return ok && strings.HasPrefix(rest, "{") && !strings.ContainsAny(rest[1:], "{}")
}

// maxLookBack bounds how far the checks on a span read back for the start
// of its line: a one-line document of a megabyte must not make each span
// read back to its start.
const maxLookBack = 256

// maxSealedLine bounds a sibling entry of a SealedSecret's encryptedData,
// whose sealed values run to a few kilobytes.
const maxSealedLine = 8192

// lineStartNear is the start of the line holding i, and true, when it is
// at most n bytes back; else the bound, and false.
func lineStartNear(text string, i, n int) (int, bool) {
	from := max(0, i-n)
	if k := strings.LastIndexByte(text[from:i], '\n'); k >= 0 {
		return from + k + 1, true
	}
	return from, from == 0
}

// indentOf is the number of leading spaces of line.
func indentOf(line string) int {
	return len(line) - len(strings.TrimLeft(line, " "))
}

// maxLabelGap bounds the words between a ciphertext label and its value
// ("CiphertextBlob stored in ssm as ...", `"CiphertextBlob": "...`): a
// value further on is another one.
const maxLabelGap = 32

// ciphertextLabel: the value at i is the one a ciphertext label names
// (AWS KMS' CiphertextBlob, Vault transit's ciphertext): the output of
// an encryption, which only the key's holder can decrypt. The label must
// come right before the value, with no other field between.
func ciphertextLabel(text string, i int) bool {
	ls, _ := lineStartNear(text, i, maxLookBack)
	prefix := text[ls:i]
	k := max(strings.LastIndex(prefix, "iphertext"), strings.LastIndex(prefix, "IPHERTEXT"))
	if k < 1 || prefix[k-1]|0x20 != 'c' {
		return false // Ciphertext, ciphertext, CIPHERTEXT
	}
	gap := strings.TrimLeft(prefix[k+len("iphertext"):], "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_")
	return len(gap) <= maxLabelGap && !strings.ContainsAny(gap, ",;0123456789") &&
		strings.Count(gap, ":")+strings.Count(gap, "=") <= 1
}

// insideReference: the value at i lies inside a secret manager's
// reference (an ARN of a secret, op://, a vault: path), as the part after
// "secret:" in arn:aws:secretsmanager:...:secret:prod/db does: the
// reference names where the secret is kept, not the secret.
func insideReference(text string, i int) bool {
	ts := i
	for ts > 0 && i-ts < maxLookBack && !strings.ContainsRune(" \t\n\"'=`(", rune(text[ts-1])) {
		ts--
	}
	return ts < i && managerReference(text[ts:i])
}
