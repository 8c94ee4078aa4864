package redact

import "strings"

// loginVerbs are the subcommands of CLIs that take a credential as a
// positional argument: b2 authorize-account KEY_ID KEY, vault operator
// unseal KEY, vault login TOKEN, bw unlock PASSWORD, ngrok config
// add-authtoken TOKEN, snyk auth TOKEN.
var loginVerbs = []string{"authorize-account", "unseal", "unlock", "add-authtoken", "authtoken", "login", "auth"}

// positionalCredentials redacts the random arguments of a login verb: the
// verb must follow a command's word on its line (a tool, never a
// sentence's first word), and only an argument that reads as random goes,
// so a host (argocd login cd.example.com), a flag (unseal -status) or a
// word of prose stays.
func positionalCredentials(text string, spans []span) []span {
	for _, verb := range loginVerbs {
		scan(text, literal(" "+verb+" "), func(i int) int {
			s := strings.LastIndexByte(text[:i], '\n') + 1
			if i == s || !isWord(text[i-1]) {
				return i + 1 // no command before the verb
			}
			from := i + len(verb) + 2
			line := text[from : from+lineBound(text, from)]
			flagged := false // the argument before is a flag, whose value this is
			for n, arg := range strings.Fields(line) {
				if n >= 3 || strings.ContainsAny(arg[:1], "|;&><#") {
					break
				}
				v := strings.Trim(arg, `'"`)
				if !flagged && !strings.HasPrefix(v, "-") && candidate(v) && !placeholder(v) && !publicNumber(v) {
					at := from + strings.Index(line, arg) + strings.Index(arg, v)
					spans = append(spans, span{at, at + len(v), "command-token"})
				}
				flagged = strings.HasPrefix(v, "-") && !strings.Contains(v, "=")
			}
			return from
		})
	}
	return spans
}

// generatedKeys redacts a key a key-generating command printed: on the
// command's line after it ("consul keygen gives: pUqJ...="), or alone on
// the line below (wg genkey, then its output). Only a long token that
// reads as random goes, never one with a colon (ssh-keygen -l prints a
// SHA256: fingerprint) nor the command's own arguments, which are short.
func generatedKeys(text string, spans []span) []span {
	for _, a := range []string{"keygen", "genkey"} {
		scan(text, literal(a), func(i int) int {
			from := i + len(a)
			end := from + lineBound(text, from)
			found := keyTokens(text, from, end, &spans)
			if !found && end < len(text) {
				keyTokens(text, end+1, end+1+lineBound(text, end+1), &spans)
			}
			return end
		})
	}
	return spans
}

// printedTokens redacts the token a command that prints one wrote on a line
// of its own within three lines below it (heroku auth:token, gh auth token,
// gcloud auth print-access-token, az account get-access-token): pasted
// with its output, the line is the credential, a UUID too (Heroku's API
// keys are UUIDs), and a warning the tool printed may stand between.
func printedTokens(text string, spans []span) []span {
	for _, a := range tokenPrinters {
		scan(text, literal(a), func(i int) int {
			end := i + len(a) + lineBound(text, i+len(a))
			for n := 0; n < 3 && end < len(text); n++ {
				s := end + 1
				end = s + lineBound(text, s)
				if at, ok := printedLine(text[s:end]); ok {
					spans = append(spans, span{s + at[0], s + at[1], "printed-token"})
					break
				}
			}
			return end
		})
	}
	return spans
}

// tokenPrinters are commands whose output is a credential.
var tokenPrinters = []string{"auth:token", "auth token", "print-access-token", "print-identity-token", "get-access-token"}

// printedLine is the bounds of the token a line holds alone: 20 characters
// or more that read as random, or a UUID.
func printedLine(line string) ([2]int, bool) {
	tok := strings.TrimSpace(line)
	if len(tok) < 20 || strings.ContainsAny(tok, " \t:") || !candidate(tok) && !uuidShaped(tok) {
		return [2]int{}, false
	}
	at := strings.Index(line, tok)
	return [2]int{at, at + len(tok)}, true
}

// keyTokens redacts the random tokens of 32 characters or more in
// text[from:to], and says whether it found one.
func keyTokens(text string, from, to int, spans *[]span) bool {
	found := false
	for _, f := range strings.Fields(text[from:to]) {
		v := strings.Trim(f, "\"'`,;()")
		if len(v) >= 32 && !strings.Contains(v, ":") && candidate(v) && !placeholder(v) {
			at := from + strings.Index(text[from:to], v)
			*spans = append(*spans, span{at, at + len(v), "generated-key"})
			found = true
		}
	}
	return found
}
