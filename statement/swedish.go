package statement

// Swedish is read for claims as Dutch is: its pronoun and auxiliaries,
// negations, prepositions, the words of a bound ("max", "bara"), of a
// count ("3 gånger") and of a period ("7 dagar"), and the verbs of a move
// ("flyttat från Bazel till Buck2"), which a claim's value is made of. Its
// markers are words no English sentence spells ("till" and "vi" are
// English too).
var swedish = foreignLanguage{
	markers: set("och är inte aldrig alltid från får bara gånger gång dagar timmar veckor månader flyttat bytt ersatt " +
		"försöks används körs sparas lagras varje efter igen måste"),
	phrases: englishFor("vi=we|vi har=we have|har=has|är=is|inte=not|aldrig=never|alltid=always|och=and|eller=or|" +
		"från=from|till=to|i=in|på=on|med=with|för=for|av=of|efter=after|varje=every|bara=only|endast=only|får=may|" +
		"måste=must|max=max|högst=at most|minst=at least|gånger=times|gång=time|sekunder=seconds|minuter=minutes|" +
		"timmar=hours|dagar=days|veckor=weeks|månader=months|år=years|flyttat=moved|bytt=switched|ersatt=replaced|" +
		"försöks igen=are retried|körs=runs|används=is used|sparas=is kept|lagras=is stored|tas bort=is removed|" +
		"en=a|ett=a|den=the|det=it"),
}
