package redact

import "strings"

// csvCells redacts the cells of CSV rows that sit under a column its header
// names for a credential: a password manager's export (Bitwarden's
// login_password, KeePassXC's "Password", LastPass's password), a users
// file. As in a Markdown table the name is on one line and the value on
// another, so no detector that reads a line sees them together. Under a
// password column any value is one; under a key or token column only a
// random-looking one.
//
// A tab-separated export (a spreadsheet's copy, psql -A -F$'\t', mysql
// --batch) is read the same way, a line's tabs its separators, and so is a
// CLI's column-aligned listing ("ID  Account SID  Auth Token"), whose
// columns runs of blanks separate.
func csvCells(text string, spans []span) []span {
	if strings.IndexByte(text, '\n') < 0 || strings.IndexByte(text, ',') < 0 && strings.IndexByte(text, '\t') < 0 && !strings.Contains(text, "  ") {
		return spans
	}
	var cols []credClass // the current header's columns, nil outside a CSV block
	var hsep byte        // the header's separator, which its rows share
	for off := 0; off < len(text); {
		end := off + strings.IndexByte(text[off:], '\n')
		if end < off {
			end = len(text)
		}
		line := strings.TrimRight(text[off:end], "\r")
		sep := cellSep(line)
		switch {
		case strings.HasPrefix(line, "COPY "):
			cols, hsep = copyHeader(line), '\t'
		case sep == 0 || cols != nil && sep != hsep:
			cols = nil
		case cols != nil:
			spans = csvRow(text, off, line, sep, cols, spans)
		default:
			cols, hsep = csvHeader(line, sep), sep
		}
		off = end + 1
	}
	return spans
}

// csvHeader classifies the columns of a header line, or returns nil when
// the line is not one: every cell a name, and one of them a credential's.
func csvHeader(line string, sep byte) []credClass {
	lower := lowerASCII(line)
	if !containsAnyOf(lower, "pass", "secret", "token", "key", "otp", "pwd") {
		return nil // the cheap test before the line is split
	}
	var out []credClass
	found := false
	for _, c := range csvSplit(line, sep) {
		name := strings.Trim(strings.TrimSpace(line[c[0]:c[1]]), "\"")
		if name == "" || !headerName(name) || strings.Count(name, " ") > 2 {
			return nil
		}
		k := classify(strings.ReplaceAll(name, " ", "_"), "", 0)
		found = found || k != notCred && k != weak
		out = append(out, k)
	}
	if !found {
		return nil
	}
	return out
}

// copyHeader classifies the columns a pg_dump COPY statement lists
// ("COPY public.api_clients (id, name, client_secret) FROM stdin;"), whose
// rows follow it tab-separated until "\.": a dump's header is the
// statement, not a line of names. Nil when the line is no such statement.
func copyHeader(line string) []credClass {
	open, shut := strings.IndexByte(line, '('), strings.LastIndexByte(line, ')')
	if open < 0 || shut < open || !strings.HasSuffix(strings.TrimSpace(line), "FROM stdin;") {
		return nil
	}
	return csvHeader(line[open+1:shut], ',')
}

// headerName: a column's name holds letters, digits, spaces and the
// separators of a name, never a value's punctuation; csvHeader takes three
// words at most, where a clause of prose between commas runs longer.
func headerName(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isNameByte(s[i]) && s[i] != ' ' {
			return false
		}
	}
	return true
}

// csvRow redacts the row's cells under a credential column.
func csvRow(text string, off int, line string, sep byte, cols []credClass, spans []span) []span {
	for i, c := range csvSplit(line, sep) {
		if i >= len(cols) || cols[i] == notCred || cols[i] == weak {
			continue
		}
		s, e := c[0], c[1]
		for s < e && (line[s] == '"' || line[s] == ' ') {
			s++
		}
		for e > s && (line[e-1] == '"' || line[e-1] == ' ') {
			e--
		}
		if val := line[s:e]; cols[i] == password || candidate(val) {
			spans = take(text, off, [2]int{s, e}, minPasswordLen, "csv-cell", spans)
		}
	}
	return spans
}

// cellSep is the separator of a line of three cells or more: a comma, else
// a tab, else (alignedSep) two blanks or more; 0 when the line is no row.
func cellSep(line string) byte {
	switch {
	case strings.Count(line, ",") >= 2:
		return ','
	case strings.Count(line, "\t") >= 2:
		return '\t'
	case blankRuns(strings.TrimSpace(line)) >= 2:
		return alignedSep // three cells: two runs of blanks, not one long run (a struct field's padding)
	}
	return 0
}

// blankRuns counts the runs of two blanks or more in line, up to the two
// that make three cells: an indented line of code is read no further.
func blankRuns(line string) int {
	n := 0
	for i := strings.Index(line, "  "); i >= 0 && n < 2; i = strings.Index(line, "  ") {
		n++
		line = strings.TrimLeft(line[i:], " ")
	}
	return n
}

// alignedSep stands for a run of two blanks or more, which separates the
// columns of an aligned listing; one blank stays inside a cell ("Auth
// Token").
const alignedSep = ' '

// alignedSplit is the bounds of an aligned line's cells.
func alignedSplit(line string) [][2]int {
	line = strings.TrimRight(line, " ") // blanks after the last cell open no empty one
	var out [][2]int
	start := len(line) - len(strings.TrimLeft(line, " "))
	for i := start; i < len(line); i++ {
		if line[i] != ' ' || i+1 >= len(line) || line[i+1] != ' ' {
			continue
		}
		out = append(out, [2]int{start, i})
		for i < len(line) && line[i] == ' ' {
			i++
		}
		start = i
	}
	return append(out, [2]int{start, len(line)})
}

// csvSplit is the bounds of a line's cells split at sep, a quoted cell's
// separators inside it.
func csvSplit(line string, sep byte) [][2]int {
	if sep == alignedSep {
		return alignedSplit(line)
	}
	var out [][2]int
	start, quoted := 0, false
	for i := 0; i < len(line); i++ {
		switch line[i] {
		case '"':
			quoted = !quoted
		case sep:
			if !quoted {
				out = append(out, [2]int{start, i})
				start = i + 1
			}
		}
	}
	return append(out, [2]int{start, len(line)})
}
