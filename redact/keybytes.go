package redact

import (
	"slices"
	"strconv"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// This file finds key material that carries no credential word of its own
// and no provider prefix: a wallet's private key as 0x and 64 hex, a keypair
// as a JSON array of its bytes, and a list of recovery codes. Each is told
// from its look-alike (a transaction hash, RGB values, exit codes) by its
// shape and the words on its line.

const (
	walletHexLen   = 64 // a secp256k1 or ed25519 private key: 32 bytes
	minKeyBytes    = 32 // an ed25519 seed; a Solana keypair file holds 64
	maxKeyBytes    = 64
	minCodes       = 3 // recovery codes come in lists of 8 to 16; three make a list
	minCodeLen     = 6 // without hyphens: GitHub's 10, Google's 8; an HTTP or exit code is shorter
	maxCodeLen     = 24
	maxCodeListLen = 1024 // 16 codes of 24 a line, with bullets
)

// hexKeys redacts 0x and 64 hex, or 64 hex quoted (hardhat takes both),
// when the line names a wallet, a private key, a signer or an account
// (accounts: ['0x...']) and no transaction, block or hash, whose ids have
// the same shape, nor a digest.
func hexKeys(text string, spans []span) []span {
	scan(text, anyOf("0'\""), func(i int) int {
		start, e, ok := walletHex(text, i)
		if !ok {
			return i + 1
		}
		ws := lineWords(text, i)
		named := containsWord(ws, walletWords) || start == i && containsWord(ws, keyNames) // bare hex: "key" may be an object's
		if named && !containsWord(ws, chainIDWords) && !containsWord(ws, digestNames) {
			spans = append(spans, span{start, e, "private-key"})
			return e
		}
		return i + 1
	})
	return spans
}

// walletHex reads 0x and 64 hex, or 64 hex after a quote, at i: its bounds.
func walletHex(text string, i int) (start, e int, ok bool) {
	h, start := i+1, i+1 // a quote: the hex starts after it
	if text[i] == '0' {
		start = i
		if i+1 >= len(text) || text[i+1] != 'x' || i > 0 && isWord(text[i-1]) {
			return 0, 0, false
		}
		h = i + 2
	}
	e = h
	for e < len(text) && e-h <= walletHexLen && isHex(text[e:e+1]) {
		e++
	}
	return start, e, e-h == walletHexLen && (e == len(text) || !isWord(text[e]))
}

var (
	walletWords  = []string{"private", "priv", "privkey", "wallet", "account", "accounts", "signer", "deployer", "mnemonic"}
	keyNames     = []string{"key", "pk", "secret"}
	chainIDWords = []string{"tx", "txn", "transaction", "hash", "txhash", "block", "receipt", "slot", "topic", "event", "log", "address", "contract", "public", "pubkey"}
)

// lineWords are the words of the line that holds i (unmarkedWords).
func lineWords(text string, i int) []string {
	s := strings.LastIndexByte(text[:i], '\n') + 1
	return unmarkedWords(text[s : i+lineBound(text, i)])
}

// unmarkedWords are line's words, lowercased, in letters and digits, with
// every redaction marker left out: a marker's kind ("[REDACTED:stripe-key]")
// is no word of the line, and reading it as one would make a second run
// redact what the first left.
func unmarkedWords(line string) []string {
	return strings.FieldsFunc(lowerASCII(withoutMarkers(line)), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
	})
}

// withoutMarkers is line with every redaction marker cut out.
func withoutMarkers(line string) string {
	for {
		i := strings.Index(line, markerPrefix)
		if i < 0 {
			return line
		}
		j := strings.IndexByte(line[i:], ']')
		if j < 0 {
			return line[:i]
		}
		line = line[:i] + " " + line[i+j+1:]
	}
}

// containsWord reports whether any of words is in set.
func containsWord(words, set []string) bool {
	return slices.ContainsFunc(words, func(w string) bool { return slices.Contains(set, w) })
}

