package redact_test

import "testing"

// Portuguese's "ficou" and Romanian's "este" join a password word to its
// value as "is" does: with a qualifier before them ("do roteador", "de la
// router"), the sentence is another language's, and its value is judged
// as one (foreignVerbs, read from the same list as proseVerbs).
var classes35ForeignVerbLeaks = []leakCase{
	{"a senha do roteador ficou Mangueira77", "Mangueira77"},
	{"o pin do cofre ficou 4471", "4471"},
	{"parola contului de admin este Brad9Verde", "Brad9Verde"},
	{"parola de la router este Castan-2024", "Castan-2024"},
}

// What the password became or where it is, in words, keeps every byte.
var classes35ForeignVerbKept = []string{
	"a senha do roteador ficou a mesma",
	"a senha do wifi ficou salva no cofre",
	"parola de la router este scrisa pe cutie",
	"parola contului este aceeasi",
	"o login ficou pronto ontem",
}

// TestClasses35ForeignVerb: "a senha do roteador ficou X".
func TestClasses35ForeignVerb(t *testing.T) {
	checkRedacted(t, classes35ForeignVerbLeaks)
	checkKept(t, classes35ForeignVerbKept)
}
