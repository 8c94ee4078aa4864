package statement

import (
	"strings"
	"testing"
)

// checkGlosses checks each line of cases, "text => its gloss", through
// checkRewrites.
func checkGlosses(t *testing.T, cases string) {
	t.Helper()
	lines := strings.Split(strings.TrimSpace(cases), "\n")
	want := make(map[string]string, len(lines))
	for _, line := range lines {
		in, gloss, _ := strings.Cut(strings.TrimSpace(line), " => ")
		if _, twice := want[in]; twice {
			t.Fatalf("%q listed twice", in)
		}
		want[in] = gloss
	}
	checkRewrites(t, "Gloss", Gloss, want)
}

// TestGlossIndonesian (gate32): Indonesian's "always", "never", its "don't",
// its passive "di-" forms and "again" read in English. Near misses: an
// Italian sentence with "di" stays Italian, and English stays English.
func TestGlossIndonesian(t *testing.T) {
	checkGlosses(t, `
		semua harga disimpan sebagai integer sen => all harga are stored as integer sen
		jangan pakai float untuk uang => do not use float for uang
		kamu pakai float lagi => you use float again
		selalu jalankan tes sebelum merge => always run tes before merge
		usa sempre la versione di prova => use always the versione di prova
		add a test for the parser => add a test for the parser
	`)
}
