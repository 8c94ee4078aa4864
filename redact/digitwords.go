package redact

// digitWords are the words for the digits 0 to 9 in English, German,
// French, Spanish, Portuguese, Italian, Dutch, Polish and Swedish: a PIN
// read aloud in a chat ("der PIN ist vier sieben eins neun", "le code est
// quatre sept un neuf"). Some are words of prose too (un, een, ett, due),
// which is why spokenRun asks for four of them in a row.
var digitWords = wordSet("zero oh one two three four five six seven eight nine " +
	"null eins zwei drei vier fünf fuenf sechs sieben acht neun " +
	"zéro un deux trois quatre cinq six sept huit neuf " +
	"cero uno dos tres cuatro cinco seis siete ocho nueve " +
	"um dois três quatro sete oito nove " +
	"due tre quattro cinque sei sette otto " +
	"nul een twee drie vijf zes zeven negen " +
	"jeden dwa trzy cztery pięć sześć siedem osiem dziewięć " +
	"noll ett två fyra fem sex sju åtta nio")
