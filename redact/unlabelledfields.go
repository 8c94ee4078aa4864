package redact

import "strings"

// credFieldWords are the words for a form's field a credential's noun names,
// in the languages a note or a chat may say where a value goes: English,
// German (glued: Passwortfeld), Spanish and Portuguese, French,
// Indonesian, Dutch, Polish.
var credFieldWords = []string{"field", "feld", "campo", "champ", "kolom", "veld", "pole "}

// placingVerbs put a value into a field: the verb before the value in
// English and the European languages ("type X in the password field",
// "gib X ins Passwortfeld ein"), or after it in Hindi and Urdu as chat
// writes them in Latin letters ("X daalo password field me").
var placingVerbs = wordSet("type enter put paste use input insert fill pon escribe introduce ingresa mete mets tape saisis entre entrez gib trag tippe digite coloque insira metti inserisci scrivi masukkan ketik isi wpisz voer typ daalo dalo daal daliye likho bharo")

// fieldPlaced redacts the value a sentence puts into a field named for a
// credential: the field's name is the label the value lacks. The value
// must stand beside a verb that places it and read as a password, so
// "type your email in the password reset field" and "leave the password
// field empty" give none.
func fieldPlaced(text, lower string, spans []span) []span {
	for _, f := range credFieldWords {
		scan(lower, literal(f), func(i int) int {
			head, ok := credentialField(lower, i, len(f))
			if !ok {
				return i + 1
			}
			if v, ok := clausePlacedValue(text, head); ok {
				spans = take(text, 0, v, minPasswordLen, "password", spans) // a password manager's name is no password
			}
			return i + len(f)
		})
	}
	return spans
}

// credentialField: the field word at i (n bytes) is a credential's field,
// its noun right before it or glued on ("password field", "Passwortfeld")
// or within the two words after it ("campo de contraseña", "champ mot de
// passe", "kolom password"). head is where the clause before the field's
// phrase ends.
func credentialField(lower string, i, n int) (int, bool) {
	ws := strings.LastIndexAny(lower[:i], " \t\n") + 1
	if glued := strings.TrimRight(lower[ws:i], "-"); glued != "" {
		return ws, credentialNoun(glued)
	}
	ps := strings.LastIndexAny(strings.TrimRight(lower[:ws], " \t"), " \t\n") + 1
	if prev := strings.TrimSpace(lower[ps:ws]); credentialNoun(prev) {
		return ps, true
	}
	after := strings.Fields(lower[i+n : min(len(lower), i+n+40)])
	for k := 0; k < len(after) && k < 3; k++ {
		if w := strings.Trim(after[k], ".,;:!?"); credentialNoun(w) || w == "passe" {
			return ws, true
		}
	}
	return 0, false
}

// maxPlacedClause bounds how far before the field's phrase fieldPlaced
// reads for the value placed into it.
const maxPlacedClause = 80

// clausePlacedValue is the value the clause ending at head places, as bounds in
// text: the word after a placing verb or an "and" that repeats it, or the
// word before one that ends its clause's verb (Hindi's "X daalo").
func clausePlacedValue(text string, head int) ([2]int, bool) {
	s := max(0, head-maxPlacedClause)
	if k := strings.LastIndexAny(text[s:head], ".;!?\n,"); k >= 0 {
		s += k + 1
	}
	words := strings.Fields(text[s:head])
	placing := false
	for j, w := range words {
		// "and" after a placing verb places again ("type admin in the
		// username field and X in the password field").
		if !placingVerbs[lowerASCII(w)] && !(placing && lowerASCII(w) == "and") {
			continue
		}
		placing = true
		for _, c := range []int{j + 1, j - 1} {
			if c < 0 || c >= len(words) || !placeable(words[c]) {
				continue
			}
			at := s + wordOffset(text[s:head], words, c)
			return [2]int{at, at + len(words[c])}, true
		}
	}
	return [2]int{}, false
}

// placeable: w reads as a password, not a word of the sentence.
func placeable(w string) bool {
	return !credentialNoun(lowerASCII(w)) && (symbolPassword(w) || secretLike(w) || heldValue(w) && mixedWord(w))
}

// wordOffset is the byte offset in s of words[c], the fields of s.
func wordOffset(s string, words []string, c int) int {
	off := 0
	for k := 0; k <= c; k++ {
		i := strings.Index(s[off:], words[k])
		if k == c {
			return off + i
		}
		off += i + len(words[k])
	}
	return off
}

// chatParticles are the words chat puts between a label and its colon
// that carry no meaning of their own: Indonesian's and Malay's "ini ya",
// "nih", "dong", English's "here", "below", German's "hier", French's
// "voici", Spanish's "aquí", Polish's "oto", and the copulas and
// demonstratives a label says them with ("il token è questo:").
var chatParticles = wordSet("ini itu ya yah nih tuh dong sih deh nah kok lho lah here below this is then btw again pls hier ist dies voici voilà ici ceci est aquí aqui está esta este es è questo questa oto to jest вот")

// maxParticleHead bounds the label and particles before a colon.
const maxParticleHead = 48

// particleLabels redacts a random value after a colon whose label names a
// credential and then says nothing but a chat's particles ("Token
// API-nya ini ya: X", "klucz API to: X", "the token here: X"): the label
// is the credential's, the particles hold it apart from the colon.
func particleLabels(text string, spans []span) []span {
	scan(text, literal(": "), func(i int) int {
		s := max(strings.LastIndexByte(text[:i], '\n')+1, i-maxParticleHead)
		if !particleHead(strings.Fields(lowerASCII(text[s:i]))) {
			return i + 1
		}
		v := token(text, i+2)
		if !secretLike(text[v[0]:v[1]]) {
			return i + 1
		}
		spans = append(spans, span{v[0], v[1], "credential"})
		return v[1]
	})
	return spans
}

// particleHead: words are a credential's noun, at most one qualifier
// (API, -nya), then one chat particle or more, and nothing else but an
// article or two before the noun.
func particleHead(words []string) bool {
	k := -1
	for j, w := range words {
		if credentialNoun(strings.TrimSuffix(w, "-nya")) {
			k = j
			break
		}
	}
	if k < 0 || k > 2 || k == len(words)-1 {
		return false
	}
	rest := words[k+1:]
	if !chatParticles[rest[0]] {
		rest = rest[1:] // one qualifier: API-nya, wifi
	}
	if len(rest) == 0 {
		return false
	}
	for _, w := range rest {
		if !chatParticles[w] {
			return false
		}
	}
	return true
}
