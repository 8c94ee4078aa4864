package redact

import "strings"

// foreignPhrase: the clause w in rest, after a password's label in another
// language ("Passwort: correct horse battery staple", "hasło: koń bateria
// zszywka drzewo"), is a passphrase of plain words given whole. It is
// wordPhrase's shape read in any script: three words or more, each a
// lowercase word, the clause ending its line; a word of a sentence in the
// languages foreignVerbs cover (foreignJoiners: "siehe Tresor im Büro",
// "voir le coffre", "wird noch geändert") or in English makes it one.
func foreignPhrase(rest string, w [2]int) bool {
	if w[1] <= w[0] || strings.Trim(rest[w[1]:], ".!?; \t\r") != "" {
		return false
	}
	val := rest[w[0]:w[1]]
	f := strings.Fields(val)
	if len(f) < 3 || len(f) > maxPhraseWords || phraseStops[f[0]] || strings.HasPrefix(val, markerPrefix) ||
		refersElsewhere(val) || formatCount(val) || countedWords(val) || publicMnemonic(val) || placeholder(val) {
		return false
	}
	stops := 0
	for _, word := range f {
		if stopWords[word] {
			stops++ // one may be a passphrase's word ("correct horse ..."), as wordPhrase reads
		}
		if stops > 1 || !plainWord(word) || strings.ToLower(word) != word || sentenceWord(word) {
			return false
		}
	}
	return true
}

// coveredPhrase: the clause w in rest, after the password's label ending
// at e, is a passphrase of plain words (foreignPhrase) after a label of a
// language foreignJoiners cover. After a German label its nouns keep their
// capitals ("Passwort: grüne Bäume tanzen leise"), so they are read in
// lowercase there; elsewhere a capital marks a name or a sentence's head.
func coveredPhrase(text string, e int, rest string, w [2]int) bool {
	if !coveredLabel(text, e) {
		return false
	}
	if foreignPhrase(rest, w) {
		return true
	}
	if !germanLabel(text, e) {
		return false
	}
	lowered := strings.ToLower(rest[w[0]:w[1]])
	return len(lowered) == w[1]-w[0] && foreignPhrase(rest[:w[0]]+lowered+rest[w[1]:], w)
}

// germanLabel: the password's name ending at e is German's (Passwort,
// WLAN-Passwort, Kennwort).
func germanLabel(text string, e int) bool {
	for _, p := range components(wordBefore(text, e)) {
		if p == "passwort" || p == "kennwort" || p == "passwörter" {
			return true
		}
	}
	return false
}

// sentenceWord: word is one a sentence about a password holds, in English
// or another language, and a passphrase of random words seldom does (the
// English stop words are counted apart).
func sentenceWord(word string) bool {
	return proseWords[word] || phraseJoiners[word] || formatUnits[word] || phraseStops[word] ||
		foreignVerbs[word] || foreignJoiners[word]
}

// coveredLabel: the password's name ending at e is a password word of
// English or of a language foreignJoiners cover (Passwort, WLAN-Passwort,
// mot de passe, hasło, lösenord): after a label in another language
// (kata sandi, jelszó) a sentence's words are not listed.
func coveredLabel(text string, e int) bool {
	for _, p := range components(wordBefore(text, e)) {
		if coveredLabels[p] {
			return true
		}
	}
	return false
}

var coveredLabels = wordSet("password passwd passphrase pw pwd pass passwort kennwort passe mdp senha wachtwoord contraseña contrasena " +
	"hasło haslo lösenord losenord lösenordet passord passordet adgangskode adgangskoden salasana salasanani salasanasi parola heslo")

// foreignJoiners are the verbs, articles, prepositions, conjunctions and
// adverbs of a sentence about a password in German, French, Spanish,
// Portuguese, Italian, Dutch, Polish, Swedish, Danish and Norwegian, and
// Finnish: where it is, who has it, what happened to it. A phrase of random
// words seldom holds one (foreignJoined, foreignPhrase).
var foreignJoiners = wordSet(
	"sind war wird werden wurde muss müssen soll sollte kann steht liegt am an auf bei mit von vom die das den dem ein eine einer und oder nicht kein keine noch schon hier bitte frag fragen ändern geändert gleich wie immer leider seit gestern heute falsch richtig abgelaufen gesperrt " +
		"sont était sera doit le la les un une aux et ou pas ne sur avec par même comme ici demander changé toujours encore déjà expiré faux bloqué " +
		"son está están era ser debe el los las una al y o no con por sobre mismo como aquí pedir cambiado siempre todavía ya caducado incorrecto bloqueado " +
		"é são estão deve o os as um uma e ou não com mesmo aqui pedir mudou ainda sempre já errada expirou bloqueada " +
		"è sono deve vedi il lo gli le una della e o non con su stesso come qui chiedi cambiata ancora già scaduta sbagliata bloccata " +
		"zijn moet op het een en niet met zelfde hier vragen staat nog altijd al verlopen fout geblokkeerd " +
		"są był była musi zobacz z do i lub nie jak tutaj ten ta to nadal zawsze już wygasło błędne zablokowane " +
		"är var måste se i på ett och eller inte med för samma här finns står fortfarande alltid redan fel utgånget låst " +
		"skal et og ikke samme her står fortsatt alltid allerede feil utløpt " +
		"oli pitää katso ja tai ei sama täällä vielä aina jo väärä vanhentunut " +
		// and the adverbs of a judgement: "viel zu kurz geworden", "très court"
		"zu viel sehr ganz ziemlich geworden worden trop très assez bien demasiado muy muito troppo molto te heel erg veel zbyt za bardzo mycket väldigt liian " +
		// and the words of a rule for one: "mindestens zwölf zeichen lang"
		"mindestens zeichen stellen lang caractères caracteres caratteri tekens znaków znaki tecken tegn merkkiä mínimo minimo almeno minstens minst minimum " +
		// and the pronouns, prepositions and pointing verbs of a note that says
		// where a password is ("siehe Tresor", "voir le coffre", "zapytaj Anię")
		"des de du à au est voir demande dans pour chez mon ma mes sa notre votre ce cette elle on der einen " +
		"ist im in für siehe zum zur unos del es ver pregunta preguntar para mi tu da dos na em veja pergunte " +
		"meu minha di nel nella per mio mia of is zie vraag voor geen mijn w od jest zapytaj mój moja till av " +
		"fråga min mitt " +
		// and Czech's and Slovak's ("heslo je v trezoru", "zeptej se Jany")
		"jsou byl bylo byla bude v ve na se si a i nebo není nejsou u ze k ke pro po jako stejné stejně tady tam viz zeptej zeptejte " +
		"změněno změnil změnila uložené uloženo uložen vždy pořád ještě už špatně platí neplatí moje můj tvoje tvůj naše opýtaj " +
		// and German's that a capital hides ("Liegt beim Admin", "Unser Firmenname")
		"beim unser unsere euer eure sein seine ihr ihre bekannt rückwärts ich du er wir habe hab hast hat haben weiß vergessen")
