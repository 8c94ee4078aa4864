package statement

import (
	"slices"
	"testing"
)

// TestInProject: a word of the project's own name is no part of it, so a
// claim that names its project and one that does not are of one thing; a
// word that names another thing, or the thing an attribute is of, still
// tells two subjects apart.
func TestInProject(t *testing.T) {
	tests := []struct {
		a, b, project string
		want          bool
	}{
		{"The model is trained with a dropout of 0.1.", "ranker training uses dropout 0.3", "ml-ranker", true},
		{"The index is built with a shard count of 5.", "catalog indexing uses 12 shards", "catalog-search", true},
		{"The model is trained with a learning rate of 3e-4.", "recsys training uses lr 0.001", "ml-recsys", true},
		// the same words in another project name a part of it
		{"The model is trained with a dropout of 0.1.", "ranker training uses dropout 0.3", "ml-recsys", false},
		{"The index is built with a shard count of 5.", "catalog indexing uses 12 shards", "orders-search", false},
		// the project's word is the thing the size is of: photos, not albums
		{"The max photo size is 10 MB.", "The max album size is 2 GB.", "photos-app", false},
		{"Messages on the bus are encoded as JSON.", "ledger events are encoded as protobuf, see proto/ledger", "audit-svc", false},
	}
	for _, tt := range tests {
		a, b := ClaimOf(tt.a).InProject(tt.project), ClaimOf(tt.b).InProject(tt.project)
		if got := Conflict(a, b) || Conflict(b, a); got != tt.want {
			t.Errorf("%s: Conflict(%q, %q) = %v, want %v", tt.project, tt.a, tt.b, got, tt.want)
		}
	}
}

func TestProjectWords(t *testing.T) {
	tests := []struct {
		project string
		subject []string
		want    []string
	}{
		{"billing-api", nil, []string{"bill"}},
		{"ml-recsys", nil, []string{"recsy"}},
		{"mobile-app", nil, nil},
		{"docs-site", []string{"document", "sit", "main", "branch"}, []string{"document", "sit"}},
	}
	for _, tt := range tests {
		if got := projectWords(tt.project, tt.subject); !slices.Equal(got, tt.want) {
			t.Errorf("projectWords(%q, %v) = %v, want %v", tt.project, tt.subject, got, tt.want)
		}
	}
}
