package regression

import (
	"crypto/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/store"
)

// Check: salvage of a store in which nothing can be read exits 1 with a hint
// and leaves the file as it was; the control is a store damaged only in its
// header, which salvage recovers whole.
func TestSalvageOfNothingFails(t *testing.T) {
	h := newHome(t)
	h.hippo(t, "jot", "the billing api authenticates with mtls")
	db := filepath.Join(h.data, store.DBFile)
	st, err := os.Stat(db)
	if err != nil {
		t.Fatal(err)
	}
	junk := make([]byte, st.Size())
	_, _ = rand.Read(junk)
	if err := os.WriteFile(db, junk, 0o600); err != nil {
		t.Fatal(err)
	}
	_ = os.Remove(db + "-wal")
	r := wantFailure(t, h.run(t, "", hippoBin, "doctor", "--salvage"), "nothing could be read from the damaged store", "hippo: hint: ")
	if strings.Contains(r.stdout, "recovered 0") {
		t.Fatalf("salvage claims success: %s", r.stdout)
	}
	if b, _ := os.ReadFile(db); string(b) != string(junk) {
		t.Fatal("the damaged file was changed or moved")
	}
	// The control: only the header damaged, every memory comes back.
	c := newHome(t)
	ids := seedStore(t, c, 50)
	damageStore(t, filepath.Join(c.data, store.DBFile), "header")
	out := c.hippo(t, "doctor", "--salvage").stdout
	if !strings.Contains(out, "recovered 50 memories") {
		t.Fatalf("header-only damage: %s (want all %d)", out, len(ids))
	}
}

// Check: ids. An ambiguous prefix is refused with the ids it could mean; a
// tombstone is removed by a unique prefix, and an unknown one points to
// "hippo tombstones"; reviving a superseded memory says so and names its
// successor. Controls: a unique prefix resolves; reviving an active memory
// says it is not archived.
func TestIDEdges(t *testing.T) {
	h := newHome(t)
	var ids []string
	for _, text := range []string{"the api timeout is 30 seconds", "deploys happen on tuesdays", "we use pnpm for packages"} {
		ids = append(ids, strings.TrimSpace(h.hippo(t, "jot", text).stdout))
	}
	common := 0
	for common < len(ids[0]) && ids[0][common] == ids[1][common] && ids[0][common] == ids[2][common] {
		common++
	}
	r := wantFailure(t, h.run(t, "", hippoBin, "show", ids[0][:common]), "is ambiguous", ids[0], ids[1])
	if !strings.Contains(r.stderr, "hippo: hint: give more characters of the id") {
		t.Fatalf("ambiguous prefix hint: %s", r.stderr)
	}
	if out := h.hippo(t, "show", strings.ToLower(ids[2][:len(ids[2])-1])).stdout; !strings.Contains(out, ids[2]) {
		t.Fatalf("control: a unique prefix: %s", out)
	}
	h.hippo(t, "reject", "we deploy with jenkins", "--reason", "never did")
	list := h.hippo(t, "tombstones", "--json").stdout
	start := strings.Index(list, `"id": "`) + len(`"id": "`)
	full := list[start : start+26]
	wantFailure(t, h.run(t, "", hippoBin, "tombstones", "remove", "ZZZZZZ"), "no such tombstone", `"hippo tombstones"`)
	h.hippo(t, "tombstones", "remove", full[:10])
	if out := h.hippo(t, "tombstones", "--json").stdout; strings.Contains(out, full) {
		t.Fatalf("the tombstone is still there after removal by prefix: %s", out)
	}
	newer := strings.TrimSpace(h.hippo(t, "correct", ids[0], "the api timeout is 60 seconds").stdout)
	r = wantFailure(t, h.run(t, "", hippoBin, "revive", ids[0]), "already superseded by "+newer)
	if strings.Contains(r.stderr, "already in recall") {
		t.Fatalf("revive of a superseded memory says it is in recall: %s", r.stderr)
	}
	wantFailure(t, h.run(t, "", hippoBin, "revive", ids[1]), "not archived")
}

// Check: calls that would silently do nothing are usage errors (exit 2) with
// a hint: a log filter on an operation the log never records, a selftest
// filter that matches no check. Controls: a real op, a real check name.
func TestFiltersThatMatchNothing(t *testing.T) {
	h := newHome(t)
	h.hippo(t, "jot", "the billing api authenticates with mtls")
	for _, tt := range []struct {
		args       []string
		want, hint string
	}{
		{[]string{"log", "--op", "bogus"}, `unknown operation "bogus"`, "hippo: hint: hippo log --op purge"},
		{[]string{"selftest", "--run", "no-such-check"}, `no check matches "no-such-check"`, "hippo: hint: hippo selftest --list"},
	} {
		r := h.run(t, "", hippoBin, tt.args...)
		if r.code != 2 || !strings.Contains(r.stderr, tt.want) || !strings.Contains(r.stderr, tt.hint) {
			t.Errorf("hippo %v: exit %d\n%s", tt.args, r.code, r.stderr)
		}
	}
	if out := h.hippo(t, "log", "--op", "jot").stdout; !strings.Contains(out, "jot") {
		t.Errorf("control: log --op jot: %q", out)
	}
	if r := h.hippo(t, "selftest", "--run", "plain-purge-does-not-block"); !strings.Contains(r.stderr, "1 check, 0 failed") {
		t.Errorf("control: selftest --run of one check: %s", r.stderr)
	}
}

// Check: text over the size limit is refused naming the limit (not a length
// made up by a capped reader) and without sending the user to ingest, which
// has the same limit; the control is text just under it.
func TestJotSizeErrorNamesTheLimit(t *testing.T) {
	h := newHome(t)
	big := strings.Repeat("word ", 3<<20/5)
	r := wantFailure(t, h.run(t, big, hippoBin, "jot", "-"), "over the 64 KiB limit")
	if strings.Contains(r.stderr, "65537") || strings.Contains(r.stderr, "ingest\" it") {
		t.Fatalf("size error: %s", r.stderr)
	}
	h.run(t, strings.Repeat("word ", (64<<10-10)/5), hippoBin, "jot", "-")
}

// Check: CLAUDE.md.example tells Claude when to use cold and revive, and the
// show it recommends is allowed by install (TestInstallAllowsShow).
func TestClaudeMDExampleNamesColdAndRevive(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "CLAUDE.md.example"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"hippo cold", "hippo revive", "hippo show"} {
		if !strings.Contains(string(b), want) {
			t.Errorf("CLAUDE.md.example does not mention %q", want)
		}
	}
}
