package statement

import (
	"strings"
	"sync"
	"unicode/utf8"
)

// A team that writes in two languages states one setting in both: "Domyślny
// region to eu-west-1" and "default region switched to eu-central-1",
// "Veritabanı yedekleri her gece alınıyor" and "DB backups run hourly now".
// The two meet only where the nouns of the attribute do, so a memory's
// words for the attributes developers state most (a database, its backups,
// a timeout, a port, a region, an owner, a limit, a default, a size, the
// log level) are read as their English in every language the tables below
// hold, before the claim is parsed: its subject then holds the English
// words, which Candidates indexes and Conflict compares like any other.
// Only words no English sentence spells are listed, so an English memory
// reads as it did; the grammar around them is left to inEnglish and Gloss.

// attributeWords are the words of those attributes in German, Spanish,
// French, Portuguese, Italian, Dutch, the Nordic languages, Polish, Czech,
// Turkish, Russian, Hungarian, Finnish, Romanian, Vietnamese and
// Indonesian, "a|b=english" entries. A stem that ends in "*" stands for
// every word it opens (Turkish "veritaban*": veritabanı, veritabanının),
// as those languages put the case on the end of the word.
const attributeWords = `datenbank|datenbanken|base de datos|base de données|banco de dados|banca dati|database di|databasen|bazy danych|baza danych|bazie danych|databáze|veritaban*|база данных|базы данных|базе данных|adatbázis*|tietokan*|bază de date|baza de date|cơ sở dữ liệu|basis data=database;
	sicherung|sicherungen|copia de seguridad|copias de seguridad|respaldos|sauvegarde|sauvegardes|cópia de segurança|cópias de segurança|kopie zapasowe|kopia zapasowa|zálohy|záloha|yedek*|резервные копии|резервное копирование|бэкапы|бэкап|biztonsági mentés*|varmuuskop*|sao lưu=backups;
	zeitüberschreitung|zeitlimit|tiempo de espera|délai d'attente|tempo limite|tempo de espera|limite di tempo|tijdslimiet|aikakatkaisu|limit czasu|zaman aşımı|таймаут|тайм-аут|időtúllépés|thời gian chờ|batas waktu=timeout;
	puerto|porta|poort|portti|порт|cổng=port;
	región|regione|regio|регион|régió|bölge|vùng|wilayah=region;
	versión|versione|versie|wersja|wersji|verze|sürüm*|версия|версии|verzió|versiyon*|phiên bản=version;
	caché|cache di|pamięć podręczna|önbellek*|кэш|кеш|gyorsítótár=cache;
	warteschlange|cola de mensajes|file d'attente|fila|wachtrij|kolejka|kolejki|fronta|kuyruk*|очередь|очереди|jono|hàng đợi|antrean=queue;
	wiederholungen|reintentos|nouvelles tentatives|tentativas|tentativi|ponowienia|ponowień|yeniden deneme*|повторы|повторов|повторные попытки|újrapróbálkozás*|uudelleenyritykset|thử lại=retries;
	zeitplan|horario|calendrier|cronograma|pianificazione|harmonogram|zamanlama|расписание|ütemezés|aikataulu|lịch chạy|jadwal=schedule;
	verantwortlich|verantwortliche|responsable|responsável|responsabile|eigenaar|odpowiedzialny|odpowiedzialna|vlastník|sorumlu|ответственный|ответственная|владелец|felelős|vastuuhenkilö|omistaja|người phụ trách|penanggung jawab=owner;
	grenze|límite|limite|limiet|grens|rajoitus|limitu|sınır*|лимит|ограничение|korlát*|giới hạn|batas=limit;
	maximale|maximaler|maximal|máximo|máxima|massimo|massima|maksymalna|maksymalny|maksymalnie|maximální|maksimum|максимальный|максимальная|максимальное|максимум|maximális|enimmäis|tối đa|maksimal=max;
	minimale|minimaler|mínimo|mínima|minimo|minimalna|minimalny|minimální|минимальный|минимальная|минимальное|minimális|vähimmäis|tối thiểu=min;
	standardmäßig|predeterminado|predeterminada|por defecto|par défaut|padrão|predefinito|predefinita|standaard|domyślny|domyślna|domyślne|domyślnie|výchozí|varsayılan|по умолчанию|alapértelmezett|oletus|mặc định|bawaan=default;
	größe|tamaño|taille|tamanho|dimensione|grootte|rozmiar|velikost|boyut*|размер|méret*|kích thước|ukuran=size;
	zweig|branche|ramo|gałąź|větev|ветка|ветки|ág|haara|nhánh|cabang=branch;
	bereitstellung|despliegue|despliegues|déploiement|déploiements|implantação|rilascio|uitrol|wdrożenie|wdrożenia|nasazení|dağıtım*|деплой|развёртывание|развертывание|telepítés*|käyttöönotto|triển khai|penerapan=deployment;
	protokollebene|log-level|nivel de log|niveau de log|nível de log|livello di log|poziom logowania|úroveň logování|log seviyesi|уровень логирования|уровень логов|naplózási szint|lokitaso|mức log=log level;
	protokolle|registros|journaux|registi|logboeken|dzienniki|logi|günlük*|логи|логов|naplók|lokit|nhật ký=logs;
	währung|moneda|devise|moeda|valuta|waluta|měna|para birimi|валюта|pénznem|valuutta|tiền tệ|mata uang=currency;
	zeitzone|zona horaria|fuseau horaire|fuso horário|fuso orario|tijdzone|strefa czasowa|časové pásmo|saat dilimi|часовой пояс|időzóna|aikavyöhyke|múi giờ|zona waktu=timezone;
	sitzung|sesión|sessão|sessione|sessie|sesja|sesji|relace|oturum*|сессия|сессии|munkamenet|istunto|phiên=session;
	ablauf|caducidad|expiración|expiração|scadenza|vervaldatum|wygaśnięcie|platnost|süre sonu|срок действия|истечение|lejárat|vanheneminen|hết hạn|kedaluwarsa=expiry;
	jede nacht|cada noche|chaque nuit|toda noite|ogni notte|elke nacht|co noc|her gece|каждую ночь|minden éjjel|joka yö|mỗi đêm|setiap malam=nightly;
	täglich|diariamente|quotidiennement|diariamente|ogni giorno|dagelijks|codziennie|denně|her gün|ежедневно|каждый день|naponta|päivittäin|mỗi ngày|hàng ngày|setiap hari=daily;
	stündlich|cada hora|toutes les heures|a cada hora|ogni ora|elk uur|co godzinę|každou hodinu|her saat|каждый час|óránként|tunneittain|mỗi giờ|setiap jam=hourly;
	wöchentlich|semanalmente|chaque semaine|toda semana|ogni settimana|wekelijks|co tydzień|každý týden|her hafta|еженедельно|каждую неделю|hetente|viikoittain|hàng tuần|setiap minggu=weekly;
	nicht mehr|ya no|ne plus|não mais|non più|niet meer|już nie|už ne|больше не|már nem|ei enää|không còn|tidak lagi=no longer;
	jetzt|inzwischen|ahora|maintenant|désormais|adesso|teraz|nyní|şimdi|artık|сейчас|теперь|nyt|acum|bây giờ|sekarang=now`

