// Reading a value's extent: a name's length, a token and its quotes, a
// recovery phrase, a password's token, a clause, a YAML block scalar, a
// quote continued over lines, a here document, a concatenation and a key
// wrapped over lines.

package redact

import (
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// nameLen is the length of the name that ends at e.
func nameLen(text string, e int) int {
	s := e
	for s > 0 && isNameByte(text[s-1]) {
		s--
	}
	return e - s
}

// token returns the bounds in s of the value starting at from: a quoted
// string without its quotes, or up to a blank, a quote, ',' or ';', without
// trailing sentence punctuation.
func token(s string, from int) [2]int {
	for from < len(s) && (s[from] == ' ' || s[from] == '\t') {
		from++
	}
	if q := escapedQuote(s[from:]); q > 0 {
		// An escaped quote inside a code string (password=\"SECRET\";): the
		// value runs to the same escaped quote, which closes it.
		if j := strings.Index(s[from+q:], s[from:from+q]); j >= 0 {
			return [2]int{from + q, from + q + j}
		}
	}
	if from < len(s) && (s[from] == '"' || s[from] == '\'' || s[from] == '`') {
		if q := escapedQuote(s[from+1:]); q > 0 {
			// A string that holds a code literal, quotes and all
			// (buildConfigField's "\"SECRET\"", a -D define's): the value
			// runs inside the escaped quotes.
			if j := strings.Index(s[from+1+q:], s[from+1:from+1+q]); j >= 0 {
				return [2]int{from + 1 + q, from + 1 + q + j}
			}
		}
		if j := strings.IndexByte(s[from+1:], s[from]); j >= 0 {
			return [2]int{from + 1, apostrophes(s, from, from+1+j)}
		}
	}
	if n, closing := wideQuote(s[from:]); n > 0 {
		// A quoted value in Latin letters; one in CJK is a phrase of the sentence.
		if j := strings.Index(s[from+n:], closing); j >= 0 && strings.IndexFunc(s[from+n:from+n+j], func(r rune) bool { return r >= 0x3000 }) < 0 {
			return [2]int{from + n, from + n + j}
		}
	}
	end := from
	for end < len(s) && strings.IndexByte(" \t\r\n\"'`,;&", s[end]) < 0 && !cjkLead(s[end]) {
		end++
	}
	for end > from && strings.IndexByte(".:)!?]}>", s[end-1]) >= 0 {
		end--
	}
	return [2]int{from, end}
}

// apostrophes is where the single-quoted value opening at from ends, when
// the quote at end stands between two letters: an apostrophe inside the
// value ('It's-Raining-42'), not its closing quote, which a blank, a
// separator or the line's end follows.
func apostrophes(s string, from, end int) int {
	for n := 0; n < 2 && s[from] == '\'' && end > from+1 && end+1 < len(s) && letterByte(s[end-1]) && letterByte(s[end+1]); n++ {
		j := strings.IndexByte(s[end+1:], '\'')
		if j < 0 || strings.IndexByte(s[end+1:end+1+j], '\n') >= 0 {
			break
		}
		end += 1 + j
	}
	return end
}

func letterByte(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

// wideQuotes open a quotation in CJK and in typographic text, with what
// closes each: 「X」, 『X』, “X”, «X».
var wideQuotes = [][2]string{{"「", "」"}, {"『", "』"}, {"“", "”"}, {"«", "»"}, {"‘", "’"}}

// wideQuote is the length of the wide quote s opens with and its closing
// quote, else 0.
func wideQuote(s string) (int, string) {
	if len(s) < 2 || s[0] < 0xC2 {
		return 0, ""
	}
	for _, q := range wideQuotes {
		if strings.HasPrefix(s, q[0]) {
			return len(q[0]), q[1]
		}
	}
	return 0, ""
}

// mnemonic says whether v is a recovery phrase: 12 words or more, each of 3
// to 8 lowercase letters as BIP-39's are, and none of the short words that
// make a sentence of it.
func mnemonic(v string) bool { return mnemonicWords(strings.Fields(v)) }

// mnemonicWords is mnemonic on v's words, split once by a caller that also
// asks whether they repeat (repeatsPublicly).
func mnemonicWords(words []string) bool {
	if len(words) < 12 {
		return false
	}
	for _, w := range words {
		if !seedShaped(w) || proseWords[w] {
			return false
		}
	}
	return true
}

// seedShaped: w has the shape of a BIP-39 word, 3 to 8 lowercase letters.
func seedShaped(w string) bool { return len(w) >= 3 && len(w) <= 8 && lowerWord(w) }

// colonMnemonic is a recovery phrase after the first colon of a seed's or a
// phrase's line, as bounds in rest, when an aside stands between the label
// and its colon ("seed phrase for the test wallet, write it down: orbit
// velvet ...", "mnemonic - keep offline: ..."): twelve BIP-39-shaped words
// say what they are wherever the colon falls.
func colonMnemonic(rest string) ([2]int, bool) {
	i := strings.Index(rest, ": ")
	if i < 0 || i > maxAsideLen {
		return [2]int{}, false
	}
	w := clause(rest, i+2)
	words := strings.Fields(rest[w[0]:w[1]])
	return w, mnemonicWords(words) && !repeatsPublicly(words)
}

// publicMnemonic: v, quotes aside, is a recovery phrase that
// repeatsPublicly.
func publicMnemonic(v string) bool {
	words := strings.Fields(strings.Trim(v, "\"'`"))
	return mnemonicWords(words) && repeatsPublicly(words)
}

// repeatsPublicly: a phrase's words repeat as the development phrases every
// wallet's docs print do (Hardhat's and Anvil's "test" eleven times then
// "junk", BIP-39's "abandon" eleven times then "about", its vectors' "legal
// winner thank" twice over): they guard nothing. The repeats needed grow
// with the phrase, one for every four words: twelve words drawn at random
// from 2,048 repeat two now and then (a phrase made up for a test may too)
// and three in about one phrase of 200,000, and a real 24-word seed repeats
// six almost never, where three would keep one of about 2,500.
func repeatsPublicly(words []string) bool {
	seen := map[string]bool{}
	for _, w := range words {
		seen[w] = true
	}
	return (len(words)-len(seen))*4 >= len(words)
}

// maxAsideLen bounds what may stand between a seed's label and its colon.
const maxAsideLen = 80

// proseWords are in almost every English sentence of twelve words and in no
// BIP-39 list.
var proseWords = map[string]bool{"the": true, "and": true, "for": true, "that": true, "with": true, "this": true,
	"are": true, "was": true, "our": true, "you": true, "but": true, "from": true}

// cjkLead: the first byte of a kana, CJK or Hangul character in UTF-8
// (U+3000 to U+DFFF). A sentence in those scripts writes no blank after a
// value ("パスワードはX です", "密码是X。"), so the character ends it.
func cjkLead(c byte) bool { return c >= 0xE3 && c <= 0xED }

// escapedQuote is the length of the escaped quote s opens with (\" or \\\"
// when a string is quoted twice), else 0.
func escapedQuote(s string) int {
	n := 0
	for n < len(s) && n < 8 && s[n] == '\\' {
		n++
	}
	if n > 0 && n < len(s) && (s[n] == '"' || s[n] == '\'') {
		return n + 1
	}
	return 0
}

// passwordToken is a password's value: quoted, or up to a blank. A password
// may hold "&", ";", ",", "!" (Tr0ub4dor&3, P@ss;word, W3lc0me!!): those end
// it only before a blank or the next name=value of a query or connection
// string. Sentence punctuation at its end is not part of it.
func passwordToken(s string, from int) [2]int {
	v := token(s, from)
	if v[0] > 0 && strings.IndexByte("\"'`", s[v[0]-1]) >= 0 || v[0] > from && s[v[0]-1] >= 0x80 {
		return v // quoted, or in wide quotes
	}
	end := v[0]
	for end < len(s) && !isSpace(s[end]) && strings.IndexByte("\"'`", s[end]) < 0 && !tagOpens(s, end) && !cjkLead(s[end]) {
		if strings.IndexByte("&;,", s[end]) >= 0 && (end+1 == len(s) || isSpace(s[end+1]) || nextPair.MatchString(s[end+1:])) {
			break
		}
		end++
	}
	for end > v[0] && strings.IndexByte(".,;:", s[end-1]) >= 0 {
		end--
	}
	// "the door code is 4 7 1 9": a code read aloud
	return spokenRun(s, [2]int{v[0], max(end, spacedGroups(s, v[0]))})
}

// spacedGroups is the end of a run at i of four or more groups of four
// letters and digits, one space apart, with a digit among them and a
// letter: an application password as WordPress prints it ("AbC1 dEf2 ...",
// six groups), where the value's first group alone would be cut from the
// rest. Words of prose are not all four letters long and hold no digit. It
// returns i when there is no such run.
func spacedGroups(s string, i int) int {
	end, n, digit, letter := i, 0, false, false
	for j := i; j+4 <= len(s) && (j == i || s[j-1] == ' '); j += 5 {
		g := s[j : j+4]
		if strings.Trim(g, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") != "" || j+4 < len(s) && isWord(s[j+4]) {
			break
		}
		digit = digit || strings.ContainsAny(g, "0123456789")
		letter = letter || strings.Trim(g, "0123456789") != ""
		end, n = j+4, n+1
		if j+4 >= len(s) || s[j+4] != ' ' {
			break
		}
	}
	if n < 4 || !digit || !letter {
		return i
	}
	return end
}

// tagOpens: s[i] opens a markup tag ("</password>", "<br>"), which ends the
// value before it; a "<" before a digit or a symbol is the password's own
// character (pandas<3Zk9!w).
func tagOpens(s string, i int) bool {
	if s[i] != '<' {
		return false
	}
	c := s[min(i+1, len(s)-1)]
	return i+1 == len(s) || c == '/' || c|0x20 >= 'a' && c|0x20 <= 'z'
}

// filePath: v is a file's path (/etc/kms/kek.pem, ~/.ssh/id_ed25519,
// ./certs/tls.key): a key named by where it is kept, not given.
func filePath(v string) bool {
	p := strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(v, "~"), "."), ".")
	return strings.HasPrefix(p, "/") && strings.Count(p, "/") >= 2 && !strings.ContainsAny(v, " \t")
}

