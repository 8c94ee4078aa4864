// Values a structure places away from their name: a JSON member's end, an
// id's label, a "name" field's "value" sibling, a key's value field, an
// HCL block's default, an object's field.

package redact

import (
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// jsonMemberEnd is the offset in a blank-delimited token of a quote that
// closes a JSON string before the object goes on (",", ":", "}" or "]"
// after it), else 0. A one-line JSON log has no blanks, so a credential
// word in one member's string ("msg":"login failed") would read the rest of
// the line as one token; the string's value ends at its quote, and what
// follows is the next member, judged by its own name: the window stops
// there.
func jsonMemberEnd(raw string) int {
	for k := 1; k+1 < len(raw); k++ {
		j := strings.IndexByte(raw[k:len(raw)-1], '"')
		if j < 0 {
			return 0
		}
		if k += j; raw[k-1] != '\\' && strings.IndexByte(",:}]", raw[k+1]) >= 0 {
			return k
		}
	}
	return 0
}

// idLabel: a word that labels the token after it as an id (role_id,
// AccessorID, -id, request-id), which a credential word before it does not
// make a secret. An id named for a credential (secret_id, --token-id, a
// key id) is the credential's, and left to the rules that judge it; an
// OAuth client's id is public, published in every authorize URL
// ("token ... ClientID: 0b3e..."), while its secret is given elsewhere.
func idLabel(w string) bool {
	if len(w) == 3 && lowerASCII(w) == "jti" {
		return true // a JWT's id (RFC 7519 4.1.7), which a denylist of revoked tokens keeps in the clear
	}
	if t := strings.TrimRight(w, "_-."); len(t) < 2 || t[len(t)-2]|0x20 != 'i' || t[len(t)-1]|0x20 != 'd' {
		return false // the last part cannot be "id": no need to split the name (window asks of every word)
	}
	parts := components(w)
	n := len(parts)
	owner := parts[:max(n-1, 0)]
	if len(owner) > 0 && owner[len(owner)-1] == "client" {
		owner = owner[:len(owner)-1]
	}
	return n > 0 && (parts[n-1] == "id" || ssidWords[parts[n-1]]) && !keyedWord(owner)
}

// idPart says whether a name ends in an id: a last part that mixes letters
// and digits (token-58z28, key-7f3a9).
func idPart(name string) bool {
	parts := components(name)
	if len(parts) < 2 {
		return false
	}
	last := parts[len(parts)-1]
	return strings.IndexAny(last, "0123456789") >= 0 && strings.Trim(last, "0123456789") != ""
}

// nameField ends the text before a credential name given as the value of a
// "name" field: Kubernetes' and Compose's "- name: X", ECS's {"name": "X"},
// Terraform's name = "X"; or of a field that says what kind of value its
// sibling holds: Keycloak's {"type" : "secret", "value" : "X"}, a form's
// {"kind": "password", "value": ...}.
var nameField = lazyre.New(`(?i)\b(?:name|key|header|type|kind|label)["']?\s*[:=]\s*["']?$`)

// valueField opens the "value" field beside it, on the same line or the next
// two ("valueFrom" is a reference and does not match).
var valueField = lazyre.New(`^[ \t]*,?[ \t]*(?:\r?\n[ \t]*(?:-[ \t]*)?){0,2}["']?[Vv]alue["']?[ \t]*[:=][ \t]*`)

// siblingValue is the value of the "value" field that follows a credential
// name given as a "name" field's value (ending at e, closed quote skipped),
// as bounds in text[e:].
func siblingValue(text string, e, closed int) ([2]int, bool) {
	s := e - nameLen(text, e)
	if !assignedAfter(text[max(0, s-16):s]) || !nameField.MatchString(text[max(0, s-16):s]) {
		return [2]int{}, false
	}
	after := text[e:min(len(text), e+maxProviderSpan)]
	loc := valueField.FindStringIndex(after[closed:])
	if loc == nil {
		return [2]int{}, false
	}
	v := token(after, closed+loc[1])
	if nl := strings.IndexAny(after[v[0]:v[1]], "\r\n"); nl >= 0 {
		v[1] = v[0] + nl
	}
	if v[0] > 0 && strings.IndexByte("\"'`", after[v[0]-1]) < 0 {
		for v[1] < len(after) && !isSpace(after[v[1]]) && after[v[1]] != ',' && after[v[1]] != '}' {
			v[1]++ // a plain scalar runs to its blank: "value: Tr0ub4dor&3" is one value, whatever token stops at
		}
	}
	return v, true
}

// keyValueEntry: the name ending at e is a bare "key" field of an entry
// whose "value" field follows it, on its line or the next (ECS and
// Kubernetes env lists, AWS tags, {"key": ..., "value": ...}): its value
// is the entry's name. siblingValue judges the value field when that name
// is a credential's.
func keyValueEntry(text string, e int) bool {
	if e < 3 || !strings.EqualFold(text[e-3:e], "key") || e > 3 && isNameByte(text[e-4]) {
		return false
	}
	end := e + lineBound(text, e)
	return inlineValueField.MatchString(text[e:end]) || valueField.MatchString(text[end:])
}

// inlineValueField is a "value" field after the key's own on its line.
var inlineValueField = lazyre.New(`[,{]\s*["']?[Vv]alue["']?\s*[:=]`)

// assignedAfter: before ends in ":" or "=" and then blanks and a quote at
// most, as nameField's match must; the cheap test spares the expression
// on every credential name that is no field's value.
func assignedAfter(before string) bool {
	i := len(before)
	if i > 0 && (before[i-1] == '"' || before[i-1] == '\'') {
		i--
	}
	for i > 0 && strings.IndexByte(" \t\n\f\r", before[i-1]) >= 0 {
		i--
	}
	return i > 0 && (before[i-1] == ':' || before[i-1] == '=')
}

// hclDefault is the default of an HCL block named for a credential, before
// the block closes: Terraform's variable "db_password" { default = "..." }.
var hclDefault = lazyre.New(`^\s*\{[^}]*?\bdefault\s*=\s*`)

// blockDefault is the default value of the block the quoted credential name
// ending at e opens, as bounds in text[e:].
func blockDefault(text string, e, closed int) ([2]int, bool) {
	return quotedNameField(text, e, closed, hclDefault)
}

// quotedNameField is the value that field (the expression, up to the
// value) reaches after the quoted name ending at e, as bounds in text[e:].
func quotedNameField(text string, e, closed int, field *lazyre.Regexp) ([2]int, bool) {
	if closed == 0 {
		return [2]int{}, false
	}
	after := text[e:min(len(text), e+maxProviderSpan)]
	loc := field.FindStringIndex(after[closed:])
	if loc == nil {
		return [2]int{}, false
	}
	return token(after, closed+loc[1]), true
}

// objectField opens an object given to a name, then its fields up to a
// "value" field: terraform output -json's {"sensitive": true, "type":
// "string", "value": ...}, an SSM parameter's, a vault field's.
var objectField = lazyre.New(`^\s*:\s*\{[^{}]*?"value"\s*:\s*`)

// objectValue is the "value" field of the object the quoted credential
// name ending at e is given, as bounds in text[e:].
func objectValue(text string, e, closed int) ([2]int, bool) {
	return quotedNameField(text, e, closed, objectField)
}

// closingQuote is 1 when the name ending at e is quoted and rest opens with
// its closing quote, else 0: that quote closes the name ("ClearTextPassword"
// in key="ClearTextPassword" value="..."), it opens no value.
func closingQuote(text string, e int, rest string) int {
	s := e - nameLen(text, e)
	if s > 0 && rest != "" && strings.IndexByte("\"'", rest[0]) >= 0 && text[s-1] == rest[0] {
		return 1
	}
	return 0
}
