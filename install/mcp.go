package install

import (
	"fmt"
	"os"
	"path/filepath"
)

// MCPName is the name hippo's MCP server is registered under.
const MCPName = "hippo"

// MCPConfigPath is Claude Code's user config, where "claude mcp add --scope
// user" registers servers: .claude.json in $CLAUDE_CONFIG_DIR when set, else
// in the home directory.
func MCPConfigPath() (string, error) {
	if d := os.Getenv("CLAUDE_CONFIG_DIR"); d != "" {
		return filepath.Join(d, ".claude.json"), nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("find home dir: %w", err)
	}
	return filepath.Join(home, ".claude.json"), nil
}

// PlanMCP computes the user config that registers "hippo mcp" as a stdio MCP
// server, in the same form "claude mcp add --scope user" writes. An existing
// "hippo" entry that runs some other program is not replaced.
func PlanMCP(path, binary string) (Plan, error) {
	before, mode, existed, err := readSettings(path)
	if err != nil {
		return Plan{}, err
	}
	d, err := parseSettings(path, before, existed)
	if err != nil {
		return Plan{}, err
	}
	root := d.root
	servers, err := childObject(root, "mcpServers")
	if err != nil {
		return Plan{}, err
	}
	if v, ok := servers.get(MCPName); ok {
		if cmd := mcpCommand(v); cmd != binary && !hippoBinaryPath.MatchString(cmd) {
			return Plan{}, fmt.Errorf("%s already has an MCP server named %q that runs %q, not hippo; remove it with \"claude mcp remove %s\" first", path, MCPName, cmd, MCPName)
		}
	}
	entry := newObject()
	entry.set("type", "stdio")
	entry.set("command", binary)
	entry.set("args", []any{"mcp"})
	entry.set("env", newObject())
	servers.set(MCPName, entry)
	after, err := d.render()
	if err != nil {
		return Plan{}, fmt.Errorf("%s: %w", path, err)
	}
	return Plan{Path: path, Before: before, After: after, Existed: existed, mode: mode,
		Record: Record{MCPConfigPath: path, MCPCommand: binary}}, nil
}

// PlanMCPUninstall removes the entry install added, if it is still the one
// install wrote.
func PlanMCPUninstall(rec *Record) (Plan, error) {
	if rec == nil || rec.MCPConfigPath == "" {
		return Plan{}, nil
	}
	before, mode, existed, err := readSettings(rec.MCPConfigPath)
	if err != nil {
		return Plan{}, err
	}
	plan := Plan{Path: rec.MCPConfigPath, Before: before, After: before, Existed: existed, mode: mode}
	if !existed {
		return plan, nil
	}
	d, err := parseSettings(rec.MCPConfigPath, before, existed)
	if err != nil {
		return Plan{}, err
	}
	root := d.root
	sv, ok := root.get("mcpServers")
	servers, isObj := sv.(*object)
	if !ok || !isObj {
		return plan, nil
	}
	if v, ok := servers.get(MCPName); !ok || mcpCommand(v) != rec.MCPCommand {
		return plan, nil // gone, or replaced by the user: theirs now
	}
	servers.del(MCPName)
	if len(servers.keys) == 0 {
		root.del("mcpServers")
	}
	if plan.After, err = d.render(); err != nil {
		return Plan{}, fmt.Errorf("%s: %w", rec.MCPConfigPath, err)
	}
	return plan, nil
}

func mcpCommand(v any) string {
	o, ok := v.(*object)
	if !ok {
		return ""
	}
	c, _ := o.get("command")
	s, _ := c.(string)
	return s
}
