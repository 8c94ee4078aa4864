// A secret's label joined to its value as a language other than English
// joins them: a lock's code in any language's order, Hindi's copula, a
// Chinese verb of setting, and a password word of another language, its
// qualifiers, then a PIN's digits with no verb at all.

package redact

import (
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// labelledScripts redacts the values of the labels its readers know
// (hindiCopula, lockCodes, lockHas, chineseSetTo), each started by a literal anchor.
func labelledScripts(text string, spans []span) []span {
	spans = hindiCopula(text, spans)
	spans = lockCodes(text, spans)
	spans = lockHas(text, spans)
	return chineseSetTo(text, spans)
}

// lockCodes: a code's word (code, kode, kód, koodi, codul, код, κωδικός,
// รหัส, कोड, কোড, PIN) that a lock's noun owns, in the word order of any
// language: the noun before it with a genitive's particle or case ending
// ("darwaze ka code 3618 hai", "दरवाज़े का कोड 3618 है", "লকারের পিন কোড
// 5529", "a széf kódja 4471"), after it ("kode pintu kantor 4471", "код от
// сейфа 4471", "codul ușii este 4471"), or glued to it ("ajtókód 4471",
// "รหัสประตู 4471"). The value is a PIN's digits among the next few words;
// a code a product, an error, a country, a status or a post office owns is
// no lock's ("पिन कोड 110001", "kode pos 40115", "код ошибки 4041").
func lockCodes(text string, spans []span) []span {
	for _, a := range lockCodeAnchors() {
		for i := 0; ; {
			j := strings.Index(text[i:], a)
			if j < 0 {
				break
			}
			s, e := wordAround(text, i+j, i+j+len(a))
			i = i + j + len(a)
			owned, ok := lockCodeWord(strings.ToLower(text[s:i-len(a)]), strings.ToLower(text[i:e]))
			if !ok || nonLockWord(lastWord(text[max(0, s-lockReach):s])) {
				continue
			}
			if v, ok := lockCodeValue(text, e, owned || lockNear(text[max(0, s-lockReach):s])); ok {
				spans = take(text, e, v, minAssignmentLen, "password", spans)
			}
		}
	}
	return spans
}

// lockReach bounds the bytes read before a code's word for its lock's noun
// and after it for its value.
const lockReach = 64

// wordAround widens [s, e) to the word it sits in: letters and marks of
// any script, digits, and the apostrophes and hyphens inside a word.
func wordAround(text string, s, e int) (int, int) {
	for s > 0 {
		r, n := utf8.DecodeLastRuneInString(text[:s])
		if !wordRune(r) {
			break
		}
		s -= n
	}
	for e < len(text) {
		r, n := utf8.DecodeRuneInString(text[e:])
		if !wordRune(r) {
			break
		}
		e += n
	}
	return s, e
}

func wordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsMark(r) || r == '\'' || r == '’'
}

// lockCodeWord: the word around a code's anchor, prefix and suffix the
// parts before and after it, is a code's word, and owned says a lock's
// noun is glued to it: a compound opens with the lock (ajtókód, ovikoodi)
// and Thai writes the lock after the code with no blank (รหัสประตู). A
// suffix is a case ending (kodu, kódja, codul) and nothing else: barcode,
// unicode, decode are no lock's.
func lockCodeWord(prefix, suffix string) (owned, ok bool) {
	switch {
	case prefix != "" && !anyLockNoun(prefix):
		return false, false
	case suffix != "" && !codeEndings[suffix] && !anyLockNoun(suffix):
		return false, false
	}
	return prefix != "" || suffix != "" && !codeEndings[suffix], true
}

// codeEndings are the case endings the code's words take: Turkish's and
// Polish's kodu, Hungarian's kódja and kódot, Romanian's codul, Finnish's
// koodin, Russian's and Ukrainian's кода and коду, Greek's κωδικού.
var codeEndings = wordSet("u a ja ot ul ului n ы ού ό ός s es овий овый овая овое ового")