// emptyBefore: after a blank, v opens the next name=value pair of its line
// ("password= host=db.lan"), not a value of base64 that ends in "=".
func emptyBefore(v string) bool {
	loc := nextPair.FindStringIndex(v)
	return loc != nil && loc[1] < len(v) && !isSpace(v[loc[1]]) && v[loc[1]] != '='
}

// assignLoc is where the operator that gives the name ending at e its
// value lies in rest: "=", ":" and their kin, or a two-cell table row's
// bar (| DB_PASSWORD | X |); nil when there is none.
func assignLoc(text string, e int, c credClass, rest string) []int {
	if c == weak {
		return nil
	}
	if loc := assignOp.FindStringIndex(rest); loc != nil && !namespaced(rest, loc) && !longArrow(rest, loc) {
		return loc
	}
	if n, ok := keyValueRow(text, e, rest); ok {
		return []int{0, n}
	}
	return nil
}

// emptyValue: the operator at loc in rest gives the name ending at e no
// value: "password= host=db", "--password= --verbose", "-var token=
// -auto-approve", "docker run -e TOKEN= app" (an empty value, then the
// next pair, flag or word), "passphrase:   # set in prod" (a comment).
func emptyValue(text string, e int, rest string, loc []int) bool {
	op, after := rest[loc[0]:loc[1]], rest[loc[1]:]
	if !isSpace(op[len(op)-1]) {
		return closedByQuote(text, e, op, after)
	}
	return strings.HasPrefix(after, "# ") || op[0] == '=' && (emptyBefore(after) || flagWord(after) || flagArgument(text, e))
}

