package regression

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/hooklog"
)

// readByDeadline is the hook's line when its decode budget ran out while the
// payload was still arriving: it names the bytes read so far.
var readByDeadline = regexp.MustCompile(`no complete JSON object within 1s \([1-9][0-9]* bytes read\)`)

// drainedByDeadline is the hook's line when it had read past the cap but
// stdin did not end before the deadline while it drained the rest to learn
// the size: it names what it had read, a lower bound.
var drainedByDeadline = regexp.MustCompile(`hook payload of more than ([1-9][0-9]*) bytes \(.*\) is over the 16 MiB cap`)

// namesOversize: line is the hook's one line for a payload of size bytes over
// the cap: its size, or, on a machine too busy for the hook to read it all
// within its one-second budget, how much it had read by then, which is
// past the cap when it had begun to drain.
func namesOversize(line string, size int) bool {
	if strings.Contains(line, fmt.Sprintf("%d bytes", size)) || readByDeadline.MatchString(line) {
		return true
	}
	m := drainedByDeadline.FindStringSubmatch(line)
	if m == nil {
		return false
	}
	n, err := strconv.Atoi(m[1])
	return err == nil && n > 16<<20 && n <= size
}

// pastedLog is a prompt of about size bytes: a server log pasted whole, with
// question on one line in its middle.
func pastedLog(size int, question string) string {
	var b strings.Builder
	b.WriteString("Why does this keep failing? Here is the log.\n")
	for i := 0; b.Len() < size; i++ {
		if question != "" && b.Len() >= size/2 {
			b.WriteString(question + "\n")
			question = ""
		}
		fmt.Fprintf(&b, "2026-11-30T10:%02d:%02dZ INFO request id=%08x handler=/api/v1/items status=200 took=%dms\n", i%60, i%59, i*7919, i%900)
	}
	return b.String()
}

// Check (the reproduction: a prompt over 1 MiB got no recall, silently): the
// prompt hook, fed a 3 MiB paste with the question in its middle, injects
// the memory that answers it; fed a 17 MiB payload, it exits 0, prints
// nothing and logs one line naming the size. The control is the question
// alone, which the hook answers. The paste is 3 MiB, not the cap's 16: the
// binary keeps its real deadlines, and a paste near the cap on a loaded
// machine would test its speed, which BenchmarkHugePrompt measures; the
// hooks package's test takes 10 MiB with the deadlines lifted.
func TestHugePromptThroughHook(t *testing.T) {
	h := newHome(t)
	id := strings.TrimSpace(h.hippo(t, "jot", "the billing service retries a failed webhook three times with exponential backoff").stdout)
	h.hippo(t, "jot", "the api returns status 429 when a request is rate limited")
	question := "how many times does the billing service retry a failed webhook?"
	if r := h.run(t, promptPayload(h.project, question), hippoBin, "hook", "prompt"); !strings.Contains(r.stdout, id) {
		t.Fatalf("control: the question alone: exit %d, stdout %q", r.code, r.stdout)
	}

	r := h.run(t, promptPayload(h.project, pastedLog(3<<20, question)), hippoBin, "hook", "prompt")
	if r.code != 0 || !strings.Contains(r.stdout, id) {
		errs, _ := hooklog.RecentErrors(h.data, time.Time{})
		t.Fatalf("3 MiB paste with the question in the middle: exit %d, stdout %q, errors %q", r.code, r.stdout, errs)
	}

	big := promptPayload(h.project, pastedLog(17<<20, question))
	r = h.run(t, big, hippoBin, "hook", "prompt")
	errs, _ := hooklog.RecentErrors(h.data, time.Time{})
	if r.code != 0 || r.stdout != "" {
		t.Fatalf("17 MiB payload: exit %d, stdout %q; want exit 0 and nothing", r.code, r.stdout)
	}
	// The line names the payload's size, or, when a busy machine did not let
	// the hook read it all within its one-second decode budget, how much it
	// had read by then: either way the hook gave up, silent.
	if len(errs) != 1 || !namesOversize(errs[0], len(big)) {
		t.Fatalf("errors.log %q, want one line naming %d bytes", errs, len(big))
	}
}

// TestNamesOversize: the three lines the hook may log for a 17 MiB payload
// are accepted, and a line naming another size, a lower bound under the cap
// or another error is not.
func TestNamesOversize(t *testing.T) {
	const size = 18024327
	for _, c := range []struct {
		line string
		want bool
	}{
		{"prompt: hook payload of 18024327 bytes (17.2 MiB) is over the 16 MiB cap: no recall for this prompt", true},
		{"prompt: hook payload of more than 17428480 bytes (16.6 MiB) is over the 16 MiB cap: no recall for this prompt", true},
		{"prompt: no complete JSON object within 1s (9437184 bytes read)", true},
		{"prompt: hook payload of more than 1048576 bytes (1.0 MiB) is over the 16 MiB cap: no recall for this prompt", false},
		{"prompt: hook payload of more than 18024328 bytes (17.2 MiB) is over the 16 MiB cap: no recall for this prompt", false},
		{"prompt: hook payload of 20000000 bytes (19.1 MiB) is over the 16 MiB cap: no recall for this prompt", false},
		{"prompt: open store: database is locked", false},
	} {
		if got := namesOversize(c.line, size); got != c.want {
			t.Errorf("namesOversize(%q) = %v, want %v", c.line, got, c.want)
		}
	}
}
