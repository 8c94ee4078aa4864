package statement

import (
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// admission is a claim read as a thing let in or kept out: a yes or no
// said by a verb of letting in ("accepts", "supports", "offers", "can pay
// by") or of keeping out ("rejects", "blocks", "refuses"), or by the first
// denied. holder is who lets in or keeps out (empty for the speaker or a
// passive), object what; place the words after a preposition of place that
// narrows the yes or no to a part ("on feature branches", "at checkout");
// limited, that a limit narrows it ("up to €30", "over 1MB").
type admission struct {
	admitted, refused     bool
	holder, object, place []string
	limited               bool
}

// letIn are the verbs of admitting, each in its forms; any other verb
// admitVerbRe reads ("rejects", "blocked") refuses, and so does a denial
// of one of these ("we don't offer X").
var letIn = set("accept accepts accepted allow allows allowed permit permits permitted support supports supported offer offers offered")

// admitVerbRe is a clause with a verb of admitting or refusing, the words
// before it, a denial or a modal before the verb, and the words after it:
// "the importer rejects SCORM 1.2", "we don't offer SEPA direct debit",
// "SCORM 1.2 packages are not accepted".
var admitVerbRe = lazyre.New(`(?i)^\s*(.*?)\s*\b(?:(?:is|are|be|been|was|were)\s+)?((?:not|never|no\s+longer)\s+|(?:don't|doesn't|do\s+not|does\s+not|can't|cannot|won't)\s+)?(accept(?:s|ed)?|allow(?:s|ed)?|permit(?:s|ted)?|support(?:s|ed)?|offer(?:s|ed)?|reject(?:s|ed)?|refuse[sd]?|block(?:s|ed)?|decline[sd]?|disallow(?:s|ed)?)\b\s*(.*)$`)

// canByRe is a thing one can do by a means, which lets the means in:
// "customers can pay by SEPA direct debit", "you can log in with SSO".
var canByRe = lazyre.New(`(?i)^\s*(.*?)\s+can\s+\w+(?:\s+(?:in|out|up|on|off))?\s+(?:by|with|via|through|using)\s+(.+)$`)

// offTableRe is a thing said to be out of the question or no longer
// done: "cheque payments are off the table", "we don't do gift wrapping
// any more".
var offTableRe = lazyre.New(`(?i)^\s*(?:(.+?)\s+(?:is|are)\s+off\s+the\s+table|(?:we\s+)?(?:don't|do\s+not|no\s+longer)\s+do\s+(.+?)\s+any\s*more)\s*[.!]?$`)

// placeRe opens the words that narrow what is let in or kept out to a
// part or a case ("in staging", "for admins", "at checkout"); limitRe a
// limit ("up to €30", "over 1MB"), which a value on the other side may
// fall either side of.
var (
	placeRe = lazyre.New(`(?i)\b(?:in|on|for|from|at|during|when|if|unless|except|without|with|after|before|via|through)\b`)
	limitRe = lazyre.New(`(?i)\b(?:up\s+to|over|above|under|below|per|than|max(?:imum)?|min(?:imum)?|at\s+(?:most|least)|any\s+amount)\b`)
)

// passiveRe is a participle after a copula, the passive that puts what is
// let in or kept out before the verb.
var passiveRe = lazyre.New(`(?i)\b(?:is|are|be|been|was|were)\s+(?:not\s+|never\s+|no\s+longer\s+)?\w+ed\b`)

// admissionOf reads the first clause of text as an admission, or none.
func admissionOf(text string) admission {
	first := firstClauseRe.Split(text, 2)[0]
	if m := admitVerbRe.FindStringSubmatch(first); m != nil && !nounUse(m[1], m[2], m[3], m[4]) {
		return admitted(m[1], m[2] != "", strings.ToLower(m[3]), m[4], passiveRe.MatchString(first))
	}
	if m := offTableRe.FindStringSubmatch(first); m != nil {
		return admission{refused: true, object: contentOf(m[1] + m[2])}
	}
	if m := canByRe.FindStringSubmatch(first); m != nil {
		return narrowed(admission{admitted: true, holder: contentOf(m[1])}, m[2])
	}
	return admission{}
}

// nounUse reports whether the verb admitVerbRe found is a noun in this
// clause: after a preposition or a determiner ("count toward block hours",
// "the support queue"), or in its bare form opening the clause with a
// copula soon after, as the head of a subject ("Support hours are 24/7",
// "Block size is 4 KB", "Allow list is in the repo"). An order ("Reject
// uploads over 5MB") has no copula after it, and "Accepted formats are PNG
// and JPG" names what is let in.
func nounUse(before, denial, verb, after string) bool {
	words := strings.Fields(strings.ToLower(before))
	if len(words) > 0 && nounOpeners[words[len(words)-1]] {
		return true
	}
	if len(words) > 0 || denial != "" || !bareAdmitVerbs[strings.ToLower(verb)] {
		return false
	}
	next := strings.Fields(strings.ToLower(after))
	for i := 0; i < len(next) && i < 3; i++ {
		if beForms[next[i]] || pastBe[next[i]] {
			return true
		}
	}
	return false
}

// nounOpeners are the words after which a verb of admitting is a noun:
// prepositions other than "to" (which opens an infinitive, "used to
// accept") and determiners.
var nounOpeners = set("toward towards of for in on at by from with into onto the a an our their its this that these those your my his her")

// bareAdmitVerbs are admitVerbRe's verbs in their bare form, the one a
// noun shares ("support", "block", "offer").
var bareAdmitVerbs = set("accept allow permit support offer reject refuse block decline disallow")

// firstClauseRe ends a statement's first clause.
var firstClauseRe = lazyre.New(`\s*(?:[,;:(—–]|\s-\s|\.\s)`)

// admitted is the admission of a verb with the words before and after it:
// in the passive, what comes before is the object, and what comes after
// narrows it.
func admitted(before string, denied bool, verb, after string, passive bool) admission {
	in := letIn[verb] != denied
	ad := admission{admitted: in, refused: !in, holder: contentOf(before)}
	if passive {
		ad.holder, ad.object = nil, contentOf(before)
		return narrowed(ad, "at "+after) // all after a passive's verb narrows it
	}
	return narrowed(ad, after)
}

// narrowed is ad with its object read from phrase up to a preposition of
// place or a limit, and what that opens as its place or limit.
func narrowed(ad admission, phrase string) admission {
	if loc := limitRe.FindStringIndex(phrase); loc != nil {
		ad.limited, phrase = true, phrase[:loc[0]]
	}
	if loc := placeRe.FindStringIndex(phrase); loc != nil {
		ad.place, phrase = contentOf(phrase[loc[1]:]), phrase[:loc[0]]
	}
	if len(ad.object) == 0 {
		ad.object = contentOf(phrase)
	}
	return ad
}

// admitsAndRefuses reports whether a lets in what b keeps out: the same
// object, one's words all among the other's, of one holder or of one said
// by the speaker or in the passive, in one place. "the importer rejects
// SCORM 1.2" and "we accept SCORM 1.2 packages"; "customers can pay by
// SEPA direct debit" and "we don't offer SEPA direct debit"; "checkout
// accepts Apple Pay" and "Apple Pay is not accepted at checkout". A yes or
// no within a limit ("allowed up to €30") is no yes or no of the whole,
// nor one in a place of the yes or no said of no place.
func admitsAndRefuses(a, b Claim) bool {
	p, q := a.admits, b.admits
	if a.Event || b.Event || a.was || b.was || a.once != "" || b.once != "" {
		return false // a one-off or how things were leaves the standing yes or no
	}
	return p.admitted && q.refused && !p.limited && !q.limited && sameObject(p, q) &&
		(len(p.holder) == 0 || len(q.holder) == 0 || overlap(p.holder, q.holder)) &&
		(admitPlace(p, q) || admitPlace(q, p))
}

// sameObject reports whether p and q let in or keep out one thing, the
// words of one all among the other's.
func sameObject(p, q admission) bool {
	return nested(p.object, q.object)
}

// admitPlace reports whether p and q are said of one place: none, the same,
// or p's holder the place q names ("checkout accepts", "not accepted at
// checkout").
func admitPlace(p, q admission) bool {
	return len(p.place) == 0 && len(q.place) == 0 || sameSet(p.place, q.place) ||
		len(p.place) == 0 && len(p.holder) > 0 && within(q.place, p.holder)
}

// admitsOther reports whether a lets in one thing and b keeps out
// another, or the same thing in another place, which both hold: "the API
// accepts XML payloads" and "the API rejects JSON payloads"; "force pushes
// are allowed on feature branches" and "blocked on main".
func admitsOther(a, b Claim) bool {
	p, q := a.admits, b.admits
	if !p.admitted || !q.refused || len(p.object) == 0 || len(q.object) == 0 {
		return false
	}
	if !sameObject(p, q) {
		// two objects of one kind ("XML payloads", "JSON payloads"), not a
		// label's head against an item ("Supported browsers:", "Firefox")
		return overlap(p.object, q.object)
	}
	return len(p.place) > 0 && len(q.place) > 0 && !nested(p.place, q.place)
}
