package statement

import (
	"slices"
	"strings"
)

// Candidates are the pairs of claims, by their index in claims (the lower
// first, in order), that Conflict may flag: every pair it flags is among
// them. It lets a store of thousands of claims be searched for conflicts
// without judging every pair.
//
// Each way Conflict can find two claims at odds needs them to share
// something: one claim's subject among the other's words, the words of one
// claim all in the other (a denial), a value one states and the other rules
// out, the opening words of both (two claims that end otherwise), a type of
// value and a word of what it is of. Where the rule is "all of one in the
// other", the claim is paired only with those that hold its rarest word;
// where it is "share one", with those that hold that one. So a store of
// claims of one shape ("the billing service 12 talks to the cache over port
// 1012") gives few candidates, not all pairs.
func Candidates(claims []Claim) [][2]int {
	ix := blockIndex{}
	for i, c := range claims {
		ix.add(i, c)
		for _, e := range c.entries {
			ix.add(i, e) // an entry of an inline map, said alone (entryConflict)
		}
	}
	seen := map[[2]int]bool{}
	var out [][2]int
	for i, c := range claims {
		for _, j := range slices.Concat(ix.probe(c), ix.probeEntries(c)) {
			p := [2]int{min(i, j), max(i, j)}
			if i != j && !seen[p] {
				seen[p] = true
				out = append(out, p)
			}
		}
	}
	slices.SortFunc(out, func(a, b [2]int) int {
		if a[0] != b[0] {
			return a[0] - b[0]
		}
		return a[1] - b[1]
	})
	return out
}

// probeEntries are the claims the entries of c's inline maps may conflict
// with.
func (ix blockIndex) probeEntries(c Claim) []int {
	var out []int
	for _, e := range c.entries {
		out = append(out, ix.probe(e)...)
	}
	return out
}

// blockIndex lists, under each key, the claims that hold it.
type blockIndex map[string][]int

func (ix blockIndex) put(i int, key string) {
	if l := ix[key]; len(l) == 0 || l[len(l)-1] != i {
		ix[key] = append(l, i)
	}
}

func (ix blockIndex) putAll(i int, prefix string, ws []string) {
	for _, w := range ws {
		ix.put(i, prefix+wordKey(w))
	}
}

// rarest is the claims under the key of prefix and a word of ws that the
// fewest claims hold: all the claims that hold every word of ws are among
// them.
func (ix blockIndex) rarest(prefix string, ws []string) []int {
	var best []int
	for k, w := range ws {
		if l := ix[prefix+wordKey(w)]; k == 0 || len(l) < len(best) {
			best = l
		}
	}
	return best
}

// add files claim i under the keys another claim may look it up by.
func (ix blockIndex) add(i int, c Claim) {
	ix.putAll(i, "s:", c.Subject)
	ix.putAll(i, "s:", kindSubjectKeys(c)) // a subject named by its kind or its tool, an attribute in other words (kindNamedAs)
	// a subject headed by a compound the other writes solid (headJoined),
	// or by a word the other may say in full (clippedAs)
	ix.putAll(i, "s:", headSolid(c.Subject))
	for _, k := range clipKey(c) {
		ix.put(i, k)
	}
	ix.putAll(i, "d:", c.said)
	for _, l := range c.later {
		ix.putAll(i, "l:", l.said)
	}
	ix.putAll(i, "v"+negationKey(c)+":", c.Value)
	if len(c.Subject) == 0 {
		ix.putAll(i, "e"+negationKey(c)+":", c.Value)
		ix.putAll(i, "n:"+c.Relation+":", c.Value)
	}
	ix.putAll(i, "x:", c.Excluded)
	ix.putAll(i, "o:", correctedWords(c.said)) // a value said no longer to hold (correctedOld)
	if c.assigned[0] != "" {
		ix.put(i, "=:"+c.assigned[0])
	}
	ix.putAll(i, "w:", c.without)
	for _, k := range slices.Concat(retiredKeys(c), liftedKeys(c), formerKeys(c)) {
		ix.put(i, k)
	}
	for k := subjectAndVerb; k < len(c.said); k++ {
		ix.put(i, "p:"+strings.Join(c.said[:k], " "))
	}
	for _, k := range slices.Concat(antonymKeys(c), polarKeys(c)) {
		ix.put(i, k)
	}
	for _, k := range slices.Concat(ruleKeys(c), agentKeys(c), versionReqKeys(c)) {
		ix.put(i, k)
	}
	for _, k := range slices.Concat(oppositeKeys(c, false), slotKeys(c), allKeys(c)) {
		ix.put(i, k)
	}
	for _, k := range optionKeys(c, false) {
		ix.put(i, k)
	}
	for _, k := range listKeys(c) {
		ix.put(i, k)
	}
	for _, k := range holdKeys(c) {
		ix.put(i, k)
	}
	for _, k := range initialsKeys(c) {
		ix.put(i, k)
	}
	for _, k := range jobKeys(c) {
		ix.put(i, k)
	}
	for _, k := range mannerKeys(c, false) {
		ix.put(i, k)
	}
	if onlyOnDays(c) {
		ix.putAll(i, onlyDaysKey, c.typed.words)
	}
	// A claim of a numbered thing ("service 12") is of one thing with
	// another only if that names no number or the same one (sameThing).
	// An act's noun and its verb are one word (derivedAlike), and two
	// neighbours the word they make written solid (joinedAs).
	words := slices.Concat(c.typed.words, c.typed.groups(), conceptTokens(c.concepts), derivedRoots(c.typed.words), solidForms(c.typed.words))
	for _, t := range versionKeys(c) {
		ix.put(i, "k:"+t.kind)
		ix.putAll(i, "kw:"+t.kind+":", words)
	}
	for _, t := range filedValues(c) {
		ix.put(i, "k:"+t.kind)
		ix.putAll(i, "kw:"+t.kind+":", words)
		if len(c.typed.numbered) == 0 {
			ix.putAll(i, "ku:"+t.kind+":", words)
		}
		for _, n := range c.typed.numbered {
			ix.putAll(i, "kn:"+t.kind+":"+n+":", words)
		}
	}
}

