package redact

import (
	"strings"
	"unicode"
)

// pairPhrase is the passphrase of two or three plain words that is the
// whole complement of a password's "is" in any language the copula list
// holds ("the wifi password is purple elephant", "het wachtwoord is
// paarse olifant", "das WLAN-Passwort ist blaue Ente"), as bounds in rest;
// loc is the operator's. copulaPhrase asks three words or more because a
// short complement is usually the sentence's own; that sentence has a
// shape a phrase of chosen words lacks: an adverb, a negation, a
// preposition or an article ("too short", "te kort", "in 1Password",
// "nicht gesetzt"), a verb's participle or gerund ("is being reset",
// "working fine"), or an adjective that says what a password is like
// ("case sensitive", "ziemlich lang", "top secret", "company standard",
// "hetzelfde gebleven", "mal choisi"). The phrase must end
// its sentence: anything after it but the next sentence is the sentence
// going on ("purple elephant for guests").
func pairPhrase(rest string, loc []int) ([2]int, bool) {
	if !copulaOp(rest[loc[0]:loc[1]]) || negatedOp(rest[loc[0]:loc[1]]) {
		return [2]int{}, false
	}
	w := clause(rest, loc[1])
	if j := strings.Index(rest[w[0]:w[1]], " - "); j >= 0 {
		w[1] = w[0] + j // a hyphen between blanks, which clause reads on, opens the next clause
	}
	f := strings.Fields(rest[w[0]:w[1]])
	if len(f) < 2 || len(f) > 3 || !sentenceEnds(rest, w[1]) || strings.HasPrefix(rest[w[0]:], markerPrefix) {
		return [2]int{}, false
	}
	for i, word := range f {
		if !plainWord(word) || pairStop(strings.ToLower(word), i == 0) {
			return [2]int{}, false
		}
	}
	return w, true
}

// passwordLabel: the word ending at e names a password in a language
// coveredLabels or englishPasswordWords list ("WLAN-Passwort",
// "passcode"), not any credential word's (an error code, a promo code).
func passwordLabel(text string, e int) bool {
	for _, p := range components(wordBefore(text, e)) {
		if coveredLabels[p] || englishPasswordWords[p] {
			return true
		}
	}
	return false
}

// copulaOp: the operator op ends in a copula, past an adverb of time
// ("is now"): English, German, Dutch, Spanish, French, Swedish,
// Portuguese, Italian, Danish and Norwegian, Finnish, Polish (jest, and
// the "to" that joins two nouns: "hasło to zielony kot").
func copulaOp(op string) bool {
	f := strings.Fields(strings.ToLower(op))
	for len(f) > 1 && copulaTimes[f[len(f)-1]] {
		f = f[:len(f)-1]
	}
	return len(f) > 0 && copulas[f[len(f)-1]]
}

// copulas are "is" in the languages copulaOp reads.
var copulas = wordSet("is ist es est är é è er on jest to")

// sentenceEnds: the clause ending at i in rest is its sentence's last:
// the text or its line ends there, or a full stop, "!", "?" or ";" does,
// or a comma or a dash between blanks opens another clause ("purple
// elephant, don't share it", "blå hest — sig det ikke"): the phrase is
// carried to its end, where only a word without a mark goes on with it
// ("purple elephant for guests").
func sentenceEnds(rest string, i int) bool {
	if i == len(rest) || rest[i] == '\n' || rest[i] == '\r' {
		return true
	}
	if strings.HasPrefix(rest[i:], " — ") || strings.HasPrefix(rest[i:], " – ") || strings.HasPrefix(rest[i:], " - ") {
		return true
	}
	return strings.IndexByte(".!?;,", rest[i]) >= 0 && (i+1 == len(rest) || isSpace(rest[i+1]))
}

