package main

import (
	"bytes"
	"strings"
	"testing"
)

// A failing test's output is printed and marks the run failed; a passing
// test's is not; packages and tests are listed slowest first.
func TestSummary(t *testing.T) {
	in := strings.Join([]string{
		`{"Action":"run","Package":"m/a","Test":"TestFast"}`,
		`{"Action":"output","Package":"m/a","Test":"TestFast","Output":"quiet\n"}`,
		`{"Action":"pass","Package":"m/a","Test":"TestFast","Elapsed":0.5}`,
		`{"Action":"output","Package":"m/a","Test":"TestSlow","Output":"    x_test.go:9: boom\n"}`,
		`{"Action":"fail","Package":"m/a","Test":"TestSlow","Elapsed":70}`,
		`{"Action":"output","Package":"m/a","Output":"FAIL\tm/a\t70.6s\n"}`,
		`{"Action":"fail","Package":"m/a","Elapsed":70.6}`,
		`{"Action":"pass","Package":"m/b","Elapsed":1.2}`,
		`# m/c`,
	}, "\n")
	var out bytes.Buffer
	s := &summary{out: &out, pending: map[string][]string{}}
	if err := s.read(strings.NewReader(in)); err != nil {
		t.Fatal(err)
	}
	s.report(1)
	got := out.String()
	for _, want := range []string{"x_test.go:9: boom", "FAIL\tm/a", "# m/c", "70.6s  fail  m/a\n", "70.0s  fail  m/a TestSlow\n"} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "quiet") || strings.Contains(got, "TestFast") {
		t.Errorf("a passing test's output, or more than the top 1, was printed:\n%s", got)
	}
	if !s.failed {
		t.Error("a failed test did not fail the run")
	}
	if i, j := strings.Index(got, "m/a\n"), strings.Index(got, "m/b\n"); i < 0 || j < 0 || i > j {
		t.Errorf("packages not slowest first:\n%s", got)
	}
}

// A skipped test is listed with its reason; a passing one is not.
func TestSkipsListed(t *testing.T) {
	in := strings.Join([]string{
		`{"Action":"output","Package":"m/a","Test":"TestNet","Output":"    x_test.go:3: npm cannot reach its registry\n"}`,
		`{"Action":"output","Package":"m/a","Test":"TestNet","Output":"--- SKIP: TestNet (0.00s)\n"}`,
		`{"Action":"skip","Package":"m/a","Test":"TestNet","Elapsed":0}`,
		`{"Action":"pass","Package":"m/a","Test":"TestOK","Elapsed":0}`,
		`{"Action":"pass","Package":"m/a","Elapsed":0.1}`,
	}, "\n")
	var out bytes.Buffer
	s := &summary{out: &out, pending: map[string][]string{}}
	if err := s.read(strings.NewReader(in)); err != nil {
		t.Fatal(err)
	}
	s.report(0)
	got := out.String()
	if !strings.Contains(got, "== 1 skipped tests\nm/a TestNet: x_test.go:3: npm cannot reach its registry\n") || strings.Contains(got, "TestOK") {
		t.Errorf("skips:\n%s", got)
	}
}