// lockCodeAnchors are the code's words lockCodes starts at, lowercased and
// capitalised.
var lockCodeAnchors = sync.OnceValue(func() []string {
	var out []string
	for _, w := range strings.Fields("code kode kod kód koodi cod código codigo codice код κωδικ รหัส msimbo कोड কোড pin пин пін " +
		"clave combinación combinacion combinaison combinazione kombinacja kombinace kombination комбинация шифр") {
		out = append(out, w)
		if up := strings.ToUpper(w[:1]) + w[1:]; ascii(w[:1]) && up != w {
			out = append(out, up, strings.ToUpper(w))
		} else if r, n := utf8.DecodeRuneInString(w); unicode.IsUpper(unicode.ToUpper(r)) && unicode.ToUpper(r) != r {
			out = append(out, string(unicode.ToUpper(r))+w[n:])
		}
	}
	return out
})

// lockCodeValue is a PIN's digits among the next four words after the code's
// word ending at e (a lock's noun, a preposition, a copula between), as
// bounds in text[e:]. Without owned a lock's noun must be among those words.
// A word that owns a code and is no lock's ("код ошибки") ends the search.
func lockCodeValue(text string, e int, owned bool) ([2]int, bool) {
	rest := text[e:min(len(text), e+lockReach)]
	at := 0
	for n := 0; n < 5; n++ {
		for at < len(rest) && strings.IndexByte(" \t:=-", rest[at]) >= 0 || strings.HasPrefix(rest[at:], "—") || strings.HasPrefix(rest[at:], "：") {
			_, k := utf8.DecodeRuneInString(rest[at:])
			at += k
		}
		_, we := wordAround(rest, at, at)
		if we == at {
			v := token(rest, at)
			return v, owned && v[0] == at && pinDigits(asciiDigits(rest[v[0]:v[1]]))
		}
		w := strings.ToLower(rest[at:we])
		if nonLockWord(w) {
			return [2]int{}, false
		}
		owned = owned || anyLockNoun(w)
		at = we
	}
	return [2]int{}, false
}

// lockNear: a lock's noun is among the last three words of before, the
// words before a code's word: "office ke gate ka code", "a széf kódja".
func lockNear(before string) bool {
	f := strings.FieldsFunc(before, func(r rune) bool { return !wordRune(r) })
	if k := strings.LastIndexAny(before, "\n.,;:!?"); k >= 0 {
		f = strings.FieldsFunc(before[k+1:], func(r rune) bool { return !wordRune(r) })
	}
	for _, w := range f[max(0, len(f)-3):] {
		if anyLockNoun(strings.ToLower(w)) {
			return true
		}
	}
	return false
}

// lastWord is the last word of s, lowered.
func lastWord(s string) string {
	f := strings.FieldsFunc(s, func(r rune) bool { return !wordRune(r) })
	if len(f) == 0 {
		return ""
	}
	return strings.ToLower(f[len(f)-1])
}

// anyLockNoun: w names a thing with a lock a code opens, in English
// (physicalLocks), in the languages lockNoun reads (foreignLocks, its
// stems) or in those of lockNouns55. A one-time code's owner (an
// authenticator, an SMS, a login) is none: that code expires.
func anyLockNoun(w string) bool {
	if physicalLocks[w] || foreignLocks[w] || lockNouns55[w] {
		return true
	}
	for _, stem := range lockStems {
		if strings.HasPrefix(w, stem) {
			return true
		}
	}
	return false
}

// physicalLocks are English's lockWords that are a door, a box or a device
// on one.
var physicalLocks = wordSet("door doors gate gates garage keypad lock safe locker lockers padlock lockbox keybox keysafe intercom buzzer building vault cabinet")

