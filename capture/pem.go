package capture

import "strings"

// sentences splits a turn into the statements the gate decides one by one.
// A PEM block stays whole, one statement: by now it is a public key or a
// certificate (the turn was redacted whole first, so a private key is a
// marker), and its body lines, alone, look like a private key's and would
// be redacted when stored. A block with no END line is split as text is.
func sentences(text string) []string {
	var out []string
	for {
		start, end, ok := pemBlock(text)
		if !ok {
			return append(out, splitSentences(text)...)
		}
		out = append(out, splitSentences(text[:start])...)
		out = append(out, strings.TrimSpace(text[start:end]))
		text = text[end:]
	}
}

// pemBlock finds the first whole PEM block in text: from its BEGIN line to
// the end of its END line.
func pemBlock(text string) (start, end int, ok bool) {
	start = strings.Index(text, "-----BEGIN ")
	if start < 0 {
		return 0, 0, false
	}
	j := strings.Index(text[start:], "-----END ")
	if j < 0 {
		return 0, 0, false
	}
	end = start + j + len("-----END ")
	k := strings.Index(text[end:], "-----")
	if k < 0 {
		return 0, 0, false
	}
	return start, end + k + len("-----"), true
}
