package statement

import (
	"slices"
	"strings"
)

// One subject is often named two ways on the two sides of a pair: by a
// tool and by the file its settings live in ("Prettier printWidth is
// 100", "printWidth: 80 in .prettierrc"), or by what it does and two
// generic nouns of a run of work ("the VACUUM FULL job", "the vacuum full
// maintenance"). sameThing asks these readings of the words it would
// otherwise count as extra, so two such namings share their word and
// neither counts against the other.

// namedAlike reports whether word w of mine names what a word of theirs
// names in another form: a tool and a config file named for it, either
// way round ("Prettier printWidth is 100", "printWidth: 80 in
// .prettierrc"). A side that names a config of the tool in words ("the
// docs site's prettier config") names a file, which is told from the
// other file by its own words, not met by the tool's name. All are stems.
func namedAlike(w string, mine, theirs []string) bool {
	own := configFileTool(w)
	for _, x := range theirs {
		if own != "" && own == x && !slices.Contains(theirs, configStem) ||
			configFileTool(x) == w && !slices.Contains(mine, configStem) {
			return true
		}
	}
	return false
}

// namesConfigFile reports whether any of ws ends as a run-commands file's
// name does, so that a pair with none is not asked word by word.
func namesConfigFile(ws []string) bool {
	return slices.ContainsFunc(ws, func(w string) bool { return strings.HasSuffix(w, "rc") })
}

// configStem is the word a config is named by, in any of its forms
// ("config", "conf", "configuration").
var configStem = canonical(Stem("configuration"))

// configFileTool is the stem of the tool a run-commands file is named
// for, or "": ".prettierrc" is Prettier's, ".babelrc" Babel's, the
// tool's name and "rc". A name of three letters or fewer before the "rc"
// ("src", "arc", "npm") is no tool's here, nor one whose stem the pair
// search files under another key than the file's (wordKey), which it
// would never pair. (A file with an extension, ".eslintrc.json", is read
// as an address, no word.)
func configFileTool(w string) string {
	tool, ok := strings.CutSuffix(strings.TrimPrefix(w, "."), "rc")
	if !ok || len(tool) < minToolName {
		return ""
	}
	if stem := canonical(Stem(tool)); wordKey(stem) == wordKey(tool) {
		return stem
	}
	return ""
}

// minToolName is the fewest letters a tool's name has before "rc": the
// four of the key the pair search files a word under (wordKey).
const minToolName = 4

// workHeads are the generic nouns a run of scheduled or batch work is
// named by: "the accrual job", "the interest accrual batch", "the vacuum
// maintenance" name one run by what it does, and the noun after it only
// says it is work. As stems.
var workHeads = stemSet("job jobs task tasks batch batches maintenance routine routines")

// genericHeads reports whether a and b each hold a word of work
// (workHeads) the other does not: two nouns of a run of work, one on each
// side, are one noun said two ways. One side alone saying it ("the batch
// pipeline", "the streaming pipeline") pairs with nothing.
func genericHeads(a, b []string) bool {
	only := func(x, y []string) bool {
		for _, w := range x {
			if workHeads[w] && !within([]string{w}, y) {
				return true
			}
		}
		return false
	}
	return only(a, b) && only(b, a)
}

// firstNotOwn is the first of c's words that is no word of the name of
// the project c is said in, as a one-word list, or none: a project named
// by its own name on one side ("lintkit reads its config only from
// /etc/lintkit.toml" in lintkit) and by the role it plays on the other
// ("the CLI reads config from ...") shares the rest of its words, which
// sameThing reads without the project's name, so the pair search probes
// by the rest too. (Its words less the verb, tried too, paired a part of
// the project with the whole: "the ingest service writes hourly
// partitions", "clickstream compaction job rewrites to daily partitions".)
func firstNotOwn(c Claim) []string {
	if len(c.typed.project) == 0 {
		return nil
	}
	for i, w := range c.typed.words {
		if !slices.Contains(c.typed.project, w) {
			return c.typed.words[i : i+1]
		}
	}
	return nil
}
