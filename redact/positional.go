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
			for n, f := range fieldBounds(line) {
				arg := line[f[0]:f[1]]
				// A comment ends the command; so does a marker, which stands
				// where a value was already judged: the arguments after it
				// were judged with it, and judging them again without it
				// would redact more on a second pass than on the first.
				if n >= 3 || strings.ContainsAny(arg[:1], "|;&><#") || strings.HasPrefix(arg, markerPrefix) {
					break
				}
				v := strings.Trim(arg, `'"`)
				if !flagged && !strings.HasPrefix(v, "-") && candidate(v) && !placeholder(v) && !publicNumber(v) {
					at := from + f[0] + strings.Index(arg, v)
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

// printedToken redacts the token a command that prints one wrote on a line
// of its own within three lines below it (heroku auth:token, gh auth token,
// gcloud auth print-access-token, az account get-access-token): pasted
// with its output, the line is the credential, a UUID too (Heroku's API
// keys are UUIDs), and a warning the tool printed may stand between. e
// ends a credential name that credentialWords' scan found, so the rule
// adds no pass over the text (lower is text in lower case).
func printedToken(text, lower string, e int, spans []span) []span {
	if !strings.HasSuffix(lower[:e], "token") || !printer(lower[max(0, e-len("print-identity-token")):e-len("token")]) {
		return spans
	}
	end := e + lineBound(text, e)
	for n := 0; n < 3 && end < len(text); n++ {
		s := end + 1
		end = s + lineBound(text, s)
		if at, ok := printedLine(text, s, end); ok {
			return append(spans, span{at[0], at[1], "printed-token"})
		}
	}
	return spans
}

// printer: before ends with the part of a command's name that says it
// prints the token after it.
func printer(before string) bool {
	for _, p := range tokenPrinters {
		if strings.HasSuffix(before, p) {
			return true
		}
	}
	return false
}

// tokenPrinters, each followed by "token", name commands whose output is a
// credential.
var tokenPrinters = []string{"auth:", "auth ", "print-access-", "print-identity-", "get-access-"}

// printedLine is the bounds of the token text[s:end] holds alone: 20
// characters or more that read as random, or a UUID.
func printedLine(text string, s, end int) ([2]int, bool) {
	tok := strings.TrimSpace(text[s:end])
	if len(tok) < 20 || strings.ContainsAny(tok, " \t:") || !candidate(tok) && !uuidShaped(tok) {
		return [2]int{}, false
	}
	at := s + strings.Index(text[s:end], tok)
	return [2]int{at, at + len(tok)}, true
}

// keyTokens redacts the random tokens of 32 characters or more in
// text[from:to], and says whether it found one.
func keyTokens(text string, from, to int, spans *[]span) bool {
	found := false
	for _, b := range fieldBounds(text[from:to]) {
		f := text[from+b[0] : from+b[1]]
		v := strings.Trim(f, "\"'`,;()")
		if len(v) >= 32 && !strings.Contains(v, ":") && candidate(v) && !placeholder(v) {
			at := from + b[0] + strings.Index(f, v)
			*spans = append(*spans, span{at, at + len(v), "generated-key"})
			found = true
		}
	}
	return found
}

// fieldBounds are the bounds of s's blank-separated fields. A rule that
// judged a field redacts it where it stands: searching for its text would
// find an earlier copy (a token given twice, a user name that is part of
// the password) and leave the judged one in place.
func fieldBounds(s string) [][2]int {
	var out [][2]int
	start := -1
	for i := 0; i <= len(s); i++ {
		blank := i == len(s) || s[i] == ' ' || s[i] == '\t' || s[i] == '\r' || s[i] == '\n'
		switch {
		case blank && start >= 0:
			out = append(out, [2]int{start, i})
			start = -1
		case !blank && start < 0:
			start = i
		}
	}
	return out
}
