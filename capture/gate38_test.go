package capture

import "testing"

// gate38Classes are the classes of this stop, each with rows of other
// domains and languages and its near misses (TestGate38Classes).
var gate38Classes = []struct{ name, rows string }{
	// OrdersOutput: how the assistant writes what it hands the user, told
	// for every time ("when you write bash for me", "snippets you give me",
	// "in your answers", "answer in English even when I type in Dutch",
	// "the summary first, then the details"). Near misses: one answer or
	// one thing pointed at, a question, what the assistant gave once, and
	// the speaker's own setup the order rests on.
	{"OrdersOutput", `
			feedback | when you write bash for me, set -euo pipefail at the top and quote every variable
			feedback | when you draft commit messages for me, imperative mood and no period at the end
			feedback | prefer pytest fixtures in the snippets you give me, no unittest classes
			feedback | give me the summary first, then the details
			feedback | more comments in your answers please
			feedback | Antwoord altijd in het Engels, ook als ik in het Nederlands vraag.
			feedback | Responde en inglés aunque te escriba en español.
			feedback | Réponds en anglais, même quand j'écris en français.
			feedback | Не предлагай мне Spring Data REST, в ответах я его видеть не хочу.
			feedback | Dame primero la conclusión y luego la explicación.
			feedback | Gib mir zuerst das Fazit, dann die Erklärung.
			reject | give me the conclusion of this log
			reject | give me the summary of that PR first, then the diff
			reject | Dame el resumen de este PR.
			reject | Gib mir die Zusammenfassung von diesem Log.
			reject | can you write the SQL for me?
			reject | answer the question in ticket 42
			store | the examples in the docs are outdated
			store | i work on a mac with fish, assume bsd sed in any commands you give me
		`},
}

// TestGate38Classes (gate38): each class of gate38Classes.
func TestGate38Classes(t *testing.T) { checkClasses(t, gate38Classes) }
