package redact

import "strings"

// tableCells redacts the cells of a Markdown table that sit under a column
// named for a credential ("| service | user | password |"): the name is in
// the header, the value rows below, so no detector that reads a line sees
// them together. Under a password column any value is one; under a key or
// token column only a random-looking one.
func tableCells(text string, spans []span) []span {
	if !containsAnyOf(text, "|\n|", "|\r\n|", "| ---", "|---") {
		return spans
	}
	var cols []credClass // the classes of the current table's columns, nil outside a table
	row := 0
	for off := 0; off < len(text); {
		end := off + strings.IndexByte(text[off:], '\n')
		if end < off {
			end = len(text)
		}
		line := strings.TrimRight(text[off:end], "\r")
		trimmed := strings.TrimSpace(line)
		switch {
		case !strings.HasPrefix(trimmed, "|"):
			cols, row = nil, 0
		case row == 0:
			cols = headerClasses(line)
			row++
		case row == 1 && strings.Trim(trimmed, "|-: ") != "":
			cols, row = nil, 0 // no separator line: not a table
		default:
			spans = credentialCells(text, off, line, cols, spans)
			row++
		}
		off = end + 1
	}
	return spans
}

// headerClasses classifies each cell of a header row.
func headerClasses(line string) []credClass {
	var out []credClass
	for _, c := range cells(line) {
		name := strings.TrimSpace(line[c[0]:c[1]])
		out = append(out, classify(strings.ReplaceAll(name, " ", "_"), "", 0))
	}
	return out
}

// credentialCells redacts the value cells of the row at off that fall under
// a credential column.
func credentialCells(text string, off int, line string, cols []credClass, spans []span) []span {
	for i, c := range cells(line) {
		if i >= len(cols) || cols[i] == notCred || cols[i] == weak {
			continue
		}
		v := token(line, c[0])
		if v[1] > c[1] {
			continue
		}
		val := strings.Trim(line[v[0]:v[1]], "`")
		if cols[i] == password || candidate(val) {
			spans = take(text, off, v, minPasswordLen, "table-cell", spans)
		}
	}
	return spans
}

// cells are the bounds of a table row's cells, between its "|".
func cells(line string) [][2]int {
	var out [][2]int
	start := strings.IndexByte(line, '|') + 1
	for start > 0 && start < len(line) {
		j := strings.IndexByte(line[start:], '|')
		if j < 0 {
			break
		}
		out = append(out, [2]int{start, start + j})
		start += j + 1
	}
	return out
}
