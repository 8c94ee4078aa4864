package redact

import (
	"encoding/base64"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// secretStoreCmd opens a command whose name=value arguments are written into
// a secret store: vault kv put and patch, vault write to a kv mount, and the
// "secrets set" of fly, doppler, supabase, infisical and their kind. The
// store is the credential context, whatever the names (stripe_signing=...).
// Other vault writes configure auth methods and roles (token_ttl=1h). It is
// anchored: it runs where "vault" or "secret" occurs, never over a paste.
var secretStoreCmd = lazyre.New(`^(?:vault\s+kv\s+(?:put|patch)\s|vault\s+write\s+(?:secret|kv)/|secrets?\s+set\s)`)

// storeArg is one name=value argument of such a command.
var storeArg = lazyre.New(`(?:^|\s)[A-Za-z_][\w.\-]*=("[^"\n]*"|'[^'\n]*'|[^\s'"]+)`)

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
// that random. Hex (a digest, a commit), paths, image names, words and the
// public key a verifier takes (minisign -P RW...) stay.
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
		s, e := flagArg(text, s)
		if v := text[s:e]; !formField(v) && !signifyPublic(v) && !bech32Public(v) && (len(v) >= minTailLen && randomTail(v) && !encodesText(v) || passwordFlag(text[f], v)) {
			spans = append(spans, span{s, e, "command-token"})
		}
		return e
	})
	return spans
}

// flagArg is the bounds of the flag's value that starts at s: a word, or
// the inside of the quotes around it (ipmitool -P 'SECRET'), which a shell
// strips before the tool sees it.
func flagArg(text string, s int) (int, int) {
	if q := text[s]; q == '\'' || q == '"' {
		if k := strings.IndexByte(text[s+1:min(len(text), s+1+maxProviderSpan)], q); k > 0 && !strings.ContainsAny(text[s+1:s+1+k], " \n") {
			return s + 1, s + 1 + k
		}
	}
	e := s
	for e < len(text) && !isSpace(text[e]) && strings.IndexByte("\"'`;|&)", text[e]) < 0 {
		e++
	}
	return s, e
}

// formField: v is a form's name=value pair (curl -d payment_intent=pi_...,
// -F file=@x): the name says what the value is, and a name that says
// secret is read by credentialWords. An environment's NAME=value (docker
// run -e) is upper-case, and left to the token's own shape.
func formField(v string) bool {
	k := strings.IndexByte(v, '=')
	return k > 0 && identifier(v[:k]) && lowerASCII(v[:k]) == v[:k]
}

// k8sSecrets redacts the values of a Kubernetes Secret's data and
// stringData (kubectl get secret -o yaml, a manifest): every field there is
// a secret whatever its name (.dockerconfigjson, DATABASE_URL, webhook), so
// a value that reads as random, or a URL with a random segment, goes. A
// ConfigMap's data stays.
func k8sSecrets(text string, spans []span) []span {
	scan(text, literal("kind: Secret"), func(i int) int {
		if i > 0 && text[i-1] != '\n' || i+12 < len(text) && !isSpace(text[i+12]) {
			return i + 1 // kind: SecretProviderClass, or a key nested deeper
		}
		from := strings.LastIndex(text[:i], "\n---") + 1
		to := len(text)
		if j := strings.Index(text[i:], "\n---"); j >= 0 {
			to = i + j
		}
		to = min(to, i+1<<16)
		for _, block := range []string{"data:", "stringData:"} {
			if j := lineOpening(text[from:to], block); j >= 0 {
				spans = dataFields(text, from+j+len(block), to, spans)
			}
		}
		return to
	})
	return spans
}

// lineOpening is the offset of the first line of s that opens with prefix, or -1.
func lineOpening(s, prefix string) int {
	if strings.HasPrefix(s, prefix) {
		return 0
	}
	if i := strings.Index(s, "\n"+prefix); i >= 0 {
		return i + 1
	}
	return -1
}

// dataFields redacts the secret values of the indented "name: value" lines
// from s (the end of a data: line) up to the first line that is not indented.
func dataFields(text string, s, to int, spans []span) []span {
	for p := s; p < to && text[p] == '\n'; {
		line := text[p+1 : p+1+lineBound(text, p+1)]
		if line == "" || line[0] != ' ' && line[0] != '\t' {
			break
		}
		if _, v, ok := strings.Cut(line, ": "); ok {
			v = strings.Trim(strings.TrimSpace(v), `"'`)
			if (candidate(v) || randomSegment(v)) && !publicPEM64(v) {
				k := p + 1 + strings.LastIndex(line, v)
				spans = append(spans, span{k, k + len(v), "assignment"})
			}
		}
		p += 1 + len(line)
	}
	return spans
}

// publicPEM64: v is base64 of a PEM certificate or public key (a TLS
// Secret's tls.crt, ca.crt), which the block's label calls public.
func publicPEM64(v string) bool {
	if !strings.HasPrefix(v, "LS0tLS1CRUdJTi") || len(v) < 48 {
		return false
	}
	b, err := base64.StdEncoding.DecodeString(v[:48])
	return err == nil && (strings.Contains(string(b), "CERTIFICATE") || strings.Contains(string(b), "PUBLIC KEY"))
}

// randomSegment: v is a URL one of whose path segments reads as random (a
// webhook's token).
func randomSegment(v string) bool {
	_, path, ok := strings.Cut(v, "://")
	if !ok {
		return false
	}
	for _, seg := range strings.Split(path, "/")[1:] {
		if candidate(seg) {
			return true
		}
	}
	return false
}
