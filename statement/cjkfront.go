package statement

import (
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// Cues of Chinese, Japanese and Korean that only hold in one place or
// beside one word, where cjkCues match anywhere: Chinese "以后" is "from now
// on" when it opens the sentence ("以后改代码前先给我看 diff"), and "after"
// behind a verb ("部署以后"); "给我" asks the listener to do a thing for the
// speaker ("先给我看 diff": show me the diff first) where "给我们" is for
// the team ("给我们内部用的": for our own use). A choice said made is read
// as decided, not as a deed done ("하기로 했어요": we decided to, not we
// did).

// frontCues adds to cues the cues of lang's text that hold in place.
func frontCues(lang, text string, cues map[cjkCue]bool) {
	decided(lang, text, cues)
	if lang != "zh" {
		return
	}
	if henceforthZH.MatchString(text) {
		cues[cueAlways] = true
	}
	if forMeZH.MatchString(text) {
		cues[cuePlease] = true
	}
}

var (
	// henceforthZH: "以后" / "往后" / "今后" open the sentence, after "你" or
	// "我们" at most ("你以后写代码…")
	henceforthZH = lazyre.New(`^\s*(?:你们?|我们|咱们)?\s*(?:以后|往后|今后|从今天起|从今天开始|从现在起)`)
	// forMeZH: "给我" before a verb, never "给我们"
	forMeZH = lazyre.New(`给我[^们]`)
)

// decidedCues are the phrases that say a choice was made, each language's,
// read before the tense of a deed done (see skeleton).
var decidedCues = map[string][]string{
	"ja": {"ことにした", "ことにしました", "ことになった", "ことになりました", "決めました", "決めた", "決定しました", "決まりました"},
	"zh": {"决定了", "我们决定", "团队决定", "已经决定", "定下来了"},
	"ko": {"기로 했", "기로 결정", "결정했"},
}

// decided marks cueDecided when text says a choice was made in lang.
func decided(lang, text string, cues map[cjkCue]bool) {
	for _, p := range decidedCues[lang] {
		if strings.Contains(text, p) {
			cues[cueDecided] = true
			return
		}
	}
}
