package hooks

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/store"
)

const hugeQuestion = "how many times does the billing service retry a failed webhook?"

// hugePayload is a prompt payload of at most size bytes, and within a line
// of it: a pasted server log with the question on one line in its middle
// (question "" for none).
func hugePayload(size int, question string) string {
	r := rand.New(rand.NewPCG(3, 3))
	paths := []string{"/api/v1/items", "/api/v1/users", "/healthz", "/api/v1/orders"}
	var b strings.Builder
	b.WriteString("Look at this log, please.\n")
	est := len(payload("")) + b.Len() + 1 // the JSON string escapes each newline as two bytes
	for i := 0; ; i++ {
		line := fmt.Sprintf("2026-11-30T10:%02d:%02dZ INFO request id=%08x handler=%s status=%d took=%dms\n",
			i%60, r.IntN(60), r.Uint32(), paths[r.IntN(len(paths))], 200+r.IntN(3)*100, r.IntN(900))
		if question != "" && est >= size/2 {
			line = question + "\n"
			question = ""
		}
		if est+len(line)+1 > size {
			break
		}
		b.WriteString(line)
		est += len(line) + 1
	}
	return payload(b.String())
}

// hugeEnv is a data dir holding the answer to hugeQuestion, and memories
// that share the log's ordinary words (request, status, api), as a real store does.
func hugeEnv(tb testing.TB, extra int) (Env, string) {
	tb.Helper()
	tb.Setenv("HIPPO_MODEL_DIR", tb.TempDir()) // no model: whatever the developer has cached
	dir := filepath.Join(tb.TempDir(), "data")
	if err := config.EnsureDataDir(dir); err != nil {
		tb.Fatal(err)
	}
	ctx := context.Background()
	s, err := store.Open(ctx, dir, store.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	defer s.Close()
	add := func(text string) string {
		r, err := s.Add(ctx, store.NewMemory{Text: text, Kind: "fact", Origin: store.OriginJot, Speaker: store.SpeakerCLI})
		if err != nil {
			tb.Fatal(err)
		}
		return r.Memory.ID
	}
	id := add("the billing service retries a failed webhook three times with exponential backoff")
	add("the api returns status 429 when a request is rate limited")
	r := rand.New(rand.NewPCG(5, 5))
	words := strings.Fields("deploy staging postgres backup redis cache kafka consumer frontend css lint commit canary timeout gateway queue worker schema index token session cookie header proxy cluster node")
	for i := range extra {
		var w []string
		for range 8 {
			w = append(w, words[r.IntN(len(words))])
		}
		add(fmt.Sprintf("note %d: %s", i, strings.Join(w, " ")))
	}
	return Env{DataDir: dir, Now: time.Now, Spawn: func(...string) error { return nil }}, id
}

// Check (the reproduction: a prompt over 1 MiB got no recall): a 10 MiB
// paste with the question in its middle recalls the memory that answers it;
// a 17 MiB payload fails open, with nothing on stdout and one line in
// errors.log naming its size. The 10 MiB case is the control for the 17 MiB
// one, and the 17 MiB one shows the cap still holds. The same paste with no
// question injects nothing: reading the middle must not turn a log's
// ordinary words (request, status, api) into recall.
func TestHugePromptPayload(t *testing.T) {
	env, id := hugeEnv(t, 50)
	env.budget = time.Hour // what the hook does with 17 MiB, not how fast: a loaded machine or -race must not fail it
	for _, tt := range []struct {
		name      string
		payload   string
		wantOut   bool
		wantError string
	}{
		{"10 MiB, question in the middle", hugePayload(10<<20, hugeQuestion), true, ""},
		{"10 MiB, no question", hugePayload(10<<20, ""), false, ""}, // must not inject the log's noise
		{"17 MiB", hugePayload(17<<20, hugeQuestion), false, "17.0 MiB) is over the 16 MiB cap"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			out, errs := runEvent(env, nil, EventPrompt, tt.payload)
			if got := strings.Contains(out, id); got != tt.wantOut || (!tt.wantOut && out != "") {
				t.Fatalf("%d-byte payload: stdout %q, want the memory: %v (errors %v)", len(tt.payload), out, tt.wantOut, errs)
			}
			last := ""
			if len(errs) > 0 {
				last = errs[len(errs)-1]
			}
			if tt.wantError != "" && !(strings.Contains(last, tt.wantError) && strings.Contains(last, fmt.Sprint(len(tt.payload)))) {
				t.Errorf("errors.log ends %q, want the size %d bytes (%s)", last, len(tt.payload), tt.wantError)
			}
		})
	}
}

