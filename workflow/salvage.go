package workflow

import (
	"context"
	"time"

	"github.com/hippo-mem/hippo/activity"
	"github.com/hippo-mem/hippo/server"
	"github.com/hippo-mem/hippo/store"
)

// Salvage recovers what a damaged store in dataDir still holds into a new
// store (see store.Salvage). A warm server holding the damaged file open is
// stopped first, so it never serves it again. The salvage is logged; a failure
// to log it is returned as logErr beside a salvage that worked.
func Salvage(ctx context.Context, dataDir, version string, now time.Time) (rep store.SalvageReport, logErr error, err error) {
	if sock, err := server.SocketPath(dataDir); err == nil {
		_, _ = server.Call(sock, server.Request{Version: version, Schema: store.SchemaVersion, Op: server.OpShutdown}, time.Second)
	}
	if rep, err = store.Salvage(ctx, dataDir, now); err != nil {
		return rep, nil, err
	}
	return rep, activity.Open(dataDir, nil).Append(activity.Event{Op: activity.OpSalvage, Actor: "cli"}), nil
}
