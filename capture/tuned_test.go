package capture

import (
	"context"
	"fmt"
	"sort"
	"testing"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/internal/jsonl"
	"github.com/hippo-mem/hippo/internal/race"
	"github.com/hippo-mem/hippo/internal/teststore"
	"github.com/hippo-mem/hippo/store"
)

// tunedCase is one line of testdata/gate-tuned.jsonl (see testdata/README.md).
type tunedCase struct {
	ID     string `json:"id"`
	Pair   string `json:"pair"`
	Turns  []Turn `json:"turns"`
	Target int    `json:"target"`
	Expect string `json:"expect"`
	Kind   string `json:"kind"`
	Reason string `json:"reason"`
}

// gateSets are the gate's labelled sets in transcript form, each with the
// figures the gate reaches on it: a change that drops below them has made
// the gate worse on statements it already handled. gate-tuned.jsonl is the
// tuned part; gate-fresh.jsonl was written blind by someone who had not seen
// the gate and scored before the gate was changed for it (BENCHMARKS.md).
var gateSets = []struct {
	file                  string
	minAccuracy, minPairs float64
	quiet                 bool // a check half: its figure is logged, its misses are not, so nobody tunes on them
}{
	// gate8: a secret handed over in a request's shape is kept (t1053):
	// 1601/1649, 457/488.
	// gate17: a command with "always" or with an alternative ruled out
	// ("Use pnpm, not npm, in this repo") is feedback, as every blind writer
	// labels it; fourteen rows of this set label it a convention (t013,
	// t083, t178, t207, t311, t319, t792, t1105, t1155, t1321, t1385,
	// t1426, t1506, t1648): 1601 -> 1587 / 457 -> 446.
	// gate19: someone else's rule the sentence adopts ("..., and that's now
	// our policy", t1454) and a fragment answering the assistant's question
	// ("Postgres, like everything else.", t892): 1587 -> 1589 / 446 -> 447.
	// gate28: a thing set for a date to come is a plan ("Our first SOC 2
	// audit is scheduled for May.", t1593): 1589 -> 1590 / 447 -> 448.
	{"testdata/gate-tuned.jsonl", 1590.0 / 1649, 448.0 / 488, false},
	// 0.990 / 0.980 since a tool's name in -s is no plural ("add `date-fns`
	// as a dependency" is a request, not a rule)
	// gate17: "my preference: ..." files what follows as a preference
	// (f226): 0.991 (317/320) -> 0.994 (318/320) / 0.981 (157/160) -> 0.988
	// (158/160).
	{"testdata/gate-fresh.jsonl", 318.0 / 320, 158.0 / 160, false},
	// A second blind writer's 160 pairs, split by pair: the odd pairs to study,
	// the even pairs a check whose misses are never shown. Before any change
	// for them, all 320: 0.847 / 0.750; split, 0.912 / 0.863 and 0.781 / 0.637.
	{"testdata/gate-fresh-2.jsonl", 0.993, 0.987, false},
	// gate4 lost one of its pairs (58 -> 57 of 80), reported, not tuned
	// for; after the parse kept letter case and contra7: 135/160, 58/80;
	// after gate6 (fresh-4's classes, measured at its end): 138/160, 59/80.
	// gate8, at its end: 138/160, 60/80. gate10, at its end: 141/160, 63/80.
	// gate27: "that" after a preposition points at one thing, so "before
	// you ..." beside it times one action: 141 -> 142 / 63 -> 64 (its rows
	// unseen).
	// The twenty-sixth stop's merge (contra78-81, gate40, redact45): 142.0 / 160, 64.0 / 80 -> 143.0 / 160, 65.0 / 80.
	{"testdata/gate-fresh-2-check.jsonl", 144.0 / 160, 66.0 / 80, true},
	// Our own statements in the blind writers' style (issue gate4), each part
	// labelled and committed before the gate was run on it. Before: part one
	// (g6-001..068) 0.941 (64/68) / 0.882 (30/34); part two (g6-069..104,
	// scored after part one's changes) 0.806 (29/36) / 0.611 (11/18); part
	// three (g6-105..140) 0.972 (35/36) / 0.944 (17/18); part four
	// (g6-141..168, feedback against store) 0.929 (26/28) / 0.857 (12/14);
	// part five (g6-169..188, twins of the classes fixed on fresh-3's study
	// half, written after those fixes) 1.000 (20/20) / 1.000 (10/10).
	// g6-070 and g6-160 ("I flipped the flag a minute ago, so ...") are
	// labelled reject, which the labeled set's p05b (a commit "a minute ago"
	// is an event) contradicts: they stay missed.
	// gate21: a state spelled out after a colon as the only kind of change
	// let in ("frozen: bug fixes only") is a policy: 0.979 (184/188) ->
	// 0.984 (185/188) / 0.957 (90/94) -> 0.968 (91/94).
	// gate28: a deed of minutes or hours ago told with what follows from
	// it now ("I wiped the staging db an hour ago, so your test data is
	// gone") is news of the session: 0.984 (185/188) -> 0.995 (187/188) /
	// 0.968 (91/94) -> 0.989 (93/94).
	{"testdata/gate-tuned-6.jsonl", 187.0 / 188, 93.0 / 94, false},
	// A third blind writer's 160 pairs, split the same way; before any change
	// for them, all 320: 0.869 / 0.769; split, 0.900 / 0.825 and 0.838 / 0.713.
	// Studied (gate4): openers of laughter and "no worries", a time phrase
	// before a command, a plan after a fact, a command on one pointed-at
	// thing beside a "while"/"after", "I'll assume X" confirmed: 0.900 / 0.825
	// -> 0.938 / 0.888; then a turn opening in exasperation "again", rules
	// on the assistant's answers, "real quick", "we're X-ing across the
	// codebase", "X is only used for Y now": 0.969 / 0.938.
	// gate8's own statements for the classes it studied on fresh-3 and
	// fresh-4 (a rule with an excluded alternative, "why X??" then a rule, a
	// sarcastic opener, "no, it's X, check before assuming"), labelled and
	// committed before the gate was run on them. Before: 0.580 (29/50) /
	// 0.280 (7/25). "always X, never Y", a sarcastic opener, a refusal of
	// the assistant's guess then an instruction: 0.820 (41/50) / 0.680 (17/25).
	// Part two (g7-051..110, fresh-5's classes), before: 0.500 (30/60) /
	// 0.067 (2/30); after "your" work, "..., stop X-ing", "keep that in
	// mind", "you did X, Y please", a command with a prohibition on the
	// user's things, all 110: 0.891 (98/110) / 0.800 (44/55). Part three
	// (g7-111..122, a secret handed over as a request or a fragment), before:
	// 10/12; after a secret handed over is kept: 11/12, all 122: 0.893
	// (109/122) / 0.803 (49/61). Part four (g7-123..134, "why X??" then a
	// prohibition pointing back), before: 8/12; after a verbless "why X?"
	// objects and a prohibition after an objection stands: 11/12, all 134:
	// 0.896 (120/134) / 0.806 (54/67). Part five (g7-135..146, "next time"
	// on a command against a plan for one occasion), before: 6/12; after a
	// command for "next time" is feedback: 12/12, all 146: 0.911 (133/146) /
	// 0.836 (61/73). gate9: praise opening a claim greets news ("great, the
	// ticket bot is back. did it ...?") and an objection's command after a
	// subject ("we already have dayjs, stick to it") corrects: 0.945
	// (138/146) / 0.890 (65/73). gate10: a name then "for" and a kind of
	// work is a choice ("TOML for config"): 0.952 (139/146) / 0.904 (66/73);
	// "you used X" is the assistant's deed: 0.959 (140/146) / 0.918 (67/73).
	// gate17: "use X, not Y" commands: 0.959 (140/146) -> 0.979 (143/146)
	// / 0.918 (67/73) -> 0.959 (70/73); a fact closed by "keep that in
	// mind" is stored, as the blind writers label it (p049), so our g7-075,
	// g7-079 and g7-083 (labelled feedback) are lost: 0.959 (140/146) /
	// 0.918 (67/73).
	// gate43: "you put ...", "you set ...", a verb whose past is its
	// present, is the assistant's deed as "you added ..." is (g7-094):
	// 140 -> 141 / 67 -> 68.
	{"testdata/gate-tuned-7.jsonl", 141.0 / 146, 68.0 / 73, false},
	// gate10: what a turn says after a question that asks for information
	// gives its grounds ("would Argo CD be overkill for us? we only have like
	// 4 services"): 0.975 (156/160) / 0.950 (76/80). gate11: a login pair
	// quoted as code ("`deploy` / `m7S!...`") is redacted: 0.981 (157/160) /
	// 0.963 (77/80).
	// gate12: a change dated ahead that the sentence says was approved
	// ("they confirmed we're moving off X", "PM signed off on it") is
	// settled: 0.988 (158/160) / 0.975 (78/80).
	// gate17: "always X, not Y" commands: 0.988 (158/160) -> 0.994 (159/160)
	// / 0.975 (78/80) -> 0.988 (79/80).
	// gate34: a statement that trails off before a doubt is a guess (k009);
	// 159 -> 160 / 79 -> 80.
	{"testdata/gate-fresh-3.jsonl", 160.0 / 160, 80.0 / 80, false},
	// gate4, at the end: 0.850 (136/160) / 0.738 (59/80).
	// gate8, at its end: 0.863 (138/160) / 0.750 (60/80).
	// gate10, at its end: 0.869 (139/160) / 0.762 (61/80).
	// gate13, at its end: 0.875 (140/160) / 0.775 (62/80).
	// gate17, at its end: 0.875 (140/160) -> 0.881 (141/160) / 0.775
	// (62/80) -> 0.787 (63/80).
	// At the eleventh stop's merge (gate19, gate20): 141 -> 142 / 63 -> 64.
	// gate22, at its end: 0.887 (142/160) -> 0.894 (143/160) / 0.800
	// (64/80) -> 0.812 (65/80).
	// The twenty-sixth stop's merge (contra78-81, gate40, redact45): 143.0 / 160, 65.0 / 80 -> 144.0 / 160, 66.0 / 80.
	{"testdata/gate-fresh-3-check.jsonl", 144.0 / 160, 66.0 / 80, true},
	// A fourth blind writer's 160 pairs (messier sessions); before any change
	// for them, all 320: 0.850 / 0.719; split by pair, 0.875 / 0.750 and
	// 0.825 / 0.688. gate6, on the study half: a rule said to the assistant
	// ("I keep telling you", a polite standing "please", "from now on
	// when you ...", "yes, always do that" after an offer): 0.919 / 0.838;
	// "... Correct?" asks to confirm, "... thoughts?" floats: 0.931 / 0.863;
	// a line inside a fence was pasted, not said: 0.938 / 0.875; "no!!" objects,
	// it does not agree: 0.944 / 0.888. gate7: a comma-less "yeah" before an
	// imperative is an opener, "ids look like ENG-1234" no hedge: 0.956 / 0.912.
	// gate8: "always X, never Y", a sarcastic opener ("oh great, ANOTHER
	// `any` type."), "no, it's X — check before assuming": 0.975 / 0.950;
	// "why RxJava?? ... don't bring it back": 0.981 / 0.963. gate9: "to
	// confirm what X said: yes, ..." vouches for the claim: 0.988 / 0.975.
	// gate12: a dated act whose verb reads as past or present ("we cut the
	// branch on wednesday") is done when a clause after it says how things
	// stand now: 0.994 (159/160) / 0.988 (79/80).
	{"testdata/gate-fresh-4.jsonl", 159.0 / 160, 79.0 / 80, false},
	// gate6, at its end: 132/160, 54/80: one pair lost (55 before),
	// reported, not tuned for.
	// gate8, at its end: 0.844 (135/160) / 0.700 (56/80).
	// gate10, at its end: 0.856 (137/160) / 0.725 (58/80).
	// gate17, at its end: 0.856 (137/160) -> 0.863 (138/160) / 0.725
	// (58/80) -> 0.738 (59/80).
	// At the thirteenth stop's merge (gate23): 138 -> 139.
	// gate38, at its end (its rows unseen): 139 -> 140 / 59 -> 60.
	// The thirtieth stop's merge (rows unseen): 140 / 60 -> 141 / 61.
	{"testdata/gate-fresh-4-check.jsonl", 141.0 / 160, 61.0 / 80, true},
	// A fifth blind writer's 160 pairs (plain, common statements with subtle
	// flips); before any change for them, all 320: 0.872 / 0.762; split by
	// pair, 0.894 / 0.800 and 0.850 / 0.725. gate8's branch when it came
	// in: 0.900 (144/160) / 0.812 (65/80); its classes above: 0.931 / 0.875;
	// a secret handed over in a request's shape is kept: 0.938 / 0.887.
	// gate10: "until" an event not the speaker's own work, or a date no
	// time word names, lasts ("read-only until the gdpr audit is done");
	// "tailwind for styling" names a choice: 0.950 (152/160) / 0.900 (72/80);
	// the grounds of a question ("do we not use ORMs here? I only see raw
	// sqlx calls"): 0.956 (153/160) / 0.912 (73/80); a verb the lists lack
	// before "it" ("convert it to compose") commands: 0.963 (154/160) /
	// 0.925 (74/80); a state for a minute is the moment's, one for the
	// quarter is not: 0.975 (156/160) / 0.950 (76/80).
	// gate13: a request narrowed to one thing ("... for this one", "redo
	// just this screen") holds once: 0.981 (157/160) / 0.963 (77/80).
	// gate17: "always" in a command: 0.981 (157/160) -> 0.988 (158/160) /
	// 0.963 (77/80) -> 0.975 (78/80).
	// gate28: agreeing to "Is that intentional?" and asking it kept so
	// ("correct, and keep it that way") makes the practice noticed a
	// convention: 0.988 (158/160) -> 0.994 (159/160) / 0.975 (78/80) ->
	// 0.988 (79/80).
	{"testdata/gate-fresh-5.jsonl", 159.0 / 160, 79.0 / 80, false},
	// gate8, at its end: 0.869 (139/160) / 0.750 (60/80).
	// gate10, at its end: 0.875 (140/160) / 0.762 (61/80).
	// gate17, at its end: 0.875 (140/160) -> 0.887 (142/160) / 0.762
	// (61/80) -> 0.787 (63/80).
	// gate19, at its end: 0.887 (142/160) -> 0.894 (143/160) / 0.787
	// (63/80) -> 0.800 (64/80).
	// gate43's end run: 144 -> 145 / 64 -> 65 (rows unseen).
	{"testdata/gate-fresh-5-check.jsonl", 145.0 / 160, 65.0 / 80, true},
	// A sixth blind writer's 120 pairs, asked to write as the maintainers
	// would from the task's description alone, an ordinary mix with every
	// flip it implies (4 pairs flip only the kind: event or decision);
	// before any change for them: 0.908 (218/240) / 0.833 (100/120).
	// Split by pair (odd to study): 0.900 (108/120) / 0.833 (50/60) and
	// the check half 0.917 (110/120) / 0.833 (50/60). gate10, which never
	// saw either half: 0.933 (112/120) / 0.883 (53/60) and the check half
	// unchanged. gate11: a login pair quoted as code ("`app_rw` / `Wq9...`")
	// is redacted: 0.942 (113/120) / 0.900 (54/60); "correct" after a
	// statement asked with a question mark ("So firmware gets flashed over
	// SWD ...?") vouches for it: 0.950 (114/120) / 0.917 (55/60); a figure
	// "now" beside a choice the team made ("minSdk is 26 now, we dropped
	// Android 7") stands: 0.958 (115/120) / 0.933 (56/60).
	// gate12: "may" said of a kind of thing ("comments may be german")
	// gives leave, no hedge: 0.967 (116/120) / 0.933 (56/60).
	// A choice scoped to one thing pointed at ("let's use uv for this venv,
	// it's faster") is a one-off: 0.975 (117/120) / 0.950 (57/60).
	// A verb with a word before it that says how ("force push it, it's my
	// branch") commands: 0.983 (118/120) / 0.967 (58/60).
	{"testdata/gate-fresh-6.jsonl", 118.0 / 120, 58.0 / 60, false},
	// gate17, at its end: 0.917 (110/120) -> 0.925 (111/120) / 0.833
	// (50/60) -> 0.850 (51/60).
	// At the sixteenth stop's merge (gate26 with the rounds beside it; its
	// rows unseen): 111 -> 112 of 120, 51 -> 52 of 60.
	{"testdata/gate-fresh-6-check.jsonl", 113.0 / 120, 53.0 / 60, true},
	// A seventh blind writer's 120 pairs, asked to write as the maintainers
	// would from the task's description alone (96 store incl. 22 events,
	// 72 reject, 48 feedback, 24 redact); before any change for them:
	// 0.912 (219/240) / 0.825 (99/120). Split by pair (odd to study):
	// 0.917 (110/120) / 0.833 (50/60) and the check half 0.908 (109/120)
	// / 0.817 (49/60).
	// gate12's branch when it came in: the same. An approved change dated
	// ahead is settled: 0.925 (111/120) / 0.850 (51/60).
	// A slip put right "now" ("you forgot pod install, run it now") and a
	// correction "this once" are one-offs: 0.942 (113/120) / 0.883 (53/60).
	// A command on a numbered line ("swap the `any` on line 42 for
	// `unknown`") acts on one place, and a quantity word quoted as code
	// quantifies nothing: 0.950 (114/120) / 0.900 (54/60).
	// "don't quote me" takes a claim back, it forbids nothing: 0.958
	// (115/120) / 0.917 (55/60). A version constraint never a password
	// ("we pin numpy<2", redact12): 0.967 (116/120) / 0.933 (56/60).
	// gate17: "use X, not Y"; a fact closed by "please keep in mind" is
	// stored (p049): 0.967 (116/120) -> 0.983 (118/120) / 0.933 (56/60) ->
	// 0.967 (58/60).
	{"testdata/gate-fresh-7.jsonl", 118.0 / 120, 58.0 / 60, false},
	// gate18, at its end: 0.908 (109/120) -> 0.925 (111/120) / 0.817
	// (49/60) -> 0.850 (51/60); the other check halves unchanged.
	// At the twelfth stop's merge (gate21, gate22): 111 -> 112 / 51 -> 52.
	// The twenty-fifth stop's merge: 112 -> 113 / 52 -> 53 (its rows unseen).
	// The twenty-ninth stop's merge (redact51's prose no longer read as a
	// secret; rows unseen): 113 / 53 -> 114 / 54.
	// The thirtieth stop's merge (rows unseen): 114 / 54 -> 115 / 55.
	{"testdata/gate-fresh-7-check.jsonl", 115.0 / 120, 55.0 / 60, true},
	// An eighth blind writer's 120 pairs (96 store incl. 22 events, 72
	// reject, 48 feedback, 24 redact; tense, modality, scope, who decides,
	// confirmed claims, rules against reports, events against chatter);
	// before any change for them: 0.892 (214/240) / 0.792 (95/120).
	// Split by pair (odd to study): 0.908 (109/120) / 0.817 (49/60) and
	// the check half 0.875 (105/120) / 0.767 (46/60).
	// gate13: a request narrowed to one thing ("redo just this screen in
	// SwiftUI") holds once: 0.917 (110/120) / 0.833 (50/60). An
	// exasperated question whether the system broke again ("ugh, is the
	// cert expired again??") vents, it objects to nothing the assistant
	// did: 0.925 (111/120) / 0.850 (51/60). A sentence that only says how
	// often ("... just give me the diff. every time") finishes the rule
	// before it: 0.933 (112/120) / 0.867 (52/60). What is wrong with one
	// thing, then "fix it" ("the migration has a typo in the column name,
	// fix it"), asks for one fix: 0.942 (113/120) / 0.883 (53/60). "don't
	// write there again" forbids for good: 0.950 (114/120) / 0.900 (54/60).
	// In a confirmed claim, "from the git log it looks like" is the
	// assistant's hedge, not a reaction: 0.958 (115/120) / 0.917 (55/60).
	// gate14: taking one definite thing away "before you commit" ("take the
	// print() out of handler.py before you commit") is done once:
	// 0.958 (115/120) -> 0.967 (116/120) / 0.917 (55/60) -> 0.933 (56/60).
	// gate15: an undated act reported with a verdict on how it came out
	// ("regenerated the client, diff looks fine") is a step of the task at
	// hand: 0.967 (116/120) -> 0.975 (117/120) / 0.933 (56/60) -> 0.950 (57/60).
	// gate17: "login to X is as user ci" states how to log in (q013):
	// 0.975 (117/120) -> 0.983 (118/120) / 0.950 (57/60) -> 0.967 (58/60).
	// gate18: a finished act, then in the present what it brings later
	// ("the old one stops working next Monday"), is done, no plan: 0.975
	// (117/120) -> 0.983 (118/120) / 0.950 (57/60) -> 0.967 (58/60).
	// At merge, gate17 and gate18 together: 0.992 (119/120) / 0.983 (59/60).
	{"testdata/gate-fresh-8.jsonl", 119.0 / 120, 59.0 / 60, false},
	// gate13, at its end: unchanged. gate14, at its end: unchanged, as are
	// the other check halves (fresh-2 141, fresh-3 140, fresh-4 137,
	// fresh-5 140 of 160; fresh-6 110, fresh-7 109 of 120). gate15, at its
	// end: all of them unchanged.
	// At the eleventh stop's merge (gate19, gate20): 105 -> 108 / 46 -> 48.
	// gate30 (what is said for one occasion, "for tomorrow's demo", "for
	// this report", holds once): 108 -> 109 / 48 -> 49 (its rows unseen).
	// gate31 (a verb after "and" sharing the subject before it, no question
	// mark, states: "... was approved and is the production model now"):
	// 109 -> 110 / 49 -> 50 (its rows unseen).
	// gate35 (end run, its rows unseen): one more store -> reject, 110 ->
	// 109 / 50 -> 49; the check half may not choose between gate35's
	// rules, so the floor records it and the lead decides.
	{"testdata/gate-fresh-8-check.jsonl", 109.0 / 120, 49.0 / 60, true},
	// A ninth blind writer's 100 pairs (80 store incl. 18 events, 60
	// reject, 40 feedback, 20 redact; the same contrasts, six languages);
	// before any change for them: 0.880 (176/200) / 0.790 (79/100).
	// Split by pair (odd to study): 0.850 (85/100) / 0.740 (37/50) and
	// the check half 0.910 (91/100) / 0.840 (42/50).
	// gate16: a one-off fix of this artefact ("just that spot", an undo
	// and the part it keeps, "it should've been 0042") is a request, and
	// the standing / one-off time words of French, German, Spanish,
	// Portuguese and Italian are read: 0.860 (86/100) -> 0.920 (92/100) /
	// 0.760 (38/50) -> 0.840 (42/50). "..., remember that" asks to keep
	// the fact, whatever "now" dates it: 0.930 (93/100) / 0.860 (43/50).
	// gate17: a prohibition before its grounds (q038): 0.930 (93/100) ->
	// 0.940 (94/100) / 0.860 (43/50) -> 0.880 (44/50).
	// gate18: a "?" of a code operator ("use ?.let", "propagate errors
	// with ?.") asks nothing: 0.930 (93/100) -> 0.940 (94/100) / 0.860
	// (43/50) -> 0.880 (44/50).
	// A finished act, then what it brings later, is done: 0.950 (95/100) /
	// 0.900 (45/50).
	// A thing pointed at and called a throwaway ("for this throwaway csv
	// report") holds the request once: 0.960 (96/100) / 0.920 (46/50).
	// A telegraphic "still X-ing" is a progress note: 0.970 (97/100) /
	// 0.940 (47/50).
	// "ok now regenerate X" opens with a yes-word, then asks for the next
	// step: 0.980 (98/100) / 0.960 (48/50).
	// At merge, gate17 and gate18 together: 0.990 (99/100) / 0.980 (49/50).
	{"testdata/gate-fresh-9.jsonl", 99.0 / 100, 49.0 / 50, false},
	// gate16, at its end: 0.910 (91/100) -> 0.920 (92/100) / 0.840 (42/50)
	// -> 0.860 (43/50); the other check halves unchanged.
	// gate19, at its end: 0.920 (92/100) -> 0.930 (93/100) / 0.860
	// (43/50) -> 0.880 (44/50); the other check halves unchanged.
	// At the eleventh stop's merge (gate19, gate20): 92 -> 96 / 43 -> 46.
	{"testdata/gate-fresh-9-check.jsonl", 96.0 / 100, 46.0 / 50, true},
	// A tenth blind writer's 100 pairs (80 store incl. 18 events, 60
	// reject, 40 feedback, 20 redact; the same contrasts, with 20
	// feedback/store pairs: a correction against the same rule said as the
	// team's); before any change for them: 0.900 (180/200) / 0.820 (82/100).
	// Split by pair (odd to study): 0.900 (90/100) / 0.820 (41/50) and
	// the check half 0.900 (90/100) / 0.820 (41/50).
	// gate18: a "?" of a code operator asks nothing: 0.900 (90/100) ->
	// 0.910 (91/100) / 0.820 (41/50) -> 0.840 (42/50).
	// A finished act, then what it brings later, is done: 0.920 (92/100) /
	// 0.860 (43/50). A relative "that looks like" is no hedge, and a past
	// incident with its cause then "it's fixed now" is a story with its
	// end: 0.940 (94/100) / 0.880 (44/50).
	// "in this one test" holds the request once: 0.950 (95/100) / 0.900
	// (45/50).
	// A telegraphic "still X-ing" is a progress note, and "X feels high"
	// an impression: 0.970 (97/100) / 0.940 (47/50).
	// An act on the speaker's own change under way ("Maria reviewed my PR
	// earlier") tells where their work stands: 0.980 (98/100) / 0.960
	// (48/50).
	// gate20: a Portuguese "stop using var" read through the gloss of
	// other languages: 0.980 (98/100) -> 0.990 (99/100) / 0.960 (48/50) ->
	// 0.980 (49/50).
	{"testdata/gate-fresh-10.jsonl", 99.0 / 100, 49.0 / 50, false},
	// At the eleventh stop's merge (gate19, gate20): 90 -> 94 / 41 -> 44.
	// gate25: check half 0.940 / 0.880 -> 0.950 / 0.900.
	// gate26: 0.950 / 0.900 -> 0.960 / 0.920 (its rows unseen).
	// gate37 (end run, its rows unseen): 96 -> 97 / 46 -> 47.
	{"testdata/gate-fresh-10-check.jsonl", 97.0 / 100, 47.0 / 50, true},
	// An eleventh blind writer's 100 pairs (80 store incl. 18 events, 60
	// reject, 40 feedback, 20 redact; data, games, firmware, mobile release,
	// science, docs, support, security reviews, monorepos; 38 multi-turn).
	// Before any change for them: 0.865 (173/200) / 0.780 (78/100).
	// Split by pair (odd to study): 0.860 (86/100) / 0.800 (40/50) and
	// the check half 0.870 (87/100) / 0.760 (38/50).
	// gate20: statements in French, German, Spanish and Japanese read
	// through a gloss of each language's structural words (requests,
	// always/never/don't, remember, "this", the speaker at work now):
	// 0.860 (86/100) -> 0.920 (92/100) / 0.800 (40/50) -> 0.880 (44/50).
	// An undated edit told alone is a session step, "rn" is right now, a
	// removal of one thing pointed at ("that debug print") is done once, and
	// "don't ... again" after the rule it breaks corrects: 0.960 (96/100) /
	// 0.920 (46/50).
	// At merge, gate19 and gate20 together: 97 / 47.
	// gate21: a preference whose "it" stands for a thing of a kind the
	// clause named ("if a change gets bigger I split it"): 97 -> 98 / 47 -> 48.
	// gate28: "also" right after a modal stays inside its verb ("every
	// model must also have a test" no question): 98 -> 99 / 48 -> 49.
	{"testdata/gate-fresh-11.jsonl", 99.0 / 100, 49.0 / 50, false},
	// At the eleventh stop's merge (gate19, gate20): 87 -> 90 / 38 -> 41.
	// gate24's end run: 90 -> 91 / 41 -> 42.
	// gate43's end run: 91 -> 92 / 42 -> 43 (rows unseen).
	{"testdata/gate-fresh-11-check.jsonl", 93.0 / 100, 44.0 / 50, true},
	// A twelfth blind writer's 100 pairs (80 store incl. 18 events, 60
	// reject, 40 feedback, 20 redact; SRE runbooks, design systems,
	// compilers, open-source releases, health and banking compliance,
	// hardware labs, hobby projects), kept whole as a check set: it scores
	// the twelfth stop's gate rounds on statements none of them read.
	// Before any change for them: 0.845 (169/200) / 0.750 (75/100).
	// gate27: a claim kept before a dash and a request or question that
	// builds on it: 169 -> 170 / 75 -> 76 (its rows unseen).
	// gate37 (end run, its rows unseen): 170 -> 172 / 76 -> 77.
	// The thirtieth stop's merge (rows unseen): 172 / 77 -> 173 / 78.
	// The thirty-second stop's merge (contra109-111, contra113-114, gate49; rows unseen): 173, 78 -> 174, 79.
	{"testdata/gate-fresh-12-check.jsonl", 174.0 / 200, 79.0 / 100, true},
	// A thirteenth blind writer's 100 pairs (78 store incl. 17 events, 62
	// reject, 40 feedback, 20 redact; mobile apps, ML research and MLOps,
	// e-commerce, HPC, desktop apps, agency work, monorepo tooling, security
	// teams; proposals accepted or changed, tool output reported, rules with
	// their reason), split by pair: a studied half and a check half.
	// Before any change for it: studied half 0.910 (91/100) / 0.840 (42/50),
	// check half 0.900 (90/100) / 0.800 (40/50).
	// gate23: Polish read through the gloss, as the other languages
	// (q053, q110, q137): 91 -> 94 / 42 -> 44; a tool's output or a mishap
	// reported as it happens (q007, q071, q147): 94 -> 97 / 44 -> 47; a
	// rule labelled the team's (q099): 97 -> 98 / 47 -> 48.
	// gate24: a subject fronted after "in this repo", its "always" after
	// the verb (q124), and a verbless schedule (q199): 98 -> 100 / 48 -> 50.
	{"testdata/gate-fresh-13.jsonl", 100.0 / 100, 50.0 / 50, false},
	// At the thirteenth stop's merge (gate23): 90 -> 91 / 40 -> 41.
	// gate24's end run: 91 -> 92 / 41 -> 42.
	// gate27: another language's "want to", "hopefully" and "we" forms
	// read: 92 -> 93 / 42 -> 43 (its rows unseen).
	// The twenty-fifth stop's merge: 93 -> 94 / 43 -> 44 (its rows unseen).
	{"testdata/gate-fresh-13-check.jsonl", 94.0 / 100, 44.0 / 50, true},
	// A fourteenth blind writer's 100 pairs (80 store incl. 18 events, 60
	// reject, 40 feedback, 20 redact; bank and insurer backends, logistics
	// and ERP, video and audio, browser extensions, CLI tooling, robotics,
	// education, data engineering; German, French, Italian and Dutch; ways
	// of working stated as a standing rule and as a request for now,
	// decisions told as a story, questions that carry a fact, true only on
	// this branch), split by pair: a studied half and a check half.
	// Before any change for it: studied half 0.930 (93/100) / 0.860
	// (43/50), check half 0.900 (90/100) / 0.800 (40/50).
	// gate24: the gloss tables' passive, past copula, cause and perfect,
	// the speaker still at work, and Dutch time words (q130, q143, q155,
	// q159): 93 -> 97 / 43 -> 47; a scope that ends with the work at hand
	// ("while you're there", "on this branch", "almost done"; q045, q168,
	// q189): 97 -> 100 / 47 -> 50.
	{"testdata/gate-fresh-14.jsonl", 100.0 / 100, 50.0 / 50, false},
	// gate25: check half 0.900 / 0.800 -> 0.910 / 0.820.
	// gate26: 0.910 / 0.820 -> 0.920 / 0.840 (its rows unseen).
	// gate43's end run: 92 -> 91 / 42 -> 41, one row lost to the stop's
	// rules, unseen and not tuned to; the floor is set to what it is now.
	{"testdata/gate-fresh-14-check.jsonl", 91.0 / 100, 41.0 / 50, true},
	// A fifteenth blind writer's 100 pairs (80 store incl. 17 events, 60
	// reject, 40 feedback, 20 redact; clinical systems, telecom and
	// networking, bioinformatics, legal tooling, game servers, IoT fleets,
	// accessibility, localisation, search, an agency's client sites;
	// Spanish, Portuguese, German, Italian and Dutch; the assistant's output
	// style as a rule and as a one-off, reason-first decisions, facts buried
	// in long messages, a teammate's decision, hedged against flat), split by
	// pair: a studied half and a check half.
	// Before any change for it: studied half 0.870 (87/100) / 0.780
	// (39/50), check half 0.910 (91/100) / 0.820 (41/50).
	// gate25: 0.870 / 0.780 -> 0.920 / 0.860 (the gloss tables' reach:
	// per-language English marks, "by hand", "here", "again", where a
	// thing is kept, infinitives after a negator, a fronted "again").
	// gate25: 0.920 / 0.860 -> 0.950 / 0.900 ("quit Xing" ceases, "twice
	// now" is a tally, "X here follow" a subject).
	// gate25: 0.950 / 0.900 -> 0.980 / 0.960 ("this one" and an undo of
	// the edit just made ask once; progress "continuing tomorrow").
	// gate25: 0.980 / 0.960 -> 0.990 / 0.980 ("I'd X, but it's their
	// call": an opinion on a choice still open).
	// gate26: 0.990 / 0.980 -> 1.000 / 1.000 ("now" right after an
	// opening command in another language times that one action,
	// "rigenera adesso ...", q110).
	{"testdata/gate-fresh-15.jsonl", 100.0 / 100, 50.0 / 50, false},
	// gate37 (end run, its rows unseen): 91 -> 92 / 41 -> 42.
	{"testdata/gate-fresh-15-check.jsonl", 92.0 / 100, 42.0 / 50, true},
	// A sixteenth blind writer's 100 pairs (80 store incl. 18 events, 60
	// reject, 40 feedback, 20 redact; airline crews, smart meters,
	// automotive embedded, public-sector forms, real estate, sports
	// analytics, newsrooms, payroll, travel, farm sensors, music streaming,
	// maps, an exchange's back office, a lab's HPC cluster, monorepo build
	// tooling; French, German, Spanish, Polish, Swedish and Japanese; facts
	// in passing, a teammate's decision, corrections that refer back,
	// conditional rules, conventions addressed to nobody, one-off requests
	// shaped like rules), split by pair: a studied half and a check half.
	// Before any change for it: studied half 0.900 (90/100) / 0.820
	// (41/50), check half 0.850 (85/100) / 0.740 (37/50).
	// gate26: 0.900 / 0.820 -> 0.980 / 0.960 (Swedish and romaji
	// Japanese read; "forget" in the gloss tables; a question's given kept;
	// a rule citing its document is no report; a fault reported to ask its
	// fix with no assistant turn; a complaint after a fronted "every time
	// you ...").
	// gate26: 0.980 / 0.960 -> 1.000 / 1.000 (a command adding one more
	// place named as one thing, "... in the X file too", extends the
	// one-off; a laugh before what one thing in view did once is banter).
	{"testdata/gate-fresh-16.jsonl", 100.0 / 100, 50.0 / 50, false},
	// gate27: a question in kana read through its gloss gives grounds to
	// what follows it: 85 -> 86 / 37 -> 38 (its rows unseen).
	// gate28: a start word before "today", a date to come, a change
	// floated, "for this PR": 86 -> 87 / 38 -> 39 (its rows unseen).
	{"testdata/gate-fresh-16-check.jsonl", 87.0 / 100, 39.0 / 50, true},
	// A seventeenth blind writer's 100 pairs (80 store incl. 18 events, 60
	// reject, 40 feedback, 20 redact; warehouse logistics, telecom
	// billing, insurance claims, veterinary software, e-learning, a game
	// backend, a lab's LIMS, legal documents, point of sale, railways,
	// hotels, a donor CRM, video encoding, 3D printing, civic tech;
	// Italian, Portuguese, Dutch, German, Spanish, French and Japanese),
	// split by pair: a studied half and a check half.
	// Before any change for it: studied half 0.890 (89/100) / 0.780
	// (39/50), check half 0.900 (90/100) / 0.820 (41/50).
	// gate27: a report verb's form after a determiner names a thing ("the
	// claims service", q118): 89 -> 90 / 39 -> 40; another language's
	// "want to" and "hopefully" make a plan (q015): 90 -> 91 / 40 -> 41;
	// a claim before a dash, then a request or a question that builds on
	// it without pointing back (q082, q097): 91 -> 93 / 41 -> 43; "that"
	// after a preposition points at one thing ("for that change before
	// you apply it", q167): 93 -> 94 / 43 -> 44; a state spelled out
	// after a dash by a rule for good ("v1 is frozen — no new fields on
	// v1, ever", q064): 94 -> 95 / 44 -> 45; Japanese "…ておいて" asks
	// a thing done (q111): 95 -> 96 / 45 -> 46; a question in kana read
	// through its gloss gives grounds to what follows (q194): 96 -> 97 /
	// 46 -> 47.
	// gate28 (a waiting verb with "now" is progress, a change that starts
	// later is decided, the gloss tables' "must", "could" and "our"): 97
	// -> 99 / 47 -> 49.
	// redact52 (a quantifier before a qualifier's article: "access code on
	// all the printers is X" is redacted, q086): 99 -> 100 / 49 -> 50.
	{"testdata/gate-fresh-17.jsonl", 100.0 / 100, 50.0 / 50, false},
	// gate30 (what is said for one occasion, "for tomorrow's demo", "for
	// this report", holds once): 91 -> 92 / 41 -> 42 (its rows unseen).
	{"testdata/gate-fresh-17-check.jsonl", 92.0 / 100, 42.0 / 50, true},
	// An eighteenth blind writer's 100 pairs (80 store incl. 18 events, 60
	// reject, 40 feedback, 20 redact; aircraft maintenance, pharmacy,
	// podcasts, ride-hailing, customs, dental practices, newsletters,
	// museums, construction, restaurants, parking, clinical trials, a SOC,
	// localisation, weather; changed practices with the time word in
	// several places, progress that looks like a fact, dated plans against
	// decided changes; Italian, Portuguese, Czech, Dutch, German, Spanish,
	// French and Japanese), split by pair: a studied half and a check half.
	// Before any change for it: studied half 0.900 (90/100) / 0.800
	// (40/50), check half 0.860 (86/100) / 0.740 (37/50).
	// gate28: a way things go "from today" is decided (q139); a thing set
	// for a date to come is a plan (q125); a change someone floated is a
	// proposal (q171); "for this PR" holds once (q019): 90 -> 94 / 40 -> 44.
	// gate30: what is said for one occasion holds once ("round ... half-up
	// for this report"): 94 -> 95 / 44 -> 45.
	// gate32: a plural subject after a noun the parse took for a command's
	// verb states ("Test fixtures in the trial repo use ..., never ...",
	// q050): 95 -> 96 / 45 -> 46.
	// redact51: a note that is no secret is no longer destroyed as one ("pass was
	// lost", "password's in 1Password under 'X'", "password: host ..."): 96 -> 97 / 46 -> 47.
	{"testdata/gate-fresh-18.jsonl", 97.0 / 100, 47.0 / 50, false},
	// gate28's rules: 86 -> 87 / 37 -> 38 (its rows unseen).
	// gate32's noun-before-subject, scoped rule label and standing change
	// with "will": 87 -> 88 / 38 -> 39 (its rows unseen).
	// gate37 (end run, its rows unseen): one more feedback -> store, 88 ->
	// 87 / 39 -> 38; the check half may not choose between gate37's
	// rules, so the floor records it and the lead decides.
	{"testdata/gate-fresh-18-check.jsonl", 87.0 / 100, 38.0 / 50, true},
	// A nineteenth blind writer's 100 pairs (80 store incl. 17 events, 60
	// reject, 40 feedback, 20 redact; a library's loans, consumer lending,
	// ticketing, a children's reading app, a port terminal, a water
	// utility, a compiler project, bioinformatics, a fitness wearable,
	// recruiting, car rental, transit feeds, a wine ERP, a ground station,
	// radiology; fronted time phrases, fronted objects and passives,
	// requests said as statements, notes to keep in mind; Polish, Swedish,
	// Norwegian, Danish, Finnish, Turkish, Romanian, Hungarian, German,
	// French and Spanish), split by pair: a studied half and a check half.
	// Before any change for it: studied half 0.860 (86/100) / 0.760
	// (38/50), check half 0.820 (82/100) / 0.660 (33/50).
	// gate30: a label that files what follows its colon for later ("keep
	// in mind for later: ...") is read without it: 0.860 (86/100) ->
	// 0.880 (88/100) / 0.760 (38/50) -> 0.780 (39/50).
	// gate30: a lead clause that only says the speaker said it before ("as
	// I said last week, never ...") is read without it: 0.880 (88/100) ->
	// 0.890 (89/100) / 0.780 (39/50) -> 0.800 (40/50).
	// gate30: what is said for one occasion holds once ("For tomorrow's
	// demo, ..."): 0.890 (89/100) -> 0.900 (90/100) / 0.800 (40/50) ->
	// 0.820 (41/50).
	// gate31: a verb after "and" that shares the subject before it ("...
	// was approved by the risk committee and is the production model now")
	// states, and "now" after a decision stands: 0.900 (90/100) -> 0.910
	// (91/100) / 0.820 (41/50) unchanged.
	// gate31: a change said with "will" and placed at a date to come ("in
	// Q3") is a plan; a decision already taken ("Priya decided we drop ...
	// with the next release") is kept whenever it takes effect: 0.910
	// (91/100) -> 0.930 (93/100) / 0.820 (41/50) -> 0.860 (43/50).
	// gate31: statement glosses Danish and Norwegian, and "from today" in
	// them and in Swedish reads "from now on" with the subject before its
	// verb ("fra i dag kjører vi ..."): 0.930 (93/100) -> 0.940 (94/100) /
	// 0.860 (43/50) -> 0.880 (44/50).
	// gate31: a prohibition said "yet" ("no C++20 features allowed in the
	// tree yet") is a rule in force, and a label that only names what
	// follows as context ("context for the bug: ...") is read without it:
	// 0.940 (94/100) -> 0.960 (96/100) / 0.880 (44/50) -> 0.920 (46/50).
	// gate31: statement glosses Hungarian ("talán" hedges as "maybe"):
	// 0.960 (96/100) -> 0.970 (97/100) / 0.920 (46/50) -> 0.940 (47/50).
	// redact51: a note that is no secret is no longer destroyed as one ("pass was
	// lost", "password's in 1Password under 'X'", "password: host ..."): 97 -> 98 / 47 -> 48.
	{"testdata/gate-fresh-19.jsonl", 98.0 / 100, 48.0 / 50, false},
	// gate31 (Danish and Norwegian glossed, "from today" in them and in
	// Swedish read "from now on"): 82 -> 83 / 33 -> 34 (its rows unseen).
	// gate31 (Hungarian glossed): 83 -> 84 / 34 unchanged (its rows
	// unseen).
	// The twenty-sixth stop's merge (contra78-81, gate40, redact45): 84.0 / 100, 34.0 / 50 -> 87.0 / 100, 37.0 / 50.
	{"testdata/gate-fresh-19-check.jsonl", 87.0 / 100, 37.0 / 50, true},
	// A twentieth blind writer's 100 pairs (80 store incl. 18 events, 60
	// reject, 40 feedback, 20 redact; a dental clinic, a seed bank, a game
	// studio's build farm, a newspaper's CMS, a hotel PMS, last-mile
	// routing, insurance claims, a museum's collections, a school
	// district's SIS, a grid's outage management, ride-hailing dispatch, an
	// exchange's matching engine, crew scheduling, e-prescribing, a weather
	// model; requests said as statements, a manager's decision reported,
	// conditional rules, rules about test data, "X is now Y", status
	// reports shaped like facts, dated plans against decided changes;
	// Italian, Dutch, Portuguese, Czech, Indonesian, German, French and
	// Swedish), split by pair: a studied half and a check half.
	// Before any change for it: studied half 0.850 (85/100) / 0.740
	// (37/50), check half 0.940 (94/100) / 0.880 (44/50).
	// gate32: a label that opens on a rule word and places it ("Rule for
	// the scheduler repo: ...", q008) files the team's rule, and a change
	// said with "will" and "from now on" is a convention (q107): 85 -> 87
	// / 37 -> 39.
	// gate32: an opening that only asks to keep in mind what its "that"
	// introduces is read without it (q062, q172): 87 -> 89 / 39 -> 40.
	// gate32: after the assistant described how a thing works, "that's by
	// design" with the design spelled out is kept (q162): 89 -> 90 / 40 ->
	// 41.
	// gate32: a state placed on a day that comes round again ("slow on
	// Monday mornings") is a pattern, no plan (q189): 90 -> 91 / 41 -> 42.
	// gate32: what "should" happen or is "needed" done by a date to come
	// is a plan or an errand (q127, q154): 91 -> 93 / 42 -> 44.
	// gate32: statement glosses Indonesian (q015, q123): 93 -> 95 / 44 ->
	// 45.
	// gate33: a Swedish "-s" passive second after a fronted place ("I X
	// körs ...") reads "is" and its stem, a state (q021): 95 -> 96 / 45 ->
	// 46.
	// gate43: a change a question takes as given ("Now that the SIS has
	// moved to PowerSchool, do ...?") keeps nothing (q150); Czech puts the
	// past's auxiliary after the participle ("Rozhodli jsme se, že ...",
	// q034): 96 -> 98 / 46 -> 48.
	// redact51: a note that is no secret is no longer destroyed as one ("pass was
	// lost", "password's in 1Password under 'X'", "password: host ..."): 98 -> 99 / 48 -> 49.
	{"testdata/gate-fresh-20.jsonl", 99.0 / 100, 49.0 / 50, false},
	// gate32 (Indonesian glossed): 94 -> 95 / 44 -> 45 (its rows unseen).
	{"testdata/gate-fresh-20-check.jsonl", 95.0 / 100, 45.0 / 50, true},
	// A twenty-first blind writer's 100 pairs (80 store incl. 18 events, 60
	// reject, 40 feedback, 20 redact; a veterinary hospital, a ski resort's
	// lifts and passes, a podcast host, a brewery's ERP, satellite imagery,
	// a parking app, a ghost kitchen's display system, a genomics LIMS, a
	// donor CRM, vessel tracking, a solar farm's SCADA, e-discovery, course
	// registration, smart-home firmware, an airline loyalty program;
	// passive conventions, rules opened by a condition, decisions reported
	// second-hand, habits against guesses, statements shaped as questions,
	// "from now on" for one file, events in the present perfect, decided
	// future facts, one-change corrections against standing rules; Spanish,
	// Polish, Danish, Norwegian, Turkish, Finnish, Romanian, Catalan,
	// Slovak, Croatian and Hungarian), split by pair: a studied half and a
	// check half. Before any change for it: studied half 0.860 (86/100) /
	// 0.740 (37/50), check half 0.810 (81/100) / 0.660 (33/50).
	// gate34: a command put "there" fixes one spot (r133); a statement
	// its turn doubts is a guess (r093, r199): 86 -> 89 / 37 -> 39.
	// gate34: a change done in the perfect, told with the state it left
	// "now" (r007): 89 -> 90 / 39 -> 40.
	// gate35: tables for Romanian, Finnish and Slovak, and Polish
	// "właśnie" read as "just" (r045, r137, r147, r180): 90 -> 94 / 40 -> 44.
	// gate35: a passive whose "by" names who does the work, said as the
	// assistant acts, is a fact, no correction (r044): 94 -> 95 / 44 -> 45.
	// gate35: an acknowledgement before a habit said with "normally"
	// (r070): 95 -> 96 / 45 -> 46.
	// gate36: a word that may report ("claims") with a finite verb after
	// it is the subject's noun, no one else's claim (r139): 96 -> 97 / 46
	// -> 47.
	// gate36: what is "now" on all of a kind of place is rolled out, a
	// change that stands even dated "today" (r064): 97 -> 98 / 47 -> 48.
	{"testdata/gate-fresh-21.jsonl", 98.0 / 100, 48.0 / 50, false},
	// The twenty-fifth stop's merge: 84 -> 85 / 35 (its rows unseen).
	// The twenty-ninth stop's merge (redact51; rows unseen): 85 / 35 -> 86 /
	// 36.
	// the thirty-first stop's first wave (contra101-103, gate47): 0.860 / 0.720 -> 0.870 / 0.740 (rows unseen)
	{"testdata/gate-fresh-21-check.jsonl", 87.0 / 100, 37.0 / 50, true},
	// A twenty-second blind writer's 100 pairs (80 store incl. 18 events, 60
	// reject, 40 feedback, 20 redact; a dental practice's scheduling, a
	// freight rail yard, a museum's collections, wind turbine maintenance,
	// a call centre's IVR, a water utility's telemetry, concert ticketing,
	// school bus routing, a winery's cellar system, a clinical trial's EDC,
	// an esports platform, a library's ILS, fleet telematics, a grocery
	// picking app, a hotel PMS; passives with a "by" agent, "no,"/"sure,"
	// before a statement, past tenses in other languages, besides the
	// twenty-first writer's shapes; Brazilian Portuguese, Italian, Czech,
	// Swedish, Dutch, Estonian, Lithuanian, Latvian, Slovenian, Ukrainian
	// and Indonesian), split by pair: a studied half and a check half.
	// Before any change for it: studied half 0.770 (77/100) / 0.640
	// (32/50), check half 0.880 (88/100) / 0.760 (38/50).
	// gate35: tables for Czech, Slovenian, Latvian and Estonian,
	// Indonesian "lagi" after "we" at work right now, Italian "di solito"
	// and its unsaid "it" before "è": 77 -> 87 / 32 -> 39.
	// gate35: who does the work named after "by" (r067, r126): 87 -> 89 /
	// 39 -> 40.
	// gate35: "no," then a change the team made (r075): 89 -> 90 / 40 -> 41.
	// gate35: a decision reported second-hand as the assistant acts
	// (r114): 90 -> 91 / 41 -> 42.
	// gate35: a concession "but" takes back, before a rule (r024): 91 ->
	// 92 / 42 -> 43.
	// gate35: a standing command with a tag question ("..., ok?") (r162):
	// 92 -> 93 / 43 -> 44.
	// gate35: part of the task done, told by the speaker (r017): 93 -> 94 /
	// 44 -> 45.
	// gate35: "don't try" a kind of work forbids it (r073): 94 -> 95 / 45
	// -> 46.
	// gate35: verbs of coding work the lists lacked ("qualify") (r187):
	// 95 -> 96 / 46 -> 46.
	// gate36: a phrase before a command read as its scope, a word in "-s"
	// in it no verb (r037); "in <file>" with no comma scopes too, and a
	// command the speaker will take over later holds once (r122); "you
	// know X?" brings X up, what follows is no grounds (r019): 96 -> 99 /
	// 46 -> 49.
	{"testdata/gate-fresh-22.jsonl", 99.0 / 100, 49.0 / 50, false},
	// The twenty-sixth stop's merge (contra78-81, gate40, redact45): 88.0 / 100, 38.0 / 50 -> 90.0 / 100, 40.0 / 50.
	{"testdata/gate-fresh-22-check.jsonl", 90.0 / 100, 40.0 / 50, true},
	// A twenty-third blind writer's 100 pairs (80 store incl. 18 events, 60
	// reject, 40 feedback, 20 redact) from ordinary software teams (SaaS
	// billing, a React Native app, Go services, dbt, a Rails admin panel, a
	// Kubernetes platform, a game backend, ML training, a browser extension,
	// Terraform, checkout, a banking API): rules said as corrections against
	// one-change corrections, facts given in reply, open decisions, standing
	// against passing states, praise carrying a rule; Spanish, French,
	// German, Polish, Turkish, Japanese, Hinglish and Vietnamese. Split by
	// pair: a studied half and a check half. Before any change for it:
	// studied half 0.860 (86/100) / 0.780 (39/50), check half 0.870
	// (87/100) / 0.780 (39/50).
	// gate37: German perfect, Hinglish and Vietnamese, a prohibition after
	// a deed, a claim restated, "answer me", replies' quality, the
	// listener's own work, a decision relayed: 86 -> 99 / 39 -> 49.
	{"testdata/gate-fresh-23.jsonl", 99.0 / 100, 49.0 / 50, false},
	// The twenty-fifth stop's merge: 87 -> 90 / 39 -> 41 (its rows unseen).
	// The twenty-ninth stop's merge (redact51; rows unseen): 90 -> 91 / 41.
	{"testdata/gate-fresh-23-check.jsonl", 91.0 / 100, 41.0 / 50, true},
	// A twenty-fourth blind writer's 100 pairs (80 store incl. 18 events, 60
	// reject, 40 feedback, 20 redact) from teams who work in Claude Code all
	// day (a Django clinic service, a Kotlin route planner, a Spring ledger,
	// Flutter, a Rust CLI, Phoenix, Laravel, Snowflake and Airflow, Unity,
	// Next.js, Helm on GKE, embedded C), each target said mid-session: a rule
	// given as the reason to undo a change against undoing this change only,
	// answers about the project against answers about now, claims confirmed
	// against doubted, decisions with reasons against wishes, notes to self;
	// Portuguese, Italian, Dutch, Korean, Indonesian, Chinese, Russian and
	// Arabic. Split by pair: a studied half and a check half. Before any
	// change for it: studied half 0.890 (89/100) / 0.800 (40/50), check half
	// 0.830 (83/100) / 0.660 (33/50).
	// gate38: how the assistant writes what it hands over, told for every
	// time ("for me", "you give me", "in your answers", answer in a
	// language, parts of an answer in order): 89 -> 94 / 40 -> 45.
	// gate38: a pause mid-task ("one sec") is work under way; a state "as
	// of" or "since" a past point is a change made then; a question
	// followed by what the assistant cannot find still asks: 94 -> 97 /
	// 45 -> 47.
	// gate38: Chinese "帮我" asks, "查一下" one check, "今后" from now on
	// (r083): 97 -> 98 / 47 -> 48.
	{"testdata/gate-fresh-24.jsonl", 98.0 / 100, 48.0 / 50, false},
	// The thirtieth stop's merge (rows unseen): 83 / 33 -> 84 / 34.
	// The thirty-second stop's merge (contra109-111, contra113-114, gate49; rows unseen): 84, 34 -> 85, 35.
	{"testdata/gate-fresh-24-check.jsonl", 85.0 / 100, 35.0 / 50, true},
	// A twenty-fifth writer's 200 statements in 100 contrast pairs (80 store
	// incl. 12 events and 9 preferences, 60 reject, 40 feedback, 20 redact; 67
	// after an assistant's turn), asked for a small team's hard month (an
	// on-call rotation, a database migration, a mobile release, a compliance
	// audit, onboarding, a flaky CI) typed at the end of a long day: lowercase,
	// typos, abbreviations, run-on turns with one durable sentence among
	// others, replies to the assistant, statements quoting someone; Japanese,
	// Polish, Turkish, Hebrew, Swedish and Brazilian Portuguese. Split by pair:
	// a studied half and a check half. Before any change for it: studied half
	// 0.890 (89/100) / 0.800 (40/50), check half 0.820 (82/100) / 0.680
	// (34/50).
	// gate39: Japanese and Chinese quoting code, Japanese's casual ask,
	// Polish "nie" before a borrowed verb, Turkish and Hebrew read by their
	// cues, "we're staying on X": 0.890 (89/100) -> 0.970 (97/100) / 0.800
	// (40/50) -> 0.940 (47/50).
	// gate41: the speaker's own preference said after the assistant's turn
	// ("i'd rather keep gameplay code in gdscript ...", g077) is kept, no
	// correction; "last weeks release" dates the act told with its effect
	// (g170): 97 -> 99 / 47 -> 49.
	// gate41: a command dated by its own clause in the past ("check row
	// counts vs yesterday", g001) asks one piece of work: 99 -> 100 / 49 ->
	// 50.
	{"testdata/gate-fresh-25.jsonl", 100.0 / 100, 50.0 / 50, false},
	// The twenty-fifth stop's merge: 82 -> 85 / 34 -> 36 (its rows unseen).
	{"testdata/gate-fresh-25-check.jsonl", 87.0 / 100, 38.0 / 50, true},
	// A twenty-sixth writer's 200 statements in 100 contrast pairs (80 store
	// incl. 9 events and 7 preferences, 60 reject, 40 feedback, 20 redact; 72
	// after an assistant's turn), asked for three teams over a quarter (an
	// open-source library's maintainers, a robotics team, a fintech team
	// under audit) typed as voice dictation, terse orders, code-review
	// replies, a pasted hunk or trace before the sentence that matters,
	// conditionals that are standing rules against ones for this task only,
	// corrections of the assistant, past tries that are no decision; Korean,
	// Vietnamese, Dutch, Italian, Russian, Indonesian and Arabic. Split by
	// pair: a studied half and a check half. Before any change for it:
	// studied half 0.800 (80/100) / 0.600 (30/50), check half 0.850 (85/100)
	// / 0.720 (36/50).
	// gate40: Arabic read by its cue words ("لا" before a verb of "you"
	// forbids, "دائماً" always, "بكرة" a plan), Vietnamese known by "vẫn"
	// / "trên" (g023, g150, g189): 80 -> 83 / 30 -> 33.
	// gate40: Russian's dash in place of "is" ("лимит на вывод — 10 000
	// евро", g118): 83 -> 84 / 33 -> 34.
	// gate40: colloquial Indonesian "buat sekarang" / "untuk sementara"
	// (for now) and "aja" (just) (g141): 84 -> 85 / 34 -> 35.
	// gate40: a verb the lists lack before its object after "when you
	// ...," commands ("flag anything older than ...", g042): 85 -> 86 / 35
	// -> 36.
	// gate40: an assistant's question that is a bare command ("Approve?")
	// offers to act, so a standing rule said next corrects it (g068): 86
	// -> 87 / 36 -> 37.
	// gate40: a fact, then an edit of one named thing it calls for ("...,
	// update the xacro"), is the fact kept, no standing command (g137): 87
	// -> 88 / 37 -> 38.
	// gate40: an undated edit told with what it left as it was ("bumped
	// it to 90, still times out") is a try of the session (g191): 88 ->
	// 89 / 38 -> 39.
	// gate41: "would rather" with an "unless" is no hypothetical (g037);
	// "i like ..." after the assistant's turn is the speaker's preference
	// (g045); a statement closed by "that's agreed with ..." is a decision
	// (g124); "cut" dated "this morning" is done (g130); "okay so" before
	// a dictated statement is a run-up (g021): 89 -> 94 / 39 -> 44. The six
	// left are statements of the project after the assistant's turn,
	// labelled store here and feedback elsewhere: left for a ruling.
	// gate45: a figure the system has, told after the assistant's turn
	// ("the base controller is 200 hz"), is the project's fact (g046): 94
	// -> 95 / 44 -> 45.
	{"testdata/gate-fresh-26.jsonl", 95.0 / 100, 45.0 / 50, false},
	// The twenty-sixth stop's merge (contra78-81, gate40, redact45): 85.0 / 100, 36.0 / 50 -> 86.0 / 100, 37.0 / 50.
	{"testdata/gate-fresh-26-check.jsonl", 86.0 / 100, 37.0 / 50, true},
	// A twenty-seventh writer's 200 statements in 100 contrast pairs (80
	// store incl. 11 events and 5 preferences, 60 reject, 40 feedback, 20
	// redact; 65 after an assistant's turn), asked for hard cases: facts
	// inside questions or as asides in a request, corrections for this task
	// against lasting ones, past events that matter against ones that do
	// not, conditionals, sarcasm, quoted text, negations, code in the
	// sentence; a fifth in 18 languages. Split by pair; its studied half
	// studied after the stop's first wave. Before any change for it:
	// studied half 0.840 (84/100) / 0.680 (34/50), check half 0.890
	// (89/100) / 0.780 (39/50). gate42: 84 / 34 -> 92 / 42 (grounds after
	// a request's dash, a note filed "in your notes:", a fact naming what
	// it is not after the assistant's turn, a comma-less condition's rule,
	// a document's word denied, a job left or a project of one's own, the
	// speaker's own local copy).
	// gate43: a question opening on "since we're on ..." takes the team's
	// standing as given and keeps it (g097): 92 -> 93 / 42 -> 43.
	// gate45: an undated deed of one thing pointed at ("that `export`
	// didn't work, ...") is a reading of the session (g153): 93 -> 94 /
	// 43 -> 44.
	{"testdata/gate-fresh-27.jsonl", 94.0 / 100, 44.0 / 50, false},
	// The twenty-seventh stop's first merge (gate41's rules; rows unseen):
	// 89 -> 88 / 39.
	{"testdata/gate-fresh-27-check.jsonl", 88.0 / 100, 39.0 / 50, true},
	// A twenty-eighth writer's 200 statements in 100 contrast pairs (80
	// store incl. 8 events and 2 preferences, 60 reject, 40 feedback, 20
	// redact; 66 after an assistant's turn), asked for long, messy user
	// turns: one sentence durable among task chatter or the reverse, pasted
	// errors around a remark, replies to the assistant's question, kinds
	// that are hard to tell (a decision said as a preference); about a
	// sixth in other languages. Split by pair. Before any change for it:
	// studied half 0.840 (84/100) / 0.700 (35/50), check half 0.800
	// (80/100) / 0.600 (30/50).
	// gate44: a fault of the moment reported to have it looked at ("the
	// import script fails with 401", "the build warning is in ..."), "yeah
	// <fact>" after the assistant's turn adds a fact, "I asked for X, not
	// Y" puts one task right, "may" after "nothing"/"only" or with a cap
	// gives leave, a label that only announces a remark ("Quick one:",
	// "heads up for all future changes:"), a command given the speaker's
	// hurry: 84 -> 94 / 35 -> 44.
	// gate46: a sentence marked ironic by its face (🙃, 🙄) is none of
	// its claims (g010): 94 -> 95 / 44 -> 45.
	{"testdata/gate-fresh-28.jsonl", 95.0 / 100, 45.0 / 50, false},
	// gate44's end run (rows unseen, no change made for it): 80 -> 79 / 30
	// -> 29, one more store -> reject; floor set to it.
	// The thirtieth stop's merge (rows unseen): 79 / 29 -> 80 / 30.
	{"testdata/gate-fresh-28-check.jsonl", 80.0 / 100, 30.0 / 50, true},
	// A twenty-ninth writer's 200 statements in 100 contrast pairs (80
	// store incl. 6 events and 4 preferences, 60 reject, 40 feedback, 20
	// redact; 72 after an assistant's turn), asked for the everyday middle:
	// short and medium turns as a busy developer types them, a quarter in
	// other languages or mixed with English; settings stated with "now",
	// feedback said as a complaint, a rule or a one-off fix, facts given
	// while declining or accepting an offer, today's events that matter or
	// not, irony. Split by pair. Before any change for it: studied half 0.820
	// (82/100) / 0.700 (35/50), check half 0.770 (77/100) / 0.620 (31/50).
	// gate45: a reply to the assistant's offer that says why it is wrong
	// with a figure the system has ("no, max_connections on the prod db is
	// 100") is the project's fact (g069, g089, g122); an offer declined
	// with the speaker's own next step ("no, not needed, I'll just print
	// the raw values for now") is a plan (g121); an undated deed of one
	// thing pointed at ("this amount came back as 10.000000001") is a
	// reading of the session (g054): 82 -> 87 / 35 -> 39.
	// redact52 (an "@" inside a "user / password" pair's password is its
	// symbol: "use admin / Gr@fana-2024!" is redacted, g034): 87 -> 88 /
	// 39 -> 40. gate46: work under way with "— Lena's call" after it is
	// decided (g017); "in this service" scopes a preference, no thing in
	// view (g050); Japanese "今後" (from now on) makes an ask standing
	// (g150): 87 -> 90 / 39 -> 42.
	// The thirtieth stop's merge, gate46 and redact52 together: 91 / 43.
	{"testdata/gate-fresh-29.jsonl", 91.0 / 100, 43.0 / 50, false},
	// gate45 (its end run; rows unseen): 77 / 31 -> 78 / 32.
	// The thirtieth stop's merge (rows unseen): 78 / 32 -> 79 / 33.
	// The thirty-second stop's merge (contra109-111, contra113-114, gate49; rows unseen): 79, 33 -> 80, 34.
	{"testdata/gate-fresh-29-check.jsonl", 80.0 / 100, 34.0 / 50, true},
	// A thirtieth writer's 200 statements in 100 contrast pairs (78 store,
	// 62 reject, 40 feedback, 20 redact; 64 after an assistant's turn),
	// asked for the middle of real work: a request carrying a durable fact
	// or rule, rules that cover only this task, rules said once and meant
	// for good, answers to the assistant's question, transient status
	// against a lasting change, people and ownership; a quarter in other
	// languages or mixed. Split by pair. Before any change for it: studied
	// half 0.860 (86/100) / 0.740 (37/50), check half 0.850 (85/100) /
	// 0.720 (36/50).
	// gate46: Japanese and Korean "from now on" make an ask standing
	// (g078); a bare host no longer makes a Japanese sentence English
	// (g030); German "hab ich dir schon mal gesagt" is a reminder, no
	// question (g074); "your X ..., from now on" is the assistant's rule
	// (g061); a short aside of who settled it decides work under way
	// (g173); a face marks irony (g174); "in this repo" scopes a
	// preference (g129); praise before a habit of the whole repo agrees
	// with it (g110); Dutch "hangt weer eens" is a fault of the moment
	// (g186): 86 -> 95 / 37 -> 45.
	{"testdata/gate-fresh-30.jsonl", 95.0 / 100, 45.0 / 50, false},
	// gate46 (its end run; rows unseen): 85 / 36 -> 87 / 38.
	{"testdata/gate-fresh-30-check.jsonl", 87.0 / 100, 38.0 / 50, true},
	// A thirty-first writer's 200 statements in 100 contrast pairs (80
	// store, 60 reject, 40 feedback, 20 redact; 74 after an assistant's
	// turn), asked for the longer, messier turns of a real day: a durable
	// fact among transient talk, a pasted error and a conclusion, explicit
	// "remember" and "don't save", what a colleague said, rules with an
	// exception, hypotheticals, praise or blame, decisions being made
	// against made; over a third in other languages or mixed. Split by
	// pair. Before any change for it: studied half 0.840 (84/100) / 0.700
	// (35/50), check half 0.860 (86/100) / 0.740 (37/50).
	// gate47: a label of keeping in a language the gloss reads in part or
	// not at all ("Запомни:", "Catatan:", "bhai yaad rakhna,") hands over
	// what follows, kept when the parse cannot read it; the project's fact
	// given as the reason for a fault the assistant only reported, or
	// marked "good to know", is no correction; a pasted block that opens a
	// sentence is evidence and the words after it the claim; "that's
	// because X" is judged on X: 84 -> 93 / 35 -> 44.
	// gate48: a bare reason after a one-off ask ("急いでるので。",
	// "리뷰어가 한국 분이라서요.") is the ask's grounds (g102, g118); Chinese
	// "以后" opening a sentence makes an ask standing and "给我" + a verb
	// asks (g109, g110); "禁止" states the team's ban, no "please do not"
	// (g150); a sentence in Arabic script with a cue of the language is
	// read, and "قررنا" (we decided) decides (g073): 93 -> 99 / 44 -> 49.
	{"testdata/gate-fresh-31.jsonl", 99.0 / 100, 49.0 / 50, false},
	// the thirty-first stop's first wave (contra101-103, gate47): 0.860 / 0.740 -> 0.880 / 0.760 (rows unseen)
	{"testdata/gate-fresh-31-check.jsonl", 88.0 / 100, 38.0 / 50, true},
	// A thirty-second writer's 200 statements in 100 contrast pairs (80
	// store, 60 reject, 40 feedback, 20 redact; 102 after an assistant's
	// turn), asked for short, terse replies that lean on the assistant's
	// turn before them: "yes, always" against "yes, this once", "correct"
	// after a project fact against after a report of work done, one-word
	// answers about the project against about the task, commands that state
	// a convention, negated facts, a date or deadline, a scope of one file
	// or branch; a quarter in other languages. Split by pair. Before any
	// change for it: studied half 0.830 (83/100) / 0.680 (34/50), check
	// half 0.810 (81/100) / 0.640 (32/50). gate49 (task picks, "do that
	// from now on", "Dana owns it", CJK "this time"/"today", a comma aside
	// that settles, someone at work now, a fact after a report): studied
	// 0.830 / 0.680 -> 0.920 (92/100) / 0.840 (42/50).
	{"testdata/gate-fresh-32.jsonl", 92.0 / 100, 42.0 / 50, false},
	{"testdata/gate-fresh-32-check.jsonl", 81.0 / 100, 32.0 / 50, true},
	// A thirty-third writer's 200 statements in 100 contrast pairs (80
	// store incl. 11 events, 60 reject, 40 feedback, 20 redact; 11 after an
	// assistant's turn), asked to write, as a maintainer would from the
	// issue's words alone, a real week of Claude Code sessions without
	// being steered toward any shape; the quoted misses among them.
	// Split by pair. Before any change for it (main 742dcd5): studied half
	// 0.920 (92/100) / 0.840 (42/50), check half 0.940 (94/100) / 0.880
	// (44/50). gate50: a change told with its calendar day beside a "now",
	// and a command to do a thing once more: studied 0.920 / 0.840 -> 0.940
	// (94/100) / 0.880 (44/50), check half unchanged.
	{"testdata/gate-fresh-33.jsonl", 94.0 / 100, 44.0 / 50, false},
	{"testdata/gate-fresh-33-check.jsonl", 94.0 / 100, 44.0 / 50, true},
	// gate10's own statements (tense, modality, who speaks, confirmed
	// claims, events, "until" horizons, a tool named for a kind of work, a
	// question with its evidence), labelled and committed before the gate
	// was run on them. Before: 0.783 (36/46) / 0.565 (13/23); "until"
	// horizons and a tool named for a kind of work: 0.848 (39/46) / 0.696
	// (16/23); the grounds of a question: 0.891 (41/46) / 0.783 (18/23); a
	// verb the lists lack before "it": 0.913 (42/46) / 0.826 (19/23); a
	// subject of its own after a condition with no comma ("after the
	// incident review we're thinking about ..."): 0.935 (43/46) / 0.870
	// (20/23); "you used X" is the assistant's deed, and "it uses X now"
	// beside a past dates nothing: 0.957 (44/46) / 0.913 (21/23). Still
	// missed: g8-045 ("correct, and keep it that way").
	// gate14: a one-off request, then a second command that alone is a rule
	// for a kind of work ("take those out before you commit, and use the
	// debug logger for tracing"), corrects how the assistant works:
	// 0.957 (44/46) -> 0.978 (45/46) / 0.913 (21/23) -> 0.957 (22/23).
	// gate28: the same "keep it that way" after "Is that intentional?":
	// 0.978 (45/46) -> 1.000 (46/46) / 0.957 (22/23) -> 1.000 (23/23).
	{"testdata/gate-tuned-8.jsonl", 46.0 / 46, 23.0 / 23, false},
	// gate19's own statements: 153 durable ones in the shapes developers
	// type (verbless fragments, answers to the assistant's question,
	// policies reported and adopted, states that last, rules with their
	// reason, lowercase chat, six languages, long turns, events,
	// preferences), each paired with a near twin to reject; labelled and
	// committed before the gate was run on them. Before: 0.856 (262/306)
	// / 0.712 (109/153), 26 of its 44 misses durable statements rejected.
	// A report the sentence adopts for the team ("per Marco, ..., we
	// follow that"): 0.869 (266/306) / 0.739 (113/153); a fragment
	// answering the assistant's question: 0.879 (269/306) / 0.758
	// (116/153). Reading the copulas and "must" of other languages
	// ("sind", "è", "deve") reached 0.889 (272/306) / 0.778 (119/153) but
	// cost fresh-8's check half a statement: dropped.
	// At merge, with gate20's languages: 276 / 123.
	// gate21: a closing "now" on a rule for every thing of a kind or on a
	// requirement dates the rule, and "it depends on the system clock"
	// names a dependency, no hedge: 276 -> 279 / 123 -> 126. Verbless
	// values with their scope ("X in prod, Y in staging", "one per PR", a
	// limit for a kind of code, "Go 1.22" answering a question): 279 -> 286
	// / 126 -> 133. A state spelled out after a colon as the only kind of
	// change let in ("frozen: only security fixes go in"): 287 / 134.
	// gate22: throwaway statements no longer stored ("can u ..." with no
	// mark, "dont think i ...", a state "for the next hour", "until my PR
	// lands" or "full again", someone else's ask reported, a claim the
	// speaker will check "if that" holds): 0.902 (276/306) -> 0.931
	// (285/306) / 0.804 (123/153) -> 0.863 (132/153).
	// At merge, gate21 and gate22 together: 296 / 143.
	// gate28: "must", "could", "our" and "this morning" in the gloss
	// tables ("Ogni PR deve avere ...", "On pourrait choisir ...", "Unser
	// Staging-Cluster steht in ...", "... en panne ce matin"): 0.967
	// (296/306) -> 0.980 (300/306) / 0.935 (143/153) -> 0.961 (147/153).
	// gate43: a fault in the speaker's own copy ("it was a typo in my
	// local config") is the moment's, whatever its subject (c1-260): 300 ->
	// 301 / 147 -> 148.
	{"testdata/gate-classes-1.jsonl", 301.0 / 306, 148.0 / 153, false},
}

