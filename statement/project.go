package statement

import (
	"slices"
	"strings"
)

// InProject is c as said in project: a word that names the project itself
// names no part of it. In billing-api, "billing migrations are managed
// with golang-migrate" is of the migrations, as "we use Flyway for schema
// migrations" is; in ml-recsys, "recsys inference runs on Triton" is of
// how its model is served. Words that name a kind of project ("api",
// "cli", "app") still tell its parts apart: the API of billing-api beside
// its workers.
func (c Claim) InProject(project string) Claim {
	own := projectWords(project, c.typed.words)
	c.typed.project = nil
	c.options = optionsInProject(c.options, project)
	c.entries = slices.Clone(c.entries)
	for i, e := range c.entries {
		c.entries[i] = e.InProject(project)
	}
	for i, w := range c.typed.words {
		// not the thing an attribute is of: "note" in "the max note size"
		// of notes-app tells the size of notes from that of attachments
		if _, attr := nounAttributes()[at(c.typed.words, i+1)]; slices.Contains(own, w) && !attr {
			c.typed.project = append(c.typed.project, w)
		}
	}
	return c
}

// projectWords are the stems of project's name that name it and no kind
// of project: "bill" of "billing-api", "recsy" of "ml-recsys"; all of them
// when subject says the whole name ("docs-site deploys to ...").
func projectWords(project string, subject []string) []string {
	all := appendContent(nil, clauseWords(expandAbbreviations(strings.ToLower(project)))...)
	if within(all, subject) {
		return all
	}
	var out []string
	for _, w := range all {
		if !projectKinds[w] {
			out = append(out, w)
		}
	}
	return out
}

// projectKinds are the stems of the words a project's name says its kind
// by, not which it is.
var projectKinds = stemSet("api apis app apps cli service svc site web server ml backend frontend mobile worker lib sdk")
