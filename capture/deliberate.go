package capture

import (
	"context"
	"fmt"
	"time"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/store"
)

// Deliberate decides, and carries out, a statement a person chose to write
// (hippo jot, a summary file handed to ingest), nm, through the same gate as
// capture: it is blocked by a tombstone, reinforces the memory it restates,
// supersedes the memory whose value it changes (or, when said before that
// memory, is stored as its history), and is otherwise stored. It is never
// rejected for its shape (a question, a hedge, a plan): the person chose the
// words, so the shape rules, which sort what a conversation happened to say,
// have nothing to judge. nm.Kind stands as the kind, as an extractor's kind
// does (see Candidate.kind).
func Deliberate(ctx context.Context, s *store.Store, nm store.NewMemory) (Decision, store.Memory, error) {
	if !nm.Kind.Valid() {
		return Decision{}, store.Memory{}, fmt.Errorf("%w %q (want one of %s)", store.ErrUnknownKind, nm.Kind, decay.KindList())
	}
	return Gate{Store: s}.write(ctx, kept(nm), func(Decision) store.NewMemory { return nm })
}

// kept is the candidate for a statement someone chose to keep (a jot, an
// ingested summary, a memory another store kept): its kind stands, and it is
// judged in its own project, at the time it was stated.
func kept(nm store.NewMemory) Candidate {
	c := Candidate{Text: nm.Text, Speaker: nm.Speaker, LineUUID: nm.LineUUID, SessionID: nm.SessionID, Cwd: nm.Project, topic: nm.Topic, kind: nm.Kind}
	if !nm.StatedAt.IsZero() {
		c.Timestamp = nm.StatedAt.UTC().Format(time.RFC3339Nano)
	}
	return c
}