// tunedOutcome sums up the decisions on one target turn as the held-out
// scorer does: a kept decision that was redacted makes it redact, else a kept
// feedback makes it feedback, else anything kept makes it store.
func tunedOutcome(ds []Decision) string {
	out := "reject"
	for _, d := range ds {
		kept := d.Decision == DecisionStore || d.Decision == DecisionReinforce || d.Decision == DecisionSupersede
		switch {
		case !kept:
		case d.Redacted:
			return "redact"
		case d.Kind == decay.KindFeedback:
			out = "feedback"
		case out == "reject":
			out = "store"
		}
	}
	return out
}

// decideTurn runs the gate on every candidate the target turn gives, against
// s, which it never writes: the target user turn's sentences and the fixes
// it confirms, or the fixes of a target assistant turn that the user's next
// turn confirmed. Turns after the target are read only for that confirmation.
func decideTurn(t *testing.T, s *store.Store, c tunedCase) []Decision {
	t.Helper()
	turns := make([]Turn, len(c.Turns))
	for i, tu := range c.Turns {
		tu.UUID, tu.SessionID = fmt.Sprintf("%s-%d", c.ID, i), "s"
		turns[i] = tu
	}
	var ds []Decision
	for _, cand := range Extract(turns, max(c.Target-1, 0)) {
		if !cand.Of(turns, c.Target) {
			continue
		}
		d, err := Gate{Store: s}.Decide(context.Background(), cand)
		if err != nil {
			t.Fatal(err)
		}
		ds = append(ds, d)
	}
	return ds
}