// byteArrays redacts a JSON array of 32 to 64 byte values that read as
// random (many distinct values, some above 127, no order) on a line that
// names a key, a keypair or a wallet: a Solana id.json, an ed25519 seed.
//
// A code's array of 16 to 64 bytes written in hex ({0xBA, 0xBB, ...} in C
// and C#, [0x92, ...] in Rust, []byte{...} in Go) is key material the same
// way when its declaration names a key (keyArrayNamed): a BLE bond's LTK
// and IRK, a LoRaWAN AppKey, an AES-128 key compiled into firmware. A
// 128-bit key is 16 bytes, so the hex form counts from there; a device's
// address or EUI is 6 or 8, and a UUID's bytes are named as one.
func byteArrays(text string, spans []span) []span {
	scan(text, anyOf("[{"), func(i int) int {
		closer := byte(']')
		if text[i] == '{' {
			closer = '}'
		}
		e, vals, hex := parseBytes(text, i+1, closer)
		if e < 0 || len(vals) > maxKeyBytes || !hex && (closer == '}' || len(vals) < minKeyBytes) || len(vals) < minHexKeyBytes || !randomBytes(vals) {
			return i + 1
		}
		if !hex && (containsWord(lineWords(text, i), keyPairWords) || namedAbove(text, i)) || hex && keyArrayNamed(text, i) {
			spans = append(spans, span{i, e + 1, "private-key"})
			return e + 1
		}
		return i + 1
	})
	return spans
}

// arrayTypeOp is a byte array's type annotated on a declaration and the
// "=" after it: Rust's [u8; 16], &[u8], &'static [u8; 32], Swift's
// [UInt8], TypeScript's number[] is no byte type and is left.
var arrayTypeOp = lazyre.New(`^:[ \t]*&?(?:'static[ \t]+)?\[[ \t]*(?:u8|i8|UInt8|Int8|Byte|byte)[ \t]*(?:;[ \t]*[\w:]+[ \t]*)?\][ \t]*=[ \t]*`)

// typedArrayValue redacts the value of a credential's declaration whose
// type (at loc in rest, arrayTypeOp's match) is a byte array: an array
// literal of bytes whole, however its bytes are written (let secret: [u8;
// 16] = [0x3a, ...], static HMAC_KEY: [u8; 16] = [58, 159, ...]), since the
// name says what they are; any other value (*b"...", hex!("..."), a call)
// as the value after "=". The type itself is never the value: read as one,
// "[u8; 16]" lost its "[u8" and kept the key. A buffer's initialiser
// ([0u8; 16], [0; 32]) and a table that only rises (an AES key schedule's
// round constants) are no key (randomBytes).
func typedArrayValue(text string, e int, c credClass, rest string, loc []int, spans []span) []span {
	a := loc[1]
	if a < len(rest) && rest[a] == '&' {
		a++
	}
	if a < len(rest) && (rest[a] == '[' || rest[a] == '{') {
		closer := byte(']')
		if rest[a] == '{' {
			closer = '}'
		}
		if end, vals, _ := parseBytes(text, e+a+1, closer); end >= 0 && len(vals) >= minTypedKeyBytes && randomBytes(vals) {
			return append(spans, span{e + a, end + 1, "private-key"})
		}
		return spans // [0u8; 16], a constant's name: no bytes to judge
	}
	return assignedValue(text, e, c, rest, []int{0, loc[1]}, spans)
}

// minTypedKeyBytes is the fewest bytes a typed declaration named for a key
// holds as its key: a 64-bit DES or SipHash key.
const minTypedKeyBytes = 8

// minHexKeyBytes is the shortest key a hex array holds: AES-128's, a BLE
// LTK's or IRK's, a LoRaWAN session key's.
const minHexKeyBytes = 16

// keyArrayNamed: the declaration before the array at i names a key in
// one of its name's parts (bond_ltk, APPKEY, aesKey, let secret: [u8; 16])
// and nothing it declares is public or an id. Read on the array's line,
// or on the line above when the array opens its own line.
func keyArrayNamed(text string, i int) bool {
	ls := strings.LastIndexByte(text[:i], '\n') + 1
	decl := text[ls:i]
	if strings.TrimSpace(decl) == "" && ls > 0 {
		decl = text[strings.LastIndexByte(text[:ls-1], '\n')+1 : ls-1]
	}
	named := false
	for _, name := range strings.FieldsFunc(withoutMarkers(decl), func(r rune) bool { return r > 0x7f || !isNameByte(byte(r)) }) {
		for _, p := range components(name) {
			if notKeyArrayParts[p] {
				return false
			}
			named = named || keyArrayParts[p]
		}
	}
	return named
}

