package statement

import "testing"

// TestAttributesAcrossLanguages: a memory that names a setting in the words
// of another language (a database's backups, a timeout, a default region or
// timezone, a maximum size) meets the English memory of the same setting;
// the same value, another setting or another thing's limit stays apart.
func TestAttributesAcrossLanguages(t *testing.T) {
	checkConflictRows(t, `
		Die Datenbank-Sicherungen laufen stündlich. | database backups run nightly | yes
		Las copias de seguridad de la base de datos se ejecutan cada hora. | database backups run nightly | yes
		Kopie zapasowe bazy danych są robione codziennie. | database backups run hourly | yes
		Резервные копии базы данных делаются каждую ночь. | database backups run hourly | yes
		Domyślna strefa czasowa to Europe/Warsaw | the default timezone is UTC | yes
		Varsayılan bölge eu-west-1 olarak ayarlandı | the default region is us-east-1 | yes
		Le fuseau horaire par défaut est Europe/Paris | default timezone: UTC | yes
		La zona horaria por defecto es America/Mexico_City | the default timezone is UTC | yes
		Il timeout predefinito è 30 secondi | the default timeout is 10 seconds | yes
		De standaard tijdzone is Europe/Amsterdam | the default timezone is UTC | yes
		Der Zeitlimit der API ist 30 Sekunden | the API timeout is 10 seconds | yes
		Die maximale Größe der Uploads ist 10 MB | the maximum upload size is 50 MB | yes
		// look-alikes: the same value, another setting, another thing's size
		Domyślny region to eu-west-1 | the default region is eu-west-1 | no
		Le fuseau horaire par défaut est UTC | default timezone: UTC | no
		Резервные копии базы данных делаются каждую ночь. | database backups run nightly | no
		Die maximale Größe der Uploads ist 10 MB | the maximum size of avatars is 50 MB | no
		La zona horaria por defecto es UTC | the default region is eu-west-1 | no
		Domyślny region to eu-west-1 | the default timezone is UTC | no
		Kopie zapasowe bazy danych są robione codziennie. | database backups run daily | no
	`)
}

// TestUseAcrossLanguages: "we use X", "we do not use X" and "we no
// longer use X" said in another language meet the English memory of the
// same tool or of its other version; the same practice said in two
// languages stays apart.
func TestUseAcrossLanguages(t *testing.T) {
	checkConflictRows(t, `
		Мы используем Node 18 для всех сервисов. | we use Node 20 for all services | yes
		Używamy Node 18 we wszystkich serwisach. | we use Node 20 for all services | yes
		Wir verwenden kein Redis. | we use Redis for sessions | yes
		No usamos Kubernetes. | we use Kubernetes for all services | yes
		Nous n'utilisons pas d'ORM. | we use an ORM for all queries | yes
		Chúng tôi không dùng Redis. | we use Redis for sessions | yes
		Ya no usamos Jenkins. | we use Jenkins for CI | yes
		// look-alikes: the same practice, another tool denied, a capital USA
		Мы используем Node 20. | we use Node 20 | no
		No usamos Kubernetes. | we do not use Kubernetes | no
		Wir verwenden kein Redis. | we use Postgres for sessions | no
		Usamos Jenkins para CI. | we use Jenkins for CI | no
		O ambiente de staging usa MySQL 8.0 | staging uses MySQL 8.0 | no
		Servers in the USA use MySQL 8.0 | servers in the USA use MySQL 8.0 | no
	`)
}

// TestAttributesInEnglish: the words of an attribute are read as English,
// a hyphened compound part by part, "default" put before its noun, and an
// English sentence or a foreign word the table lacks is left as it is.
func TestAttributesInEnglish(t *testing.T) {
	checkReadings(t, attributesInEnglish, `
		Veritabanı yedekleri her gece alınıyor => database backups nightly alınıyor
		Die Datenbank-Sicherungen laufen => database backups laufen
		La zona horaria por defecto es UTC => default timezone es UTC
		Domyślny region to eu-west-1 => default region to eu-west-1
		The default region is eu-west-1 => The default region is eu-west-1
		Her cat sleeps on the database => Her cat sleeps on the database
		De Niro plays in the movie => De Niro plays in the movie
		Nous n'utilisons pas d'ORM => we do not use ORM
		Мы не используем ORM => we do not use ORM
		Servers in the USA => Servers in the USA
	`)
}

// A space of another kind (no-break, a Windows line end) lies between two
// words as a plain one does: it neither opens a phrase nor is swallowed by
// one.
func TestAttributesInEnglishKeepOtherSpaces(t *testing.T) {
	checkReadPairs(t, attributesInEnglish, [][2]string{
		{"X\u00a0Datenbank ist voll", "X\u00a0database ist voll"},
		{"Zona horaria\r\npor defecto UTC", "default timezone UTC"}, // as with a plain space
		{"Die Datenbank\u2009läuft", "database\u2009läuft"},
		{"Datenbank ist voll", "database ist voll"},
	})
}
