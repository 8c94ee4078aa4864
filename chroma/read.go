package chroma

import (
	"context"
	"database/sql"
	"encoding/binary"
	"encoding/json"
	"errors"
	"maps"
	"slices"
	"strconv"
)

// readSegment reads the documents of the collection's metadata segment, and
// the last queue position the segment holds.
func readSegment(ctx context.Context, db *sql.DB, collID string) (map[string]*Document, int64, error) {
	docs := map[string]*Document{}
	var segID string
	err := db.QueryRowContext(ctx, `SELECT id FROM segments WHERE collection = ? AND scope = 'METADATA'`, collID).Scan(&segID)
	if errors.Is(err, sql.ErrNoRows) {
		return docs, -1, nil // nothing compacted yet: every write is in the queue
	}
	if err != nil {
		return nil, 0, err
	}
	rows, err := db.QueryContext(ctx, `SELECT e.embedding_id, coalesce(e.created_at, ''), m.key, m.string_value, m.int_value,
		m.float_value, m.bool_value FROM embeddings e LEFT JOIN embedding_metadata m ON m.id = e.id
		WHERE e.segment_id = ? ORDER BY e.id`, segID)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	for rows.Next() {
		var id, created string
		var key, str sql.NullString
		var i sql.NullInt64
		var f sql.NullFloat64
		var b sql.NullBool
		if err := rows.Scan(&id, &created, &key, &str, &i, &f, &b); err != nil {
			return nil, 0, err
		}
		d := docs[id]
		if d == nil {
			d = &Document{ID: id, Metadata: map[string]any{}, Created: created}
			docs[id] = d
		}
		if key.Valid {
			d.set(key.String, metaValue(str, i, f, b))
		}
	}
	if err := rows.Err(); err != nil {
		return nil, 0, err
	}
	maxSeq, err := segmentSeq(ctx, db, segID)
	return docs, maxSeq, err
}

// metaValue is the one typed column of a metadata row that is set.
func metaValue(str sql.NullString, i sql.NullInt64, f sql.NullFloat64, b sql.NullBool) any {
	switch {
	case str.Valid:
		return str.String
	case b.Valid:
		return b.Bool
	case i.Valid:
		return i.Int64
	case f.Valid:
		return f.Float64
	}
	return nil
}

// segmentSeq is the last queue position compacted into the segment: chromadb
// 0.4 stores it as a big-endian blob, later releases as an integer.
func segmentSeq(ctx context.Context, db *sql.DB, segID string) (int64, error) {
	var v any
	err := db.QueryRowContext(ctx, `SELECT seq_id FROM max_seq_id WHERE segment_id = ?`, segID).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return -1, nil
	}
	if err != nil {
		return 0, err
	}
	switch x := v.(type) {
	case int64:
		return x, nil
	case []byte:
		// 8 bytes; chromadb's encoder also has a 24-byte form for positions
		// past 64 bits, which a SQLite queue never reaches.
		if n := len(x); n >= 8 && n <= 24 && !slices.ContainsFunc(x[:n-8], func(b byte) bool { return b != 0 }) {
			return int64(binary.BigEndian.Uint64(x[n-8:])), nil
		}
	}
	return 0, errors.New("max_seq_id holds neither an integer nor a big-endian position")
}

// applyQueue applies the queue's writes after position from, in order.
func applyQueue(ctx context.Context, db *sql.DB, topic string, from int64, docs map[string]*Document) error {
	rows, err := db.QueryContext(ctx, `SELECT seq_id, operation, id, coalesce(metadata, ''), coalesce(created_at, '')
		FROM embeddings_queue WHERE topic = ? AND seq_id > ? ORDER BY seq_id`, topic, from)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var seq int64
		var op int
		var id, meta, created string
		if err := rows.Scan(&seq, &op, &id, &meta, &created); err != nil {
			return err
		}
		var md map[string]any
		if meta != "" {
			if err := json.Unmarshal([]byte(meta), &md); err != nil {
				return errors.New("queue position " + strconv.FormatInt(seq, 10) + ": metadata is not JSON")
			}
		}
		apply(docs, op, id, md, created)
	}
	return rows.Err()
}

// apply is one queued write, as Chroma's consumer applies it: an add of an
// id it has is ignored, an update of one it lacks too; an upsert is either.
func apply(docs map[string]*Document, op int, id string, md map[string]any, created string) {
	d, have := docs[id]
	switch {
	case op == opDelete:
		delete(docs, id)
		return
	case op == opAdd && have, op == opUpdate && !have:
		return
	case !have:
		d = &Document{ID: id, Metadata: map[string]any{}, Created: created}
		docs[id] = d
	}
	for k, v := range md {
		d.set(k, v)
	}
}

// set sets a metadata key; the document key sets the text, and nil removes
// a key (an update that deletes it).
func (d *Document) set(key string, v any) {
	switch {
	case key == documentKey:
		d.Text, _ = v.(string)
	case v == nil:
		delete(d.Metadata, key)
	default:
		d.Metadata[key] = v
	}
}

func sorted(docs map[string]*Document) []Document {
	out := make([]Document, 0, len(docs))
	for _, id := range slices.Sorted(maps.Keys(docs)) {
		out = append(out, *docs[id])
	}
	return out
}