// keyArrayParts name the key a byte array holds: a key or a secret, and
// the short names firmware gives its keys (Bluetooth's long-term, identity
// and signature keys, LoRaWAN's application and session keys, a key
// encryption or data key, a pre-shared key).
var keyArrayParts = map[string]bool{"key": true, "secret": true, "seed": true, "privkey": true, "privatekey": true, "secretkey": true,
	"ltk": true, "irk": true, "csrk": true, "appkey": true, "appskey": true, "nwkkey": true, "nwkskey": true, "kek": true, "dek": true,
	"psk": true, "hmac": true}

// notKeyArrayParts say the bytes are public or name a thing: a public
// key, a UUID, an address or an EUI, a digest.
var notKeyArrayParts = map[string]bool{"public": true, "pub": true, "pubkey": true, "publickey": true, "uuid": true, "guid": true,
	"addr": true, "address": true, "mac": true, "eui": true, "deveui": true, "appeui": true, "joineui": true, "id": true,
	"hash": true, "digest": true, "sha1": true, "sha256": true, "crc": true, "fingerprint": true}

// namedAbove: only blanks stand between the line's start and i, and the
// line above names a key, as when a command's output (cat
// ~/.config/solana/id.json) or a label's value is printed on the line
// below it, indented or not. The line above is read from the newline that
// ends it: i-1 is that newline only when nothing indents the array.
func namedAbove(text string, i int) bool {
	s := strings.LastIndexByte(text[:i], '\n') + 1
	return s > 0 && strings.TrimSpace(text[s:i]) == "" && containsWord(lineWords(text, s-1), keyPairWords)
}

var keyPairWords = []string{"key", "keypair", "secret", "secretkey", "privatekey", "wallet", "seed", "solana", "signer", "id", "private"}

// parseBytes reads the byte values 0-255 of an array from j to its closer,
// returning the index of the closer, the values, and whether they are
// written in hex (0xBA, as C, Rust and Go write key bytes; a Java array
// casts each, (byte) 0xBA), or -1 when it is not one.
func parseBytes(text string, j int, closer byte) (int, []int, bool) {
	var vals []int
	hex := false
	for n := 0; n <= maxKeyBytes; n++ {
		for j < len(text) && (arrayBlank(text[j]) || text[j] == ',' && n > 0) {
			j++
		}
		if n > 0 && j < len(text) && text[j] == closer {
			return j, vals, hex // a trailing comma, as Python, JS and a formatter leave
		}
		j += byteCast(text[j:])
		v, k := byteValue(text, j)
		if k < 0 || n > 0 && (k-j > 2 && text[j+1]|0x20 == 'x') != hex {
			return -1, nil, false // one array writes its bytes one way
		}
		hex = k-j > 2 && text[j+1]|0x20 == 'x'
		vals = append(vals, v)
		for k < len(text) && arrayBlank(text[k]) {
			k++
		}
		if k < len(text) && text[k] == closer {
			return k, vals, hex
		}
		if k >= len(text) || text[k] != ',' {
			return -1, nil, false
		}
		j = k
	}
	return -1, nil, false
}

// byteCast is the length of a Java or C# cast to a byte at s's start.
func byteCast(s string) int {
	if !strings.HasPrefix(s, "(byte)") {
		return 0
	}
	if len(s) > 6 && s[6] == ' ' {
		return 7
	}
	return 6
}

// byteValue reads one byte's value at j, 0-255 in decimal or 0x and one
// or two hex digits: the value and where it ends, or -1.
func byteValue(text string, j int) (int, int) {
	base, k := 10, j
	if j+2 < len(text) && text[j] == '0' && text[j+1]|0x20 == 'x' {
		base, k = 16, j+2
	}
	d := k
	for k < len(text) && k-d < 3 && (text[k] >= '0' && text[k] <= '9' || base == 16 && isHex(text[k:k+1])) {
		k++
	}
	if base == 16 && k-d > 2 {
		return 0, -1
	}
	v, err := strconv.ParseUint(text[d:k], base, 16)
	if err != nil || v > 255 || k < len(text) && isWord(text[k]) {
		return 0, -1
	}
	return int(v), k
}

// arrayBlank: c may stand between an array's values. A pretty-printer
// (JSON.stringify with an indent, jq) puts each value or each row of them
// on a line of its own, indented, so line ends and tabs are blanks too.
func arrayBlank(c byte) bool {
	return c == ' ' || c == '\n' || c == '\r' || c == '\t'
}

