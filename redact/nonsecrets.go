package redact

import (
	"encoding/base32"
	"encoding/base64"
	"encoding/hex"
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// This file holds values read as secrets that are not: a
// standard's test vector whose bytes count or repeat, a publishable key
// configured as an XML element's text (a plist's <string>, an Android
// resource), a time stamp that a secret's name dates (created, rotated,
// expires), a sentence after a label that says what the secret does or
// how to get it, a column's SQL type after a secret's name, a few characters a name calls a part of the secret (its last
// four, its prefix), and a shell's backquoted command that fetches the
// secret.

// dropNonSecrets removes the spans whose value is one of the non-secrets
// above, and what other readers found inside them.
func dropNonSecrets(text string, spans []span) []span {
	var dropped []span
	out := spans[:0]
	for _, s := range spans {
		tok := strings.Trim(text[s.start:s.end], "\"'`")
		switch {
		case publishable(tok) && elementConfigured(text, s.start),
			!providerKinds[s.kind] && s.kind != "prefixed-token" && (countingBytes(tok) || sqlColumnType.MatchString(text[s.start:min(len(text), s.start+40)])),
			(s.kind == "assignment" || s.kind == "credential") && (datedStamp(text, s.start, s.end, tok) || partOfSecret(text, s.start, tok) || sentenceAfterLabel(text, s.end, tok)):
			dropped = append(dropped, s)
		case s.kind == "assignment" && backtickCommand(text, s.start, s.end):
			// what the command's arguments hold is judged by the readers
			// that found it: it is not dropped with the substitution
		default:
			out = append(out, s)
		}
	}
	return dropInside(out, dropped)
}

// elementConfigured: the value at start is the text of an XML element that
// an opening tag starts (<string>pk.eyJ..., <string
// name="stripe_publishable_key">pk_live_...): an app's configuration (an
// Info.plist, an Android resource) where a publishable key is set up for the
// client, as configured reads it after "=" or ":".
func elementConfigured(text string, start int) bool {
	before := strings.TrimRight(text[:start], " \t\"'")
	if !strings.HasSuffix(before, ">") || strings.HasSuffix(before, "/>") {
		return false
	}
	open := strings.LastIndexByte(before, '<')
	return open >= 0 && open+1 < len(before) && before[open+1] != '/' && before[open+1] != '!'
}

// minCountingBytes is the fewest bytes a counting value holds: a short
// password of digits ("12345678") is still one.
const minCountingBytes = 16

// countingBytes: tok, read as hex, base32 or base64, is bytes that count or
// repeat (00 01 02 ... 0f, 00 11 22 ... ff, "1234567890" again and again,
// 0b 0b 0b ...): the keys and seeds a standard prints as its test vectors
// (FIPS-197's, RFC 6238's, RFC 4231's), which no generator of secrets
// yields.
func countingBytes(tok string) bool {
	if len(tok) < 24 {
		return false
	}
	for _, b := range decodings(tok) {
		if len(b) >= minCountingBytes && periodicCounting(b) {
			return true
		}
	}
	return false
}

// decodings are the byte strings tok spells as hex, as base32 and as
// base64, those that decode.
func decodings(tok string) [][]byte {
	var out [][]byte
	if b, err := hex.DecodeString(tok); err == nil {
		out = append(out, b)
	}
	padded := tok + strings.Repeat("=", (8-len(tok)%8)%8) // a seed is often printed without its padding
	if b, err := base32.StdEncoding.DecodeString(padded); err == nil {
		out = append(out, b)
	}
	for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.RawStdEncoding, base64.URLEncoding, base64.RawURLEncoding} {
		if b, err := enc.DecodeString(tok); err == nil {
			out = append(out, b)
			break
		}
	}
	return out
}

// periodicCounting: b repeats a block that counts the way a standard's
// vector does, the whole of b being one such block at the longest.
func periodicCounting(b []byte) bool {
	for p := 1; p <= len(b); p++ {
		if periodic(b, p) && counting(b[:p]) && vectorStart(b[:p]) {
			return true
		}
	}
	return false
}

