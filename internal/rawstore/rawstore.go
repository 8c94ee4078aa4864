// Package rawstore changes a store's file from outside hippo, through a
// connection of its own, as damage or an older hippo would: the damage,
// repair and migration tests of several packages share it.
package rawstore

import (
	"database/sql"
	"os"
	"testing"

	_ "modernc.org/sqlite" // the driver the store itself uses
)

// Exec runs stmts in order on the SQLite file at path, failing tb on the
// first error.
func Exec(tb testing.TB, path string, stmts ...string) {
	tb.Helper()
	db, err := sql.Open("sqlite", path)
	if err != nil {
		tb.Fatal(err)
	}
	defer db.Close()
	for _, q := range stmts {
		if _, err := db.Exec(q); err != nil {
			tb.Fatalf("%s: %v", q, err)
		}
	}
}

// OverwriteLeaf writes over the leaf page of table that order (an ORDER BY
// clause with its LIMIT) picks first, found through dbstat: zeros, or what
// fill puts in the page's bytes when fill is not nil.
func OverwriteLeaf(tb testing.TB, path, table, order string, fill func([]byte)) {
	tb.Helper()
	db, err := sql.Open("sqlite", path)
	if err != nil {
		tb.Fatal(err)
	}
	var page, size int64
	err = db.QueryRow(`SELECT pageno, pgsize FROM dbstat WHERE name = ? AND pagetype = 'leaf' `+order, table).Scan(&page, &size)
	db.Close()
	if err != nil {
		tb.Fatal(err)
	}
	junk := make([]byte, size)
	if fill != nil {
		fill(junk)
	}
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		tb.Fatal(err)
	}
	_, err = f.WriteAt(junk, (page-1)*size)
	if cerr := f.Close(); err != nil || cerr != nil {
		tb.Fatal(err, cerr)
	}
}

// GarbleIndexBlock fills the newest block of the lexical index with 0xFF
// bytes of the same length: damage the index's own check finds, in a store
// whose every other table stays sound. Not random bytes: a random block
// whose header happened to give a size inside the block could be read
// without an error now and then, and a test of damage must fail the same
// way every run (a leaf whose stated size, 0xFFFF, passes its end is
// corrupt on every read).
const GarbleIndexBlock = `UPDATE memories_fts_data SET block = unhex(replace(hex(zeroblob(length(block))), '00', 'FF')) WHERE id = (SELECT max(id) FROM memories_fts_data)`

// V5 turns a store back into schema 5: no history table, and the old
// search index, which neither stemmed nor cut unspaced script, filled with
// the texts as written.
var V5 = []string{
	`DROP TABLE memory_events`,
	`DROP TABLE memories_vocab`,
	`DROP TABLE memories_fts`,
	`CREATE VIRTUAL TABLE memories_fts USING fts5(text, tokenize = 'unicode61 remove_diacritics 2')`,
	`INSERT INTO memories_fts(memories_fts, rank) VALUES('secure-delete', 1)`,
	`CREATE VIRTUAL TABLE memories_vocab USING fts5vocab(memories_fts, 'row')`,
	`INSERT INTO memories_fts(rowid, text) SELECT seq, text FROM memories`,
	`PRAGMA user_version = 5`,
}
