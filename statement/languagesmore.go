package statement

// The languages of central and eastern Europe that blind writers wrote in
// and the tables lacked (gate35): Czech, Slovak, Slovenian, Romanian,
// Latvian, Estonian and Finnish. Each is the same small table of closed
// classes as the others (see language): "always", "never", its "don't",
// the imperatives of coding work, "we", "could", "must", and the markers of
// time that decide a sentence's tense, a past ("yesterday", "last week",
// the auxiliary of a past told with "we"), a change at work right now, and
// "just" (a change just done, not one under way).
var moreLanguages = []language{
	{ // Czech: the past is a participle with "jsme" (we) or "jsem" (I)
		// beside it; the verb of "we" ends in -íme/-áme/-eme
		marks:       set("je jsou se že na ve pro ale když vždy vždycky nikdy prosím tento tato toto všechny všechna každý každá každé já ty nás jsme jsem také už jen"),
		weEndings:   []string{"íme", "áme", "eme"},
		perfects:    map[string]string{"jsme": "we did", "jsem": "i did"},
		participles: []string{"li", "ly", "la", "lo"},
		auxSecond:   true,
		reflexives:  set("se si"),
		gloss: glossTable(`prosím=please; vždy|vždycky=always; nikdy=never; ne=not; pamatuj|nezapomeň=remember; přestaň=stop doing;
			používej|použij|používejte=use; nepoužívej=do not use; přidej|přidávej=add; smaž|odstraň|odeber=remove; přejmenuj=rename; piš|napiš|pište=write; nepiš=do not write; nech|ponech|zachovej=keep; vyhni se|vyhýbej se=avoid; dej|dávej=put; udělej|dělej=make; spusť|spouštěj=run; změň|měň=change; oprav=fix; odpovídej|odpověz=answer; zkontroluj|kontroluj=check; přeskoč=skip;
			díky|děkuju|děkuji=thanks; super|skvělé=great; jo|ano=yes; já=i; ty|tobě|ti|tebe=you; mi|mně|mě=me; my|nás=we; náš|naše|našem|našeho|naši=our; tento|tato|toto|tyto|tenhle|tahle|tohle=this; tady|zde=here; všechny|všechna|všichni|všech|všechno=all; každý|každá|každé|každou=every;
			v|ve=in; na=on; pro=for; s|se=with; a=and; ale=but; když=when; pokud|jestli=if; i když=even when; protože=because; co|že=that; možná|asi|nejspíš=maybe; myslím že=i think; mohli bychom|mohl bys|mohla bys|dalo by se|šlo by=could; musí|musíme|musíš=must;
			teď|nyní=now; právě teď|zrovna teď|momentálně|aktuálně=right now; právě|zrovna=just; včera=yesterday; minulý týden=last week; minulý měsíc=last month; příští týden=next week; zítra=tomorrow; později=later; brzy=soon; dnes=today; už=already; je=is; jsou=are; byl|byla|bylo=was; byli|byly=were`),
	},
	{ // Slovak: as Czech, its past with "sme" (we) or "som" (I)
		marks:       set("je sú sa že na vo pre do ale keď vždy nikdy prosím tento táto toto všetky všetci každý každá každé ja ty nás sme som aj už len"),
		weEndings:   []string{"íme", "áme", "eme"},
		perfects:    map[string]string{"sme": "we did", "som": "i did"},
		participles: []string{"li", "la", "lo"},
		auxSecond:   true,
		reflexives:  set("sa si"),
		gloss: glossTable(`prosím=please; vždy=always; nikdy=never; nie=not; pamätaj|nezabudni=remember; prestaň=stop doing;
			používaj|použi|používajte=use; nepoužívaj=do not use; pridaj=add; zmaž|odstráň=remove; premenuj=rename; píš|napíš|píšte=write; nepíš=do not write; nechaj|ponechaj|zachovaj=keep; vyhýbaj sa|vyhni sa=avoid; daj|dávaj=put; urob|rob=make; spusti|spúšťaj=run; zmeň|meň=change; oprav=fix; odpovedaj|odpovedz=answer; skontroluj|kontroluj=check; preskoč=skip;
			ďakujem|vďaka=thanks; super|výborne=great; áno=yes; ja=i; ty|tebe|ti|teba=you; mi|mne|ma=me; my|nás=we; náš|naša|naše|našom|našich=our; tento|táto|toto|tieto|tu=this; všetky|všetci|všetkých|všetko=all; každý|každá|každé|každú=every;
			v|vo=in; na=on; pre=for; s|so=with; a=and; ale=but; keď=when; ak=if; aj keď=even when; pretože=because; že=that; možno|asi|pravdepodobne=maybe; myslím že=i think; mohli by sme|mohol by si|mohla by si|dalo by sa=could; musí|musíme|musíš=must;
			teraz=now; práve teraz|momentálne|aktuálne=right now; práve=just; včera=yesterday; minulý týždeň=last week; minulý mesiac=last month; budúci týždeň=next week; zajtra=tomorrow; neskôr=later; čoskoro=soon; dnes=today; už=already; je=is; sú=are; bol|bola|bolo=was; boli=were`),
	},
	{ // Slovenian: its past a participle with "smo" (we) or "sem" (I);
		// "mi" is "we", and "ne" before a verb forbids ("ne uporabljaj")
		marks:       set("je so se da na za ki ne vedno nikoli prosim smo sem ta to tudi ampak če ker jaz mi vsi vsak"),
		negators:    set("ne"),
		perfects:    map[string]string{"smo": "we did", "sem": "i did"},
		participles: []string{"li", "le", "la", "lo"},
		auxSecond:   true,
		reflexives:  set("se si"),
		gloss: glossTable(`prosim=please; vedno=always; nikoli|nikdar=never; zapomni si|ne pozabi=remember; nehaj=stop doing;
			uporabi|uporabljaj|uporabljajte=use; dodaj=add; izbriši|odstrani=remove; preimenuj=rename; piši|napiši=write; obdrži|ohrani=keep; izogibaj se|izogni se=avoid; daj|postavi=put; naredi|delaj=make; zaženi|poženi=run; spremeni=change; popravi=fix; odgovarjaj|odgovori=answer; preveri=check; preskoči=skip;
			hvala=thanks; super|odlično=great; ja=yes; jaz=i; ti|tebi|te=you; meni|me=me; mi|nas=we; naš|naša|naše|našem|naših=our; ta|to|te|tega|tej|tem=this; tukaj|tu=here; vsi|vse|vsa=all; vsak|vsaka|vsako=every;
			v=in; na=on; za=for; z|s=with; in=and; ampak|vendar=but; ko=when; če=if; ker=because; morda|mogoče|verjetno=maybe; mislim da=i think; lahko bi|bi lahko|bi lahko mi=could; mora|morajo|moramo=must;
			zdaj|sedaj=now; trenutno|ravno zdaj=right now; ravno|pravkar=just; včeraj=yesterday; prejšnji teden|prejšnji tedn|pretekli teden=last week; prejšnji mesec=last month; naslednji teden=next week; jutri=tomorrow; kasneje|pozneje=later; kmalu=soon; danes=today; že=already; je=is; so=are; bil|bila|bilo=was; bili=were`),
	},
	{ // Romanian: the past is "am" (we, or I) or "a" and a participle
		// ("am mutat": we moved); "nu" before a verb forbids
		marks:       set("și este sunt că în pe cu pentru care mai din acest această întotdeauna niciodată vă noi eu nostru noastră fiecare toate dacă când"),
		negators:    set("nu"),
		perfects:    map[string]string{"am": "we did", "ai": "you did", "a": "did", "au": "did", "ați": "you did"},
		participles: []string{"at", "it", "ut", "ât", "as", "is"},
		gloss: glossTable(`te rog|vă rog=please; întotdeauna|mereu|totdeauna=always; niciodată=never; ține minte|nu uita=remember; nu mai=stop doing;
			folosește|foloseşte|folosiți|folosi=use; adaugă=add; șterge|elimină=remove; redenumește=rename; scrie=write; păstrează=keep; evită=avoid; pune=put; fă|faceți=make; rulează=run; schimbă|modifică=change; repară|corectează=fix; răspunde=answer; verifică=check; sari peste=skip;
			mulțumesc|mersi=thanks; super|perfect=great; da=yes; eu=i; tu|voi|tine|îți|ți=you; mie|mi|mă=me; noi|ne=we; nostru|noastră|noștri|noastre=our; acest|această|acesta|aceasta|aceste|acești=this; aici=here; toate|toți=all; fiecare=every;
			în=in; pe=on; la=at; cu=with; pentru=for; de=of; și=and; dar|însă=but; când=when; dacă=if; chiar dacă=even if; pentru că|deoarece=because; poate|probabil=maybe; cred că=i think; am putea|ar putea|ai putea|s-ar putea=could; trebuie=must;
			acum=now; chiar acum|momentan|în prezent=right now; tocmai=just; ieri=yesterday; săptămâna trecută=last week; luna trecută=last month; săptămâna viitoare=next week; mâine=tomorrow; mai târziu=later; curând=soon; azi|astăzi=today; deja=already; este|e=is; sunt=are; a fost|era=was; au fost|erau=were`),
	},
	{ // Latvian: a verb of "we" ends in -ām, -ojam, -ējam or after a soft
		// consonant (-ļam, -ņam)
		marks:     set("un ir ka ar uz par kā vai bet kad vienmēr nekad lūdzu mēs es tu mūsu šis šī arī jau vēl tikai katru katrs lai nav"),
		weEndings: []string{"ām", "ojam", "ējam", "ļam", "ņam"},
		gloss: glossTable(`lūdzu=please; vienmēr=always; nekad=never; nē=no; atceries|neaizmirsti=remember; beidz=stop doing;
			izmanto|lieto|izmantojiet|lietojiet=use; pievieno=add; izdzēs|dzēs|noņem=remove; pārsauc=rename; raksti|uzraksti=write; saglabā|paturi=keep; izvairies=avoid; liec|ieliec=put; izveido|uztaisi=make; palaid=run; maini|nomaini=change; izlabo|salabo=fix; atbildi=answer; pārbaudi=check; izlaid=skip;
			apstiprina=approves; palaiž=runs; glabā=stores; pats|pati=yourself;
			paldies=thanks; lieliski|super=great; jā=yes; es=i; tu|tev|jūs=you; man|mani=me; mēs|mums|mūs=we; mūsu=our; mūsu komandā=in our team; šis|šī|šo|šajā=this; šajā projektā=in this project; šeit=here; visi|visas|visus|visu=all; katrs|katra|katru|katram=every;
			un=and; bet=but; kad=when; ja=if; pat ja=even if; jo|tāpēc ka=because; varbūt|laikam|droši vien=maybe; domāju ka=i think; varētu|varētum|varētu būt=could; vajag|jābūt=must;
			tagad=now; šobrīd|pašlaik|pašreiz=right now; tikko|nupat=just; vakar=yesterday; pagājušajā nedēļā=last week; pagājušajā mēnesī=last month; nākamnedēļ|nākamajā nedēļā=next week; rīt=tomorrow; vēlāk=later; drīz=soon; šodien=today; jau=already; uz=to; ar=with; vismaz=at least; ir=is; bija=was`),
	},
	{ // Estonian: "ära" before a verb forbids ("ära kirjuta": do not write)
		marks: set("ja on ei see selle seda et kui aga ka ära alati mitte palun siin kõik iga oma mis ning või meie mina sina"),
		gloss: glossTable(`palun=please; alati=always; mitte kunagi|ei kunagi|ära kunagi=never; ära|ärge=do not; ei|mitte=not; pea meeles|ära unusta=remember; lõpeta=stop doing;
			kasuta|kasutage=use; lisa=add; kustuta|eemalda=remove; nimeta ümber=rename; kirjuta=write; hoia|jäta=keep; väldi=avoid; pane=put; tee|teha=make; käivita|jooksuta=run; muuda=change; paranda=fix; vasta=answer; kontrolli=check; jäta vahele=skip;
			aitäh|tänan|tänud=thanks; super|suurepärane=great; jah=yes; mina|ma=i; sina|sa|teie|sulle=you; mulle|mind=me; meie|me=we; meie meeskonnas=in our team; see|selle|seda|need=this; siin=here; kõik|kõiki=all; iga=every;
			ja|ning=and; aga|kuid=but; kui=when; sest|kuna=because; võib-olla|ehk|vist|tõenäoliselt=maybe; ma arvan et=i think; võiks|võiksime|võiksid|saaks=could; peab|peavad|peame=must;
			nüüd=now; praegu|hetkel=right now; just|äsja=just; eile=yesterday; eelmisel nädalal=last week; eelmisel kuul=last month; järgmisel nädalal=next week; homme=tomorrow; hiljem=later; varsti=soon; täna=today; juba=already; on=is; oli=was; olid=were`),
	},
	{ // Finnish: its impersonal passive ends in -daan/-taan ("generoidaan":
		// are generated), read as English's passive; "älä" forbids
		marks:          set("ja on ei se että kun mutta myös aina koskaan älä tämä tässä kaikki jokainen me minä sinä jos nyt vain ovat oli meidän"),
		passiveEndings: []string{"daan", "dään", "taan", "tään"},
		weEndings:      []string{"ämme", "imme", "amme"},
		gloss: glossTable(`ole hyvä=please; aina=always; ei koskaan|älä koskaan|älä ikinä=never; älä|älkää=do not; ei=not; muista|älä unohda=remember; lopeta=stop doing;
			käytä|käyttäkää=use; lisää=add; poista=remove; nimeä uudelleen=rename; kirjoita=write; pidä|säilytä=keep; vältä=avoid; laita=put; tee=make; aja|suorita=run; muuta=change; korjaa=fix; vastaa=answer; tarkista=check; ohita=skip;
			kiitos=thanks; hienoa|mahtavaa=great; kyllä=yes; minä|mä=i; sinä|sä|te=you; minulle|mulle=me; me=we; meidän=our; tämä|tätä|tässä|tämän=this; täällä=here; kaikki=all; jokainen|joka=every;
			ja=and; mutta=but; kun=when; jos=if; koska=because; ehkä|luultavasti|varmaan=maybe; mielestäni=i think; voisi|voisimme|voisit|voitaisiin=could; pitää|täytyy=must;
			nyt=now; juuri nyt|tällä hetkellä=right now; juuri|äsken=just; eilen=yesterday; viime viikolla=last week; viime kuussa=last month; ensi viikolla=next week; huomenna=tomorrow; myöhemmin=later; pian=soon; tänään=today; jo=already; on=is; ovat=are; oli=was; olivat=were`),
	},
}
