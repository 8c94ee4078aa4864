package capture

import (
	"testing"

	"github.com/hippo-mem/hippo/internal/teststore"
)

// TestGateAnswersAsked: a fragment that answers the assistant's question
// for information states the claim asked about; one that names nothing,
// points at one thing in view, hedges, or answers an offer to act is not
// kept (answersAsked).
func TestGateAnswersAsked(t *testing.T) {
	s, _ := teststore.Open(t)
	judgeAfter(t, s, []afterCase{
		{"Which queue does the mailer use?", "RabbitMQ on the shared cluster", "store"},
		{"Where do the terraform modules live?", "the infra repo, under modules/", "store"},
		{"Spaces or tabs in the SQL files?", "spaces.", "store"},
		{"How long are the logs kept?", "Not sure.", "reject"},
		{"How long are the logs kept?", "no idea", "reject"},
		{"Spaces or tabs in the SQL files?", "spaces in this file", "reject"},
		{"Which queue does the mailer use?", "RabbitMQ maybe", "reject"},
		{"Should I restart the worker?", "yes, the worker", "reject"},
		// a command on one thing answers nothing; a name read as its verb does
		{"Which queue does the mailer use?", "check the mailer config", "reject"},
		{"Which JDK do the Android builds use?", "Temurin 17 on every runner", "store"},
	})
}
