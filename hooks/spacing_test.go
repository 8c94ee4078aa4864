package hooks

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/store"
)

// promptsGrowEvent jots an event three days before the first prompt, then
// runs the prompt hook once per entry of sessions, gap apart, and returns the
// event as it ends up.
func promptsGrowEvent(t *testing.T, sessions []string, gap time.Duration) store.Memory {
	t.Helper()
	env := testEnv(t)
	var mu sync.Mutex
	now := time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC)
	env.Now = func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	ctx := context.Background()
	s, err := store.Open(ctx, env.DataDir, store.Options{Now: env.Now})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	r, err := s.Add(ctx, store.NewMemory{Text: "deployed the checkout service to the eu cluster", Kind: decay.KindEvent,
		Origin: store.OriginJot, Speaker: store.SpeakerCLI})
	if err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	now = now.Add(72 * time.Hour)
	mu.Unlock()
	for _, session := range sessions {
		mu.Lock()
		now = now.Add(gap)
		mu.Unlock()
		in := fmt.Sprintf(`{"session_id":%q,"transcript_path":"/tmp/t.jsonl","cwd":"/tmp","hook_event_name":"UserPromptSubmit","prompt":"where did we deploy the checkout service?"}`, session)
		if out, errs := runEvent(env, nil, EventPrompt, in); out == "" || len(errs) != 0 {
			t.Fatalf("prompt in %s injected nothing (errors %v)", session, errs)
		}
	}
	m, err := s.Get(ctx, r.Memory.ID)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// Check (the reproduction, through the prompt hook): eight identical prompts
// within one second of one session grow an event once: it stays episodic,
// far from the 70-day cap. Control: the same prompt in eight sessions two
// days apart grows it each time and promotes it to semantic.
func TestPromptHookGrowsOncePerSession(t *testing.T) {
	oneSession := promptsGrowEvent(t, []string{"s1", "s1", "s1", "s1", "s1", "s1", "s1", "s1"}, 100*time.Millisecond)
	if want := decay.SpacedReinforce(decay.EpisodicStability, decay.EpisodicStability, 3); oneSession.Stability != want ||
		oneSession.MemoryType != decay.TypeEpisodic || oneSession.AccessCount != 8 {
		t.Errorf("8 prompts in one session: stability %v (want %v), %s, %d accesses",
			oneSession.Stability, want, oneSession.MemoryType, oneSession.AccessCount)
	}
	spread := promptsGrowEvent(t, []string{"s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8"}, 48*time.Hour)
	if spread.MemoryType != decay.TypeSemantic || spread.Stability <= oneSession.Stability {
		t.Errorf("control, 8 sessions two days apart: stability %v, %s; want grown past %v and promoted",
			spread.Stability, spread.MemoryType, oneSession.Stability)
	}
}
