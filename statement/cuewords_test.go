package statement

import "testing"

// TestGlossCueWords (gate37): Hinglish and Vietnamese read by their cue
// words into the English skeleton before the sentence. Near misses: an
// English sentence with one Hinglish word stays English, and Hinglish "is"
// (this) is no English "is".
func TestGlossCueWords(t *testing.T) {
	checkGlosses(t, `
		hamesha tests ke saath likhna => please always do hamesha tests ke saath likhna
		is file mein logging hata do => please do this file mein logging hata do in this function
		humne Redis upgrade kar diya => we did humne Redis upgrade kar diya
		Đừng dùng moment.js nữa nhé. => please do not Đừng dùng moment.js nữa nhé
		Team mình đang sửa lỗi này. => i am working on Team mình đang sửa lỗi này right now
		he said abhi is fine => he said abhi is fine
	`)
}

// TestGlossArabicCues (gate40): Arabic read by its cue words. Near misses:
// "لا" before a verb of "there is" denies, it asks nothing; "الحين" (now)
// inside "من الحين ورايح" (from now on) holds no once; an English sentence
// naming one Arabic word stays English.
func TestGlossArabicCues(t *testing.T) {
	checkGlosses(t, `
		لا تستخدم float للمبالغ أبداً => please never do لا تستخدم float للمبالغ أبداً
		لا يوجد rate limit على الـ API الداخلي => we do لا يوجد rate limit على الـ API الداخلي
		من الحين ورايح اكتب الـ commits بالإنجليزي => please always do من الحين ورايح اكتب الـ commits بالإنجليزي
		اكتب الـ commit بالإنجليزي الحين بس => please do اكتب الـ commit بالإنجليزي الحين بس in this function
		هل كل الخدمات على Postgres؟ => do we هل كل الخدمات على Postgres?
		بكرة ننقل الـ cron إلى Kubernetes لو وافق الفريق => we will بكرة ننقل الـ cron إلى Kubernetes لو وافق الفريق
		the لا token in the fixture is fine => the لا token in the fixture is fine
	`)
}

// TestGlossDashCopula (gate40): a Russian dash between a thing and what it
// is reads "is". Near misses: a dash after a pronoun and its verb joins two
// clauses, and one after a pause sets a clause apart.
func TestGlossDashCopula(t *testing.T) {
	checkGlosses(t, `
		основная база для всех сервисов — Postgres 16 на RDS => основная база for всех сервисов is Postgres 16 на RDS
		мы используем pnpm во всех репо — так быстрее => we используем pnpm во всех репо — так быстрее
		я думаю, срок для логов — семь лет => i think, срок for логов — семь лет
	`)
}
