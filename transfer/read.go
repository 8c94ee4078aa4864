package transfer

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/hippo-mem/hippo/store"
)

// FormatError is a file Read refuses, with the line at fault (0: the file as
// a whole). It wraps ErrFormat.
type FormatError struct {
	Line int
	Msg  string
}

func (e *FormatError) Error() string {
	if e.Line == 0 {
		return e.Msg
	}
	return fmt.Sprintf("line %d: %s", e.Line, e.Msg)
}

func (e *FormatError) Unwrap() error { return ErrFormat }

// ErrVersion is an export of a format or schema this build does not know.
var ErrVersion = errors.New("export written by a newer hippo")

// reader checks an export line by line as it reads it.
type reader struct {
	f     File
	line  int
	ids   map[string]bool
	ended bool
}

// Read reads and checks a whole export before anything is imported: a bad
// line anywhere refuses the file, so an import never applies half of one.
func Read(r io.Reader) (File, error) {
	rd := &reader{ids: map[string]bool{}}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), MaxLineBytes)
	for sc.Scan() {
		rd.line++
		if err := rd.take(sc.Bytes()); err != nil {
			return File{}, err
		}
	}
	if errors.Is(sc.Err(), bufio.ErrTooLong) {
		return File{}, &FormatError{Line: rd.line + 1, Msg: fmt.Sprintf("longer than %d MiB: no export line is", MaxLineBytes>>20)}
	}
	if err := sc.Err(); err != nil {
		return File{}, fmt.Errorf("read export: %w", err)
	}
	if rd.line == 0 {
		return File{}, &FormatError{Msg: "the file is empty"}
	}
	if !rd.ended {
		return File{}, &FormatError{Line: rd.line, Msg: "no end line after it: the file is truncated"}
	}
	return rd.f, nil
}

func (rd *reader) take(line []byte) error {
	bad := func(format string, a ...any) error {
		return &FormatError{Line: rd.line, Msg: fmt.Sprintf(format, a...)}
	}
	if rd.ended {
		return bad("data after the end line")
	}
	typ, err := peek(line)
	if err != nil {
		return bad("not JSON (%v): the file is damaged or truncated", err)
	}
	if rd.line == 1 && typ != typeHeader {
		return bad("no header: the first line of an export is {\"type\":\"header\",...}")
	}
	switch typ {
	case typeHeader:
		return rd.header(line, bad)
	case typeMemory:
		return rd.memory(line, bad)
	case typeTombstone:
		return rd.tombstone(line, bad)
	case typePurged:
		var rec purgedRecord
		if err := strict(line, &rec); err != nil || !validID(rec.ID, false) {
			return bad("bad purged id %q", rec.ID)
		}
		rd.f.Snapshot.Purged = append(rd.f.Snapshot.Purged, rec.ID)
		return nil
	case typeEnd:
		return rd.end(line, bad)
	}
	return bad("unknown record type %q", typ)
}

func (rd *reader) header(line []byte, bad func(string, ...any) error) error {
	if rd.line != 1 {
		return bad("a second header")
	}
	if err := strict(line, &rd.f.Header); err != nil {
		return bad("bad header: %v", err)
	}
	h := rd.f.Header
	switch {
	case h.Format != FormatName:
		return bad("format %q is not %q", h.Format, FormatName)
	case h.Version > FormatVersion:
		return fmt.Errorf("%w: format version %d, this hippo reads %d", ErrVersion, h.Version, FormatVersion)
	case h.Version < 1:
		return bad("format version %d", h.Version)
	case h.Schema > store.SchemaVersion:
		return fmt.Errorf("%w: schema %d, this hippo knows %d", ErrVersion, h.Schema, store.SchemaVersion)
	}
	return nil
}

func (rd *reader) memory(line []byte, bad func(string, ...any) error) error {
	var rec memoryRecord
	if err := strict(line, &rec); err != nil {
		return bad("bad memory: %v", err)
	}
	if err := rd.claim(rec.ID, false); err != nil {
		return bad("%v", err)
	}
	if err := store.ValidateText(rec.Text); err != nil {
		return bad("memory %s: %v", rec.ID, err)
	}
	if !rec.Kind.Valid() {
		return bad("memory %s: unknown kind %q", rec.ID, rec.Kind)
	}
	if !finitePositive(rec.Stability) || !finitePositive(rec.BaseStability) {
		return bad("memory %s: stability must be a positive number of days", rec.ID)
	}
	for _, link := range []string{rec.SupersededBy, rec.Supersedes} {
		if link != "" && !validID(link, false) {
			return bad("memory %s: bad link %q", rec.ID, link)
		}
	}
	r, err := rec.row()
	if err != nil {
		return bad("memory %s: %v", rec.ID, err)
	}
	rd.f.Snapshot.Memories = append(rd.f.Snapshot.Memories, r)
	return nil
}

func (rd *reader) tombstone(line []byte, bad func(string, ...any) error) error {
	var rec tombstoneRecord
	if err := strict(line, &rec); err != nil {
		return bad("bad tombstone: %v", err)
	}
	if err := rd.claim(rec.ID, true); err != nil {
		return bad("%v", err)
	}
	if err := store.ValidateText(rec.Text); err != nil {
		return bad("tombstone %s: %v", rec.ID, err)
	}
	vec, err := decodeVector(rec.Vector)
	if err != nil {
		return bad("tombstone %s: %v", rec.ID, err)
	}
	t := store.TombstoneRow{Tombstone: store.Tombstone{ID: rec.ID, Text: rec.Text, Reason: rec.Reason,
		CreatedAt: rec.CreatedAt.UTC(), SourceID: rec.SourceID}, VectorModel: rec.VectorModel, Vector: vec}
	rd.f.Snapshot.Tombstones = append(rd.f.Snapshot.Tombstones, t)
	return nil
}

func (rd *reader) end(line []byte, bad func(string, ...any) error) error {
	var rec endRecord
	if err := strict(line, &rec); err != nil {
		return bad("bad end line: %v", err)
	}
	s := rd.f.Snapshot
	if rec.Memories != len(s.Memories) || rec.Tombstones != len(s.Tombstones) || rec.Purged != len(s.Purged) {
		return bad("the end line counts %d memories, %d tombstones and %d purged ids; the file holds %d, %d and %d: it is damaged",
			rec.Memories, rec.Tombstones, rec.Purged, len(s.Memories), len(s.Tombstones), len(s.Purged))
	}
	rd.ended = true
	return nil
}

// claim refuses a malformed id and an id seen before in the file.
func (rd *reader) claim(id string, tombstone bool) error {
	if !validID(id, tombstone) {
		return fmt.Errorf("bad id %q", id)
	}
	if rd.ids[id] {
		return fmt.Errorf("duplicate id %s", id)
	}
	rd.ids[id] = true
	return nil
}

// idAlphabet is hippo's id alphabet, Crockford base32.
const idAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// validID reports whether id has the shape of a hippo id: 16 characters of
// the id alphabet (a tombstone's begins with T).
func validID(id string, tombstone bool) bool {
	if len(id) != 16 || tombstone && !strings.HasPrefix(id, "T") {
		return false
	}
	for _, r := range id {
		if !strings.ContainsRune(idAlphabet, r) {
			return false
		}
	}
	return true
}

func finitePositive(f float64) bool { return f > 0 && !math.IsInf(f, 0) && !math.IsNaN(f) }
