package redact

import (
	"strings"
	"unicode"
)

// This file holds redact50's classes: vendor shapes that reach no anchor
// where code glues them to a call's quotes, a Discord token whose id part
// was made up, a key written as a list of its decimal bytes, and a
// session cookie's warning head.

// gluedVendorKind finds a bare vendor shape (bareVendorKind) inside a
// blank-delimited token that code glues to its quotes and brackets
// (Mailgun::create('<32>-<8>-<8>', ...), new Ably.Realtime("APP.KEY:SECRET")):
// the pieces between quotes, brackets and commas are tried alone. It gives
// the piece's offset in tok and its kind.
func gluedVendorKind(tok string) (int, int, string) {
	for i := 0; i < len(tok); {
		for i < len(tok) && blobQuotes[tok[i]] {
			i++
		}
		j := i
		for j < len(tok) && !blobQuotes[tok[j]] {
			j++
		}
		piece := strings.TrimRight(tok[i:j], ".:!?")
		if k := bareVendorKind(piece); k != "" {
			return i, i + len(piece), k
		}
		if ablyKey(piece) {
			return i, i + len(piece), "ably-key"
		}
		i = j
	}
	return 0, 0, ""
}

// ablyKey: an Ably API key said bare, "APPID.KEYID:SECRET": two short ids
// of 4 to 10 characters joined by a dot, a colon, and a random secret of 30
// or more (dottedKeyPair). A host and port, a module path or a time has no
// such secret after its colon.
func ablyKey(tok string) bool {
	id, _, ok := strings.Cut(tok, ":")
	if !ok || !dottedKeyPair(tok) {
		return false
	}
	app, key, _ := strings.Cut(id, ".")
	return len(app) >= 4 && len(app) <= 10 && len(key) >= 4 && len(key) <= 10
}

// madeUpDiscordToken: a Discord bot token's three parts whose first part
// does not decode to the bot's id, as a token retyped or made up for an
// example is written: it still opens with the "M", "N" or "O" every id's
// base64 opens with, its timestamp is 6 or 7 characters, and both ends read
// as random. A dotted name (a package, a host) has words for parts.
func madeUpDiscordToken(parts []string) bool {
	if !strings.ContainsRune("MNO", rune(parts[0][0])) || len(parts[2]) > 40 {
		return false
	}
	for _, p := range parts {
		for k := 0; k < len(p); k++ {
			if !isWord(p[k]) && p[k] != '-' {
				return false
			}
		}
	}
	return randomShort(parts[0]) && secretLike(parts[0]) && secretLike(parts[2])
}

// minListKeyBytes is the fewest decimal bytes a list must hold to be a key's:
// 128 bits, the smallest key a network or a cipher takes.
const minListKeyBytes = 16

// byteListEnd widens a value that opens a bracketed list of decimal bytes
// ("network_key: [162, 48, 216, ...]", "aes_key = [12, 250, ...]") to the
// list's "]": a key written as its bytes, which a value's reader stops at
// the first comma. A list of fewer than 16 numbers, or one with a number
// past 255, is ports, sizes or coordinates. It gives -1 when s is no such
// list.
func byteListEnd(s string) int {
	if !strings.HasPrefix(s, "[") {
		return -1
	}
	n, i := 0, 1
	for i < len(s) {
		for i < len(s) && (s[i] == ' ' || s[i] == ',' || s[i] == '\n' || s[i] == '\t') {
			i++
		}
		if i < len(s) && s[i] == ']' {
			break
		}
		j := i
		for j < len(s) && j-i < 4 && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		if j == i || j-i > 3 || s[i:j] > "255" && j-i == 3 || j < len(s) && !strings.ContainsRune(" ,]\n\t", rune(s[j])) {
			return -1
		}
		n, i = n+1, j
	}
	if i >= len(s) || n < minListKeyBytes {
		return -1
	}
	return i + 1
}

// cookieWarning opens a Roblox session cookie's value, before the words
// of the warning and the hex the provider rule anchors on.
const cookieWarning = "_|WARNING:"

// maxWarningLookBack bounds how far back a cookie's warning is sought: the
// warning Roblox writes runs to about 120 bytes.
const maxWarningLookBack = 160

// warningHeads widens a session cookie's span back to the warning its
// value opens with: the value is the warning and the hex together, and a
// span that began at the hex left the warning beside the marker.
func warningHeads(text string, spans []span) []span {
	for k, s := range spans {
		if s.kind != "roblox-cookie" {
			continue
		}
		head := text[max(0, s.start-maxWarningLookBack):s.start]
		if w := strings.LastIndex(head, cookieWarning); w >= 0 && !strings.ContainsAny(head[w:], " \t\n\"'") {
			spans[k].start = s.start - len(head) + w
		}
	}
	return spans
}

