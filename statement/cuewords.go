package statement

import (
	"slices"
	"strings"
	"unicode"
)

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

// Turkish is as Hinglish: its verb closes the sentence and its tense, its
// person and its prohibition are endings ("yazıyoruz": we write, "yazma":
// don't write), so its cues are the words that carry them in chat ("her
// seferinde": every time, "asla": never, "lütfen", the bare imperative of
// coding work's verbs). Hebrew glues its articles and prepositions to the
// word ("ב-CI", "וה-.npmrc") and says a command with the future of "you"
// ("תריץ": run), so its cues too are whole words, not a gloss in order.

// Arabic, as Hebrew, writes its articles and prepositions into the word
// ("للمكتبة": for the library) and says a command with the second person
// ("تضيف": you add), so it too is read by whole words: "دائماً" always,
// "أبداً" never, "لا" before a verb of the second person forbids (see
// cueLanguage.prohibitive) where "لا" before anything else ("لا يوجد":
// there is none) only denies, "هل" asks, "الحين" / "هالمرة" (now, this
// time) hold once unless they sit inside a "from now on" ("من الحين
// ورايح"), "بكرة" / "الأسبوع الجاي" (tomorrow, next week) put it off to
// later, and "عندنا" (with us) says whose practice it is.

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
	// prohibitive is a negator and how the verb of the second person
	// begins: the two in a row forbid ("لا تضيف": don't add), where the
	// negator alone may deny a fact ("لا يوجد": there is none)
	prohibitive [2]string
	// script is the language's own alphabet, where it has one: a
	// sentence mostly in it that holds one of the language's cues is read
	// with fewer than two marks ("قررنا في اجتماع أمس نستخدم ...": we
	// decided in yesterday's meeting to use ...); one with no cue stays
	// unread, as it was, rather than taken for the team's practice
	script *unicode.RangeTable
}

// cueNames name the cues a table of cueLanguage sets, each by its cue.
var cueNames = [...]string{
	cueNever: "never", cueRemember: "remember", cueDont: "dont", cueAlways: "always", cueOngoing: "ongoing",
	cueQuestion: "question", cueOnce: "once", cuePast: "past", cuePlease: "please", cueThanks: "thanks", cueProject: "project", cueLater: "later", cueDecided: "decided", cueThisTime: "this time",
}

