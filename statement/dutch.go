package statement

// Dutch is read for claims as German is: its articles, the copula and the
// passive's auxiliary, its negations, prepositions and the words of a
// schedule ("elke nacht om 02:00"), a period ("7 dagen", "6 uur") and a
// bound ("maximaal", "pas na"), which a claim's value is made of. Its
// verb-final passive ("worden 7 dagen bewaard") is read as German's.
// Its markers are words no English sentence spells: "de" and "het" are
// Dutch's articles, where "the" is English's; and the words of a change
// ("verschoven naar donderdag") and of a schedule ("nachtelijke").
var dutch = foreignLanguage{
	markers: set("de het een wordt worden niet geen nooit altijd wij naar elke iedere om bij dagen uur uren weken maanden jaren " +
		"maximaal minimaal bewaard opgeslagen verwijderd draait draaien gebruiken gebruikt gaan gaat standaard verplicht toegestaan " +
		"verschoven verplaatst gewijzigd nachtelijke dagelijks dagelijkse wekelijks wekelijkse"),
	phrases: englishFor("is=is|zijn=are|wordt=is|worden=are|niet=not|geen=no|nooit=never|altijd=always|wij=we|we=we|" +
		"gaan naar=go to|gaat naar=goes to|gaan=go|gaat=goes|naar=to|het=the|een=a|elke=every|iedere=every|om=at|na=after|pas na=only after|bij=at|" +
		"in=in|op=on|van=of|met=with|en=and|of=or|maximaal=at most|minimaal=at least|hoogstens=at most|" +
		"seconden=seconds|minuten=minutes|uur=hours|uren=hours|dagen=days|dag=day|weken=weeks|week=week|" +
		"maanden=months|maand=month|jaar=years|jaren=years|nacht=night|ochtend=morning|" +
		"maandag=Monday|dinsdag=Tuesday|woensdag=Wednesday|donderdag=Thursday|vrijdag=Friday|zaterdag=Saturday|zondag=Sunday|" +
		"bewaard=kept|opgeslagen=stored|verwijderd=deleted|verstuurd=sent|berekend=computed|opnieuw berekend=recomputed|" +
		"draait=runs|draaien=run|gebruiken=use|gebruikt=uses|standaard=default|verschoven naar=moved to|verplaatst naar=moved to|" +
		"gewijzigd naar=changed to|nachtelijke=nightly|dagelijks=daily|dagelijkse=daily|wekelijks=weekly|wekelijkse=weekly|" +
		"verplicht=required|toegestaan=allowed|verboden=forbidden|ingeschakeld=enabled|uitgeschakeld=disabled|" +
		"één=one|twee=two|drie=three|vier=four|vijf=five|zes=six|zeven=seven|acht=eight|negen=nine|tien=ten"),
	// "de" may open a name ("De Vries"); "het" and "een" never do
	articles: englishFor("de=the"),
}
