// Package chromafixture builds Chroma stores for tests: chroma.sqlite3 in the
// layout of chromadb 0.4.24, its schema written out from that release's SQLite
// migrations, with documents in the metadata segment and writes in the
// embeddings_queue table.
package chromafixture

import (
	"database/sql"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"path/filepath"
	"time"

	_ "modernc.org/sqlite" // registered as "sqlite"
)

// schema is the schema chromadb 0.4.24 builds in chroma.sqlite3, written
// out from its SQLite migrations in order (dir, version, statements).
var schema = []struct {
	dir     string
	version int
	sql     string
}{
	{"embeddings_queue", 1, `CREATE TABLE embeddings_queue (seq_id INTEGER PRIMARY KEY,
		created_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP, operation INTEGER NOT NULL, topic TEXT NOT NULL,
		id TEXT NOT NULL, vector BLOB, encoding TEXT, metadata TEXT)`},
	{"embeddings_queue", 2, `CREATE TABLE embeddings_queue_config (id INTEGER PRIMARY KEY, config_json_str TEXT)`},
	{"metadb", 1, `CREATE TABLE embeddings (id INTEGER PRIMARY KEY, segment_id TEXT NOT NULL, embedding_id TEXT NOT NULL,
		seq_id BLOB NOT NULL, created_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP, UNIQUE (segment_id, embedding_id));
		CREATE TABLE embedding_metadata (id INTEGER REFERENCES embeddings(id), key TEXT NOT NULL, string_value TEXT,
		int_value INTEGER, float_value REAL, PRIMARY KEY (id, key));
		CREATE TABLE max_seq_id (segment_id TEXT PRIMARY KEY, seq_id BLOB NOT NULL);
		CREATE VIRTUAL TABLE embedding_fulltext USING fts5(id, string_value)`},
	{"metadb", 2, `ALTER TABLE embedding_metadata ADD COLUMN bool_value INTEGER`},
	{"metadb", 3, `CREATE VIRTUAL TABLE embedding_fulltext_search USING fts5(string_value, tokenize='trigram');
		INSERT INTO embedding_fulltext_search (rowid, string_value) SELECT rowid, string_value FROM embedding_metadata;
		DROP TABLE embedding_fulltext`},
	{"metadb", 4, `CREATE INDEX embedding_metadata_int_value ON embedding_metadata (key, int_value) WHERE int_value IS NOT NULL;
		CREATE INDEX embedding_metadata_float_value ON embedding_metadata (key, float_value) WHERE float_value IS NOT NULL;
		CREATE INDEX embedding_metadata_string_value ON embedding_metadata (key, string_value) WHERE string_value IS NOT NULL`},
	{"sysdb", 1, `CREATE TABLE collections (id TEXT PRIMARY KEY, name TEXT NOT NULL, topic TEXT NOT NULL, UNIQUE (name));
		CREATE TABLE collection_metadata (collection_id TEXT REFERENCES collections(id) ON DELETE CASCADE,
		key TEXT NOT NULL, str_value TEXT, int_value INTEGER, float_value REAL, PRIMARY KEY (collection_id, key))`},
	{"sysdb", 2, `CREATE TABLE segments (id TEXT PRIMARY KEY, type TEXT NOT NULL, scope TEXT NOT NULL, topic TEXT,
		collection TEXT REFERENCES collections(id));
		CREATE TABLE segment_metadata (segment_id TEXT REFERENCES segments(id) ON DELETE CASCADE, key TEXT NOT NULL,
		str_value TEXT, int_value INTEGER, float_value REAL, PRIMARY KEY (segment_id, key))`},
	{"sysdb", 3, `ALTER TABLE collections ADD COLUMN dimension INTEGER`},
	{"sysdb", 4, `CREATE TABLE tenants (id TEXT PRIMARY KEY, UNIQUE (id));
		CREATE TABLE databases (id TEXT PRIMARY KEY, name TEXT NOT NULL,
		tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE, UNIQUE (tenant_id, name));
		ALTER TABLE collections ADD COLUMN database_id TEXT NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000'`},
}

// File is the store's file name, as chroma.File.
const File = "chroma.sqlite3"

const (
	collID = "6f1c3f7e-2b4a-4c1e-9d7a-0b5e8c2f4a11"
	topic  = "persistent://default/default/" + collID
	metaID = "a3d2c1b0-5e6f-4a7b-8c9d-0e1f2a3b4c5d"
)

// Base is when the Python tool stored its first document.
var Base = time.Date(2025, 3, 1, 8, 0, 0, 0, time.UTC)

// Doc is one document as the Python tool wrote it.
type Doc struct {
	ID, Text string
	Metadata map[string]any
}

