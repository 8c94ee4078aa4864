package scrub

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestFindAndScrubTranscripts(t *testing.T) {
	claude := t.TempDir()
	proj := filepath.Join(claude, "projects", "-home-me-app")
	if err := os.MkdirAll(proj, 0o700); err != nil {
		t.Fatal(err)
	}
	secret := "hunter2-orchid-99"
	memory := "the staging db password is [REDACTED:password-phrase] for now"
	transcript := strings.Join([]string{
		`{"type":"user","message":{"role":"user","content":"remember: the staging db password is ` + secret + ` for now"},"uuid":"u1"}`,
		`{"type":"attachment","attachment":{"type":"hook_success","content":"<hippo-memories>\n- [confident] X\n  the staging db password is [REDACTED:password-phrase] for now\n</hippo-memories>"},"uuid":"a1"}`,
		`{"type":"assistant","message":{"role":"assistant","content":[{"type":"text","text":"Noted."}]},"uuid":"x1"}`,
	}, "\n") + "\n"
	tp := filepath.Join(proj, "s1.jsonl")
	if err := os.WriteFile(tp, []byte(transcript), 0o600); err != nil {
		t.Fatal(err)
	}
	other := filepath.Join(proj, "s2.jsonl")
	if err := os.WriteFile(other, []byte(`{"type":"user","message":{"content":"unrelated"}}`+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	md := filepath.Join(t.TempDir(), "CLAUDE.md")
	if err := os.WriteFile(md, []byte("- the staging db password is "+secret+" for now\n"), 0o644); err != nil {
		t.Fatal(err)
	}

	places, err := Run([]string{memory}, Options{ClaudeDir: claude, ClaudeMDs: []string{md}})
	if err != nil {
		t.Fatal(err)
	}
	if len(places) != 2 || places[0].Path != tp || places[0].Lines != 2 || places[1].Kind != "claude-md" || places[0].Scrubbed {
		t.Fatalf("found %+v", places)
	}
	if b, _ := os.ReadFile(tp); string(b) != transcript {
		t.Fatal("a report-only run changed the transcript")
	}

	places, err = Run([]string{memory}, Options{ClaudeDir: claude, ClaudeMDs: []string{md}, Scrub: true})
	if err != nil || !places[0].Scrubbed || places[1].Scrubbed {
		t.Fatalf("scrub: %+v %v", places, err)
	}
	b, _ := os.ReadFile(tp)
	if strings.Contains(string(b), secret) || strings.Contains(string(b), "staging db password") || strings.Count(string(b), Replacement) != 2 {
		t.Errorf("after scrub:\n%s", b)
	}
	if !strings.Contains(string(b), `"text":"Noted."`) {
		t.Error("scrub damaged other lines")
	}
	if md, _ := os.ReadFile(md); !strings.Contains(string(md), secret) {
		t.Error("CLAUDE.md was changed; it must only be reported")
	}
	if places, _ := Run([]string{memory}, Options{ClaudeDir: claude}); len(places) != 0 {
		t.Errorf("still found after scrub: %+v", places)
	}
}

func TestShortTextsAreNotMatched(t *testing.T) {
	claude := t.TempDir()
	if places, err := Run([]string{"ok"}, Options{ClaudeDir: claude}); err != nil || places != nil {
		t.Errorf("%v %v", places, err)
	}
}
