// Package transfer owns hippo's export format and the merge rules of import:
// a JSONL stream that carries every field needed to restore a store exactly,
// and the plan that brings another store's export (or a Chroma store's
// documents, see package chroma) into this one.
//
// # Format
//
// One JSON object per line, each with a "type": first a header (format
// version, schema version, model id; no export time, so the same store gives
// the same bytes), then the memories by id, the tombstones by id, the purged
// ids (ids only: purge keeps no content), and last an end line with the
// counts, so that a file cut short at a line boundary is still found out.
package transfer

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"time"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/store"
)

// Format names and versions this build writes and reads.
// Version 2 added each memory's restatements ("occurrences") and strength
// history ("history"); a version 1 file has neither and reads as before.
const (
	FormatName    = "hippo-export"
	FormatVersion = 2
)

// MaxLineBytes bounds one line: a memory's text is at most 64 KiB, which
// JSON escaping can grow sixfold, plus a vector. A longer line is no export.
const MaxLineBytes = 1 << 20

// ErrFormat is a file that is not a valid export; the error names the line.
var ErrFormat = errors.New("not a valid hippo export")

// Record types.
const (
	typeHeader    = "header"
	typeMemory    = "memory"
	typeTombstone = "tombstone"
	typePurged    = "purged"
	typeEnd       = "end"
)

// Header is an export's first line.
type Header struct {
	Type    string `json:"type"`
	Format  string `json:"format"`
	Version int    `json:"version"`
	Schema  int    `json:"schema"`
	// Model is the embedding model of the exporting store ("" in lexical
	// mode); vectors in the file name their own model too.
	Model string `json:"model"`
}

// memoryRecord is one memory, every column of its row.
type memoryRecord struct {
	Type                  string           `json:"type"`
	ID                    string           `json:"id"`
	Text                  string           `json:"text"`
	Kind                  decay.Kind       `json:"kind"`
	MemoryType            decay.MemoryType `json:"memory_type"`
	ConsolidationLevel    int              `json:"consolidation_level"`
	Origin                store.Origin     `json:"origin"`
	Speaker               store.Speaker    `json:"speaker"`
	Topic                 string           `json:"topic"`
	Project               string           `json:"project"`
	SessionID             string           `json:"session_id,omitempty"`
	TranscriptPath        string           `json:"transcript_path,omitempty"`
	LineUUID              string           `json:"line_uuid,omitempty"`
	SourceTime            string           `json:"source_time,omitempty"`
	SourcePath            string           `json:"source_path,omitempty"`
	CreatedAt             time.Time        `json:"created_at"`
	StatedAt              time.Time        `json:"stated_at"`
	LastAccessed          time.Time        `json:"last_accessed"`
	Stability             float64          `json:"stability_days"`
	BaseStability         float64          `json:"base_stability_days"`
	AccessCount           int              `json:"access_count"`
	LastReinforcedAt      time.Time        `json:"last_reinforced_at"`
	LastReinforcedSession string           `json:"last_reinforced_session,omitempty"`
	Pinned                bool             `json:"pinned"`
	Archived              bool             `json:"archived"`
	ArchivedAt            time.Time        `json:"archived_at,omitzero"`
	SupersededBy          string           `json:"superseded_by,omitempty"`
	Supersedes            string           `json:"supersedes,omitempty"`
	SchemaVersion         int              `json:"schema_version"`
	VectorModel           string           `json:"vector_model,omitempty"`
	Vector                string           `json:"vector,omitempty"` // base64 of little-endian float32s
	// Occurrences are the times it was said again, ids and times only.
	Occurrences []occurrenceRecord `json:"occurrences,omitempty"`
	// History is each change to its strength: times, kinds and stabilities.
	History []historyRecord `json:"history,omitempty"`
}

// historyRecord is one strength event of the memory whose record holds it.
type historyRecord struct {
	At        time.Time       `json:"at"`
	Kind      store.EventKind `json:"kind"`
	Stability float64         `json:"stability_days"`
}

