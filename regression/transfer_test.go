package regression

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/store"
)

// machine is one user's hippo on one computer, driven through the CLI.
type machine struct {
	t *testing.T
	h *home
}

func (m machine) jot(text string) string {
	return strings.TrimSpace(m.h.hippo(m.t, "jot", text).stdout)
}

// active is the ids and texts recall may return: hippo list (not archived,
// not superseded).
func (m machine) active() map[string]string {
	out := map[string]string{}
	for _, mem := range hippoJSON[[]store.Memory](m, "list", "--json") {
		out[mem.ID] = mem.Text
	}
	return out
}

func (m machine) tombstones() []store.Tombstone {
	return hippoJSON[[]store.Tombstone](m, "tombstones", "--json")
}

// hippoJSON runs hippo with args and decodes what it prints.
func hippoJSON[T any](m machine, args ...string) T {
	var v T
	if err := json.Unmarshal([]byte(m.h.hippo(m.t, args...).stdout), &v); err != nil {
		m.t.Fatal(err)
	}
	return v
}

func (m machine) export(name string) string {
	path := filepath.Join(m.h.dir, name)
	m.h.hippo(m.t, "export", "--include-archived", "--out", path)
	return path
}

// TestTwoMachineMerge: a desktop and a laptop share a base, diverge (jots,
// a correction, contradicting values, a purge, a purge with a tombstone, a
// rejected claim, the same fact jotted on both), then import each other's
// exports. Both must end with the same active set by id, no purged text on
// either disk, and no tombstoned claim active; a second exchange changes
// nothing.
func TestTwoMachineMerge(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: about 40 hippo runs")
	}
	a, b := machine{t, newHome(t)}, machine{t, newHome(t)}
	const purgedText = "the billing service reads its config from /etc/billing/conf.toml"
	deploy := a.jot("deploys go out on Tuesdays")
	billing := a.jot(purgedText)
	heroku := a.jot("we deploy the docs site with Netlify")
	a.jot("the staging database lives on host db-stage-2")
	b.h.hippo(t, "import", a.export("base.jsonl"))

	oldRetry := a.jot("the retry limit is 5 in retry.go")
	newRetry := b.jot("the retry limit is 7 in retry.go") // stated later: the newer value
	thursday := strings.TrimSpace(a.h.hippo(t, "correct", deploy, "deploys go out on Thursdays").stdout)
	b.jot("logs rotate every 7 days under /var/log/app")
	a.h.hippo(t, "purge", "--yes", billing)
	b.h.hippo(t, "purge", "--yes", "--tombstone", "--reason", "we moved off Netlify", heroku)
	viteA := a.jot("the frontend is built with Vite and served by nginx")
	viteB := b.jot("the frontend is built with Vite and served by nginx")
	redis := a.jot("we use Redis for the session cache")
	b.h.hippo(t, "reject", "--reason", "sessions moved to Postgres", "we use Redis for the session cache")

	ea, eb := a.export("a.jsonl"), b.export("b.jsonl")
	a.h.hippo(t, "import", eb)
	b.h.hippo(t, "import", ea)

	activeA, activeB := a.active(), b.active()
	idsA, idsB := keys(activeA), keys(activeB)
	if !slices.Equal(idsA, idsB) {
		t.Fatalf("active sets differ after the cross-import:\nA %v\nB %v", activeA, activeB)
	}
	for _, want := range []string{newRetry, thursday, viteA} {
		if _, ok := activeA[want]; !ok {
			t.Errorf("%s (%q) is not active on either side", want, activeB[want])
		}
	}
	for _, gone := range []string{oldRetry, deploy, viteB, redis, heroku, billing} {
		if _, ok := activeA[gone]; ok {
			t.Errorf("%s (%q) is still active", gone, activeA[gone])
		}
	}
	for _, m := range []machine{a, b} {
		m.checkClean("/etc/billing/conf.toml", "we use Redis for the session cache", "we deploy the docs site with Netlify")
	}
	// Positive control for the scan: text that was never purged is found.
	if !scanFinds(t, a.h.data, "db-stage-2") {
		t.Fatal("the byte scan finds nothing, so it proves nothing")
	}

	// A second exchange brings over the history each side kept (the
	// restatement that lost, the claim archived by a tombstone); after it a
	// third changes nothing.
	exchange := func(n string) {
		ea, eb := a.export("a"+n+".jsonl"), b.export("b"+n+".jsonl")
		a.h.hippo(t, "import", eb)
		b.h.hippo(t, "import", ea)
	}
	exchange("2")
	before := mustRead(t, a.export("before.jsonl"))
	exchange("3")
	if after := mustRead(t, a.export("after.jsonl")); after != before {
		t.Error("a third exchange changed A's store")
	}
	if !slices.Equal(keys(a.active()), keys(b.active())) {
		t.Error("the active sets differ after the third exchange")
	}
}

func mustRead(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// checkClean fails the test when the purged text is anywhere in the data
// dir, or an active memory is one a tombstone refuses; refused are claims
// that a tombstone here must refuse (the positive control).
func (m machine) checkClean(purged string, refused ...string) {
	t := m.t
	t.Helper()
	if scanFinds(t, m.h.data, purged) {
		t.Errorf("purged text is still on disk under %s", m.h.data)
	}
	ts := m.tombstones()
	for _, text := range refused {
		if store.TombstoneMatching(ts, text) == nil {
			t.Errorf("no tombstone under %s refuses %q", m.h.data, text)
		}
	}
	for id, text := range m.active() {
		if tomb := store.TombstoneMatching(ts, text); tomb != nil {
			t.Errorf("%s (%q) is active although tombstone %s refuses it", id, text, tomb.ID)
		}
	}
}

func keys(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
