package main

import (
	"bytes"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/store"
)

// errorFixture is a store holding a memory A superseded by A2 and an active
// memory C, plus the data dirs each broken-setup case needs.
type errorFixture struct {
	e                  *env
	a, a2, c, ids, pre string
	missing            string            // a transcript path that does not exist
	homes              map[string]string // special HIPPO_HOME per case
}

func newErrorFixture(t *testing.T) *errorFixture {
	t.Helper()
	e := newEnv(t)
	// Install-shaped commands must never reach the developer's own settings.
	e.extra = append(e.extra, "CLAUDE_CONFIG_DIR="+filepath.Join(t.TempDir(), "claude"))
	f := &errorFixture{e: e, homes: map[string]string{}, missing: filepath.Join(t.TempDir(), "missing.jsonl")}
	f.a = strings.TrimSpace(e.ok(t, "jot", "the billing api uses mtls").stdout)
	f.a2 = strings.TrimSpace(e.ok(t, "correct", f.a, "the billing api uses oauth").stdout)
	f.c = strings.TrimSpace(e.ok(t, "jot", "kafka runs on three brokers").stdout)
	ids := []string{f.a, f.a2, f.c}
	sort.Strings(ids)
	f.ids = strings.Join(ids, ", ")
	f.pre = commonPrefix(ids)
	if f.pre == "" {
		t.Fatalf("fixture ids %v share no prefix: the ambiguous-prefix case needs one", ids)
	}

	base := t.TempDir()
	file := filepath.Join(base, "a-file")
	f.homes["file"] = file
	badConfig := filepath.Join(base, "badconfig")
	junk := filepath.Join(base, "junk")
	marked := filepath.Join(base, "marked")
	for _, d := range []string{badConfig, junk, marked} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	f.homes["badconfig"], f.homes["junk"], f.homes["relative"], f.homes["marked"] = badConfig, junk, "relative/hippo", marked
	for path, body := range map[string][]byte{
		file:                                    []byte("x"),
		filepath.Join(badConfig, "config.json"): []byte(`{"context_chars": "lots"}`),
		filepath.Join(junk, store.DBFile):       bytes.Repeat([]byte("garbage!"), 1024),
		// A damaged store an older hippo marked: doctor tells whether the
		// damage is the search index's alone.
		filepath.Join(marked, store.DBFile):      bytes.Repeat([]byte("garbage!"), 1024),
		filepath.Join(marked, store.DamagedFile): []byte("recall: database disk image is malformed (11)\n"),
	} {
		if err := os.WriteFile(path, body, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	return f
}

func commonPrefix(ss []string) string {
	p := ss[0]
	for _, s := range ss[1:] {
		for !strings.HasPrefix(s, p) {
			p = p[:len(p)-1]
		}
	}
	return p
}

// errorCase is one row of TestErrorMessagesExact.
type errorCase struct {
	name   string
	home   string // a key of errorFixture.homes; "" is the fixture's store
	stdin  string
	args   []string
	code   int
	stdout string
	stderr string
}

// errorCases are the CLI's error paths. Placeholders stand for what differs
// per run: {home} the data dir, {A} {A2} {C} the fixture's ids, {pre} a prefix
// they share, {ids} all three in order, {missing} a file that does not exist.
var errorCases = []errorCase{
	{"no command", "", "", nil, 2, "",
		"hippo: error: missing command\nhippo: hint: hippo help\n"},
	{"unknown command", "", "", []string{"frobnicate"}, 2, "",
		"hippo: error: unknown command \"frobnicate\"\nhippo: hint: hippo help\n"},
	{"undefined flag", "", "", []string{"recall", "--nope", "x"}, 2, "",
		"hippo: error: flag provided but not defined: -nope\nhippo: hint: hippo recall --help\n"},
	{"bad flag value", "", "", []string{"list", "--limit", "x"}, 2, "",
		"hippo: error: invalid value \"x\" for flag -limit: parse error\nhippo: hint: hippo list --help\n"},
	{"missing id show", "", "", []string{"show"}, 2, "",
		"hippo: error: memory id required\nhippo: hint: hippo show 01J9ZK3Q8R   (ids are listed by \"hippo list\")\n"},
	{"missing id confirm", "", "", []string{"confirm"}, 2, "",
		"hippo: error: memory id required\nhippo: hint: hippo confirm 01J9ZK3Q8R   (ids are listed by \"hippo list\")\n"},
	{"missing id purge", "", "", []string{"purge"}, 2, "",
		"hippo: error: memory id required\nhippo: hint: hippo purge 01J9ZK3Q8R [ID...] --yes\n"},
	{"missing id and text correct", "", "", []string{"correct", "{C}"}, 2, "",
		"hippo: error: memory id and corrected text required\nhippo: hint: hippo correct 01J9ZK3Q8R \"we use Postgres for sessions\"\n"},
	{"unknown id", "", "", []string{"show", "ZZZZZZ"}, 1, "",
		"hippo: error: memory ZZZZZZ: memory not found\nhippo: hint: ids are listed by \"hippo list\" and \"hippo recall\"\n"},
	{"unknown id supersedes", "", "", []string{"jot", "--supersedes", "ZZZZ", "x"}, 1, "",
		"hippo: error: memory ZZZZ: memory not found\nhippo: hint: ids are listed by \"hippo list\" and \"hippo recall\"\n"},
	{"unknown id json", "", "", []string{"purge", "--json", "ZZZZZZ"}, 1,
		"{\n  \"error\": \"memory ZZZZZZ: memory not found\",\n  \"hint\": \"ids are listed by \\\"hippo list\\\" and \\\"hippo recall\\\"\"\n}\n",
		"hippo: error: memory ZZZZZZ: memory not found\nhippo: hint: ids are listed by \"hippo list\" and \"hippo recall\"\n"},
	{"ambiguous prefix", "", "", []string{"show", "{pre}"}, 1, "",
		"hippo: error: {pre}: memory id prefix is ambiguous: it starts {ids}\nhippo: hint: give more characters of the id: enough to tell the ones above apart\n"},
	{"unknown kind", "", "", []string{"jot", "--kind", "rumour", "x"}, 1, "",
		"hippo: error: unknown kind \"rumour\" (want one of event, fact, preference, convention, decision, fix, feedback)\nhippo: hint: hippo jot --kind convention TEXT\n"},
	{"empty text", "", "", []string{"jot", "  "}, 2, "",
		"hippo: error: memory text required\nhippo: hint: hippo jot --help\n"},
	{"empty stdin", "", "", []string{"jot", "-"}, 1, "",
		"hippo: error: memory text is empty\nhippo: hint: give the memory as arguments, or pipe text to \"hippo jot -\"\n"},
	{"too large text", "", strings.Repeat("x", store.MaxTextBytes+1), []string{"jot", "-"}, 1, "",
		"hippo: error: memory text is too large: over the 64 KiB limit\nhippo: hint: a memory is one fact, decision or fix: jot its essence (ingest has the same limit per memory)\n"},
	{"invalid utf8", "", "bad \xff\xfe bytes", []string{"jot", "-"}, 1, "",
		"hippo: error: memory text is not valid UTF-8\nhippo: hint: convert the text to UTF-8 first (iconv -t UTF-8)\n"},
	{"log unknown op", "", "", []string{"log", "--op", "bogus"}, 2, "",
		"hippo: error: unknown operation \"bogus\" (known: jot, ingest, capture, confirm, pin, unpin, archive, revive, purge, blocked, tombstone, reject, correct, supersede, tombstone-remove, rule-accept, salvage, repair, restate, import, repair-index, unmark-damaged)\nhippo: hint: hippo log --op purge\n"},
	{"selftest unknown check", "", "", []string{"selftest", "--run", "nonexistent"}, 2, "",
		"hippo: error: no check matches \"nonexistent\"\nhippo: hint: hippo selftest --list shows every check's name\n"},
	{"tombstones remove unknown", "", "", []string{"tombstones", "remove", "ZZZZ"}, 1, "",
		"hippo: error: tombstone ZZZZ: no such tombstone\nhippo: hint: \"hippo tombstones\" lists them with their ids\n"},
	{"tombstones remove no id", "", "", []string{"tombstones", "remove"}, 2, "",
		"hippo: error: tombstone id required\nhippo: hint: hippo tombstones remove 01J9ZK3Q8R   (ids are listed by \"hippo tombstones\")\n"},
	{"relative HIPPO_HOME", "relative", "", []string{"list"}, 1, "",
		"hippo: error: HIPPO_HOME=\"relative/hippo\": HIPPO_HOME must be an absolute path\nhippo: hint: set it to an absolute path, e.g. export HIPPO_HOME=\"$HOME/.local/share/hippo\"\n"},
	{"HIPPO_HOME is a file", "file", "", []string{"list"}, 1, "",
		"hippo: error: data dir {home} is a file, not a directory\nhippo: hint: point HIPPO_HOME at a directory, or move the file out of the way\n"},
	{"config wrongly typed", "badconfig", "", []string{"list"}, 1, "",
		"hippo: error: settings {home}/config.json: \"context_chars\" must be a number, not string\nhippo: hint: fix {home}/config.json (the README lists every setting and its type), or move it aside to use the defaults\n"},
	{"revive superseded", "", "", []string{"revive", "{A}"}, 1, "",
		"hippo: error: revive {A}: memory is already superseded by {A2}, which recall returns instead\nhippo: hint: \"hippo show ID\" shows the chain; its newest memory is the one recall returns and the one to correct\n"},
	{"revive active", "", "", []string{"revive", "{C}"}, 1, "",
		"hippo: error: revive {C}: memory is not archived\nhippo: hint: only archived memories can be revived; it is already in recall\n"},
	{"correct superseded", "", "", []string{"correct", "{A}", "the billing api uses saml"}, 1, "",
		"hippo: error: correct {A}: memory is already superseded by {A2}; correct that one instead\nhippo: hint: \"hippo show ID\" shows the chain; its newest memory is the one recall returns and the one to correct\n"},
	{"purge without yes or terminal", "", "", []string{"purge", "{C}"}, 2, "",
		"hippo: purge destroys 1 memory, text and vector, with no way back:\n  {C}  kafka runs on three brokers\nhippo: error: refusing to purge without --yes: purge cannot be undone\nhippo: hint: check the list above, then: hippo purge ID... --yes\n"},
	{"reject without reason", "", "", []string{"reject", "we use redis"}, 2, "",
		"hippo: error: --reason required: a tombstone without a reason cannot be reviewed later\nhippo: hint: hippo reject \"we use Redis for sessions\" --reason \"we never used Redis\"\n"},
	{"capture missing file", "", "", []string{"capture", "{missing}"}, 2, "",
		"hippo: error: no transcript at {missing}\nhippo: hint: transcripts are under ~/.claude/projects/<project>/<session>.jsonl\n"},
	{"salvage nothing readable", "junk", "", []string{"doctor", "--salvage"}, 1, "",
		"hippo: error: salvage {home}/hippo.db: nothing could be read from the damaged store\nhippo: hint: the damaged store was left as it was; keep it for a backup restore, or move it aside to start a new store\n"},
	{"list on a marked store", "marked", "", []string{"list"}, 1, "",
		"hippo: error: store {home}/hippo.db is damaged and cannot be read: marked damaged earlier: recall: database disk image is malformed (11)\nhippo: hint: hippo has not changed {home}/hippo.db; run \"hippo doctor\": it checks the store anew and says whether \"hippo doctor --repair\" (damage in the search index alone) or \"hippo doctor --salvage\" (which recovers what can still be read into a new store) mends it\n"},
	{"repair of a marked store damaged beyond its index", "marked", "", []string{"doctor", "--repair"}, 1, "",
		"hippo: error: store {home}/hippo.db is damaged and cannot be read: marked damaged earlier: recall: database disk image is malformed (11)\nhippo: hint: checked anew, the damage is not in the search index alone, and a rebuild cannot mend it; nothing was changed; \"hippo doctor --salvage\" recovers what can still be read into a new store\n"},
	{"model no subcommand", "", "", []string{"model"}, 2, "",
		"hippo: error: model: missing subcommand\nhippo: hint: hippo model fetch | hippo model status\n"},
	{"model unknown subcommand", "", "", []string{"model", "bogus"}, 2, "",
		"hippo: error: model: unknown subcommand \"bogus\"\nhippo: hint: hippo model fetch | hippo model status\n"},
	{"recall without query", "", "", []string{"recall"}, 2, "",
		"hippo: error: query required\nhippo: hint: hippo recall --help\n"},
	{"uninstall purge-data without yes", "", "", []string{"uninstall", "--purge-data"}, 2, "",
		"hippo: error: refusing to delete {home} without --yes: every memory would be destroyed\nhippo: hint: hippo uninstall --purge-data --yes\n"},
	{"install missing binary", "", "", []string{"install", "--no-model", "--binary", "/nonexistent/hippo"}, 2, "",
		"hippo: error: --binary /nonexistent/hippo does not exist: the hooks would not run\nhippo: hint: give the path of an installed hippo, e.g. --binary \"$(command -v hippo)\"; nothing was changed\n"},
}

// TestErrorMessagesExact pins, for each error path a user can reach, the exact
// stderr (message and hint), the exit code and what stdout carries.
func TestErrorMessagesExact(t *testing.T) {
	f := newErrorFixture(t)
	for _, tt := range errorCases {
		t.Run(tt.name, func(t *testing.T) {
			e := *f.e
			if tt.home != "" {
				e.home = f.homes[tt.home]
			}
			r := e.run(t, tt.stdin, f.expand(e.home, tt.args)...)
			want := f.expand(e.home, []string{tt.stdout, tt.stderr})
			if r.code != tt.code || r.stdout != want[0] || r.stderr != want[1] {
				t.Errorf("hippo %q: exit %d\nstdout:\n%s\nstderr:\n%s\nwant exit %d\nstdout:\n%s\nstderr:\n%s",
					tt.args, r.code, r.stdout, r.stderr, tt.code, want[0], want[1])
			}
		})
	}
}

func (f *errorFixture) expand(home string, ss []string) []string {
	rep := strings.NewReplacer("{missing}", f.missing, "{home}", home, "{A2}", f.a2, "{A}", f.a, "{C}", f.c, "{pre}", f.pre, "{ids}", f.ids)
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = rep.Replace(s)
	}
	return out
}
