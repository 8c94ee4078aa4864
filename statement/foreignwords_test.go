package statement

import "testing"

// TestConflictsOfForeignGrammar: a statement in French, Portuguese,
// German or Spanish, with its articles, copula, passive and "N de N"
// read as English says them, against its English twin of another value;
// the must-nots are the same value and another subject in the same shape.
func TestConflictsOfForeignGrammar(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"Les journaux sont conservés 7 jours.", "logs are kept for 90 days", true},
		{"Les journaux sont conservés 90 jours.", "logs are kept for 90 days", false},
		{"Les journaux sont conservés 7 jours.", "invoices are kept for 90 days", false},
		{"Os logs de produção são mantidos por 30 dias.", "production logs are kept for 14 days", true},
		{"Os logs de produção são mantidos por 14 dias.", "production logs are kept for 14 days", false},
		{"Os logs de produção são mantidos por 30 dias.", "production traces are kept for 14 days", false},
		{"A base de dados de homologação é Postgres 14", "the staging database is MySQL 5.7", true},
		{"A base de dados de homologação é Postgres 14", "the staging database is Postgres 14", false},
		{"Backups werden 7 Tage aufbewahrt.", "backups are kept for 30 days", true},
		{"Backups werden 30 Tage aufbewahrt.", "backups are kept for 30 days", false},
		{"Backups werden 7 Tage aufbewahrt.", "metrics are kept for 30 days", false},
		{"Los registros se guardan 30 días.", "logs are kept for a week", true},
		{"Los registros se guardan 7 días.", "logs are kept for a week", false},
		{"Los mensajes de commit se escriben en inglés", "commit messages are written in Spanish", true},
		{"Los mensajes de commit se escriben en inglés", "commit messages are written in English", false},
		{"Los comentarios se escriben en inglés", "commit messages are written in Spanish", false},
	})
}

// TestArticlesOfNames: an article is read only before a word in lower
// case; one before a capital opens a name, and an English sentence with
// words another language spells too stays as written.
func TestArticlesOfNames(t *testing.T) {
	checkRewrites(t, "inEnglish", inEnglish, map[string]string{
		"Les commandes sont expédiées depuis l'entrepôt de Lyon.": "the orders are shipped from the warehouse  Lyon.",
		"O banco de dados de produção é MySQL 8":                  "the database  production is MySQL 8",
		"Los Angeles es la sede, nunca otra":                      "Los Angeles is the sede, never otra",
		"We moved from Le Havre to La Rochelle.":                  "We moved from Le Havre to La Rochelle.",
		"the cron runs at 5 EST on the OS image with dos2unix":    "the cron runs at 5 EST on the OS image with dos2unix",
		"we use du and des to check the disk pour rate on the OS": "we use du and des to check the disk pour rate on the OS",
	})
}

// TestProjectInPossessive: a project named in the possessive is named;
// another word that opens with its name is not.
func TestProjectInPossessive(t *testing.T) {
	for _, c := range []struct {
		text, topic string
		want        bool
	}{
		{"shopfront's product search moved to Typesense", "shopfront", true},
		{"billing’s queue is SQS", "billing", true},
		{"shopfronts are cached at the edge", "shopfront", false},
		{"the shopfront-v2 search is Algolia", "shopfront", false},
	} {
		if got := Names(c.text, c.topic); got != c.want {
			t.Errorf("Names(%q, %q) = %v, want %v", c.text, c.topic, got, c.want)
		}
	}
}

// checkRewrites checks that rewrite gives each input's wanted text.
func checkRewrites(t *testing.T, name string, rewrite func(string) string, cases map[string]string) {
	t.Helper()
	for in, want := range cases {
		if got := rewrite(in); got != want {
			t.Errorf("%s(%q) = %q, want %q", name, in, got, want)
		}
	}
}
