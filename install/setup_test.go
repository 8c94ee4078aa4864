package install

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestInstallThenUninstallRestores(t *testing.T) {
	for _, tt := range []struct {
		name      string
		withMCP   bool
		purgeData bool
	}{
		{"hooks only, data kept", false, false},
		{"hooks and mcp, data purged", true, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			o := opts(t)
			t.Setenv("CLAUDE_CONFIG_DIR", o.ClaudeDir)
			settings := writeSettings(t, o, existing, 0o600)
			done, err := Install(o, tt.withMCP)
			if err != nil {
				t.Fatal(err)
			}
			if !done.Settings.Changed() || done.Settings.Backup == "" || (done.MCP != nil) != tt.withMCP {
				t.Fatalf("Install: %+v, want settings changed with a backup, MCP registered: %v", done, tt.withMCP)
			}
			rec, err := LoadRecord(o.DataDir)
			if err != nil || rec == nil || (rec.MCPConfigPath != "") != tt.withMCP {
				t.Fatalf("record %+v, %v: want one, naming the MCP config: %v", rec, err, tt.withMCP)
			}
			again, err := Install(o, tt.withMCP)
			if err != nil || again.Settings.Changed() || (again.MCP != nil && again.MCP.Changed()) {
				t.Fatalf("second Install: %+v, %v: want no change", again, err)
			}

			gone, err := Uninstall(func() (Plan, error) { return PlanUninstall(o.ClaudeDir, rec) }, o.DataDir, tt.purgeData)
			if err != nil {
				t.Fatal(err)
			}
			if gone.Settings == nil || !gone.Settings.Changed() || gone.MCP == nil || gone.MCP.Changed() != tt.withMCP || gone.DataDeleted != tt.purgeData {
				t.Errorf("Uninstall: %+v, want settings and MCP (%v) removed, data deleted: %v", gone, tt.withMCP, tt.purgeData)
			}
			if b, _ := os.ReadFile(settings); !bytes.Equal(b, []byte(existing)) {
				t.Errorf("settings not restored:\n%s", b)
			}
			if _, err := os.Stat(filepath.Join(o.DataDir, RecordFile)); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("install record left behind: %v", err)
			}
			if _, err := os.Stat(o.DataDir); errors.Is(err, os.ErrNotExist) != tt.purgeData {
				t.Errorf("data dir stat: %v, want it gone: %v", err, tt.purgeData)
			}
		})
	}
}

func TestApplyFreshReplansAfterAConcurrentEdit(t *testing.T) {
	o := opts(t)
	path := writeSettings(t, o, existing, 0o600)
	plans := 0
	done, err := ApplyFresh(func() (Plan, error) {
		plans++
		p, err := PlanInstall(o)
		if plans == 1 {
			// The user saves between the plan and the write.
			if err := os.WriteFile(path, []byte(`{"model": "opus"}`), 0o600); err != nil {
				t.Fatal(err)
			}
		}
		return p, err
	})
	if err != nil || plans != 2 {
		t.Fatalf("ApplyFresh: %v after %d plans, want success on the second", err, plans)
	}
	if got := decode(t, done.After)["model"]; got != "opus" {
		t.Errorf("model = %v: the user's edit was lost", got)
	}
}

func TestApplyFreshGivesUp(t *testing.T) {
	o := opts(t)
	path := writeSettings(t, o, existing, 0o600)
	plans := 0
	_, err := ApplyFresh(func() (Plan, error) {
		plans++
		p, err := PlanInstall(o)
		if err := os.WriteFile(path, []byte(`{"n": `+string(rune('0'+plans))+`}`), 0o600); err != nil {
			t.Fatal(err)
		}
		return p, err
	})
	if !errors.Is(err, ErrChanged) || plans != applyRetries+1 {
		t.Errorf("ApplyFresh: %v after %d plans, want ErrChanged after %d", err, plans, applyRetries+1)
	}
}
