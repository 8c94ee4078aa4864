package capture

import (
	"strings"

	"github.com/hippo-mem/hippo/statement"
)

// settledAside: work under way spelled out after a dash by who settled it
// ("we're rewriting the ingest worker in Rust this quarter — agreed in
// planning today", "we're pinning numpy<2 everywhere — Lena's call") is a
// decision the team took, not how things stand this minute. The aside is
// short and names the decision itself: a verb of deciding, or someone's
// "call"; a denial in it ("— not agreed yet") or a question leaves the
// state where it was.
//
// The aside may follow a comma instead, last in the sentence ("we're
// moving the ETL to Dagster, starts Q3, signed off yesterday").
func settledAside(text string) bool {
	loc := claimDash.FindStringIndex(text)
	if loc == nil {
		loc = lastComma(text)
	}
	if loc == nil || strings.Contains(text[loc[1]:], "?") {
		return false
	}
	aside := statement.Words(text[loc[1]:])
	if len(aside) == 0 || len(aside) > maxAside {
		return false
	}
	for i, w := range aside {
		switch {
		case asideDenials[w.Lower]:
			return false
		case settledWords[w.Lower], w.Lower == "call" && i > 0 && calledBy(aside[i-1].Lower), signedOff(aside, i):
			return settledRest(aside[i+1:])
		}
	}
	return false
}

// lastComma is where the sentence's last ", " stands, as a dash's
// location; nil when it has none.
func lastComma(text string) []int {
	i := strings.LastIndex(text, ", ")
	if i < 0 {
		return nil
	}
	return []int{i, i + 2}
}

// signedOff: "signed off" (or "sign-off") at i says the decision was
// approved, written as two words.
func signedOff(aside []statement.Word, i int) bool {
	w := aside[i].Lower
	return (w == "signed" || w == "sign") && i+1 < len(aside) && aside[i+1].Lower == "off"
}

// maxAside is the most words an aside that only says who settled a thing
// takes; a longer one says something of its own.
const maxAside = 6

// settledRest: nothing after the deciding word denies it ("agreed, not
// yet signed off" is not settled).
func settledRest(rest []statement.Word) bool {
	for _, w := range rest {
		if asideDenials[w.Lower] {
			return false
		}
	}
	return true
}

// calledBy: the word before "call" says whose decision it was ("Lena's
// call", "the team's call", "my call", "our call").
func calledBy(w string) bool {
	return strings.HasSuffix(w, "'s") || strings.HasSuffix(w, "’s") || w == "my" || w == "our" || w == "their"
}

var (
	// settledWords: a decision taken, in English and the languages whose
	// asides the blind sets hold (German, Dutch, Spanish, French,
	// Portuguese, Italian)
	settledWords = statement.WordSet("agreed decided approved settled signed-off voted " +
		"beschlossen entschieden vereinbart abgestimmt besloten afgesproken " +
		"acordado decidido aprobado décidé convenu validé aprovado combinado deciso concordato approvato")
	// asideDenials: the decision is not taken yet, or is only asked about
	asideDenials = statement.WordSet("not no nothing nobody never yet pending maybe nicht noch niet nog no todavía pas encore ainda ancora")
)
