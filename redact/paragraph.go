package redact

import "strings"

// paragraphWords are the words of the paragraph around i (its lines up to
// a blank line either way, at most maxParagraph bytes each way), as
// lineWords gives a line's: a note under a pasted config ("^ that's the
// example straight from the AWS CLI docs") speaks of the lines above it.
func paragraphWords(text string, i int) []string {
	s := max(0, i-maxParagraph)
	if k := strings.LastIndex(text[s:i], "\n\n"); k >= 0 {
		s += k + 2
	}
	e := min(len(text), i+maxParagraph)
	if k := strings.Index(text[i:e], "\n\n"); k >= 0 {
		e = i + k
	}
	return unmarkedWords(text[s:e])
}

// maxParagraph bounds how far paragraphWords reads from its offset.
const maxParagraph = 1024
