// Package chroma reads the memories of hippo's Python ancestor from its Chroma
// store (chromadb 0.4.x, SQLite layout) without Python: the documents and
// metadata of the collection "memories", both those compacted into the
// metadata segment and those still waiting in the embeddings_queue table,
// which an importer reading only the segment would lose. Read turns them into
// a hippo export (package transfer), which import merges as any other.
//
// The layout read is that of chromadb 0.4.24's migrations (embeddings_queue
// 1-2, metadb 1-4, sysdb 1-4); a store with any other migration is refused,
// since a newer layout may keep documents where this reader does not look.
package chroma

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	_ "modernc.org/sqlite" // the driver store uses; registered as "sqlite"
)

// File is Chroma's database in its persist directory.
const File = "chroma.sqlite3"

// Collection is the collection the Python tool kept its memories in.
const Collection = "memories"

// Version names the chromadb release whose layout this reader knows.
const Version = "0.4.24"

// knownMigrations are the highest migration of each of chromadb 0.4.24's
// migration directories.
var knownMigrations = map[string]int{"embeddings_queue": 2, "metadb": 4, "sysdb": 4}

// ErrUnknownSchema is a Chroma store whose layout this reader does not know.
var ErrUnknownSchema = errors.New("unknown Chroma schema")

// queue operations, as chromadb 0.4 encodes them in embeddings_queue.
const (
	opAdd    = 0
	opUpdate = 1
	opUpsert = 2
	opDelete = 3
)

// documentKey is the metadata key under which Chroma keeps a document's text.
const documentKey = "chroma:document"

// Document is one Chroma record: its id, text and metadata.
type Document struct {
	ID       string
	Text     string
	Metadata map[string]any
	// Created is when Chroma stored it ("" when unknown).
	Created string
}

// Open opens dir's chroma.sqlite3 read-only and checks its layout.
func Open(ctx context.Context, dir string) (*sql.DB, error) {
	path := filepath.Join(dir, File)
	if _, err := os.Stat(path); err != nil {
		return nil, fmt.Errorf("chroma store: %w", err)
	}
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	if err := checkSchema(ctx, db); err != nil {
		_ = db.Close()
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return db, nil
}

func checkSchema(ctx context.Context, db *sql.DB) error {
	rows, err := db.QueryContext(ctx, `SELECT dir, max(version) FROM migrations GROUP BY dir`)
	if err != nil {
		return fmt.Errorf("%w: no migrations table (%v)", ErrUnknownSchema, err)
	}
	defer rows.Close()
	seen := 0
	for rows.Next() {
		var dir string
		var v int
		if err := rows.Scan(&dir, &v); err != nil {
			return err
		}
		known, ok := knownMigrations[dir]
		if !ok || v > known {
			return fmt.Errorf("%w: migration %s %d is newer than chromadb %s", ErrUnknownSchema, dir, v, Version)
		}
		seen++
	}
	if err := rows.Err(); err != nil {
		return err
	}
	if seen != len(knownMigrations) {
		return fmt.Errorf("%w: %d of %d migration directories", ErrUnknownSchema, seen, len(knownMigrations))
	}
	return nil
}

// Read returns the documents of the collection "memories": the metadata
// segment's, then the queue's later writes applied in order. Documents come
// out sorted by id.
func Read(ctx context.Context, dir string) ([]Document, error) {
	db, err := Open(ctx, dir)
	if err != nil {
		return nil, err
	}
	defer db.Close()
	var collID, topic string
	err = db.QueryRowContext(ctx, `SELECT id, topic FROM collections WHERE name = ?`, Collection).Scan(&collID, &topic)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("chroma store %s has no collection %q", dir, Collection)
	}
	if err != nil {
		return nil, fmt.Errorf("read chroma collections: %w", err)
	}
	docs, maxSeq, err := readSegment(ctx, db, collID)
	if err != nil {
		return nil, fmt.Errorf("read chroma segment: %w", err)
	}
	if err := applyQueue(ctx, db, topic, maxSeq, docs); err != nil {
		return nil, fmt.Errorf("read chroma queue: %w", err)
	}
	return sorted(docs), nil
}
