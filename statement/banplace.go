package statement

// banPlaces are the prepositions that, after a banned thing, name where the
// ban holds: "don't use `any` in TypeScript".
var banPlaces = set("in within inside")

// banVerbs are the verbs whose ban is on a thing used inside a tool, not on
// the tool: "never use `unsafe` in Rust", "never write floats for money in Python".
var banVerbs = set("use using write call import")

// placeOfBan reports whether the value at ws[i] is the place a ban holds,
// not what it bans: a negation, a verb of use, a thing of its own, then
// "in" and the value ("don't use `any` in TypeScript", "never use raw SQL
// in Django views"). The language or framework is still used; only the
// thing inside it is ruled out. A ban with no thing before the place
// ("don't deploy in AWS") bans the place, and a ban on putting a thing
// into a tool ("don't put sessions in Redis") is where the thing lives,
// which other verbs say.
func placeOfBan(ws []string, i int) bool {
	k := i - 1
	for k >= 0 && determiners[ws[k]] {
		k--
	}
	if k < 3 || !banPlaces[ws[k]] {
		return false
	}
	for j := k - 2; j >= 0; j-- {
		if negations[ws[j]] {
			return banVerbs[ws[j+1]] && thingBetween(ws[j+2:k])
		}
	}
	return false
}

// thingBetween reports whether ws names a thing: a word that is no
// function word.
func thingBetween(ws []string) bool {
	for _, w := range ws {
		if !functionWords[w] && !determiners[w] {
			return true
		}
	}
	return false
}