// randomBytes: half the values distinct at least, one above 127, and a
// fall between neighbours at least a quarter of the time (a table of
// offsets or thresholds only rises).
func randomBytes(vals []int) bool {
	seen := map[int]bool{}
	high, falls := false, 0
	for k, v := range vals {
		seen[v] = true
		high = high || v > 127
		if k > 0 && v < vals[k-1] {
			falls++
		}
	}
	return 2*len(seen) >= len(vals) && high && 4*falls >= len(vals)
}

// codeLists redacts a list of recovery codes: after "codes" and a ":" on the
// same line, on it or on the lines below, three or more code-shaped tokens (letters and digits, hyphens,
// 6 to 24 long, a digit in each), when the line says to keep, store or save
// them or calls them backup or recovery codes.
func codeLists(text string, spans []span) []span {
	scan(text, literal("odes"), func(i int) int {
		off := i + 4
		if i == 0 || text[i-1] != 'c' && text[i-1] != 'C' || !containsWord(lineWords(text, i), codeWords) {
			return off
		}
		line := text[off : off+lineBound(text, off)]
		colon := strings.IndexByte(line, ':')
		if colon < 0 && listHead(line) {
			colon = len(line) // "github-recovery-codes.txt" alone on its line: the file's codes follow, one a line
		}
		if colon < 0 || colon > 60 && !closesLabel(line, colon) {
			return off
		}
		rest := text[off:min(len(text), off+maxCodeListLen)] // the list may run on, a code or a bullet a line
		if s, e, n := codeRun(rest, colon+1); n >= minCodes {
			spans = append(spans, span{off + s, off + e, "recovery-codes"})
		}
		return off
	})
	return spans
}

// closesLabel: the colon at i ends its line, which is then the codes'
// label however long its words run ("recovery codes for the shared
// account, pasting so you can put them in the vault:"), the codes under
// it; a colon inside the line is another clause's, past 60 bytes.
func closesLabel(line string, i int) bool {
	return i < maxCodeLabelLen && strings.TrimRight(line[i+1:], " \t\r") == ""
}

// maxCodeLabelLen bounds a label closesLabel lets run on: one sentence.
const maxCodeLabelLen = 200

var codeWords = []string{"keep", "store", "save", "backup", "recovery", "2fa", "mfa", "emergency", "scratch"}

// listHead: what follows "codes" on its line ends a heading or a file's
// name ("github-recovery-codes.txt", "## Backup codes", "**Recovery
// codes**"): the codes are the lines under it, as cat or a saved file
// shows them, with no colon to introduce them.
func listHead(tail string) bool {
	t := strings.Trim(tail, " \t\r*#_`")
	if t == "" {
		return true
	}
	ext := strings.TrimPrefix(t, ".")
	return len(ext) < len(t) && len(ext) <= 4 && strings.Trim(lowerASCII(ext), "abcdefghijklmnopqrstuvwxyz") == ""
}

// codeRun is the run of code-shaped tokens in s from j, separated by blanks,
// commas, line ends or bullets: its bounds and its length. A code with no
// digit belongs to the run when it has the run's hyphenated layout (GitHub's
// codes are five and five random letters and digits: "utmak-uxtmr" among
// "ch6eq-qpays"), as long as half the run's codes hold a digit.
func codeRun(s string, j int) (start, end, n int) {
	start = -1
	layout, digits := "", 0
	for j < len(s) {
		for j < len(s) && (strings.IndexByte(" ,\t\r\n", s[j]) >= 0 || (s[j] == '-' || s[j] == '*') && j+1 < len(s) && s[j+1] == ' ') {
			j++ // blanks, commas, line ends and list bullets
		}
		if n := ordinalBullet(s[j:]); n > 0 && (j == 0 || s[j-1] == '\n' || s[j-1] == ' ') {
			j += n
			continue
		}
		k := j
		for k < len(s) && (isWord(s[k]) && s[k] != '_' || s[k] == '-') {
			k++
		}
		k += digitGroupTail(s[j:k], s[k:])
		t := s[j:k]
		if start < 0 {
			layout = codeLayout(t)
		}
		if !codeShaped(t) && !(strings.Contains(t, "-") && codeLayout(t) == layout && codeSized(t)) {
			break
		}
		if strings.ContainsAny(t, "0123456789") {
			digits++
		}
		if start < 0 {
			start = j
		}
		end, n, j = k, n+1, k
	}
	if 2*digits < n {
		return start, end, 0 // words joined by hyphens, not codes
	}
	return start, end, n
}