// logDirections logs how many misses went from each wanted label to each
// label the gate gave: a quiet set's misses are never printed, but their
// counts say which way the gate errs on statements nobody studied.
func logDirections(t *testing.T, directions map[string]int) {
	t.Helper()
	keys := make([]string, 0, len(directions))
	for k := range directions {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("misses %s: %d", k, directions[k])
	}
}

// TestGateTuned scores the gate on each of its sets against an empty store
// and prints action accuracy and pair consistency; it fails below the
// figures the gate reached.
func TestGateTuned(t *testing.T) {
	if testing.Short() || race.Enabled {
		t.Skip("the whole tuned set through the gate: not in the -short loop or under -race")
	}
	for _, gs := range gateSets {
		t.Run(gs.file, func(t *testing.T) {
			set, err := jsonl.Read[tunedCase](gs.file)
			if err != nil {
				t.Fatal(err)
			}
			s, _ := teststore.Open(t)
			acc, pairs := scoreSet(t, s, set, gs.quiet)
			if acc < gs.minAccuracy || pairs < gs.minPairs {
				t.Errorf("below the recorded figures: accuracy %.3f (want >= %.3f), pairs %.3f (want >= %.3f)", acc, gs.minAccuracy, pairs, gs.minPairs)
			}
		})
	}
}