// byteListKeys widens each span that opens a list of decimal bytes to its
// closing bracket.
func byteListKeys(text string, spans []span) []span {
	for k, s := range spans {
		if s.start < len(text) && text[s.start] == '[' {
			if e := byteListEnd(text[s.start:min(len(text), s.start+maxSentenceLen)]); e > 0 {
				spans[k].end = max(s.end, s.start+e)
			}
		}
	}
	return spans
}

// maxLeadWords bounds the words a reply may say before the colon that
// hands its value over ("it's literally one line: X").
const maxLeadWords = 6

// colonTail is the value a reply to a question hands over after a few
// words and a colon at its end ("it's literally one line: X", "here you
// go: X", "c'est ça : X"), or v unchanged when it has no such tail. The
// tail must be one value alone that reads as random or mixes every class
// of character: "it's in the vault: see 1Password" and "it's in the
// vault: 1Password" say where it is.
func colonTail(v string) string {
	k := strings.LastIndex(v, ": ")
	if k < 0 {
		return v
	}
	tail := strings.TrimSpace(v[k+2:])
	if strings.ContainsAny(tail, " \t") || len(strings.Fields(v[:k])) > maxLeadWords || !secretLike(tail) && !symbolPassword(tail) {
		return v // a name after the colon ("it's in the vault: 1Password", "see the wiki: Onboarding-Guide") says where it is
	}
	return tail
}

// askedTail: tail, the rest of a question's line after the credential's
// word, ends the question within maxAskedTail bytes: at the line's end, or
// at a "?" another sentence follows ("what's in config/master.key? deploy
// says InvalidMessage"), as chat runs a question on into why it asks.
func askedTail(tail string) bool {
	tail = strings.TrimRight(tail, " \t\r")
	if len(tail) <= maxAskedTail && strings.HasSuffix(tail, "?") {
		return true
	}
	k := strings.Index(tail[:min(len(tail), maxAskedTail+2)], "? ") // the head alone: a long line is not read whole for each word in it
	return k >= 0 && k < maxAskedTail
}

// maxNamingAside bounds the parenthetical asideNamed reads back from its ")".
const maxNamingAside = 120

// asideNamed redacts the value a copula gives a thing whose parenthetical
// aside calls it a key, a token or a password ("the Hue bridge's username
// (the long key you get after pressing the button) is X", "de
// gebruikersnaam (die lange key ...) is X"): the aside says what the value
// is where the label's own noun does not. The value must read as random;
// "(the one with the key) is in the drawer" gives none.
func asideNamed(text string, spans []span) []span {
	scan(text, literal(") "), func(i int) int {
		rest := text[i+2 : min(len(text), i+2+maxSentenceLen)]
		verb, after, ok := strings.Cut(rest, " ")
		if !ok || !copulas[strings.ToLower(verb)] {
			return i + 1
		}
		v := after[:tokenEnd(after)]
		if len(v) < 16 || !secretLike(v) || uuidLike(v) || !asideCalls(text, i) {
			return i + 1
		}
		s := i + 2 + len(verb) + 1
		return appendSpan(&spans, s, s+len(v))
	})
	return spans
}

// tokenEnd is where the token opening s ends: at a blank, a quote, a
// bracket or a sentence's stop.
func tokenEnd(s string) int {
	k := strings.IndexAny(s, " \t\n\r\"'`()[]{}<>,;")
	if k < 0 {
		k = len(s)
	}
	return len(strings.TrimRight(s[:k], ".!?:"))
}

// appendSpan adds a credential's span to spans and gives where a scan
// goes on.
func appendSpan(spans *[]span, s, e int) int {
	*spans = append(*spans, span{s, e, "credential"})
	return e
}

// maxAsideHead is the most words an aside may put before its credential's
// noun: an opener and two qualifiers ("also der lange Schlüssel").
const maxAsideHead = 4

// asideOpeners open an aside that names what the value is: articles,
// demonstratives and "also"/"aka" in the languages the copulas cover. An
// aside opened by a preposition or a relative ("with the token", "which
// takes a key") tells of something else.
var asideOpeners = wordSet("the a an this that its our my aka also ie basically " +
	"de het een die dat der das den ein eine le la les l un une el los las una o il lo ett en")

// asideCalls: the parenthetical that closes at i, on its line, opens with
// an article or a demonstrative and names a credential (credWords) within
// its first words: "(the long key you get ...)", "(die lange key ...)".
// "(the one that rotated the key)" names a commit, not the value.
func asideCalls(text string, i int) bool {
	head := text[max(0, i-maxNamingAside):i]
	open := strings.LastIndexAny(head, "(\n")
	if open < 0 || head[open] != '(' {
		return false
	}
	words := strings.FieldsFunc(strings.ToLower(head[open+1:]), func(r rune) bool { return !unicode.IsLetter(r) })
	if len(words) == 0 || !asideOpeners[words[0]] {
		return false
	}
	for _, w := range words[1:min(len(words), maxAsideHead)] {
		if _, ok := credWords[w]; ok {
			return true
		}
	}
	return false
}
