package install

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// object is a JSON object that remembers its key order, so rewriting a user's
// settings.json changes only what hippo changes. Values are *object, []any,
// json.Number, string, bool or nil.
type object struct {
	keys []string
	vals map[string]any
}

func newObject() *object { return &object{vals: map[string]any{}} }

func (o *object) get(k string) (any, bool) {
	v, ok := o.vals[k]
	return v, ok
}

func (o *object) set(k string, v any) {
	if _, ok := o.vals[k]; !ok {
		o.keys = append(o.keys, k)
	}
	o.vals[k] = v
}

func (o *object) del(k string) {
	if _, ok := o.vals[k]; !ok {
		return
	}
	delete(o.vals, k)
	for i, key := range o.keys {
		if key == k {
			o.keys = append(o.keys[:i], o.keys[i+1:]...)
			break
		}
	}
}

// decodeObject parses a JSON document whose top level must be an object.
func decodeObject(b []byte) (*object, error) {
	if len(bytes.TrimSpace(b)) == 0 {
		return newObject(), nil
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	v, err := decodeValue(dec)
	if err != nil {
		return nil, located(b, dec, err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return nil, located(b, dec, errors.New("extra data after the top-level object"))
	}
	o, ok := v.(*object)
	if !ok {
		return nil, errors.New("the top level is not a JSON object")
	}
	return o, nil
}

// located adds the line and column of the decoder's position to err.
func located(b []byte, dec *json.Decoder, err error) error {
	off := int(dec.InputOffset())
	var se *json.SyntaxError
	if errors.As(err, &se) {
		off = int(se.Offset)
	}
	off = min(off, len(b))
	line := bytes.Count(b[:off], []byte("\n")) + 1
	col := off - bytes.LastIndexByte(b[:off], '\n')
	return fmt.Errorf("line %d, column %d: %w", line, col, err)
}

func decodeValue(dec *json.Decoder) (any, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := tok.(type) {
	case json.Delim:
		switch t {
		case '{':
			o := newObject()
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return nil, err
				}
				k, ok := kt.(string)
				if !ok {
					return nil, errors.New("object key is not a string")
				}
				v, err := decodeValue(dec)
				if err != nil {
					return nil, err
				}
				o.set(k, v)
			}
			_, err := dec.Token() // '}'
			return o, err
		case '[':
			arr := []any{}
			for dec.More() {
				v, err := decodeValue(dec)
				if err != nil {
					return nil, err
				}
				arr = append(arr, v)
			}
			_, err := dec.Token() // ']'
			return arr, err
		}
		return nil, fmt.Errorf("unexpected %v", t)
	default:
		return t, nil
	}
}

// layout is how a document lays out its JSON, so that what hippo adds looks
// like what is already there.
type layout struct {
	multiline bool   // one element per line
	unit      string // one level of indentation, when multi-line
	colon     string // between a key and its value, ':' included
	comma     string // between elements on one line, ',' included
	nl        string // "\n", or "\r\n" in a file that uses it
}

// newLayout is how hippo writes a settings file it creates.
var newLayout = layout{multiline: true, unit: "  ", colon: ": ", comma: ", ", nl: "\n"}

// encode renders v as a new document, in newLayout with a final newline.
func encode(v any) ([]byte, error) {
	var buf bytes.Buffer
	if err := newLayout.encode(&buf, v, ""); err != nil {
		return nil, err
	}
	buf.WriteString(newLayout.nl)
	return buf.Bytes(), nil
}

// encode writes v with its first line already indented by indent, so its
// closing bracket lines up with the line it starts on.
func (l layout) encode(buf *bytes.Buffer, v any, indent string) error {
	switch t := v.(type) {
	case *object:
		return l.container(buf, '{', '}', len(t.keys), indent, func(i int, inner string) error {
			kb, _ := json.Marshal(t.keys[i])
			buf.Write(kb)
			buf.WriteString(l.colon)
			return l.encode(buf, t.vals[t.keys[i]], inner)
		})
	case []any:
		return l.container(buf, '[', ']', len(t), indent, func(i int, inner string) error {
			return l.encode(buf, t[i], inner)
		})
	default:
		var sb bytes.Buffer
		enc := json.NewEncoder(&sb)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(t); err != nil {
			return err
		}
		buf.Write(bytes.TrimRight(sb.Bytes(), "\n"))
	}
	return nil
}

// container writes n elements between open and close, one a line or all on one.
func (l layout) container(buf *bytes.Buffer, open, close byte, n int, indent string, elem func(i int, inner string) error) error {
	buf.WriteByte(open)
	if n == 0 {
		buf.WriteByte(close)
		return nil
	}
	inner := indent + l.unit
	for i := range n {
		switch {
		case l.multiline && i > 0:
			buf.WriteString("," + l.nl + inner)
		case l.multiline:
			buf.WriteString(l.nl + inner)
		case i > 0:
			buf.WriteString(l.comma)
		}
		if err := elem(i, inner); err != nil {
			return err
		}
	}
	if l.multiline {
		buf.WriteString(l.nl + indent)
	}
	buf.WriteByte(close)
	return nil
}