// blockingReader never returns: Claude Code may keep stdin open. Its first
// Read closes reached, when every byte before it has been read.
type blockingReader struct {
	once    sync.Once
	reached chan struct{}
}

func (b *blockingReader) Read([]byte) (int, error) {
	b.once.Do(func() { close(b.reached) })
	select {}
}

// Check: Decode takes a payload of exactly maxPayload bytes (the control),
// and refuses one byte more with a *PayloadTooLargeError giving its size;
// when stdin stays open past the deadline the size is a lower bound.
func TestDecodePayloadCap(t *testing.T) {
	prompt := strings.Repeat("x", maxPayload-len(payload("")))
	at := payload(prompt)
	if len(at) != maxPayload {
		t.Fatalf("fixture: %d bytes, want %d", len(at), maxPayload)
	}
	if p, err := Decode(strings.NewReader(at), time.Minute); err != nil || p.Prompt != prompt {
		t.Fatalf("a payload of exactly %d bytes: %v", maxPayload, err)
	}
	over := payload(prompt + "x")
	_, err := Decode(strings.NewReader(over), time.Minute)
	var big *PayloadTooLargeError
	if !errors.As(err, &big) || big.Size != int64(len(over)) || big.AtLeast {
		t.Fatalf("a payload of %d bytes: %v, want a PayloadTooLargeError of that size", len(over), err)
	}
	// The deadline fires once the decoder has read past the cap and waits on
	// the open stdin: a timer raced a 16 MiB read under -race on a busy
	// machine and lost.
	open := &blockingReader{reached: make(chan struct{})}
	deadline := make(chan time.Time)
	go func() { <-open.reached; deadline <- time.Now() }()
	_, err = decodeBy(io.MultiReader(strings.NewReader(over), open), deadline, time.Minute)
	if !errors.As(err, &big) || !big.AtLeast || big.Size != int64(len(over)) || !strings.Contains(err.Error(), "more than") {
		t.Fatalf("an oversized payload on a stdin that stays open: %v", err)
	}
}

// Check: a payload still arriving when the deadline fires, under the cap,
// is refused with the bytes read so far, so errors.log tells a slow stdin
// from an empty one.
func TestDecodeDeadlineNamesBytesRead(t *testing.T) {
	partial := `{"prompt": "how do we deploy`
	open := &blockingReader{reached: make(chan struct{})}
	deadline := make(chan time.Time)
	go func() { <-open.reached; deadline <- time.Now() }()
	_, err := decodeBy(io.MultiReader(strings.NewReader(partial), open), deadline, time.Second)
	want := fmt.Sprintf("no complete JSON object within 1s (%d bytes read)", len(partial))
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("a partial payload on an open stdin: %v, want %q", err, want)
	}
}

// BenchmarkHugePrompt is the prompt hook in-process on a paste with the
// question in its middle: decode, open, focus, recall and the block, which
// must stay well inside PromptDeadline on 2 cores.
func BenchmarkHugePrompt(b *testing.B) {
	env, id := hugeEnv(b, 1000)
	for _, size := range []int{1 << 20, 10 << 20, maxPayload} {
		p := hugePayload(size, hugeQuestion)
		if len(p) > maxPayload || len(p) < size-200 {
			b.Fatalf("fixture: %d bytes, want about %d", len(p), size)
		}
		b.Run(fmt.Sprintf("%dMiB", (size+1<<19)>>20), func(b *testing.B) {
			for b.Loop() {
				var out bytes.Buffer
				run(context.Background(), env, nil, EventPrompt, strings.NewReader(p), &out)
				if !strings.Contains(out.String(), id) {
					b.Fatalf("no recall: %q", out.String())
				}
			}
		})
	}
}
