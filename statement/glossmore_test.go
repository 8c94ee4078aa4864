package statement

import "testing"

// TestGlossMoreLanguages (gate35): the tables of central and eastern
// Europe read "always", "never", the imperative, "we", the past told with
// its auxiliary, "right now", "just", "could" and Finnish's impersonal
// passive; an elided article keeps its noun a noun ("un'ora": an hour, no
// "now"), and a copula after a comma in Italian says "it is". Near misses:
// English with one foreign word stays English, and "lagi" at a clause's end
// is still "again".
func TestGlossMoreLanguages(t *testing.T) {
	checkGlosses(t, `
		Nikdy nepoužívej float pro peníze => never do not use float for peníze
		Včera jsme přesunuli frontu na RabbitMQ => yesterday we did přesunuli frontu on RabbitMQ
		Vždy píš testy pred commitom => always write testy pred commitom
		Včeraj smo prestavili bazo => yesterday we did prestavili bazo
		Chiar acum migrăm coada pe Kafka => right now migrăm coada on Kafka
		Mēs šobrīd pārrakstām autorizāciju => we right now pārrakstām autorizāciju
		Seda funktsiooni võiks kaheks jagada => this funktsiooni could kaheks jagada
		Varmuuskopiot otetaan aina yöllä => Varmuuskopiot is ote always yöllä
		Właśnie przenieśliśmy kolejkę na RabbitMQ => just we przenieśliśmy kolejkę on RabbitMQ
		Kita lagi migrasi database => we are working on migrasi database
		kamu pakai float lagi => you use float again
		finisce in un'ora, è il limite => finisce in a ora, it is the limite
		use the team's program for the aina parser => use the team's program for the aina parser
	`)
}
