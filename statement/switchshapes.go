package statement

import (
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// A switch and a choice over another are said in every language with a
// preposition pair or a postposition English reads in its own words:
// "Kami pindah dari MySQL ke Postgres" (we moved from MySQL to Postgres),
// "Мы перешли с MySQL на Postgres", "MySQL'den Postgres'e geçtik",
// "MySQLからPostgresに移行", "从 MySQL 迁移到 Postgres"; "Мы используем
// Postgres вместо MySQL", "usamos Postgres en lugar de MySQL". Unread, the
// old value and the new one are two words of a run-on subject, and the
// claim neither states the new value nor rules the old one out.
// switchShapes writes them as English says them, "moved from X to Y" and
// "instead of", so the claim reads them as it reads "we moved from MySQL to
// Postgres" and "we use Postgres instead of MySQL".

// insteadOfRe is "instead of" in the languages a memory is written in, a
// word no English sentence holds.
var insteadOfRe = lazyre.New(`(?i)(^|[\s,(])(?:вместо|zamiast|místo|namiesto|anstatt|statt|en lugar de|en vez de|au lieu de|em vez de|ao invés de|invece di|in plaats van|istället för|i stedet for|alih-alih|thay vì)(\s)`)

// switchFromToRe is a switch said with its language's "from" and "to"
// around the old value, the verb of switching anywhere in the sentence:
// Indonesian, Polish and Czech, Russian, Spanish and Portuguese, French,
// Italian and German (Dutch and Swedish have their own readings, dutch.go
// and swedish.go). Group 1 is the old value, one to three words.
var switchFromToRe = lazyre.New(`(?i)(?:^|\s)(?:dari|ze?|со?|из|de|del|du|da|von|vom)\s+((?:[^\s,.;]+\s+){0,2}?[^\s,.;]+)\s+(?:ke|menjadi|na|do|на|в|a|al|para|à|au|vers|auf|zu|zum)\s`)

// switchVerbRe is a verb of switching, moving or migrating in those
// languages.
var switchVerbRe = lazyre.New(`(?i)(?:^|\s)(?:pindah|berpindah|beralih|migrasi|bermigrasi|dipindahkan|diganti|przeszli\pL*|przenie\pL*|zmigrowali\pL*|migrowali\pL*|přešli|jsme přešli|перешли|переехали|перенесли|мигрировали|переключились|migramos|pasamos|cambiamos|mudamos|trocamos|migrámos|migré|migrés|migrée|passés|basculé|migrato|migrati|passati|umgestiegen|gewechselt|migriert|umgezogen)(?:\s|[,.;]|$)`)

// turkishSwitchRe is Turkish's switch, the old value in the ablative and
// the new one in the dative before a verb of moving ("MySQL'den
// Postgres'e geçtik"). Groups 1 and 2 are the old and the new value.
var turkishSwitchRe = lazyre.New(`([\pL\pN][\pL\pN.:_-]*)['’][dt][ea]n\s+([\pL\pN][\pL\pN.:_-]*)['’]y?[ea]\s+(?:geçtik|geçti|geçildi|taşıdık|taşındı|taşındık|göç ettik)`)

// cjkSwitchRe is the switch of Japanese, Chinese and Korean: "XからYに
// 移行", "从X迁移到Y", "X에서 Y로 전환". Groups 1 and 2 (Japanese), 3 and
// 4 (Chinese) or 5 and 6 (Korean) are the old and the new value, each a
// name in Latin letters, as the tools and versions switched between are.
var cjkSwitchRe = lazyre.New(`([\w.:+-]+)\s*から\s*([\w.:+-]+)\s*[にへ]\s*(?:移行|切り替え|切替|変更|移動|乗り換え)` +
	`|从\s*([\w.:+-]+)\s*(?:迁移到|迁移至|切换到|切换成|换成|改成|改为|换到|转到|迁到)\s*([\w.:+-]+)` +
	`|([\w.:+-]+)에서\s*([\w.:+-]+?)(?:으로|로)\s*(?:이전|전환|마이그레이션|변경|옮)`)

// switchShapes is text with the switches and the choices over another
// above said in English's words.
func switchShapes(text string) string {
	text = insteadOfRe.ReplaceAllString(cjkSwitch(turkishSwitchRe.ReplaceAllString(text, "moved from $1 to $2")), "${1}instead of$2")
	v := switchVerbRe.FindStringIndex(text)
	m := switchFromToRe.FindStringSubmatchIndex(text)
	// the two may share the space between them, no more
	if v == nil || m == nil || v[0] < m[1]-1 && m[0] < v[1]-1 {
		return text
	}
	// English's verb where the verb is, if it comes first ("moved the
	// build from X to Y"); else before the pair, as English puts it
	pair := " from " + text[m[2]:m[3]] + " to "
	out := text[:v[0]] + " moved " + text[min(v[1], m[0]):m[0]] + pair + text[m[1]:]
	if v[0] > m[0] {
		out = text[:m[0]] + " moved" + pair + text[m[1]:max(v[0], m[1])] + " " + text[v[1]:]
	}
	return strings.Join(strings.Fields(out), " ")
}

// cjkSwitch is text with the switch of cjkSwitchRe said in English.
func cjkSwitch(text string) string {
	m := cjkSwitchRe.FindStringSubmatchIndex(text)
	if m == nil {
		return text
	}
	for g := 2; g < 14; g += 4 {
		if m[g] >= 0 {
			return text[:m[0]] + " moved from " + text[m[g]:m[g+1]] + " to " + text[m[g+2]:m[g+3]] + " " + text[m[1]:]
		}
	}
	return text
}
