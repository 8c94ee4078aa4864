package capture

import "testing"

// TestGate48ReasonAfterAsk (gate48): a sentence that is only the reason
// for a one-off request just made ("今回は…してください。急いでるので。")
// gives the grounds of the ask and is not kept as a rule, in Japanese,
// Korean, Chinese, Arabic and English. Near misses: a reason after a
// standing ask (the ask is kept as feedback), a fact after a one-off ask
// that is no reason clause, a reason with a main clause of its own, and
// "since" that dates a practice.
func TestGate48ReasonAfterAsk(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"今回だけテストをスキップしてください。CIが混んでるので。", "reject"},
		{"今回は英語で書いてください。レビュアーが海外の人だから。", "reject"},
		{"这次先别跑集成测试。因为数据库在维护。", "reject"},
		{"이번 커밋만 영어로 써 주세요. 리뷰어가 외국 분이라서요.", "reject"},
		{"이번에는 테스트를 건너뛰어 주세요. 배포가 급하거든요.", "reject"},
		{"Skip the e2e suite for this run. Because staging is down.", "reject"},
		{"今後はコミットメッセージを英語で書いてください。レビュアーが海外の人なので。", "feedback"},
		{"今回はテストをスキップしてください。CIのランナーは3台しかありません。", "store"},
		{"这次先别跑集成测试。因为数据库每周日维护，所以周日的测试都会失败。", "store"},
		{"Write the changelog for this release. Since March we tag every release with the date.", "store"},
	})
}

// TestGate48StandingAskZH (gate48): Chinese "以后" / "往后" / "今后" opening
// the sentence make an ask standing, and "给我" + a verb asks the listener
// for the speaker. Near misses: "以后" after a verb ("部署以后": after
// deploying) with "this time" cues, and "给我们" (for the team) in a fact.
func TestGate48StandingAskZH(t *testing.T) {
	checkLines(t, `
		feedback | 以后改代码前先给我看 diff，我确认了再写文件。
		feedback | 以后给我写测试的时候用 table-driven 的风格。
		feedback | 你以后先给我看计划再动手。
		feedback | 往后给我回答的时候简短一点。
		reject | 这次改代码前先给我看一下 diff 吧，这个文件比较敏感。
		reject | 部署以后给我看一下日志。
		store | 这个服务是给我们内部用的。
	`)
}

// TestGate48StatedBan (gate48): "禁止" (forbidden) in Chinese and Japanese
// states a ban, the team's rule, not an ask of the listener. Near misses:
// "请不要" asks, and a ban said right after the assistant's deed corrects
// it.
func TestGate48StatedBan(t *testing.T) {
	checkLines(t, `
		store | 我们组的 Go 规范是错误处理统一返回 error，业务代码里禁止 panic。
		store | 我们团队的规范：生产环境禁止手动改数据库。
		store | 主分支禁止直接 push，所有改动都要走 PR。
		store | 本番環境での直接のDB操作は禁止です。
		feedback | 请不要在业务代码里用 panic。
		feedback | I added a panic in the handler. || 禁止 panic，改成返回 error。
	`)
}

// TestGate48Decided (gate48): a sentence in Arabic script is read as Arabic
// whatever words it uses, "we decided" / "we agreed" (قررنا, اتفقنا) and a
// choice said made in Japanese and Korean ("ことにしました", "하기로 했어요")
// are decisions, and "still thinking" / "haven't decided" (لسه بنفكر, ما
// قررنا) leave it open.
func TestGate48Decided(t *testing.T) {
	checkLines(t, `
		store | للعلم، قررنا في اجتماع أمس نستخدم PostgreSQL بدل MongoDB للخدمة الجديدة.
		store | قررنا نستخدم Redis للكاش بدل Memcached.
		store | اتفقنا في الاجتماع نعتمد Kotlin للتطبيقات الجديدة.
		store | 우리 팀은 배포를 금요일에 하지 않기로 했어요.
		store | チームでAPIのバージョンはURLに入れることにしました。
		reject | للعلم، لسه بنفكر نستخدم PostgreSQL ولا MongoDB للخدمة الجديدة.
		reject | لسه بنفكر نستخدم Redis ولا Memcached.
		reject | ما قررنا بعد بين Kafka و RabbitMQ.
	`)
}

// TestGate48DecidedKind (gate48): the choice is kept as a decision, not as
// a deed done.
func TestGate48DecidedKind(t *testing.T) {
	for _, s := range []string{"قررنا نستخدم Redis للكاش بدل Memcached.", "우리 팀은 배포를 금요일에 하지 않기로 했어요.", "チームでAPIのバージョンはURLに入れることにしました。"} {
		if kind, rule := classify(Candidate{Text: s, Speaker: "user"}); rule != "" || kind != "decision" {
			t.Errorf("%q: kind %q rule %q, want a decision", s, kind, rule)
		}
	}
}
