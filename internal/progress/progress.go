// Package progress draws a one-line progress bar on a terminal, and stays quiet
// (one line at the end) when the output is a file or a pipe.
package progress

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"

	"golang.org/x/term"
)

// Bar is a progress bar for one task.
type Bar struct {
	mu    sync.Mutex
	w     io.Writer
	tty   bool
	label string
	unit  func(int64) string
	last  time.Time
	done  bool
}

// New draws on w; unit formats amounts (nil for plain counts).
func New(w io.Writer, label string, unit func(int64) string) *Bar {
	tty := false
	if f, ok := w.(*os.File); ok {
		tty = term.IsTerminal(int(f.Fd()))
	}
	if unit == nil {
		unit = func(n int64) string { return fmt.Sprint(n) }
	}
	return &Bar{w: w, tty: tty, label: label, unit: unit}
}

// Set reports progress; it redraws at most 10 times a second.
func (b *Bar) Set(done, total int64) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.done {
		return
	}
	finished := total > 0 && done >= total
	if !b.tty {
		if finished {
			fmt.Fprintf(b.w, "%s: %s done\n", b.label, b.unit(total))
			b.done = true
		}
		return
	}
	if !finished && time.Since(b.last) < 100*time.Millisecond {
		return
	}
	b.last = time.Now()
	const width = 30
	frac := 0.0
	if total > 0 {
		frac = float64(done) / float64(total)
	}
	n := int(frac * width)
	fmt.Fprintf(b.w, "\r%s [%s%s] %3.0f%%  %s / %s ", b.label, strings.Repeat("=", n), strings.Repeat(" ", width-n),
		frac*100, b.unit(done), b.unit(total))
	if finished {
		fmt.Fprintln(b.w)
		b.done = true
	}
}

// MB formats bytes as megabytes.
func MB(n int64) string { return fmt.Sprintf("%.1f MB", float64(n)/1e6) }
