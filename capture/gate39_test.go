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
}

// TestGate39Classes (gate39): each class of gate39Classes.
func TestGate39Classes(t *testing.T) { checkClasses(t, gate39Classes) }