// closedByQuote: the quote right after the operator closes the string
// the name ending at e opened ("$STRIPE_KEY:" -H "Idempotency-Key: ...":
// curl's user with no password), so the value is empty, not the text up
// to the next string's opening quote. The operator must stand inside the
// string ("$KEY:"), as a JSON key's ("api_key":) does not.
func closedByQuote(text string, e int, op, after string) bool {
	if after == "" || after[0] != '"' && after[0] != '\'' || strings.ContainsAny(op, "\"'") { // "api_key":"X": the name's string closed before its operator
		return false
	}
	if len(after) > 1 && after[1] == after[0] {
		return false // "PASSWORD=""X""": CSV's doubled quote, a quote inside the cell
	}
	s := e - nameLen(text, e)
	if s > 0 && text[s-1] == '$' {
		s-- // a shell's variable inside the string
	}
	return s > 0 && text[s-1] == after[0]
}

// keyValueRow: the name ending at e fills the first cell of a Markdown
// table's row of two cells ("| DB_PASSWORD | X |"), a key and its value,
// as a .env file gives them, the name ending its cell ("| wifi password |
// X |"); it returns the length of the bar and blanks between them. A row
// of more cells (a field's type and description) is no such pair.
func keyValueRow(text string, e int, rest string) (int, bool) {
	s := e - nameLen(text, e)
	if !strings.HasPrefix(strings.TrimLeft(rest, " \t"), "|") {
		return 0, false
	}
	if head := strings.TrimSpace(text[strings.LastIndexByte(text[:s], '\n')+1 : s]); head == "" || head[0] != '|' || strings.Count(head, "|") != 1 {
		return 0, false
	}
	line := rest[:lineBound(rest, 0)]
	if cells := strings.Split(strings.TrimRight(line, " \t\r|"), "|"); len(cells) != 2 || strings.TrimSpace(cells[0]) != "" {
		return 0, false
	}
	n := strings.IndexByte(rest, '|') + 1
	for n < len(rest) && (rest[n] == ' ' || rest[n] == '\t') {
		n++
	}
	return n, true
}

