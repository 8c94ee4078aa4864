package statement

import "testing"

// TestConflictsOfForeignLanguages: a memory written in German or Spanish
// against one in English, on the attributes developers state most; the
// near misses are another subject in the same language, the same value,
// and English sentences with a lone word of another language or a name.
func TestConflictsOfForeignLanguages(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"Write commit messages in English", "Commit-Nachrichten bitte immer auf Deutsch schreiben.", true},
		{"Write commit messages in German", "Commit-Nachrichten bitte immer auf Deutsch schreiben.", false},
		{"Write commit messages in English", "Kommentare im Code bitte immer auf Deutsch schreiben.", false},
		{"Las migraciones se ejecutan automáticamente al desplegar.", "migrations are never run automatically on deploy; someone runs them by hand", true},
		{"Las migraciones se ejecutan automáticamente al desplegar.", "Migrations run automatically on deploy.", false},
		{"Las migraciones se ejecutan automáticamente al desplegar.", "Backups are never run automatically on deploy.", false},
		{"We moved the Las Vegas office to Los Angeles.", "The office is in San Diego.", false},
		{"Write commit messages in English", "Commit messages are written auf Deutsch sometimes in the Berlin office.", false},
	})
}

// TestInEnglish: a sentence of another language is read in English words,
// a request's closing infinitive first; an English sentence with one word
// of another language stays as written.
func TestInEnglish(t *testing.T) {
	for in, want := range map[string]string{
		"Commit-Nachrichten bitte immer auf Deutsch schreiben.":     "write commit messages please always in German.",
		"Las migraciones se ejecutan automáticamente al desplegar.": "migrations run automatically on deploy.",
		"We moved the Las Vegas office to Los Angeles.":             "We moved the Las Vegas office to Los Angeles.",
		"the auf flag is on": "the auf flag is on",
	} {
		if got := inEnglish(in); got != want {
			t.Errorf("inEnglish(%q) = %q, want %q", in, got, want)
		}
	}
}
