package capture

import "testing"

// TestGate46FromNowOnCJK (gate46): Japanese and Korean "from now on" (今後, 今度から,
// 次回から, 앞으로, 이제부터, 다음부터) and Korean "without exception"
// (무조건) make a polite ask a standing one, feedback, as Chinese 从今以后
// already did. Near misses: the same ask for one function or one look.
func TestGate46FromNowOnCJK(t *testing.T) {
	checkLines(t, `
			feedback | 今後、コミットメッセージは英語で書いてください。
			feedback | 今度から、PRの説明にはテスト手順を書いてください。
			feedback | 次回から変数名は英語にしてください。
			feedback | 이제부터 커밋 메시지는 영어로 써 주세요
			feedback | 다음부터 테스트 먼저 작성해 주세요
			feedback | API 응답 필드는 무조건 snake_case로 해주세요
			reject | この関数のコメントを英語で書いてください。
			reject | 코드 좀 봐 주세요
		`)
}

// TestGate46BareHostCJK (gate46): a host, a path or a dotted key written bare in a
// Japanese sentence ("redis-prod.internal:6380") is a name, not
// English words, so the sentence is read as Japanese and its fact kept.
func TestGate46BareHostCJK(t *testing.T) {
	checkLines(t, `
			store | 本番の Redis は redis-prod.internal:6380 で、TLS 必須です。
			store | ステージングの DB は db-stg.example.com:5432 です。
			reject | ステージングの DB は db-stg.example.com:5432 ですか？
		`)
}

// TestGate46ToldYouV2 (gate46): German and Dutch say "I've told you before" verb first
// ("hab ich dir schon mal gesagt", "heb ik je al gezegd"), which is no
// question: the rule before it is repeated to the assistant, feedback,
// as in the Romance languages. Near miss: the rule without the reminder
// in a language with no "you" is still the assistant's rule.
func TestGate46ToldYouV2(t *testing.T) {
	checkLines(t, `
			feedback | Schreib die Tests bitte immer zuerst — hab ich dir schon zigmal gesagt.
			feedback | Benutz immer pnpm statt npm, hab ich dir doch gesagt.
			feedback | Gebruik altijd enkele quotes in JS, heb ik je al gezegd.
			feedback | Zet nooit secrets in de repo, dat heb ik je al gezegd.
			feedback | Usa siempre comillas simples en JS, ya te lo dije.
			reject | Hast du die Tests schon laufen lassen?
		`)
}

// TestGate46SettledAside (gate46): work under way with a short aside after a dash that
// says who settled it ("— agreed in planning today", "— Lena's call")
// is a decision, kept. Near misses: the aside denies or asks, or the
// aside is no decision.
func TestGate46SettledAside(t *testing.T) {
	checkLines(t, `
			store | we're rewriting the ingest worker in Rust this quarter — agreed in planning today
			store | right, we're pinning numpy<2 across all services until the pandas upgrade lands — Lena's call
			store | we're moving the nightly jobs to Airflow this month — decided at the arch review
			store | we're freezing the public API until the 3.0 release — the CTO's call
			store | wir migrieren gerade die Queue auf NATS — im Architekturboard beschlossen
			reject | we're rewriting the ingest worker in Rust this quarter — not agreed yet though
			reject | we're rewriting the ingest worker in Rust right now — agreed?
			reject | I'm debugging the flaky login test right now — no idea why it fails
		`)
}

// TestGate46Ironic (gate46): a sentence marked by an eye-roll, an upside-down or an
// unamused face, or a closing "/s" means the opposite of what it says;
// what its turn says after it stands. Near misses: other faces.
func TestGate46Ironic(t *testing.T) {
	checkLines(t, `
			reject | yeah sure, let's rewrite the ingest worker in Rust, that'll surely fix everything 🙄
			reject | oh perfect, we're deploying on a Friday afternoon again 🙃
			reject | great, the staging db is shared with three teams, what could go wrong 😒
			reject | sure, let's add a fourth state library, that's what this app needs /s
			feedback | yes, sure, another 400-line answer, just what I needed 🙃. seriously though: keep answers short by default, a few lines plus code. always.
			store | we use pnpm everywhere 😊
			store | we deploy the api with Argo 🚀
		`)
}

// TestGate46PreferenceInScope (gate46): "in this repo", "for this project" say where a
// preference holds, not one thing in view, so the preference is kept.
// Near misses: a preference about what is in front of the speaker.
func TestGate46PreferenceInScope(t *testing.T) {
	checkLines(t, `
			store | I prefer small PRs in this repo, under ~300 lines — reviewers here won't touch bigger ones
			store | I'd rather not have an ORM in this service — raw SQL via sqlc, that's how I want it
			store | I prefer tabs over spaces in this codebase
			store | we'd rather keep feature flags in LaunchDarkly for this project
			reject | I'd prefer to wait before merging this
			reject | I prefer this approach for now
		`)
}

// TestGate46YourWorkFromNowOn (gate46): the assistant's work named with "your" under
// "from now on" or "going forward" is a rule for the assistant,
// feedback. Near misses: the team's rule under the same words.
func TestGate46YourWorkFromNowOn(t *testing.T) {
	checkLines(t, `
			feedback | your commit messages are all over the place — write them in Conventional Commits from now on
			feedback | your PR descriptions are way too long; keep them under ten lines going forward
			feedback | your tests keep hitting the real network, mock the HTTP client from now on
			store | from now on we write commit messages in Conventional Commits
			store | going forward the team writes ADRs for every new service
		`)
}

// TestGate46ProjectWide (gate46): after praise, a habit said of the whole project ("the
// whole repo uses", "every service logs") agrees with the assistant's
// work and states the convention. Near misses: news of the moment
// after praise.
func TestGate46ProjectWide(t *testing.T) {
	checkLines(t, `
			store | I've added docstrings in Google style. || cool, Google style is what the whole repo uses, sphinx napoleon is set up for it
			store | I switched the logger to JSON output. || nice, every service logs in JSON, the collector expects it
			store | I used pnpm to install it. || great, the whole monorepo uses pnpm workspaces
			reject | perfect, the whole repo builds now
			reject | cool, the nightly export finished in ten minutes
			reject | nice, all services are green again
		`)
}
