package redact

import (
	"math/rand"
	"regexp"
	"testing"
)

// keywordArg reads by hand what the expression it replaced matched: the
// same name's end and literal's start on every argument, and no match
// where it found none.
func TestKeywordArgAsTheExpression(t *testing.T) {
	re := regexp.MustCompile(`^([A-Za-z_]\w*)\s*[=:]\s*()b?["']`)
	args := []string{`key="x"`, `api_key = 'x'`, `appId: "x"`, `secret=b"x"`, `secret=b'x'`, `secret=bx`, `b"x"`, `"x"`, `_k\t=\n"x"`,
		`k\f:\r'x'`, `k\v="x"`, `9k="x"`, `k==\"x"`, `k="`, `k=`, `k`, ``, `ключ="x"`, `k_é="x"`, `site_id = 'SM1'`, `key=b`, `x: b "y"`}
	r := rand.New(rand.NewSource(23))
	alphabet := []byte("ab_Z9 \t\n\f\r\v=:\"'b(),é")
	for range 20000 {
		b := make([]byte, r.Intn(12))
		for i := range b {
			b[i] = alphabet[r.Intn(len(alphabet))]
		}
		args = append(args, string(b))
	}
	for _, s := range args {
		m := re.FindStringSubmatchIndex(s)
		name, lit, ok := keywordArg(s)
		if ok != (m != nil) || ok && (name != m[3] || lit != m[4]) {
			t.Errorf("keywordArg(%q) = %d, %d, %v; the expression's %v", s, name, lit, ok, m)
		}
	}
}

// newOneCue must see a cue wherever newOne matches.
func TestNewOneCueKeepsTheExpressionsAnswers(t *testing.T) {
	rests := []string{" the new one is X", "NEW ONE: X", "current value = X", "old one's X", "old one\twas X", "real Value:\nX",
		"changed it to X", "set\tit\tto X", "Reset IT TO X", "switched it  to X", "the new one iſ X", `"key":"value","ttl":3`}
	r := rand.New(rand.NewSource(23))
	words := []string{"new ", "one", "value", " is ", "'s ", ":", "=", " it ", "to ", "set ", "\t", "\n", "IT", "ONE", "x", "ſ", "was"}
	for range 20000 {
		var b []byte
		for range r.Intn(8) {
			b = append(b, words[r.Intn(len(words))]...)
		}
		rests = append(rests, string(b))
	}
	for _, s := range rests {
		if newOne.MatchString(s) && !newOneCue(s) {
			t.Errorf("newOneCue(%q) = false, newOne matches", s)
		}
	}
}
