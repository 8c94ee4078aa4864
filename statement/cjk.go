package statement

import (
	"slices"
	"strings"
	"unicode"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// Japanese, Chinese and Korean put no space between words and their verb
// last; what the parse needs of their structure is in endings and particles
// ("…ないでください": please don't, "常に": always, "覚えておいて":
// remember, "このプロジェクトでは": in this project, "…ているところ": at work
// on it now). glossCJK reads those cues and writes the English skeleton they
// make in front of the sentence, which stays as its content: "モックは使わな
// いでください" reads "please do not モックは使わないでください".

// cjkCue is what one cue says of the sentence.
type cjkCue int

const (
	cuePlease   cjkCue = iota // a request: "ください", "请"
	cueDont                   // a prohibition: "ないで", "不要"
	cueAlways                 // "常に", "总是"
	cueNever                  // "決して", "从不"
	cueRemember               // "覚えて", "记住"
	cueOngoing                // at work on it now: "ているところ", "正在"
	cueQuestion               // "ですか", "吗"
	cueProject                // "このプロジェクトでは": the rule holds for the project
	cueOnce                   // one thing or one time: "この関数", "这次"
	cuePast                   // done once: "ました"
	cueThanks                 // thanks or praise: "ありがとう", "谢谢"
	cueLater                  // put off to a day to come, a plan: "بكرة", "tuần sau"
	cueDecided                // a choice made: "قررنا", "することにしました", "하기로 했어요"
	cueThisTime               // this time or today only: "这次", "今日", "오늘"
)

// cjkCues are each language's cues, a longer one before a shorter one in it.
var cjkCues = map[string][]struct {
	text string
	cue  cjkCue
}{
	"ja": {
		{"ないでください", cueDont}, {"ないで下さい", cueDont}, {"ないでね", cueDont}, {"ないで", cueDont}, {"しないこと", cueDont},
		{"禁止", cueNever}, // a ban stated, as "禁止" in Chinese
		{"てください", cuePlease}, {"て下さい", cuePlease}, {"でください", cuePlease}, {"なさい", cuePlease}, {"てほしい", cuePlease}, {"お願い", cuePlease},
		// the casual ask of chat: "…てね" / "…でね" ("書いてね": write it,
		// will you), "…てくれ" / "…てちょうだい", after "ないでね" has been
		// read as a prohibition
		{"てね", cuePlease}, {"でね", cuePlease}, {"てくれ", cuePlease}, {"でくれ", cuePlease}, {"てちょうだい", cuePlease},
		{"常に", cueAlways}, {"いつも", cueAlways}, {"必ず", cueAlways}, {"毎回", cueAlways},
		// "from now on" makes an ask a standing one, as "从今以后" does
		{"今後は", cueAlways}, {"今後", cueAlways}, {"これからは", cueAlways}, {"以後は", cueAlways}, {"以降は", cueAlways}, {"次回から", cueAlways}, {"今度から", cueAlways},
		{"絶対に", cueNever}, {"決して", cueNever}, {"二度と", cueNever},
		{"覚えておいて", cueRemember}, {"覚えて", cueRemember}, {"忘れないで", cueRemember},
		// "…ておいて" asks a thing done ("消しておいて": delete it), after
		// "覚えておいて" has been read as remember
		{"ておいて", cuePlease}, {"といて", cuePlease},
		{"ているところ", cueOngoing}, {"てるところ", cueOngoing}, {"中です", cueOngoing}, {"今見て", cueOngoing}, {"今確認", cueOngoing},
		{"ですか", cueQuestion}, {"ますか", cueQuestion}, {"でしょうか", cueQuestion},
		{"このプロジェクトでは", cueProject}, {"このプロジェクトで", cueProject}, {"このリポジトリでは", cueProject}, {"うちでは", cueProject}, {"うちのチームでは", cueProject},
		{"この関数", cueOnce}, {"このファイル", cueOnce}, {"この行", cueOnce}, {"今回", cueOnce}, {"今だけ", cueOnce},
		// "today" says what happens this once, its reason too ("今日は金曜日なので")
		{"今日は", cueThisTime}, {"今日", cueThisTime},
		{"ました", cuePast},
		{"ありがとう", cueThanks}, {"完璧", cueThanks}, {"いいね", cueThanks}, {"了解", cueThanks},
	},
	"zh": {
		{"永远不要", cueNever}, {"从不", cueNever}, {"绝不", cueNever}, {"决不", cueNever}, {"千万不要", cueNever},
		{"不要忘记", cueRemember}, {"别忘了", cueRemember}, {"记住", cueRemember},
		{"不要", cueDont}, {"别", cueDont}, {"不许", cueDont},
		// "禁止" (forbidden) states a ban, no ask of the listener: "业务代码里禁止
		// panic" is the team's rule, "please do not" only beside "请"
		{"禁止", cueNever},
		{"请", cuePlease}, {"麻烦", cuePlease}, {"帮我", cuePlease}, // "你帮我查一下": check it for me
		{"总是", cueAlways}, {"始终", cueAlways}, {"一直", cueAlways}, {"永远", cueAlways}, {"每次", cueAlways}, {"从现在开始", cueAlways}, {"从今以后", cueAlways}, {"今后", cueAlways}, {"以后都", cueAlways},
		{"正在", cueOngoing}, {"在看", cueOngoing}, {"在查", cueOngoing},
		{"吗", cueQuestion}, {"呢", cueQuestion},
		{"在这个项目中", cueProject}, {"这个项目里", cueProject}, {"这个项目中", cueProject}, {"本项目", cueProject}, {"我们项目", cueProject},
		{"这个函数", cueOnce}, {"这个文件", cueOnce}, {"这一行", cueOnce}, {"这次", cueThisTime}, {"今天", cueThisTime}, {"查一下", cueOnce}, {"看一下", cueOnce},
		{"谢谢", cueThanks}, {"好的", cueThanks}, {"很好", cueThanks}, {"完美", cueThanks}, {"没问题", cueThanks},
	},
	"ko": {
		{"지 마세요", cueDont}, {"지 마", cueDont}, {"하지 말", cueDont},
		{"주세요", cuePlease}, {"해줘", cuePlease}, {"하세요", cuePlease},
		{"항상", cueAlways}, {"언제나", cueAlways}, {"절대", cueNever},
		// "from now on", "next time on", "without exception": a standing ask
		{"앞으로는", cueAlways}, {"앞으로", cueAlways}, {"이제부터", cueAlways}, {"다음부터", cueAlways}, {"무조건", cueAlways}, {"매번", cueAlways},
		{"기억해", cueRemember}, {"잊지 마", cueRemember},
		{"하는 중", cueOngoing}, {"보는 중", cueOngoing}, {"중이에요", cueOngoing}, {"중입니다", cueOngoing},
		{"까요", cueQuestion}, {"나요", cueQuestion},
		{"이 프로젝트에서는", cueProject}, {"이 프로젝트에서", cueProject},
		{"이 함수", cueOnce}, {"이 파일", cueOnce}, {"이번만", cueOnce}, {"이번에는", cueOnce}, {"이번", cueThisTime}, {"오늘은", cueThisTime}, {"오늘", cueThisTime},
		{"했습니다", cuePast}, {"했어요", cuePast},
		{"감사", cueThanks}, {"고마워", cueThanks}, {"좋아요", cueThanks},
	},
}

// glossCJK glosses a sentence written mostly in Japanese, Chinese or Korean,
// and reports whether it was one.
func glossCJK(text string) (string, bool) {
	lang := cjkLanguage(text)
	if lang == "" {
		return glossRomaji(text)
	}
	cues := map[cjkCue]bool{}
	rest := text
	for _, c := range cjkCues[lang] {
		if strings.Contains(rest, c.text) {
			cues[c.cue] = true
			rest = strings.ReplaceAll(rest, c.text, " ")
		}
	}
	if strings.ContainsAny(text, "?？") {
		cues[cueQuestion] = true
	}
	frontCues(lang, text, cues)
	content := strings.TrimRight(strings.TrimSpace(text), "。．.！!？?")
	return skeleton(cues, wordEnds[lang].Replace(content)), true
}

// wordEnds: particles close a word of Japanese or Chinese ("本番の", "金曜日を", "代码的"):
// a space after each lets the sentence's content be counted in words.
var wordEnds = map[string]*strings.Replacer{
	"ja": strings.NewReplacer("は", "は ", "を", "を ", "が", "が ", "に", "に ", "で", "で ", "の", "の ", "と", "と ", "へ", "へ ", "も", "も "),
	"zh": strings.NewReplacer("的", "的 ", "把", " 把 ", "在", " 在 ", "和", " 和 ", "是", " 是 ", "到", " 到 "),
	"ko": strings.NewReplacer(),
}

// skeleton writes the English sentence the cues make around content.
func skeleton(cues map[cjkCue]bool, content string) string {
	if cues[cueRemember] && len([]rune(content)) <= 8 {
		return "remember that." // "覚えておいて。": the whole sentence is the reminder
	}
	if cues[cueThanks] && !cues[cuePlease] && !cues[cueDont] && !cues[cueAlways] && !cues[cueNever] && !cues[cueProject] {
		return "thanks, looks good." // "ありがとうございます、完璧です。": a thanks, no claim
	}
	var b []string
	if cues[cueProject] {
		b = append(b, "in this project,")
	}
	switch {
	case cues[cueQuestion]:
		b = append(b, "do we", content+"?")
		return strings.Join(b, " ")
	case cues[cueOngoing]:
		return "i am working on " + content + " right now"
	case cues[cueRemember]:
		b = append(b, "remember:")
	case cues[cuePlease] || cues[cueDont]:
		b = append(b, "please")
	default:
		b = append(b, "we")
	}
	switch {
	case cues[cueNever]:
		b = append(b, "never")
	case cues[cueAlways]:
		b = append(b, "always")
	}
	switch {
	case cues[cueDont] && !cues[cueNever]:
		b = append(b, "do not")
	case cues[cueDecided] && !cues[cuePlease]:
		b = append(b, "decided") // "하기로 했어요": we decided to, no deed done
	case cues[cuePast]:
		b = append(b, "did")
	case cues[cueLater] && !cues[cuePlease]:
		b = append(b, "will") // "بكرة ننقل ...": we will move it tomorrow, a plan
	default:
		b = append(b, "do")
	}
	b = append(b, content)
	switch {
	case cues[cueThisTime] && !cues[cueAlways] && !cues[cueNever]:
		// "这次直接 push 到 main 吧": what is done this time, no practice
		b = append(b, "this time")
	case cues[cueOnce]:
		b = append(b, "in this function")
	}
	return strings.Join(b, " ")
}

// cjkLanguage is "ja", "zh" or "ko" when most of text's letters are of that
// script (kana marks Japanese among Han text), else "". Letters inside a
// code span are a name or a path quoted ("`redis-prod.internal:6379`"), not
// words of the sentence: they do not count, so a Japanese sentence that
// quotes a long host or key stays Japanese. So are the letters of a host,
// a path or a dotted key written bare ("redis-prod.internal:6380").
func cjkLanguage(text string) string {
	var kana, han, hangul, latin int
	inCode := false
	for _, r := range bareNames.ReplaceAllString(text, " ") {
		switch {
		case r == '`':
			inCode = !inCode
		case inCode:
		case unicode.In(r, unicode.Hiragana, unicode.Katakana):
			kana++
		case unicode.Is(unicode.Han, r):
			han++
		case unicode.Is(unicode.Hangul, r):
			hangul++
		case unicode.IsLetter(r):
			latin++
		}
	}
	switch {
	case kana+han+hangul < 3 || 2*(kana+han+hangul) < latin:
		return ""
	case hangul > kana+han:
		return "ko"
	case kana > 0:
		return "ja"
	}
	return "zh"
}

// bareNames are a host, a path or a dotted key outside a code span: Latin
// letters joined by a dot, a colon or a slash to more of them or a number.
var bareNames = lazyre.New(`[A-Za-z0-9_-]+(?:[.:/][A-Za-z0-9_-]+)+`)

// Japanese typed in Latin letters (romaji: "Senshuu DB wo Postgres 16 ni
// upgrade shimashita") keeps its particles and verb endings as words: a
// sentence with an object or topic particle ("wo", "wa", "ga") and a verb
// ending of the polite or plain form is Japanese, and its cues are the
// same as in kana.
var (
	romajiParticles = set("wo wa ga")
	romajiVerb      = lazyre.New(`^(?:\w*(?:mashita|masu|masen|deshita|shita|shimasu|suru|shite|naide)|desu|kudasai)$`)
	// romajiCueWords are the cues of whole words, the endings' apart
	romajiCueWords = []struct {
		words string
		cue   cjkCue
	}{
		{"kudasai onegai", cuePlease}, {"naide", cueDont}, {"itsumo tsuneni kanarazu maikai", cueAlways},
		{"kesshite zettai", cueNever}, {"oboete", cueRemember}, {"tokoro", cueOngoing}, {"ka", cueQuestion}, {"arigatou", cueThanks},
	}
)

// glossRomaji glosses a sentence of romaji (see romajiParticles), and
// reports whether it was one. An English sentence has no particle, and is
// turned away before any ending is matched.
func glossRomaji(text string) (string, bool) {
	words := strings.Fields(strings.ToLower(text))
	for i, f := range words {
		words[i] = core(f)
	}
	if !slices.ContainsFunc(words, func(w string) bool { return romajiParticles[w] }) || !slices.ContainsFunc(words, romajiVerb.MatchString) {
		return "", false
	}
	cues := map[cjkCue]bool{}
	for _, w := range words {
		for _, c := range romajiCueWords {
			cues[c.cue] = cues[c.cue] || slices.Contains(strings.Fields(c.words), w)
		}
		if strings.HasSuffix(w, "shita") {
			cues[cuePast] = true // "shimashita", "deshita": done once
		}
		if strings.HasSuffix(w, "naide") {
			cues[cueDont] = true // "tsukawanaide": don't use
		}
	}
	if strings.Contains(text, "?") {
		cues[cueQuestion] = true
	}
	return skeleton(cues, strings.TrimRight(strings.TrimSpace(text), ".!?")), true
}
