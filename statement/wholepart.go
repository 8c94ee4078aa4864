package statement

import "slices"

// partOfOneAttribute reports whether a and b state when or where, one of
// the project whole by its name and by an act the project does as a whole
// (it is released, deployed, hosted), the other of a thing of that
// project the first never says, done by another act: "courier-dispatch-web
// releases weekly on Thursday" is when the project ships, "dispatch web
// refreshes courier locations every 30s" when a part of it runs;
// "claimflow-portal is hosted in West Europe" is where the project is,
// "claimflow-portal: uploaded documents go to cool tier after 30 days"
// where its uploads go. The project's name both say is no shared thing
// (wholeAndPart does the same for two attributes). Any other act of the
// whole is the parts' too ("crm-sync syncs every 10 minutes", "the poller
// in crm-sync runs on a 6-hour cron": the poller syncs), and what a
// project is made with, runs on or who answers for it is its parts' too
// ("web-shop is written in TypeScript", "the web-shop checkout module is
// written in JavaScript"), so those are left to the rest. What
// the project runs on (its servers, containers, nodes) is where it is
// hosted and deployed, no part with a place of its own ("recipe-box is
// deployed to AWS", "the recipe-box containers run on GCP").
func partOfOneAttribute(a, b Claim) bool {
	x := attribute(a)
	if x != attrSchedule && x != attrPlace || x != attribute(b) || len(a.typed.project) == 0 || len(b.typed.project) == 0 {
		return false
	}
	own := append(slices.Clone(a.typed.project), b.typed.project...)
	if shareBeyond(a, b, own) {
		return false
	}
	return wholeActs(a) && !wholeActs(b) && namedWhole(a, own) && ownPart(b, a, own) ||
		wholeActs(b) && !wholeActs(a) && namedWhole(b, own) && ownPart(a, b, own)
}

// ownPart reports whether c names a thing of the project whole never
// says, other than the machines the project runs on.
func ownPart(c, whole Claim, own []string) bool {
	parts := partWords(c, whole, own)
	return len(parts) > 0 && !slices.ContainsFunc(parts, func(w string) bool { return runsOn[w] })
}

// runsOn are the stems of the machines a project runs on, which host the
// whole of it.
var runsOn = stemSet("server servers host hosts instance instances container containers node nodes pod pods machine machines vm vms box boxes infra infrastructure cluster clusters")

// wholeActs reports whether c says an act a project does as a whole: it
// goes out to its users or lives somewhere.
func wholeActs(c Claim) bool {
	return slices.ContainsFunc(c.said, func(w string) bool { return projectActs[w] })
}

// projectActs are the stems of the acts of a project whole: releasing,
// shipping, deploying or publishing it, and where it is hosted.
var projectActs = stemSet("release releases released releasing ship ships shipped deploy deploys deployed publish publishes published launch launches launched host hosts hosted")
