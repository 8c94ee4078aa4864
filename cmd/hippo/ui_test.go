package main

import (
	"bufio"
	"io"
	"net/http"
	"net/http/cookiejar"
	"regexp"
	"strings"
	"testing"
	"time"
)

// Check: "hippo ui --no-open" prints a link on 127.0.0.1 with a token; the
// link signs in and shows the jotted memory, a second use of it is
// refused; the page exits by itself after --idle.
func TestUICLI(t *testing.T) {
	e := newEnv(t)
	id := strings.TrimSpace(e.ok(t, "jot", "the metrics dashboard lives at grafana.internal").stdout)
	cmd := e.cmd("", "ui", "--no-open", "--idle", "0.05")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		t.Fatalf("no link printed: %v", err)
	}
	link := regexp.MustCompile(`http://127\.0\.0\.1:\d+/\?token=[0-9a-f]{64}`).FindString(line)
	if link == "" {
		t.Fatalf("printed %q, want a link on 127.0.0.1 with a token", line)
	}
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar}
	resp, err := c.Get(link)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), id) {
		t.Errorf("the link: %s, memory shown %v", resp.Status, strings.Contains(string(body), id))
	}
	again, err := http.Get(link)
	if err != nil {
		t.Fatal(err)
	}
	again.Body.Close()
	if again.StatusCode != http.StatusForbidden {
		t.Errorf("the link's second use: %s, want 403", again.Status)
	}
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("exit after idle: %v", err)
		}
	case <-time.After(30 * time.Second):
		_ = cmd.Process.Kill()
		t.Fatal("hippo ui did not exit when idle")
	}
}
