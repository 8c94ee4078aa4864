package install

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
)

// A settings file is edited, never re-encoded: the planner changes the
// decoded tree, and diff turns each change into an edit of the bytes of the
// value that changed. Re-encoding the whole file re-indented a new user's
// compact arrays and "env" object, though the README promises every other
// setting stays as it was; now every byte hippo does not own stays as it
// was, and uninstall right after install gives back the original file byte
// for byte.

// settingsDoc is a parsed settings file: the tree the planner changes, and
// what render needs to turn that tree back into bytes.
type settingsDoc struct {
	src     []byte
	existed bool
	doc     *node // nil for a blank file
	root    *object
}

// parseSettings parses a settings file whose top level must be an object. A
// missing or blank file is an empty object.
func parseSettings(path string, src []byte, existed bool) (*settingsDoc, error) {
	// encoding/json judges validity (and says where it fails); parseNodes only
	// records where each value is.
	if _, err := decodeObject(src); err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrInvalid, path, err)
	}
	doc, err := parseNodes(src)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrInvalid, path, err)
	}
	d := &settingsDoc{src: src, existed: existed, doc: doc, root: newObject()}
	if doc != nil {
		root, ok := doc.val.(*object)
		if !ok {
			return nil, fmt.Errorf("%w: %s: the top level is not a JSON object", ErrInvalid, path)
		}
		d.root = root
	}
	return d, nil
}

// render returns the file holding d.root: src with d.edits spliced in, which
// is src itself when the planner changed nothing.
//
// The top level that uninstall empties out of a file install found empty,
// exactly "{\n}" (see edits), goes back to the empty file, so install then
// uninstall leaves an empty file byte-identical too. A file that really was
// "{\n}" with no final newline comes back empty: the price of that.
func (d *settingsDoc) render() ([]byte, error) {
	edits, err := d.edits()
	if err != nil {
		return nil, err
	}
	b, err := splice(d.src, edits)
	if err != nil {
		return nil, err
	}
	if string(b) == "{\n}" && !bytes.Equal(b, d.src) {
		return []byte{}, nil
	}
	return b, nil
}

// edits are the changes that turn src into d.root. A blank file has nothing
// to edit, so all of it is replaced by a new document; one that was empty
// gets it without a final newline, which tells render what uninstall should
// give back.
func (d *settingsDoc) edits() ([]edit, error) {
	if d.doc != nil {
		return diff(d.src, d.doc, d.root)
	}
	if len(d.root.keys) == 0 {
		return nil, nil
	}
	b, err := encode(d.root)
	if err != nil {
		return nil, fmt.Errorf("encode settings: %w", err)
	}
	if d.existed && len(d.src) == 0 {
		b = bytes.TrimSuffix(b, []byte(newLayout.nl))
	}
	return []edit{{0, len(d.src), string(b)}}, nil
}

// edit replaces src[start:end] with text.
type edit struct {
	start, end int
	text       string
}

// editor collects the edits that turn a document into the planner's tree.
type editor struct {
	src   []byte
	base  layout // the document's own colon, comma, indentation unit and newline
	edits []edit
	err   error // the first value that would not encode
}

// style is how one container lays out its elements.
type style struct {
	layout
	indent string // the elements' indentation, when multi-line
	sep    string // between two elements, ',' included
}

// diff returns the edits that make src hold root, which the planner derived
// from doc.val: members and elements it added go in before their container's
// closing bracket, laid out like their neighbours; those it removed go with
// exactly one separator; values it changed are replaced. Nothing else of src
// changes.
func diff(src []byte, doc *node, root *object) ([]edit, error) {
	e := &editor{src: src, base: baseLayout(src, doc)}
	e.value(doc, root, nil)
	if e.err != nil {
		return nil, fmt.Errorf("edit settings: %w", e.err)
	}
	slices.SortStableFunc(e.edits, func(a, b edit) int { return a.start - b.start })
	return e.edits, nil
}

// splice applies edits, sorted by start, to src.
func splice(src []byte, edits []edit) ([]byte, error) {
	var out bytes.Buffer
	at := 0
	for _, ed := range edits {
		if ed.start < at {
			return nil, fmt.Errorf("edit settings: overlapping changes at byte %d", ed.start)
		}
		out.Write(src[at:ed.start])
		out.WriteString(ed.text)
		at = ed.end
	}
	out.Write(src[at:])
	return out.Bytes(), nil
}

