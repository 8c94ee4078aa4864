package feedback_test

import (
	"context"
	"testing"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/feedback"
	"github.com/hippo-mem/hippo/internal/jsonl"
	"github.com/hippo-mem/hippo/internal/race"
	"github.com/hippo-mem/hippo/internal/teststore"
)

// TestStoreContradictions scores feedback.Contradictions as a user meets it:
// every memory of a project's store judged against every other, not one
// labelled pair at a time. Each labelled store is a project's memories of a
// few months (many attributes, near misses of every kind, a sibling
// project's memories sharing its words) with its contradictions planted and
// every other pair written to agree. A flag outside the planted pairs is a
// false one the user must read and dismiss, so precision here counts all of
// them.
func TestStoreContradictions(t *testing.T) {
	if testing.Short() || race.Enabled {
		t.Skip("a quality figure: one store on disk per labelled project")
	}
	scoreSets(t, storeSets, scoreStores)
}

// storeSets are the labelled stores TestStoreContradictions scores, each
// file with its floor.
var storeSets = []labelledSet{
	// A blind writer's 20 stores (562 memories: 25 of a project and 3 or 4
	// of a sibling project sharing its words, each store a Go payments API,
	// a Django clinic, a React Native app, a data platform, firmware, a game
	// backend, a Spring ledger, a Flutter app ...; 90 planted
	// contradictions, every other pair written to agree; about a tenth in
	// German, Spanish, French, Japanese and Portuguese). Split by store:
	// a studied half and a check half. Before any change for it: studied
	// half precision 0.600, recall 0.400 (18 true, 12 false, 27 missed);
	// check half 0.462 / 0.400 (18 true, 21 false, 27 missed).
	// contra81: 18 true 12 false -> 18 / 3 with two attributes of one
	// project each said with its name (the project whole against a part
	// of it), a price per period against another period's, a bound
	// against a claim of no amount and an incident report against the
	// tool it broke in. The check half, run at the start and end only:
	// 18 / 21 -> 18 / 13.
	// contra82: 18 true 3 false -> 26 / 3 (27 missed -> 19) with a
	// version in use said in words against the one a manifest, a version
	// file, a base image or a project file pins, a label line's value read
	// as "label is value", and the rank of an on-call rota kept.
	// contra84: 18 / 3 -> 18 / 1 with an ISO date read as one date and a Go
	// release as Go's version (an event's date against a fact's Go
	// version), two files each where its own value is written, and a
	// transport against the platform the servers run on. The check half,
	// run at the start and end only: 18 / 13 -> 18 / 8.
	// contra87: 26 / 1 -> 29 / 1 with the file or code an amount is
	// written in ("= 33 in android/build.gradle") no other thing than the
	// setting said in prose, "chars" the unit "characters", and a version
	// set by a key ("cluster_version") the version of the tool another's
	// subject ends in ("prod-eu cluster: EKS 1.28"). The check half, run at
	// the start and end only: 19 / 9 -> 19 / 9.
	{"contradictions-stores-1.jsonl", 29, 1, false},
	// The check half, run at the start and end only: contra82 18 / 13 ->
	// 19 / 14, contra84 18 / 13 -> 18 / 8; the two merged 19 / 9.
	// the thirty-first stop's second wave (contra105, contra106): 9 -> 8 false (rows unseen)
	{"contradictions-stores-1-check.jsonl", 19, 8, true},
	// A second blind writer's 20 stores (627 memories: 24 to 28 of a
	// project and 3 or 4 of a sibling project sharing its words; 95 planted
	// contradictions said in other wordings, config against prose, units,
	// replacements, a rule and its lifting, a nickname, across languages;
	// every other pair written hard to agree: other attributes of one
	// thing, refinements, two events, a rule and its standing exception;
	// about a fifth in 14 languages). Split by store. Before any change for it: studied half precision
	// 0.421, recall 0.174 (8 true, 11 false, 38 missed); check half 0.421
	// / 0.163 (8 true, 11 false, 41 missed). contra85 studied the studied
	// half (11 -> 6 false flags) but its rules moved nothing on the check
	// half and took a true flag off two pair check halves, so they were
	// not merged. contra86's rules, made for another set: 11 -> 10 false.
	// contra87: 8 / 10 -> 8 / 7 with a result clause ("so it stops ...",
	// "so no backreferences") read apart from the claim, and a bare number
	// a list rules out ("1 no match") clashing only with that very number,
	// not a version that begins alike ("MSRV is 1.70").
	// contra90's rules, made for stores-3 (a plain count is no prefix of
	// a dotted number: "1 no match" is no "MSRV 1.70"): 10 -> 8 false.
	// The twenty-ninth stop's merge (contra91, contra92 and contra94
	// together): 8 -> 9 true.
	// contra97: 9 / 7 -> 9 / 5 with one tool in two roles ("switched the
	// Celery broker from Redis to RabbitMQ", "Redis stays as the Django
	// cache") and a database against the cloud it runs in ("Backend:
	// Ktor on Postgres", "Backend runs in GCP"). The check halves of the
	// three, run at the start and end only: 41 / 25 -> 41 / 25.
	// contra103: 9 / 5 -> 9 / 3 with two acts of one thing, each its own
	// verb and preposition ("talks to the Shopify Admin API", "is styled
	// with Tailwind"), and a ban on an act done to the things a tool or a
	// standard carries ("don't log whole HL7 messages") no ban of it. The
	// check halves of the three, run at the start and end only: 42 / 25
	// -> 42 / 25.
	// contra105: 9 -> 11 true with a role's holder handed over "to"
	// someone ("Priya handed primary on-call to Tomasz") and a rank said
	// after the holder ("Market data on-call: Yuki primary, Ravi backup").
	{"contradictions-stores-2.jsonl", 11, 3, false},
	// The check half, run at the start and end only: contra87 8 / 11 ->
	// 8 / 10.
	// The thirty-second stop's merge (contra109-111, contra113-114, gate49; rows unseen): 9, 10 -> 9, 9.
	{"contradictions-stores-2-check.jsonl", 9, 9, true},
	// A third blind writer's 20 stores (601 memories: 26 to 28 of a
	// project and 3 or 4 of a sibling project; 93 planted contradictions),
	// asked for the shape of a store after a year of use: five or six
	// memories a subject, corrections long after the original in other
	// words, values restated inside longer sentences, a few memories in
	// another language. Split by store. Before any change for it: studied
	// half precision 0.500, recall 0.260 (13 true, 13 false, 37 missed);
	// check half 0.684 / 0.302 (13 true, 6 false, 30 missed).
	// contra90: 13 true 13 false -> 13 / 6 with a named occasion ("Black
	// Friday") no weekday and no tool, a plain count no prefix of a
	// dotted number ("two business days", "v2.4.0"), and a ban on putting
	// a thing into a part of a tool ("MQTT client ids") no ban of the
	// tool. The check half, run at the start and end only: 13 / 6 -> 13 / 6.
	// contra105: 14 -> 16 true with a role's holder as a label's value,
	// after a leading "Since September" and before a clause of what came
	// of the last one, or named first and said again by "he's" ("page
	// Tomek first, he's primary on-call now"), of the project's own thing
	// when one names none; a name's short form is one holder.
	// contra110: 17 with a tool taken out of use whole against one naming
	// it in a role the drop's statement shares (16 -> 17).
	{"contradictions-stores-3.jsonl", 17, 6, false},
	// The thirtieth stop's merge (rows unseen): 13 -> 14 true.
	// The thirty-second stop's merge (contra109-111, contra113-114, gate49; rows unseen): 14, 6 -> 15, 6.
	{"contradictions-stores-3-check.jsonl", 15, 6, true},
}

