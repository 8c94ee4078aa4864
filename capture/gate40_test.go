package capture

import "testing"

// gate40Classes are the classes of this stop, each with rows of other
// domains and languages and its near misses (TestGate40Classes).
var gate40Classes = []struct{ name, rows string }{
	// ArabicCues: Arabic read by its cue words, as Hebrew is: "دائماً" /
	// "كل مرة" / "من الآن فصاعداً" always, "أبداً" never, "لا" before a
	// verb of the second person forbids, a bare imperative of coding work
	// ("اكتب", "شغّل") asks, "عندنا" says whose practice it is, and a plain
	// statement is kept. Near misses: "لا" before a verb of "it" or "there
	// is" only denies (kept, no correction), the same ask for now or this
	// time, a question, thanks, and a change put off to tomorrow or next
	// week, a plan.
	{"ArabicCues", `
			feedback | لا تستخدم float للمبالغ المالية أبداً
			feedback | دائماً شغّل الاختبارات قبل ما تسوي commit
			feedback | من الآن فصاعداً اكتب رسائل الـ commit بالإنجليزي
			store | عندنا كل الخدمات تستخدم gRPC بين بعضها
			store | اتفقنا إن كل migration لازم يكون معها rollback
			store | الـ staging ما فيه بيانات عملاء حقيقية، كلها مولّدة
			store | لا يوجد rate limit على الـ API الداخلي، الحد فقط على الـ gateway
			reject | اكتب رسالة الـ commit بالإنجليزي الحين
			reject | لا تعدّل ملف الـ config هالمرة، شغّل الـ build بس
			reject | ليش الـ build بطيء اليوم؟
			reject | شكراً، ممتاز
			reject | الأسبوع الجاي ننقل الـ cron jobs إلى Kubernetes إذا وافق الفريق
			reject | بكرة نرفع نسخة 2.3 على الـ store
		`},
	// RussianDashCopula: Russian says "is" in the present with a dash
	// between a thing and what it is ("основная база — Postgres 16": the
	// main database is Postgres 16), so the sentence states. Near misses:
	// the same asked, hedged or said of a change to come, and a dash
	// after a verb or a pronoun, which joins two clauses.
	{"RussianDashCopula", `
			store | основная база для всех сервисов — Postgres 16 на RDS
			store | таймаут для вебхуков у провайдера — 90 секунд, они отвечают медленно в конце месяца
			store | срок хранения для логов аудита — семь лет, это требование регулятора
			store | мы используем pnpm во всех репо — так быстрее
			reject | таймаут для вебхуков — 30 или 90 секунд?
			reject | я думаю, срок хранения для логов — семь лет
			reject | это временно — потом уберём
		`},
	// VietnameseMarks: a Vietnamese sentence whose function words are
	// "vẫn" (still), "trên" (on), "ở" (at), "về" (about) is Vietnamese,
	// and a plain statement in it is kept. Near misses: the same with
	// "đang" (at work now), a question, and English naming one such word.
	{"VietnameseMarks", `
			store | cron backup trên production vẫn chạy lúc 2 giờ sáng
			store | log của service payment ở bucket riêng, giữ 90 ngày
			store | file cấu hình về retry ở trong config/retry.yaml
			reject | cron backup trên production đang chạy lại
			reject | log của service payment ở đâu vậy?
			reject | can you rename the trên variable to above in this file
		`},
	// IndonesianForNow: colloquial Indonesian says "for now" with "buat
	// sekarang" / "untuk sementara" and "just" with "aja", so what is
	// asked with it holds for the moment. Near misses: "buat" before a
	// thing (for, make), and the same said for good.
	{"IndonesianForNow", `
			reject | pakai branch release buat sementara, nanti kita rapikan
			reject | pakai token ini buat sekarang aja, besok aku ganti
			reject | untuk sekarang matikan dulu cache di staging
			store | kita pakai Redis buat cache session di semua service
			store | mulai sekarang kita pakai Redis buat cache session
			feedback | jangan pernah pakai token produksi buat tes
		`},
	// CommandAfterCondition: after "when you ..." or "if you ...", a clause
	// that opens on a verb the lists lack right before its object ("flag
	// anything", "mark anything", "bench the whole suite") commands, a
	// standing rule for the assistant, whatever word in "-s" later reads as
	// a verb. Near misses: a subject with its verb next, a passive, one
	// thing pointed at, and no one addressed.
	{"CommandAfterCondition", `
			feedback | when you triage contributor prs for me, flag anything older than 3 business days
			feedback | when you review a migration for me, mark anything that drops a column
			feedback | if you touch the parser, bench the whole suite before pushing
			feedback | whenever you open a PR, tag the reviewers from CODEOWNERS
			store | when the nightly job fails, pagerduty pages the on-call
			store | when a PR touches the public api, changelog entries are required
			store | if the build breaks, ping the release channel
			reject | when you get a chance, flag this PR for me
		`},
	// TryThatChangedNothing: an undated edit told with what it left as it
	// was ("..., still times out", "..., didn't help", "..., same error")
	// is a try in the session, no decision to keep. Near misses: a dated
	// change with its effect, a change that stands told with "still" of
	// something else, and one told with its gain.
	{"TryThatChangedNothing", `
			reject | raised the pool size to 50, still times out
			reject | pinned grpcio to 1.58, didn't help
			reject | retried with --no-cache, same error
			store | we raised the pool size to 50 last week, the timeouts are gone
			store | we moved the cron to 3am in March, it still runs in UTC
			store | switched the CI runners to arm64, builds are 30% faster
		`},
}

