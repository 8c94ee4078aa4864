package statement

import "testing"

// TestOneReadingKeepsItsOutput pins, for sentences of every language the
// phrase tables hold and English ones that must come back as written, what
// attributesInEnglish, inEnglish and the two in claim's order made of each
// before the two readings were joined into one phrase table and one phrase
// reader (mend31): the join changed no output.
func TestOneReadingKeepsItsOutput(t *testing.T) {
	for _, tc := range oneReadingRows {
		if got := attributesInEnglish(tc.in); got != tc.attributes {
			t.Errorf("attributesInEnglish(%q) = %q, want %q", tc.in, got, tc.attributes)
		}
		if got := inEnglish(tc.in); got != tc.english {
			t.Errorf("inEnglish(%q) = %q, want %q", tc.in, got, tc.english)
		}
		if got := inEnglish(attributesInEnglish(tc.in)); got != tc.both {
			t.Errorf("inEnglish(attributesInEnglish(%q)) = %q, want %q", tc.in, got, tc.both)
		}
	}
}

// oneReadingRows are a sentence, its attributes read, it read in English,
// and both, as the readings made them before the join.
var oneReadingRows = []struct{ in, attributes, english, both string }{
	{"Commit-Nachrichten bitte immer auf Deutsch schreiben", "Commit-Nachrichten bitte immer auf Deutsch schreiben", "write commit messages please always in German", "write commit messages please always in German"},
	{"Kommentare im Code werden nie auf Englisch geschrieben", "Kommentare im Code werden nie auf Englisch geschrieben", "comments in the code are never in English written", "comments in the code are never in English written"},
	{"Die Datenbank-Sicherungen laufen jede Nacht, das ganze Team sitzt in Berlin", "database backups laufen nightly, das ganze Team sitzt in Berlin", "the Datenbank-Sicherungen laufen jede Nacht, the whole team sits in Berlin", "database backups laufen nightly, the whole team sits in Berlin"},
	{"Logs werden 14 Tage aufbewahrt und nicht länger", "Logs werden 14 Tage aufbewahrt und nicht länger", "Logs are 14 days kept and not länger", "Logs are 14 days kept and not länger"},
	{"Wir nutzen keine ORM-Bibliothek mehr, wir verwenden SQL direkt", "we do not use ORM-Bibliothek mehr, we use SQL direkt", "we use no ORM-Bibliothek mehr, we use SQL direkt", "we do not use ORM-Bibliothek mehr, we use SQL direkt"},
	{"Die Zeitzone ist standardmäßig UTC und die Protokollebene ist debug", "timezone ist default UTC und die log level ist debug", "the Zeitzone is standardmäßig UTC and the Protokollebene is debug", "timezone is default UTC and the log level is debug"},
	{"Deploys auf Produktion sind freitags verboten", "Deploys auf Produktion sind freitags verboten", "Deploys to production are on Fridays forbidden", "Deploys to production are on Fridays forbidden"},
	{"Las migraciones se ejecutan automáticamente al desplegar", "Las migraciones se ejecutan automáticamente al desplegar", "migrations run automatically on deploy", "migrations run automatically on deploy"},
	{"Siempre escribimos los mensajes de commit en inglés", "Siempre escribimos los mensajes de commit en inglés", "always we write the commit messages in English", "always we write the commit messages in English"},
	{"La zona horaria por defecto es Europe/Madrid", "default timezone es Europe/Madrid", "La zona horaria por defecto es Europe/Madrid", "default timezone es Europe/Madrid"},
	{"Los Angeles es la región de la base de datos de producción", "Angeles es la region de la database de producción", "Los Angeles es la región the la base the datos the producción", "Angeles es la region the la database the producción"},
	{"Ya no usamos Redis para la cola de mensajes, usamos RabbitMQ", "we no longer use Redis para la queue, we use RabbitMQ", "Ya not we use Redis for the cola  mensajes, we use RabbitMQ", "we no longer use Redis para la queue, we use RabbitMQ"},
	{"Los registros se guardan 30 días en el almacén", "logs se guardan 30 días en el almacén", "the logs are kept 30 days in the warehouse", "logs se guardan 30 días en el almacén"},
	{"Nous n'utilisons pas d'ORM dans ce projet", "we do not use ORM dans ce projet", "we n'use not d'ORM in ce projet", "we do not use ORM dans ce projet"},
	{"Les commandes sont expédiées depuis l'entrepôt de Lyon", "Les commandes sont expédiées depuis l'entrepôt de Lyon", "the orders are shipped from the warehouse  Lyon", "the orders are shipped from the warehouse  Lyon"},
	{"Les messages de commit sont toujours écrits en anglais", "Les messages de commit sont toujours écrits en anglais", "the commit messages are always written in English", "the commit messages are always written in English"},
	{"Le délai d'attente par défaut est de 30 secondes", "default timeout est de 30 secondes", "Le délai d'attente par défaut est de 30 secondes", "default timeout est de 30 secondes"},
	{"Les sauvegardes de la base de données sont faites chaque nuit", "backups de la database sont faites nightly", "the backups  the database are faites chaque nuit", "backups de la database sont faites nightly"},
	{"Nous n'utilisons plus Jenkins, les déploiements sont automatiques", "we no longer use Jenkins, les deployment sont automatiques", "we n'use plus Jenkins, the deploys are automatiques", "we no longer use Jenkins, the deployment are automatiques"},
	{"O banco de dados de produção é Postgres 15", "database de produção é Postgres 15", "the database  production is Postgres 15", "database  production is Postgres 15"},
	{"É proibido fazer deploy às sextas, as migrações são executadas automaticamente", "É proibido fazer deploy às sextas, as migrações são executadas automaticamente", "is proibido fazer deploy on Fridays, the migrations are run automatically", "is proibido fazer deploy on Fridays, the migrations are run automatically"},
	{"Os pedidos têm de ser enviados no prazo de 24 horas", "Os pedidos têm de ser enviados no prazo de 24 horas", "the orders must ser shipped within 24 hours", "the orders must ser shipped within 24 hours"},
	{"O modo escuro está desativado na homologação", "O modo escuro está desativado na homologação", "the modo escuro is disabled in the staging", "the modo escuro is disabled in the staging"},
	{"De database wordt elke nacht om 02:00 geback-upt", "database wordt nightly om 02:00 geback-upt", "the database is every night at 02:00 geback-upt", "database is nightly at 02:00 geback-upt"},
	{"Logs worden 7 dagen bewaard en daarna verwijderd", "Logs worden 7 dagen bewaard en daarna verwijderd", "Logs are 7 days kept and daarna deleted", "Logs are 7 days kept and daarna deleted"},
	{"Wij gebruiken geen Docker meer, de standaard regio is eu-west-1", "we use geen Docker meer, de default region is eu-west-1", "we use no Docker meer, the default regio is eu-west-1", "we use no Docker meer, the default region is eu-west-1"},
	{"De Vries is de eigenaar van de wachtrij", "Vries is de owner van de queue", "De Vries is the eigenaar of the wachtrij", "Vries is the owner of the queue"},
	{"Loggar sparas i 7 dagar och tas bort efter det", "Loggar sparas i 7 dagar och tas bort efter det", "Loggar is kept in 7 days and is removed after it", "Loggar is kept in 7 days and is removed after it"},
	{"Vi har flyttat från Bazel till Buck2 och bygget körs varje natt", "Vi har flyttat från Bazel till Buck2 och bygget körs varje natt", "we have moved from Bazel to Buck2 and bygget runs every natt", "we have moved from Bazel to Buck2 and bygget runs every natt"},
	{"Jobbet försöks igen max 3 gånger", "Jobbet försöks igen max 3 gånger", "Jobbet are retried max 3 times", "Jobbet are retried max 3 times"},
	{"La dimensione massima della cache di Redis è 2 GB", "size max della cache Redis è 2 GB", "La dimensione massima della cache di Redis è 2 GB", "size max della cache Redis è 2 GB"},
	{"Non usiamo più MongoDB, il responsabile è Marco", "we no longer use MongoDB, il owner è Marco", "Non usiamo più MongoDB, il responsabile è Marco", "we no longer use MongoDB, il owner è Marco"},
	{"Il fuso orario predefinito è Europe/Rome", "default timezone è Europe/Rome", "Il fuso orario predefinito è Europe/Rome", "default timezone è Europe/Rome"},
	{"Domyślny region to eu-west-1, a maksymalny rozmiar to 10 MB", "default region to eu-west-1, a max size to 10 MB", "Domyślny region to eu-west-1, a maksymalny rozmiar to 10 MB", "default region to eu-west-1, a max size to 10 MB"},
	{"Nie używamy już Kafki; kopie zapasowe są codziennie", "we no longer use Kafki; backups są daily", "Nie używamy już Kafki; kopie zapasowe są codziennie", "we no longer use Kafki; backups są daily"},
	{"Výchozí větev je main a zálohy jsou každou hodinu", "default branch je main a backups jsou hourly", "Výchozí větev je main a zálohy jsou každou hodinu", "default branch je main a backups jsou hourly"},
	{"Veritabanı yedekleri her gece alınıyor", "database backups nightly alınıyor", "Veritabanı yedekleri her gece alınıyor", "database backups nightly alınıyor"},
	{"Veritabanının varsayılan zaman aşımı 30 saniye", "database default timeout 30 saniye", "Veritabanının varsayılan zaman aşımı 30 saniye", "database default timeout 30 saniye"},
	{"Artık kullanmıyoruz Jenkins, sürüm 3.2 şimdi", "we no longer use Jenkins, version 3.2 now", "Artık kullanmıyoruz Jenkins, sürüm 3.2 şimdi", "we no longer use Jenkins, version 3.2 now"},
	{"База данных по умолчанию PostgreSQL, резервные копии ежедневно", "database default PostgreSQL, backups daily", "База данных по умолчанию PostgreSQL, резервные копии ежедневно", "database default PostgreSQL, backups daily"},
	{"Мы больше не используем MongoDB", "we no longer use MongoDB", "Мы больше не используем MongoDB", "we no longer use MongoDB"},
	{"Таймаут сессии теперь 15 минут", "timeout session now 15 минут", "Таймаут сессии теперь 15 минут", "timeout session now 15 минут"},
	{"Az adatbázis mentése naponta, a biztonsági mentések óránként", "Az database mentése daily, a biztonsági mentések hourly", "Az adatbázis mentése naponta, a biztonsági mentések óránként", "Az database mentése daily, a biztonsági mentések hourly"},
	{"Már nem használjuk a Jenkinst, az alapértelmezett régió eu-west-1", "we no longer use a Jenkinst, az default region eu-west-1", "Már nem használjuk a Jenkinst, az alapértelmezett régió eu-west-1", "we no longer use a Jenkinst, az default region eu-west-1"},
	{"Tietokannan varmuuskopiot otetaan joka yö", "database backups otetaan nightly", "Tietokannan varmuuskopiot otetaan joka yö", "database backups otetaan nightly"},
	{"Emme käytä Dockeria, oletus aikavyöhyke on UTC", "we do not use Dockeria, default timezone on UTC", "Emme käytä Dockeria, oletus aikavyöhyke on UTC", "we do not use Dockeria, default timezone on UTC"},
	{"Baza de date implicită este MySQL, folosim Redis pentru cache", "database implicită este MySQL, we use Redis pentru cache", "Baza de date implicită este MySQL, folosim Redis pentru cache", "database implicită este MySQL, we use Redis pentru cache"},
	{"Cơ sở dữ liệu mặc định là Postgres, sao lưu hàng ngày", "database default là Postgres, backups daily", "Cơ sở dữ liệu mặc định là Postgres, sao lưu hàng ngày", "database default là Postgres, backups daily"},
	{"Chúng tôi không sử dụng Docker nữa, múi giờ là UTC", "we do not use Docker nữa, timezone là UTC", "Chúng tôi không sử dụng Docker nữa, múi giờ là UTC", "we do not use Docker nữa, timezone là UTC"},
	{"Kami tidak lagi menggunakan Jenkins, batas waktu sekarang 30 detik", "we no longer use Jenkins, timeout now 30 detik", "Kami tidak lagi menggunakan Jenkins, batas waktu sekarang 30 detik", "we no longer use Jenkins, timeout now 30 detik"},
	{"Basis data kami dicadangkan setiap malam, zona waktu bawaan WIB", "database kami dicadangkan nightly, timezone default WIB", "Basis data kami dicadangkan setiap malam, zona waktu bawaan WIB", "database kami dicadangkan nightly, timezone default WIB"},
	{"Dark Mode ist deaktiviert, Zwei-Faktor ist obligatorisch", "Dark Mode ist disabled, Zwei-Faktor ist required", "Dark Mode is deaktiviert, Zwei-Faktor is obligatorisch", "Dark Mode is disabled, Zwei-Faktor is required"},
	{"El modo oscuro está activado y la autenticación es opcional", "modo oscuro está enabled y la autenticación es optional", "El modo oscuro está activado y la autenticación es opcional", "modo oscuro está enabled y la autenticación es optional"},
	{"Le mode sombre est désactivé, la double authentification est obligatoire", "mode sombre est disabled, la double authentification est required", "the mode sombre is désactivé, the double authentification is obligatoire", "mode sombre is disabled, the double authentification is required"},
	{"USA region is the default for SOR", "USA region is the default for SOR", "USA region is the default for SOR", "USA region is the default for SOR"},
	{"Write commit messages in English", "Write commit messages in English", "Write commit messages in English", "Write commit messages in English"},
	{"Migrations run on deploy, always before the smoke tests", "Migrations run on deploy, always before the smoke tests", "Migrations run on deploy, always before the smoke tests", "Migrations run on deploy, always before the smoke tests"},
	{"The default timezone is UTC and the database is Postgres", "The default timezone is UTC and the database is Postgres", "The default timezone is UTC and the database is Postgres", "The default timezone is UTC and the database is Postgres"},
	{"We use Redis for the cache and the queue", "We use Redis for the cache and the queue", "We use Redis for the cache and the queue", "We use Redis for the cache and the queue"},
	{"Los Angeles is where the database lives", "Los Angeles is where the database lives", "Los Angeles is where the database lives", "Los Angeles is where the database lives"},
	{"auf und so weiter", "auf und so weiter", "auf and so weiter", "auf and so weiter"},
	{"Deploy to porta 8080 on the fila server", "Deploy to port 8080 on the queue server", "Deploy to porta 8080 on the fila server", "Deploy to port 8080 on the queue server"},
	{"X Datenbank ist voll", "X database ist voll", "X database is voll", "X database ist voll"},
	{"Datenbank Sicherungen sind täglich", "database backups sind daily", "database Sicherungen are täglich", "database backups sind daily"},
	{"Timeout: 30 s; Datenbank: Postgres", "Timeout: 30 s; database: Postgres", "Timeout: 30 s; Datenbank: Postgres", "Timeout: 30 s; database: Postgres"},
	{"Nous n'utilisons pas de Kafka; les journaux sont conservés 7 jours", "we do not use Kafka; les logs sont conservés 7 jours", "we n'use not  Kafka; the logs are kept 7 days", "we do not use Kafka; the logs are kept 7 days"},
	{"É sempre em português, não em inglês", "É sempre em português, não em inglês", "is always in Portuguese, not in English", "is always in Portuguese, not in English"},
	{"Die Größe der Warteschlange ist maximal 500", "size der queue ist max 500", "the Größe the Warteschlange is maximal 500", "size the queue is max 500"},
	{"Bitte\u00a0immer auf Deutsch schreiben", "Bitte\u00a0immer auf Deutsch schreiben", "write please\u00a0always in German", "write please\u00a0always in German"},
	{"Die Datenbank\r\nist immer voll", "database\r\nist immer voll", "the database\r\nis always voll", "database\r\nis always voll"},
}

