package redact

// keyFileField: the name (its components, parts) is a field of a key or
// credential file that carries the private key's own material or names it
// where only that file prints it. A PuTTY key file's Private-MAC (and the
// Private-Hash of its first version) is the MAC of the private lines, keyed
// by the passphrase; a service account's private_key_id (privateKeyId,
// GCP_PRIVATE_KEY_ID) is the id of the key the same file holds, which
// revokes it and ships nowhere else. Their other fields (Private-Lines, a
// count; key_id, client_id; a public key's id) stay as notSecretParts says.
func keyFileField(parts []string) bool {
	n := len(parts)
	if n < 2 || parts[n-2] != "private" && (n < 3 || parts[n-3] != "private" || parts[n-2] != "key") {
		return false
	}
	switch parts[n-1] {
	case "mac", "hash":
		return parts[n-2] == "private" // Private-MAC: not "private key hash", a digest of a public thing
	case "id":
		return parts[n-2] == "key"
	}
	return false
}