// occurrenceRecord is one restatement of the memory whose record holds it.
type occurrenceRecord struct {
	SessionID string       `json:"session_id,omitempty"`
	LineUUID  string       `json:"line_uuid,omitempty"`
	StatedAt  time.Time    `json:"stated_at"`
	Origin    store.Origin `json:"origin"`
}

type tombstoneRecord struct {
	Type        string    `json:"type"`
	ID          string    `json:"id"`
	Text        string    `json:"text"`
	Reason      string    `json:"reason"`
	CreatedAt   time.Time `json:"created_at"`
	SourceID    string    `json:"source_id,omitempty"`
	VectorModel string    `json:"vector_model,omitempty"`
	Vector      string    `json:"vector,omitempty"`
}

type purgedRecord struct {
	Type string `json:"type"`
	ID   string `json:"id"`
}

type endRecord struct {
	Type       string `json:"type"`
	Memories   int    `json:"memories"`
	Tombstones int    `json:"tombstones"`
	Purged     int    `json:"purged"`
}

// File is a whole export: what Write writes and Read reads.
type File struct {
	Header   Header
	Snapshot store.Snapshot
}

// Write writes f as JSONL. The same file gives the same bytes.
func Write(w io.Writer, f File) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	h := f.Header
	h.Type, h.Format, h.Version = typeHeader, FormatName, FormatVersion
	if err := enc.Encode(h); err != nil {
		return fmt.Errorf("write export: %w", err)
	}
	snap := f.Snapshot
	for _, r := range snap.Memories {
		if err := enc.Encode(fromRow(r)); err != nil {
			return fmt.Errorf("write export: memory %s: %w", r.ID, err)
		}
	}
	for _, t := range snap.Tombstones {
		rec := tombstoneRecord{Type: typeTombstone, ID: t.ID, Text: t.Text, Reason: t.Reason, CreatedAt: t.CreatedAt,
			SourceID: t.SourceID, VectorModel: t.VectorModel, Vector: encodeVector(t.Vector)}
		if err := enc.Encode(rec); err != nil {
			return fmt.Errorf("write export: tombstone %s: %w", t.ID, err)
		}
	}
	for _, id := range snap.Purged {
		if err := enc.Encode(purgedRecord{Type: typePurged, ID: id}); err != nil {
			return fmt.Errorf("write export: %w", err)
		}
	}
	end := endRecord{Type: typeEnd, Memories: len(snap.Memories), Tombstones: len(snap.Tombstones), Purged: len(snap.Purged)}
	if err := enc.Encode(end); err != nil {
		return fmt.Errorf("write export: %w", err)
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("write export: %w", err)
	}
	return nil
}

func fromRow(r store.Row) memoryRecord {
	m := r.Memory
	return memoryRecord{Type: typeMemory, ID: m.ID, Text: m.Text, Kind: m.Kind, MemoryType: m.MemoryType,
		ConsolidationLevel: m.ConsolidationLevel, Origin: m.Origin, Speaker: m.Speaker, Topic: m.Topic, Project: m.Project,
		SessionID: m.SessionID, TranscriptPath: m.TranscriptPath, LineUUID: m.LineUUID, SourceTime: m.SourceTime,
		SourcePath: m.SourcePath, CreatedAt: m.CreatedAt, StatedAt: m.StatedAt, LastAccessed: m.LastAccessed,
		Stability: m.Stability, BaseStability: m.BaseStability, AccessCount: m.AccessCount,
		LastReinforcedAt: m.LastReinforcedAt, LastReinforcedSession: m.LastReinforcedSession, Pinned: m.Pinned,
		Archived: m.Archived, ArchivedAt: m.ArchivedAt, SupersededBy: m.SupersededBy, Supersedes: m.Supersedes,
		SchemaVersion: m.SchemaVersion, VectorModel: r.VectorModel, Vector: encodeVector(r.Vector),
		Occurrences: occurrenceRecords(r.Occurrences), History: historyRecords(r.History)}
}

