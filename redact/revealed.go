package redact

import (
	"strings"
	"sync"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// revealAnchors open the commands that print a stored secret on the line
// after them, as a transcript or a CI log shows it: a tool's reveal
// command, or an echo of a credential's variable. Each is a literal, so the
// detector runs only where one occurs.
var revealAnchors = []string{"echo ", "output -raw ", "--show-secrets", "get-secret-value", "-field=", "jsonpath", "op read ",
	"versions access", "find-generic-password", "get-login-password", "print-access-token", "config:get ", "secrets get ", "cat "}

// maxCommandLen is the longest command line whose next line is read as
// its output.
const maxCommandLen = 512

// revealsAlways are the anchors whose command prints a secret whatever it
// names: its flag or subcommand exists to print one (pulumi's
// --show-secrets, AWS's get-secret-value, gcloud's secrets versions
// access, ECR's get-login-password, the macOS keychain's -w).
var revealsAlways = map[string]bool{"--show-secrets": true, "get-secret-value": true, "versions access": true,
	"get-login-password": true, "print-access-token": true, "find-generic-password": true}

// revealedOutputs redacts the line a command prints when the command
// reveals a stored secret ("$ terraform output -raw db_password" and the
// password on the next line; "Run echo \"deploying with $DEPLOY_KEY\"" and
// "deploying with <key>" in a CI log): the command names the secret, its
// output carries no name beside the value, so no rule that reads a line
// sees them together. A reveal of something no credential names (output
// -raw vpc_id), a masked line ("***") and output that is not one token stay.
func revealedOutputs(text string, spans []span) []span {
	revealTable().scan(text, func(at int, group []string) int {
		for _, a := range group {
			if strings.HasPrefix(text[at:], a) {
				spans = revealedAt(text, at, a, spans)
			}
		}
		return at + 1
	})
	return spans
}

// revealTable files revealAnchors by their first two bytes, so that
// revealedOutputs reads the text once whatever the number of anchors.
var revealTable = sync.OnceValue(func() *pairTable[string] {
	x := &pairTable[string]{}
	for _, a := range revealAnchors {
		x.add(a, a)
	}
	return x
})

// revealedAt redacts the output line of the command whose anchor a stands
// at text[at:], when that command reveals a stored secret.
func revealedAt(text string, at int, a string, spans []span) []span {
	from := max(0, at-maxCommandLen) // bounded both ways: a one-line document may hold the anchor by the thousand
	ls := from + strings.LastIndexByte(text[from:at], '\n') + 1
	le := at + lineBound(text, at)
	if ls == from && from > 0 || le >= len(text) || text[le] != '\n' {
		return spans // a line too long to be a command, or none after it: nothing printed
	}
	if a == "cat " && !oneLineOutput(text, le+1) {
		return spans // a file of several lines (a list of codes, a config) is no one secret
	}
	if prefix, prompted, ok := revealing(text[ls:le], text[ls:at], a); ok {
		spans = printedValue(text, le+1, prefix, prompted, spans)
	}
	return spans
}

// revealing says whether the command line (head: the part before the
// anchor a) prints a secret on the next line, with the text an echo prints
// before the value (prefix), and whether a prompt or a CI step opens the
// line (prompted), which tells a transcript from a script's next command.
func revealing(line, head, a string) (prefix string, prompted, ok bool) {
	cmd := strings.TrimLeft(head, " \t")
	prompted = shellPrompted(cmd)
	if !prompted && strings.ContainsAny(cmd, "=(`") {
		return "", false, false // DB_PW=$(terraform output -raw db_password): the output is captured, not printed
	}
	if a == "echo " {
		prefix, ok = echoedVariable(line[len(head)+len(a):])
		return prefix, prompted, ok
	}
	if a == "cat " {
		return "", prompted, catsCredential(cmd, line[len(head)+len(a):])
	}
	if a == "find-generic-password" && !strings.Contains(line, " -w") {
		return "", prompted, false // without -w the keychain prints the item's attributes, not its password
	}
	return "", prompted, revealsAlways[a] || namesCredential(line[len(head)+len(a):])
}

// catsCredential: a cat that opens its command line (cmd, the text before
// it, is a prompt or sudo) reads a file whose path names a credential
// (cat ~/.config/restic/pass, sudo cat /run/secrets/db_password), and
// prints it: a redirect writes or feeds a file instead.
func catsCredential(cmd, args string) bool {
	cmd = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(cmd), "sudo"))
	if cmd != "" && !shellPrompted(cmd+" ") || strings.ContainsAny(args, "<>|") {
		return false
	}
	return namesCredential(args) || secretsFile(args)
}

// secretsFile: the file a cat reads (its last argument's last path part)
// is named "secret" or "secrets" by its stem or its extension, a glob's
// star aside (cat *.secrets, cat ~/.secrets, cat prod.secret): a store of
// secrets, which classify reads as no credential's name by the plural. A
// directory of that name (cat secrets/README.md) says nothing of the file.
func secretsFile(args string) bool {
	f := strings.Fields(args)
	if len(f) == 0 {
		return false
	}
	file := f[len(f)-1]
	file = file[strings.LastIndexByte(file, '/')+1:]
	for _, p := range strings.Split(strings.Trim(file, "*"), ".") {
		if p == "secret" || p == "secrets" {
			return true
		}
	}
	return false
}

