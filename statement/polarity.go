package statement

// A state said with its opposite word is the state denied: "caching is
// disabled" denies "caching is enabled", "2FA is optional" denies "2FA is
// required", "force-pushing to main is fine" allows what "never force-push
// to main" forbids. polar maps each such word to the word it is a form or
// the opposite of, and whether it is the opposite.
var polar = map[string]struct {
	word     string
	opposite bool
}{
	"enabled": {"enabled", false}, "enable": {"enabled", false}, "on": {"enabled", false},
	"true": {"enabled", false}, "active": {"enabled", false}, "activated": {"enabled", false},
	"disabled": {"enabled", true}, "disable": {"enabled", true}, "off": {"enabled", true},
	"false": {"enabled", true}, "inactive": {"enabled", true}, "deactivated": {"enabled", true},
	"required": {"required", false}, "mandatory": {"required", false}, "compulsory": {"required", false},
	"optional": {"required", true},
	"allowed":  {"allowed", false}, "permitted": {"allowed", false}, "fine": {"allowed", false},
	"ok": {"allowed", false}, "okay": {"allowed", false}, "acceptable": {"allowed", false},
	"forbidden": {"allowed", true}, "prohibited": {"allowed", true}, "banned": {"allowed", true},
	"disallowed": {"allowed", true},
}

// polarize writes each state word in its positive form and flips the
// claim's negation for each opposite: "not disabled" is "enabled". "on" and
// "off" are states only where a clause ends or a preposition follows ("is
// off in prod"); elsewhere they are claimPrepositions ("runs on port 5432",
// "moved off Airflow").
func (c *Claim) polarize(toks []tok) []tok {
	out := make([]tok, len(toks))
	copy(out, toks)
	for i, t := range out {
		p, ok := polar[t.w]
		if !ok || (t.w == "on" || t.w == "off") && !stateEnd(out, i) {
			continue
		}
		out[i].w = p.word
		if p.opposite {
			c.Negated = !c.Negated
		}
	}
	return out
}

// stateEnd reports whether the word at i ends its clause or a preposition
// follows it.
func stateEnd(toks []tok, i int) bool {
	return i+1 == len(toks) || toks[i+1].clause != toks[i].clause || claimPrepositions[toks[i+1].w] && toks[i+1].w != "to"
}

// denies reports whether a and b state one thing, one of them denied: the
// same words once the negation and state words are read, one claim's words
// all among the other's ("we use feature flags", "we don't use feature flags
// for the beta"). However the parse split them, the denial is of the same.
func denies(a, b Claim) bool {
	if a.Negated == b.Negated || len(a.said) < 2 || len(b.said) < 2 {
		return false // one word ("exports") is too little to be denied
	}
	return within(a.said, b.said) || within(b.said, a.said)
}

// laterDenies reports whether a claim a makes after its first denies b:
// "admins log in with just a password, 2FA is optional" denies "2FA is
// mandatory for admins".
func laterDenies(a, b Claim) bool {
	for _, l := range a.later {
		if denies(l, b) {
			return true
		}
	}
	return false
}