// value edits n, whose decoded value the planner turned into v.
func (e *editor) value(n *node, v any, parent *style) {
	switch old := n.val.(type) {
	case *object:
		if o, ok := v.(*object); ok && o == old {
			e.object(n, o, parent)
			return
		}
	case []any:
		if a, ok := v.([]any); ok {
			e.array(n, a, parent)
			return
		}
	}
	if !reflect.DeepEqual(n.val, v) {
		e.edits = append(e.edits, edit{n.start, n.end, e.encodeIn(parent, v)})
	}
}

func (e *editor) object(n *node, o *object, parent *style) {
	st := e.styleOf(n, parent)
	last := map[string]int{} // a repeated key means its last value, as in JSON.parse
	for i, k := range n.names {
		last[k] = i
	}
	removed := make([]bool, len(n.elems))
	for i, k := range n.names {
		v, ok := o.vals[k]
		switch {
		case !ok:
			removed[i] = true
		case last[k] == i:
			e.value(n.elems[i], v, &st)
		}
	}
	var added []string
	for _, k := range o.keys {
		if _, ok := last[k]; !ok {
			kb, _ := json.Marshal(k)
			added = append(added, string(kb)+st.colon+e.encodeIn(&st, o.vals[k]))
		}
	}
	e.container(n, st, removed, added)
}

// array lines a's elements up with n's: an element the planner kept is the
// same *object (or an equal value), in the same order. Elements missing from
// a were removed; those after the last kept one were appended. Anything else
// (an element put between two old ones) replaces the whole array, which
// hippo's own plans never need.
func (e *editor) array(n *node, a []any, parent *style) {
	removed := make([]bool, len(n.elems))
	match := make([]int, len(a)) // a[i] is n.elems[match[i]], or -1 when new
	j := 0
	for i, v := range a {
		k := j
		for k < len(n.elems) && !sameElem(n.elems[k], v) {
			k++
		}
		if k == len(n.elems) {
			match[i] = -1
			continue
		}
		if i > 0 && match[i-1] == -1 {
			e.edits = append(e.edits, edit{n.start, n.end, e.encodeIn(parent, a)})
			return
		}
		for ; j < k; j++ {
			removed[j] = true
		}
		match[i], j = k, k+1
	}
	for ; j < len(n.elems); j++ {
		removed[j] = true
	}
	st := e.styleOf(n, parent)
	var added []string
	for i, v := range a {
		if match[i] >= 0 {
			e.value(n.elems[match[i]], v, &st)
		} else {
			added = append(added, e.encodeIn(&st, v))
		}
	}
	e.container(n, st, removed, added)
}

func sameElem(n *node, v any) bool {
	if o, ok := v.(*object); ok {
		return n.val == any(o)
	}
	return reflect.DeepEqual(n.val, v)
}

// container removes the elements marked removed, each run of them with one
// separator, and appends added (already encoded) after the last element.
func (e *editor) container(n *node, st style, removed []bool, added []string) {
	last := len(n.elems) - 1
	insert := edit{start: -1}
	for i := 0; i <= last; i++ {
		if !removed[i] {
			continue
		}
		j := i
		for j < last && removed[j+1] {
			j++
		}
		switch {
		case j < last: // this run and the separator after it
			e.edits = append(e.edits, edit{n.elemStart(i), n.elemStart(j + 1), ""})
		case i > 0: // the run at the end and the separator before it
			insert = edit{n.elems[i-1].end, n.elems[j].end, ""}
		default: // all of them, keeping the space before the closing bracket
			insert = edit{n.start + 1, n.elems[j].end, ""}
		}
		i = j
	}
	lead := ""
	if st.multiline {
		lead = st.nl + st.indent
	}
	switch {
	case len(added) == 0:
	case insert.start == n.start+1:
		insert.text = lead + strings.Join(added, st.sep)
	case insert.start >= 0:
		insert.text = st.sep + strings.Join(added, st.sep)
	case last >= 0:
		insert = edit{n.elems[last].end, n.elems[last].end, st.sep + strings.Join(added, st.sep)}
	default: // empty: the closing bracket goes on its own line when multi-line
		tail := ""
		if st.multiline && !bytes.Contains(e.src[n.start+1:n.end-1], []byte("\n")) {
			tail = st.nl + lineIndent(e.src, n.start)
		}
		insert = edit{n.start + 1, n.start + 1, lead + strings.Join(added, st.sep) + tail}
	}
	if insert.start >= 0 {
		e.edits = append(e.edits, insert)
	}
}

