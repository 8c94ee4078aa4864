package capture

import "testing"

// gate39Classes are the classes of this stop, each with rows of other
// domains and languages and its near misses (TestGate39Classes).
var gate39Classes = []struct{ name, rows string }{
	// CJKWithCode: a Japanese or Chinese sentence that quotes a host, a
	// path or a command in a code span is still Japanese or Chinese, and
	// the casual ask of Japanese chat ("…てね", "…てくれ") asks as
	// "…てください" does. Near misses: the same ask for one thing or one
	// time, and a look at one PR.
	{"CJKWithCode", `
			store | 本番のRedisは ` + "`redis-prod.internal:6379`" + `、パスワードはSSMの ` + "`/prod/redis/auth`" + ` に入ってます
			store | ステージングのDBは ` + "`staging-db.internal:5432`" + ` で動いてます
			store | ビルドは ` + "`make build`" + ` です
			store | 生产环境的日志在 ` + "`/var/log/app/prod-worker.log`" + ` 里
			feedback | テストは毎回 ` + "`make test`" + ` で走らせてね
			feedback | コミットメッセージは毎回英語で書いてね
			feedback | PRの説明は必ず日本語で書いてくれ
			reject | 今回だけこのファイルを直してね
			reject | このPRのテストを見てね
		`},
	// PolishForbidsAnyVerb: "nie" before a second person's imperative
	// ("-uj", "-aj", "-ej") forbids, a verb the Polish table lacks too,
	// the borrowed ones of coding work ("nie commituj za mnie", "nie
	// pushuj na main"). Near misses: "nie" before a word the table reads
	// otherwise ("nie tej wersji": not this), before a verb of "it" ("nie
	// działa") and of "we" ("nie mamy").
	{"PolishForbidsAnyVerb", `
			feedback | nie commituj za mnie, nigdy.
			feedback | nie pushuj na main, zawsze przez PR
			feedback | nie deployuj w piątki
			feedback | nie commituj za mnie, nigdy. ja zawsze sam robie commity
			reject | nie tej wersji, tylko nowszej
			reject | to nie działa na stagingu
			reject | nie mamy jeszcze testów e2e
		`},
	// TurkishHebrewCues: Turkish and Hebrew read by their cue words, as
	// Hinglish is: "her zaman" / "her seferinde" / "תמיד" / "כל פעם"
	// always, "asla" / "אף פעם" never, a bare imperative of coding work
	// ("yaz", "kullan", "תריץ", "תוסיף") asks, "תפסיק" (stop) and "אל"
	// forbid, "ekipte" / "bizde" / "אצלנו" say whose practice it is, and
	// a plain statement is a fact. Near misses: the same ask for this once,
	// a question, thanks, and work at hand.
	{"TurkishHebrewCues", `
			store | ekipte migration'ları her zaman geri alınabilir yazıyoruz, down migration zorunlu
			store | bizde her zaman feature flag kullanıyoruz, direkt release yok
			feedback | migration yazarken her seferinde down migration'ı da yaz, hep unutuyorsun
			feedback | lütfen her zaman type hint kullan, mypy strict modda
			reject | bu sefer down migration'ı da yaz
			reject | her seferinde down migration yazıyor muyuz?
			reject | teşekkürler, harika oldu
			store | הטוקן של npm לחבילות הפרטיות שלנו נמצא ב-secret ` + "`NPM_TOKEN`" + ` ב-CI, וה-.npmrc קורא אותו מה-env
			feedback | תפסיק להריץ את כל ה-test suite כל פעם, תריץ רק את הטסטים של המודול ששינית
			feedback | אל תעשה force push ל-main אף פעם
			feedback | תמיד תוסיף type hints לפונקציות חדשות
			reject | תריץ את הטסטים של המודול הזה
			reject | למה ה-build נכשל?
			reject | תודה, מעולה
		`},
	// StaysWithChoice: "we're staying on" / "sticking with" a version or
	// a tool keeps a choice, in the progressive but under way nowhere.
	// Near misses: the same "for now", staying late or at a place, and a
	// question.
	{"StaysWithChoice", `
			store | we're staying on godot 4.2 for the demo build
			store | we're sticking with postgres 15, the upgrade path is too risky
			store | we are staying with REST for the public API
			reject | we're sticking with postgres 15 for now
			reject | I'm staying late to finish the migration
			reject | we're staying at the hotel near the office
			reject | is the team staying on python 3.11?
		`},
}

// TestGate39Classes (gate39): each class of gate39Classes.
func TestGate39Classes(t *testing.T) { checkClasses(t, gate39Classes) }
