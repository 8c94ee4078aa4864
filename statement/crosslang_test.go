package statement

import (
	"strings"
	"testing"
)

// TestCJKStatements: a statement of Japanese, Chinese or Korean that names
// its topic ("Xは Y", "X是 Y", "X은 Y") is read as "X is Y", its scripts
// apart and the nouns of settings in English, so it meets an English claim
// of the same setting and one in another of the three; agreements, another
// thing's setting, a request and two events stay apart.
func TestCJKStatements(t *testing.T) {
	checkConflictRows(t, `
		payments-apiのタイムアウトは5秒 | the payments-api timeout is 20 seconds | yes
		缓存的过期时间是 10 分钟 | cache expiry is 1 hour | yes
		Redis 캐시 만료 시간은 30분입니다 | Redis cache expiry is 2 hours | yes
		stagingのリージョンはus-east-1です | staging region: eu-central-1 | yes
		数据库的端口是 5433 | the database port is 5432 | yes
		ワーカーのスレッド数は8 | 工作线程的线程数是 16 | yes
		orders-dbのバックアップ保存期間は7日間 | orders-db backup retention is 30 days | yes
		// look-alikes: the same value, another thing's setting, another
		// environment, a thing done once on each side
		セッションの有効期限は24時間 | session expiry is 24 hours | no
		数据库的端口是 5432 | DB_PORT=5432 | no
		キャッシュのタイムアウトは5秒 | the payments-api timeout is 20 seconds | no
		测试环境的缓存过期时间是 10 分钟 | production cache expiry is 1 hour | no
		昨日タイムアウトを30秒に変更しました | Yesterday we changed the timeout to 60 seconds | no
		세션 만료 시간은 24시간이다 | 세션 만료 시간은 24시간입니다 | no
	`)
}

// TestCJKStatementReading: only a statement is read so; a request, a
// prohibition, a denial or a question keeps its words for Gloss, and "是"
// inside a word ("总是": always, "但是": but) is no topic's mark.
func TestCJKStatementReading(t *testing.T) {
	checkReadings(t, cjkStatement, `
		auth-svcのJWT有効期限は15分 => auth-svc JWT expiry is 15 分
		本番のログレベルはwarn => production log level is warn
		测试覆盖率门槛是 80% => test coverage threshold is 80%
		세션 만료 시간은 24시간이다. => session expiry is 24 시간
		タイムアウトは30秒にしてください => タイムアウトは30秒にしてください
		本番のログレベルはdebugではない => 本番のログレベルはdebugではない
		缓存总是 Redis => 缓存总是 Redis
		数据库的端口是多少？ => 数据库的端口是多少？
		금요일에는 배포하지 않는다 => 금요일에는 배포하지 않는다
		The API timeout is 30 seconds. => The API timeout is 30 seconds.
	`)
}

// TestCaseEndings: a Turkish case ending after an apostrophe and a
// Finnish one after a colon leave the name bare, so two claims that name
// it meet; English contractions, French elisions and times stay.
func TestCaseEndings(t *testing.T) {
	checkConflictRows(t, `
		Oturumlar Redis'te saklanıyor | Oturumlar Memcached'de saklanıyor | yes
		Fotoğraflar S3'te tutuluyor | Fotoğraflar GCS'te tutuluyor | yes
		Kuvat tallennetaan S3:een | Kuvat tallennetaan GCS:ään | yes
		Tilaukset tallennetaan PostgreSQL:ään | Tilaukset tallennetaan MySQL:ään | yes
		// look-alikes: one name in two endings, two things
		Oturumlar Redis'te saklanıyor | Oturumlar Redis'e yazılıyor | no
		Oturumlar Redis'te saklanıyor | Loglar Loki'ye gönderiliyor | no
	`)
	checkReadings(t, caseEndingsOff, `
		Kuyruk olarak Kafka'yı kullanıyoruz => Kuyruk olarak Kafka kullanıyoruz
		Varsayılan veritabanı PostgreSQL'dir. => Varsayılan veritabanı PostgreSQL.
		yedekler 01:00'de alınıyor => yedekler 01:00 alınıyor
		kuvat tallennetaan S3:een ja CI:ssä => kuvat tallennetaan S3 ja CI
		it's Redis's job, don't we'd => it's Redis's job, don't we'd
		nous utilisons l'API d'un fournisseur => nous utilisons l'API d'un fournisseur
		c'est plus qu'un cache => c'est plus qu'un cache
		the job runs at 01:00 and 02:30 => the job runs at 01:00 and 02:30
		DEFAULT_CURRENCY:USD => DEFAULT_CURRENCY:USD
	`)
}

