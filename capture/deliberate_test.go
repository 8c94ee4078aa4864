package capture

import (
	"context"
	"testing"

	"github.com/hippo-mem/hippo/internal/teststore"
	"github.com/hippo-mem/hippo/project"
	"github.com/hippo-mem/hippo/store"
)

// Check: a deliberate write is never rejected for its shape: a question, a
// hedge, a temporary state, chit-chat are stored as the person wrote them.
// Control: the same texts as an MCP note, which gets the whole gate, are
// rejected, so the shape rules did fire on them.
func TestDeliberateSkipsTheShapeRules(t *testing.T) {
	for _, tt := range []struct{ text, rule string }{
		{"should we move the billing api to grpc?", "question"},
		{"maybe the session cache lives in redis", "hypothetical"},
		{"the deploy pipeline is broken right now", "temporary"},
		{"ok thanks", "chit-chat"},
	} {
		t.Run(tt.rule, func(t *testing.T) {
			ctx := context.Background()
			s, _ := teststore.Open(t)
			note, _, err := Note(ctx, s, tt.text, "", "", project.Identity{Path: "/tmp/p", Topic: "p"})
			if err != nil || note.Decision != DecisionReject {
				t.Fatalf("control: as a note %+v, %v; want it rejected (a %s)", note, err, tt.rule)
			}
			d, m, err := Deliberate(ctx, s, store.NewMemory{Text: tt.text, Kind: "fact", Origin: store.OriginJot, Speaker: store.SpeakerCLI})
			if err != nil || d.Decision != DecisionStore || m.Text != tt.text {
				t.Errorf("deliberate write %+v, %+v, %v; want %q stored", d, m, err, tt.text)
			}
		})
	}
}
