package store

import (
	"database/sql"
	"encoding/binary"
	"fmt"
	"os"
)

// A database file's first 100 bytes are its header: when they are damaged
// SQLite refuses the whole file ("file is not a database") although every
// page behind them is intact. Salvage then writes a plausible header and
// keeps the one under which the schema reads.

// headerPageSizes are the page sizes tried when the header no longer says,
// most likely first (4096 is SQLite's default, and hippo never changes it).
var headerPageSizes = []int{4096, 1024, 2048, 8192, 16384, 32768, 65536, 512}

// repairHeader makes the database copy at path readable when its header is
// damaged: if the schema cannot be read, it tries a rebuilt header for each
// page size that divides the file, and keeps the first under which the
// memories table can be found. It reports whether it rewrote the header.
func repairHeader(path string) (bool, error) {
	if schemaReadable(path) {
		return false, nil
	}
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return false, fmt.Errorf("salvage: %w", err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return false, fmt.Errorf("salvage: %w", err)
	}
	_, walErr := os.Stat(path + "-wal")
	for _, size := range headerPageSizes {
		if st.Size() < int64(size) || st.Size()%int64(size) != 0 {
			continue
		}
		h := rebuiltHeader(size, st.Size()/int64(size), walErr == nil)
		if _, err := f.WriteAt(h[:], 0); err != nil {
			return false, fmt.Errorf("salvage: rewrite header: %w", err)
		}
		if schemaReadable(path) {
			return true, nil
		}
	}
	return false, nil
}

// schemaReadable reports whether SQLite can open path and find the memories
// table in it.
func schemaReadable(path string) bool {
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		return false
	}
	defer db.Close()
	var n int
	return db.QueryRow(`SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'memories'`).Scan(&n) == nil && n == 1
}

// rebuiltHeader is a database header with hippo's settings (UTF-8, no
// reserved bytes, no auto-vacuum, the current schema version) for a file of
// pages pages of size bytes. The freelist is given as empty: its pages are
// lost to a rebuilt header, and nothing hippo needs is on them.
func rebuiltHeader(size int, pages int64, wal bool) [100]byte {
	var h [100]byte
	copy(h[:], "SQLite format 3\x00")
	ps := uint16(size)
	if size == 65536 {
		ps = 1
	}
	binary.BigEndian.PutUint16(h[16:], ps)
	h[18], h[19] = 1, 1 // rollback journal
	if wal {
		h[18], h[19] = 2, 2 // so SQLite reads the WAL copied beside it
	}
	h[21], h[22], h[23] = 64, 32, 32                  // payload fractions: fixed by the file format
	binary.BigEndian.PutUint32(h[24:], 1)             // change counter
	binary.BigEndian.PutUint32(h[28:], uint32(pages)) // size in pages, valid because 92 matches 24
	binary.BigEndian.PutUint32(h[40:], 1)             // schema cookie
	binary.BigEndian.PutUint32(h[44:], 4)             // schema format 4
	binary.BigEndian.PutUint32(h[56:], 1)             // text encoding: UTF-8
	binary.BigEndian.PutUint32(h[60:], SchemaVersion) // user_version: hippo's schema version
	binary.BigEndian.PutUint32(h[92:], 1)             // version-valid-for = change counter
	binary.BigEndian.PutUint32(h[96:], 3046000)       // the SQLite version that last wrote it
	return h
}