// ordinalBullet is the length of a numbered list's bullet at the start of s
// ("1. ", "12) "): a list of codes numbered as a page prints them.
func ordinalBullet(s string) int {
	i := 0
	for i < len(s) && i < 2 && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 0 || i+1 >= len(s) || s[i] != '.' && s[i] != ')' || s[i+1] != ' ' {
		return 0
	}
	return i + 2
}

// digitGroupTail is the length of a code's second group of four digits in
// rest, after the first (t) and one blank: Google prints each backup code
// as two groups ("4829 1037"), which read as one code.
func digitGroupTail(t, rest string) int {
	if len(t) != 4 || len(rest) < 5 || rest[0] != ' ' || !isDigits(t) || !isDigits(rest[1:5]) || len(rest) > 5 && isWord(rest[5]) {
		return 0
	}
	return 5
}

// codeLayout is t with each letter and digit as "x": where its hyphens fall.
func codeLayout(t string) string {
	return strings.Map(func(r rune) rune {
		if r == '-' {
			return r
		}
		return 'x'
	}, t)
}

func codeShaped(t string) bool {
	return codeSized(t) && strings.ContainsAny(t, "0123456789")
}

// codeSized: t without its hyphens is as long as a code.
func codeSized(t string) bool {
	bare := strings.ReplaceAll(t, "-", "")
	return len(bare) >= minCodeLen && len(bare) <= maxCodeLen
}

// licenseKeys redacts a license or activation key written in groups
// (SC-MBPQ-1Q3H-VOGL-J7PY-C1ER, a product key's five groups of five) on a
// line that names a serial, a license or an activation: the key unlocks a
// paid seat whoever types it. Without such a word a grouped code is an
// order number or a SKU and stays, and so does one a hash word names
// ("order ...", "build ...").
func licenseKeys(text string, spans []span) []span {
	scan(text, anyOf("-"), func(i int) int {
		s, e := i, i
		for s > 0 && (isWord(text[s-1]) || text[s-1] == '-') {
			s--
		}
		for e < len(text) && (isWord(text[e]) || text[e] == '-') {
			e++
		}
		if !licenseShaped(text[s:e]) {
			return e + 1 // the line is sought only for a key's shape: on one long line, every hyphen would read it back
		}
		ls := strings.LastIndexByte(text[:s], '\n') + 1
		if containsWord(lineWords(text, s), licenseWords) && !hashWords[prevWord(lowerASCII(text[ls:s]), s-ls)] {
			spans = append(spans, span{s, e, "license-key"})
		}
		return e + 1
	})
	return spans
}

var licenseWords = []string{"serial", "license", "licence", "licensing", "activation", "activate", "registration", "cdkey",
	// the same words in German, Dutch, Spanish, Italian and Polish, as
	// lineWords reads them in ASCII letters
	"seriennummer", "serienummer", "lizenz", "licentie", "licencia", "licenza", "licencja", "seriale", "aktivierung", "activering"}

// licenseShaped: four groups or more of 4 to 6 capitals and digits joined by
// hyphens (a first group may be a 2-letter prefix), two of them mixing
// letters and digits as random groups do (ABCD-1234-EFGH-5678 is typed by
// hand).
func licenseShaped(t string) bool {
	if strings.Count(t, "-") < 3 {
		return false // fewer than four groups: no need to split
	}
	groups := strings.Split(t, "-")
	mixed := 0
	for k, g := range groups {
		if len(g) > 6 || len(g) < 4 && !(k == 0 && len(g) >= 2) {
			return false
		}
		var seen [4]bool
		for j := 0; j < len(g); j++ {
			if c := class(g[j]); c == 2 || c == 3 {
				seen[c] = true
			} else {
				return false
			}
		}
		if seen[2] && seen[3] {
			mixed++
		}
	}
	return mixed >= 2 || len(groups) >= 5 && mixed >= 1 // five groups or more: a product's serial whose groups are mostly letters (Unity's)
}
