package store

// A fact said several times is stored several times (each capture keeps its
// provenance), and recall would spend the prompt's budget on every copy. It
// collapses restatements into one hit: the newest text, with the count of
// times it was said and the ids of the others. Two memories whose values or
// negation differ ("the retry limit is 5" and "... is 12") are a
// contradiction, never a restatement: both stay, each with its date. So do
// memories of different projects.

// restatementSimilarity is the Dice overlap of content words at and above
// which two memories are one fact said twice: "run the tests with pnpm test,
// not npm test" and "always run tests with pnpm test, never npm test" share
// 0.8; two facts about one subject ("pnpm test runs vitest", "pnpm test needs
// node 20") share 0.5.
const restatementSimilarity = 0.7

// collapseRestatements merges each group of restatements in hits (sorted best
// first) into its newest member, at the group's best rank and score.
func collapseRestatements(hits []Hit) []Hit {
	sets := make([]map[string]bool, len(hits))
	for i, h := range hits {
		sets[i] = contentSet(h.Memory.Text)
	}
	merged := make([]bool, len(hits))
	var out []Hit
	for i := range hits {
		if merged[i] {
			continue
		}
		rep := hits[i]
		for j := i + 1; j < len(hits); j++ {
			if merged[j] || !sameFiling(hits[i].Memory, hits[j].Memory) || dice(sets[i], sets[j]) < restatementSimilarity ||
				ValuesOrNegationDiffer(hits[i].Memory.Text, hits[j].Memory.Text) {
				continue
			}
			merged[j] = true
			rep = restate(rep, hits[j])
		}
		out = append(out, rep)
	}
	return out
}

// restate folds hit o into the group rep stands for: the newer text leads, and
// the group keeps its best score and band.
func restate(rep, o Hit) Hit {
	if rep.Said == 0 {
		rep.Said = 1
	}
	said, ids, score, band := rep.Said+1, rep.Restated, rep.Score, rep.Band
	lead, other := rep, o
	if o.Memory.StatedAt.After(rep.Memory.StatedAt) {
		lead, other = o, rep
	}
	lead.Said, lead.Score, lead.Band = said, score, band
	lead.Restated = append(append([]string(nil), ids...), other.Memory.ID)
	return lead
}

// sameFiling: one text in two projects is two facts, one for each.
func sameFiling(a, b Memory) bool { return a.Topic == b.Topic && a.Project == b.Project }

// dice is 2|A∩B| / (|A|+|B|).
func dice(a, b map[string]bool) float64 {
	if len(a)+len(b) == 0 {
		return 0
	}
	common := 0
	for w := range a {
		if b[w] {
			common++
		}
	}
	return 2 * float64(common) / float64(len(a)+len(b))
}
