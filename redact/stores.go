package redact

import (
	"regexp"
	"strings"
)

// secretStoreCmd opens a command whose name=value arguments are written into
// a secret store: vault kv put and patch, vault write to a kv mount, and the
// "secrets set" of fly, doppler, supabase, infisical and their kind. The
// store is the credential context, whatever the names (stripe_signing=...).
// Other vault writes configure auth methods and roles (token_ttl=1h). It is
// anchored: it runs where "vault" or "secret" occurs, never over a paste.
var secretStoreCmd = regexp.MustCompile(`^(?:vault\s+kv\s+(?:put|patch)\s|vault\s+write\s+(?:secret|kv)/|secrets?\s+set\s)`)

// storeArg is one name=value argument of such a command.
var storeArg = regexp.MustCompile(`(?:^|\s)[A-Za-z_][\w.\-]*=("[^"\n]*"|'[^'\n]*'|[^\s'"]+)`)

// secretStores redacts the values of the name=value arguments of a command
// that writes secrets into a store. A value read from a file (@file) or
// stdin (-), a placeholder and a short flag value stay.
func secretStores(text string, spans []span) []span {
	for _, anchor := range []string{"vault", "secret"} {
		scan(text, literal(anchor), func(i int) int {
			if i > 0 && isWord(text[i-1]) {
				return i + 1
			}
			m := secretStoreCmd.FindStringIndex(text[i : i+lineBound(text, i)])
			if m == nil {
				return i + 1
			}
			return storeArgs(text, i+m[1], &spans)
		})
	}
	return spans
}

// storeArgs redacts the name=value arguments on the line from s, and
// returns where the line ends.
func storeArgs(text string, s int, spans *[]span) int {
	line := text[s : s+lineBound(text, s)]
	for _, a := range storeArg.FindAllStringSubmatchIndex(line, -1) {
		vs, ve := s+a[2], s+a[3]
		if q := text[vs]; q == '"' || q == '\'' {
			vs, ve = vs+1, ve-1
		}
		if v := text[vs:ve]; len(v) >= minPasswordLen && v[0] != '@' && v != "-" && !placeholder(v) {
			*spans = append(*spans, span{vs, ve, "credential"})
		}
	}
	return s + len(line)
}

// passwordFlag says whether v, given to the one-letter flag f, is a
// password: -p and -P take one in mysql, security import, pihole, sshpass,
// openssl and most CLIs that log in, and a password mixes cases and digits
// where a port, a profile's name or a path does not.
func passwordFlag(f byte, v string) bool {
	return (f == 'p' || f == 'P') && len(v) >= 8 && randomShort(v) && !productName(v) && !strings.ContainsAny(v, "/.,:=$")
}

// shortFlagTokens redacts a random token of 32 characters or more given to a
// one-letter flag (acmectl deploy -t <token>, tool -k <key>): a CLI takes
// its credential that way, and nothing else a flag takes is that long and
// that random. Hex (a digest, a commit), paths, image names and words stay.
func shortFlagTokens(text string, spans []span) []span {
	scan(text, literal(" -"), func(i int) int {
		f := i + 2
		if f+2 >= len(text) || class(text[f]) != 1 && class(text[f]) != 2 || text[f+1] != ' ' && text[f+1] != '=' {
			return i + 1
		}
		s := f + 2
		if text[s] == '-' {
			return s - 1 // a flag without a value (-a -p X): the next flag is read on its own
		}
		e := s
		for e < len(text) && !isSpace(text[e]) && strings.IndexByte("\"'`;|&)", text[e]) < 0 {
			e++
		}
		if v := text[s:e]; len(v) >= minTailLen && randomTail(v) && !encodesText(v) || passwordFlag(text[f], v) {
			spans = append(spans, span{s, e, "command-token"})
		}
		return e
	})
	return spans
}
