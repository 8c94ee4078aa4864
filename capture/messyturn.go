package capture

import (
	"regexp"
	"strings"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/statement"
	"github.com/hippo-mem/hippo/store"
)

// This file reads three shapes of the longer, messier turns of a working
// day: a note filed for memory under a label in a language other than
// English ("Запомни: ...", "Catatan: ...", "bhai yaad rakhna, ..."), a
// pasted log line the user draws a conclusion from ("```DEBUG ...``` ok so
// prod cache is cache-01"), and the project's fact said to explain a fault
// the assistant only reported ("The query fails with ..." then "that's
// because migrations only run in the deploy job").

// keepLabels open a sentence to file what follows for later, in the
// languages the gloss tables read only in part or not at all: remember,
// write down, note, keep in mind. fyiLabels only pass it on: for your
// information, for the record. English labels are read by unlabelled and
// unminded. A label's words must end the part before the sentence's first
// colon or comma, which has at most maxNoteLabelWords words ("bhai yaad
// rakhna,": a vocative may come first).
var (
	keepLabels = labelSet(
		// Russian, Ukrainian
		"запомни", "запомните", "запиши", "запишите", "на заметку", "заметка", "имей в виду", "имейте в виду", "учти", "учтите", "запам'ятай", "май на увазі",
		// Vietnamese
		"ghi nhớ", "ghi nhớ giúp", "ghi nhớ giúp mình", "ghi nhớ giúp tôi", "nhớ giúp mình", "ghi chú", "nhớ nhé",
		// Arabic
		"ملاحظة", "للتذكير", "تذكر", "تذكّر", "خليك فاكر", "خلي في بالك",
		// Indonesian, Malay
		"catatan", "ingat", "ingat ya", "untuk dicatat", "perlu diingat", "tolong dicatat",
		// Hindi, Urdu in Latin letters
		"yaad rakhna", "yaad rakho", "yaad rakh", "dhyan rakhna", "dhyan rakho", "note kar lo", "note karo", "note kar lena",
		// German, Dutch
		"merk dir", "merk dir das", "notiz", "onthoud", "noteer",
		// French, Spanish, Portuguese, Italian
		"pour mémoire", "à retenir", "retiens", "apunta", "recuerda", "anota", "lembra", "lembre-se", "promemoria", "ricorda", "tieni presente",
		// Polish, Turkish
		"zapamiętaj", "do zapamiętania", "unutma", "aklında tut",
		// Japanese, Chinese, Korean
		"覚えておいて", "覚えといて", "メモ", "備忘", "记住", "记一下", "备注", "备忘", "기억해", "기억해 둬", "기억해 주세요", "메모",
	)
	fyiLabels = labelSet(
		"к сведению", "для справки", "до відома", "lưu ý", "للعلم", "للعلم فقط", "sebagai info", "info saja", "sekadar info",
		"zur info", "zur kenntnis", "fürs protokoll", "ter info", "ter informatie", "pour info", "para que conste",
		"para registro", "pra constar", "per la cronaca", "dla informacji", "bilgin olsun", "参考までに", "참고로",
	)
)

// maxNoteLabelWords: "ghi nhớ giúp mình" is four words, "bhai yaad rakhna"
// three; a longer run before the colon says something of its own.
const maxNoteLabelWords = 4

// labelSet keys each label by its words joined by one space.
func labelSet(labels ...string) map[string]bool {
	out := make(map[string]bool, len(labels))
	for _, l := range labels {
		out[strings.Join(strings.Fields(l), " ")] = true
	}
	return out
}

// labelBreak is where a label ends: a colon or a comma, Latin, Arabic or
// full-width.
var labelBreak = regexp.MustCompile(`[:,،：，、]`)

// notedRest returns what a foreign label files or passes on (see
// keepLabels), and whether the sentence opened with one.
func notedRest(t string) (string, bool) {
	rest, label := labelled(t)
	return rest, label != ""
}

// labelled returns what follows a foreign label and the label, "" when
// the sentence opens with none.
func labelled(t string) (string, string) {
	at := labelBreak.FindStringIndex(t)
	if at == nil {
		return t, ""
	}
	rest := strings.TrimSpace(t[at[1]:])
	words := strings.Fields(strings.ToLower(t[:at[0]]))
	if rest == "" || len(words) == 0 || len(words) > maxNoteLabelWords {
		return t, ""
	}
	for i := range words {
		if l := strings.Join(words[i:], " "); keepLabels[l] || fyiLabels[l] {
			return rest, l
		}
	}
	return t, ""
}

// vouchedNote: a note filed under a foreign label of keeping whose content
// the parse cannot read (a language with no gloss table, such as Russian or
// Indonesian) is a claim the speaker asked to keep: kept as a fact when it
// states (no question mark) and says enough to be one. What is only passed
// on ("Pour info, l'équipe se demande si ...") may be talk or doubt, and is
// not vouched for.
func vouchedNote(text string) bool {
	rest, label := labelled(strings.TrimSpace(text))
	return keepLabels[label] && !strings.ContainsAny(rest, "?？؟") && len(strings.Fields(rest)) >= minNoteWords
}

// minNoteWords: "Запомни: спасибо" files nothing; a fact has a subject, a
// verb and what it says of it.
const minNoteWords = 4