// gate40Replies are this stop's classes of a reply to the assistant's
// turn (TestGate40Replies).
var gate40Replies = []struct{ name, rows string }{
	// GoAheadQuestion: an assistant's question that is a command with its
	// "shall I" left out ("Approve?", "Merge it?", "Run it on prod?") offers
	// to act, so a standing rule said next corrects it. Near misses: the
	// go-ahead given or held for this once, and a rule said after a
	// question that asks for information or a choice, which answers it.
	{"GoAheadQuestion", `
			feedback | This PR adds a config option but no docs. Approve? || if a pr changes config without docs, don't approve it, ask for the docs first
			feedback | The migration is ready. Run it on prod? || never run migrations on prod yourself, the on-call applies them
			feedback | Tests are green. Merge? || if CI on main is red, don't merge anything, wait for the fix
			reject | Tests are green. Merge? || yes, merge it
			reject | The migration is ready. Run it on prod? || hold off until tomorrow morning
			store | Which branch should new features target? || features go against develop, hotfixes against main
			store | Postgres or MySQL for the new service? || postgres, like every other service
		`},
	// FactThenOneEdit: after the assistant's turn, a fact about the project
	// followed by a command that puts one named thing right ("..., update
	// the urdf") is the fact, kept, and the edit it calls for once. Near
	// misses: a fact followed by a standing command ("use the built-in
	// fetch"), or by an edit made a rule with "always".
	{"FactThenOneEdit", `
			store | The arm overshoots in the sim. || the gripper offset is 12 mm measured, update the urdf
			store | The arm overshoots in the sim. || the gripper offset is 12 mm measured, just fix the urdf
			store | Done, I wrote the handler. || the upstream rate limit is 50 per second, fix the doc comment
			feedback | I used node-fetch for the HTTP calls. || we're on node 20, use the built-in fetch
			feedback | I added the dependency. || we're on poetry, always update the lockfile after adding deps
		`},
}

// TestGate40Classes (gate40): each class of gate40Classes.
func TestGate40Classes(t *testing.T) { checkClasses(t, gate40Classes) }

// TestGate40Replies (gate40): each class of gate40Replies.
func TestGate40Replies(t *testing.T) { checkClasses(t, gate40Replies) }
