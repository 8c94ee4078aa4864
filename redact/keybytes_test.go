package redact_test

import (
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/redact"
)

// An id beside its secret on one line: a random account or key id goes with
// the key; a UUID, an account number or a word in the same place stays.
func TestSiblingIDs(t *testing.T) {
	key := "key = " + rep("Qz7", 10)
	for _, tt := range []struct {
		name, id string
		gone     bool
	}{
		{"random account id goes", "00574e75c2ded0816" + rep("9b", 4), true},
		{"random key id goes", "Kx93mQ2v" + "Lp8Rt4Wz7Nb1", true},
		{"uuid stays", "3f1c2a9e-7b4d-4c1e-9a2f-5d6e7f8a9b0c", false},
		{"account number stays", "123456789012", false},
		{"name stays", "acme-backups", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, _ := redact.Text("account = " + tt.id + ", " + key)
			if strings.Contains(got, rep("Qz7", 10)) {
				t.Fatalf("the key itself leaked: %q", got)
			}
			if gone := !strings.Contains(got, tt.id); gone != tt.gone {
				t.Errorf("id %q gone = %v, want %v: %q", tt.id, gone, tt.gone, got)
			}
		})
	}
}
