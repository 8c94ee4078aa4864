package statement

// The words ClaimOf reads a claim's shape by. The lists are of English
// grammar (verbs, prepositions, auxiliaries), never of the statements hippo
// was tuned on.

// Negation reports whether w (lowercased) is a word of negation: not, never,
// don't, ...
func Negation(w string) bool { return negations[w] }

var (
	negations    = set("not no never none nothing nobody without neither nor don't dont doesn't doesnt isn't isnt aren't arent won't wont can't cant cannot shouldn't shouldnt mustn't mustnt didn't didnt wasn't wasnt")
	conjunctions = set("or if whether why that so because when")
	auxiliaries  = set("do does did should must can could will would shall may might")
	// agents say who holds the claim, which does not change it.
	agents = set("we i you they it team we'll i'll we've i've we'd let's lets please everyone")
	// periods name a period by its adverb: "hourly" is "every hour".
	periods = map[string]string{"hourly": "hour", "daily": "day", "nightly": "night", "weekly": "week",
		"monthly": "month", "yearly": "year", "annually": "year", "fortnightly": "fortnight"}
	// claimAdverbs say how sure or how often, which does not change the claim.
	claimAdverbs = set("too always usually generally typically really just also only actually definitely certainly normally strictly")
	// copulas link a subject to its value; "we're on X" has only the value.
	copulas = set("is are was were be been it's that's we're they're has have =")
	// choices take the value as their object and what it is for as the
	// subject: "we use Redis for sessions".
	choices = set("use uses used using prefer prefers chose choose chosen pick picked went switch switched adopt adopted settled stick move moved migrate migrated")
	// decisions are past tenses that choose, not tell of an event.
	decisions = set("used chose chosen picked went switched adopted settled decided agreed")
	// choiceLinks join a choice verb to its object: "went with", "settled on".
	choiceLinks = set("with on to for use")
	// irregular are the past forms of verbs that do not take -ed, with
	// their base form.
	irregular = map[string]string{"built": "build", "sent": "send", "ran": "run", "kept": "keep", "held": "hold",
		"written": "write", "wrote": "write", "made": "make", "went": "go", "gone": "go", "taken": "take",
		"took": "take", "chosen": "choose", "chose": "choose", "frozen": "freeze", "froze": "freeze",
		"began": "begin", "begun": "begin", "brought": "bring", "bought": "buy", "driven": "drive", "shown": "show"}
	// pastForms are past tenses without -ed that tell of something done.
	pastForms   = set("built ran sent wrote made broke began took rolled shipped fixed")
	participles = set("built written kept sent run held made set called named known done hidden given taken driven found put spread split read shown seen drawn bound led left lost paid cut shut hit let cast hung meant")
	// drops are verbs that stop using their object: "drop Redux" bans Redux.
	drops             = set("drop dropped ditch ditched remove removed abandon abandoned retire retired deprecate deprecated rip ripped scrap scrapped")
	claimPrepositions = set("for in on at to with from of by via through under within after before as into per across behind inside during onto over than")
	claimParticles    = set("out up down off back")
	// verbs are base forms of the verbs that relate a thing to its value in
	// the statements of software work.
	verbs = set("run live listen go ship store keep host deploy build write manage track generate process verify serve send retry expire rotate allow support lint format provision train log talk read need require own point default limit last hold handle cache expose return take push commit merge squash install test release publish upload sit come get put set connect fetch pull sync load save wrap tag name prefix bump pin start stop restart open mount map route proxy mock import export compile bundle check review sign encrypt hash document create delete remove rename move copy clean avoid add include exclude enable disable reach belong depend call time back rebase migrate stay end begin contain emit produce indent distribute schedule partition package deliver maintain pay")
	// functionWords carry no subject or value of their own.
	functionWords = set("the a an all every each some any our my your their its this that these those and or but most least more less here there for in on at to with from of by via through under within after before as into per across behind inside during onto over than out up down off is are was were be been it's that's we're they're has have called named")
)
