package activity_test

import (
	"bytes"
	"errors"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/hippo-mem/hippo/activity"
)

func writeLog(t *testing.T, n int) *activity.Log {
	t.Helper()
	l := activity.Open(t.TempDir(), nil)
	for i := range n {
		if err := l.Append(activity.Event{Op: activity.OpJot, ID: "m" + string(rune('a'+i)), Actor: "cli"}); err != nil {
			t.Fatal(err)
		}
	}
	return l
}

func TestVerifyDetectsTampering(t *testing.T) {
	for _, tt := range []struct {
		name     string
		tamper   func(lines [][]byte) [][]byte
		wantLine int
	}{
		{"intact", func(l [][]byte) [][]byte { return l }, 0},
		{"edited", func(l [][]byte) [][]byte {
			l[2] = bytes.Replace(l[2], []byte(`"op":"jot"`), []byte(`"op":"pin"`), 1)
			return l
		}, 3},
		{"deleted", func(l [][]byte) [][]byte { return append(l[:1], l[2:]...) }, 2},
		{"reordered", func(l [][]byte) [][]byte { l[1], l[2] = l[2], l[1]; return l }, 2},
	} {
		t.Run(tt.name, func(t *testing.T) {
			l := writeLog(t, 5)
			b, err := os.ReadFile(l.Path())
			if err != nil {
				t.Fatal(err)
			}
			lines := bytes.Split(bytes.TrimRight(b, "\n"), []byte("\n"))
			out := bytes.Join(tt.tamper(lines), []byte("\n"))
			if err := os.WriteFile(l.Path(), append(out, '\n'), 0o600); err != nil {
				t.Fatal(err)
			}
			_, problems, err := l.Verify()
			if err != nil {
				t.Fatal(err)
			}
			if tt.wantLine == 0 {
				if len(problems) != 0 {
					t.Fatalf("intact log reported %v", problems)
				}
				return
			}
			if len(problems) == 0 || problems[0].Line != tt.wantLine {
				t.Fatalf("problems %v, want first at line %d", problems, tt.wantLine)
			}
		})
	}
}

func TestConcurrentAppendsKeepOneChain(t *testing.T) {
	dir := t.TempDir()
	var wg sync.WaitGroup
	for w := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			l := activity.Open(dir, nil) // separate handles, as separate processes have
			for range 25 {
				if err := l.Append(activity.Event{Op: activity.OpJot, Actor: "cli", Session: string(rune('a' + w))}); err != nil {
					t.Error(err)
				}
			}
		}()
	}
	wg.Wait()
	n, problems, err := activity.Open(dir, nil).Verify()
	if err != nil || len(problems) != 0 || n != 200 {
		t.Fatalf("entries %d, problems %v, err %v", n, problems, err)
	}
}

func TestLogHoldsNoContent(t *testing.T) {
	l := writeLog(t, 1)
	b, _ := os.ReadFile(l.Path())
	for _, field := range []string{`"text"`, `"content"`, `"fingerprint"`} {
		if strings.Contains(string(b), field) {
			t.Errorf("log line has %s: %s", field, b)
		}
	}
}

func TestReadRefusesAnUnknownOp(t *testing.T) {
	l := activity.Open(t.TempDir(), nil)
	if err := l.Append(activity.Event{Op: activity.OpJot, ID: "01A", Actor: "cli"}); err != nil {
		t.Fatal(err)
	}
	if _, err := l.Read(activity.Filter{Op: "bogus"}); !errors.Is(err, activity.ErrUnknownOp) {
		t.Fatalf("Read(op bogus): %v, want ErrUnknownOp", err)
	}
	// The control: a known op filters.
	if got, err := l.Read(activity.Filter{Op: activity.OpJot}); err != nil || len(got) != 1 {
		t.Fatalf("Read(op jot): %v, %v", got, err)
	}
}