// scoreStores jots each store of path into a fresh store on disk and
// compares the pairs Contradictions flags with the planted ones.
func scoreStores(t *testing.T, path string, quiet bool) (tp, fp, fn int) {
	type mem struct{ ID, Text, Project, Kind string }
	rows, err := jsonl.Read[struct {
		Store          string
		Memories       []mem
		Contradictions [][]string
	}](path)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rows {
		s, dir := teststore.Open(t)
		label := map[string]mem{} // a stored memory's id to its labelled memory
		for _, m := range r.Memories {
			label[teststore.Jot(t, s, m.Text, decay.Kind(m.Kind), m.Project).ID] = m
		}
		planted := map[[2]string]bool{}
		for _, c := range r.Contradictions {
			planted[[2]string{c[0], c[1]}], planted[[2]string{c[1], c[0]}] = true, true
		}
		found, err := feedback.Contradictions(context.Background(), s, dir)
		if err != nil {
			t.Fatal(err)
		}
		hit := map[[2]string]bool{}
		for _, f := range found {
			a, b := label[f.A.ID], label[f.B.ID]
			if planted[[2]string{a.ID, b.ID}] {
				tp++
				hit[[2]string{a.ID, b.ID}], hit[[2]string{b.ID, a.ID}] = true, true
				continue
			}
			fp++
			logIf(t, !quiet, "%s flagged: %q / %q", r.Store, a.Text, b.Text)
		}
		for _, c := range r.Contradictions {
			if !hit[[2]string{c[0], c[1]}] {
				fn++
				logIf(t, !quiet, "%s missed (%s)", r.Store, c[2])
			}
		}
	}
	return tp, fp, fn
}
