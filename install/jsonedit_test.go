package install

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// settingsFixtures are settings files as users keep them.
var settingsFixtures = []struct{ name, content string }{
	{"compact one line", `{"model":"opus","env":{"A":"1","B":"2"},"statusLine":{"type":"command","command":"s.sh"}}`},
	{"compact with spaces", `{"model": "opus", "env": {"A": "1", "B": "2"}}` + "\n"},
	{"2-space", "{\n  \"model\": \"opus\",\n  \"env\": {\n    \"A\": \"1\"\n  }\n}\n"},
	{"4-space", "{\n    \"model\": \"opus\",\n    \"env\": {\n        \"A\": \"1\"\n    }\n}\n"},
	{"tab", "{\n\t\"model\": \"opus\",\n\t\"env\": {\n\t\t\"A\": \"1\"\n\t}\n}\n"},
	{"CRLF", "{\r\n  \"model\": \"opus\",\r\n  \"env\": {\"A\": \"1\"}\r\n}\r\n"},
	{"no final newline", "{\n  \"model\": \"opus\"\n}"},
	{"hooks with other handlers", `{
  "hooks": {
    "UserPromptSubmit": [
      {
        "hooks": [
          {
            "type": "command",
            "command": "echo other"
          }
        ]
      }
    ],
    "PreToolUse": [
      {
        "matcher": "Bash",
        "hooks": [{"type": "command", "command": "guard.sh"}]
      }
    ]
  },
  "model": "opus"
}
`},
	{"hooks and allow compact inside multi-line", existing},
	{"allow compact", "{\n  \"permissions\": {\"allow\": [\"Bash(git status)\", \"Read(*)\"], \"deny\": []},\n  \"model\": \"opus\"\n}\n"},
	{"allow multi-line", "{\n  \"permissions\": {\n    \"allow\": [\n      \"Bash(git status)\"\n    ],\n    \"defaultMode\": \"plan\"\n  }\n}\n"},
	{"no permissions key", "{\n  \"model\": \"opus\"\n}\n"},
	{"env compact", "{\n  \"env\": {\"A\":\"1\",\"B\":\"2\"},\n  \"model\": \"opus\"\n}\n"},
	{"empty file", ""},
	{"empty object", "{}"},
	{"empty object and newline", "{}\n"},
	{"empty multi-line object", "{\n}\n"},
}

// Check: install then uninstall (with its record, nothing changed between)
// gives back the original file byte for byte. Control: install did change it.
func TestInstallThenUninstallIsByteIdentical(t *testing.T) {
	for _, tt := range settingsFixtures {
		t.Run(tt.name, func(t *testing.T) {
			o := opts(t)
			path := writeSettings(t, o, tt.content, 0o644)
			p, _ := install(t, o)
			installed, _ := os.ReadFile(path)
			if got := hippoHandlers(t, installed); len(got) != 3 {
				t.Fatalf("control: install registered %v:\n%s", got, installed)
			}
			u, err := PlanUninstall(o.ClaudeDir, &p.Record)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := Apply(u); err != nil {
				t.Fatal(err)
			}
			if got, _ := os.ReadFile(path); string(got) != tt.content {
				t.Errorf("after install and uninstall:\n%q\nwant the original:\n%q", got, tt.content)
			}
		})
	}
}

