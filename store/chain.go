package store

import "context"

// ChainLink is one memory in a supersession chain; Purged marks a link whose
// memory no longer exists.
type ChainLink struct {
	ID     string `json:"id"`
	Purged bool   `json:"purged,omitempty"`
}

// maxChainHops bounds a walk along supersession links, which earlier versions
// could leave in a cycle.
const maxChainHops = 50

// Chain is m's supersession chain, oldest first, m included; nil when m
// supersedes nothing and nothing supersedes it. A walk stops at a purged
// memory (listed as purged) and after maxChainHops in each direction.
func (s *Store) Chain(ctx context.Context, m Memory) []ChainLink {
	if m.Supersedes == "" && m.SupersededBy == "" {
		return nil
	}
	older := s.walk(ctx, m.Supersedes, func(p Memory) string { return p.Supersedes })
	out := make([]ChainLink, 0, len(older)+1)
	for i := len(older) - 1; i >= 0; i-- {
		out = append(out, older[i])
	}
	out = append(out, ChainLink{ID: m.ID})
	return append(out, s.walk(ctx, m.SupersededBy, func(p Memory) string { return p.SupersededBy })...)
}

// walk follows next from id, nearest first.
func (s *Store) walk(ctx context.Context, id string, next func(Memory) string) []ChainLink {
	var out []ChainLink
	for n := 0; id != "" && n < maxChainHops; n++ {
		p, err := s.Get(ctx, id)
		if err != nil {
			return append(out, ChainLink{ID: id, Purged: true})
		}
		out = append(out, ChainLink{ID: p.ID})
		id = next(p)
	}
	return out
}