// under is the claims filed under any of keys.
func (ix blockIndex) under(keys []string) []int {
	var out []int
	for _, k := range keys {
		out = append(out, ix[k]...)
	}
	return out
}

// probe is the claims c may conflict with, each path of Conflict by the
// key it needs shared.
func (ix blockIndex) probe(c Claim) []int {
	var out []int
	add := func(l []int) { out = append(out, l...) }
	if len(c.Subject) > 0 {
		add(ix.rarest("s:", c.Subject)) // one subject within the other
		// the same, its kind or attribute named in other words (kindNamedAs)
		add(ix.rarest("s:", kindProbe(c)))
		add(ix.under(clipProbe(c))) // its head said clipped (clippedAs)
		add(ix.rarest("e"+oppositeKey(c)+":", c.Value))
	} else {
		add(ix.rarest("v"+oppositeKey(c)+":", c.Value)) // a denial with no subject
		for _, v := range c.Value {
			add(ix["n:"+c.Relation+":"+wordKey(v)]) // two claims with no subject share a value
		}
	}
	if len(c.said) >= 2 {
		add(ix.rarest("d:", c.said)) // a denial of the same words
		add(ix.rarest("l:", c.said))
	}
	if first := unstated(c.firstSaid); len(first) >= 2 {
		add(ix.rarest("l:", first)) // a later clause its first clause denies (laterDenies)
		add(ix.rarest("d:", first)) // a denial of its first clause
	}
	if c.assigned[0] != "" {
		add(ix["=:"+c.assigned[0]]) // one key set to two words (assignsOther)
	}
	if len(c.setting) > 0 {
		add(ix.rarest("d:", c.setting)) // a state in words of the key set (setsAgainst)
	}
	if rest, ok := withoutAnyObject(c.said); ok && c.Negated && len(rest) >= 2 {
		add(ix.rarest("d:", rest)) // the act denied to anyone done to one (deniesToAnyone)
	}
	for _, l := range c.later {
		if len(l.said) >= 2 {
			add(ix.rarest("d:", l.said))
		}
	}
	if slices.Contains(c.said, enabledStem) {
		for _, t := range c.typed.stated {
			add(ix.rarest("d:", appendContent(nil, strings.Fields(t.kind)...))) // a tool on, its job off (switchedByJob)
		}
	}
	if c.none {
		add(ix.rarest("d:", c.Value)) // a thing denied to be there at all (deniesWhole)
	}
	if c.verb == "use" && len(c.purpose) > 0 {
		for _, t := range c.typed.stated {
			add(ix["kw:"+t.kind+":"+wordKey(c.purpose[len(c.purpose)-1])]) // a part's tool for the job (choiceAgainstPart)
		}
	}
	if len(c.Excluded) > 0 {
		add(ix.rarest("v0:", c.Excluded)) // a correction rules out what the other states
	}
	add(ix.rarest("x:", c.Value))
	for _, w := range c.Subject {
		add(ix["w:"+wordKey(w)]) // what is required, done without (doneWithout)
	}
	for _, k := range slices.Concat(antonymKeys(c), polarKeys(c)) {
		add(ix[k]) // the same words but one, or one thing's state, said as its opposite (polarClash)
	}
	// Keys a claim is filed and looked up under alike: one act or thing a
	// rule governs (flipsRule, agentPermsClash), one product's versions
	// (versionReqsClash), another name of one slot (slotsDiffer), a part
	// restricted against the whole kind (partAgainstAll), a set stated
	// whole with an item in common (listsDiffer).
	for _, k := range slices.Concat(ruleKeys(c), agentKeys(c), versionReqKeys(c), slotKeys(c), allKeys(c), listKeys(c)) {
		add(ix[k])
	}
	for _, k := range oppositeKeys(c, true) {
		add(ix[k]) // one thing's value from the other side (oppositeValues)
	}
	for _, k := range optionKeys(c, true) {
		add(ix[k]) // another option of one choice (optionsClash)
	}
	add(ix.shapeProbes(c))
	if k := opening(c); k <= len(c.said) {
		add(ix["p:"+strings.Join(c.said[:k], " ")]) // two claims that end otherwise
	}
	return append(out, ix.typedProbe(c)...)
}

