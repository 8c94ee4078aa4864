package statement

import "testing"

// TestCorrectedOld: a new memory that states a value and, after a "not" of
// its language, the value the old memory states, of the thing that one
// names, says the old value no longer holds; a correction in English
// whose ruled-out value reads as a longer form of its own ("/healthz" of
// "/health") still rules it out. Look-alikes beside them: the new value
// itself, a "not" of a value the old memory does not say, one of another
// thing, and an old memory that rules the value out too.
func TestCorrectedOld(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"Redis слушает порт 6379.", "Redis теперь на порту 6380, не 6379.", true},
		{"Таймаут запроса 30 секунд.", "Таймаут запроса теперь 60 секунд, не 30 секунд.", true},
		{"Zona waktu server adalah WIB.", "Zona waktu server sekarang UTC, bukan WIB lagi.", true},
		{"Der Webserver lauscht auf Port 8000.", "Der Webserver lauscht jetzt auf Port 8443, nicht 8000.", true},
		{"שרת הייצור רץ על פורט 3000", "שרת הייצור עבר לפורט 4000, לא 3000", true},
		{"the readiness probe path is /ready", "readiness check path is /readyz (not /ready)", true},
		{"the status page lives at /stat", "status page path is /status (not /stat)", true},
		// must not: the new value stated, or ruled out too
		{"Support hours are 9 to 5 CET.", "Support is open from 9 to 5 CET.", false},
		{"Redis слушает порт 6380.", "Redis теперь на порту 6380, не 6379.", false},
		{"Zona waktu server adalah UTC.", "Zona waktu server sekarang UTC, bukan WIB lagi.", false},
		{"שרת הייצור רץ על פורט 4000, לא 3000", "שרת הייצור עבר לפורט 4000, לא 3000", false},
		// must not: a "not" of a value the old memory does not say
		{"Redis слушает порт 6379.", "Memcached теперь на порту 11212, не 11211.", false},
		{"Zona waktu server adalah WIB.", "Bahasa aplikasi sekarang Indonesia, bukan Inggris.", false},
		// must not: the same value denied of another thing
		{"Der Webserver lauscht auf Port 8000.", "Die Datenbank nutzt 5432, nicht 8000.", false},
	})
}
