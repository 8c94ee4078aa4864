// Package jsonl reads files of one JSON value a line: the labelled sets and
// held-out sets the quality tests score.
package jsonl

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
)

// Read decodes each line of the file at path into a new T.
func Read[T any](path string) ([]T, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []T
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20) // a multi-line key or a pasted log makes a long line
	for line := 1; sc.Scan(); line++ {
		var v T
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", path, line, err)
		}
		out = append(out, v)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	return out, nil
}
