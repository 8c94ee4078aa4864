package redact

import "strings"

// This file reads a request for a credential that asks with a verb instead
// of a question's mark: an imperative before the noun ("podaj hasło",
// "send me the password pls"), a verb after it, as Turkish, Hindi, Korean
// and Japanese put theirs, inflected or glued to the noun ("şifreyi
// gönderir misin?", "password bhejo", "비밀번호 알려줘", "パスワード教えて").
// requestedReplies then takes the value the next line hands over.

// maxRequestWords bounds a request's line: a short turn, not a paragraph
// that mentions a password.
const maxRequestWords = 8

// verbRequest: line asks for a credential with a verb of handing over or
// telling, at the line's head or its end, once politeness and a question's
// particles are set aside; the noun must end its phrase there, as
// asksForCredential asks ("give the token a name" names no request for it).
func verbRequest(line string) bool {
	words := requestWords(line)
	if len(words) == 0 || len(words) > maxRequestWords {
		return false
	}
	if len(words) == 1 {
		return gluedRequest(words[0])
	}
	if !requestVerb(words[0]) && !requestVerb(words[len(words)-1]) {
		return false
	}
	for i, w := range words {
		if credentialNoun(strings.Trim(w, ",.:'\"")) && !strings.ContainsAny(w, "'’") &&
			(i+1 == len(words) || requestGoesOn[words[i+1]] || requestVerb(words[i+1])) {
			return true
		}
	}
	return false
}

// requestWords are line's words in lowercase, a quote's ">", a turn's mark
// and the closing marks cut, and the politeness and question particles that
// stand before or after a request's verb left out.
func requestWords(line string) []string {
	t := cutTurnMark(strings.TrimLeft(line, "> \t"))
	t = strings.TrimRight(t, " \t\r?!.؟？！。")
	var out []string
	for _, w := range strings.Fields(strings.ToLower(t)) {
		if !requestParticles[strings.Trim(w, ",.!")] {
			out = append(out, strings.Trim(w, ",.!"))
		}
	}
	if n := len(out); n > 1 && hindiAuxiliaries[out[n-1]] && requestVerb(out[n-2]) {
		out = out[:n-1] // "bata do", "bhej dijiye": the verb is the one before
	}
	return out
}

// hindiAuxiliaries follow a Hindi verb to make it a request ("bata do").
var hindiAuxiliaries = wordSet("do dijiye dijie dena de dedo")

// requestParticles are said around a request's verb and change nothing of
// it: "please", "pls", Hindi's "na", "zara", Turkish's question particles,
// Korean's "좀", Polish's and Czech's "proszę", "prosím".
var requestParticles = wordSet("please pls plz pl0x hey hi quick quickly again also just " +
	"na zara jaldi yaar bhai ji " +
	"mi mı mu mü misin mısın musun müsün misiniz mısınız musunuz müsünüz lütfen bana " +
	"좀 빨리 " +
	"proszę prosze mi prosím prosim mně mne " +
	"bitte mal mir doch svp moi stp por favor porfa me mir")

// requestVerb: w is a verb that asks for a thing to be handed over or told,
// in English or in a language whose request may come without a question's
// mark; an inflected Turkish verb is read by its stem ("gönderir",
// "gönderebilir", "söyler").
func requestVerb(w string) bool {
	return requestVerbs[w] || !ascii(w) && gluedVerb(w) || hasAnyPrefix(w, requestStems)
}

// requestVerbs are the request verbs read whole.
var requestVerbs = wordSet("send give share tell paste dm text drop post forward " +
	"bhejo bhej batao bata dedo dena bhejna bhejiye bataiye bataye " +
	"podaj daj wyślij wyslij przyślij przyslij powiedz napisz podeślij podeslij " +
	"pošli posli dej řekni rekni napiš napis pošlete " +
	"ver verir versene verebilir atar atsana " +
	"schick schicke schickst gib sag " +
	"envoie envoyez donne donnez dis " +
	"manda mandame mándame pasa pásame pasame dame dime envía envia envíame enviame passa " +
	"mandami dammi dimmi " +
	"скинь пришли дай скажи отправь напиши " +
	"알려줘 알려주세요 알려줄래 알려줄래요 보내줘 보내주세요 보내줄래 줘 주세요")

// requestStems are the stems of request verbs that inflect at their end:
// Turkish's and Korean's.
var requestStems = []string{"gönder", "gonder", "yolla", "söyle", "soyle", "paylaş", "paylas", "yazar", "알려", "보내"}

// gluedRequest: w, a line of one word in a script written without blanks,
// glues a credential's noun to a request's verb ("パスワード教えて",
// "パスワードを送ってください", "密码发我", "告诉我密码").
func gluedRequest(w string) bool {
	return !ascii(w) && credentialNoun(w) && gluedVerb(w)
}

// gluedVerb: w holds a request verb of a script written without blanks.
func gluedVerb(w string) bool {
	for _, v := range gluedVerbs {
		if strings.Contains(w, v) {
			return true
		}
	}
	return false
}

// gluedVerbs are request verbs of Japanese and Chinese, which write no
// blank between the noun and its verb.
var gluedVerbs = []string{"教えて", "送って", "ください", "下さい", "ちょうだい", "頂戴", "共有して", "发我", "发给我", "告诉我", "给我", "發我", "告訴我", "給我"}
