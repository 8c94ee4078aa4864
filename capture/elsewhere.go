package capture

import (
	"slices"

	"github.com/hippo-mem/hippo/statement"
)

// ruleElsewhere rejects a claim placed outside the project: at a job the
// speaker left, or in a project of their own.
const ruleElsewhere = "elsewhere"

// elsewhere: the sentence places what it says at a job the speaker has
// left ("at my previous job the CLI had to run on Python 3.8", "en mi
// trabajo anterior ...") or in a project of their own ("for my personal
// blog I want Markdown", "in my side project I use Bun"): the speaker's
// life away from this project, nothing to keep for it. A sentence that
// sets the other place against this one ("unlike my last company, we
// deploy daily here") states the project's own way, and a personal thing
// of the project's ("my personal token") is no other project.
func elsewhere(ws []statement.Word) bool {
	if slices.ContainsFunc(ws, func(v statement.Word) bool { return setsAgainst[v.Lower] }) {
		return false
	}
	for i, w := range ws {
		if possessives[w.Lower] && (formerPlace(at(ws, i+1), at(ws, i+2)) || ownProject(at(ws, i+1), at(ws, i+2))) || ownKinds[w.Lower] && projectWords[at(ws, i+1)] {
			return true
		}
	}
	return false
}

// formerPlace: two words after "my" that name a workplace left behind,
// in either order ("previous job", glossed "job previous").
func formerPlace(a, b string) bool {
	return formers[a] && workplaces[b] || workplaces[a] && formers[b]
}

// ownProject: "personal blog", "private site".
func ownProject(a, b string) bool {
	return personal[a] && projectWords[b]
}

var (
	// possessives: only the speaker's own job; "our old job scheduler"
	// is the project's
	possessives  = statement.WordSet("my")
	formers      = statement.WordSet("previous last old former prior")
	workplaces   = statement.WordSet("job company employer gig workplace startup")
	personal     = statement.WordSet("personal private")
	ownKinds     = statement.WordSet("side hobby pet")
	projectWords = statement.WordSet("blog site website project projects repo repos app dotfiles")
	setsAgainst  = statement.WordSet("unlike here than whereas")
)

// inOwnSandbox: the speaker tells what they did in their own copy of the
// work ("I rolled my local branch back to v4.12.3 to try something", "I
// reset my local db to last week's dump", "I wiped node_modules locally"),
// or what went wrong there ("it was a typo in my local config", "the build
// failed on my laptop"): where their checkout stands this minute, nothing
// the project did. The team's act ("we rolled payments-svc back") and a
// setup kept for others are left.
func inOwnSandbox(st statement.Statement) bool {
	if (st.Aspect != statement.Past && st.Aspect != statement.Decided) || subject(st) == "we" || st.FirstPerson && subject(st) != "i" {
		return false
	}
	ws := st.Words
	for i, w := range ws {
		if w.Lower == "locally" || w.Lower == "my" && ownCopies[at(ws, i+1)] {
			return true
		}
	}
	return false
}

// ownCopies: what "my" names as the speaker's own copy of the work.
var ownCopies = statement.WordSet("local laptop machine box checkout clone fork sandbox workstation")
