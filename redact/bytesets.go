package redact

// byteSet is a set of ASCII bytes as a table. A detector that tests every
// byte of the text, or trims every token of a line, pays a load for it,
// where strings.IndexByte over the set's string pays a call and a scan and
// strings.Trim's cutset builds its set anew at every call.
type byteSet [256]bool

// newByteSet is the set of chars, ASCII bytes each.
func newByteSet(chars string) *byteSet {
	s := &byteSet{}
	for i := 0; i < len(chars); i++ {
		s[chars[i]] = true
	}
	return s
}

// trim is strings.Trim(v, chars) for the chars the set was made of: the
// bytes in the set cut from both ends. A byte beyond ASCII is in no set,
// so a character of several bytes is never cut in two.
func (s *byteSet) trim(v string) string {
	i, j := 0, len(v)
	for i < j && s[v[i]] {
		i++
	}
	for j > i && s[v[j-1]] {
		j--
	}
	return v[i:j]
}