// TestSwitchShapes: a switch said with another language's "from" and "to"
// ("dari X ke Y", "с X на Y", "X'ten Y'ye", "XからYに移行", "从 X 迁移到
// Y") and a choice over another ("вместо", "en lugar de") rule the old
// value out as "we moved from X to Y" and "instead of" do; a span of
// hours ("de 9 a 17") and a switch of another thing stay apart.
func TestSwitchShapes(t *testing.T) {
	checkConflictRows(t, `
		Kami pindah dari MySQL ke Postgres | the database is MySQL | yes
		Мы перешли с Jenkins на GitLab CI | CI runs on Jenkins | yes
		Przeszliśmy z Travis na GitHub Actions | CI runs on Travis | yes
		Loglar için Graylog'dan Loki'ye geçtik | we ship logs to Graylog | yes
		パッケージ管理はnpmからpnpmに移行 | we use npm for packages | yes
		我们从 webpack 迁移到 Vite 了 | the frontend is bundled with webpack | yes
		MySQL에서 Postgres로 전환했다 | we use MySQL | yes
		Wir sind von MySQL auf Postgres umgestiegen | we use MySQL | yes
		Pasamos de Heroku a Fly.io el año pasado | the API is deployed to Heroku | yes
		Мы используем Postgres вместо MySQL | we use MySQL | yes
		Usamos pnpm en lugar de npm | we use npm for packages | yes
		// look-alikes: the new value agreed, another thing, a span
		Kami pindah dari MySQL ke Postgres | the database is Postgres | no
		Мы перешли с Jenkins на GitLab CI | the database is MySQL | no
		La tienda abre de 9 a 17 | the shop opens at 10 | no
		Usamos pnpm en lugar de npm | we use pnpm for packages | no
	`)
}

// checkConflictRows checks Conflict both ways on rows of "a | b | yes",
// one a line ("no": no conflict), a table of pairs written as text.
func checkConflictRows(t *testing.T, rows string) {
	t.Helper()
	var cases []conflictCase
	for _, line := range strings.Split(rows, "\n") {
		line = strings.TrimSpace(line)
		if f := strings.Split(line, " | "); len(f) == 3 {
			cases = append(cases, conflictCase{f[0], f[1], f[2] == "yes"})
		} else if line != "" && !strings.HasPrefix(line, "//") {
			t.Errorf("row %q is no pair", line)
		}
	}
	checkConflicts(t, cases)
}

// checkReadings checks read on rows of "in => want", one a line.
func checkReadings(t *testing.T, read func(string) string, rows string) {
	t.Helper()
	for _, line := range strings.Split(rows, "\n") {
		in, want, ok := strings.Cut(strings.TrimSpace(line), " => ")
		if got := read(in); ok && got != want {
			t.Errorf("%q read as %q, want %q", in, got, want)
		}
	}
}

// checkReadPairs checks read on each row's text against its reading, for
// rows a line of checkReadings cannot hold (a line end, spaces at an end).
func checkReadPairs(t *testing.T, read func(string) string, rows [][2]string) {
	t.Helper()
	for _, r := range rows {
		if got := read(r[0]); got != r[1] {
			t.Errorf("%q read as %q, want %q", r[0], got, r[1])
		}
	}
}