// oneLineOutput: the output starting at s is one line: the text ends after
// it, or a blank line, a fence or the next prompt follows.
func oneLineOutput(text string, s int) bool {
	n := s + lineBound(text, s)
	if n >= len(text) {
		return true
	}
	next := strings.TrimSpace(text[n+1 : n+1+lineBound(text, n+1)])
	return next == "" || strings.HasPrefix(next, "```") || shellPrompted(next+" ")
}

// shellPrompted: cmd, a line's start, is a prompt's or a CI log's step
// ("$ ", "# ", "% ", "> ", "PS C:\> ", "Run "), so the next line is the
// command's output.
func shellPrompted(cmd string) bool {
	for _, p := range []string{"$ ", "# ", "% ", "> ", "❯ ", "Run ", "+ "} {
		if strings.HasPrefix(cmd, p) {
			return true
		}
	}
	return strings.HasPrefix(cmd, "PS ") && strings.Contains(cmd, "> ")
}

// echoedVariable reads an echo's argument (args): a credential's variable
// ($DEPLOY_KEY, ${API_TOKEN}) and the literal text before it, which the
// output line starts with.
func echoedVariable(args string) (string, bool) {
	args = strings.TrimLeft(args, " \t")
	quoted := strings.HasPrefix(args, `"`)
	if quoted {
		args = args[1:]
	}
	d := strings.IndexByte(args, '$')
	if d < 0 || quoted && strings.IndexByte(args[:d], '"') >= 0 || !quoted && d > 0 {
		return "", false
	}
	name := strings.TrimLeft(args[d+1:], "{")
	n := 0
	for n < len(name) && isNameByte(name[n]) {
		n++
	}
	if k := classify(name[:n], "", 0); k == notCred || k == weak {
		return "", false
	}
	return args[:d], true
}

// namesCredential: some word of s is a credential's name (db_password,
// {.data.token}, op://Prod/db/password).
func namesCredential(s string) bool {
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return r > 127 || !isNameByte(byte(r)) || r == '.' }) {
		if k := classify(w, "", 0); k != notCred && k != weak {
			return true
		}
	}
	return false
}

// printedValue redacts the value on the line starting at s that a reveal
// printed: the token after prefix, when the line is that token alone. A
// line a prompt did not announce may be a script's next command, so its
// value must read as random or as a password.
func printedValue(text string, s int, prefix string, prompted bool, spans []span) []span {
	line := strings.TrimRight(text[s:s+lineBound(text, s)], "\r \t")
	if !strings.HasPrefix(line, prefix) {
		return spans
	}
	v := line[len(prefix):]
	if len(v) < minPasswordLen || strings.ContainsAny(v, " \t") || strings.Trim(v, "*") == "" || placeholder(v) || strings.HasPrefix(v, markerPrefix) ||
		!prompted && !candidate(v) && !bareValue(v) || hashedEntry(v) {
		return spans
	}
	start := s + len(prefix)
	return append(spans, span{start, start + len(v), "printed-secret"})
}

// hashedEntry: v is a password file's entry, a user and the hash a login
// checks against (htpasswd's "staff:$apr1$...", "ci:{SHA}...", a shadow
// line's "root:$6$..."): what cat prints of it is no password.
func hashedEntry(v string) bool {
	user, hash, ok := strings.Cut(v, ":")
	return ok && user != "" && passwordHash.MatchString(hash)
}

// generatedPasswords redacts the "result" of a Terraform random_password
// in a state file or a plan ("result": "x7#Lq2..."; result = "x7#Lq2..."):
// the attribute's name says nothing, the resource's type says it is a
// password. A random_string's result stays (a bucket's suffix, a name),
// as do a hidden value and the password's bcrypt_hash.
func generatedPasswords(text string, spans []span) []span {
	for i := 0; i < len(text); {
		j := strings.Index(text[i:], "random_password")
		if j < 0 {
			break
		}
		at := i + j + len("random_password")
		i = at
		block := text[at:min(len(text), at+maxResultReach)]
		if k := strings.Index(block, "random_"); k >= 0 {
			block = block[:k] // the next random resource's attributes are its own
		}
		m := resultAttr.FindStringSubmatchIndex(block)
		if m == nil || placeholder(block[m[2]:m[3]]) || m[3]-m[2] < minPasswordLen {
			continue
		}
		spans = append(spans, span{at + m[2], at + m[3], "password"})
	}
	return spans
}

// maxResultReach is as far as a random_password's result stands from its
// type: a state file's instance lists a dozen short attributes first.
const maxResultReach = 1200

// resultAttr is the result attribute of a state's JSON or a plan's HCL.
var resultAttr = lazyre.New(`"?\bresult"?\s*[:=]\s*"([^"\s]+)"`)
