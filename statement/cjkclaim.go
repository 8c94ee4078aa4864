package statement

import (
	"cmp"
	"slices"
	"strings"
	"sync"
	"unicode"
)

// A statement of Japanese, Chinese or Korean names its topic, then says
// what holds of it: "APIのタイムアウトは30秒" (the API timeout is 30
// seconds), "测试覆盖率门槛是 80%", "세션 만료 시간은 24시간이다". Read as
// one run of letters it is a subject with no value, and shares no word with
// the English memory of the same setting. cjkStatement writes it as English
// says it, topic, "is", comment, with a word of one script apart from the
// next ("auth-svcのJWT" is "auth-svc JWT"), the particles that join two
// nouns dropped, and the nouns developers state settings by in English
// (cjkNouns), so its names, numbers and units meet the other claim's.
// Requests, prohibitions, questions, denials and reports of what was done
// keep the reading Gloss gives them: their structure is in the endings this
// reading drops.

// cjkStatement is text read as an English statement where it is a
// statement of Japanese, Chinese or Korean that names its topic, else text.
func cjkStatement(text string) string {
	lang := cjkLanguage(text)
	if lang == "" || cjkNotStatement(lang, text) {
		return text
	}
	topic, comment, ok := cjkTopic(lang, strings.TrimRight(strings.TrimSpace(text), "。．.！!"))
	if !ok {
		return text
	}
	return cjkWords(lang, topic) + " is " + cjkWords(lang, cjkCopulaOff(lang, comment))
}

// cjkNotStatement: text holds a cue of a request, a prohibition, a
// question, a reminder, work going on, thanks or a thing done once
// (cjkCues), or a negation; "always" and "in this project" leave a
// statement one.
func cjkNotStatement(lang, text string) bool {
	for _, c := range cjkCues[lang] {
		if c.cue != cueAlways && c.cue != cueProject && c.cue != cueOnce && strings.Contains(text, c.text) {
			return true
		}
	}
	return strings.ContainsAny(text, "?？") || slices.ContainsFunc(cjkNegations[lang], func(n string) bool {
		return strings.Contains(text, n)
	})
}

// cjkNegations are the marks of a denial: a negative ending of Japanese,
// Chinese's "not" and "no", Korean's negative endings and adverbs.
var cjkNegations = map[string][]string{
	"ja": {"ない", "ません", "ず", "無し", "なし"},
	"zh": {"不", "没", "無", "无", "非", "否"},
	"ko": {"않", "안 ", "못 ", "없"},
}

// cjkTopic splits text at its topic's mark: Japanese "は" right after a
// noun (not inside a word of kana: "では", "には" say where, not what),
// Chinese "是" (not "是否": whether), Korean "은" or "는" closing a word
// that is no verb's ("하는") and no place's ("에는").
func cjkTopic(lang, text string) (topic, comment string, ok bool) {
	rs := []rune(text)
	for i := 1; i < len(rs)-1; i++ {
		if cjkTopicAt(lang, rs, i) {
			topic, comment = strings.TrimSpace(string(rs[:i])), strings.TrimSpace(string(rs[i+1:]))
			return topic, comment, topic != "" && comment != ""
		}
	}
	return "", "", false
}

// cjkTopicAt: rs[i] is the mark of the topic in lang.
func cjkTopicAt(lang string, rs []rune, i int) bool {
	switch lang {
	case "ja":
		return rs[i] == 'は' && !unicode.Is(unicode.Hiragana, rs[i-1])
	case "zh":
		// not "是否" (whether), nor the "是" of a word ("但是": but, "总是": always)
		return rs[i] == '是' && rs[i+1] != '否' && !strings.ContainsRune("但还就总于要只倒可老凡", rs[i-1])
	}
	return (rs[i] == '은' || rs[i] == '는') && rs[i+1] == ' ' && unicode.Is(unicode.Hangul, rs[i-1]) &&
		!strings.ContainsRune("하에되", rs[i-1])
}

// cjkCopulaOff is comment without the copula that closes it ("です",
// "だ", "이다", "입니다"): English has said "is" before it.
func cjkCopulaOff(lang, comment string) string {
	for _, c := range cjkCopulas[lang] {
		if s, ok := strings.CutSuffix(comment, c); ok {
			return s
		}
	}
	return comment
}

// cjkCopulas are each language's closing copulas, a longer before a
// shorter one it ends in.
var cjkCopulas = map[string][]string{
	"ja": {"である", "です", "だ"},
	"ko": {"입니다", "이에요", "예요", "이다", "다"},
}

