package store

import (
	"context"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/decay"
)

// Check: Browse selects by state, project and kind, counts every match
// while returning one page, newest first; an unknown state is refused.
func TestBrowse(t *testing.T) {
	ctx := context.Background()
	s, c := openClocked(t)
	var ids []string
	for i, text := range []string{"a fact in web", "a convention in web", "a fact in api", "a fact in api, archived", "a fact in api, pinned"} {
		kind := "fact"
		if i == 1 {
			kind = "convention"
		}
		project := "/src/web"
		if i >= 2 {
			project = "/src/api"
		}
		r, err := s.Add(ctx, NewMemory{Text: text, Kind: decay.Kind(kind), Origin: OriginJot, Speaker: SpeakerCLI, Project: project})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, r.Memory.ID)
		c.Advance(time.Minute)
	}
	if _, err := s.Archive(ctx, ids[3]); err != nil {
		t.Fatal(err)
	}
	if _, err := s.SetPinned(ctx, ids[4], true); err != nil {
		t.Fatal(err)
	}
	newer, err := s.Correct(ctx, ids[2], NewMemory{Text: "a fact in api, corrected", Kind: "fact", Origin: OriginJot, Speaker: SpeakerCLI})
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name  string
		o     BrowseOptions
		want  []string
		total int
	}{
		{"active, newest first", BrowseOptions{}, []string{newer.Memory.ID, ids[4], ids[1], ids[0]}, 4},
		{"one page", BrowseOptions{Limit: 2, Offset: 1}, []string{ids[4], ids[1]}, 4},
		{"archived", BrowseOptions{State: StateArchived}, []string{ids[3]}, 1},
		{"superseded", BrowseOptions{State: StateSuperseded}, []string{ids[2]}, 1},
		{"pinned", BrowseOptions{State: StatePinned}, []string{ids[4]}, 1},
		{"all of one project", BrowseOptions{State: StateAll, Project: "/src/web"}, []string{ids[1], ids[0]}, 2},
		{"one kind", BrowseOptions{Kind: "convention"}, []string{ids[1]}, 1},
		{"nothing matches", BrowseOptions{Project: "/src/none"}, nil, 0},
	} {
		mems, total, err := s.Browse(ctx, tt.o)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		var got []string
		for _, m := range mems {
			got = append(got, m.ID)
		}
		if total != tt.total || len(got) != len(tt.want) {
			t.Errorf("%s: %v of %d, want %v of %d", tt.name, got, total, tt.want, tt.total)
			continue
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Errorf("%s: %v, want %v", tt.name, got, tt.want)
				break
			}
		}
	}
	if _, _, err := s.Browse(ctx, BrowseOptions{State: "deleted"}); err == nil {
		t.Error("an unknown state was accepted")
	}
	if p, err := s.Projects(ctx); err != nil || len(p) != 2 || p[0] != "/src/api" {
		t.Errorf("projects %v %v", p, err)
	}
}