// SegmentDocs are n documents compacted into the metadata segment: every
// tenth archived, every twentieth (from the 8th) a tombstone.
func SegmentDocs(n int) []Doc {
	tiers := []string{"episodic", "semantic", "curated"}
	var out []Doc
	for i := range n {
		at := Base.Add(time.Duration(i) * time.Hour)
		d := Doc{ID: fmt.Sprintf("mem-%04d", i), Text: fmt.Sprintf("the %s%d worker reads jobs from queue q%d", nouns[i%len(nouns)], i, i),
			Metadata: map[string]any{"topic": "proj" + fmt.Sprint(i%3), "title": "note " + fmt.Sprint(i),
				"last_accessed": at.Add(72 * time.Hour).Format("2006-01-02T15:04:05.000000"), "stability": 3.5 + float64(i%9),
				"memory_type": tiers[i%3], "consolidation_level": int64(i % 3), "created_at": at.Format(time.RFC3339)}}
		switch {
		case i%20 == 7:
			d.Text = fmt.Sprintf("we deploy the legacy site %d with Capistrano", i)
			d.Metadata["memory_type"] = "tombstone"
		case i%10 == 0:
			d.Metadata["archived"] = true
			d.Metadata["archived_at"] = at.Add(30 * 24 * time.Hour).Format("2006-01-02T15:04:05.000000")
		}
		out = append(out, d)
	}
	return out
}

var nouns = []string{"billing", "search", "auth", "ledger", "mailer"}

// Build writes a chromadb 0.4.24 store into dir: the segment documents, and
// the queue, where every segment write is too (positions 1..n, compacted,
// each with an older wording that must not come back), and after them the
// writes not compacted yet.
func Build(dir string, segment []Doc, later []Queued) (err error) {
	// A fixture needs no durability: unsynced writes build 220 documents in 0.1 s, not 9 s.
	db, err := sql.Open("sqlite", "file:"+filepath.Join(dir, File)+"?_pragma=synchronous(OFF)&_pragma=journal_mode(MEMORY)")
	if err != nil {
		return err
	}
	defer func() {
		if e := db.Close(); e != nil && err == nil {
			err = e
		}
	}()
	exec := func(q string, args ...any) {
		if err != nil {
			return
		}
		if _, e := db.Exec(q, args...); e != nil {
			err = fmt.Errorf("%s: %w", q, e)
		}
	}
	exec(`CREATE TABLE migrations (dir TEXT NOT NULL, version INTEGER NOT NULL, filename TEXT NOT NULL, sql TEXT NOT NULL,
		hash TEXT NOT NULL, PRIMARY KEY (dir, version))`)
	for _, m := range schema {
		exec(m.sql)
		exec(`INSERT INTO migrations VALUES (?, ?, ?, ?, 'fixture')`, m.dir, m.version, fmt.Sprintf("%05d.sqlite.sql", m.version), m.sql)
	}
	exec(`INSERT INTO collections (id, name, topic, dimension) VALUES (?, 'memories', ?, 384)`, collID, topic)
	exec(`INSERT INTO segments VALUES ('b9e8d7c6-0000-4000-8000-000000000001', 'urn:chroma:segment/vector/hnsw-local-persisted', 'VECTOR', ?, ?)`, topic, collID)
	exec(`INSERT INTO segments VALUES (?, 'urn:chroma:segment/metadata/sqlite', 'METADATA', NULL, ?)`, metaID, collID)
	for i, d := range segment {
		seq := make([]byte, 8)
		binary.BigEndian.PutUint64(seq, uint64(i+1))
		exec(`INSERT INTO embeddings (id, segment_id, embedding_id, seq_id) VALUES (?, ?, ?, ?)`, i+1, metaID, d.ID, seq)
		exec(`INSERT INTO embedding_metadata (id, key, string_value) VALUES (?, 'chroma:document', ?)`, i+1, d.Text)
		for k, v := range d.Metadata {
			col := map[string]string{"string": "string_value", "float64": "float_value", "int64": "int_value", "bool": "bool_value"}[fmt.Sprintf("%T", v)]
			exec(`INSERT INTO embedding_metadata (id, key, `+col+`) VALUES (?, ?, ?)`, i+1, k, v)
		}
		exec(queueSQL, 0, topic, d.ID, metaJSON(withDoc(d, "an older wording of "+d.ID)))
	}
	top := make([]byte, 8)
	binary.BigEndian.PutUint64(top, uint64(len(segment)))
	exec(`INSERT INTO max_seq_id VALUES (?, ?)`, metaID, top)
	for _, q := range later {
		exec(queueSQL, q.Op, topic, q.ID, metaJSON(q.Metadata))
	}
	return err
}

// Queued is a write waiting in embeddings_queue: Op is 0 add, 1 update,
// 2 upsert, 3 delete; a document's text is under "chroma:document".
type Queued struct {
	Op       int
	ID       string
	Metadata map[string]any
}

const queueSQL = `INSERT INTO embeddings_queue (operation, topic, id, encoding, metadata) VALUES (?, ?, ?, 'FLOAT32', ?)`

// metaJSON is metadata as the queue keeps it: JSON, or NULL for none.
func metaJSON(md map[string]any) any {
	if md == nil {
		return nil
	}
	b, _ := json.Marshal(md) // maps of strings, numbers and bools always encode
	return string(b)
}

// withDoc is d's metadata with its text under Chroma's document key.
func withDoc(d Doc, text string) map[string]any {
	md := map[string]any{"chroma:document": text}
	for k, v := range d.Metadata {
		md[k] = v
	}
	return md
}