// cjkWords is s with a word of one script apart from the next, Japanese's
// kana endings and particles and Chinese's "的" read as nothing between
// two nouns, and the nouns of cjkNouns in English.
func cjkWords(lang, s string) string {
	s = cjkNounReplacer().Replace(s)
	var b strings.Builder
	prev := scriptOther
	for _, r := range s {
		sc := scriptOf(r)
		switch {
		case lang == "ja" && sc == scriptHiragana, lang == "zh" && r == '的':
			r, sc = ' ', scriptOther
		case sc != prev && (sc != scriptOther || prev != scriptOther):
			b.WriteRune(' ')
		}
		b.WriteRune(r)
		prev = sc
	}
	return strings.Join(strings.Fields(b.String()), " ")
}

// script is the kind of letters a rune is of, for where a word ends.
type script int

const (
	scriptOther script = iota // Latin letters, digits, punctuation: a word of their own
	scriptHiragana
	scriptKatakana
	scriptHan
	scriptHangul
)

func scriptOf(r rune) script {
	switch {
	case unicode.Is(unicode.Hiragana, r):
		return scriptHiragana
	case unicode.Is(unicode.Katakana, r) || r == 'ー':
		return scriptKatakana
	case unicode.Is(unicode.Han, r):
		return scriptHan
	case unicode.Is(unicode.Hangul, r):
		return scriptHangul
	}
	return scriptOther
}

// cjkNouns are the nouns of the settings developers state most, in the
// English the other memories say them in: the Japanese loanwords in kana,
// the words of Han both Japanese and Chinese write, Korean's. Each is read
// as its English word set apart, so "测试覆盖率门槛" is "test coverage
// threshold" and meets "coverage gate".
const cjkNouns = `タイムアウト|超时|超時|타임아웃=timeout;ログレベル|日志级别|로그 레벨=log level;ログ|日志|로그=log;
	リージョン|区域|地域|리전=region;本番環境|本番|生产环境|生产|운영 환경|프로덕션=production;
	ステージング|预发布|스테이징=staging;テスト|测试|테스트=test;データベース|数据库|데이터베이스=database;
	キャッシュ|缓存|캐시=cache;セッション|会话|세션=session;有効期限|过期时间|有效期|만료 시간|만료=expiry;
	ユーザー|ユーザ|用户|사용자=user;アップロード|上传|업로드=upload;バケット|存储桶|버킷=bucket;
	ポート|端口|포트=port;バージョン|版本|버전=version;カバレッジ|覆盖率|커버리지=coverage;
	門槛|门槛|閾値|しきい値|임계값=threshold;ブランチ|分支|브랜치=branch;主分支=main branch;
	レビュー|审查|리뷰=review;バックアップ|备份|백업=backup;サーバー|服务器|서버=server;
	クライアント|客户端|클라이언트=client;メモリ|内存|메모리=memory;上限|最大|최대=max;下限|最小|최소=min;
	デフォルト|默认|기본값=default;言語|语言|언어=language;コメント|注释|주석=comment;
	デプロイ|部署|배포=deploy;保存期間|保留期|보관 기간=retention;保存|保留|보관=kept;ノード|节点|노드=node;
	クラスタ|集群|클러스터=cluster;タイムゾーン|时区|시간대=timezone;パスワード|密码|비밀번호=password;
	トークン|令牌|토큰=token;レート制限|限流|속도 제한=rate limit;リトライ|重试|재시도=retry;
	ワーカー|워커=worker;スレッド|线程|스레드=thread;接続|连接|연결=connection;
	プール|连接池|풀=pool;サイズ|大小|크기=size;通貨|货币|통화=currency`

// cjkNounReplacer reads cjkNouns, each noun set apart by
// spaces, a longer noun before a shorter one inside it ("ログレベル"
// before "ログ").
var cjkNounReplacer = sync.OnceValue(func() *strings.Replacer {
	var nouns []string
	for _, e := range strings.Split(cjkNouns, ";") {
		words, english, _ := strings.Cut(e, "=")
		for _, w := range strings.Split(words, "|") {
			nouns = append(nouns, strings.TrimSpace(w), " "+english+" ")
		}
	}
	pairs := make([][2]string, 0, len(nouns)/2)
	for i := 0; i < len(nouns); i += 2 {
		pairs = append(pairs, [2]string{nouns[i], nouns[i+1]})
	}
	slices.SortStableFunc(pairs, func(a, b [2]string) int { return cmp.Compare(len(b[0]), len(a[0])) })
	var flat []string
	for _, p := range pairs {
		flat = append(flat, p[0], p[1])
	}
	return strings.NewReplacer(flat...)
})
