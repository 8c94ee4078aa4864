package statement

import (
	"unicode"
	"unicode/utf8"
)

// The words below read a statement of another language the way its
// English twin is read: the grammar of a statement (articles, the copula,
// the passive's auxiliary, "of" between two nouns, prepositions, a
// negation) and the nouns and participles of the attributes developers
// state most (a database, production, logs kept for days, orders shipped
// from a warehouse, what is forbidden or allowed on which day, the
// language a text is written in). A noun joined to another by "de" names
// one thing ("banco de dados de produção", the production database), so
// "de" is read as nothing, which leaves the two nouns side by side as
// English puts them.

// germanMarkers are German words no English sentence holds, beside the
// function words: a verb-final passive ("Logs werden 14 Tage
// aufbewahrt") has only one of those.
const germanMarkers = "tage stunden aufbewahrt gespeichert verboten erlaubt freitags datenbank bestellungen versendet"

const germanAttributes = "tage=days|tagen=days|stunden=hours|wochen=weeks|monate=months|aufbewahrt=kept|gespeichert=stored|" +
	"auf produktion=to production|produktion=production|freitags=on Fridays|am freitag=on Friday|" +
	"verboten=forbidden|erlaubt=allowed|datenbank=database|bestellungen=orders|versendet=shipped|lager=warehouse|" +
	"der=the|die=the|den=the|dem=the|aus=from|von=from|in=in|geschrieben=written"

const spanishAttributes = "se escriben=are written|se escribe=is written|escritos=written|es=is|son=are|de=|del=|en=in|" +
	"con=with|para=for|y=and|no=not|base de datos=database|producción=production|pedidos=orders|registros=logs|" +
	"se guardan=are kept|se conservan=are kept|días=days|horas=hours|semanas=weeks|prohibidos=forbidden|" +
	"permitidos=allowed|los viernes=on Fridays|viernes=Friday|almacén=warehouse|se envían=are shipped|desde=from"

// romanceArticles are the articles of Spanish, French and Portuguese
// ("l" before an apostrophe, as French elides it).
const romanceArticles = "el=the|la=the|los=the|las=the|le=the|les=the|l=the|o=the|os=the|a=the|as=the|" +
	"un=a|una=a|une=a|um=a|uma=a|des=the|d="

var french = foreignLanguage{
	// no word English spells too ("des", "du", "pour", "sur", "ne")
	markers: set("les est sont nous jamais toujours pas avec dans depuis"),
	phrases: englishFor("est=is|sont=are|de=|du=|depuis=from|à=at|au=at|en=in|dans=in|sur=on|avec=with|pour=for|" +
		"par=by|et=and|ne=|pas=not|jamais=never|toujours=always|nous=we|nous utilisons=we use|utilisons=use|" +
		"commandes=orders|commande=order|expédiées=shipped|expédiés=shipped|expédiée=shipped|expédié=shipped|" +
		"entrepôt=warehouse|base de données=database|journaux=logs|conservés=kept|gardés=kept|jours=days|" +
		"heures=hours|semaines=weeks|déploiements=deploys|interdits=forbidden|autorisés=allowed|" +
		"le vendredi=on Fridays|vendredi=Friday|messages de commit=commit messages|en français=in French|" +
		"en anglais=in English|français=French|anglais=English|écrits=written|migrations=migrations|" +
		"exécutées=run|automatiquement=automatically|lors du déploiement=on deploy|sauvegardes=backups"),
	articles: englishFor(romanceArticles),
}

var portuguese = foreignLanguage{
	// no word English spells too ("OS", "DOS", "o")
	// and the words of a rule, of "only", of a switch and of the units
	// of time, so a rule with none of the rest ("tem de acontecer no
	// prazo de 24 horas") is read too, its "no" as "in the", not a denial
	markers: set("é são não nunca sempre usamos pelo pela produção homologação dados também está estão " +
		"tem têm deve devem apenas somente só ativado ativada ativados ativadas desativado desativada desativados desativadas " +
		"segundos minutos horas dias semanas meses anos prazo"),
	phrases: englishFor("é=is|são=are|está=is|estão=are|de=|do=|da=|dos=|das=|em=in|no=in the|na=in the|com=with|" +
		"para=for|por=for|e=and|não=not|nunca=never|sempre=always|nós=we|usamos=we use|banco de dados=database|" +
		"base de dados=database|produção=production|homologação=staging|pedidos=orders|enviados=shipped|" +
		"armazém=warehouse|mantidos=kept|guardados=kept|dias=days|horas=hours|semanas=weeks|proibidos=forbidden|" +
		"permitidos=allowed|às sextas=on Fridays|sexta-feira=Friday|mensagens de commit=commit messages|" +
		"em português=in Portuguese|em inglês=in English|inglês=English|português=Portuguese|escritas=written|" +
		"migrações=migrations|executadas=run|automaticamente=automatically|tem de=must|tem que=must|têm de=must|têm que=must|" +
		"deve=must|devem=must|apenas=only|somente=only|só=only|ativado=enabled|ativada=enabled|ativados=enabled|" +
		"ativadas=enabled|desativado=disabled|desativada=disabled|desativados=disabled|desativadas=disabled|" +
		"segundos=seconds|minutos=minutes|meses=months|anos=years|no prazo de=within"),
	articles: englishFor(romanceArticles),
}

// articleAt is how many tokens from tokens[i] an article of l spans, with
// its English, or 0. An article is read before a word in lower case,
// joined by a space or elided by an apostrophe ("l'entrepôt"); before a
// capital it may be a name's ("Los Angeles", "La Paz").
func (l foreignLanguage) articleAt(tokens []string, i int) (int, string) {
	english, ok := l.articles.phrases[lowerToken(tokens[i])]
	if !ok || i+2 >= len(tokens) || !startsLower(tokens[i+2]) {
		return 0, ""
	}
	switch tokens[i+1] {
	case "'", "’":
		return 2, english + " "
	case " ":
		return 1, english
	}
	return 0, ""
}

func lowerToken(t string) string {
	r, n := utf8.DecodeRuneInString(t)
	if n == len(t) {
		return string(unicode.ToLower(r))
	}
	return string(unicode.ToLower(r)) + t[n:]
}

// startsLower reports whether word t opens with a lower-case letter.
func startsLower(t string) bool {
	r, _ := utf8.DecodeRuneInString(t)
	return unicode.IsLower(r)
}