// cueNamed is the cue a table names.
func cueNamed(name string) cjkCue {
	return cjkCue(slices.Index(cueNames[:], name))
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
		// hand, "ngày mai" / "tuần sau" (tomorrow, next week) put it off,
		// "nhé" and "giúp" soften a command
		marks: set("không đừng luôn đã đang sẽ nhé nha giúp hãy mình chúng của là và cho với này từ vì nữa được những các một có trong khi thì rồi bao giờ vào để cũng phải nên nếu nhưng vẫn trên dưới ở về sau trước rất đều"),
		cues: `không bao giờ|đừng bao giờ|tuyệt đối không|tuyệt đối đừng=never;
			nhớ|đừng quên|nhớ là=remember;
			đừng|không được|cấm=dont;
			luôn|luôn luôn|lúc nào cũng|mỗi lần|mọi lúc=always;
			đang=ongoing;
			chưa|sao|tại sao|không nhỉ|à=question;
			lần này|bây giờ|ngay bây giờ|file này|hàm này|dòng này=once;
			đã|vừa|xong rồi=past;
			hãy|giúp|giùm|nhé|nha|làm ơn|vui lòng=please;
			ngày mai|tuần sau|tuần tới|tháng sau|tháng tới=later;
			cảm ơn|cám ơn|tuyệt vời=thanks;
			dự án này|trong dự án này|repo này=project`,
	},
	{ // Turkish: "her zaman" / "her seferinde" / "hep" always, "asla"
		// never, "unutma" remember, the negative imperative ("-ma", "-me")
		// forbids and the bare one asks; "ekipte" / "bizde" (in the team,
		// with us) say whose practice it is. Its marks are Turkish only
		// ("ve" and "de" are Czech and French words too).
		marks: set("bir bu şu için ama çünkü hep asla lütfen değil yok mı mu mü mısın misin biz siz gibi daha çok zaten artık sonra önce zorunlu gerek lazım olarak olan ile seferinde zaman hiçbir şimdi bugün yarın dün tüm bütün sadece hâlâ ekipte bizde takımda yazıyoruz kullanıyoruz unutma unutuyorsun sefer olmadan iki kadar yerine bizim sizin veya"),
		cues: `asla|hiçbir zaman|hiç bir zaman|sakın=never;
			unutma|unutmayın|aklında tut|aklınızda tutun=remember;
			yapma|kullanma|ekleme|silme|yazma|çalıştırma|değiştirme|dokunma|atma|koyma|gönderme|pushlama|commitleme=dont;
			her zaman|her seferinde|her defasında|hep|daima|sürekli=always;
			şu an|şu anda|şu sıra=ongoing;
			neden|niye|nasıl|mı|mi|mu|mü|mısın|misin=question;
			bu sefer|bu seferlik|şimdilik|bu dosyada|bu dosya|bu fonksiyonda|bu fonksiyon|sadece bunu=once;
			lütfen|yaz|yazın|kullan|kullanın|ekle|ekleyin|sil|silin|çalıştır|çalıştırın|değiştir|düzelt|düzeltin|kontrol et|kontrol edin|yap|yapın|tut|kaldır|koy|gönder=please;
			teşekkürler|teşekkür ederim|sağol|sağ ol|harika|süper=thanks;
			bu projede|bu repoda|ekipte|bizde|takımda=project`,
	},
	{ // Arabic: the standard language and the dialects developers type in
		// chat ("الحين" / "هلق" / "دلوقتي": now, "ليش" / "ليه": why,
		// "عندنا": with us)
		marks: set("في من على إلى الى عن مع هذا هذه هذي ذلك كل لا ما لم لن هل أن إن ان كان يكون تكون لازم يجب بدون عشان علشان لأن لان نحن احنا إحنا انا أنا انت أنت عندنا الحين الآن بس كمان أو او ثم يعني مش مو ليش لماذا كيف وين أين متى دائماً دائما دائمًا أبداً ابدا أبدا فيه فيها كلها هو هي هم اللي الذي التي إذا اذا لو"),
		cues: `أبداً|أبدا|ابداً|ابدا|أبدًا|ولا مرة|إطلاقاً|اطلاقا|إطلاقًا=never;
			تذكر|تذكّر|خليك فاكر|خلي في بالك|خلك فاكر=remember;
			ممنوع|بلاش=dont;
			دائماً|دائما|دائمًا|دايماً|دايما|كل مرة|في كل مرة|باستمرار|من الحين ورايح|من الحين وطالع|من الآن فصاعداً|من الآن فصاعدا|من اليوم ورايح|من اليوم وطالع|من اليوم فصاعداً=always;
			قاعد|قاعدة|قاعدين|جاري|لسه بنفكر|لسا بنفكر|لسه بندرس|بنفكر|نفكر|بندرس|ندرس|محتارين|ما زلنا|مازلنا|لا زلنا|ما قررنا|لم نقرر|ما حسمنا|لم نحسم|لسه ما قررنا|لسا ما قررنا=ongoing;
			قررنا|اتفقنا|اعتمدنا|حسمنا|استقرينا|تقرر=decided;
			هل|ليش|ليه|لماذا|لما|كيف|وين|أين|فين|متى|إيش|ايش|شو|وش=question;
			الحين|الآن|هلق|هلأ|دلوقتي|هالمرة|هذي المرة|هذه المرة|المرة هذي|المرة هذه|مؤقتاً|مؤقتا|هالملف|هذا الملف|الملف هذا|هالدالة|هذه الدالة|الدالة هذي|هذا السطر|السطر هذا=once;
			من فضلك|لو سمحت|لو سمحتي|رجاءً|رجاء|الرجاء|من فضلكم|استخدم|استعمل|أضف|اضف|ضيف|احذف|امسح|اكتب|شغل|شغّل|غير|غيّر|عدل|عدّل|صلح|صلّح|حط|افحص|راجع|ارفع=please;
			بكرة|بكرا|غداً|غدا|بعدين|لاحقاً|لاحقا|الأسبوع الجاي|الأسبوع القادم|الشهر الجاي|الشهر القادم|إن شاء الله|ان شاء الله=later;
			شكرا|شكراً|شكرًا|مشكور|يعطيك العافية|ممتاز|رائع=thanks;
			في هذا المشروع|في المشروع هذا|بهذا المشروع|في هالمشروع|عندنا|في الفريق|بالفريق|في هذا الريبو|في الريبو=project`,
		prohibitive: [2]string{"لا", "ت"},
		script:      unicode.Arabic,
	},
	{ // Hebrew: "תמיד" / "כל פעם" always, "אף פעם" never, "אל" before a
		// verb and "תפסיק" (stop) forbid, the future of "you" asks
		// ("תריץ": run, "תוסיף": add), "אצלנו" / "בצוות" (with us, in the
		// team) say whose practice it is; its script is its own, so its
		// command verbs mark it too ("תמיד תוסיף ...": always add)
		marks: set("של את זה זאת לא אנחנו אני אתה כל גם רק עם על אבל כי אם תמיד אף פעם אל בבקשה יש אין הוא היא שלנו שלי לי כבר עכשיו נמצא נמצאת אותו אותה אצלנו צריך לפני אחרי תריץ תוסיף תכתוב תשתמש תבדוק תמחק תעשה תשנה תתקן תפסיק תודה למה"),
		cues: `אף פעם|לעולם לא|לעולם אל|בשום אופן לא=never;
			תזכור|תזכרי|זכור|אל תשכח|אל תשכחי=remember;
			אל|תפסיק|תפסיקי|תפסיקו|די עם=dont;
			תמיד|כל פעם|בכל פעם|כל הזמן=always;
			כרגע|אני באמצע=ongoing;
			האם|למה|איך|איפה|מתי=question;
			הפעם|רק הפעם|בקובץ הזה|הקובץ הזה|בפונקציה הזאת|הפונקציה הזאת=once;
			בבקשה|תריץ|תריצי|תריצו|תוסיף|תוסיפי|תוסיפו|תמחק|תמחקי|תכתוב|תכתבי|תכתבו|תשתמש|תשתמשי|תשתמשו|תבדוק|תבדקי|תעשה|תעשי|תשנה|תשני|תתקן|תתקני|תעדכן|תשאיר|תעביר|תשים=please;
			תודה|תודה רבה|מעולה|מושלם|אחלה|יופי=thanks;
			בפרויקט הזה|בריפו הזה|אצלנו|בצוות=project`,
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
			c := cueNamed(strings.TrimSpace(name))
			for _, p := range strings.Split(phrases, "|") {
				out[i] = append(out[i], cuePhrase{c, strings.Fields(p)})
			}
		}
	}
	return out
}()