// flagArgument: the name ending at e is a command flag's argument
// (docker run -e DB_PASSWORD= app:1.4, --build-arg TOKEN= .): a shell
// word, which a blank ends, so "=" before a blank gives it nothing.
func flagArgument(text string, e int) bool {
	s := e - nameLen(text, e)
	if s < 3 || text[s-1] != ' ' {
		return false
	}
	w := wordBefore(text, s-1)
	return len(w) > 1 && w[0] == '-' && s-1-len(w) >= 0
}

// flagWord: v opens with a command's flag, long or short (--verbose,
// -auto-approve), a dash before a letter.
func flagWord(v string) bool {
	return len(v) > 1 && v[0] == '-' && (class(v[1]) == 1 || longFlag(v))
}

// nextPair opens the next name=value of a query or connection string.
var nextPair = lazyre.New(`^[\w.\-]+=`)

// clause is a passphrase's value: a quoted string, else the words up to the
// end of the clause.
func clause(s string, from int) [2]int {
	if from < len(s) && (s[from] == '"' || s[from] == '\'' || s[from] == '`') {
		return token(s, from)
	}
	end := from
	for end < len(s) && strings.IndexByte("()\r\n", s[end]) < 0 && !clauseEnd(s, end) {
		end++
	}
	for end > from && (s[end-1] == ' ' || s[end-1] == '\t') {
		end--
	}
	return [2]int{from, end}
}

// clauseEnd: sentence punctuation at i, before a blank or the end. Inside a
// word it is one of a passphrase's characters ("Kx9!mQ2w"). A dash set
// off by blanks opens the next clause ("lautet: Tannenzapfen im Nebel 42 —
// bitte nicht ..."), where one inside a word joins it.
func clauseEnd(s string, i int) bool {
	if s[i] == ' ' {
		// a command's next flag (--passphrase=X --verbose), a YAML or shell comment (X  # prod), a table's bar (| X |)
		return strings.HasPrefix(s[i+1:], "— ") || strings.HasPrefix(s[i+1:], "– ") || longFlag(s[i+1:]) || strings.HasPrefix(s[i+1:], "# ") || strings.HasPrefix(s[i+1:], "|")
	}
	return strings.IndexByte(".,;!?", s[i]) >= 0 && (i+1 == len(s) || isSpace(s[i+1]))
}

// take redacts v (bounds in text[e:]) unless it is short, a placeholder, a
// word of the sentence, already redacted, or the BEGIN line of a PEM block
// ("the key: -----BEGIN PUBLIC KEY-----"): pemBlocks decides on the block
// by its label.
func take(text string, e int, v [2]int, minLen int, kind string, spans []span) []span {
	v = keyGroups(text, e, v)   // "the TOTP secret is K7QV 2XLM 3RZ4 WP6N": the groups are one value
	v = digitGroups(text, e, v) // "the bridge's access code is 8812 0044"
	val, end := text[e+v[0]:e+v[1]], e+v[1]
	quoted := e+v[0] > 0 && strings.IndexByte("\"'`", text[e+v[0]-1]) >= 0
	if quoted {
		val, end = joinedText(text, e+v[0], end) // "Winter" & "2024!": the value code joins is judged whole
	}
	first, _, _ := strings.Cut(strings.ToLower(val), " ")
	if quotedWords(text, e+v[0], val) && !pointerWords[first] {
		first = "" // PGPASSWORD='my pass word': given verbatim, not a sentence about the password
	}
	if len(val) < minLen || notAValue(text, e, v, val, first) {
		return spans
	}
	if !quoted && (len(val) >= minWrappedLen || strings.HasSuffix(val, "\\")) {
		end += wrapped(text, end) // the terminal wrapped the value onto the next line; a "\\" continues any value there
	}
	return append(spans, span{e + v[0], end, kind})
}

// blockScalar is the first line of a YAML block scalar ("key: |" or "key:
// >-" ending its line, the value indented on the next), as bounds in text[e:].
func blockScalar(text string, e int, rest string, v [2]int) ([2]int, bool) {
	ind := rest[v[0]:v[1]]
	if ind == "" || strings.Trim(ind, "|>-+") != "" || len(ind) > 2 || strings.TrimSpace(rest[v[1]:]) != "" {
		return [2]int{}, false
	}
	s := e + len(rest)
	if s >= len(text) || text[s] != '\n' {
		return [2]int{}, false
	}
	s++
	line := text[s : s+lineBound(text, s)]
	body := strings.TrimLeft(line, " \t")
	if len(body) == len(line) {
		return [2]int{}, false // not indented: the block is empty
	}
	from := s + len(line) - len(body) - e
	return [2]int{from, from + len(strings.TrimRight(body, " \t\r"))}, true
}