// shapeProbes is the claims c may conflict with by a shape of its own,
// each looked up by the probe that files it.
func (ix blockIndex) shapeProbes(c Claim) []int {
	return slices.Concat(
		ix.jobAndMannerProbe(c),
		ix.initialsProbe(c),  // one subject said by its initials and spelled out (initialsAs)
		ix.replacedProbe(c),  // a holder or a place replaced (replaced)
		ix.onlyDaysProbe(c),  // an act done only on some days (onlyDaysAgainstDaily)
		ix.soleToolProbe(c),  // a tool of a kind denied, to all or a part, or said to have one
		ix.retiredProbe(c),   // a thing in use another says is gone (retiredInUse)
		ix.liftedProbe(c),    // a rule another says holds no more (ruleLifted)
		ix.formerProbe(c),    // a practice another says used to be done (formerPractice)
		ix.forbiddenProbe(c), // what a prohibition or a ban forbids, done
		ix.correctedProbe(c), // its value, said by another no longer to hold (correctedOld)
	)
}

// correctedProbe is the claims that name a word of c's after a "not", as
// the old value a correction rules out (correctedOld).
func (ix blockIndex) correctedProbe(c Claim) []int {
	return ix.saidUnder("o:", c)
}

// jobAndMannerProbe is the claims filed under a key c looks up as it has
// it: two tools of one group, each said with its job (toolsForOneJob), and
// one act done by a machine and by hand (autoAgainstManual).
func (ix blockIndex) jobAndMannerProbe(c Claim) []int {
	var out []int
	for _, k := range slices.Concat(jobKeys(c), mannerKeys(c, true)) {
		out = append(out, ix[k]...)
	}
	return out
}

// forbiddenProbe is the claims that do what c forbids: what a prohibition
// forbids, done (forbidsWhatIsDone), and a rule doing the act a ban
// forbids to the ban's thing (banAgainstRule).
func (ix blockIndex) forbiddenProbe(c Claim) []int {
	var out []int
	if core := policyCoreOf(c); len(core) > 0 {
		out = append(out, ix.rarest("d:", core)...)
	}
	if c.Negated && (c.standing || c.ban) && len(c.Value) == 0 {
		out = append(out, ix.rarest("d:", bannedThing(c))...)
	}
	return out
}

// typedProbe is the claims that state a value of a type c states, of one
// thing: sameThing needs the first of one claim's words among the other's
// (its words less its verb, when the other lacks the verb), or, when c has
// no words but its verb, nothing more than the type. A value c rules out is
// looked for among all that state its type.
func (ix blockIndex) typedProbe(c Claim) []int {
	verb := canonical(Stem(c.Relation))
	i := slices.IndexFunc(c.typed.words, func(w string) bool { return w != verb })
	var nonVerb []string
	for _, w := range c.typed.words {
		if w != verb {
			nonVerb = append(nonVerb, w)
		}
	}
	// the first word of its words, with and without the verb, and the
	// first that names a thing (firstThing)
	first := slices.Concat(c.typed.words[:min(1, len(c.typed.words))], nonVerb[:min(1, len(nonVerb))],
		firstThing(c.typed.words), firstThing(nonVerb), conceptTokens(c.concepts), firstNotOwn(c))
	// and so of its thing words, which one attribute's values are of
	// (sameAttributeClash)
	for _, ws := range [][]string{thingWords(c.typed.words, c, attribute(c)), thingWords(nonVerb, c, attribute(c))} {
		first = slices.Concat(first, ws[:min(1, len(ws))], firstThing(ws))
	}
	first = append(first, derivedRoots(first)...) // and their roots (derivedAlike)
	var out []int
	for _, t := range probeVersions(c) {
		if i < 0 {
			out = append(out, ix["k:"+t.kind]...)
		}
		for _, w := range first {
			out = append(out, ix["kw:"+t.kind+":"+wordKey(w)]...)
		}
	}
	for _, t := range filedValues(c) {
		if i < 0 {
			out = append(out, ix["k:"+t.kind]...)
		}
		for _, w := range first {
			if len(c.typed.numbered) == 0 {
				out = append(out, ix["kw:"+t.kind+":"+wordKey(w)]...)
				continue
			}
			out = append(out, ix["ku:"+t.kind+":"+wordKey(w)]...)
			for _, n := range c.typed.numbered {
				out = append(out, ix["kn:"+t.kind+":"+n+":"+wordKey(w)]...)
			}
		}
	}
	for _, t := range c.typed.excluded {
		out = append(out, ix["k:"+t.kind]...)
	}
	return out
}

