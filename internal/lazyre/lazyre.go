// Package lazyre owns regular expressions compiled on first use instead of
// when the program starts. Every hippo process links the gate's parse and
// the redactor, whose hundreds of patterns took over 20 ms to compile at
// start: a cost each prompt hook paid, though it runs almost none of them.
package lazyre

import (
	"fmt"
	"regexp"
	"sync"
)

// Regexp is a pattern compiled the first time it is used.
type Regexp struct {
	expr string
	get  func() *regexp.Regexp
}

var (
	mu  sync.Mutex
	all []*Regexp
)

// New returns expr to be compiled on first use. A bad expression panics
// then, as regexp.MustCompile would at start; CompileAll lets a package's
// tests find it first.
func New(expr string) *Regexp {
	r := &Regexp{expr: expr, get: sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) })}
	mu.Lock()
	all = append(all, r)
	mu.Unlock()
	return r
}

// CompileAll compiles every pattern made so far and returns the first
// that does not compile.
func CompileAll() error {
	mu.Lock()
	list := append([]*Regexp(nil), all...)
	mu.Unlock()
	for _, r := range list {
		if _, err := regexp.Compile(r.expr); err != nil {
			return fmt.Errorf("compile %q: %w", r.expr, err)
		}
	}
	return nil
}

// Regexp is the compiled pattern.
func (r *Regexp) Regexp() *regexp.Regexp { return r.get() }

// String is the pattern's source text.
func (r *Regexp) String() string { return r.expr }

// MatchString is regexp.Regexp's.
func (r *Regexp) MatchString(s string) bool { return r.get().MatchString(s) }

// FindString is regexp.Regexp's.
func (r *Regexp) FindString(s string) string { return r.get().FindString(s) }

// FindStringIndex is regexp.Regexp's.
func (r *Regexp) FindStringIndex(s string) []int { return r.get().FindStringIndex(s) }

// FindStringSubmatch is regexp.Regexp's.
func (r *Regexp) FindStringSubmatch(s string) []string { return r.get().FindStringSubmatch(s) }

// FindStringSubmatchIndex is regexp.Regexp's.
func (r *Regexp) FindStringSubmatchIndex(s string) []int { return r.get().FindStringSubmatchIndex(s) }

// FindAllString is regexp.Regexp's.
func (r *Regexp) FindAllString(s string, n int) []string { return r.get().FindAllString(s, n) }

// FindAllStringIndex is regexp.Regexp's.
func (r *Regexp) FindAllStringIndex(s string, n int) [][]int { return r.get().FindAllStringIndex(s, n) }

// FindAllStringSubmatch is regexp.Regexp's.
func (r *Regexp) FindAllStringSubmatch(s string, n int) [][]string {
	return r.get().FindAllStringSubmatch(s, n)
}

// FindAllStringSubmatchIndex is regexp.Regexp's.
func (r *Regexp) FindAllStringSubmatchIndex(s string, n int) [][]int {
	return r.get().FindAllStringSubmatchIndex(s, n)
}

// ReplaceAllString is regexp.Regexp's.
func (r *Regexp) ReplaceAllString(src, repl string) string {
	return r.get().ReplaceAllString(src, repl)
}

// ReplaceAllStringFunc is regexp.Regexp's.
func (r *Regexp) ReplaceAllStringFunc(src string, repl func(string) string) string {
	return r.get().ReplaceAllStringFunc(src, repl)
}

// Split is regexp.Regexp's.
func (r *Regexp) Split(s string, n int) []string { return r.get().Split(s, n) }

// SubexpIndex is regexp.Regexp's.
func (r *Regexp) SubexpIndex(name string) int { return r.get().SubexpIndex(name) }