// inUseWords are the words of "we use" in the same languages: the verb
// with its subject, its denial and its change, as "we use", "we do not
// use" and "we no longer use". A verb of a third person ("usa", "nutzt")
// is left alone: the parse then reads a half-translated sentence's
// foreign words as its value ("Der Worker-Pool uses Spot-Instanzen").
const inUseWords = `usamos|nosotros usamos|nous utilisons|utilisons|usiamo|utilizziamo|nós usamos|wir nutzen|wir verwenden|wir benutzen|nutzen wir|verwenden wir|wij gebruiken|we gebruiken|gebruiken we|vi använder|vi bruker|vi bruger|używamy|my używamy|používáme|kullanıyoruz|kullanırız|мы используем|используем|használjuk|käytämme|folosim|chúng tôi dùng|chúng tôi sử dụng|kami menggunakan|kami pakai=we use;
	no usamos|nous n'utilisons pas d|nous n'utilisons pas de|n'utilisons pas d|n'utilisons pas de|nous n'utilisons pas|n'utilisons pas|non usiamo|não usamos|wir nutzen kein|wir verwenden kein|wir nutzen keine|wir verwenden keine|we gebruiken geen|vi använder inte|vi bruker ikke|vi bruger ikke|nie używamy|my nie używamy|nepoužíváme|kullanmıyoruz|мы не используем|не используем|nem használjuk|emme käytä|nu folosim|chúng tôi không dùng|chúng tôi không sử dụng|kami tidak menggunakan=we do not use;
	ya no usamos|nous n'utilisons plus|non usiamo più|não usamos mais|wir nutzen nicht mehr|wij gebruiken niet meer|już nie używamy|nie używamy już|artık kullanmıyoruz|мы больше не используем|больше не используем|már nem használjuk|chúng tôi không còn dùng|kami tidak lagi menggunakan=we no longer use`

