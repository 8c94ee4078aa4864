package statement

import (
	"maps"
	"strings"
)

// The small closed word classes the parse reads structure from. Open classes
// (nouns, most verbs) are never listed: a word the parse does not know is
// content, and the structure around it decides.

func set(list string) map[string]bool {
	return maps.Collect(func(yield func(string, bool) bool) {
		for _, w := range strings.Fields(list) {
			if !yield(w, true) {
				return
			}
		}
	})
}

var (
	// auxiliaries that open a yes/no question when they lead a clause.
	questionAux = set("do does did is are am was were can could should would will shall have has had may might must")
	// whWords open a question when they lead a sentence ("when" and "where"
	// only when an auxiliary follows: "when you add X, ..." is a clause).
	whWords = set("what why how where which who whom whose when")

	beForms     = set("is are am be been being")
	pastBe      = set("was were")
	haveForms   = set("have has")
	modalsFirm  = set("can must need needs")
	modalsHedge = set("might may could would")
	futureAux   = set("will shall")

	// subordinators open a clause that qualifies another; the main clause is
	// the one no subordinator opens.
	subordinators = set("if unless when whenever because since until after before while although though whereas so assuming suppose supposing")
	// conditionals make a hypothetical when the main clause is modal.
	conditionals = set("if unless assuming suppose supposing")
	// coordinators open an independent clause.
	coordinators = set("and but or then also plus however")

	determiners = set("the a an this that these those my your his her its their our one some")
	// deictics point at one thing in front of the speaker: an imperative
	// about one of them is a request, not a rule.
	deictics = set("this that these those it them here me him us")
	// scopes after "this" that make a rule about the whole project, not one
	// thing in it ("in this repo").
	projectScopes = set("repo repository project codebase code team company org service app monorepo")

	generic = set("always never every all any each whenever everywhere anything everything ever")

	hedges = set("torn undecided sometimes occasionally rarely maybe might perhaps probably possibly hypothetically presumably likely unlikely apparently seemingly")
	// hedgeLeads are "I <verb>" openings that hedge what follows.
	hedgeLeads = set("wish hope think guess suspect believe wonder reckon suppose assume feel")
	// reportVerbs report someone else's claim when their subject is not the
	// speaker ("Bob says", "my manager thinks").
	reportVerbs = set("says said thinks thought claims claimed believes reckons told mentioned insists")

	// stateWords describe a condition of the moment when "be" links them.
	stateWords = set("pending underway down broken failing slow red green stuck flaky offline weird off unstable unreachable degraded busy frozen blocked overloaded")
	// reactions judge what was just said or done ("that's fine").
	reactions = set("fine ok okay good great nice cool awesome perfect right correct wrong bad weird interesting amazing lovely neat terrible awful horrible annoying painful messy funny hilarious cute sad")
	// verdicts after "a" judge a thing rather than describe it ("our staging
	// env is a mess").
	verdicts = set("mess nightmare pain disaster joke shitshow")
	// fillers are hesitation sounds: no word of the sentence's structure.
	fillers = set("hmm hm hmmm um umm uh uhh eh erm")

	// decisionVerbs, in the past or with will/let's, tell a choice that was
	// made and stands.
	decisionVerbs = set("decided chose picked switched moved migrated replaced adopted dropped ditched settled agreed standardized standardised consolidated retired opted voted selected abandoned deprecated went gave stopped")
	decisionBase  = set("decide choose pick switch move migrate replace adopt drop ditch settle agree standardize standardise consolidate retire opt select use go stick keep")

	// planVerbs after "let's" or "I'll" try something or look at it: a plan.
	tentative = set("try see look check investigate explore think figure test experiment dig")

	irregularPast = set("was were did had went came made took broke found built ran got lost sent brought caught chose drew drove fell felt fought forgot froze gave grew held hung kept knew laid led left lent meant met paid rode rang rose said sold shook shot sang sank sat slept slid spent spoke spun stood stole struck swore swept swam taught tore told thought threw understood woke wore won wrote became began bought hit")

	// requestVerbs ask the assistant to do one thing now. Unlike rule verbs
	// (use, avoid, keep), one of them is a rule only with a generic object or
	// a qualifying clause ("run migrations before deploying").
	ruleVerbs    = set("connect ssh login authenticate favour favor set configure point use avoid prefer keep follow name prefix pin wrap put store document format sort tag mark return log stick treat default")
	requestVerbs = set("quit ensure qualify capitalize dedupe normalize parametrize parameterize abbreviate regenerate redo lint vendor cache memoize escape sanitize validate quote annotate benchmark profile measure ship release publish label assign link ping notify email announce approve backport cherry-pick version indent align group order batch retry paginate limit throttle encrypt hash sign verify guard handle unwrap close defer lock unlock comment describe note ignore exclude truncate seed backfill rollback bundle compile package rotate revoke grant expose hide rewrite reuse extract inline rerun reinstall reset clear fetch pull pin check write catch touch mock edit import export raise throw hardcode hard-code swallow run fix add check look open show try explain summarize summarise revert delete install generate bump make move refactor rename update commit push see go let tell give find review debug rerun restart deploy merge remove change create build clean call send print paste wait continue stop start read ask answer reply inject replace split include mention test do be squash rebase upload download copy drop enable disable turn close leave skip")

	// openers lead a sentence without being part of its claim.
	ackOpeners = set("yes yeah yep yup sure ok okay fine great good right correct perfect cool nice exactly thanks thank agreed alright")
	// interjections are the ack openers that are never an adjective or a noun.
	interjections     = set("yes yeah yep yup ok okay sure alright")
	correctionOpeners = set("no nope nah wrong incorrect actually stop wait hmm hm seriously")
	// exasperated: what a user says when the assistant got it wrong again
	exasperated = set("ugh argh ffs sigh")
	// laughter and apologies open a turn as a filler does ("lol no worries,
	// just fix it", "sorry, was in a meeting - ...")
	neutralOpeners = set("also btw fyi note remember important so well oh ah and plus update anyway anyways lol haha lmao sorry")
)