// lockNouns55 are a door's, a gate's, a lock's, a locker's, a safe's, an
// alarm's and a garage's words, in their case forms, in Hindi (in its
// letters and in Latin ones), Bengali, Indonesian and Malay, Russian,
// Ukrainian, Hungarian, Finnish, Romanian, Czech, Polish, Greek, Thai,
// Swahili, Turkish and Vietnamese.
var lockNouns55 = wordSet(strings.Join([]string{
	"darwaza darwaze darwaja darwaje tala tale tijori almari locker lockers",
	"दरवाज़े दरवाज़े दरवाजे दरवाज़ा दरवाजा लॉकर लोकर ताले ताला तिजोरी सेफ अलार्म गेट गैराज गेराज अलमारी",
	"লকার লকারের দরজা দরজার তালা তালার গেট গেটের সেফ সেফের অ্যালার্ম অ্যালার্মের গ্যারেজ গ্যারেজের আলমারি আলমারির ভল্ট ভল্টের",
	"pintu gerbang gembok loker brankas garasi lemari",
	"дверь двери сейф сейфа сейфу замок замка ворот ворота шкафчика шкафчик гаража гараж сигнализации домофона домофон подъезда калитки",
	"дверей двері воріт шафки сигналізації домофону під'їзду",
	"ajtó ajtó széf széfet zár lakat kapu riasztó garázs szekrény",
	"ovi oven kassakaappi kassakaapin lukko lukon portti portin hälytin hälyttimen autotalli autotallin kaappi kaapin",
	"ușa ușii usa usii seif seifului lacăt lacătului poarta porții portii alarma alarmei garaj garajului dulap dulapului",
	"dveře dveří dveřím dvere dveri trezor trezoru zámek zámku brána brány alarmu garáž garáže skříňka skříňky",
	"πόρτα πόρτας χρηματοκιβώτιο χρηματοκιβωτίου κλειδαριά κλειδαριάς συναγερμός συναγερμού γκαράζ ντουλάπι ντουλαπιού θυρίδα θυρίδας",
	"ประตู ตู้เซฟ เซฟ ล็อกเกอร์ กุญแจ สัญญาณกันขโมย โรงรถ",
	"mlango kufuli sefu kabati lango kengele",
	"kapı kapının kapi kasa kasanın kilit kilidin dolap dolabın garaj garajın",
	"cửa két khóa khoá tủ cổng",
	// and a key's box by the door, which opens with a code as a safe does
	"schlüsselkasten schlüsselbox schlüsseltresor schlüsselsafe sleutelkastje sleutelkluis nyckelskåp nyckelbox key-box keybox lockbox",
}, " "))

// nonLockWord: w owns a code that opens nothing, in the languages of
// lockNouns55 and English: an error's, a status's, a country's, a post
// office's, a product's, an order's, a discount's, a version's.
func nonLockWord(w string) bool { return nonLockWords[w] }

var nonLockWords = wordSet("error errors err fehler erreur błędu chyby chyba ошибки ошибка помилки hiba virhe eroare erorii σφάλματος kesalahan galat hata hatası " +
	"status statusu статуса kondisi post pos posta postal postale poštovní pocztowy почтовый поштовий irányítószám postinumero zip postleitzahl plz " +
	"country país negara kraju страны країни ülke ország maan țării země " +
	"promo diskon rabat rabatowy kupon coupon voucher product produk produktu produkt товара item sku order pesanan zamówienia заказа замовлення sipariş " +
	"http response exit return bar qr area telepon phone version versi wersja verze версия версія " +
	"डिलीवरी त्रुटि एरर देश डाक ডেলিভারি ত্রুটি দেশ ডাক")

// chineseSetTo: the password's word of Chinese or Japanese, then a verb
// that sets it or says what it is ("新的VPN密码设成了 X", the new VPN
// password was set to X; "密码改成了 X", "密码是 X"), then the value, which
// may be written in CJK letters with digits ("龙年大吉2024"): the other
// readers stop a value at a CJK letter.
func chineseSetTo(text string, spans []span) []span {
	for _, w := range cjkPasswordWords {
		for i := 0; ; {
			j := strings.Index(text[i:], w)
			if j < 0 {
				break
			}
			e := i + j + len(w)
			i = e
			loc := cjkSetVerb.FindStringIndex(text[e:min(len(text), e+cjkReach)])
			if loc == nil {
				continue
			}
			v := [2]int{loc[1], loc[1] + cjkValueLen(text[e+loc[1]:])}
			if cjkValue(text[e+v[0] : e+v[1]]) {
				spans = take(text, e, v, minPasswordLen, "password", spans)
			}
		}
	}
	return spans
}

// cjkPasswordWords are Chinese's password words, simplified and
// traditional, and Japanese's.
var cjkPasswordWords = []string{"密码", "密碼", "口令", "パスワード", "暗証番号"}

// cjkReach bounds the bytes chineseSetTo reads for the verb.
const cjkReach = 48

