package team

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"

	"github.com/jackc/pgx/v5"
)

// notifyChannel is the team's NOTIFY channel: a hash, so that the channel
// name, which any role can listen on, does not spell the team's name.
func notifyChannel(team string) string {
	h := sha256.Sum256([]byte("hippo team " + team))
	return "hippo_" + hex.EncodeToString(h[:8])
}

// Listen waits on the team store for pushes by any machine of the team,
// calling onPush once connected (to catch up with what was pushed while it
// was not) and then on each push, until ctx ends or the connection fails;
// the caller reconnects. The warm server uses it to pull within seconds of
// a teammate's share.
func Listen(ctx context.Context, dataDir string, onPush func()) error {
	l, err := LoadLink(dataDir)
	if err != nil {
		return err
	}
	conn, err := Connect(ctx, dataDir, l)
	if err != nil {
		return err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	if _, err := conn.Exec(ctx, "LISTEN "+pgx.Identifier{notifyChannel(l.Team)}.Sanitize()); err != nil {
		return fmt.Errorf("team store: listen: %w", err)
	}
	onPush()
	for {
		if _, err := conn.WaitForNotification(ctx); err != nil {
			return fmt.Errorf("team store: %w", err)
		}
		onPush()
	}
}
