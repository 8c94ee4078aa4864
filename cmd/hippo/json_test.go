package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

func TestWantsJSON(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want bool
	}{
		{[]string{"recall", "--json", "x"}, true},
		{[]string{"recall", "x", "-json"}, true},
		{[]string{"recall", "--json=true", "x"}, true},
		{[]string{"recall", "--json=false", "x"}, false},
		{[]string{"recall", "--json=maybe", "x"}, false},
		{[]string{"jot", "--", "--json"}, false}, // after "--" it is memory text
		{[]string{"jot", "json"}, false},
		{[]string{"jot", "--jsonx"}, false},
		{[]string{"recall", "x"}, false},
		{nil, false},
	} {
		if got := wantsJSON(tt.args); got != tt.want {
			t.Errorf("wantsJSON(%q) = %v, want %v", tt.args, got, tt.want)
		}
	}
}

// A command that printed its --json result and then failed must not add the
// error object after it: stdout stays one document. doctor --json fails on a
// machine where hippo is not installed. Control: a command that fails before
// printing anything gets the error object.
func TestJSONErrorKeepsOneDocument(t *testing.T) {
	e := newEnv(t)
	e.extra = append(e.extra, "CLAUDE_CONFIG_DIR="+filepath.Join(t.TempDir(), "claude"))
	r := e.run(t, "", "doctor", "--json")
	dec := json.NewDecoder(strings.NewReader(r.stdout))
	var checks []map[string]any
	if err := dec.Decode(&checks); err != nil || r.code != 1 || len(checks) == 0 || dec.More() {
		t.Errorf("doctor --json: exit %d, decode %v, more %v:\n%s", r.code, err, dec.More(), r.stdout)
	}
	r = e.run(t, "", "show", "--json", "ZZZZZZ")
	var obj jsonError
	if err := json.Unmarshal([]byte(r.stdout), &obj); err != nil || r.code != 1 || obj.Error != "memory ZZZZZZ: memory not found" || obj.Hint == "" {
		t.Errorf("control: show --json ZZZZZZ: exit %d %v %+v", r.code, err, obj)
	}
}
