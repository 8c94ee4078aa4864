package install

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/hippo-mem/hippo/config"
)

// applyRetries: how many times a change re-reads its file when the user saved
// it while hippo was editing it.
const applyRetries = 3

// Applied is a plan that was carried out, and the backup of the file it
// replaced ("" when there was nothing to back up or nothing changed).
type Applied struct {
	Plan
	Backup string
}

// ApplyFresh plans and applies a change, planning again when the file changed
// in between (the user saved it, or Claude Code wrote its state), so no edit
// of theirs is lost. After applyRetries re-plans it gives up with ErrChanged.
func ApplyFresh(plan func() (Plan, error)) (Applied, error) {
	for attempt := 0; ; attempt++ {
		p, err := plan()
		if err != nil {
			return Applied{Plan: p}, err
		}
		backup, err := Apply(p)
		if !errors.Is(err, ErrChanged) || attempt == applyRetries {
			return Applied{Plan: p, Backup: backup}, err
		}
	}
}

// PlanUserMCP plans the registration of binary as the MCP server "hippo" in
// the user's Claude Code config.
func PlanUserMCP(binary string) (Plan, error) {
	path, err := MCPConfigPath()
	if err != nil {
		return Plan{}, err
	}
	return PlanMCP(path, binary)
}

// Installed says what Install changed.
type Installed struct {
	Settings Applied
	MCP      *Applied // nil unless the MCP server was asked for and registered
}

// Install creates the data dir, registers hippo's hooks in settings.json and,
// with withMCP, its MCP server in the user's Claude Code config, then records
// what it added for uninstall. The record keeps what an earlier install
// added, since a second install adds nothing and must not forget it. On an
// error, Installed holds the steps that were done.
func Install(o Options, withMCP bool) (Installed, error) {
	var done Installed
	if err := config.EnsureDataDir(o.DataDir); err != nil {
		return done, err
	}
	var err error
	if done.Settings, err = ApplyFresh(func() (Plan, error) { return PlanInstall(o) }); err != nil {
		return done, err
	}
	rec := done.Settings.Record
	if withMCP {
		mcp, err := ApplyFresh(func() (Plan, error) { return PlanUserMCP(o.Binary) })
		if err != nil {
			return done, err
		}
		done.MCP = &mcp
		rec.MCPConfigPath, rec.MCPCommand = mcp.Record.MCPConfigPath, mcp.Record.MCPCommand
	}
	old, err := LoadRecord(o.DataDir)
	if err != nil {
		return done, err
	}
	return done, SaveRecord(o.DataDir, MergeRecord(old, rec))
}

// Uninstalled says what Uninstall changed; a nil step was not reached.
type Uninstalled struct {
	Settings    *Applied
	MCP         *Applied
	DataDeleted bool
}

// Uninstall removes hippo from settings.json (plan is PlanUninstall for the
// settings as they are, called again when the user saves the file meanwhile),
// then the MCP server entry the install record names, then the record, and
// with purgeData the whole data dir. The record goes only after both entries
// are out, so an uninstall that stopped half-way can be run again. On an
// error, Uninstalled holds the steps that were done.
func Uninstall(plan func() (Plan, error), dataDir string, purgeData bool) (Uninstalled, error) {
	var done Uninstalled
	settings, err := ApplyFresh(plan)
	if err != nil {
		return done, err
	}
	done.Settings = &settings
	// Planned from the record read afresh on each try: it is the record, not
	// the earlier plan, that says which entry is hippo's.
	mcp, err := ApplyFresh(func() (Plan, error) {
		fresh, err := LoadRecord(dataDir)
		if err != nil {
			return Plan{}, err
		}
		return PlanMCPUninstall(fresh)
	})
	if err != nil {
		return done, err
	}
	done.MCP = &mcp
	if err := os.Remove(filepath.Join(dataDir, RecordFile)); err != nil && !os.IsNotExist(err) {
		return done, fmt.Errorf("remove install record: %w", err)
	}
	if purgeData {
		if err := os.RemoveAll(dataDir); err != nil {
			return done, fmt.Errorf("delete data dir: %w", err)
		}
		done.DataDeleted = true
	}
	return done, nil
}
