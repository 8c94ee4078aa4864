package statement

import (
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Developers write to a coding assistant in their own language as often as
// in English ("Bitte schreib Commit-Messages immer auf Englisch", "Renomme
// `compteur` en `counter` dans cette fonction"), and the parse reads English
// structure only. Gloss gives it the few structural words it reads, in the
// English it knows: a request ("bitte", "por favor"), a frequent imperative
// of coding work ("renomme": rename), "always", "never" and "don't", a
// reminder ("n'oublie pas": remember), thanks and praise ("danke, passt"),
// who speaks or is spoken to, "this"
// (one thing in front of the speaker, or "in this project"), and the first
// person at work right now ("estoy revisando": I am working on). Content
// words stay as they are: the structure around them decides, as in English.
// Each language is a small table of those closed classes, sized so that a
// language is a few lines to add, not a translation of sentences.

// language is one language's structural words: marks, frequent in it and
// rare in English, tell a sentence is written in it; gloss maps a word or a
// phrase of up to five words to the English the parse reads ("" drops it);
// negators before a verb read "do not" ("no uses mocks": do not use mocks);
// gerunds are the endings of a verb at work after "I am" ("estoy
// revisando").
type language struct {
	marks    map[string]bool
	gloss    func() map[string]string
	negators map[string]bool
	gerunds  []string
	// weEndings end a verb whose subject is "we" and goes unsaid
	// ("siempre usamos uv": we always use uv)
	weEndings []string
	// elides: an article or a negation joins the next word with an
	// apostrophe ("l'anglais", "n'utilise"), glossed apart
	elides bool
	// v2: the verb comes second, after a fronted phrase ("In der letzten
	// Commit-Message ist ein Tippfehler": in the last commit message
	// there is a typo)
	v2 bool
	// perfects are the forms of "have" that, right before a participle
	// (an ending of participles), tell a deed done ("on a épinglé la
	// version": we pinned it; "abbiamo aggiornato": we updated): they read
	// "did", with the subject a form like "abbiamo" holds. Before
	// anything else they are "have" ("on a un souci": a state).
	perfects    map[string]string
	participles []string
	// participleLast: the participle closes the clause, the words of the
	// deed between it and "have" (German, Dutch: "wir haben heute den Key
	// rotiert": we rotated the key today); participles then end a word
	// that holds "ge" ("gelöscht", "aufgeräumt") or are whole endings of
	// their own ("-iert", "-eerd": "migriert", "gemigreerd")
	participleLast bool
	// youEndings end a verb in the past whose subject is "you" and goes
	// unsaid ("otra vez usaste moment": again you used moment), as
	// weEndings do for "we"
	youEndings []string
	// infinitives turn an infinitive's ending into its imperative's, so
	// a verb the table has as a command is read after a negator too:
	// Italian and French forbid with the infinitive ("non modificare",
	// "ne pas modifier": do not change)
	infinitives [][2]string
	// imperatives end the second person's imperative of any verb, one the
	// table lacks too, so a negator before it forbids ("nie commituj":
	// do not commit, "nie pushuj na main"); a word the table has is read
	// as the table says ("nie tej wersji": not this)
	imperatives []string
	// passiveAfter are the prepositions that front a place or a time in a
	// language whose passive ends in "-s" ("i CI byggs alla images": in
	// CI all images are built); the verb second after them is read as
	// "is" and its stem (see passive)
	passiveAfter map[string]bool
	// passiveEndings end an impersonal passive ("generoidaan": is
	// generated, in Finnish), read "is" and its stem
	passiveEndings []string
	// dropsSubject: the language leaves "it" unsaid before its copula
	// (", è il buffer": it is the buffer), so a clause after a comma that
	// opens on "is" says "it is", no question
	dropsSubject bool
	// dashCopula: the language has no "is" in the present and writes a
	// dash in its place between a thing and what it is ("лимит на вывод
	// — 10 000 евро": the limit on withdrawals is 10,000 euro); see
	// copulaDash
	dashCopula bool
	// auxSecond: the past's auxiliary is a clitic that stands second, after
	// a participle that opens the clause ("Přešli jsme na pnpm": switched
	// we-did to pnpm), read "we did" before the participle as where it
	// stands first ("jsme přešli"); reflexives are the clitics that may
	// follow it ("Rozhodli jsme se": decided we-did ourselves), which say
	// nothing in English
	auxSecond  bool
	reflexives map[string]bool
}

// glossTable builds a gloss from "a|b=english; c=english" entries, on its
// first use: the tables were a sixth of this package's start, paid by every
// process, most of which never glosses a sentence.
func glossTable(entries string) func() map[string]string {
	return sync.OnceValue(func() map[string]string {
		out := map[string]string{}
		for _, e := range strings.Split(entries, ";") {
			words, english, ok := strings.Cut(e, "=")
			if !ok {
				continue
			}
			for _, w := range strings.Split(words, "|") {
				out[strings.TrimSpace(w)] = strings.TrimSpace(english)
			}
		}
		return out
	})
}

// englishMarks are English's own function words: a sentence with as many of
// them as of a language's marks is English with a foreign word in it ("use
// the `pour` helper").
var englishMarks = set("the a an is are was were be to of and in on for with it this that we i you they not no do don't have has will can should my our your me so")

var firstLanguages = []language{
	{ // French
		marks:       set("le la les des une est dans pour avec pas ne je tu nous du au aux ce cette ces sont qui que toujours jamais merci stp svp vous mais et on"),
		elides:      true,
		negators:    set("ne n'"),
		perfects:    map[string]string{"a": "did", "ai": "did", "avons": "did", "avez": "did", "ont": "did"},
		participles: []string{"é", "ée", "és", "ées", "i", "is", "it", "u", "us"},
		infinitives: [][2]string{{"er", "e"}},
		gloss: glossTable(`sur tous les|sur toutes les=on all; dit que|disent que=says; tu sais que|vous savez que|tu savais que=you know; comme je l'ai dit|comme je disais|comme déjà dit=as I said; s'il te plaît|s'il vous plaît|s'il te plait|s'il vous plait|stp|svp|merci de=please; toujours=always; jamais|ne jamais=never;
			n'oublie pas|n'oubliez pas|souviens-toi|souvenez-vous|retiens|retenez|rappelle-toi=remember; arrête|arrêtez|arrete=stop doing; pas=;
			je suis en train de=i am working on; on est en train de|nous sommes en train de=we are working on;
			utilise|utilisez=use; ajoute|ajoutez=add; supprime|supprimez|enlève|enlevez|retire|retirez=remove; renomme|renommez=rename; écris|écrivez=write;
			garde|gardez|garder=keep; évite|évitez=avoid; mets|mettez=put; fais|faites=make; lance|lancez=run; change|changez|modifie|modifiez=change; corrige|corrigez=fix;
			réponds|répondez=answer; réponds-moi|répondez-moi=answer me; réponses=answers; plus courtes|plus courts|plus concises|plus brèves=more concise; vérifie|vérifiez=check; oublies|oubliez|oublie=forget; chaque=every; chaque fois|à chaque fois=every time; oublié=forgot; régénère|régénérez=regenerate; mets à jour|mettez à jour=update; déplace|déplacez=move; crée|créez=create; tourne=runs; se trouve|se trouvent=lives; à la main|a la main=by hand; encore une fois|de nouveau=again; ici=here; aussi=also; déjà=already; a|ai|avons|avez|ont=have; merci|merci beaucoup=thanks; parfait|nickel=perfect; super|génial=great; d'accord=ok; oui=yes; non=no; c'est=that's; très bien|bien=good; aujourd'hui=today; je|j'=i; tu|vous|te|t'=you; moi|me|m'=me; on|nous=we; ce|cet|cette|ces|ça|ceci=this;
			dans ce projet|dans ce dépôt|dans ce repo=in this project; dans|en=in; d'=of; le|la|les|l'=the; un|une=a; et=and; mais=but; si=if; quand|lorsque=when;
			a été=was; ont été=were; était=was; étaient=were; venait|venaient|provenait|provenaient=was caused by;
			je suis encore en train de=i am working on; on est encore en train de|nous sommes encore en train de=we are working on;
			parce que=because; peut-être|sans doute=maybe; j'espère|espérons=hopefully; voulons|voudrions|veut|voudrait=want to; je pense que|je crois que=i think; pourrait|pourrions|pourraient|pourrais=could; doit|doivent|devons=must; notre|nos=our; hésite|hésitons|hésitez=undecided; la semaine prochaine=next week; le mois prochain=next month; demain=tomorrow; plus tard=later; bientôt=soon; hier=yesterday; même si=even if; avant de=before; sans=without; avec=with; pour=for; est=is; sont=are; maintenant=now`),
	},
	{ // German
		v2:             true,
		perfects:       map[string]string{"haben": "did", "habe": "did", "hab": "did", "hat": "did", "hast": "did", "habt": "did"},
		participleLast: true,
		participles:    []string{"iert", "t", "en"},
		marks:          set("der die das und ist nicht ich du wir mit auf ein eine bitte auch wenn immer nie kein keine den dem zu im für sind wird dir mich mir uns steht"),
		gloss: glossTable(`hab ich dir schon mal gesagt|hab ich dir schon gesagt|hab ich dir doch gesagt|hab ich dir schon oft gesagt|hab ich dir schon zigmal gesagt|habe ich dir schon mal gesagt|habe ich dir schon gesagt|habe ich dir doch gesagt|hab ich schon mal gesagt|hab ich schon gesagt|hab ich doch gesagt|das hab ich dir schon gesagt|das habe ich dir schon gesagt=i told you that before; sagt|sagen=says; wie gesagt|wie ich sagte|wie ich schon sagte|wie schon gesagt=as I said; bitte=please; immer=always; nie|niemals=never; nicht=not; kein|keine|keinen=no; merk dir|merke dir|vergiss nicht|denk dran|denk daran=remember;
			hör auf|hört auf=stop doing; ich bin gerade dabei|ich bin dabei=i am working on; gerade=right now;
			schreib|schreibe|schreibt|schreiben=write; benutz|benutze|verwende|verwendet|nutze|nimm|benutzen|verwenden|nutzen=use; füg|füge|hinzufügen=add; lösch|lösche|entferne|entfern|löschen|entfernen=remove; benenne|umbenennen=rename;
			mach|mache|machen=make; ändere|änder|ändern=change; behalte|behalt|behalten=keep; vermeide|vermeidet|vermeiden=avoid; führ|führe|ausführen=run; prüfe|prüf|prüfen=check; antworte|antworten=answer; zuerst=first; fazit=conclusion; erklärung=explanation; zusammenfassung=summary; korrigiere|korrigieren|behebe|beheben=fix; vergisst|vergesst=forget; jeder|jede|jedes|jeden|jedem=every; jedes mal|jedesmal=every time; vergessen=forgot; wieder|schon wieder|mal wieder|erneut=again; hängt=hangs; schlägt fehl=fails; crasht|stürzt ab=crashes; regeneriere|regenerieren|generiere neu=regenerate; aktualisiere|aktualisieren=update; verschiebe|verschieben=move; erstelle|erstellen|lege an=create;
			danke|danke schön|vielen dank=thanks; perfekt=perfect; super|klasse|toll=great; genau=exactly; passt|gut=fine; ja=yes; nein=no; alles klar=ok; das ist=that's; richtig=right; heute=today; ich=i; letzte|letzten|letzter|letztes=last; es gibt=there is; im=in the; am=at the; läuft=runs; liegt=lives; steht in=lives in; steht im=lives in the; steht unter=lives under; steht bei=lives at; unter=under; von hand|per hand|händisch=by hand; hier=here; schon=already; hat=has; haben=have; nutzt|benutzt=uses; wird=is; werden=are; war|wurde=was; waren|wurden=were;
			ich bin noch dabei=i am working on; wir sind dabei|wir sind gerade dabei|wir sind noch dabei=we are working on; du|dir|dich|ihr|euch=you; mir|mich=me; wir|uns=we; in diesem projekt|in diesem repo=in this project; dieser|diese|dieses|diesen|diesem=this;
			der|die|das|den|dem|des=the; ein|eine|einen|einem=a; und=and; aber=but; auch wenn=even when; wenn|falls=if; weil=because; vielleicht|eventuell|wahrscheinlich=maybe; hoffentlich=hopefully; wollen|wollte|wollten|möchten|möchte=want to; ich glaube|ich denke=i think; könnte|könnten=could; muss|müssen=must; unser|unsere|unseren|unserem|unserer|unseres=our; nächste woche=next week; nächsten monat=next month; morgen=tomorrow; später=later; bald=soon; gestern=yesterday; bevor=before; ohne=without;
			mit=with; für=for; ist=is; sind=are; jetzt|nun=now`),
	},
	{ // Spanish
		marks:       set("el los las que es por para con una lo del al está estoy estamos siempre nunca favor esta este mi tu nosotros y pero cuando otra vez"),
		negators:    set("no"),
		gerunds:     []string{"ando", "iendo", "yendo"},
		weEndings:   []string{"amos", "emos", "imos"},
		perfects:    map[string]string{"he": "i did", "hemos": "we did", "ha": "did", "han": "did"},
		participles: []string{"ado", "ada", "ados", "adas", "ido", "ida", "idos", "idas"},
		youEndings:  []string{"aste", "iste"},
		gloss: glossTable(`en todos los|en todas las=in all; dice que|dicen que=says; sabes que|sabías que=you know; como dije|como te dije|como ya dije=as I said; por favor=please; siempre=always; nunca|jamás=never; recuerda|recuerde|acuérdate|no olvides|no olvide=remember; deja de|dejá de|para de=stop doing;
			estoy=i am; estamos=we are; usa|use|utiliza|utilice|usá|uses|utilices=use; añade|agrega|añada|agregue|agregá|añadas|agregues=add; borra|elimina|quita|borre|elimine|quite|borres|elimines=remove;
			renombra|renombre=rename; escribe|escriba|escribí|escribas=write; hagas=make; pongas=put; mantén|mantenga|conserva=keep; evita|evite=avoid; pon|ponga=put; haz|haga=make;
			ejecuta|ejecute|corre=run; cambia|cambie|cambies=change; arregla|arregle|corrige=fix; responde|responda|contesta|conteste=answer; primero=first; conclusión=conclusion; explicación=explanation; resumen=summary; respóndeme|respondeme|contéstame|contestame=answer me; respuestas=answers; más=more; revisa|revise=check; olvidas|olvidáis=you forget; cada=every; cada vez=every time; olvidaste=you forgot; olvidado=forgot; regenera|regenere=regenerate; actualiza|actualice=update; mueve|mueva=move; crea|cree=create;
			gracias|muchas gracias=thanks; perfecto|perfecta=perfect; genial|estupendo=great; vale|de acuerdo=ok; sí=yes; bien|muy bien=good; eso es=that's; correcto=correct; hoy=today; yo=i; tiene=has; tienen=have; tú|usted|te=you; me=me; nosotros=we; en este proyecto|en este repo=in this project; este|esta|esto|estos|estas|ese|esa|eso=this;
			en=in; el|la|los|las=the; un|una=a; y=and; pero=but; si=if; cuando=when; porque=because; quizás|quizá|tal vez|a lo mejor|probablemente=maybe; ojalá|con suerte=hopefully; queremos|quisiéramos=we want to; creo que=i think; podría|podrían=could; podríamos=we could; debe|deben=must; debemos=we must; tener=have; nuestro|nuestra|nuestros|nuestras=our; la próxima semana|la semana que viene=next week; el mes que viene|el próximo mes=next month; esta mañana=this morning; mañana=tomorrow; más tarde|luego=later; pronto=soon; ayer=yesterday; aunque=even if; antes de=before; sin=without;
			van=go; salen=come; se encuentra|se encuentran=lives; a mano=by hand; otra vez|de nuevo=again; aquí|acá=here; ya=already; viven|están guardados|están guardadas=live; corren=run; se usan=are used;
			fue|era=was; fueron|eran=were; se debía a|se debió a|venía de=was caused by; sigo|todavía estoy|estoy todavía=i am; seguimos|todavía estamos=we are;
			con=with; para=for; es|está=is; son|están=are; ahora=now`),
	},
	{ // Portuguese
		marks:     set("o os as que é não para com uma do da dos das em sempre nunca você vocês estou estamos este esta isso favor e mas quando nas nos ao pra também são outra"),
		negators:  set("não"),
		gerunds:   []string{"ando", "endo", "indo"},
		weEndings: []string{"amos", "emos", "imos"},
		gloss: glossTable(`por favor=please; sempre=always; nunca|jamais=never; lembre-se|lembra|lembre|não esqueça|não esquece=remember; pare de|para de=stop doing;
			estou=i am; estamos=we are; use|usa|utilize|utiliza=use; adicione|adiciona|acrescente=add; remova|remove|apague|apaga|tire|tira=remove;
			renomeie|renomeia=rename; escreva|escreve=write; mantenha|mantém=keep; evite|evita=avoid; coloque|coloca|ponha|põe=put; faça|faz=make;
			rode|roda|execute|executa=run; mude|muda|altere|altera=change; corrija|corrige|conserte=fix; responda|responde=answer; verifique|verifica=check; esqueces=you forget; cada=every; toda vez|cada vez=every time; esqueceste=you forgot; esquece=forget; esqueceu|esquecido=forgot; regenere|regenera=regenerate; atualize|atualiza=update; mova|move=move; crie|cria=create;
			tem=has; têm=have; obrigado|obrigada|valeu=thanks; perfeito|perfeita=perfect; ótimo|ótima=great; beleza|tá bom=ok; sim=yes; certo=right; hoje=today; eu=i; você|vocês|tu|te=you; me=me; nós|a gente=we; neste projeto|neste repo|nesse projeto=in this project;
			nesta|neste|nessa|nesse=in this; este|esta|isso|isto|esse|essa=this; em|no|na|nos|nas=in; o|a|os|as=the; um|uma=a; e=and; mas=but; se=if;
			vão=go; saem=come; ficam=live; fica=lives; à mão|na mão=by hand; de novo|outra vez=again; aqui|cá=here; já=already; ainda=still; tá=is; tô=i am; a gente tá|a gente está|a gente ainda tá|a gente ainda está|a gente tá ainda=we are; rodam=run; foi|era=was; foram|eram=were; ainda estou|estou ainda=i am; ainda estamos|estamos ainda=we are; quando=when; porque=because; talvez|provavelmente=maybe; tomara|com sorte=hopefully; queremos=we want to; acho que=i think; poderia|poderiam=could; poderíamos=we could; deve|devem=must; devemos=we must; ter=have; todo|toda|todos os|todas as=every; nosso|nossa|nossos|nossas=our; semana que vem|na próxima semana|próxima semana=next week; mês que vem=next month; amanhã=tomorrow; mais tarde|depois=later; em breve=soon; ontem=yesterday; mesmo que=even if; antes de=before; sem=without; com=with; para|pra=for; é|está=is; são|estão=are; agora=now`),
	},
	{ // Italian
		marks:        set("il lo la gli le che è non per con una del della dei sempre mai questo questa sto stiamo favore di e ma quando abbiamo hanno alla scorsa nuovo"),
		negators:     set("non"),
		gerunds:      []string{"ando", "endo"},
		weEndings:    []string{"iamo"},
		elides:       true,
		perfects:     map[string]string{"ho": "i did", "abbiamo": "we did", "ha": "did", "hanno": "did"},
		participles:  []string{"ato", "ata", "ati", "ate", "uto", "uta", "uti", "ute", "ito", "ita", "iti", "ite"},
		infinitives:  [][2]string{{"are", "a"}, {"ere", "i"}, {"ire", "i"}},
		dropsSubject: true,
		gloss: glossTable(`sai che|sapevi che=you know; come ho detto|come dicevo|come ti ho detto|come già detto=as I said; per favore|per piacere=please; sempre=always; mai|non mai=never; ricorda|ricordati|ricordatevi|non dimenticare=remember; smetti di|smettila di=stop doing;
			sto=i am; stiamo=we are; usa|usate|utilizza=use; aggiungi=add; rimuovi|togli|elimina|cancella=remove; rinomina=rename; scrivi=write;
			tieni|mantieni=keep; evita=avoid; metti=put; fai=make; esegui|lancia=run; cambia|modifica=change; correggi|sistema=fix; rispondi=answer; controlla=check; dimentichi|dimenticate=you forget; ogni=every; ogni volta=every time; di solito|solitamente|normalmente=usually; hai dimenticato|avete dimenticato=you forgot; dimenticato=forgot; rigenera|rigenerali|rigeneralo=regenerate; aggiorna|aggiornali|aggiornalo=update; sposta|spostali|spostalo=move; crea|crealo=create;
			ha=has; hanno=have; grazie|grazie mille=thanks; perfetto|perfetta=perfect; ottimo|ottima|benissimo=great; va bene|d'accordo=ok; sì=yes; giusto=right; oggi=today; io=i; tu|ti|te=you; mi=me; noi|ci=we; in questo progetto|in questo repo=in this project; questo|questa|questi|queste|quello|quella=this;
			in|nel|nella=in; il|lo|la|i|gli|le|l'=the; un|una|uno|un'=a; e=and; ma=but; se=if; quando=when; perché=because; forse|probabilmente=maybe; speriamo|si spera=hopefully; vogliamo|vorremmo=we want to; penso che|credo che=i think; potrebbe|potrebbero=could; potremmo=we could; deve|devono=must; dobbiamo=we must; avere=have; nostro|nostra|nostri|nostre=our; la prossima settimana|settimana prossima=next week; il mese prossimo=next month; domani=tomorrow; più tardi|dopo=later; presto=soon; ieri=yesterday; anche se=even if;
			prima di=before; senza=without; con=with; per=for; è=is; sono=are; ora|adesso=now;
			viene=is; vengono=are; si trova|si trovano=lives; a mano=by hand; di nuovo|ancora una volta=again; qui|qua=here; già=already; ancora=still; a=to; è stato|è stata|veniva|era=was; sono stati|sono state|venivano|erano=were; era dovuto a|era dovuta a|è stato causato da|è stata causata da=was caused by;
			sto ancora=i am; stiamo ancora=we are`),
	},
	{ // Dutch
		v2:             true,
		perfects:       map[string]string{"hebben": "did", "heb": "did", "heeft": "did", "hebt": "did"},
		participleLast: true,
		participles:    []string{"eerd", "d", "t"},
		marks:          set("de het een en is niet ik je jij wij met op voor van dit deze altijd nooit alsjeblieft alstublieft graag ook maar weer alweer nog"),
		gloss: glossTable(`heb ik je al gezegd|heb ik je toch al gezegd|heb ik je al eens gezegd|heb ik je al vaker gezegd|heb ik al gezegd|heb ik toch gezegd|dat heb ik je al gezegd|dat heb ik al gezegd|ik heb het je al gezegd|ik heb je dat al gezegd=i told you that before; zoals gezegd|zoals ik zei|zoals ik al zei=as I said; alsjeblieft|alstublieft|aub|graag=please; altijd=always; nooit=never; niet=not; geen=no; onthoud|vergeet niet=remember; stop met|hou op met=stop doing;
			ik ben bezig met|ik ben nu bezig met=i am working on; ben bezig met|ben nog bezig met|ben nu bezig met=am working on; zijn bezig met|zijn nog bezig met=are working on; nog niet=not yet;
			wordt=is; worden=are; werd=was; werden|waren=were; gebruik=use; voeg=add; verwijder=remove; hernoem=rename; schrijf=write; houd|hou=keep;
			vermijd=avoid; zet=put; maak=make; draai=run; verander=change; repareer=fix; antwoord=answer; controleer=check; vergeet je|je vergeet=you forget; elke|iedere|ieder=every; elke keer|iedere keer=every time; vergeten=forgot; regenereer|genereer opnieuw=regenerate; werk bij=update; verplaats=move; maak aan=create;
			draait=runs; staat=lives; weer eens|alweer|opnieuw=again; nog=still; hangt=hangs; faalt|mislukt=fails; crasht=crashes; met de hand|handmatig=by hand; hier=here; al=already; naar=to; van=of; op=on; heeft=has; hebben=have; gebruikt=uses; bedankt|dank je|dank je wel|dankjewel=thanks; top|mooi=great; prima|goed=fine; oké=ok; ja=yes; nee=no; dat is=that's; vandaag=today; ik=i; je|jij|u=you; me|mij=me; we|wij|ons=we; in dit project|in deze repo=in this project; dit|deze|dat=this; de|het=the; een=a; en=and;
			maar=but; als=if; wanneer=when; omdat=because; misschien|waarschijnlijk=maybe; hopelijk=hopefully; willen|wil=want to; ik denk dat|ik denk=i think; zou|zouden=could; moet|moeten=must; onze=our; volgende week=next week; volgende maand=next month; morgen=tomorrow; binnenkort=soon; gisteren=yesterday; ook als=even if; voordat=before; zonder=without; met=with; voor=for; is=is; zijn=are; nu=now`),
	},
	{ // Polish: no articles, so "nie" before a verb is its only negator and
		// the imperative is the bare verb ("nie pomijaj tego": do not skip it)
		marks:    set("nie się jest są że w z na po dla ale czy jak tak tylko też już jeśli jeżeli mi mnie nas my ja ty ten ta te tego tej tym który która które każdy każda każde musi muszą mieć być jestem jesteśmy działa zawsze nigdy proszę bez przez od"),
		negators: set("nie"),
		// the first person plural of the present ("używamy",
		// "przechodzimy", "piszemy")
		// and of the past ("przepięliśmy": we moved over)
		weEndings: []string{"amy", "emy", "imy", "ymy", "liśmy", "łyśmy"},
		// "-uj", "-aj", "-ej" close the imperative of most verbs, the
		// borrowed ones of coding work too ("commituj", "pushuj",
		// "zmieniaj", "dotykaj", "rozwiej")
		imperatives: []string{"uj", "aj", "ej"},
		gloss: glossTable(`proszę|prosze=please; zawsze=always; nigdy=never; pamiętaj|zapamiętaj|nie zapominaj|nie zapomnij=remember; przestań|przestańcie=stop doing;
			jestem w trakcie|pracuję nad|właśnie pracuję nad=i am working on; właśnie=just; teraz właśnie|właśnie teraz=right now;
			używaj|użyj|używajcie|stosuj=use; dodaj|dodawaj|dodajcie=add; usuń|usuwaj|wyrzuć=remove; zmień nazwę=rename; pisz|napisz|piszcie=write;
			zachowaj|trzymaj|zostaw=keep; unikaj=avoid; wstaw|umieść=put; zrób|rób=make; uruchom|uruchamiaj|odpal=run; zmień|zmieniaj=change; popraw|napraw=fix;
			odpowiadaj|odpowiedz|odpisuj=answer; sprawdź|sprawdzaj=check; pomijaj|pomiń=skip;
			dzięki|dziękuję|dzieki=thanks; idealnie=perfect; super|świetnie|ekstra=great; dobrze|jasne|okej=ok; tak=yes; zgadza się=right; dzisiaj|dziś=today; ja=i; ty|ci|cię|wy|wam=you; mi|mnie=me; my|nas=we;
			w tym projekcie|w tym repo|w tym repozytorium=in this project; ten|ta|te|tego|tej|tym|tę=this; w|we=in; na=on; i|oraz=and; ale=but; jeśli|jeżeli=if; kiedy|gdy=when; bo|ponieważ=because; oby|miejmy nadzieję=hopefully; chcemy|chcielibyśmy=we want to;
			może|chyba|pewnie=maybe; myślę że=i think; w przyszłym tygodniu=next week; w przyszłym miesiącu=next month; jutro=tomorrow; później|potem=later; wkrótce|niedługo=soon; wczoraj=yesterday; nawet jeśli|nawet gdy=even if; przed=before; bez=without;
			działa=runs; używa=uses; u nas=in our team; z|ze=with; dla=for; jest=is; są=are; ma=has; mają=have; musi|muszą=must; każdy|każda|każde=every; teraz=now`),
	},
	{ // Swedish: verb second, as German and Dutch; "inte" follows the verb
		// it negates, so it reads "not", and "sluta" (stop) takes the bare
		// infinitive ("sluta skapa": stop doing skapa)
		v2:           true,
		passiveAfter: set("i på vid hos under efter inför"),
		marks:        set("och är inte jag du vi det att som på för med av till har den de ett alltid aldrig snälla också men om när varje ska kan bort"),
		gloss: glossTable(`snälla|tack på förhand=please; alltid=always; aldrig=never; inte=not; ingen|inga|inget=no; kom ihåg|glöm inte=remember; sluta|sluta att=stop doing;
			jag håller på med|jag jobbar på=i am working on; just nu=right now;
			använd|använda|använder=use; lägg till=add; ta bort|radera=remove; byt namn på=rename; skriv=write; behåll=keep; undvik=avoid; lägg|sätt=put; gör=make; kör=run; ändra=change; fixa|rätta=fix; svara=answer; kolla|kontrollera=check; hoppa över=skip;
			glömmer|glömde|har glömt=forget; igen=again; för hand|manuellt=by hand; här=here; redan=already; har=have; hade=had; används=is used; körs=runs; finns=lives; ligger=lives;
			det har jag sagt förut|det har jag sagt|jag har sagt det förut|jag har sagt det=i told you that before;
			tack|tack så mycket=thanks; perfekt=perfect; toppen|bra jobbat=great; okej=ok; ja=yes; nej=no; det är=that's; idag|i dag=today; jag=i; du|dig=you; mig=me; vi|oss=we; i det här projektet|i det här repot=in this project; det här|den här|detta|denna|dessa=this;
			varje=every; den|det|de=the; en|ett=a; och=and; men=but; om=if; när=when; eftersom=because; kanske|antagligen=maybe; jag tror att|jag tror=i think; nästa vecka=next week; nästa månad=next month; imorgon|i morgon=tomorrow; senare=later; snart=soon; igår|i går=yesterday; innan=before; utan=without;
			i=in; med=with; för=for; på=on; till=to; är=is; var=was; ska=must; nu=now;
			från och med idag|från och med i dag|från idag|från i dag|från och med nu|hädanefter=from now on`),
	},
	{ // Danish and Norwegian (Bokmål), one table: verb second, as Swedish,
		// "ikke" after the verb it negates; "fra i dag" (from today) and
		// "fremover" say a practice changed, as "from now on" does
		v2:    true,
		marks: set("og ikke ikkje jeg vi det at som på med af av til har den et altid alltid aldrig aldri også men hvis når hver hvert skal kan venligst vennligst tak takk dette denne inden innen"),
		gloss: glossTable(`venligst|vennligst=please; altid|alltid=always; aldrig|aldri=never; ikke|ikkje=not; ingen=no; husk|glem ikke|ikke glem=remember; stop med|slutt med|slutt å=stop doing;
			fra i dag|fra og med i dag|fra idag|fra og med idag|fra nu af|fra nå av|fra nå|fremover|heretter|herefter=from now on;
			brug|bruk|bruger|bruker=use; tilføj|legg til=add; fjern|slet|slett=remove; skriv=write; behold|bevar=keep; undgå|unngå=avoid; læg|legg|sæt|sett=put; lav|gjør=make; kør|kjør|kører|kjører=run; ændr|endre=change; ret|fiks|fix=fix; svar=answer; tjek|sjekk=check; spring over|hopp over=skip; aflever|lever|send=deliver;
			glemmer|glemte|har glemt=forget; igen|igjen=again; i hånden|manuelt=by hand; her=here; allerede=already; har=have; havde|hadde=had; bruges|brukes=is used; findes|finnes=lives; ligger=lives;
			tak|takk|mange tak|tusen takk=thanks; perfekt=perfect; super|flot|flott=great; okay|ok=ok; ja=yes; nej|nei=no; det er=that's; i dag|idag=today; jeg=i; du|dig|deg=you; mig|meg=me; vi|os|oss=we; i dette projekt|i dette prosjektet=in this project; det her|den her|dette|denne|disse=this;
			hver|hvert=every; den|det|de=the; en|et|ett=a; og=and; men=but; hvis=if; når=when; fordi=because; måske|kanskje=maybe; jeg tror|jeg tror at=i think; næste uge|neste uke=next week; næste måned|neste måned=next month; i morgen|imorgen=tomorrow; inden i morgen|innen i morgen=by tomorrow; inden|innen=before; senere=later; snart=soon; i går|igår=yesterday; uden|uten=without;
			i=in; med=with; på=on; til=to; gennem|gjennom=through; er=is; var=was; skal=must; nu|nå=now`),
	},
	{ // Hungarian: no fixed verb place; "ne" before a verb forbids ("ne
		// használj mockot": do not use mocks), "talán" hedges as "maybe"
		marks:    set("az és nem hogy egy meg csak mert már még kell mindig soha kérlek ezt talán vagy majd ahol amikor"),
		negators: set("ne"),
		gloss: glossTable(`kérlek|kérem|légyszi|légy szíves=please; mindig=always; soha|sose|sohase=never; nem=not; ne felejtsd el|ne felejtsd|emlékezz=remember; ne=do not;
			használd|használj|használjátok=use; add hozzá|adj hozzá=add; töröld|távolítsd el=remove; nevezd át=rename; írd|írj=write; tartsd meg|tartsd=keep; kerüld=avoid; futtasd=run; módosítsd|változtasd meg=change; javítsd=fix; ellenőrizd=check;
			köszönöm|köszi|kösz=thanks; szuper|remek=great; rendben|oké=ok; igen=yes; és=and; de=but; ha=if; amikor|mikor=when; mert=because; nélkül=without; én=i; te|ön=you; nekem|engem=me; mi|minket=we; ez|ezt|ebben|ezen|ezzel=this; ebben a projektben|ebben a repóban=in this project; a|az=the; egy=a;
			talán|esetleg|valószínűleg|lehet hogy|lehet=maybe; szerintem|azt hiszem=i think; mostantól|ezentúl|mától|mától kezdve=from now on; jövő héten=next week; jövő hónapban=next month; jövőre|jövő évben=next year; jövő=next; helyett=instead of; minden=every; használjuk=we use; futtatjuk=we run; holnap=tomorrow; később|majd=later; hamarosan=soon; tegnap=yesterday; ma=today;
			van=is; vannak=are; volt=was; voltak=were; kell=must; most=now`),
	},
	{ // Indonesian: no articles and no verb endings of person; "jangan"
		// forbids before a verb ("jangan pakai float": do not use float),
		// and the passive "di-" form names what is done to the subject
		// ("disimpan": are stored)
		marks: set("yang dan ini itu tidak jangan selalu pakai gunakan sudah belum saya kamu kami kita akan bisa harus tolong semua setiap sebagai untuk dengan dari juga tapi karena"),
		gloss: glossTable(`tolong|mohon=please; selalu=always; tidak pernah|jangan pernah|jangan sekali-kali=never; jangan=do not; tidak|bukan=not; ingat|jangan lupa=remember; berhenti=stop doing;
			pakai|gunakan|pakailah|gunakanlah=use; tambahkan=add; hapus|buang=remove; ganti nama=rename; tulis=write; simpan=keep; hindari=avoid; taruh|letakkan=put; buat=make; jalankan=run; ubah|ganti=change; perbaiki=fix; jawab=answer; cek|periksa=check; lewati=skip;
			kami lagi|kita lagi|kami sedang|kita sedang=we are working on; saya lagi|aku lagi|saya sedang|aku sedang=i am working on; disimpan=are stored; dipakai|digunakan=is used; dijalankan=is run; lagi=again; sudah saya bilang|saya sudah bilang|sudah saya bilang sebelumnya=i told you that before;
			terima kasih|makasih=thanks; mantap|bagus=great; oke=ok; ya=yes; saya|aku=i; kamu|anda=you; kami|kita=we; ini=this; itu=that; di proyek ini|di repo ini=in this project;
			semua=all; setiap=every; dan=and; tapi|tetapi=but; kalau|jika=if; ketika=when; karena=because; tanpa=without; sebelum=before; mungkin=maybe; saya pikir|menurut saya=i think;
			minggu depan=next week; bulan depan=next month; besok=tomorrow; nanti=later; segera=soon; kemarin=yesterday; hari ini=today; mulai sekarang|mulai hari ini|ke depannya=from now on; buat sekarang|untuk sekarang|buat saat ini|untuk saat ini|buat sementara|untuk sementara|sementara=for now; aja|saja=just; coba=try;
			di=in; ke=to; dari=from; untuk=for; dengan=with; sebagai=as; adalah=is; harus=must; akan=will; sudah=already; sekarang=now`),
	},
	{ // Russian
		marks:      set("и в не на я мы ты вы что это этот эта всегда никогда пожалуйста с по для но у от до из за к как так уже ещё еще только все всё или а же бы ли при без через после наш наша наше наши"),
		negators:   set("не"),
		dashCopula: true,
		gloss: glossTable(`пожалуйста=please; всегда=always; никогда=never; запомни|запомните|не забывай|не забудь=remember; перестань|перестаньте|хватит=stop doing;
			используй|используйте=use; добавь|добавьте=add; удали|удалите|убери|уберите=remove; переименуй|переименуйте=rename; пиши|напиши|пишите|напишите=write;
			оставь|сохраняй|храни=keep; избегай|избегайте=avoid; поставь|положи=put; сделай|сделайте=make; запусти|запустите=run; измени|поменяй=change;
			исправь|почини=fix; отвечай|ответь=answer; предлагай|предлагайте|предложи=suggest; в ответах|в твоих ответах|в своих ответах=in your answers; проверь|проверьте=check; использует=uses; работает=runs; лежит|хранится=lives; спасибо|спасибо большое=thanks; отлично|супер|круто=great; хорошо|ладно|ок=ok; идеально=perfect; да=yes; нет=no; сегодня=today; я=i; ты|вы|тебе|вам=you; мне|меня=me; мы|нас=we;
			в этом проекте|в этом репо|в этом репозитории=in this project; в этой функции=in this function; в этом файле=in this file;
			этот|эта|это|эту|этой|этом=this; и=and; но=but; если=if; когда=when; потому что=because; может быть|возможно|наверное|вероятно=maybe; я думаю|думаю=i think; на следующей неделе=next week; завтра=tomorrow; позже|потом=later; скоро=soon; вчера=yesterday; даже если=even if; перед тем как=before; без=without;
			с|со=with; для=for; сейчас=right now`),
	},
}

// languages are every table, the first ones and those of central and
// eastern Europe (see moreLanguages).
var languages = slices.Concat(firstLanguages, moreLanguages)

// Gloss returns text with the structural words of the language it is written
// in read as their English (see language), or text unchanged when it is
// English or a language no table covers. A code span is never glossed.
func Gloss(text string) string {
	if g, ok := glossCJK(text); ok {
		return g
	}
	if g, ok := glossCueWords(text); ok {
		return g
	}
	fields := strings.Fields(text)
	lang := languageOf(fields)
	if lang == nil {
		return text
	}
	out := lang.read(fields)
	if lang.v2 {
		out = thereIs(nowFronted(out))
	}
	return strings.Join(out, " ")
}

// nowFronted reads a verb-second clause that opens on "now", its verb
// before its subject ("jetzt nutzen wir pnpm": now use we pnpm), as English
// says a practice changed: "we now use pnpm"; so does one that opens on
// "from now on" ("fra i dag kjører vi": from now on we run). A verb the
// tables lack, or a subject that is no pronoun, is left as it is.
func nowFronted(out []string) []string {
	if len(out) < 4 || !glossedVerbs[out[1]] || !subjectPronouns[out[2]] {
		return out
	}
	switch {
	case strings.EqualFold(out[0], "now"):
		return append([]string{out[2], "now", out[1]}, out[3:]...)
	case strings.EqualFold(out[0], "from now on"):
		// "fra i dag kjører vi ...": from now on run we, read "from now
		// on we run ...", the phrase in front and the subject before its
		// verb
		return append([]string{out[0], out[2], out[1]}, out[3:]...)
	}
	return out
}

// thereIs reads a verb-second clause that opens on a place and says
// something is there ("in the letzten Commit-Message is a Tippfehler,") as
// English says it: "there is a Tippfehler in the letzten Commit-Message,".
func thereIs(out []string) []string {
	first, _, _ := strings.Cut(strings.ToLower(at(out, 0)), " ")
	if len(out) < 4 || first != "in" && first != "on" && first != "at" {
		return out
	}
	for k := 1; k+1 < len(out) && !strings.ContainsAny(out[k-1], ",;:"); k++ {
		if (out[k] == "is" || out[k] == "are") && (out[k+1] == "a" || out[k+1] == "no") {
			end := k + 2
			for end < len(out) && !strings.ContainsAny(out[end-1], ",;:.") {
				end++
			}
			place := slices.Clone(out[:k])
			place[0] = strings.ToLower(place[0])
			tail := out[end-1]
			reordered := append([]string{"there"}, out[k:end]...)
			reordered[len(reordered)-1] = strings.TrimRight(tail, ",;:.")
			place[len(place)-1] += tail[len(reordered[len(reordered)-1]):]
			return append(append(reordered, place...), out[end:]...)
		}
	}
	return out
}

// languageOf is the language whose marks a sentence's words hold most, at
// least two and more than English's, or nil. A word English shares with
// the language but the language reads otherwise (Italian's article "i",
// Portuguese "a") tells neither: it counts for neither side, so a short
// Italian sentence ("rigenera adesso i file in src/gen") is not taken for
// English by its articles.
func languageOf(fields []string) *language {
	var best *language
	most, margin, shared := 1, 0, false
	for i := range languages {
		l := &languages[i]
		n, english, own := 0, 0, 0
		for _, f := range fields {
			w := core(f)
			switch {
			case l.knows(w):
				n++
				if !sharedSmall[w] {
					own++
				}
			case englishMarks[w] && !l.readsOtherwise(w):
				english++
			}
		}
		if own == 0 {
			// "factura de enero en PDF": Dutch, Spanish, French or Catalan
			shared = shared || n > most && n > english
			continue
		}
		// a tie goes to the language that leaves fewer of the words to
		// English ("la config, le stub, i test": French and Italian both
		// know "la" and "le", and only Italian reads "i"), not to the one
		// listed first
		if n > english && (n > most || n == most && best != nil && n-english > margin) {
			best, most, margin = l, n, n-english
		}
	}
	if best == nil && shared {
		return &sharedReading
	}
	return best
}

// sharedSmall: small words that several languages spell alike, "de" and
// "en" in Dutch, Spanish, French, Portuguese and Catalan: a sentence whose
// only words a table knows are these is in any of them, so none decides.
var sharedSmall = set("de en")

// sharedReading reads those words as most of the languages that share them
// do, "of" and "in", when nothing else tells the sentence's language: a
// fragment stays a fragment, its nouns no English verbs.
var sharedReading = language{gloss: glossTable("de=of; en=in")}

// readsOtherwise: the language glosses w, a word English has too, as
// another English word ("i": the, in Italian).
func (l *language) readsOtherwise(w string) bool {
	e, ok := l.gloss()[w]
	return ok && e != w
}

// knows: w is one of the language's marks or of the words its table glosses
// ("utilise", "n'utilise"), which a short sentence may hold no mark beside.
// An English word never counts ("change", "use" and "me" are French or
// Spanish too).
func (l *language) knows(w string) bool {
	if englishMarks[w] || l.gloss()[w] == w {
		return false
	}
	if l.marks[w] || l.gloss()[w] != "" || l.weForm(w) || l.impersonal(w) != "" {
		return true
	}
	// an elided article or preposition of the table before any word
	// ("d'environnement", "l'anglais") is the language's own
	j := strings.Index(w, "'")
	return l.elides && j > 0 && j <= 2 && j+1 < len(w) && (l.gloss()[w[j+1:]] != "" || l.gloss()[w[:j+1]] != "")
}

// weForm: w ends in one of the language's endings of "we" that are four
// letters or more ("usiamo", "cambiamos"), which no English word of its
// length ends in; a short sentence ("adesso usiamo pnpm") has its verb as
// its only word beside one mark. A shorter ending ("-emy") tells only in a
// word with a letter English lacks ("używamy"), not in "academy".
func (l *language) weForm(w string) bool {
	for _, e := range l.weEndings {
		if (len(e) >= 4 || !isASCII(w)) && len(w) >= len(e)+2 && strings.HasSuffix(w, e) {
			return true
		}
	}
	return false
}

// isASCII: w has no letter beyond ASCII.
func isASCII(w string) bool {
	for _, r := range w {
		if r >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// core is a field's word, lowercased, without the punctuation around it.
func core(f string) string {
	f = strings.ReplaceAll(strings.ToLower(f), "’", "'")
	return strings.TrimFunc(f, func(r rune) bool { return unicode.IsPunct(r) && r != '\'' && r != '-' && r != '`' })
}

// piece is one word of a sentence being glossed: its word and the
// punctuation that closed it (a pause the parse reads).
type piece struct{ text, word, tail string }

// pieces splits fields into words and the punctuation that closed them.
func pieces(fields []string) []piece {
	out := make([]piece, 0, len(fields))
	for _, f := range fields {
		if strings.Contains(f, "`") {
			out = append(out, piece{text: f, word: f}) // a code span stays as written
			continue
		}
		tail := ""
		if i := strings.LastIndexFunc(f, func(r rune) bool { return !unicode.IsPunct(r) }); i >= 0 {
			_, size := utf8.DecodeRuneInString(f[i:])
			tail = f[i+size:]
		}
		out = append(out, piece{text: strings.TrimSuffix(f, tail), word: core(f), tail: tail})
	}
	return out
}

// read glosses a sentence's fields: the longest phrase of the table at each
// word, a time phrase the parse already reads left as it is.
func (l *language) read(fields []string) []string {
	ps := pieces(fields)
	var out []string
	for i := 0; i < len(ps); {
		if n := timePhraseAt(ps, i); n > 0 {
			for _, p := range ps[i : i+n] {
				out = append(out, p.text+p.tail)
			}
			i += n
			continue
		}
		if e, n := l.participleFirst(ps, i); n > 0 {
			out = append(out, e, ps[i].text+ps[i+n-1].tail)
			i += n
			continue
		}
		english, n := l.phraseAt(ps, i)
		if n == 0 {
			english, n = l.single(ps, i, out), 1
		}
		if n == 1 && english == ps[i].text && l.saysWe(ps[i].word, out) {
			out = sayWe(out, english)
			i++
			continue
		}
		if n == 1 && english == ps[i].text && l.saysYou(ps[i].word, out) {
			english = "you " + english
		}
		english = l.unsaidIt(english, ps, i)
		if english == "now" && len(out) == 1 && glossedVerbs[out[0]] {
			// "rigenera adesso i file": "now" right after the command
			// that opens the sentence times that one action, as "right
			// now" does; English puts a "now" there only in "we now use"
			english = "right now"
		}
		if english != "" {
			out = append(out, english+ps[i+n-1].tail)
		}
		i += n
	}
	return out
}

// phraseAt finds the longest phrase of the table at ps[i], its English and
// its length in words; the longest phrase a table holds is six words ("hab
// ich dir schon mal gesagt", "je suis encore en train de").
func (l *language) phraseAt(ps []piece, i int) (string, int) {
	for n := min(6, len(ps)-i); n > 1; n-- {
		words := make([]string, n)
		for k := range n {
			words[k] = ps[i+k].word
		}
		if e, ok := l.gloss()[strings.Join(words, " ")]; ok {
			return e, n
		}
	}
	return "", 0
}

// single glosses one word: a negator before an imperative reads "do not"
// ("no uses mocks"), a verb at work after "I am" reads "working on"
// ("estoy revisando"); out is what the sentence glossed to so far.
func (l *language) single(ps []piece, i int, out []string) string {
	w := ps[i].word
	if l.negators[w] {
		if ps[i].tail != "" {
			return "no" // an answer before a pause ("Nie, ...", "No, ..."): no negation of a verb
		}
		next := i + 1
		if e, ok := l.gloss()[ps[min(next, len(ps)-1)].word]; ok && e == "" {
			next++ // "ne pas modifier": the negation's second half, dropped
		}
		if next < len(ps) && (glossedVerbs[l.gloss()[ps[next].word]] || l.infinitive(ps[next].word) != "" || l.imperative(ps[next].word)) {
			return "do not"
		}
		return "not"
	}
	if n := len(out); n > 0 && (strings.HasSuffix(out[n-1], " am") || strings.HasSuffix(out[n-1], " are")) {
		for _, g := range l.gerunds {
			if len(w) > len(g)+2 && strings.HasSuffix(w, g) {
				return "working on"
			}
		}
	}
	if l.dashCopula && copulaDash(ps, i, out) {
		return "is"
	}
	if e, ok := l.perfect(w, ps, i); ok {
		return e
	}
	if e, ok := l.passive(ps, i); ok {
		return e
	}
	if e, ok := l.gloss()[w]; ok {
		return e
	}
	if e := l.infinitive(w); e != "" {
		return e
	}
	if stem := l.impersonal(ps[i].text); stem != "" {
		return "is " + stem
	}
	if j := strings.Index(w, "'"); l.elides && j > 0 && j <= 2 && j+1 < len(w) {
		// "n'utilise", "l'anglais": the elided word, then the word it joins
		head, rest := w[:j+1], w[j+1:]
		if e, ok := l.perfect(rest, ps, i); ok {
			rest = e // "j'ai corrigé": i did
		} else if e, ok := l.gloss()[rest]; ok && !articleGloss[l.gloss()[head]] {
			rest = e // after an article the word is a noun ("un'ora": an hour, no "now")
		}
		if l.negators[head] && glossedVerbs[rest] {
			return "do not " + rest
		}
		return strings.TrimSpace(l.gloss()[head] + " " + rest)
	}
	return ps[i].text // a word the table lacks keeps its case: a capital may name a thing
}

// copulaDash: ps[i] is a dash standing alone between the words of a
// thing and what it is, the sentence's first dash after words of no verb,
// no subject pronoun and no pause ("таймаут вебхука — 90 секунд": the
// webhook's timeout is 90 seconds). A dash after a verb or a pronoun joins
// two clauses ("мы используем pnpm — так быстрее": we use pnpm, it's
// faster), one after a comma sets a clause apart, and one that opens or
// closes the sentence sets nothing apart.
func copulaDash(ps []piece, i int, out []string) bool {
	if !copulaDashes[ps[i].text] || i == 0 || i+1 >= len(ps) || len(out) == 0 {
		return false
	}
	for _, p := range ps[:i] {
		if p.tail != "" || copulaDashes[p.text] {
			return false
		}
	}
	for _, o := range out {
		for _, w := range strings.Fields(o) {
			if glossedVerbs[w] || subjectPronouns[w] || w == "is" || w == "are" {
				return false
			}
		}
	}
	return true
}

var copulaDashes = set("— –")

// articleGloss are the English of an elided article.
var articleGloss = set("the a")

// perfect: w, the word at ps[i], is a form of "have" and a participle
// follows it, so the two tell a deed done; its gloss is "did" (see
// language.perfects).
func (l *language) perfect(w string, ps []piece, i int) (string, bool) {
	e, ok := l.perfects[w]
	if !ok || i+1 >= len(ps) || ps[i].tail != "" {
		return "", false
	}
	next := ps[i+1].word
	if l.participleLast {
		next = ps[lastOfClause(ps, i+1)].word
	}
	if _, known := l.gloss()[next]; known {
		return "", false // a word of the table is a function word, no participle ("a mi", "ha questo")
	}
	for _, p := range l.participles {
		if len(next) >= len(p)+3 && strings.HasSuffix(next, p) && l.participleShape(next, p) {
			return e, true
		}
	}
	return "", false
}

// participleFirst: the clause opens at ps[i] on a participle with the
// past's auxiliary after it (see language.auxSecond): it returns the
// auxiliary's gloss ("we did") and how many words the two and a reflexive
// after them take.
func (l *language) participleFirst(ps []piece, i int) (string, int) {
	if !l.auxSecond || i+1 >= len(ps) || i > 0 && ps[i-1].tail == "" || ps[i].tail != "" {
		return "", 0
	}
	e, ok := l.perfects[ps[i+1].word]
	if !ok || !l.isParticiple(ps[i].word) {
		return "", 0
	}
	if i+2 < len(ps) && ps[i+1].tail == "" && l.reflexives[ps[i+2].word] {
		return e, 3
	}
	return e, 2
}

// isParticiple: w ends like the language's participles and is no word of
// its table.
func (l *language) isParticiple(w string) bool {
	if _, known := l.gloss()[w]; known {
		return false
	}
	for _, p := range l.participles {
		if len(w) >= len(p)+3 && strings.HasSuffix(w, p) {
			return true
		}
	}
	return false
}

// lastOfClause is the place of the last word of the clause that ps[i] opens:
// the first word a comma or a stop closes, or the sentence's last.
func lastOfClause(ps []piece, i int) int {
	for i < len(ps)-1 && ps[i].tail == "" {
		i++
	}
	return i
}

// participleShape: a word ending in p is a participle; where the
// participle closes the clause, a bare ending ("-t", "-en") tells it only
// with the "ge" of the participle in the word ("geändert", "umgestellt"),
// not in "Key" or "Staging" ("haben wir Staging": have), while a longer one
// ("-iert", "-eerd") tells alone.
func (l *language) participleShape(w, p string) bool {
	return !l.participleLast || len(p) >= 4 || strings.Contains(w[:len(w)-len(p)], "ge")
}

// passive reads the word at ps[i] as a passive verb, "is" and its stem,
// when it ends in "-s" and stands second after a fronted place or time
// ("i skadeplattformen körs migreringar": in skadeplattformen is run
// migreringar): a verb second there is one the sentence states, where its
// active gloss ("runs", or a stem the parse takes for a command) left the
// fronted phrase before a command. A word the table reads otherwise
// ("finns", "används") keeps its gloss, as does one that is no verb second
// ("Tester körs": its subject first).
func (l *language) passive(ps []piece, i int) (string, bool) {
	w := ps[i].word
	stem, ok := strings.CutSuffix(w, "s")
	if !ok || len(stem) < 3 || len(ps) < 4 || !l.passiveAfter[ps[0].word] || i != fronted(l, ps) {
		return "", false
	}
	verb := l.gloss()[stem]
	if glossedVerbs[verb] {
		return "is " + verb, true // "körs": "kör" is run
	}
	if _, has := l.gloss()[w]; has {
		return "", false
	}
	return "is " + strings.TrimSuffix(ps[i].text, "s"), true
}

// fronted is the place of the verb second after a phrase opened by a
// preposition: after its noun ("i CI"), or after an article or "this" and
// the noun ("i det projektet", "i det här projektet"); a longer phrase is
// left alone.
func fronted(l *language, ps []piece) int {
	if l.gloss()[ps[1].word+" "+ps[2].word] == "this" {
		return 4 // "i det här projektet"
	}
	if e := l.gloss()[ps[1].word]; e == "the" || e == "this" {
		return 3
	}
	return 2
}

// saysWe: w is a verb whose ending says its subject is "we", none said
// before it, and no article makes it a noun ("los últimos cambios").
func (l *language) saysWe(w string, out []string) bool {
	for _, o := range out {
		if o == "we" || strings.HasPrefix(o, "we ") {
			return false
		}
	}
	return verbEnding(w, out, l.weEndings)
}

// saysYou: w ends as a past verb of "you" (see language.youEndings) and
// no article makes it a noun ("el contraste").
func (l *language) saysYou(w string, out []string) bool {
	return verbEnding(w, out, l.youEndings)
}

// verbEnding: w ends in one of endings, a verb's, and no article before it
// makes it a noun.
func verbEnding(w string, out []string, endings []string) bool {
	if n := len(out); n > 0 && (out[n-1] == "the" || out[n-1] == "a" || out[n-1] == "this") {
		return false
	}
	for _, e := range endings {
		if len(w) >= len(e)+2 && strings.HasSuffix(w, e) {
			return true
		}
	}
	return false
}

// unsaidIt reads the copula that opens a clause after a comma in a language
// that drops "it" (see language.dropsSubject) as "it is".
func (l *language) unsaidIt(english string, ps []piece, i int) string {
	if english == "is" && l.dropsSubject && i > 0 && strings.ContainsAny(ps[i-1].tail, ",;") {
		return "it is"
	}
	return english
}

// impersonal is the stem of word, an impersonal passive (see
// language.passiveEndings), or "".
func (l *language) impersonal(word string) string {
	for _, e := range l.passiveEndings {
		if stem, ok := strings.CutSuffix(word, e); ok && len(stem) >= 3 {
			return stem
		}
	}
	return ""
}

// infinitive is the English of w, an infinitive whose imperative the table
// glosses as a verb (see language.infinitives), or "".
func (l *language) infinitive(w string) string {
	for _, end := range l.infinitives {
		stem, ok := strings.CutSuffix(w, end[0])
		if e := l.gloss()[stem+end[1]]; ok && len(stem) > 1 && glossedVerbs[e] {
			return e
		}
	}
	return ""
}

// imperative: w, a word the table lacks, ends as the language's imperative
// does (see language.imperatives), with a stem of three letters or more.
func (l *language) imperative(w string) bool {
	if _, known := l.gloss()[w]; known {
		return false
	}
	for _, end := range l.imperatives {
		if len([]rune(w)) >= len([]rune(end))+3 && strings.HasSuffix(w, end) {
			return true
		}
	}
	return false
}

// sayWe writes the unsaid "we" before verb, and before the "always",
// "never" or "now" that leads it ("siempre usamos": we always usamos;
// "adesso usiamo pnpm": we now usiamo pnpm, a practice changed, where
// English says "we now use" and its fronted "now we ..." is a moment).
func sayWe(out []string, verb string) []string {
	if n := len(out); n > 0 && (out[n-1] == "always" || out[n-1] == "never" || out[n-1] == "now") {
		return append(out[:n-1], "we", out[n-1], verb)
	}
	return append(out, "we", verb)
}

// glossedVerbs are the English verbs the tables gloss imperatives to.
var glossedVerbs = set("use add remove rename write keep avoid put make run change fix answer check skip regenerate update move create")

// timePhraseAt is the length of a time phrase of the parse's own table that
// starts at ps[i] ("pour cette fois", "a partir de ahora"), or 0.
func timePhraseAt(ps []piece, i int) int {
	for _, p := range timeWords {
		if len(p.words) < 2 || i+len(p.words) > len(ps) {
			continue
		}
		match := true
		for k, w := range p.words {
			match = match && ps[i+k].word == w
		}
		if match {
			return len(p.words)
		}
	}
	return 0
}