// cjkSetVerb is a verb of setting or the copula after the password's
// word, with the aspect particle 了 after it or not: 设成, 设置成, 设为,
// 设置为, 改成, 改为, 换成, 更改为, 修改为, 变成, 是, 为, and Japanese's は.
var cjkSetVerb = lazyre.New(`^\s*(?:(?:设置|設置|更改|修改|改|设|設|换|換|变|變)(?:成|为|為)了?|是|为|為|は|：|:)\s*`)

// cjkValueLen is the length of the value at the start of s: up to a blank,
// a quote or sentence punctuation of either width.
func cjkValueLen(s string) int {
	n := strings.IndexFunc(s, func(r rune) bool {
		return unicode.IsSpace(r) || strings.ContainsRune("，。、；！？,;\"'“”「」『』（）()", r)
	})
	if n < 0 {
		n = len(s)
	}
	return n
}

// cjkValue: v reads as a password: in ASCII as the bare readers judge one
// (bareValue, strongPassword, candidate); in CJK letters only with a digit
// or a symbol in it, opening with a letter, and no digit a counter follows
// ("至少8位", at least 8 places; "12个字符"): a rule, not a value.
func cjkValue(v string) bool {
	if v == "" || placeholder(v) || strings.HasPrefix(v, markerPrefix) {
		return false
	}
	if ascii(v) {
		return bareValue(v) || strongPassword(v) || candidate(v)
	}
	first, _ := utf8.DecodeRuneInString(v)
	if utf8.RuneCountInString(v) < 4 || !unicode.IsLetter(first) {
		return false
	}
	marked, prevDigit := false, false
	for _, r := range v {
		if prevDigit && r > utf8.RuneSelf && unicode.IsLetter(r) {
			return false // a count and its unit
		}
		prevDigit = unicode.IsDigit(r)
		marked = marked || prevDigit || unicode.IsPunct(r) || unicode.IsSymbol(r)
	}
	return marked
}

// foreignNear is the value a password word of another language gives with
// no verb and no colon: a PIN after its qualifiers (qualifiedDigits), else
// what foreignNearValue reads.
func foreignNear(text string, e int, rest string) ([2]int, bool) {
	if v, ok := qualifiedDigits(text, e, rest); ok {
		return v, true
	}
	return foreignNearValue(text, e, rest)
}

// qualifiedDigits is the PIN a password word of another language than
// English (its name ends at e) gives after its qualifiers with no verb
// and no colon: "hasło do wifi 48213907", "contraseña del wifi 48213907",
// "heslo k wifi 48213907", and after "PIN" in capitals, which is no verb:
// "PIN kartu ATM saya 4821". The words between are at most four, none a
// number, and the digits end their clause: "hasło do pokoju 1204 jest
// w sejfie" names a room.
func qualifiedDigits(text string, e int, rest string) ([2]int, bool) {
	if rest == "" || rest[0] != ' ' || !foreignPasswordWord(text, e) && wordBefore(text, e) != "PIN" {
		return [2]int{}, false
	}
	c := clause(rest, 1)
	words := strings.Fields(rest[c[0]:c[1]])
	if len(words) < 2 || len(words) > 5 {
		return [2]int{}, false
	}
	last := words[len(words)-1]
	if !pinDigits(last) {
		return [2]int{}, false
	}
	for _, w := range words[:len(words)-1] {
		if !pinQualifier(w) {
			return [2]int{}, false
		}
	}
	s := c[0] + strings.LastIndex(rest[c[0]:c[1]], last)
	return [2]int{s, s + len(last)}, true
}

// pinQualifier: w names what a password is of (wifi, routera, konta,
// VPN-u), not a number, a count or a verb of the sentence.
func pinQualifier(w string) bool {
	if strings.IndexFunc(w, unicode.IsDigit) >= 0 {
		return false
	}
	l := strings.ToLower(w)
	return strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' }) < 0 && !formatUnits[l] && !qualifierVerbs[l] && !numberNouns[l]
}

// numberNouns name what a number after them counts or points at: a port,
// a room, a line, a version, a year ("hasło do serwera na porcie 5432").
var numberNouns = wordSet("port porcie portu porta porte puerto portas room rooms pokój pokoju pokoi sala raum zimmer chambre stanza kamer rum huone " +
	"numer nr no número numero nummer numéro number numbers ext linia line línea wersja version versión versione versão versie verze " +
	"rok roku año anno jahr ano ár vuosi year")

