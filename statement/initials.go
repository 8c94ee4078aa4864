package statement

import (
	"slices"
	"strings"
)

// A thing is often named by its initials on one side and spelled out on
// the other: "our ILS is Koha" and "the integrated library system we run is
// Evergreen", "PMS is Opera Cloud" and "our property management system is
// Mews". A subject that is one short word is read as the words of the
// other's subject whose initials spell it, where those open that subject;
// an initialism that spells other words ("LMS", "the billing service")
// names another thing and stays apart. Only names of a kind of system are
// read so (their last word "system", "platform", "management", ...):
// three letters spell the openings of many phrases ("admin panel
// interface" is no API), of which a system's name is one readers shorten.

// systemNouns end the name of a kind of system that is said by its
// initials: "property management system", "content delivery network",
// "enterprise resource planning".
var systemNouns = stemSet("system systems service server platform network management manager planning database engine")

// initialsAs is words with the span that opens it replaced by other's one
// word, when other's subject is that word alone and the span's initials
// spell it: [properti management system] as [pms] against [pms].
func initialsAs(words, other []string) []string {
	if len(other) != 1 || len(words) < len(other[0]) || !initialism(other[0]) || !spelledOut(words[:len(other[0])], other[0]) {
		return words
	}
	return append([]string{other[0]}, words[len(other[0]):]...)
}

// initialism reports whether w may be a short form of three to five words:
// three to five letters, no digit.
func initialism(w string) bool {
	if len(w) < 3 || len(w) > 5 {
		return false
	}
	return !strings.ContainsFunc(w, func(r rune) bool { return r < 'a' || r > 'z' })
}

// spelledOut reports whether ws, the words of a system's kind, have w for
// their initials.
func spelledOut(ws []string, w string) bool {
	return systemNouns[ws[len(ws)-1]] && initialsOf(ws) == w
}

// initialsOf is the first letters of ws.
func initialsOf(ws []string) string {
	var b strings.Builder
	for _, w := range ws {
		b.WriteByte(w[0])
	}
	return b.String()
}

// initialsKeys are the keys Candidates files and probes c under for a
// subject said by its initials: the one word of a subject that may be
// one, and the initials of the three to five words that open a longer one.
func initialsKeys(c Claim) []string {
	if len(c.Subject) == 1 && initialism(c.Subject[0]) {
		return []string{"i:" + c.Subject[0]}
	}
	var out []string
	for n := 3; n <= min(5, len(c.Subject)); n++ {
		if systemNouns[c.Subject[n-1]] {
			out = append(out, "i:"+initialsOf(c.Subject[:n]))
		}
	}
	return out
}

// initialsProbe is the claims whose subject c's may name by its initials,
// or spell out (initialsKeys).
func (ix blockIndex) initialsProbe(c Claim) []int {
	return ix.under(initialsKeys(c))
}

// toolKindsAlike reports whether the tools a and b state may be of one kind
// of system, so that initials may name what the other spells out: both
// name none we know ("Opera Cloud", "Mews") or both one of a kind. "The
// PMS is Opera Cloud" and "the payment management service is Stripe" do
// not: Stripe is known for payments, Opera Cloud for nothing, and "PMS"
// spells many systems; the hotel's property management system is another.
func toolKindsAlike(a, b Claim) bool {
	ak, bk := toolKindsOf(a), toolKindsOf(b)
	return len(ak) == 0 && len(bk) == 0 || slices.ContainsFunc(ak, func(k string) bool { return slices.Contains(bk, k) })
}

// toolKindsOf is the kinds of the tools c states.
func toolKindsOf(c Claim) []string {
	var out []string
	for _, t := range c.typed.stated {
		if toolKind(t.kind) {
			out = append(out, t.kind)
		}
	}
	return out
}
