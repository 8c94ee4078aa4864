package capture

import "testing"

// TestTerseTaskPick (gate49): a reply that only picks one of the options
// the assistant laid out for the work in hand, an ordinal or a lone file
// name after "should I ...?", is no memory, in English, German, Spanish
// and Italian. Near misses: a fragment that names a tool or a value
// after a question about the project, a file name after a question about
// where the project keeps something, and a pick made a rule.
func TestTerseTaskPick(t *testing.T) {
	checkLines(t, `
		reject | Should I go with the first or second migration approach? || the second one
		reject | Do you want me to keep the old parser or the rewrite? || the latter
		reject | Shall I use the first draft of the email or the second? || the first one.
		reject | Soll ich die Tests in test_api.py oder test_views.py schreiben? || test_views.py
		reject | ¿Debo poner el helper en utils.go o en strings.go? || strings.go
		reject | Should I put the new function in utils.py or helpers.py? || helpers.py
		reject | Devo mettere la costante in config.ts o in env.ts? || env.ts
		store | Which database is the billing service on? || Postgres 15.
		store | Which test runner should I use for the new components? || vitest, everywhere in the frontend
		store | Merge commit or squash? || squash. always has been
		store | Should I put the new function in utils.py or helpers.py? || helpers go in helpers.py, always
	`)
}

// TestTerseRepeatsDeed (gate49): after the assistant did or offered
// something, a reply that asks for it every time ("do that from now on",
// "yes, always") tells it how to work for good. Near misses: the same
// reply for this once, a plain go-ahead, and a question.
func TestTerseRepeatsDeed(t *testing.T) {
	checkLines(t, `
		feedback | I ran prettier on only the changed files before committing. || do that from now on
		feedback | I squashed the fixup commits before pushing. || yes, always do that
		feedback | I added a CHANGELOG entry for the fix. || do it like that every time
		feedback | I can add type hints to the new functions if you like. || yes, always
		feedback | I wrapped the error with the file name. || great, do that going forward
		feedback | Ich habe die Migration vorher auf staging getestet. || mach das ab jetzt immer so
		reject | I can run prettier on only the changed files before committing, if you want. || do that
		reject | I can add type hints to the new functions if you like. || yes, this once
		reject | I squashed the fixup commits before pushing. || do that for now
		reject | I squashed the fixup commits before pushing. || always do that?
		reject | Want me to open the PR now? || go ahead
	`)
}

// TestTerseAnswersWho (gate49): a short answer to the assistant's
// question about the project that names the answer and points back at
// the question with a pronoun ("Dana owns it") states the project's fact.
// Near misses: the same words after an offer, hedged, negated, in the
// past, or said by the user of themself.
func TestTerseAnswersWho(t *testing.T) {
	checkLines(t, `
		store | Who owns the payments-gateway repo? || Dana owns it
		store | Who maintains the ingest pipeline? || Priya maintains it
		store | What runs the nightly build? || Jenkins runs it
		store | Who approves the schema changes? || Marco approves them
		reject | Want me to open the PR for the payments-gateway fix now? || Dana does it
		reject | Who owns the payments-gateway repo? || Dana might own it
		reject | Who owns the payments-gateway repo? || nobody owns it
		reject | Who owns the payments-gateway repo? || I own it
		reject | Who set up the payments-gateway repo? || Dana set it up
	`)
}

// TestThisTimeCJK (gate49): "this time" and "today" in Chinese, Japanese
// and Korean ("这次", "今天", "今日", "이번", "오늘") make what is said a
// one-off, its reason of the day too. Near misses: the team's rule said
// with "always" or "never", and a standing ask.
func TestThisTimeCJK(t *testing.T) {
	checkLines(t, `
		reject | 这次直接 push 到 main 吧，紧急修复
		reject | 今天先不跑集成测试，数据库在维护
		reject | 오늘은 금요일이라 배포 안 할래요
		reject | 이번 배포는 제가 직접 할게요
		reject | 今日は金曜日なのでデプロイしません
		store | 금요일엔 배포 절대 안 해요, 팀 규칙이에요
		store | 我们每次发布前都跑集成测试
		feedback | 以后别直接 push 到 main，先开 PR
		feedback | 앞으로는 항상 PR로 머지해 주세요
	`)
}

// TestSettledCommaAside (gate49): work under way with who settled it
// after a comma, last in the sentence, is a decision, as after a dash.
// Near misses: the work with no aside, an aside that denies or asks.
func TestSettledCommaAside(t *testing.T) {
	checkLines(t, `
		store | we're moving the ETL from Airflow to Dagster, starts Q3, signed off yesterday
		store | we're moving billing to Stripe, starts in May, signed off by finance
		store | we're replacing Jenkins with GitHub Actions, agreed in Monday's planning
		store | we're switching the frontend to Vite, approved by the tech lead
		reject | we're moving the ETL from Airflow to Dagster
		reject | we're moving billing to Stripe, not signed off yet
		reject | we're switching the frontend to Vite, agreed?
		reject | we're toying with moving everything to Go, nothing decided
	`)
}

// TestFactAfterReport (gate49): after the assistant reports what it sees,
// a plain statement of how the project is set up is its fact, and a
// state held while someone works on it now is of the moment. Near
// misses: the same fact after the assistant's deed corrects it, a
// refusal, and a state with no one at work.
func TestFactAfterReport(t *testing.T) {
	checkLines(t, `
		store | terraform plan shows 3 changes to the NAT gateway. || terraform state lives in s3://acme-tfstate, locking via dynamodb
		store | The build log shows a timeout in the cache step. || the cache step pulls from the S3 mirror in eu-west-1
		store | The scheduler reports two failed runs of the export DAG. || the export DAG runs against the read replica
		feedback | I updated the cache step to use the local mirror. || the cache step pulls from the S3 mirror in eu-west-1
		feedback | The build log shows a timeout in the cache step. || no, the cache step pulls from the S3 mirror
		reject | terraform plan shows 3 changes to the NAT gateway. || terraform state is locked, someone's running apply
		reject | the staging db is read-only, Dana's restoring a snapshot
		reject | the deploy pipeline is locked, somebody's running a release
		store | the staging db is read-only, snapshots are restored nightly
		store | Episode audio gets normalised to -16 LUFS going forward, Spotify's been turning us down.
		feedback | Here's the refactor: I split the handler into small functions. || small functions, early returns.
	`)
}