// styleOf reads container n's layout from its own bytes; an empty container
// follows its parent's, and an empty top level is multi-line when it spans
// lines ("{\n}") and compact when it does not ("{}").
func (e *editor) styleOf(n *node, parent *style) style {
	st := style{layout: e.base}
	if parent != nil {
		st.unit = parent.unit
	}
	if len(n.keys) > 0 {
		st.colon = string(e.src[n.keys[0].end:n.elems[0].start])
	}
	last := len(n.elems) - 1
	if last < 0 {
		if parent != nil {
			st.multiline = parent.multiline
		} else {
			st.multiline = bytes.Contains(e.src[n.start:n.end], []byte("\n"))
		}
		st.indent = lineIndent(e.src, n.start) + st.unit
		st.sep = e.base.comma
		if st.multiline {
			st.sep = "," + st.nl + st.indent
		}
		return st
	}
	lead := string(e.src[n.start+1 : n.elemStart(0)])
	st.multiline = strings.Contains(lead, "\n")
	switch {
	case last > 0:
		st.sep = string(e.src[n.elems[last-1].end:n.elemStart(last)])
	case st.multiline:
		st.sep = "," + lead
	default:
		st.sep = e.base.comma
	}
	if st.multiline {
		st.indent = lineIndent(e.src, n.elemStart(last))
		if u, ok := strings.CutPrefix(st.indent, lineIndent(e.src, n.start)); ok && u != "" {
			st.unit = u
		}
	}
	return st
}

// encodeIn encodes v as a new element of a container laid out as st (the
// top level when st is nil).
func (e *editor) encodeIn(st *style, v any) string {
	l, indent := e.base, ""
	if st != nil {
		l, indent = st.layout, st.indent
		if !st.multiline {
			l.comma = st.sep
		}
	}
	var buf bytes.Buffer
	if err := l.encode(&buf, v, indent); err != nil && e.err == nil {
		e.err = err
	}
	return buf.String()
}

// baseLayout is the document's own: its newline, the text between its first
// key and value, between two elements of its first one-line container (or,
// with none, spaced like the colon), and one indentation level of its top
// level.
func baseLayout(src []byte, doc *node) layout {
	l := newLayout
	if bytes.Contains(src, []byte("\r\n")) {
		l.nl = "\r\n"
	}
	colon, comma := "", ""
	var walk func(n *node)
	walk = func(n *node) {
		if colon == "" && len(n.keys) > 0 {
			colon = string(src[n.keys[0].end:n.elems[0].start])
		}
		if comma == "" && len(n.elems) > 1 && !bytes.Contains(src[n.start:n.elemStart(1)], []byte("\n")) {
			comma = string(src[n.elems[0].end:n.elemStart(1)])
		}
		for _, c := range n.elems {
			walk(c)
		}
	}
	walk(doc)
	if colon != "" {
		l.colon = colon
	}
	switch {
	case comma != "":
		l.comma = comma
	case colon == ":": // {"a":1} has no comma to copy, but its colon says: no spaces
		l.comma = ","
	}
	if len(doc.elems) > 0 {
		if u, ok := strings.CutPrefix(lineIndent(src, doc.elemStart(0)), lineIndent(src, doc.start)); ok && u != "" {
			l.unit = u
		}
	}
	return l
}

// lineIndent is the spaces and tabs that begin the line holding src[pos].
func lineIndent(src []byte, pos int) string {
	start := bytes.LastIndexByte(src[:pos], '\n') + 1
	end := start
	for end < pos && (src[end] == ' ' || src[end] == '\t') {
		end++
	}
	return string(src[start:end])
}
