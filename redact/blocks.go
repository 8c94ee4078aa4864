package redact

import (
	"encoding/base64"
	"slices"
	"strings"
)

// pemBegin opens an RFC 7468 block; the label says what it holds.
const pemBegin = "-----BEGIN "

// pemBlocks redacts every private key block (PKCS#1 "RSA PRIVATE KEY",
// SEC 1 "EC PRIVATE KEY", PKCS#8 "PRIVATE KEY" and "ENCRYPTED PRIVATE KEY",
// "OPENSSH PRIVATE KEY", OpenPGP's "PGP PRIVATE KEY BLOCK") from its BEGIN
// line to its END line; a block with no END line runs to the end of its key
// material. Public blocks (PUBLIC KEY, CERTIFICATE, PGP PUBLIC KEY BLOCK) are
// left as they are.
func pemBlocks(text string, spans []span) []span {
	scan(text, literal(pemBegin), func(i int) int {
		label, after, ok := pemLabel(text, i)
		if !ok || !secretLabel(label) {
			return i + len(pemBegin)
		}
		if armorMentioned(text, after, label) {
			return after
		}
		end := pemEnd(text, after, label)
		if bracketedBody(text, after, end, label) {
			return end
		}
		spans = append(spans, span{i, end, "private-key"})
		return end
	})
	return spans
}

// bracketedBody: the block from after to end holds, between its BEGIN and
// END lines, one placeholder in angle brackets ("<paste the bastion key
// here>", "<contents of AuthKey_X.p8>"): a template of where the key goes.
// Key material never holds "<" or ">".
func bracketedBody(text string, after, end int, label string) bool {
	body, ok := strings.CutSuffix(text[after:end], "-----END "+label+"-----")
	body = strings.TrimSpace(body)
	return ok && len(body) > 2 && body[0] == '<' && body[len(body)-1] == '>' && strings.IndexAny(body[1:len(body)-1], "<>") < 0
}

// secretLabel says whether a block's label names a secret key: a private
// key of any format, or any other key that is not called public (OpenVPN's
// "Static key", a symmetric key). Certificates, public keys, signatures and
// parameters stay.
func secretLabel(label string) bool {
	l := strings.ToUpper(label)
	return strings.Contains(l, "KEY") && !strings.Contains(l, "PUBLIC")
}

// armorMentioned: the BEGIN line ending at after is named in a sentence,
// not pasted: no END line follows, and a word of prose goes on after it on
// the same line ("# -----BEGIN OpenVPN Static key V1----- goes in ta.key").
// A body cut onto the header's line opens with a long token of base64.
func armorMentioned(text string, after int, label string) bool {
	if strings.Contains(text[after:], "-----END "+label+"-----") || after >= len(text) || text[after] != ' ' {
		return false
	}
	w := strings.TrimLeft(text[after:], " ")
	n := 0
	for n < len(w) && w[n] >= 'a' && w[n] <= 'z' {
		n++
	}
	return n > 0 && n <= 12 && (n == len(w) || w[n] == ' ' || strings.IndexByte(".,;:", w[n]) >= 0)
}

// pemLabel reads the label of the BEGIN line at i and returns it with the
// offset just past the line's closing dashes.
func pemLabel(text string, i int) (label string, after int, ok bool) {
	rest := text[i+len(pemBegin):]
	j := strings.Index(rest, "-----")
	if j < 0 || j > 64 || strings.Trim(rest[:j], "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 ") != "" {
		return "", 0, false // RFC 7468 labels are uppercase words; OpenVPN writes "OpenVPN Static key V1"
	}
	return rest[:j], i + len(pemBegin) + j + 5, true
}

// pemEnd is where the block that starts its body at from ends: past its END
// line, else past the last character that can belong to key material (base64,
// the "Proc-Type:"/"DEK-Info:"/"Version:" headers, line breaks written as
// "\n" in JSON).
func pemEnd(text string, from int, label string) int {
	end := "-----END " + label + "-----"
	if j := strings.Index(text[from:], end); j >= 0 {
		return from + j + len(end)
	}
	k := from
	for k < len(text) && (isBase64(text[k]) || strings.IndexByte(" \t\r\n\\:,-", text[k]) >= 0) {
		k++
	}
	return k
}

func isBase64(c byte) bool { return class(c) != 0 || c == '+' || c == '/' || c == '=' }

