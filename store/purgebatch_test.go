package store

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"
)

// purgeFixture writes two supersession chains (the deploy window 1 -> 2 -> 3;
// the cache 1 -> 2), loose memories and fillers, and returns their ids by
// name.
func purgeFixture(t *testing.T, s *Store) map[string]string {
	t.Helper()
	ids := map[string]string{}
	ids["deploy1"] = mustAdd(t, s, "deploys go out on tuesday mornings", "convention", "").ID
	ids["deploy2"] = mustCorrect(t, s, ids["deploy1"], "deploys go out on wednesday mornings").ID
	ids["deploy3"] = mustCorrect(t, s, ids["deploy2"], "deploys go out on thursday afternoons").ID
	ids["cache1"] = mustAdd(t, s, "the session cache lives in memcached", "fact", "").ID
	ids["cache2"] = mustCorrect(t, s, ids["cache1"], "the session cache lives in valkey").ID
	for i, topic := range []string{"the invoice pdf renderer", "grafana alert routing", "the ios release train", "terraform state locking", "the nightly backup job"} {
		ids[fmt.Sprintf("loose%d", i)] = mustAdd(t, s, topic+" is owned by team "+strings.Repeat("x", i+1), "fact", "").ID
	}
	// Enough others that a purge of two takes the per-entry path and one of
	// four the rebuild (purgeRebuildShare).
	for i := range 20 {
		ids[fmt.Sprintf("filler%02d", i)] = mustAdd(t, s, fmt.Sprintf("runbook page %d covers the vpn rotation step %d", i, i*3), "fact", "").ID
	}
	return ids
}

// graphByName is each memory left with its links, named, and the names
// purge reported active again.
func graphByName(t *testing.T, s *Store, ids map[string]string, back []string) string {
	t.Helper()
	name := map[string]string{"": "-"}
	for n, id := range ids {
		name[id] = n
	}
	var lines []string
	for _, n := range slices.Sorted(maps.Keys(ids)) {
		m, err := s.Get(context.Background(), ids[n])
		if err != nil {
			continue // purged
		}
		lines = append(lines, fmt.Sprintf("%s: by %s, over %s", n, name[m.SupersededBy], name[m.Supersedes]))
	}
	for _, id := range back {
		lines = append(lines, "back: "+name[id])
	}
	return strings.Join(lines, "\n")
}

// A purge of many memories at once (which unlinks only the memories in the
// supersession graph, and may rebuild the search index instead of deleting
// entries) leaves the same graph as purging them one at a time, and recall
// finds what is left and nothing purged.
func TestBatchPurgeMatchesOneByOne(t *testing.T) {
	ctx := context.Background()
	for _, set := range [][]string{
		{"deploy2", "loose0"},
		{"deploy3", "deploy2", "loose1", "loose2"},
		{"deploy1", "cache2", "loose0", "loose1", "loose2", "loose3", "loose4"},
		{"deploy2", "deploy3", "cache1", "cache2", "loose0", "loose1", "loose2", "loose3"},
	} {
		t.Run(strings.Join(set, ","), func(t *testing.T) {
			batch, single := mustOpen(t, ModeLexical, newClock()), mustOpen(t, ModeLexical, newClock())
			bIDs, sIDs := purgeFixture(t, batch), purgeFixture(t, single)
			var bList []string
			var sBack []string
			for _, n := range set {
				bList = append(bList, bIDs[n])
				rep, err := single.Purge(ctx, []string{sIDs[n]}, PurgeOptions{})
				if err != nil {
					t.Fatal(err)
				}
				sBack = append(sBack, rep.Reactivated...)
			}
			rep, err := batch.Purge(ctx, bList, PurgeOptions{})
			if err != nil || len(rep.Purged) != len(set) {
				t.Fatalf("batch purge: %v, %v", rep.Purged, err)
			}
			sBack = slices.DeleteFunc(sBack, func(id string) bool { _, err := single.Get(ctx, id); return err != nil })
			got, want := graphByName(t, batch, bIDs, rep.Reactivated), graphByName(t, single, sIDs, sBack)
			if got != want {
				t.Fatalf("batch purge left\n%s\none at a time\n%s", got, want)
			}
			mustGraphOK(t, batch)
			for n, id := range bIDs {
				purged := slices.Contains(set, n)
				m, err := batch.Get(ctx, id)
				if purged != (err != nil) {
					t.Fatalf("%s: purged %v, get %v", n, purged, err)
				}
				if !purged && !strings.HasPrefix(n, "filler") && m.SupersededBy == "" && !inRecall(t, batch, id, m.Text) {
					t.Errorf("%s is not recalled after the purge", n)
				}
			}
			if r, err := batch.CheckLexicalIndex(ctx); err != nil || !r.OK() || r.Indexed != len(bIDs)-len(set) {
				t.Errorf("search index after the purge: %+v, %v", r, err)
			}
		})
	}
}
