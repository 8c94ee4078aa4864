// Package scrub finds purged memory text in files hippo does not own (Claude
// Code's transcripts, CLAUDE.md files) and, for transcripts, redacts it.
// Purge cannot promise what it cannot reach, so it reports these places and,
// with --scrub-transcripts, rewrites each transcript atomically.
//
// A memory's stored text may differ from what the transcript holds: hippo
// redacted secrets before storing. So a text is matched by its fragments
// between redaction markers, in order, within one line, raw or JSON-escaped
// (transcripts are JSONL), and the whole span is replaced, secret included.
package scrub

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/hippo-mem/hippo/internal/fsutil"
)

// Replacement is what scrubbed text becomes.
const Replacement = "[purged by hippo]"

// Place is a file that still holds purged text.
type Place struct {
	Path  string `json:"path"`
	Kind  string `json:"kind"` // transcript or claude-md
	Lines int    `json:"lines"`
	// Scrubbed is set when the text was removed from this file.
	Scrubbed bool `json:"scrubbed,omitempty"`
}

var marker = regexp.MustCompile(`\[REDACTED:[a-z0-9-]+\]`)

// pattern builds one regexp that matches text raw or JSON-escaped, with any
// redaction marker standing for up to 1,000 characters of the original.
func pattern(text string) (*regexp.Regexp, error) {
	var forms []string
	for _, form := range []string{text, jsonEscape(text)} {
		parts := marker.Split(form, -1)
		quoted := make([]string, 0, len(parts))
		for _, p := range parts {
			quoted = append(quoted, regexp.QuoteMeta(p))
		}
		forms = append(forms, strings.Join(quoted, `[^\n]{1,1000}?`))
	}
	return regexp.Compile("(?:" + strings.Join(forms, "|") + ")")
}

func jsonEscape(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s) // a string always encodes
	out := strings.TrimSuffix(b.String(), "\n")
	return out[1 : len(out)-1]
}

// Options say where to look.
type Options struct {
	ClaudeDir string   // transcripts are under ClaudeDir/projects
	ClaudeMDs []string // CLAUDE.md files to check (user-level and projects)
	Scrub     bool     // rewrite transcripts that hold the text
}

// Run looks for each text in every transcript and CLAUDE.md, and scrubs
// transcripts when asked. Texts shorter than 12 characters are skipped: they
// would match unrelated lines.
func Run(texts []string, o Options) ([]Place, error) {
	var pats []*regexp.Regexp
	for _, t := range texts {
		if len(strings.TrimSpace(t)) < 12 {
			continue
		}
		p, err := pattern(t)
		if err != nil {
			return nil, fmt.Errorf("scrub: %w", err)
		}
		pats = append(pats, p)
	}
	if len(pats) == 0 {
		return nil, nil
	}
	var places []Place
	root := filepath.Join(o.ClaudeDir, "projects")
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		if err != nil {
			return err
		}
		if d.IsDir() || !strings.HasSuffix(path, ".jsonl") {
			return nil
		}
		p, err := visit(path, "transcript", pats, o.Scrub)
		if err != nil {
			return err
		}
		if p != nil {
			places = append(places, *p)
		}
		return nil
	})
	if err != nil {
		return places, fmt.Errorf("scan transcripts: %w", err)
	}
	seen := map[string]bool{}
	for _, md := range o.ClaudeMDs {
		if seen[md] {
			continue
		}
		seen[md] = true
		p, err := visit(md, "claude-md", pats, false)
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return places, err
		}
		if p != nil {
			places = append(places, *p)
		}
	}
	return places, nil
}

// visit counts matching lines in one file, and rewrites it when scrub is set.
func visit(path, kind string, pats []*regexp.Regexp, scrub bool) (*Place, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	lines := 0
	r := bufio.NewReader(f)
	for {
		line, err := r.ReadString('\n')
		if line != "" {
			changed := line
			for _, p := range pats {
				changed = p.ReplaceAllLiteralString(changed, Replacement)
			}
			if changed != line {
				lines++
			}
			out.WriteString(changed)
		}
		if err != nil {
			break
		}
	}
	if lines == 0 {
		return nil, nil
	}
	p := &Place{Path: path, Kind: kind, Lines: lines}
	if scrub {
		if err := fsutil.WriteFileAtomic(path, out.Bytes(), st.Mode().Perm()); err != nil {
			return p, fmt.Errorf("scrub %s: %w", path, err)
		}
		p.Scrubbed = true
	}
	return p, nil
}