// pairStop: word (lowercased) belongs to a sentence about a password,
// not to a phrase of chosen words; first says it follows the copula,
// where a gerund or a participle opens a verb's phrase ("is working
// fine", "is hidden somewhere").
func pairStop(word string, first bool) bool {
	if stopWords[word] || phraseStops[word] || phraseJoiners[word] || judgementWords[word] || foreignJoiners[word] ||
		hintWords[word] || formatUnits[word] || countWords[word] || copulaTimes[word] || passwordTraits[word] {
		return true
	}
	if len(word) >= 6 && (hasAnySuffix(word, verbEndings) || hasAnySuffix(word, finnishParticiples) || strings.HasPrefix(word, "ge") && hasAnySuffix(word, []string{"t", "d", "en"})) {
		return true // "extremely long", "zufällig generiert", "généré automatiquement", "generowane losowo", "gegenereerd"
	}
	if len(word) >= 6 && strings.HasSuffix(word, "ed") {
		return true // "Okta controlled", "Bitwarden managed": a participle after who does it
	}
	return first && len(word) >= 5 && (strings.HasSuffix(word, "ing") || strings.HasSuffix(word, "ed")) || !unicode.IsLetter([]rune(word)[0])
}

// verbEndings end an adverb or a verb's participle in the languages
// copulas cover: English -ly, German -iert, French -é and -ment, Spanish,
// Portuguese and Italian -ado, -ido, -ato, -ito (and their feminines) and
// -mente, Polish -owo, -owane and -ione (zmieniony; an adjective's -ony,
// zielony, is none), Swedish -erat, Dutch -eerd.
var verbEndings = []string{"ly", "iert", "é", "ée", "és", "ées", "ment", "mente", "ado", "ada", "ido", "ida", "ato", "ata", "ito", "ita",
	"owo", "owane", "owana", "owany", "ione", "iona", "iony", "erat", "erad", "eerd"}

// finnishParticiples end Finnish's participles and its passive past
// (vaihdettu, vaihdettiin, unohtunut): "salasana on vaihdettu eilen".
var finnishParticiples = []string{"ttu", "tty", "ttiin", "nut", "nyt"}

// hasAnySuffix: s ends in one of ends.
func hasAnySuffix(s string, ends []string) bool {
	for _, end := range ends {
		if strings.HasSuffix(s, end) {
			return true
		}
	}
	return false
}

// passwordTraits say what a password is like, where it is, or how it
// compares, in the languages copulas cover: "case sensitive", "top
// secret", "somewhere safe", "auch falsch", "nog geldig", "encore
// valide", "kurz genug".
var passwordTraits = wordSet(`standard usual normal typical next previous former current mal bien mieux zo goed prima hetzelfde dezelfde
	dasselbe derselbe dieselbe gleiche stessa stesso misma mesma samma one case sensitive insensitive lowercase uppercase secret secure insecure safe unsafe random unique temporary
	default mandatory numeric alphanumeric complex simple easy hard obvious known unknown public private personal
	shared knowledge policy important complicated different similar good bad great terrible awful useless broken
	gone lost forgotten unchanged old new invalid valid right somewhere elsewhere everywhere nowhere enough either
	neither both kurz kort court courte corto corta curto curta breve longue largo larga lungo lunga schwach zwak
	faible débil fraco fraca debole svag stark sterk fort fuerte forte sicher unsicher veilig onveilig sûr sûre
	seguro segura sicuro sicura säker geheim secrète secreto secreta segreto segreta hemlig neu nieuw nieuwe
	nouveau nouvelle nuevo nueva novo nuovo nuova ny alt oud ancien ancienne viejo vieja velho velha vecchio
	vecchia gammal gültig ungültig geldig ongeldig valide invalide válido válida inválido inválida valido valida
	giltig ogiltig bekannt bekend connu connue conocido conocida conhecido conhecida noto nota känd unbekannt
	onbekend inconnu desconocido sconosciuto okänd korrekt correcte correcto correcta correto correta corretto
	corretta rätt juist anders autre otro otra outro outra altro altra annan einfach eenvoudig sencillo sencilla
	simples semplice enkel kompliziert ingewikkeld compliqué complicado complicada complicato komplicerat überall
	overal partout wichtig belangrijk importante viktig genug genoeg assez suficiente abbastanza tillräckligt nok
	auch ook aussi también também anche också også wieder weer nochmal encore vez novamente ancora igen jetzt nu
	nun maintenant ahora agora ora adesso bij bei privat privé privado privada privato privata confidentiel
	confidentielle vertraulich vertrouwelijk confidencial confidenziale incorrecta incorrecto incorreta incorretta
	onjuist fout faux fausse falso falsa`)