// Check: install only inserts. Its edits remove and replace nothing of the
// original, each inserts only hippo's entries, and the file it plans is the
// original with those insertions and nothing else.
func TestInstallOnlyInsertsHippoEntries(t *testing.T) {
	for _, tt := range settingsFixtures {
		t.Run(tt.name, func(t *testing.T) {
			o := opts(t)
			writeSettings(t, o, tt.content, 0o644)
			p, err := PlanInstall(o)
			if err != nil {
				t.Fatal(err)
			}
			d, err := parseSettings(p.Path, []byte(tt.content), true)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := addHippo(d.root, o); err != nil {
				t.Fatal(err)
			}
			edits, err := d.edits()
			if err != nil {
				t.Fatal(err)
			}
			blank := strings.TrimSpace(tt.content) == ""
			var rebuilt strings.Builder
			at := 0
			for _, ed := range edits {
				if ed.end != ed.start && !blank {
					t.Errorf("edit removes %q", tt.content[ed.start:ed.end])
				}
				if !strings.Contains(ed.text, "hippo") {
					t.Errorf("edit inserts %q, which is not hippo's", ed.text)
				}
				rebuilt.WriteString(tt.content[at:ed.start] + ed.text)
				at = ed.end
			}
			rebuilt.WriteString(tt.content[at:])
			if rebuilt.String() != string(p.After) {
				t.Errorf("the planned file is not the original plus hippo's insertions:\n%s", p.After)
			}
			if len(edits) == 0 {
				t.Error("control: install inserted nothing")
			}
		})
	}
}

// Check: what install adds is laid out like its neighbours: compact stays
// compact (no new line break), multi-line follows the file's indentation.
func TestInstallFollowsTheFileLayout(t *testing.T) {
	for _, tt := range []struct {
		name, content string
		want          []string // lines the installed file must hold
	}{
		{"compact one line", `{"model":"opus"}`, []string{`{"model":"opus","hooks":{"SessionStart":[{"matcher":`}},
		{"compact with spaces", `{"model": "opus"}`, []string{`{"model": "opus", "hooks": {"SessionStart": [{"matcher": `}},
		{"4-space", "{\n    \"model\": \"opus\"\n}\n", []string{`    "hooks": {`, `        "SessionStart": [`, `            {`, `    "permissions": {`, `            "Bash(hippo jot:*)",`}},
		{"tab", "{\n\t\"model\": \"opus\"\n}\n", []string{"\t\"hooks\": {", "\t\t\"SessionStart\": [", "\t\t\t\t\"hooks\": ["}},
		{"allow multi-line", "{\n  \"permissions\": {\n    \"allow\": [\n      \"Read(*)\"\n    ]\n  }\n}\n", []string{`      "Read(*)",`, `      "Bash(hippo jot:*)",`, `      "Bash(hippo cold:*)",`, `      "Bash(hippo show:*)"`}},
		{"allow compact", "{\n  \"permissions\": {\"allow\": [\"Read(*)\"]}\n}\n", []string{`  "permissions": {"allow": ["Read(*)", "Bash(hippo jot:*)", "Bash(hippo confirm:*)", "Bash(hippo recall:*)", "Bash(hippo cold:*)", "Bash(hippo show:*)"]},`}},
		{"CRLF", "{\r\n  \"model\": \"opus\"\r\n}\r\n", []string{"  \"hooks\": {\r", "    \"SessionStart\": [\r"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			o := opts(t)
			path := writeSettings(t, o, tt.content, 0o644)
			install(t, o)
			got, _ := os.ReadFile(path)
			lines := strings.Split(string(got), "\n")
			compact := !strings.Contains(tt.content, "\n")
			if compact && len(lines) != 1 {
				t.Errorf("a compact file got line breaks:\n%s", got)
			}
			for _, w := range tt.want {
				found := false
				for _, l := range lines {
					found = found || l == w || (compact && strings.HasPrefix(l, w))
				}
				if !found {
					t.Errorf("no line %q in:\n%s", w, got)
				}
			}
		})
	}
}

// Check: reinstalling from a new path changes the command in place, and no
// other byte. Control: the command did change.
func TestReinstallEditsOnlyTheCommand(t *testing.T) {
	o := opts(t)
	path := writeSettings(t, o, existing, 0o644)
	install(t, o)
	first, _ := os.ReadFile(path)
	o.Binary = "/usr/local/bin/hippo"
	install(t, o)
	second, _ := os.ReadFile(path)
	if bytes.Equal(first, second) {
		t.Fatal("control: reinstall changed nothing")
	}
	if got := strings.ReplaceAll(string(second), "'/usr/local/bin/hippo'", "'/opt/hippo bin/hippo'"); got != string(first) {
		t.Errorf("reinstall changed more than the command:\n%s", second)
	}
}