func historyRecords(es []store.StrengthEvent) []historyRecord {
	var out []historyRecord
	for _, e := range es {
		out = append(out, historyRecord{At: e.At, Kind: e.Kind, Stability: e.Stability})
	}
	return out
}

func occurrenceRecords(os []store.Occurrence) []occurrenceRecord {
	var out []occurrenceRecord
	for _, o := range os {
		out = append(out, occurrenceRecord{SessionID: o.SessionID, LineUUID: o.LineUUID, StatedAt: o.StatedAt, Origin: o.Origin})
	}
	return out
}

func (rec memoryRecord) row() (store.Row, error) {
	vec, err := decodeVector(rec.Vector)
	if err != nil {
		return store.Row{}, err
	}
	m := store.Memory{ID: rec.ID, Text: rec.Text, Kind: rec.Kind, MemoryType: rec.MemoryType,
		ConsolidationLevel: rec.ConsolidationLevel, Origin: rec.Origin, Speaker: rec.Speaker, Topic: rec.Topic,
		Project: rec.Project, SessionID: rec.SessionID, TranscriptPath: rec.TranscriptPath, LineUUID: rec.LineUUID,
		SourceTime: rec.SourceTime, SourcePath: rec.SourcePath, CreatedAt: rec.CreatedAt.UTC(), StatedAt: rec.StatedAt.UTC(),
		LastAccessed: rec.LastAccessed.UTC(), Stability: rec.Stability, BaseStability: rec.BaseStability,
		AccessCount: rec.AccessCount, LastReinforcedAt: rec.LastReinforcedAt.UTC(),
		LastReinforcedSession: rec.LastReinforcedSession, Pinned: rec.Pinned, Archived: rec.Archived,
		ArchivedAt: rec.ArchivedAt.UTC(), SupersededBy: rec.SupersededBy, Supersedes: rec.Supersedes,
		SchemaVersion: rec.SchemaVersion, HasVector: rec.VectorModel != ""}
	if rec.ArchivedAt.IsZero() {
		m.ArchivedAt = time.Time{}
	}
	if len(vec) == 0 {
		// A model named without its vector would mark the memory embedded,
		// and reindex would never embed it.
		rec.VectorModel, m.HasVector = "", false
	}
	r := store.Row{Memory: m, VectorModel: rec.VectorModel, Vector: vec}
	for _, o := range rec.Occurrences {
		r.Occurrences = append(r.Occurrences, store.Occurrence{MemoryID: rec.ID, SessionID: o.SessionID, LineUUID: o.LineUUID,
			StatedAt: o.StatedAt.UTC(), Origin: o.Origin})
	}
	for _, h := range rec.History {
		if !h.Kind.Valid() || !finitePositive(h.Stability) {
			return store.Row{}, fmt.Errorf("history: unknown event %q or stability %v", h.Kind, h.Stability)
		}
		r.History = append(r.History, store.StrengthEvent{MemoryID: rec.ID, At: h.At.UTC(), Kind: h.Kind, Stability: h.Stability})
	}
	return r, nil
}

func encodeVector(v []float32) string {
	if len(v) == 0 {
		return ""
	}
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(x))
	}
	return base64.StdEncoding.EncodeToString(b)
}

func decodeVector(s string) ([]float32, error) {
	if s == "" {
		return nil, nil
	}
	b, err := base64.StdEncoding.DecodeString(s)
	if err != nil || len(b)%4 != 0 {
		return nil, errors.New("vector is not base64 of float32s")
	}
	v := make([]float32, len(b)/4)
	for i := range v {
		v[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return v, nil
}

// peek reads a line's type without decoding the rest.
func peek(line []byte) (string, error) {
	var t struct {
		Type string `json:"type"`
	}
	if err := json.Unmarshal(line, &t); err != nil {
		return "", err
	}
	return t.Type, nil
}

// strict decodes one line into v, refusing fields this version does not know.
func strict(line []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}