// glossCueWords glosses a sentence of Hinglish, Vietnamese, Turkish,
// Hebrew or Arabic, and reports whether it was one: two of a language's
// marks or more, and more of them than of English's (an English sentence
// with "abhi" named in it stays English).
func glossCueWords(text string) (string, bool) {
	fields := strings.Fields(text)
	words := make([]string, 0, len(fields))
	for _, f := range fields {
		if !strings.Contains(f, "`") {
			words = append(words, core(f))
		}
	}
	for i, l := range cueLanguages {
		if !l.writes(words) && !l.cuedInScript(words, cuePhrases[i]) {
			continue
		}
		cues := map[cjkCue]bool{}
		henceforth := map[int]bool{} // the words of an "always" phrase
		for _, p := range cuePhrases[i] {
			at := phraseIndex(words, p.words)
			switch {
			case at < 0:
				continue
			case p.cue == cueAlways:
				for k := range p.words {
					henceforth[at+k] = true
				}
			case p.cue == cueOnce && henceforth[at]:
				continue // "من الحين ورايح": the "now" that starts a rule
			}
			cues[p.cue] = true
		}
		if l.forbids(words) {
			cues[cueDont] = true
		}
		if strings.ContainsAny(text, "?؟") {
			cues[cueQuestion] = true
		}
		return skeleton(cues, l.content(fields)), true
	}
	return "", false
}

// forbids: a negator stands before a verb of the second person (see
// cueLanguage.prohibitive).
func (l cueLanguage) forbids(words []string) bool {
	neg, you := l.prohibitive[0], l.prohibitive[1]
	if neg == "" {
		return false
	}
	for i := 0; i+1 < len(words); i++ {
		if words[i] == neg && strings.HasPrefix(words[i+1], you) {
			return true
		}
	}
	return false
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
	return strings.TrimRight(strings.Join(out, " "), ".!?؟")
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

// cuedInScript: most of words are written in l's own script (see
// cueLanguage.script) and one of its cues is among them.
func (l cueLanguage) cuedInScript(words []string, cues []cuePhrase) bool {
	own := 0
	for _, w := range words {
		if l.script != nil && inScript(w, l.script) {
			own++
		}
	}
	if 2*own <= len(words) {
		return false
	}
	return slices.ContainsFunc(cues, func(p cuePhrase) bool { return phraseIndex(words, p.words) >= 0 })
}

// inScript: w's first letter is of script.
func inScript(w string, script *unicode.RangeTable) bool {
	for _, r := range w {
		if unicode.IsLetter(r) {
			return unicode.Is(script, r)
		}
	}
	return false
}