// Check: uninstall removes an element or member with exactly one separator,
// wherever it is, and keeps every other byte. The handlers here are hippo's
// as an older install wrote them, without a record.
func TestUninstallRemovesWithOneSeparator(t *testing.T) {
	const h = `{"type": "command", "command": "'/x/hippo' hook prompt"}`
	for _, tt := range []struct{ name, content, want string }{
		{"first of two", `{"hooks": {"UserPromptSubmit": [{"hooks": [` + h + `, {"command": "a"}]}]}}`,
			`{"hooks": {"UserPromptSubmit": [{"hooks": [{"command": "a"}]}]}}`},
		{"last of two", `{"hooks": {"UserPromptSubmit": [{"hooks": [{"command": "a"}, ` + h + `]}]}}`,
			`{"hooks": {"UserPromptSubmit": [{"hooks": [{"command": "a"}]}]}}`},
		{"middle of three, multi-line", "{\"hooks\": {\"UserPromptSubmit\": [\n  {\"hooks\": [{\"command\": \"a\"}]},\n  {\"hooks\": [" + h + "]},\n  {\"hooks\": [{\"command\": \"b\"}]}\n]}}",
			"{\"hooks\": {\"UserPromptSubmit\": [\n  {\"hooks\": [{\"command\": \"a\"}]},\n  {\"hooks\": [{\"command\": \"b\"}]}\n]}}"},
		{"the only event, between other keys", "{\n  \"a\": 1,\n  \"hooks\": {\"UserPromptSubmit\": [{\"hooks\": [" + h + "]}]},\n  \"b\": 2\n}\n",
			"{\n  \"a\": 1,\n  \"b\": 2\n}\n"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			o := opts(t)
			path := writeSettings(t, o, tt.content, 0o644)
			u, err := PlanUninstall(o.ClaudeDir, nil)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := Apply(u); err != nil {
				t.Fatal(err)
			}
			if got, _ := os.ReadFile(path); string(got) != tt.want {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}

// Check: a change diff cannot express as appends and removals (an element put
// between two old ones) replaces that array whole, and still nothing else.
func TestDiffReplacesAnArrayItCannotEdit(t *testing.T) {
	src := []byte(`{"a": [1, 2], "b": {"c": 3}}`)
	d, err := parseSettings(filepath.Join(t.TempDir(), SettingsFile), src, true)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := d.root.get("a")
	d.root.set("a", []any{a.([]any)[0], "new", a.([]any)[1]})
	got, err := d.render()
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"a": [1, "new", 2], "b": {"c": 3}}`; string(got) != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

// Check: registering the MCP server and removing it again gives back
// ~/.claude.json (Claude Code's own state) byte for byte. Control: the
// registration changed it.
func TestMCPInstallThenUninstallIsByteIdentical(t *testing.T) {
	const theirs = `{"numStartups": 7, "mcpServers": {"other": {"type": "stdio", "command": "/usr/bin/other-mcp", "args": [], "env": {}}}, "theme": "dark"}`
	path := filepath.Join(t.TempDir(), ".claude.json")
	if err := os.WriteFile(path, []byte(theirs), 0o600); err != nil {
		t.Fatal(err)
	}
	p, err := PlanMCP(path, "/opt/hippo")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Apply(p); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(path); !strings.Contains(string(b), `"hippo": {"type": "stdio", "command": "/opt/hippo", "args": ["mcp"], "env": {}}`) {
		t.Fatalf("control: not registered in the file's layout:\n%s", b)
	}
	u, err := PlanMCPUninstall(&p.Record)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Apply(u); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(path); string(b) != theirs {
		t.Errorf("after register and remove:\n%s\nwant\n%s", b, theirs)
	}
}
