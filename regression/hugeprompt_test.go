package regression

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/hooklog"
)

// readByDeadline is the hook's line when its decode budget ran out while the
// payload was still arriving: it names the bytes read so far.
var readByDeadline = regexp.MustCompile(`no complete JSON object within 1s \([1-9][0-9]* bytes read\)`)

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
	// the hook read 16 MiB within its one-second decode budget, how much it
	// had read by then: either way the hook gave up, silent.
	if len(errs) != 1 || !strings.Contains(errs[0], fmt.Sprintf("%d bytes", len(big))) && !readByDeadline.MatchString(errs[0]) {
		t.Fatalf("errors.log %q, want one line naming %d bytes", errs, len(big))
	}
}