// attributeLexicon is attributeWords, inUseWords and stateWordsAbroad
// read, on first use, as glossTable reads its tables: a process that reads
// no claim pays nothing for them.
var attributeLexicon = sync.OnceValue(func() phraseTable {
	return englishFor(attributeWords + ";" + inUseWords + ";" + stateWordsAbroad)
})

// attributesInEnglish is text with each word or phrase of attributeWords
// read as its English, the longest phrase first at each word. An English
// memory has none of them and is returned as it is.
func attributesInEnglish(text string) string {
	lex := attributeLexicon()
	tokens := foreignTokenRe.FindAllString(text, -1)
	var out []string
	read := false
	for i := 0; i < len(tokens); {
		n, english := lex.attributeAt(tokens, i)
		switch {
		case n == 0:
			w, ok := lex.partsOf(tokens[i])
			out = append(out, w)
			read = read || ok
			i++
			continue
		case postposed[phraseKey(tokens[i:i+n])]:
			out = before(out, english)
		default:
			out = append(out, english)
		}
		i += n
		read = true
	}
	if read && len(out) > 1 && openingArticles[strings.ToLower(out[0])] {
		out = out[2:] // "La zona horaria ...": the parse takes a foreign article for the subject's word
	}
	return strings.Join(out, "")
}

// openingArticles are the articles a sentence of German, Dutch or a Romance
// language opens on, none of them English's.
var openingArticles = set("la le el il lo los las les gli die der das het de o os")

// postposed are the words for "default" that follow their noun, as Romance
// languages put an adjective ("la zona horaria por defecto"): English puts
// it before ("the default timezone"), where the parse reads it as the
// noun's.
var postposed = map[string]bool{"por defecto": true, "par défaut": true, "predefinito": true, "predefinita": true,
	"predeterminado": true, "predeterminada": true, "padrão": true}

// before is out with english put before its last word, and without the
// space that followed that word.
func before(out []string, english string) []string {
	if k := len(out) - 1; k >= 0 && strings.TrimSpace(out[k]) == "" {
		out = out[:k]
	}
	for j := len(out) - 1; j >= 0; j-- {
		if isWordToken(out[j]) {
			out[j] = english + " " + out[j]
			return out
		}
	}
	return append(out, english)
}

// partsOf is a word joined of others by hyphens with each part read as its
// English where one of them has it, the parts then set apart ("Datenbank-
// Sicherungen": database backups), as German and Dutch join the nouns of
// one attribute, and whether one was; any other word as it is.
func (t phraseTable) partsOf(w string) (string, bool) {
	parts := strings.Split(w, "-")
	if len(parts) < 2 {
		return w, false
	}
	found := false
	for k, p := range parts {
		if n, english := t.attributeAt([]string{p}, 0); n == 1 {
			parts[k], found = english, true
		}
	}
	if !found {
		return w, false
	}
	return strings.Join(parts, " "), true
}

// attributeAt is how many tokens from tokens[i] an entry of t spans, with
// its English, or 0: up to five words ("chúng tôi không sử dụng"), joined
// by spaces or an apostrophe ("n'utilisons"), and the apostrophe after an
// elided last word. A word in capitals is a name, not one of the table's.
func (t phraseTable) attributeAt(tokens []string, i int) (int, string) {
	if !isWordToken(tokens[i]) || acronym(tokens[i]) {
		return 0, ""
	}
	n, english := t.englishAt(tokens, i)
	if n == 0 {
		return 0, ""
	}
	return elided(tokens, i, i+n, english)
}

// elided is how many tokens a phrase from tokens[i] to tokens[end] spans,
// and its English,
// the apostrophe after an elided last word ("pas d'ORM") in it and read as
// a space.
func elided(tokens []string, i, end int, english string) (int, string) {
	if end < len(tokens) && utf8.RuneCountInString(tokens[end-1]) == 1 && (tokens[end] == "'" || tokens[end] == "’") {
		return end + 1 - i, english + " "
	}
	return end - i, english
}

// acronym: t is written in capitals, a name ("USA", "SOR") not a word of
// the tables.
func acronym(t string) bool {
	return len(t) > 1 && strings.ToUpper(t) == t && strings.ToLower(t) != t
}
