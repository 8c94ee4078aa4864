package team

import (
	"context"
	"fmt"
	"slices"

	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/redact"
	"github.com/hippo-mem/hippo/store"
)

// defaultProposedKinds are what a policy without kinds proposes: what a team
// agrees on, not one person's facts of the day.
var defaultProposedKinds = []string{string(decay.KindConvention), string(decay.KindDecision)}

// propose adds to st.Pending each active memory of snap that a policy
// matches and that is neither shared, pending nor declined. Nothing is
// shared by a policy alone: one wrong capture must not reach the team.
func propose(st *state, snap store.Snapshot, policies []config.TeamPolicy) {
	for _, r := range snap.Memories {
		if !r.Active() || st.Shared[r.ID] || st.Pending[r.ID] || st.Declined[r.ID] {
			continue
		}
		if slices.ContainsFunc(policies, func(p config.TeamPolicy) bool { return matches(p, r.Memory) }) {
			st.Pending[r.ID] = true
		}
	}
}

func matches(p config.TeamPolicy, m store.Memory) bool {
	if p.Project == "" && p.Topic == "" || p.Project != "" && p.Project != m.Project || p.Topic != "" && p.Topic != m.Topic {
		return false
	}
	kinds := p.Kinds
	if len(kinds) == 0 {
		kinds = defaultProposedKinds
	}
	return slices.Contains(kinds, string(m.Kind))
}

// Pending lists the memories waiting for the user's approval, with the
// text that would leave the machine.
func Pending(ctx context.Context, s *store.Store, dataDir string) ([]Shared, error) {
	st, err := loadState(dataDir)
	if err != nil {
		return nil, err
	}
	var out []Shared
	for _, id := range sortedKeys(st.Pending) {
		m, err := s.Get(ctx, id)
		if err != nil || !m.Active() {
			continue // gone since it was proposed
		}
		text, found := redact.Text(m.Text)
		out = append(out, Shared{ID: id, Text: text, Redacted: redact.Kinds(found)})
	}
	return out, nil
}

// Decide approves (shares) or declines each pending memory of ids.
func Decide(dataDir string, ids []string, approve bool) error {
	return withState(dataDir, func(st *state) error {
		for _, id := range ids {
			if !st.Pending[id] {
				return fmt.Errorf("%s is not pending (hippo team pending lists them)", id)
			}
		}
		for _, id := range ids {
			delete(st.Pending, id)
			if approve {
				st.Shared[id] = true
			} else {
				st.Declined[id] = true
			}
		}
		return nil
	})
}
