package capture

import (
	"context"
	"time"

	"github.com/hippo-mem/hippo/decay"
)

// DecideKept runs the gate on a memory another store already kept (an
// import): its kind was judged when it was first stored, so the shape rules
// (questions, plans, chit-chat) do not run again, while redaction,
// tombstones, supersession by statement time and the near-duplicate rule do,
// with stated as the statement's time, as capture uses a transcript line's.
func (g Gate) DecideKept(ctx context.Context, text string, kind decay.Kind, stated time.Time) (Decision, error) {
	return g.Decide(ctx, Candidate{Text: text, Timestamp: stated.UTC().Format(time.RFC3339Nano), kind: kind})
}

// Hold takes the gate lock (see lockGate) until unlock: an import decides
// a whole file against the store and then writes it, and no capture may
// change the store in between.
func (g Gate) Hold() (unlock func(), err error) { return lockGate(g.Store) }