// scoreSet runs every case of a set through the gate, logs each miss with
// the rules that fired unless quiet, and returns action accuracy and pair
// consistency.
func scoreSet(t *testing.T, s *store.Store, set []tunedCase, quiet bool) (acc, pairs float64) {
	t.Helper()
	correct, pairOK, directions := 0, map[string]bool{}, map[string]int{}
	var misses []string
	for _, c := range set {
		ds := decideTurn(t, s, c)
		got := tunedOutcome(ds)
		ok := got == c.Expect
		if ok {
			correct++
		} else {
			rules := ""
			for _, d := range ds {
				rules += fmt.Sprintf(" [%s %s %s]", d.Decision, d.Rule, d.Kind)
			}
			misses = append(misses, fmt.Sprintf("%s want %s got %s: %q%s", c.ID, c.Expect, got, c.Turns[c.Target].Text, rules))
			directions[c.Expect+" -> "+got]++
		}
		if c.Pair != "" {
			prev, seen := pairOK[c.Pair]
			pairOK[c.Pair] = ok && (prev || !seen)
		}
	}
	consistent := 0
	for _, ok := range pairOK {
		if ok {
			consistent++
		}
	}
	sort.Strings(misses)
	for _, m := range misses {
		if !quiet {
			t.Log("miss", m)
		}
	}
	if quiet {
		logDirections(t, directions)
	}
	acc, pairs = float64(correct)/float64(len(set)), float64(consistent)/float64(len(pairOK))
	t.Logf("action accuracy %.3f (%d/%d), pair consistency %.3f (%d/%d)", acc, correct, len(set), pairs, consistent, len(pairOK))
	return acc, pairs
}