// TestEnglishForReadsBothForms: a list of one word to an English and one of
// many words to one English, stems among them, make one kind of table, and
// its phrases are found at a word the longest first, by stem, or not at all.
func TestEnglishForReadsBothForms(t *testing.T) {
	pairs := englishFor("wir=we|bitte=please|das ganze team=the whole team|de=")
	grouped := englishFor("datenbank|base de datos=database;\n\tveritaban*|yedek*=backups; nous n'utilisons pas=we do not use")
	for _, tc := range []struct {
		table phraseTable
		in    string
		n     int
		want  string
	}{
		{pairs, "Wir schreiben", 1, "we"},
		{pairs, "das  ganze Team sitzt", 5, "the whole team"},
		{pairs, "de Lyon", 1, ""},
		{pairs, "Teams", 0, ""},
		{grouped, "Base de datos principal", 5, "database"},
		{grouped, "veritabanının yedekleri", 1, "backups"},
		{grouped, "Nous n'utilisons pas Kafka", 7, "we do not use"},
		{grouped, "yede", 0, ""},
	} {
		tokens := foreignTokenRe.FindAllString(tc.in, -1)
		if n, got := tc.table.englishAt(tokens, 0); n != tc.n || got != tc.want {
			t.Errorf("englishAt(%q) = %d %q, want %d %q", tc.in, n, got, tc.n, tc.want)
		}
	}
	if pairs.longest != 3 || grouped.longest != 4 || len(grouped.stems) != 2 {
		t.Errorf("longest %d and %d, %d stems; want 3 and 4, 2 stems", pairs.longest, grouped.longest, len(grouped.stems))
	}
}