// continuedQuote is a quoted value that a backslash at its line's end
// continues onto the next lines (a shell's or a dotenv's continuation), as
// bounds in text[e:] from the opening quote's next byte to the closing
// quote: the pieces, joined, read as a secret with no blank in it.
func continuedQuote(text string, e int, rest string, from int) ([2]int, bool) {
	op := strings.TrimLeft(rest[from:], " \t")
	if len(op) < 2 || op[0] != '"' && op[0] != '\'' || strings.IndexByte(op[1:], op[0]) >= 0 || !strings.HasSuffix(op, "\\") {
		return [2]int{}, false
	}
	q, joined := op[0], op[1:len(op)-1]
	for s, n := e+len(rest), 0; n < maxContinuedLines && s < len(text) && text[s] == '\n'; n++ {
		s++
		line := text[s : s+lineBound(text, s)]
		if k := strings.IndexByte(line, q); k >= 0 {
			joined += line[:k]
			ok := !strings.ContainsAny(joined, " \t") && (secretLike(joined) || candidate(joined))
			return [2]int{len(rest) - len(op) + 1, s + k - e}, ok
		}
		if !strings.HasSuffix(line, "\\") {
			break
		}
		joined += line[:len(line)-1]
		s += len(line)
	}
	return [2]int{}, false
}

// maxContinuedLines bounds the lines a continued quote is read over.
const maxContinuedLines = 4

// heredocValue is the value a here document gives an assignment whose
// operand (rest[from:], rest being text[e:] to the line's end) opens it
// (HCL's <<EOT and <<-EOT, Ruby's <<~EOS), as bounds in text[e:]: its
// body, when that is one line before the delimiter's. A body of several
// lines is a policy or a script, one of words a sentence.
func heredocValue(text string, e int, rest string, from int) ([2]int, bool) {
	if !strings.Contains(rest[from:], "<<") {
		return [2]int{}, false // cheap first: the expression runs only where a here document may open
	}
	m := heredocOperand.FindStringSubmatch(rest[from:])
	if m == nil {
		return [2]int{}, false
	}
	s := e + len(rest)
	for s < len(text) && (text[s] == ' ' || text[s] == '\t' || text[s] == '\r') {
		s++ // the line's rest, which op may stop short of
	}
	if s >= len(text) || text[s] != '\n' {
		return [2]int{}, false
	}
	s++
	body := text[s : s+lineBound(text, s)]
	n := s + len(body)
	if n >= len(text) || strings.TrimSpace(text[n+1:n+1+lineBound(text, n+1)]) != m[1] {
		return [2]int{}, false
	}
	v := strings.TrimSpace(body)
	if v == "" || strings.ContainsAny(v, " \t") || strings.Contains(v, "${") || placeholder(v) {
		return [2]int{}, false
	}
	at := s + strings.Index(body, v) - e
	return [2]int{at, at + len(v)}, true
}

// heredocOperand is an assignment's operand that opens a here document
// and names its delimiter.
var heredocOperand = lazyre.New(`^[ \t]*<<[-~]?[ \t]*["']?(\w+)["']?[ \t]*$`)

// minWrappedLen: a value this long that ends its line may go on on the next.
const minWrappedLen = 16

// wrapped is the length of the rest of a value ending at i that a terminal
// or an editor wrapped onto the next line, with the line break, else 0: the
// next line opens (without indent) with one token of the value's alphabet,
// no "=" or ":" in it (a next assignment), that reads as random.
func wrapped(text string, i int) int {
	n := 0
	if strings.HasPrefix(text[i:], "\r\n") {
		n = 2
	} else if strings.HasPrefix(text[i:], "\n") {
		n = 1
	}
	if n == 0 {
		return 0
	}
	j := i + n
	for j < len(text) && (isBase64(text[j]) || text[j] == '-' || text[j] == '_') {
		j++
	}
	if tail := strings.TrimRight(text[i+n:j], "="); strings.Contains(tail, "=") {
		return 0 // NEXT_VAR=value: the next assignment
	}
	if j < len(text) && !isSpace(text[j]) && strings.IndexByte("\"'`,;)", text[j]) < 0 || j-i-n < minSecretLen/2 || !secretLike(text[i+n:j]) && !randomShort(text[i+n:j]) {
		return 0
	}
	return j - i
}
