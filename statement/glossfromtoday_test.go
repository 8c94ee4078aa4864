package statement

import "testing"

// TestGlossFromToday (gate31): Danish, Norwegian and Swedish "from today"
// ("fra i dag", "fra og med i dag", "från och med idag") says a practice
// changed, as "from now on" does, and the verb-second clause after it
// reads with its subject first. Near misses: a plain "today" ("i dag
// kjører vi") stays the day's, and a subject that is no pronoun keeps its
// order.
func TestGlossFromToday(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"Fra i dag kjører vi alle tester i CI", "from now on we run alle tester in CI"},
		{"fra og med i dag bruger vi pnpm", "from now on we use pnpm"},
		{"Från och med idag kör vi Flyway", "from now on we run Flyway"},
		{"från i dag använder vi uv", "from now on we use uv"},
		{"Aflever rapporten inden i morgen", "deliver rapporten by tomorrow"},
		// near misses
		{"i dag kjører vi alle tester i CI", "today run we alle tester in CI"},
		{"fra i dag kjører teamet alltid alle tester", "from now on run teamet always alle tester"},
	} {
		if got := Gloss(tt.in); got != tt.want {
			t.Errorf("Gloss(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestGlossHungarian (gate31): Hungarian's hedge, its "from now on", its
// prohibition and its "always" read in English. Near miss: an English
// sentence with the article "a" stays English.
func TestGlossHungarian(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"talán jövő héten átírjuk", "maybe next week átírjuk"},
		{"mostantól a Postgres 16-ot használjuk", "from now on the Postgres 16-ot we use"},
		{"ne használj mockot", "do not use mockot"},
		{"mindig futtasd a teszteket", "always run the teszteket"},
		// near miss
		{"add a test for the parser", "add a test for the parser"},
	} {
		if got := Gloss(tt.in); got != tt.want {
			t.Errorf("Gloss(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
