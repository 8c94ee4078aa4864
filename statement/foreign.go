package statement

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A team that works in two languages writes memories in both: "Write
// commit messages in English" and "Commit-Nachrichten bitte immer auf
// Deutsch schreiben", "migrations run on deploy" and "Las migraciones se
// ejecutan automáticamente al desplegar". A claim reads a sentence of
// another language in the English words for the attributes developers
// state most (what a thing is written in, when it runs, always or never),
// so its subject and value meet the English claim's. Only a sentence with
// two marker words of the language is read so; a lone word ("Los Angeles",
// "auf") is English's or a name's.

// foreignLanguage is one language a memory may be written in: its marker
// words, its words and phrases for common attributes in English, and its
// infinitives, which close a request ("... auf Deutsch schreiben") where
// English opens it with the verb.
type foreignLanguage struct {
	markers     map[string]bool
	phrases     phraseTable
	infinitives map[string]bool
	// articles are its articles in English, read only before a word in
	// lower case: one before a capital may open a name ("Los Angeles").
	articles phraseTable
}

// foreignLanguages are the languages read, by the words developers use
// for common attributes: the language a text is in, code, comments and
// commit messages, migrations and deploys, always and never.
var foreignLanguages = []foreignLanguage{
	{ // German
		markers: set("wir bitte immer auf und nicht ist sind werden wird im ganze sitzt das der die mit für keine nie niemals schreiben " + germanMarkers),
		phrases: englishFor("auf deutsch=in German|auf englisch=in English|deutsch=German|englisch=English|" +
			"commit-nachrichten=commit messages|commit nachrichten=commit messages|nachrichten=messages|" +
			"kommentare=comments|im code=in the code|migrationen=migrations|automatisch=automatically|" +
			"wir=we|bitte=please|immer=always|nie=never|niemals=never|nicht=not|keine=no|kein=no|und=and|" +
			"ist=is|sind=are|wird=is|werden=are|das ganze team=the whole team|sitzt in=sits in|" +
			"schreiben=write|verwenden=use|benutzen=use|nutzen=use|ausführen=run|" + germanAttributes),
		infinitives: set("schreiben verwenden benutzen nutzen ausführen"),
	},
	{ // Spanish
		markers: set("las los se al nunca siempre usamos escribimos ejecutan ejecuta desplegar automáticamente"),
		phrases: englishFor("las migraciones=migrations|migraciones=migrations|se ejecutan=run|se ejecuta=runs|" +
			"automáticamente=automatically|al desplegar=on deploy|nunca=never|siempre=always|" +
			"en inglés=in English|en español=in Spanish|inglés=English|español=Spanish|" +
			"mensajes de commit=commit messages|comentarios=comments|escribimos=we write|usamos=we use|" + spanishAttributes),
		articles: englishFor(romanceArticles),
	},
	french,
	portuguese,
	dutch,
	swedish,
}

// inEnglish is text read in English words where it is written in one of
// foreignLanguages, else text as written.
func inEnglish(text string) string {
	tokens := foreignTokenRe.FindAllString(text, -1)
	for _, l := range foreignLanguages {
		if l.speaks(tokens) {
			return l.translate(tokens)
		}
	}
	return text
}

// speaks reports whether tokens, a sentence's, hold two marker words of l.
func (l foreignLanguage) speaks(tokens []string) bool {
	n := 0
	for _, t := range tokens {
		if l.markers[strings.ToLower(t)] {
			n++
		}
	}
	return n >= 2
}

// translate is tokens with each phrase of l in English, the longest first
// at each word, and an infinitive that closes the sentence moved to its
// front, as English says a request.
func (l foreignLanguage) translate(tokens []string) string {
	var out []string
	verb := ""
	for i := 0; i < len(tokens); {
		n, english := 0, ""
		if isWordToken(tokens[i]) {
			n, english = l.phrases.englishAt(tokens, i)
		}
		if n == 0 {
			n, english = l.articleAt(tokens, i)
		}
		if n == 0 {
			out = append(out, tokens[i])
			i++
			continue
		}
		if l.infinitives[strings.ToLower(tokens[i])] && closes(tokens, i+1) {
			verb = english
			if len(out) > 0 {
				out[len(out)-1] = strings.TrimRight(out[len(out)-1], " ")
			}
			i += n
			continue
		}
		out = append(out, english)
		i += n
	}
	if verb != "" {
		return verb + " " + strings.TrimSpace(strings.Join(out, ""))
	}
	return strings.Join(out, "")
}

// isWordToken reports whether t is a word, not what lies between two: a
// phrase of a sentence read in English opens on a letter or a digit.
func isWordToken(t string) bool {
	r, _ := utf8.DecodeRuneInString(t)
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

// closes reports whether no word follows tokens[i:], the sentence's end.
func closes(tokens []string, i int) bool {
	for _, t := range tokens[i:] {
		if strings.TrimSpace(strings.Trim(t, ".!;")) != "" {
			return false
		}
	}
	return true
}
