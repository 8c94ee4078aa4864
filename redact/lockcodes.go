package redact

import (
	"slices"
	"strings"
)

// lockQualified: a lock's code named by a qualifier after "code" rather
// than a word before it: "the code for the alarm in the office is 933163",
// "der Code für die Alarmanlage im Büro lautet ...", "le code de l'alarme
// est ...". end is where the name ends in lower. The qualifier opens with
// a preposition of qualifierPreps and names a lock (lockNoun) within its
// next three words (an article or a modifier before it: "for our front
// door"); "the code for the release is 4.2.1" names none.
func lockQualified(lower string, end int) bool {
	if end >= len(lower) {
		return false
	}
	f := strings.FieldsFunc(lower[end:min(len(lower), end+64)], func(r rune) bool {
		return r == ' ' || r == '\t' || r == '\'' || r == '’'
	})
	if len(f) < 2 || !qualifierPreps[f[0]] {
		return false
	}
	for _, w := range f[1:min(len(f), 4)] {
		word := strings.TrimRight(w, ".,;:")
		if lockNoun(word) {
			return true
		}
		if word != w {
			return false // the qualifier ended
		}
	}
	return false
}

// qualifierPreps open a qualifier after a code's word: "for", "of", "to"
// and theirs in German, French, Spanish, Portuguese, Italian, Dutch,
// Polish and Swedish.
var qualifierPreps = wordSet("for of to für fur der des de du pour del da do della di dell voor van dla do till för på")

// lockNoun: w names a lock a code opens, in English (lockWords) or in a
// language a note may be written in; a German compound opens with its
// lock (Alarmanlage, Haustür is read by its stem).
func lockNoun(w string) bool {
	if lockWords[w] && !weakLockWords[w] || foreignLocks[w] {
		return true
	}
	if one, ok := strings.CutSuffix(w, "s"); ok && one != "" && lockNoun(one) {
		return true // a plural: "the code for the lockers", "el código de las taquillas"
	}
	for _, stem := range lockStems {
		if strings.HasPrefix(w, stem) {
			return true
		}
	}
	return false
}

// weakLockWords are lockWords that qualify a code as often as they name
// what it opens: "the code for access to the repo", "the code for login".
var weakLockWords = wordSet("access login security confirmation verification entry")

// foreignLocks are a door's, a gate's, a safe's, an alarm's word in the
// languages of qualifierPreps, and their case forms.
var foreignLocks = wordSet("porte portail coffre coffre-fort cadenas interphone digicode puerta portón porton caja candado portão portao cofre " +
	"porta portone serrure cerradura fechadura serratura " + // Portuguese and Italian door, a lock in French, Spanish, Portuguese, Italian
	"cancello cassaforte lucchetto deur poort kluis hek drzwi bramy brama bramę sejf sejfu domofon domofonu kłódki kłódka garażu " +
	"dörr dörren porten grinden kassaskåp kassaskåpet hänglås tor tors tresor tresors schloss schlosses safes " +
	// a locker's word: a gym's, a school's, a station's
	"taquilla casillero casier armadietto kluisje schließfach schliessfach spind szafka szafki skåp skåpet")

// lockStems open the compounds and case forms of an alarm's and a
// door's word: Alarmanlage, alarme, alarmu, larmet, Tür, Türe.
var lockStems = []string{"alarm", "larm", "tür", "haustür", "garage"}

// foreignCodeWords are Polish's and Swedish's "code" (kod, kodu, koden),
// which name a lock's code as lockCodeWords do; after them "to" is
// Polish's "is" (foreignSentence).
var foreignCodeWords = wordSet("kod kodu koden")

// lockCompound: p is a lock's code in one word, a lock's stem glued to a
// word for code: Alarmcode, Torcode, portkod, larmkoden, digicode.
func lockCompound(p string) bool {
	if p == "digicode" {
		return true
	}
	for _, suffix := range []string{"code", "koden", "kod", "kode", "kodu"} {
		if stem, ok := strings.CutSuffix(p, suffix); ok && stem != "" && (lockNoun(stem) || stem == "port" || stem == "dörr") {
			return true
		}
	}
	return false
}

// digitGroups widens the value at v in text[e:], three or four digits, over
// the groups of two to four digits that follow it, a blank between, when
// the run ends its clause: a code written in groups as a dial-in's or a
// bridge's is ("8812 0044", "882 004 1193") is one value, and its first
// group alone leaves the rest. A number and a word after it ("4821 2
// attempts left") is no run.
func digitGroups(text string, e int, v [2]int) [2]int {
	if n := v[1] - v[0]; n < 3 || n > 4 || !isDigits(text[e+v[0]:e+v[1]]) {
		return v
	}
	end := e + v[1]
	for end+1 < len(text) && text[end] == ' ' {
		g := end + 1
		for g < len(text) && g-end <= 4 && text[g] >= '0' && text[g] <= '9' {
			g++
		}
		if g-end-1 < 2 || g < len(text) && isWord(text[g]) {
			break
		}
		end = g
	}
	if end == e+v[1] || end < len(text) && !clauseEnd(text, end) && text[end] != '\n' && text[end] != '\r' {
		return v
	}
	return [2]int{v[0], end - e}
}

// spacedCode: an access code's label of several words ends at e, its
// last word read alone as a name ("código de acceso 4471", "code d'accès
// 4471"), and tok is a PIN's digits: the label says what the digits open,
// as "Zugangscode 4471" does in one word.
func spacedCode(text string, e int, tok string) bool {
	if !pinDigits(tok) {
		return false
	}
	before := strings.ToLower(text[max(0, e-maxSpacedLabel):e])
	return slices.ContainsFunc(spacedCodeLabels, func(l string) bool {
		return strings.HasSuffix(before, l) && (len(before) == len(l) || !isWord(before[len(before)-len(l)-1]))
	})
}

// spacedCodeLabels are the password words of credWords written in several
// words: Spanish's, Portuguese's, French's and Italian's access codes.
var spacedCodeLabels = func() []string {
	var out []string
	for w, c := range credWords {
		if c == password && strings.Contains(w, " ") {
			out = append(out, w)
		}
	}
	return out
}()

// maxSpacedLabel bounds the bytes spacedCode lowers before a name: the
// longest such label ("codice di accesso").
const maxSpacedLabel = 24