// timeClass is what a time expression says about the claim of its clause.
var timePhrases = []struct {
	words string
	time  Time
}{
	{"from now on", TimeStanding}, {"going forward", TimeStanding}, {"moving forward", TimeStanding}, {"in future", TimeStanding}, {"from here on", TimeStanding}, {"by default", TimeStanding},
	{"right now", TimeMoment}, {"at the moment", TimeMoment}, {"at present", TimeMoment}, {"as we speak", TimeMoment},
	{"just this once", TimeOnce}, {"this once", TimeOnce}, {"just once", TimeOnce}, {"for now", TimeOnce}, {"for today", TimeOnce}, {"for the moment", TimeOnce}, {"this time", TimeOnce},
	{"for this test", TimeOnce}, {"this week", TimeOnce}, {"this sprint", TimeOnce}, {"this friday", TimeOnce},
	{"next week", TimeFuture}, {"next month", TimeFuture}, {"next sprint", TimeFuture}, {"next quarter", TimeFuture},
	{"so far", TimeMoment}, {"at some point", TimeFuture}, {"after lunch", TimeFuture}, {"in a bit", TimeFuture},
	{"last week", TimePast}, {"last month", TimePast}, {"last night", TimePast}, {"last year", TimePast},
	{"this morning", timeToday}, {"this afternoon", timeToday}, {"tonight", timeToday}, {"today", timeToday},
	{"now", timeNow}, {"currently", TimeMoment}, {"temporarily", TimeOnce}, {"yet", TimeOnce}, {"until", TimeOnce},
	{"tomorrow", TimeFuture}, {"later", TimeFuture}, {"soon", TimeFuture},
	{"yesterday", TimePast}, {"ago", TimePast}, {"overnight", TimePast}, {"earlier", TimePast},
	{"and later", TimeNone}, {"or later", TimeNone}, {"and newer", TimeNone}, {"or newer", TimeNone}, {"and up", TimeNone},
	// a tally of repeats ("you've edited the wrong theme twice now", "three
	// times now"): "now" counts the slips so far, it dates no passing state
	{"twice now", TimeNone}, {"times now", TimeNone},
	{"real quick", TimeOnce}, {"real quickly", TimeOnce}, {"for the time being", TimeOnce}, {"in the meantime", TimeOnce}, {"for a while", TimeOnce}, {"meanwhile", TimeOnce},
	{"someday", TimeFuture}, {"one day", TimeFuture}, {"eventually", TimeFuture},
	{"usually", TimeStanding}, {"generally", TimeStanding}, {"nowadays", TimeStanding},
	{"normally", TimeStanding}, {"typically", TimeStanding}, {"in general", TimeStanding},
	// thisSpot: a phrase that narrows what is asked to the one place in
	// front of the speaker ("use expect there instead, just that spot",
	// "inline it in this one place"): the fix holds there, once, not as a
	// rule for the kind of thing. "here" alone names the project ("we use
	// yarn here") and a bare "that spot" may be a subject ("that spot is
	// where the cache lives"): both are left out.
	{"just that spot", TimeOnce}, {"just this spot", TimeOnce}, {"only that spot", TimeOnce}, {"that 1 spot", TimeOnce},
	// The standing, one-off and momentary time words of French, German,
	// Spanish, Portuguese and Italian, read where the English ones are:
	// developers write to the assistant in their own language ("réponds en
	// français à partir de maintenant", "wir deployen nur noch über CI",
	// "solo esta vez"). A longer phrase comes before the shorter one inside it.
	{"à partir de maintenant", TimeStanding}, {"dorénavant", TimeStanding}, {"désormais", TimeStanding}, {"à l'avenir", TimeStanding},
	{"pour cette fois", TimeOnce}, {"cette fois", TimeOnce}, {"pour l'instant", TimeOnce}, {"pour le moment", TimeOnce},
	{"pour ce message-là", TimeOnce}, {"pour ce message", TimeOnce}, {"pour cette réponse", TimeOnce}, {"en ce moment", TimeMoment},
	{"ab jetzt", TimeStanding}, {"von jetzt an", TimeStanding}, {"ab sofort", TimeStanding}, {"von nun an", TimeStanding}, {"künftig", TimeStanding}, {"in zukunft", TimeStanding}, {"nur noch", TimeStanding},
	{"nur dieses mal", TimeOnce}, {"dieses mal", TimeOnce}, {"diesmal", TimeOnce}, {"vorerst", TimeOnce}, {"fürs erste", TimeOnce}, {"im moment", TimeMoment}, {"momentan", TimeMoment},
	{"a partir de ahora", TimeStanding}, {"de ahora en adelante", TimeStanding}, {"desde ahora", TimeStanding},
	{"por esta vez", TimeOnce}, {"solo esta vez", TimeOnce}, {"esta vez", TimeOnce}, {"por ahora", TimeOnce}, {"por el momento", TimeOnce}, {"ahora mismo", TimeMoment}, {"en este momento", TimeMoment},
	{"a partir de agora", TimeStanding}, {"de agora em diante", TimeStanding}, {"daqui pra frente", TimeStanding}, {"daqui para frente", TimeStanding}, {"daqui em diante", TimeStanding},
	{"só desta vez", TimeOnce}, {"só dessa vez", TimeOnce}, {"desta vez", TimeOnce}, {"dessa vez", TimeOnce}, {"por enquanto", TimeOnce}, {"por agora", TimeOnce}, {"agora mesmo", TimeMoment}, {"neste momento", TimeMoment},
	{"d'ora in poi", TimeStanding}, {"da ora in poi", TimeStanding}, {"d'ora in avanti", TimeStanding}, {"da adesso in poi", TimeStanding}, {"d'ora innanzi", TimeStanding},
	{"solo per questa volta", TimeOnce}, {"per questa volta", TimeOnce}, {"questa volta", TimeOnce}, {"per ora", TimeOnce}, {"per il momento", TimeOnce}, {"in questo momento", TimeMoment}, {"al momento", TimeMoment},
	// Polish: "from now on", "this time", "for now", "at the moment"
	{"od teraz", TimeStanding}, {"od tej pory", TimeStanding}, {"od dzisiaj", TimeStanding}, {"na przyszłość", TimeStanding}, {"w przyszłości", TimeStanding},
	{"tylko tym razem", TimeOnce}, {"tym razem", TimeOnce}, {"tylko ten raz", TimeOnce}, {"ten raz", TimeOnce}, {"na razie", TimeOnce}, {"póki co", TimeOnce}, {"na teraz", TimeOnce}, {"na ten moment", TimeOnce}, {"w tej chwili", TimeMoment}, {"w tym momencie", TimeMoment},
	// oneSitting: a scope that ends with the work at hand: what the listener
	// does "while you're there", what holds "on this branch" until it is
	// merged ("on this branch the e2e tests are skipped"), how far the
	// speaker's own work has got ("almost done with the 4.0 release"; not
	// "halfway through", which also says when a job runs: "payroll runs
	// halfway through the month"). A rule names the project or a kind of
	// branch ("on main", "release branches"), not the one in front of the
	// speaker.
	{"while you're there", TimeOnce}, {"while you are there", TimeOnce}, {"while you're at it", TimeOnce}, {"while you are at it", TimeOnce}, {"while you're in there", TimeOnce}, {"while you are in there", TimeOnce},
	{"on this branch", TimeOnce}, {"in this branch", TimeOnce}, {"on my branch", TimeOnce}, {"in my branch", TimeOnce}, {"on this pr", TimeOnce}, {"in this pr", TimeOnce},
	{"for this pr", TimeOnce}, {"for this branch", TimeOnce},
	{"almost done", TimeMoment}, {"nearly done", TimeMoment}, {"almost finished", TimeMoment}, {"nearly finished", TimeMoment}, {"almost there", TimeMoment}, {"nearly there", TimeMoment},
	// Dutch: "from now on", "this time", "for now" ("nu even": just now,
	// for a moment, as in "push nu even niet"), "at the moment"
	{"vanaf nu", TimeStanding}, {"voortaan", TimeStanding}, {"vanaf vandaag", TimeStanding}, {"in de toekomst", TimeStanding},
	{"alleen deze keer", TimeOnce}, {"voor deze keer", TimeOnce}, {"deze keer", TimeOnce}, {"dit keer", TimeOnce}, {"voorlopig", TimeOnce}, {"voor nu", TimeOnce}, {"nu even", TimeOnce}, {"even niet", TimeOnce},
	{"op dit moment", TimeMoment}, {"momenteel", TimeMoment},
	// "this morning" in French, German, Italian, Portuguese, Dutch and
	// Polish (Spanish glosses "esta mañana"), read as the English is
	{"ce matin", timeToday}, {"heute morgen", timeToday}, {"heute früh", timeToday}, {"stamattina", timeToday}, {"stamani", timeToday},
	{"esta manhã", timeToday}, {"hoje de manhã", timeToday}, {"vanmorgen", timeToday}, {"vanochtend", timeToday}, {"dziś rano", timeToday}, {"dzisiaj rano", timeToday},
	{"this 1 place", TimeOnce}, {"that 1 place", TimeOnce}, // numbers are spelled as digits
}