// blobLines redacts each line that is nothing but key material: one token of
// base64, random enough, outside any public PEM block. Capture splits a turn
// into lines and redacts each alone, so the body lines of a private key
// pasted across lines arrive here without their BEGIN line.
func blobLines(text string, spans []span) []span {
	public := false
	var run tokenRun    // bare token lines named a key by the line beside them
	var sec credSection // an INI section whose entries are passwords
	for off := 0; off < len(text); {
		nl := strings.IndexByte(text[off:], '\n')
		end := len(text)
		if nl >= 0 {
			end = off + nl
		}
		line := text[off:end]
		trimmed := strings.TrimSpace(line)
		switch {
		case pemHeader(trimmed): // at the start of its line, or after words ("the key: -----BEGIN ...")
			if public = !headerSecret(trimmed); !public {
				spans = inlineBlobs(text, off, line, spans) // key material after the BEGIN line, on its line
			}
		case strings.Contains(trimmed, pemBegin+markerPrefix):
			// A BEGIN line whose label an earlier run redacted: a secret block
			// would have gone whole, so this one was public, and its body stays.
			public = true
		case strings.Contains(trimmed, "-----END "):
			public = false
		case !public && keyMaterial(trimmed):
			s := off + strings.Index(line, trimmed)
			spans = append(spans, span{s, s + len(trimmed), "key-material"})
		case !public && len(trimmed) >= oktaTokenLen: // a key line among words, or a provider's bare token
			spans = inlineBlobs(text, off, line, spans)
		}
		if !public {
			spans = seedRuns(text, off, line, spans) // "the cold wallet backup reads: ozone drill ..."
			spans = pgpassLine(text, off, trimmed, line, spans)
			spans = run.step(text, off, line, trimmed, spans)
			spans = sec.step(text, off, line, trimmed, spans)
		}
		off = end + 1
	}
	return run.close(text, "", spans)
}

// dropPublicArmor removes what another detector found inside the body of a
// public block (a signature, a certificate, a public key): base64 armor read
// as text can spell a credential word or a prefix by chance, and the block
// is public as a whole. A block whose label says MESSAGE may hold cleartext
// (a PGP SIGNED MESSAGE) and is left to the detectors, as is any span that
// reaches past the armor's alphabet.
func dropPublicArmor(text string, spans []span) []span {
	var bodies [][2]int
	for off := 0; ; {
		i := strings.Index(text[off:], pemBegin)
		if i < 0 {
			break
		}
		label, after, ok := pemLabel(text, off+i)
		if !ok {
			off += i + len(pemBegin)
			continue
		}
		end := strings.Index(text[after:], "-----END ")
		if end < 0 {
			break
		}
		if !secretLabel(label) && !strings.Contains(label, "MESSAGE") {
			bodies = append(bodies, [2]int{after, after + end})
		}
		off = after + end
	}
	if len(bodies) == 0 {
		return spans
	}
	return slices.DeleteFunc(spans, func(s span) bool {
		return slices.ContainsFunc(bodies, func(b [2]int) bool {
			return s.start >= b[0] && s.end <= b[1] && armorText(text[s.start:s.end])
		})
	})
}

// armorText: s is nothing but base64 and line breaks.
func armorText(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isBase64(s[i]) && s[i] != '\n' && s[i] != '\r' {
			return false
		}
	}
	return true
}

// headerSecret says whether the BEGIN line in line opens a secret key's block.
func headerSecret(line string) bool {
	label, _, ok := pemLabel(line, strings.Index(line, pemBegin))
	return ok && secretLabel(label)
}

// mediaBase64: s is base64 of an image or a PDF, told by its file's magic
// bytes (PNG, JPEG, GIF, WebP, PDF): a data URI's or a ConfigMap's
// binaryData, never key material.
func mediaBase64(s string) bool {
	for _, m := range []string{"iVBORw0KGgo", "/9j/", "R0lGOD", "UklGR", "JVBERi0"} {
		if strings.HasPrefix(s, m) {
			return true
		}
	}
	return false
}

// pemHeader says whether line holds a whole BEGIN line ("-----BEGIN LABEL-----"):
// dashes and a word alone ("-----BEGIN 0") open no block, and another
// detector may redact them, so whether a block is public cannot rest on them.
func pemHeader(line string) bool {
	i := strings.Index(line, pemBegin)
	if i < 0 {
		return false
	}
	_, _, ok := pemLabel(line, i)
	return ok
}

// keyMaterial says whether a whole line is base64 key material: long enough,
// not hex (a checksum or a git SHA), mixing classes and high in entropy.
func keyMaterial(s string) bool {
	if len(s) < minBlobLen || isHex(s) || extendedPublic(s) || chainPublic(s) || publicDER(s) || publicDER(tagValue(s)) || signifyPublic(s) || namedDigest(s) || publicPEM64(s) || mediaBase64(s) {
		return false
	}
	classes := [4]bool{}
	for i := 0; i < len(s); i++ {
		if !isBase64(s[i]) {
			return false
		}
		classes[class(s[i])] = true
	}
	if !classes[1] || !classes[2] || !classes[3] {
		return false
	}
	return entropy(s) >= minBlobEntropy && classChanges(s) >= minClassChanges && !encodesText(s)
}

