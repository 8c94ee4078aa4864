package statement

import "slices"

// The job a tool does is said in words of its own as often as by the tool's
// name: "the model is served with TorchServe" and "inference runs on
// Triton" name one job, serving a model, by two words that share no stem;
// "hosted on Netlify" and "deploys to Cloudflare Pages" name hosting. Two
// statements that each name a tool of one group, and each name that group's
// job in whatever words, are of one thing however else their words differ,
// as two that say the same word are (sameThing). The table is general
// knowledge of what each kind of tool is for, listed once per group with
// the reason its words name that job, never the wording of any statement.
// A word that names the job only when the tool is there ("suite" beside
// Cypress) is fine: both statements must also name a tool of the group.
var toolJobs = map[string]struct{ names, with string }{
	// A model server serves predictions: serving, inference, predictions.
	"serving": {"serve serves served serving inference predictions predict", ""},
	// An end-to-end framework drives a browser through the whole app; "e2e"
	// and "end-to-end" (read as its part "end") name it, and what it runs
	// is tests, a suite, specs.
	"e2e tests": {"e2e end-to-end end", "test tests suite suites spec specs"},
	// A host or cloud is where a thing is deployed, hosted or runs live.
	"cloud": {"host hosts hosted hosting deploy deploys deployed deploying deployment", ""},
	// Kubernetes manifests are what a deploy applies.
	"manifests": {"deploy deploys deployed deploying deployment", "manifests manifest"},
	// Object storage stores uploaded files in buckets.
	"objects": {"object objects storage stored store upload uploads uploaded", "bucket buckets blob blobs file files"},
	// An API style is how a client talks to a backend: its endpoint, routes.
	"api style": {"api endpoint endpoints route routes talks talk", "backend server"},
	// A network transport carries the netcode or the connection.
	"transport": {"transport netcode", "connection connections protocol"},
	// A CI service runs the builds and pipelines: "CI", builds, pipelines.
	// and the tests it runs are of it, once it is named.
	// An email service sends mail, however the mail is named.
	"email": {"email emails mail mails e-mail e-mails", ""},
	// A workflow manager runs the pipeline or workflow written for it.
	"sci workflow": {"workflow workflows pipeline pipelines", ""},
	// A desktop framework is the app's shell.
	"desktop shell": {"desktop shell", "app apps application client"},
	// A genome build is what reads are aligned to, the reference.
	"genome build": {"align aligns aligned aligning alignment reference genome", "read reads sample samples"},
	// A certificate authority issues the TLS certificates.
	"cert authority": {"cert certs certificate certificates tls ssl", "issue issues issued"},
	"ci":             {"ci build builds pipeline pipelines workflow workflows", "job jobs test tests"},
	// A package manager installs a project's dependencies and keeps their
	// lockfile.
	"py packages": {"dependencies dependency install installs installed installing lockfile lockfiles", "package packages lock"},
	"js packages": {"dependencies dependency install installs installed installing lockfile lockfiles", "package packages lock"},
}

// jobStems are the stems of the words that name each group's job;
// jobWith those of the words that, once the job is named, are of it: the
// tests an e2e framework runs, the model a server serves.
var jobStems, jobWith = func() (map[string]map[string]bool, map[string]map[string]bool) {
	names, with := map[string]map[string]bool{}, map[string]map[string]bool{}
	for g, ws := range toolJobs {
		names[g], with[g] = stemSet(ws.names), stemSet(ws.with)
	}
	return names, with
}()

// toolLinks are the verbs that tie a tool to the job it does, which tell
// no thing the job is done for: "workflows are written in Nextflow", "the
// pipeline is Snakemake-based", "certs are issued by DigiCert", "we buy
// our certs from Sectigo". Beside two tools of one job they are no extra
// word, while a thing named ("marketing mail", "receipts") still is.
var toolLinks = stemSet("write writes written wrote rewrite rewrote rewritten based build builds built run runs ran " +
	"power powers powered handle handles handled manage manages managed issue issues issued buy buys bought " +
	"send sends sent go goes went use uses used using")

// jobToken stands for a group's job in a statement's words once either
// names it: one word both share.
func jobToken(group string) string { return "job:" + group }

// toolsForOneJob reports whether a and b each state a tool of one group,
// none in common, each names the job of that group in its own words, and
// with the job read as one word they are of one thing (typedClash): "The
// ML model is served with TorchServe", "recsys inference runs on Triton".
// Two tools of two groups ("Playwright for e2e", "Jest for unit tests")
// are two jobs; a statement that does not name the job ("Cypress for
// component tests") is of the job only as sameThing reads it, unchanged.
func toolsForOneJob(a, b Claim) bool {
	if a.Negated || b.Negated || callsItselfException(a) || callsItselfException(b) {
		return false
	}
	for _, g := range jobGroups(a) {
		if !differ(ofKind(a.typed.stated, g), b.typed.stated) || !slices.ContainsFunc(b.said, inSet(jobStems[g])) {
			continue
		}
		if typedClash(asJob(a.typed, g), asJob(b.typed, g)) {
			return true
		}
	}
	return false
}

// jobGroups are the groups of the tools c states whose job c names.
func jobGroups(c Claim) []string {
	var out []string
	for _, t := range c.typed.stated {
		if jobs, ok := jobStems[t.kind]; ok && !slices.Contains(out, t.kind) && slices.ContainsFunc(c.said, inSet(jobs)) {
			out = append(out, t.kind)
		}
	}
	return out
}

// ofKind are the values of ts of kind.
func ofKind(ts []typed, kind string) []typed {
	var out []typed
	for _, t := range ts {
		if t.kind == kind {
			out = append(out, t)
		}
	}
	return out
}

// asJob is tv with the words that name group's job read as one word.
func asJob(tv typedValues, group string) typedValues {
	var words []string
	for _, w := range tv.words {
		if !jobStems[group][w] && !jobWith[group][w] && !toolLinks[w] {
			words = append(words, w)
		}
	}
	// last, so the thing named first (firstThing) stays the statement's own
	tv.words = append(words, jobToken(group))
	return tv
}

// jobKeys are the keys two statements of one job share (Candidates): the
// group of a tool a statement states whose job it names.
func jobKeys(c Claim) []string {
	var out []string
	if !c.Negated {
		for _, g := range jobGroups(c) {
			out = append(out, "tj:"+g)
		}
	}
	return out
}
