package redact

import "github.com/hippo-mem/hippo/internal/lazyre"

// sensitiveValues redacts the string value of a JSON object that marks
// itself sensitive ("sensitive": true), as terraform output -json prints
// an output declared sensitive: the tool hides it on screen as
// (sensitive value) and prints it whole as JSON, under whatever name the
// output has ("api", "signing"). An object marked "sensitive": false, or
// a value that is no string (a count), stays.
func sensitiveValues(text string, spans []span) []span {
	scan(text, literal(`"sensitive"`), func(i int) int {
		j := i + len(`"sensitive"`)
		m := sensitiveTrue.FindStringIndex(text[j:])
		if m == nil {
			return j
		}
		open, end := enclosingObject(text, i)
		if open < 0 {
			return j
		}
		if v := jsonStringField.FindStringSubmatchIndex(text[open:end]); v != nil {
			s, e := open+v[2], open+v[3]
			if e-s >= minAssignmentLen && !placeholder(text[s:e]) && !plainOutput(text, open, text[s:e]) {
				spans = append(spans, span{s, e, "sensitive-value"})
			}
		}
		return j
	})
	return spans
}

// plainOutput: val is no key material (a region, a database's name) and
// the output's own name, the key before its object ("region": {...}),
// says no credential: terraform marks an output sensitive when any input
// is, and a name or a place under a plain name carries no secret. An
// object with no key before it (terraform output -json api) has no name
// to tell it by, and its value stays redacted.
func plainOutput(text string, open int, val string) bool {
	if arnValue.MatchString(val) {
		return true // a key's ARN names the key and holds none of it, whatever the output's name
	}
	m := outputName.FindStringSubmatch(text[max(0, open-200):open])
	return m != nil && !candidate(val) && classify(m[1], "", 0) == notCred
}

// outputName is a JSON key and its colon just before an object's "{".
var outputName = lazyre.New(`"([A-Za-z0-9_.-]+)"\s*:\s*$`)

// sensitiveTrue is the rest of a "sensitive" key that says true.
var sensitiveTrue = lazyre.New(`^\s*:\s*true\b`)

// jsonStringField is an object's "value" key with a string: its text
// captured (no escaped quote inside, as a token has none).
var jsonStringField = lazyre.New(`"value"\s*:\s*"([^"\\\n]*)"`)

// enclosingObject is the span of the JSON object around i: its "{" and
// the end after its "}", or -1 when i is in none (within 4 KB either way,
// as an output's object is small). Braces inside strings are not told
// apart: a token has none.
func enclosingObject(text string, i int) (int, int) {
	open := -1
	for k, depth := i-1, 0; k >= max(0, i-4096); k-- {
		if text[k] == '}' {
			depth++
		} else if text[k] == '{' {
			if depth == 0 {
				open = k
				break
			}
			depth--
		}
	}
	if open < 0 {
		return -1, -1
	}
	for k, depth := open+1, 0; k < min(len(text), open+4096); k++ {
		if text[k] == '{' {
			depth++
		} else if text[k] == '}' {
			if depth == 0 {
				return open, k + 1
			}
			depth--
		}
	}
	return -1, -1
}