// namedDigest: a line NAME=<hex of a digest's length> or NAME=<a number>
// whose name says no key, secret, token or password (CHECKSUM=...,
// IMAGE_SHA=..., gitLabProjectId=48211): a checksum, a commit or an id
// written as an assignment. Base64 key material has "=" only as padding at
// its end, so the line is not one blob; a name that says secret is judged
// by the credential words.
func namedDigest(s string) bool {
	k := strings.IndexByte(s, '=')
	if v := s[k+1:]; k <= 0 || !digestHex(v) && (v == "" || !isDigits(v)) {
		return false
	}
	for i := 0; i < k; i++ {
		if !isNameByte(s[i]) {
			return false
		}
	}
	words := components(s[:k])
	return !keyedWord(words) && !slices.ContainsFunc(words, func(w string) bool { return strings.HasPrefix(w, "pass") || w == "pwd" })
}

// digestHex: hex of a digest's length (MD5's, SHA-1's, SHA-224's, SHA-256's,
// SHA-384's or SHA-512's).
func digestHex(v string) bool {
	switch len(v) {
	case 32, 40, 56, 64, 96, 128:
		return isHex(v)
	}
	return false
}

// tagValue is the value of a tag=value pair of a DNS record's text (DKIM's
// p=MIIB..., a key record's k=v list), where s opens with a short tag of
// letters; else "". A DKIM record publishes its public key in DNS.
func tagValue(s string) string {
	k := strings.IndexByte(s, '=')
	if k < 1 || k > 8 {
		return ""
	}
	for i := 0; i < k; i++ {
		if s[i] < 'a' || s[i] > 'z' {
			return ""
		}
	}
	return s[k+1:]
}

// publicDER says whether s opens the base64 of a public key or a
// certificate in DER, pasted without its PEM armor (a realm's public key, a
// CA bundle): a SubjectPublicKeyInfo is SEQUENCE { SEQUENCE algorithm, BIT
// STRING }, a certificate SEQUENCE { SEQUENCE { [0] version ... } ... }. A
// private key opens SEQUENCE { INTEGER version ... } (PKCS#1, PKCS#8) and an
// encrypted one puts an OCTET STRING after its algorithm: both stay key
// material.
func publicDER(s string) bool {
	if s == "" || s[0] != 'M' {
		return false // base64 of a SEQUENCE's 0x30 opens with "M": no need to decode
	}
	n := min(64, len(s)/4*4) // enough for both SEQUENCE heads and an algorithm
	b, err := base64.StdEncoding.DecodeString(s[:n])
	if err != nil || len(b) < 8 || b[0] != 0x30 {
		return false
	}
	i := 1 + derLenSize(b[1]) // the outer SEQUENCE's content
	if i+1 >= len(b) || b[i] != 0x30 {
		return false
	}
	inner := i + 1 + derLenSize(b[i+1])
	if inner >= len(b) {
		return false
	}
	if b[inner] == 0xA0 {
		return true // a certificate's tbsCertificate opens with its [0] version
	}
	n, ok := derShortLen(b[i+1])
	return ok && inner+n < len(b) && b[inner+n] == 0x03
}

// signifyPublic says whether s is a signify or minisign public key: base64
// of 42 bytes, the algorithm "Ed", an 8-byte key id and the 32-byte Ed25519
// key, given inline to verify a release (minisign -P RW...). Their secret
// keys encode 104 bytes or more, so they stay key material. Only the "RW"
// that "E" opens with is required: a key written by hand for an example
// keeps the prefix people recognise more often than the algorithm's "d",
// and a secret of exactly 42 bytes that opens so is one in 4,096 of a rare
// length, which a credential name still redacts by its assignment.
func signifyPublic(s string) bool {
	if len(s) != 56 || !strings.HasPrefix(s, "RW") {
		return false // no need to decode
	}
	b, err := base64.StdEncoding.DecodeString(s)
	return err == nil && len(b) == 42
}

// derLenSize is the number of bytes a DER length opening with c takes.
func derLenSize(c byte) int {
	if c < 0x80 {
		return 1
	}
	return 1 + int(c&0x7f)
}

// derShortLen is a DER length given in its one byte (an algorithm
// identifier's, always under 128).
func derShortLen(c byte) (int, bool) { return int(c), c < 0x80 }

// extendedPublic says whether s is a BIP-32 extended public key (xpub,
// ypub, zpub and their testnet tpub, upub, vpub): a watch-only wallet's
// address source, public by design; its private twins (xprv, tprv) are
// key material.
func extendedPublic(s string) bool {
	return len(s) >= 100 && len(s) <= 120 && len(s) > 4 && s[1:4] == "pub" && strings.IndexByte("xyztuvYZUV", s[0]) >= 0
}