// opening is how many of c's first words endsOtherwise needs another claim
// to share: its subject's head and its verb, at least.
func opening(c Claim) int {
	h := head(c)
	for k := subjectAndVerb; k <= len(c.said); k++ {
		if within(h, c.said[:k]) {
			return k
		}
	}
	return len(c.said) + 1
}

func negationKey(c Claim) string {
	if c.Negated {
		return "1"
	}
	return "0"
}

func oppositeKey(c Claim) string {
	if c.Negated {
		return "0"
	}
	return "1"
}

// wordKey is the part of a word that every word refining it shares (see
// refines): "3" of "3.12", "uuid" of "uuidv7", "pyth" of "python3.9",
// "post" of "postgresql". It is the first run of letters or of digits, up to
// a dot, less a "v" that may open a version, cut to four characters. Its
// hyphens are left out, so a compound written hyphenated and solid
// ("log-in", "login") is filed under one key (solidAlike).
func wordKey(w string) string {
	if strings.Contains(w, "-") {
		w = strings.ReplaceAll(w, "-", "")
	}
	if w == "" {
		return w
	}
	digits := isDigit(w[0])
	n := 0
	for n < len(w) && w[n] != '.' && isDigit(w[n]) == digits {
		n++
	}
	if n > 1 && w[n-1] == 'v' {
		n--
	}
	return w[:min(n, 4)]
}

// Numbers are read as versions of the product another claim gives a
// version of (adoptVersion): a claim with a version is filed under
// anyVersion, one whose numbers may be a version (readableAsVersion) under
// maybeVersion, and each looks under the other.
const (
	anyVersion   = "version*"
	maybeVersion = "version?"
)

func versionKeys(c Claim) []typed {
	switch {
	case slices.ContainsFunc(c.typed.stated, func(t typed) bool { return strings.HasPrefix(t.kind, "version ") }):
		return []typed{{kind: anyVersion}}
	case readableAsVersion(c.typed.stated):
		return []typed{{kind: maybeVersion}}
	}
	return nil
}

func probeVersions(c Claim) []typed {
	keys := versionKeys(c)
	for i, k := range keys {
		keys[i].kind = map[string]string{anyVersion: maybeVersion, maybeVersion: anyVersion}[k.kind]
	}
	return keys
}

// readableAsVersion reports whether ts may be read as another's version
// (adoptVersion): numbers and names only, and either one number, dotted or
// not ("minSdk is 26"), or several with a dotted one among them ("1.27 in
// 3 clusters").
func readableAsVersion(ts []typed) bool {
	n := plainNumbers(ts)
	return n == 1 || n > 1 && slices.ContainsFunc(ts, func(t typed) bool { return strings.Contains(t.v, ".") })
}

// antonymKeys are c's words with one that has an opposite put as the pair
// it belongs to: two claims that differ in that word alone share the key.
func antonymKeys(c Claim) []string {
	var out []string
	for i, w := range c.stems {
		if o, ok := antonyms[w]; ok {
			ws := slices.Clone(c.stems)
			ws[i] = min(w, o) + "|" + max(w, o)
			out = append(out, "a:"+strings.Join(ws, " "))
		}
	}
	return out
}

// prefixedKeys files each of a claim's items under prefix and the name the
// item gives: the keys of readers that file a claim by one field per item.
func prefixedKeys[T any](prefix string, items []T, name func(T) string) []string {
	ks := make([]string, 0, len(items))
	for _, it := range items {
		ks = append(ks, prefix+name(it))
	}
	return ks
}

// filedValues are the values Candidates files c under and probes by: its
// stated values, a time of a signal sent again and again read as its
// period too (beatPeriods), so a keepalive's time meets an interval, and a
// setting's bare number as the amount its name implies (impliedValues).
func filedValues(c Claim) []typed {
	return slices.Concat(c.typed.stated, beatPeriods(c.typed.stated, c), impliedValues(c.typed.stated))
}

// impliedValues are the amounts ts's bare numbers of settings may be read
// as (withImplied), one of each kind, so a claim is filed and probes as
// stating an amount of that kind.
func impliedValues(ts []typed) []typed {
	var out []typed
	for _, t := range ts {
		if t.kind == "number" && t.implied != "" {
			out = append(out, typed{kind: impliedKind(t), v: t.v, n: t.n})
		}
	}
	return out
}
