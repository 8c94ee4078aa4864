// Secrets in the places a redactor least looks: a chat's turns marked by a
// dialogue dash, a key whose first characters spell "$", a vendor's token
// split over joined literals; and what only looks like one there: a
// base64 key that opens with a credential's short word, a variable's
// reference inside a quoted header, a record's key named in another script.

package redact

import "strings"

// turnMarks open a chat's turn or a list's item before its words: the
// dialogue dash Spanish, Portuguese, French and Russian write a reply
// with ("—¿cuál es la contraseña?", "—Xk29!"), an en dash or a bar, and a
// bullet. An ASCII hyphen or star counts only with a blank after it, so a
// value that opens with one ("-Xk29") keeps it.
var turnMarks = []string{"—", "–", "―", "•", "- ", "* "}

// cutTurnMark cuts one turn mark and the blanks after it from the head of
// s, a line's text without its leading blanks.
func cutTurnMark(s string) string {
	for _, m := range turnMarks {
		if r, ok := strings.CutPrefix(s, m); ok {
			return strings.TrimLeft(r, " \t")
		}
	}
	return s
}

// minBlobRun is how long a run of base64 from a short anchor must be to
// be a blob the anchor only opens ("Sk+birTd...=" is a WireGuard key).
const minBlobRun = 20

// blobHead: the short anchor ending at j opens a run of base64 that goes
// on past it through a "+" or a "/", which a name never holds: the key's
// own characters, not a label before one ("PublicKey = Sk+birTd...=").
// "SK=" and "SK:" still end a name.
func blobHead(text string, i, j int) bool {
	if j >= len(text) || text[j] != '+' && text[j] != '/' {
		return false
	}
	k := j
	for k < len(text) && isBase64(text[k]) {
		k++
	}
	return k-i >= minBlobRun
}

// dollarLiteral: rest, what follows a value's "$", opens with a run of
// word characters random enough to be a key's (dollarKey) that goes on in
// base64's "+", "/" or "=": a key that starts with a dollar sign (Asaas's
// "$aact_..."), where a variable's name would stop at the first of them
// and read as a word ($HOME/.ssh, $CI_JOB_TOKEN).
func dollarLiteral(rest string) bool {
	n := 0
	for n < len(rest) && isWord(rest[n]) {
		n++
	}
	return n < len(rest) && strings.IndexByte("+/=", rest[n]) >= 0 && dollarKey(rest[:n])
}

// joinedProvider is the end of the last literal joined to the one a
// provider's prefix opens at start, when the prefix's pattern fails on
// that literal alone and matches the literals joined: a vendor's key split
// to hide it from a scanner ("gsk_zXbP" + "G7vQ..."), in any language
// halves.go reads. 0 when none.
func joinedProvider(text string, start int, r providerRule) int {
	k := start
	for k < len(text) && (isWord(text[k]) || text[k] == '-') {
		k++
	}
	if k >= len(text) || !isQuoteByte(text[k]) {
		return 0
	}
	joined, end := joinedText(text, start, k)
	if end == k {
		return 0
	}
	loc := r.re.FindStringIndex(joined)
	if loc == nil || loc[0] != 0 || loc[1] <= k-start {
		return 0
	}
	return end
}

// recordKeyWords name, in the scripts whose word for a key is an anchor
// (キー, 키, 鍵), a key that identifies a record (idKeyWords): a cache's,
// a table's primary and foreign keys, a partition's, a sort's, an
// object's, an idempotent request's, a shard's.
var recordKeyWords = []string{
	"キャッシュ", "主", "外部", "複合", "一意", "ユニーク", "パーティション", "ソート", "オブジェクト", "冪等性", "冪等", "シャード", "重複排除",
	"캐시", "기본", "외래", "복합", "고유", "파티션", "정렬", "객체", "멱등성", "샤드",
	"快取", "緩存", "外", "唯一", "分區", "排序", "物件", "對象",
}

// foreignRecordKey: the name's parts end in a key's word of another
// script (foreignKeyWords), at at in lower, and it follows one of
// recordKeyWords, glued on as Japanese and Chinese write it (キャッシュキー,
// 主鍵), or after a blank or "の" (캐시 키, キャッシュのキー).
func foreignRecordKey(parts []string, lower string, at int) bool {
	if !foreignKeyWords[parts[len(parts)-1]] || at > len(lower) {
		return false
	}
	head := strings.TrimRight(lower[:at], " \t・_-")
	head = strings.TrimSuffix(head, "の")
	for _, w := range recordKeyWords {
		if strings.HasSuffix(head, w) {
			return true
		}
	}
	return false
}

// foreignKeyWords are the anchors for a key in the scripts recordKeyWords
// are written in.
var foreignKeyWords = map[string]bool{"キー": true, "鍵": true, "키": true}

// minSymbolPassword is the shortest symbolPassword.
const minSymbolPassword = 8

// symbolPassword: v, the whole reply to a question that asks for a
// password, mixes lowercase letters, capitals, digits and symbols, as a
// generator's password does ("zUl=Lz1iTS.FpF!4nA-"), where the rules for
// a value without such a question read its "=" as an assignment's and its
// "." as a host's. A URL, a path and a placeholder are no password.
func symbolPassword(v string) bool {
	if len(v) < minSymbolPassword || strings.Contains(v, "://") || v[0] == '/' || v[0] == '~' || placeholder(v) {
		return false
	}
	var seen [4]bool // the classes: other, lowercase, capital, digit
	for i := 0; i < len(v); i++ {
		seen[class(v[i])] = true
	}
	return seen[0] && seen[1] && seen[2] && seen[3]
}

// sessionCookie: name is a framework's session cookie, an app's name
// before "session" (Rails' _myapp_session, Laravel's laravel_session,
// CodeIgniter's ci_session, Rack's rack.session): its value, pasted from a
// browser outside any Cookie header, logs its owner in. "session" alone
// names a terminal's, a course's or a database's as often, and stays.
func sessionCookie(name string) bool {
	parts := components(name)
	return len(parts) > 1 && parts[len(parts)-1] == "session"
}
