package install

import (
	"encoding/json"
	"fmt"
)

// node is one JSON value of a settings file together with where its bytes
// are, so a change can be written as an edit of those bytes alone. val is the
// decoded value the planner works on; for an object it is the very *object
// the planner changes, which is how a change is traced back to its bytes.
type node struct {
	start, end int      // the value is src[start:end]
	val        any      // *object, []any, json.Number, string, bool or nil
	elems      []*node  // an object's member values, or an array's elements
	keys       []span   // an object's member keys, quotes included
	names      []string // an object's member keys, decoded
}

type span struct{ start, end int }

// elemStart is where element i begins: its key, for an object member.
func (n *node) elemStart(i int) int {
	if n.keys != nil {
		return n.keys[i].start
	}
	return n.elems[i].start
}

// parser reads a document encoding/json has already accepted (decodeObject
// runs first and reports errors with their line), recording byte offsets.
type parser struct {
	src []byte
	i   int
}

// parseNodes parses src, whose top level is an object; nil when src is blank.
func parseNodes(src []byte) (*node, error) {
	p := &parser{src: src}
	p.space()
	if p.i == len(src) {
		return nil, nil
	}
	return p.value()
}

func (p *parser) space() {
	for p.i < len(p.src) {
		switch p.src[p.i] {
		case ' ', '\t', '\n', '\r':
			p.i++
		default:
			return
		}
	}
}

func (p *parser) value() (*node, error) {
	if p.i >= len(p.src) {
		return nil, fmt.Errorf("offset %d: unexpected end of JSON", p.i)
	}
	switch c := p.src[p.i]; {
	case c == '{':
		return p.object()
	case c == '[':
		return p.array()
	case c == '"':
		s, err := p.str()
		if err != nil {
			return nil, err
		}
		var v string
		if err := json.Unmarshal(p.src[s.start:s.end], &v); err != nil {
			return nil, fmt.Errorf("offset %d: %w", s.start, err)
		}
		return &node{start: s.start, end: s.end, val: v}, nil
	default:
		return p.literal()
	}
}

func (p *parser) object() (*node, error) {
	n := &node{start: p.i, keys: []span{}}
	o := newObject()
	n.val = o
	p.i++ // '{'
	for {
		p.space()
		if p.i < len(p.src) && p.src[p.i] == '}' {
			p.i++
			n.end = p.i
			return n, nil
		}
		if len(n.elems) > 0 {
			if err := p.expect(','); err != nil {
				return nil, err
			}
			p.space()
		}
		k, err := p.str()
		if err != nil {
			return nil, err
		}
		var key string
		if err := json.Unmarshal(p.src[k.start:k.end], &key); err != nil {
			return nil, fmt.Errorf("offset %d: %w", k.start, err)
		}
		p.space()
		if err := p.expect(':'); err != nil {
			return nil, err
		}
		p.space()
		v, err := p.value()
		if err != nil {
			return nil, err
		}
		n.keys = append(n.keys, k)
		n.names = append(n.names, key)
		n.elems = append(n.elems, v)
		o.set(key, v.val)
	}
}

func (p *parser) array() (*node, error) {
	n := &node{start: p.i}
	arr := []any{}
	p.i++ // '['
	for {
		p.space()
		if p.i < len(p.src) && p.src[p.i] == ']' {
			p.i++
			n.end = p.i
			n.val = arr
			return n, nil
		}
		if len(n.elems) > 0 {
			if err := p.expect(','); err != nil {
				return nil, err
			}
			p.space()
		}
		v, err := p.value()
		if err != nil {
			return nil, err
		}
		n.elems = append(n.elems, v)
		arr = append(arr, v.val)
	}
}

func (p *parser) expect(c byte) error {
	if p.i >= len(p.src) || p.src[p.i] != c {
		return fmt.Errorf("offset %d: want %q", p.i, c)
	}
	p.i++
	return nil
}

// str scans a string token, quotes included.
func (p *parser) str() (span, error) {
	start := p.i
	if err := p.expect('"'); err != nil {
		return span{}, err
	}
	for p.i < len(p.src) {
		switch p.src[p.i] {
		case '\\':
			p.i += 2
		case '"':
			p.i++
			return span{start, p.i}, nil
		default:
			p.i++
		}
	}
	return span{}, fmt.Errorf("offset %d: unterminated string", start)
}

// literal scans a number, true, false or null.
func (p *parser) literal() (*node, error) {
	start := p.i
	for p.i < len(p.src) {
		c := p.src[p.i]
		if c == ',' || c == '}' || c == ']' || c == ' ' || c == '\t' || c == '\n' || c == '\r' {
			break
		}
		p.i++
	}
	tok := string(p.src[start:p.i])
	n := &node{start: start, end: p.i}
	switch tok {
	case "true", "false":
		n.val = tok == "true"
	case "null":
		n.val = nil
	default:
		if !json.Valid([]byte(tok)) || tok == "" {
			return nil, fmt.Errorf("offset %d: bad literal %q", start, tok)
		}
		n.val = json.Number(tok)
	}
	return n, nil
}
