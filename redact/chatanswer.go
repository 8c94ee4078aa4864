package redact

import (
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// askedAnswer is the value the line after a question gives, when the
// credential word ending at e is what that question asks for ("what's the
// wifi password?", "Q: what is the admin password for the NAS?"), as
// bounds in text[e:]: a chat's reply puts it alone after its opener ("it's
// X", "sure, it's X", "A: X"). The whole reply must be that one value, so
// "it's on the sticker" and "ask Dana, it's in the vault" say where it is.
func askedAnswer(text string, e int) ([2]int, bool) {
	n := lineBound(text, e)
	if e+n >= len(text) || n > maxAskedTail || !strings.HasSuffix(strings.TrimRight(text[e:e+n], " \t\r"), "?") {
		return [2]int{}, false // the cheap test first: the name's line ends a question
	}
	if !asksWhat(text[strings.LastIndexByte(text[:e], '\n')+1 : e]) {
		return [2]int{}, false
	}
	s := e + n + 1
	line := text[s : s+lineBound(text, s)]
	v := strings.TrimRight(strings.TrimSpace(line), ".!")
	v, _ = strings.CutPrefix(v, "A:")
	v = strings.TrimSpace(v)
	if loc := replyOpener.FindStringIndex(v); loc != nil {
		v = v[loc[1]:]
	}
	if v == "" || strings.ContainsAny(v, " \t") || !heldValue(v) {
		return [2]int{}, false
	}
	from := s - e + strings.Index(line, v)
	return [2]int{from, from + len(v)}, true
}

// maxAskedTail bounds what may follow the word on its question's line
// ("for the staging db?"): a qualifier, not another sentence.
const maxAskedTail = 48

// asksWhat: the line's head before the credential word is a question that
// asks for its value ("what's the", "> what is the admin"), once a quote's
// ">" and a "Q:" are set aside.
func asksWhat(head string) bool {
	h := strings.TrimLeft(lowerASCII(head), "> \t")
	h, _ = strings.CutPrefix(h, "q:")
	h = strings.TrimSpace(h)
	for _, q := range []string{"what's ", "what’s ", "whats ", "what is ", "what was ", "wat is "} {
		if strings.HasPrefix(h, q) {
			return true
		}
	}
	return false
}

// replyOpener opens a reply before the value it gives: an assent, then
// "it's" ("sure, it's X", "yeah its X").
var replyOpener = lazyre.New(`^(?i)(?:(?:sure|yeah|yes|yep|ok|okay|np)[,!]?\s+)?(?:it's|it’s|its|it is)\s+`)