// chainPublic says whether s is a chain's public key or address in base58:
// a Tezos public key (edpk, sppk, p2pk: 54 or 55 characters), or a
// Substrate SS58 address (Polkadot's 1..., the generic 5..., Kusama's
// capitals) or an IPFS CIDv0 (Qm...), 46 to 48 characters that base58 never
// spells with 0, O, I or l. Their private halves are longer (a Tezos edsk,
// a Solana keypair of 87) or hex.
func chainPublic(s string) bool {
	if !base58(s) {
		return false
	}
	if len(s) >= 54 && len(s) <= 55 && (strings.HasPrefix(s, "edpk") || strings.HasPrefix(s, "sppk") || strings.HasPrefix(s, "p2pk")) {
		return true
	}
	return len(s) >= 46 && len(s) <= 48 && (strings.IndexByte("15CDEFGHJ", s[0]) >= 0 || strings.HasPrefix(s, "Qm"))
}

// base58 says whether s is written in Bitcoin's base58 alphabet only.
func base58(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= '1' && c <= '9' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z') || c == 'O' || c == 'I' || c == 'l' {
			return false
		}
	}
	return true
}

// encodesText says whether s is base64 of plain text that holds no secret
// ("eyJtZXNzYWdlIjog..." is a JSON greeting): key material decodes to random
// bytes, of which about two in five are printable, never all; a PEM key or a
// .env encoded whole decodes to text that is itself redacted.
func encodesText(s string) bool {
	b, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		b, err = base64.RawStdEncoding.DecodeString(strings.TrimRight(s, "="))
	}
	if err != nil || len(b) < 12 {
		return false
	}
	for _, c := range b {
		if (c < ' ' || c > '~') && c != '\n' && c != '\t' {
			return false
		}
	}
	_, found := Text(string(b)) // shorter by a quarter at each level: the recursion ends
	return len(found) == 0
}

// idHeader says whether before, the start of a line up to a token, ends
// with a header or field name that calls its value an identifier
// (x-amz-id-2:, X-Request-Id:, trace_id=): a cloud's request and trace ids
// are long random base64 that a response header or a log shows to anyone
// and that opens nothing. A name that also says session, token, key, auth
// or secret keeps its value judged: a session id is a credential.
func idHeader(before string) bool {
	last := strings.TrimRight(before, " \t\r")
	last = last[strings.LastIndexAny(last, " \t")+1:] // the word before the token: only it is read, however long the line
	if strings.HasPrefix(last, "--") && pageFlag(last) {
		return true // aws ... --starting-token X: where a listing resumes
	}
	name := strings.TrimRight(last, ":=")
	if name == last || name == "" {
		return false // a label ends with its colon or its equals sign
	}
	parts := components(strings.Trim(name, "\"'`"))
	if pageToken(parts, "") {
		return true // "NextToken": where a listing resumes
	}
	id := false
	for _, p := range parts {
		switch p {
		case "session", "token", "key", "auth", "secret", "sid", "cookie":
			return false
		case "id", "ids", "requestid", "traceid", "spanid", "correlationid":
			id = true
		}
	}
	return id
}

// txWords name a chain's transaction just before its hash or signature
// ("Solana tx 5Kx...", "txid ..."): a ledger publishes it to everyone.
var txWords = map[string]bool{"tx": true, "txid": true, "txn": true, "txhash": true, "transaction": true}

// inlineBlobs redacts key body lines that share a line with other words
// ("here it is: MIIEow..."): a blank-delimited token of base64 this long and
// this random is key material, unless it is an SSH public key's blob (AAAA...).
func inlineBlobs(text string, off int, line string, spans []span) []span {
	for i := 0; i < len(line); {
		for i < len(line) && isSpace(line[i]) {
			i++
		}
		j := i
		for j < len(line) && !isSpace(line[j]) {
			j++
		}
		tok := blobQuotes.trim(line[i:j])
		s := off + i + strings.Index(line[i:j], tok)
		if len(tok) >= minInlineBlobLen && !strings.HasPrefix(tok, "AAAA") && keyMaterial(tok) && !contentID(tok) && !idHeader(line[:i]) && !txWords[prevWord(lowerASCII(line[:i]), i)] {
			spans = append(spans, span{s, s + len(tok), "key-material"})
		} else if ps, pe, kind := gluedVendorKind(tok); kind != "" { // a sentence's stop after the token, a call's quotes around it
			spans = append(spans, span{s + ps, s + pe, kind})
		}
		i = j
	}
	return spans
}

// blobQuotes are what quotes or closes around a blob in a line of prose or
// code, which inlineBlobs cuts from each token.
var blobQuotes = newByteSet("\"'`,;()[]{}")