// vectorStart: a counting block starts and steps as the standards' vectors
// do: one byte repeated (0b 0b 0b ...), or counting up by one, 0x11 or
// 0x22 from 0 or 1 (00 01 02 ..., 00 11 22 ..., 01 23 45 ... ef, which is
// "0123456789abcdef", "1234567890"). Bytes that
// count down or from anywhere else (9f 8e 7d ...) are a made-up key a
// person typed, which opens what it is set for as well as a random one.
func vectorStart(block []byte) bool {
	if len(block) == 1 {
		return true
	}
	switch block[0] {
	case 0, 1, '0', '1':
	default:
		return false
	}
	step := block[1] - block[0]
	return step == 1 || step == 0x11 || step == 0x22
}

// periodic: every byte of b equals the one p before it.
func periodic(b []byte, p int) bool {
	for i := p; i < len(b); i++ {
		if b[i] != b[i-p] {
			return false
		}
	}
	return true
}

// counting: each byte of b is the one before plus the same step, modulo
// 256, or, for ASCII digits, modulo ten ("1234567890").
func counting(b []byte) bool {
	if len(b) < 3 {
		return true
	}
	digits := true
	for _, c := range b {
		digits = digits && c >= '0' && c <= '9'
	}
	step, ten := b[1]-b[0], (10+int(b[1])-int(b[0]))%10
	for i := 2; i < len(b); i++ {
		switch {
		case b[i]-b[i-1] == step:
		case digits && (10+int(b[i])-int(b[i-1]))%10 == ten:
		default:
			return false
		}
	}
	return true
}

// timeNameWords in a secret's name say its value is a moment in its life
// (api_key_created, password_last_rotated, token_expiry), not the secret.
var timeNameWords = strings.Fields("created updated rotated changed expires expiry expiration expired issued date at on " +
	"time timestamp since until last modified revoked generated")

// datedStamp: the value from start to end is an ISO 8601 date, and either a
// time of day follows it or the name it is assigned to dates it. A date
// alone after a plain secret's name ("password: 1987-04-12") may be the
// password.
func datedStamp(text string, start, end int, tok string) bool {
	if !isoDate(tok) {
		return false
	}
	if rest := text[end:]; len(rest) >= 6 && (rest[0] == 'T' || rest[0] == ' ') && isDigits(rest[1:3]) && rest[3] == ':' && isDigits(rest[4:6]) {
		return true
	}
	for _, p := range assignedName(text, start) {
		if slices.Contains(timeNameWords, p) {
			return true
		}
	}
	return false
}

// isoDate: tok is YYYY-MM-DD with a plausible month and day, or starts so
// and goes on with a time ("2025-01-31T23:59:59+00:00").
func isoDate(tok string) bool {
	if len(tok) < 10 || !isDigits(tok[:4]) || tok[4] != '-' || !isDigits(tok[5:7]) || tok[7] != '-' || !isDigits(tok[8:10]) {
		return false
	}
	month, day := tok[5:7], tok[8:10]
	if month < "01" || month > "12" || day < "01" || day > "31" {
		return false
	}
	rest := tok[10:]
	return rest == "" || (rest[0] == 'T' || rest[0] == ' ') && len(rest) >= 6 && isDigits(rest[1:3]) && rest[3] == ':'
}

