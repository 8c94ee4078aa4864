package statement

import "strings"

// Hinglish (Hindi in Latin letters: "har baar code change ke baad `make
// lint` chala dena") puts its verb last and builds a tense or a command
// from small words after the verb ("chala dena": run it, "kar diya": did,
// "kar rahe hain": are at work on), and Vietnamese marks its tense and its
// mood with words before the verb ("đã bỏ": dropped, "đang sửa": is
// fixing, "đừng viết": don't write) and no ending at all. Neither has an
// ending a word-by-word gloss could turn into English word order, so, as
// for Japanese (see glossCJK), their cues are read as words and the
// English skeleton they make (see skeleton) is written before the
// sentence, which stays as its content.

// cueLanguage is one such language: its marks, words rare in English that
// tell a sentence is in it, and its cues, phrases of one word or more;
// shared are words English spells alike that the language reads otherwise
// (Hinglish "is": this, "do": give), counted for neither side and read in
// the content as their English ("" leaves a word as it is), so "is file
// mein" is no English "is".
type cueLanguage struct {
	marks  map[string]bool
	shared map[string]string
	// cues: "phrase|phrase=cue; ..." with a cue's name of cueNames, a
	// space between a phrase's words
	cues string
}

// cueNames name the cues a table of cueLanguage sets.
var cueNames = map[string]cjkCue{
	"never": cueNever, "remember": cueRemember, "dont": cueDont, "always": cueAlways, "ongoing": cueOngoing,
	"question": cueQuestion, "once": cueOnce, "past": cuePast, "please": cuePlease, "thanks": cueThanks, "project": cueProject,
}

var cueLanguages = []cueLanguage{
	{ // Hinglish: "mat" forbids, "har baar" is every time, the verb's
		// helper tells a command ("do", "dena", "karo"), a deed done
		// ("diya", "gaya") or work at hand ("raha", "rahe")
		shared: map[string]string{"is": "this", "to": "so", "do": ""},
		marks:  set("hai hain ka ki ke ko mein nahi nahin mat kabhi hamesha humesha baar karo karna kar kiya diya gaya liya raha rahe rahi abhi bhi aur yeh woh hum humne maine mujhe aap kya dena chala chalao hata hatao daalo likho rakho bina wala wali sirf hoga tha thi"),
		cues: `kabhi mat|kabhi nahi|kabhi bhi mat|kabhi bhi nahi=never;
			yaad rakhna|yaad rakho|yaad rakh|mat bhoolna|bhoolna mat=remember;
			mat|na karo|nahi karna=dont;
			hamesha|humesha|har baar|har bar|har time|har waqt=always;
			raha hai|rahe hain|raha hoon|rahi hoon|raha hu|rahe hai|chal raha=ongoing;
			kya|kyun|kaise|kyon=question;
			ek baar|abhi|is baar|is file|is function|aaj ke liye=once;
			diya|gaya|gaye|kiya|liya|ho gaya|kar diya|hataya|badla=past;
			do|dena|karo|karna|kar do|kardo|chalao|chalana|rakhna|rakho|likho|likhna|please|plz|kijiye|karein=please;
			shukriya|dhanyavaad|dhanyavad|badhiya=thanks;
			is project mein|is repo mein|hamare project mein=project`,
	},
	{ // Vietnamese: "đừng" forbids, "đã" tells a deed done, "đang" work at
		// hand, "nhé" and "giúp" soften a command
		marks: set("không đừng luôn đã đang sẽ nhé nha giúp hãy mình chúng của là và cho với này từ vì nữa được những các một có trong khi thì rồi bao giờ vào để cũng phải nên nếu nhưng"),
		cues: `không bao giờ|đừng bao giờ|tuyệt đối không|tuyệt đối đừng=never;
			nhớ|đừng quên|nhớ là=remember;
			đừng|không được|cấm=dont;
			luôn|luôn luôn|lúc nào cũng|mỗi lần|mọi lúc=always;
			đang=ongoing;
			chưa|sao|tại sao|không nhỉ|à=question;
			lần này|bây giờ|ngay bây giờ|file này|hàm này|dòng này=once;
			đã|vừa|xong rồi=past;
			hãy|giúp|giùm|nhé|nha|làm ơn|vui lòng=please;
			cảm ơn|cám ơn|tuyệt vời=thanks;
			dự án này|trong dự án này|repo này=project`,
	},
}

// cuePhrase is one phrase of a cueLanguage's cues, in words, and the cue
// it sets.
type cuePhrase struct {
	cue   cjkCue
	words []string
}

// cuePhrases are the cues of each of cueLanguages, by its place there,
// read once from their "phrase|phrase=cue; ..." text.
var cuePhrases = func() [][]cuePhrase {
	out := make([][]cuePhrase, len(cueLanguages))
	for i, l := range cueLanguages {
		for _, row := range strings.Split(l.cues, ";") {
			phrases, name, _ := strings.Cut(row, "=")
			c := cueNames[strings.TrimSpace(name)]
			for _, p := range strings.Split(phrases, "|") {
				out[i] = append(out[i], cuePhrase{c, strings.Fields(p)})
			}
		}
	}
	return out
}()

// glossCueWords glosses a sentence of Hinglish or Vietnamese, and reports
// whether it was one: two of a language's marks or more, and more of them
// than of English's (an English sentence with "abhi" named in it stays
// English).
func glossCueWords(text string) (string, bool) {
	fields := strings.Fields(text)
	words := make([]string, 0, len(fields))
	for _, f := range fields {
		if !strings.Contains(f, "`") {
			words = append(words, core(f))
		}
	}
	for i, l := range cueLanguages {
		if !l.writes(words) {
			continue
		}
		cues := map[cjkCue]bool{}
		for _, p := range cuePhrases[i] {
			cues[p.cue] = cues[p.cue] || phraseIndex(words, p.words) >= 0
		}
		if strings.ContainsAny(text, "?") {
			cues[cueQuestion] = true
		}
		return skeleton(cues, l.content(fields)), true
	}
	return "", false
}

// knowsShared: w is one of the words English spells alike (see
// cueLanguage.shared).
func (l cueLanguage) knowsShared(w string) bool {
	_, ok := l.shared[w]
	return ok
}

// content is the sentence as the skeleton holds it: its closing stop
// dropped, a shared word read as its English.
func (l cueLanguage) content(fields []string) string {
	out := make([]string, len(fields))
	for i, f := range fields {
		out[i] = f
		if e := l.shared[strings.ToLower(f)]; e != "" {
			out[i] = e
		}
	}
	return strings.TrimRight(strings.Join(out, " "), ".!?")
}

// writes: words are in the language (see glossCueWords).
func (l cueLanguage) writes(words []string) bool {
	own, english := map[string]bool{}, 0
	for _, w := range words {
		switch {
		case l.marks[w]:
			own[w] = true
		case englishMarks[w] && !l.knowsShared(w):
			english++
		}
	}
	return len(own) >= 2 && len(own) > english
}
