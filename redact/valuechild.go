package redact

import "strings"

// valueChild is the text of a <Value> element that opens the element a
// credential name opens, as bounds in after (the text from the name's
// ">", lines past its own included): Windows' unattend.xml gives <AdministratorPassword> and
// <AutoLogon>'s <Password> their secret in a child, beside <PlainText>;
// when PlainText is false the child holds the password in base64, as
// readable. Only blanks may stand between the two tags, and the child's
// text is one token.
func valueChild(after string) ([2]int, bool) {
	i := len(after) - len(strings.TrimLeft(after[1:], " \t\r\n")) // the first tag after the name's own
	const open = "<value>"
	if i+len(open) > len(after) || !strings.EqualFold(after[i:i+len(open)], open) {
		return [2]int{}, false
	}
	s := i + len(open)
	j := strings.IndexByte(after[s:], '<')
	if j <= 0 || strings.ContainsAny(after[s:s+j], " \t\r\n") {
		return [2]int{}, false
	}
	return [2]int{s, s + j}, true
}