// qualifierVerbs are the copulas and rule words proseOp reads after a
// password word in the languages qualifiedDigits serves: with one the
// sentence has a verb, and proseOp judges its value.
var qualifierVerbs = wordSet("is was ist war wird est était es era está è é foi är var er jest był była są je bylo byl este ni ilikuwa adalah ialah on oli to " +
	"είναι ήταν это є це був была là คือ hai है হল ay ir yra és olduğu " +
	"min max mindestens minimum minimo mínimo minst almeno co każde ogni cada alle every")

// lockHas: a lock's noun says what code it takes with "has" in English,
// German, Swedish, Dutch, Spanish, Portuguese, Polish, Czech or Italian,
// the PIN's digits ending the clause: "der Schlüsselkasten hat 0902", "the
// key box has 7316", "la caja fuerte tiene 4471". A number a clause goes
// on from is a count ("the safe has 1200 litres").
func lockHas(text string, spans []span) []span {
	for _, verb := range hasVerbs {
		for i := 0; ; {
			j := strings.Index(text[i:], verb)
			if j < 0 {
				break
			}
			s, e := i+j, i+j+len(verb)
			i = e
			if !anyLockNoun(lastWord(text[max(0, s-lockReach):s])) {
				continue
			}
			v := token(text, e)
			if v[0] == e && pinDigits(text[v[0]:v[1]]) && (v[1] == len(text) || clauseEnd(text, v[1]) || text[v[1]] == '\n') {
				spans = take(text, e, [2]int{0, v[1] - e}, minAssignmentLen, "password", spans)
			}
		}
	}
	return spans
}

var hasVerbs = []string{" has ", " hat ", " har ", " heeft ", " tiene ", " tem ", " ma ", " má ", " ha "}

// hindiCopula: Hindi's "is" (hai, है) between a password's word and its
// value, as a chat in Latin letters or Devanagari puts it when the value
// comes last ("mera password hai blue-otter-42", "wifi ka password hai
// Sommer2024!"); a plain word after it asks or says something else
// ("password hai kya?").
func hindiCopula(text string, spans []span) []span {
	lower := lowerASCII(text)
	for _, w := range hindiPasswordWords {
		for i := 0; ; {
			j := strings.Index(lower[i:], w)
			if j < 0 {
				break
			}
			s, e := i+j, i+j+len(w)
			i = e
			if s > 0 && isWord(lower[s-1]) {
				continue
			}
			loc := hindiHai.FindStringIndex(lower[e:min(len(lower), e+lockReach)])
			if loc == nil {
				continue
			}
			v := passwordToken(text, e+loc[1])
			if val := text[v[0]:v[1]]; v[0] == e+loc[1] && (bareValue(val) || strongPassword(val) || candidate(val)) {
				spans = take(text, 0, v, minPasswordLen, "password", spans)
			}
		}
	}
	return spans
}

var hindiPasswordWords = []string{"password", "passwd", "pwd", "पासवर्ड", "passcode"}

// hindiHai is the copula after the word, a colon after it or not.
var hindiHai = lazyre.New(`^\s+(?:hai|hain|है)\s*:?\s+`)

// asciiDigits writes a value's Devanagari and Bengali digits as ASCII, so
// pinDigits judges them as it does "3618".
func asciiDigits(v string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= '०' && r <= '९':
			return '0' + r - '०'
		case r >= '০' && r <= '৯':
			return '0' + r - '০'
		}
		return r
	}, v)
}

// commitSpoken: a word of gitWords stands among a line's words other than
// as a warning not to commit what the line gives ("Token API-nya: X —
// jangan di-commit", "API key X, don't commit it"): a label's secret is
// what one warns about, a commit's hash is not.
func commitSpoken(words []string) bool {
	for i, w := range words {
		if !slices.Contains(gitWords, w) {
			continue
		}
		if w == "commit" && i > 0 && (commitNegations[words[i-1]] || i > 1 && commitNegations[words[i-2]]) {
			continue
		}
		return true
	}
	return false
}

// commitNegations forbid the commit after them, in English (don't, do not,
// never) and Indonesian and Malay (jangan, tidak, gak, jgn).
var commitNegations = wordSet("not t dont never jangan jgn tidak gak nggak usah")
