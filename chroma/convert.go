package chroma

import (
	"crypto/sha256"
	"encoding/binary"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/store"
	"github.com/hippo-mem/hippo/transfer"
)

// Metadata keys the Python tool wrote.
const (
	keyTopic        = "topic"
	keyTitle        = "title"
	keyLastAccessed = "last_accessed"
	keyStability    = "stability"
	keyMemoryType   = "memory_type"
	keyLevel        = "consolidation_level"
	keyArchived     = "archived"
	keyArchivedAt   = "archived_at"
	keyCreated      = "created_at"
	keyKind         = "kind"
	keyReason       = "reason"
	// A tombstone is a document whose memory_type is "tombstone", or that
	// carries tombstone=true: the rejected claim's text is its document.
	keyTombstone  = "tombstone"
	typeTombstone = "tombstone"
)

// Converted is a Chroma store as a hippo export, and what did not fit.
type Converted struct {
	File transfer.File
	// Skipped are documents with no usable text (empty, not UTF-8, too large).
	Skipped []string
}

// Convert maps documents to hippo memories and tombstones: stability and
// last access kept, memory_type to hippo's tier, archived kept as archived,
// tombstones as tombstones. Each memory's id is derived from its Chroma id
// and time, so converting the same store again gives the same ids, and a
// second import finds nothing new. fallback stands in for a document with no
// time at all (the store file's modification time).
func Convert(docs []Document, fallback time.Time) Converted {
	var c Converted
	for _, d := range docs {
		text := strings.TrimSpace(d.Text)
		if text == "" {
			text = strings.TrimSpace(str(d.Metadata[keyTitle]))
		}
		if store.ValidateText(text) != nil {
			c.Skipped = append(c.Skipped, d.ID)
			continue
		}
		created := firstTime(fallback, d.Metadata[keyCreated], d.Created, d.Metadata[keyLastAccessed])
		if truthy(d.Metadata[keyTombstone]) || str(d.Metadata[keyMemoryType]) == typeTombstone {
			reason := str(d.Metadata[keyReason])
			if reason == "" {
				reason = "tombstone imported from Chroma"
			}
			c.File.Snapshot.Tombstones = append(c.File.Snapshot.Tombstones, store.TombstoneRow{Tombstone: store.Tombstone{
				ID: idFor("T", d.ID, created), Text: text, Reason: reason, CreatedAt: created}})
			continue
		}
		c.File.Snapshot.Memories = append(c.File.Snapshot.Memories, store.Row{Memory: memory(d, text, created)})
	}
	c.File.Header = transfer.Header{Schema: store.SchemaVersion}
	sortByID(&c.File.Snapshot)
	return c
}

func memory(d Document, text string, created time.Time) store.Memory {
	md := d.Metadata
	kind := decay.Kind(str(md[keyKind]))
	if !kind.Valid() {
		kind = decay.KindFact
	}
	tier := tierOf(str(md[keyMemoryType]))
	base := decay.EpisodicStability
	if tier != decay.TypeEpisodic {
		base = decay.CuratedStability
	}
	stability := num(md[keyStability])
	if stability <= 0 {
		stability = base
	}
	accessed := firstTime(created, md[keyLastAccessed])
	m := store.Memory{ID: idFor("", d.ID, created), Text: text, Kind: kind, MemoryType: tier,
		ConsolidationLevel: int(num(md[keyLevel])), Origin: store.OriginImport, Speaker: store.SpeakerUser,
		Topic: str(md[keyTopic]), CreatedAt: created, StatedAt: created, LastAccessed: accessed,
		LastReinforcedAt: accessed, Stability: stability, BaseStability: min(base, stability),
		SchemaVersion: store.SchemaVersion}
	if truthy(md[keyArchived]) {
		m.Archived, m.ArchivedAt = true, firstTime(accessed, md[keyArchivedAt])
	}
	return m
}

// tierOf maps the Python tool's memory_type to hippo's tier.
func tierOf(t string) decay.MemoryType {
	switch strings.ToLower(t) {
	case "semantic":
		return decay.TypeSemantic
	case "curated", "summary", "consolidated":
		return decay.TypeCurated
	}
	return decay.TypeEpisodic
}

// idFor is a hippo id for a Chroma document: 10 characters of its time, so
// ids sort by time as hippo's do, and 6 of a hash of its Chroma id.
func idFor(prefix, chromaID string, t time.Time) string {
	const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
	var b [16]byte
	v := uint64(t.UnixMilli())
	for i := 9; i >= 0; i-- {
		b[i] = alphabet[v&31]
		v >>= 5
	}
	sum := sha256.Sum256([]byte(chromaID))
	h := binary.BigEndian.Uint32(sum[:4])
	for i := 15; i >= 10; i-- {
		b[i] = alphabet[h&31]
		h >>= 5
	}
	return prefix + string(b[len(prefix):])
}

// firstTime is the first of vs that reads as a time, else fallback: Python
// wrote datetimes as ISO strings (with or without a zone) or epoch seconds.
func firstTime(fallback time.Time, vs ...any) time.Time {
	for _, v := range vs {
		if t, ok := asTime(v); ok {
			return t.UTC().Truncate(time.Millisecond)
		}
	}
	return fallback.UTC().Truncate(time.Millisecond)
}

func asTime(v any) (time.Time, bool) {
	switch x := v.(type) {
	case float64:
		return time.UnixMilli(int64(x * 1000)), x > 0
	case int64:
		return time.Unix(x, 0), x > 0
	case string:
		for _, layout := range []string{time.RFC3339Nano, "2006-01-02T15:04:05.999999", "2006-01-02 15:04:05.999999", "2006-01-02 15:04:05"} {
			if t, err := time.Parse(layout, x); err == nil {
				return t, true
			}
		}
		if f, err := strconv.ParseFloat(x, 64); err == nil && f > 0 {
			return time.UnixMilli(int64(f * 1000)), true
		}
	}
	return time.Time{}, false
}

func str(v any) string {
	s, _ := v.(string)
	return s
}

func num(v any) float64 {
	switch x := v.(type) {
	case float64:
		return x
	case int64:
		return float64(x)
	case string:
		f, _ := strconv.ParseFloat(x, 64)
		return f
	}
	return 0
}

// truthy reads a flag written as a bool, a number or a string.
func truthy(v any) bool {
	switch x := v.(type) {
	case bool:
		return x
	case float64:
		return x != 0
	case int64:
		return x != 0
	case string:
		b, _ := strconv.ParseBool(x)
		return b
	}
	return false
}

func sortByID(s *store.Snapshot) {
	slices.SortFunc(s.Memories, func(a, b store.Row) int { return strings.Compare(a.ID, b.ID) })
	slices.SortFunc(s.Tombstones, func(a, b store.TombstoneRow) int { return strings.Compare(a.ID, b.ID) })
}