// pastedLead returns what the user says after a pasted block that opens
// the sentence ("```DEBUG connecting redis://cache-01.prod:6379/0``` ok so
// prod cache is cache-01"): the log is evidence, the words after it are the
// claim; read with the log, its first word ("DEBUG", "ERROR") parsed as a
// command.
func pastedLead(t string) (string, bool) {
	if !strings.HasPrefix(t, "```") {
		return t, false
	}
	end := strings.Index(t[3:], "```")
	if end < 0 {
		return t, false
	}
	rest := strings.TrimSpace(t[3+end+3:])
	if len(statement.Words(rest)) < 3 {
		return t, false
	}
	return rest, true
}

// readPast strips what a sentence opens with that is not its claim: a
// foreign note label, a pasted block, or the words that give it as the
// cause of what was just seen.
func readPast(t string) (string, bool) {
	if r, ok := pastedLead(t); ok {
		return r, true
	}
	if r, ok := causeGiven(t); ok {
		return r, true
	}
	return notedRest(t)
}

// causeOpening: "that's because the CDN caches for an hour": the clause
// after "because" is the claim; read with its opening, a contrast after it
// ("..., never on app boot") was taken for an order. A hedge between
// ("that's probably because ...") keeps the opening, and the doubt.
var causeOpening = regexp.MustCompile(`(?i)^(?:(?:ok|okay|so|right|yeah|ah|oh)[,!]?\s+)*(?:that's|thats|that is|it's|its|it is|this is)\s+because\s+`)

// causeGiven returns the cause a sentence gives after its opening (see
// causeOpening).
func causeGiven(t string) (string, bool) {
	loc := causeOpening.FindStringIndex(t)
	if loc == nil || len(statement.Words(t[loc[1]:])) < 3 {
		return t, false
	}
	return t[loc[1]:], true
}

// faultWords say that something went wrong: a run failed, a call was
// refused, a thing is missing.
var faultWords = statement.WordSet("fail fails failed failing error errors timed timeout refused missing exception crash crashes crashed denied 429 500 502 503 504")

// ownDeeds: words with which the assistant tells of its own deed or offer.
var ownDeeds = statement.WordSet("i i've i'll i'm i'd me my we we've we'll let's")

// reportsFault: the assistant's turn only reports a fault it sees ("The
// e2e run failed on 3 of 41 specs", "The query fails with: ERROR: ...",
// "ssh to 10.40.3.17 timed out"), telling of no deed or offer of its own.
// What the user says next explains the fault; the project's fact said
// then sets nothing of the assistant's right.
func reportsFault(prev string) bool {
	fault := false
	for _, w := range statement.Words(prev) {
		if ownDeeds[w.Lower] {
			return false
		}
		fault = fault || faultWords[w.Lower]
	}
	return fault && !strings.HasSuffix(strings.TrimSpace(prev), "?")
}

// explainsFault: a statement after a fault report (see reportsFault) that
// states how the project is, neither speaking to the assistant nor ruling
// its work ("fwiw the e2e suite needs docker running locally", "it needs
// DD_API_KEY set, same key for all 40 sites"): a fact, not feedback. "no,
// use pnpm", "never run npm here", "you forgot the flag" still correct.
func explainsFault(c Candidate, t string, st statement.Statement) bool {
	if c.prev == "" || !reportsFault(c.prev) && !learnt(c.Text) || st.Opener == statement.Correction || st.Mood == statement.Instruction || opensForbidding(st) {
		return false
	}
	for _, w := range statement.Words(t) {
		if addressee[w.Lower] || forGood[w.Lower] && w.Lower != "never" {
			return false
		}
	}
	if learnt(c.Text) {
		return true
	}
	return st.Main < 0 || !st.Clauses[st.Main].Imperative || st.Mood == statement.Request && !startsImperative(t)
}

// startsImperative: the sentence's first word, past a filler, is a verb
// of command the parse reads as such on its own ("run it with pnpm").
func startsImperative(t string) bool {
	ws := statement.Words(t)
	for len(ws) > 0 && fillerOpeners[ws[0].Lower] {
		ws = ws[1:]
	}
	if len(ws) == 0 {
		return false
	}
	st := statement.Parse(ws[0].Text + " it")
	return st.Mood == statement.Request || st.Mood == statement.Instruction
}

// fillerOpeners: words that open a spoken sentence and say nothing.
var fillerOpeners = statement.WordSet("ok okay so well right yeah yep fwiw btw ugh hm hmm")

// notFault judges again a sentence the gate took for feedback or an
// acknowledgement when it explains a fault the assistant only reported
// (see explainsFault): what it states is kept, or rejected by the rules
// that judge any statement.
func notFault(c Candidate, kind decay.Kind, rule string) (decay.Kind, string) {
	if c.fix || c.kind != "" || c.claim || c.Speaker != store.SpeakerUser {
		return kind, rule
	}
	t := glossOf(c)
	st := statement.Parse(t)
	if !explainsFault(c, t, st) {
		return kind, rule
	}
	if r := rejection(t, st); r != "" {
		return "", r
	}
	return kindOf(st), ""
}

// learntMark: the speaker says they have just learnt what they state ("ok
// so prod cache is cache-01 on db 0, good to know", "TIL the CDN strips
// query strings"): a fact taken from what was shown, not a correction.
var learntMark = regexp.MustCompile(`(?i)\b(?:good to know|good to note|til|today i learned|nice to know|now i know)\b`)

// learnt: the sentence carries a learntMark.
func learnt(text string) bool {
	return learntMark.MatchString(text)
}