// backtickCommand: the value from start to end is a shell's command
// substitution in backquotes right after "=" (TOKEN=`cat ~/.token`,
// PASSWORD=`pass show db/prod`), as $(...) is: the command that fetches
// the secret, not the secret. It must read as a command: a word, a blank
// and arguments, the word a tool that fetches or makes secrets or an
// argument a flag, a path or a pipe. A value in backquotes without blanks
// (TOKEN=`Zq8YkLm4Tn2R`), or words that read as a passphrase, stays one;
// echo prints its argument, which may be the secret.
func backtickCommand(text string, start, end int) bool {
	if start < 2 || end >= len(text) || text[start-1] != '`' || text[start-2] != '=' || text[end] != '`' {
		return false
	}
	fields := strings.Fields(text[start:end])
	if len(fields) < 2 || fields[0] == "echo" || fields[0] == "printf" {
		return false
	}
	if slices.Contains(secretTools, fields[0]) {
		return true
	}
	for _, f := range fields[1:] {
		if strings.ContainsAny(f[:1], "-/~$|.") || strings.Contains(f, "/") {
			return true
		}
	}
	return false
}

// secretTools are the commands a shell runs to fetch a secret from where it
// is kept (a file, a vault, a cloud's secret store, a password manager) or
// to make one.
var secretTools = strings.Fields("cat head vault aws gcloud az gh op pass gopass bw lpass security secret-tool keyring sops " +
	"kubectl doppler heroku openssl pwgen uuidgen jq yq base64 chamber infisical berglas terraform pulumi oc gpg age cut awk grep sed")

// maxSecretPart is the longest value a name that calls it a part of the
// secret labels: a key's last four or its prefix, as a dashboard shows it
// to tell keys apart. A longer value is judged as any other.
const maxSecretPart = 8

// partOfSecret: tok is short and the name it is assigned to calls it a
// part of the secret (api_key_last4, tokenSuffix, key_preview,
// last_four_of_key), not the secret.
func partOfSecret(text string, start int, tok string) bool {
	if len(tok) > maxSecretPart {
		return false
	}
	parts := assignedName(text, start)
	for k, p := range parts {
		if slices.Contains(secretPartWords, p) {
			return true
		}
		if (p == "last" || p == "first") && k+1 < len(parts) && slices.Contains(partCountWords, parts[k+1]) {
			return true
		}
	}
	return false
}

// secretPartWords name a part of a secret; partCountWords say how much of
// it after "last" or "first" (last_4, first_six_chars). "last" alone is the
// previous secret (last_password), which is one.
var (
	secretPartWords = strings.Fields("last4 last5 last6 first4 first6 lastfour suffix prefix preview tail")
	partCountWords  = strings.Fields("2 3 4 5 6 8 two three four five six eight chars characters digits")
)

// sqlColumnType is a column's type with its length, as a table's
// definition gives it after the column's name (password VARCHAR(255) NOT
// NULL, api_key char(64)): the size of what the column holds, not a value.
var sqlColumnType = lazyre.New(`^["'` + "`" + `]?(?i:n?varchar2?|n?char|character varying|varbinary|binary|bytea|raw|n?clob|blob|text|string|bit varying)\(\d{1,5}\)(?:[\s,;)]|$)`)

// sentenceAfterLabel: tok is a verb that opens a sentence about the secret
// after its label, and the sentence goes on ("token: expires in 3600
// seconds", "password: Use the forgot-password link", "Passwort: frag
// Ops"): what the secret does or how to get one, not its value. A word
// with nothing after it may be the password.
func sentenceAfterLabel(text string, end int, tok string) bool {
	if !slices.Contains(labelSentenceVerbs, strings.ToLower(tok)) || end >= len(text) || text[end] != ' ' {
		return false
	}
	next, _, _ := strings.Cut(strings.TrimLeft(text[end:], " "), " ")
	return len(next) > 0 && (letterByte(next[0]) || next[0] >= 0x80)
}

// labelSentenceVerbs open a sentence after a secret's label: what the
// secret does over its life (expires, rotates, lasts, renews, changes) and
// what to do to get one (use, ask, request, generate, run, click), in
// English and the languages the labels are read in.
var labelSentenceVerbs = strings.Fields("expires rotates lasts renews refreshes changes resets works needs requires " +
	"use get grab request generate create run click follow contact email ping call fetch copy open " +
	"frag fragen nutze verwende demande utilise utiliser pide usa usar chiedi")
