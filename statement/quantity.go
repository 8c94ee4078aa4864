package statement

import (
	"cmp"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// Two wordings of one amount are one value: "30 seconds", "30s", "30 secs"
// and "half a minute" all read "30s"; "1 hour" and "60 minutes" both read
// "3600s"; "10k" and "10,000" read "10000"; "3pm" and "15:00" read "t1500".
// A claim compares values as words, so without this one amount written two
// ways is two values, and an agreement reads as a contradiction.

// unit is what one unit word is in its base unit: seconds, bytes, or a plain
// multiplier.
type unit struct {
	base   string
	factor float64
}

var units = func() map[string]unit {
	m := map[string]unit{}
	add := func(u unit, names ...string) {
		for _, n := range names {
			m[n] = u
		}
	}
	const minute, hour, day, year = 60, 3600, 86400, 365 * 86400
	add(unit{"ms", 1}, "ms", "msec", "msecs", "millisecond", "milliseconds")
	add(unit{"ms", 1000}, "s", "sec", "secs", "second", "seconds")
	add(unit{"ms", minute * 1000}, "m", "min", "mins", "minute", "minutes")
	add(unit{"ms", hour * 1000}, "h", "hr", "hrs", "hour", "hours")
	add(unit{"ms", day * 1000}, "d", "day", "days")
	add(unit{"ms", 7 * day * 1000}, "w", "wk", "wks", "week", "weeks")
	add(unit{"ms", 14 * day * 1000}, "fortnight", "fortnights")
	add(unit{"ms", year / 12 * 1000}, "mo", "month", "months")
	add(unit{"ms", year * 1000}, "y", "yr", "yrs", "year", "years")
	add(unit{"b", 1}, "b", "byte", "bytes")
	add(unit{"b", 1 << 10}, "kb", "kib", "ki", "kilobyte", "kilobytes")
	add(unit{"b", 1 << 20}, "mb", "mib", "mi", "meg", "megs", "megabyte", "megabytes")
	// "4g" is how JVM flags and container limits write gigabytes; a bare
	// "m" stays minutes, which it is more often.
	add(unit{"b", 1 << 30}, "g", "gb", "gib", "gi", "gig", "gigs", "gigabyte", "gigabytes")
	add(unit{"b", 1 << 40}, "tb", "tib", "ti", "terabyte", "terabytes")
	// lengths in millimetres: "250 m" of a radius and "half a kilometre"
	// are one distance, and never a duration ("mm" is no "ms")
	add(unit{"mm", 1}, "mm", "millimetre", "millimetres", "millimeter", "millimeters")
	add(unit{"mm", 10}, "cm", "centimetre", "centimetres", "centimeter", "centimeters")
	add(unit{"mm", 1000}, "metre", "metres", "meter", "meters")
	add(unit{"mm", 1e6}, "km", "kms", "kilometre", "kilometres", "kilometer", "kilometers")
	add(unit{"mm", 1609344}, "mile", "miles")
	add(unit{"", 1000}, "k", "thousand")
	add(unit{"", 1e6}, "million")
	add(unit{"", 1}, "percent", "pct", "%")
	return m
}()

var (
	// thousandsSep is the comma inside "10,000".
	thousandsSep = lazyre.New(`(\d),(\d{3})\b`)
	// spelledAmount is "a quarter of an hour", "half a minute"; the article
	// after "of" is a whole word, so "an" is never read as "a" and an "n"
	// left over.
	spelledAmount = lazyre.New(`(?i)\b(?:a|an|one)\s+(half|quarter)\s+(?:of\s+)?(?:an?\s+)?|\b(half)\s+(?:a|an)\s+`)
	clockWords    = lazyre.New(`(?i)\b(noon|midnight)\b`)
	unitCompound  = lazyre.New(`(?i)\b([a-z]+|\d+)-(second|minute|hour|day|week|month|year)s?\b`)
	// single is "an hour", "a full minute": one of it.
	single = lazyre.New(`(?i)\b(?:an?|one)\s+(?:full\s+|single\s+)?(millisecond|second|minute|hour|day|week|fortnight|month|year|megabyte|gigabyte)\b(\s+[a-z]+)?`)
	amount = lazyre.New(`(?i)\b(\d+(?:\.\d+)?)\s*(%|[a-z]+)`)
	clock  = lazyre.New(`(?i)\b([01]?\d|2[0-3])(?::([0-5]\d))?\s*(am\b|pm\b|a\.m\.|p\.m\.)|\b([01]?\d|2[0-3]):([0-5]\d)\b`)
)

// countedLabel is a label whose value is a count of things: "clicks
// topic: 48 partitions", "web pool: 6 workers".
var countedLabel = lazyre.New(`(?i)([\w\x60'")])\s*:\s+(\d+)\s+([a-z]+s)\b`)

// countHeld reads a counted label as what it holds ("the clicks topic has
// 48 partitions"): after a colon, a plural that is also a verb's -s form
// ("partitions", "builds") is still the noun counted. A unit ("ttl: 5
// minutes") is an amount of the label, no things it holds.
func countHeld(s string) string {
	m := countedLabel.FindStringSubmatch(s)
	if noun := strings.ToLower(m[3]); units[noun].isUnit() || noun == "times" {
		return s
	}
	return m[1] + " has " + m[2] + " " + m[3]
}

// normalizeAmounts rewrites the amounts and times of day in text in one form.
func normalizeAmounts(text string) string {
	text = spelledCompounds(spelledHundreds(thousandsSep.ReplaceAllString(digitGroups.ReplaceAllString(foreignUnits(text), "$1$2"), "$1$2")))
	text = notations(text)
	text = unitInParens.ReplaceAllString(text, "$1 $2")
	text = celsius(text)
	text = ninesRe.ReplaceAllStringFunc(text, ninesShare)
	text = halfHourly.ReplaceAllString(text, "every 30 minutes")
	text = valueForms(text)
	text = turnsPerSpan.ReplaceAllStringFunc(text, turnsAsPeriod)
	text = heapFlag.ReplaceAllStringFunc(text, heapWords)
	text = spanClock.ReplaceAllStringFunc(text, spanSeconds)
	text = clock.ReplaceAllStringFunc(text, clockTime)
	text = cron.ReplaceAllStringFunc(text, cronTime)
	text = keyUnit.ReplaceAllStringFunc(text, keyAmount)
	text = windKeyRe.ReplaceAllStringFunc(text, windKeySpeed)
	text = speedRe.ReplaceAllStringFunc(text, metresPerSecond)
	text = ttlKey.ReplaceAllStringFunc(text, ttlSeconds)
	text = fromNow.ReplaceAllStringFunc(text, fromNowSeconds)
	text = betweenRe.ReplaceAllString(text, "minimum $1 maximum $2")
	text = floorRe.ReplaceAllStringFunc(text, scaleBound(floorRe, "at least"))
	text = ceilingRe.ReplaceAllStringFunc(text, scaleBound(ceilingRe, "at most"))
	text = weekendRe.ReplaceAllString(text, "saturdays or sundays")
	text = rateAmount.ReplaceAllStringFunc(text, ratePerMinute)
	text = rateShort.ReplaceAllStringFunc(text, ratePerMinute)
	text = cycleRateKey.ReplaceAllStringFunc(text, cycleRateHertz)
	text = frequency.ReplaceAllStringFunc(cyclesAsHertz(text), periodOf)
	text = megaHertz.ReplaceAllStringFunc(text, clockHertz)
	text = fractionRe.ReplaceAllStringFunc(text, fractionShare)
	text = halfOfRe.ReplaceAllStringFunc(text, halfShare)
	text = inEveryRe.ReplaceAllStringFunc(text, inEveryShare)
	text = spelledAmount.ReplaceAllStringFunc(text, func(s string) string {
		if strings.Contains(strings.ToLower(s), "quarter") {
			return "0.25 "
		}
		return "0.5 "
	})
	text = single.ReplaceAllStringFunc(text, func(s string) string {
		m := single.FindStringSubmatch(s)
		if next := strings.TrimSpace(m[2]); strings.EqualFold(m[1], "second") && next != "" && !claimPrepositions[strings.ToLower(next)] {
			return s // "a second reviewer": the ordinal
		}
		return "1 " + m[1] + m[2]
	})
	text = clockWords.ReplaceAllStringFunc(text, func(s string) string {
		if strings.EqualFold(s, "noon") {
			return "t1200"
		}
		return "t0000"
	})
	text = countedLabel.ReplaceAllStringFunc(numberWordsIn(text), countHeld)
	sizes, lengths := sizeNouns.MatchString(text), distanceNouns.MatchString(text)
	return replaceAmounts(text, func(s string) string {
		m := amount.FindStringSubmatch(s)
		u, ok := units[strings.ToLower(m[2])]
		switch {
		case strings.EqualFold(m[2], "m") && sizes:
			u = units["mb"] // "the upload size limit is 10M", "initial heap is 512m"
		case strings.EqualFold(m[2], "m") && lengths:
			u = units["metre"] // "the geofence radius is 250 m"
		case strings.EqualFold(m[2], "g") && gForce(s, sizes):
			return m[1] + "g" // "a harsh braking threshold of 0.45 g"
		}
		if !ok || dimensions(s) {
			return s
		}
		n, err := strconv.ParseFloat(m[1], 64)
		if err != nil {
			return s
		}
		return strconv.FormatFloat(n*u.factor, 'f', -1, 64) + u.base
	})
}

// gForce reports whether amount, a number and "g", is an acceleration in
// g rather than gigabytes: "4g" written whole and close is how a JVM flag
// or a container limit writes gigabytes, and beside a size noun so is
// "4 g"; a fraction ("0.45g") or a "g" set apart from its number in text
// that names no size ("braking threshold 0.45 g", "peaks at 3 g") is
// g-force, which a size never is.
func gForce(amount string, sizes bool) bool {
	return !sizes && (strings.Contains(amount, ".") || strings.ContainsAny(amount, " \t"))
}

// speedRe is a speed in a compound unit: "15 m/s", "90 km/h", "54kph",
// "30 mph", "12 knots". Read a word at a time, "15 m/s" is fifteen minutes
// and a stray "/s".
var speedRe = lazyre.New(`(?i)\b(\d+(?:\.\d+)?)\s*(m/s|mps|km/h|kmh|kph|mph|knots?|kts?)(?:\b|$)`)

// speedFactors are speedRe's units in metres per second.
var speedFactors = map[string]float64{"m/s": 1, "mps": 1, "km/h": 1 / 3.6, "kmh": 1 / 3.6, "kph": 1 / 3.6, "mph": 0.44704, "knot": 0.514444, "knots": 0.514444, "kt": 0.514444, "kts": 0.514444}

// metresPerSecond writes a speed in metres per second, "15mps", so "90
// km/h" and "25 m/s" read as one speed, and none reads as a time.
func metresPerSecond(s string) string {
	m := speedRe.FindStringSubmatch(s)
	n, err := strconv.ParseFloat(m[1], 64)
	if err != nil {
		return s
	}
	v := math.Round(n*speedFactors[strings.ToLower(m[2])]*1000) / 1000
	return strconv.FormatFloat(v, 'f', -1, 64) + "mps"
}

// dimensions reports whether amount is "2D" or "3D" written in capitals
// and whole: "2D physics", "the 3D renderer" count dimensions, not days,
// which are written "2d", "3 days" or "2 D".
func dimensions(amount string) bool {
	return amount == "2D" || amount == "3D"
}

// halfHourly is how often a thing runs twice an hour: "half-hourly" is
// every 30 minutes, not hourly with a "half" beside it.
var halfHourly = lazyre.New(`(?i)\bhalf[- ]?hourly\b`)

// sizeNouns name what is measured in bytes: beside them a bare "m" is
// megabytes, as in a JVM flag or a container limit, not minutes, and a "g"
// gigabytes. A key's part is one of them too ("JVM_HEAP_G").
var sizeNouns = lazyre.New(`(?i)(?:\b|_)(heap|memory|mem|ram|size|disk|storage|uploads?|files?|body|payload)(?:\b|_)`)

// celsiusRe is a temperature in degrees Celsius, however written: "65°C",
// "65 ºC", "65 degrees C", "65 degrees Celsius"; degreesRe a bare "55
// degrees", a temperature only where the text speaks of heat (heatRe), an
// angle elsewhere ("rotate 90 degrees").
var (
	celsiusRe = lazyre.New(`(?i)\b(\d+(?:\.\d+)?)\s*(?:[°º]\s*c\b|degrees?\s+(?:c|celsius)\b|celsius\b)`)
	degreesRe = lazyre.New(`(?i)\b(\d+(?:\.\d+)?)\s*(?:degrees?\b|[°º](?:\s|$))`)
	heatRe    = lazyre.New(`(?i)\b(?:temp|temps|temperature|temperatures|heat|heated|heats|dried|dries|dry|drying|cool|cooled|cooling|oven|nozzle|bed|fridge|freezer|thermostat)\b`)
)

// celsius writes each temperature in text as its bare degrees, the number
// a temperature is most often written as alone ("nozzle at 215"), so that
// "65°C" and "55 degrees" of a drying temp are two values of one kind and
// no word of the unit tells them apart.
func celsius(text string) string {
	text = celsiusRe.ReplaceAllString(text, "$1")
	if heatRe.MatchString(text) {
		text = degreesRe.ReplaceAllString(text, "$1 ")
	}
	return text
}

// distanceNouns name what is measured as a distance: beside them a bare "m"
// is metres, not minutes ("geofence radius is 250 m").
var distanceNouns = lazyre.New(`(?i)\b(radius|radii|distance|range|length|width|height|depth|altitude|elevation|geofences?|perimeter|diameter|span|reach)\b`)

// heapFlag is a JVM heap flag with its size: "-Xmx8g", "-Xms512m".
var heapFlag = lazyre.New(`(?i)(?:^|\s)-Xm([xs])(\d+)([kmg])?\b`)

// heapWords says a heap flag in words, its size in bytes: "-Xmx8g" is
// "maximum heap 8gb", as "max JVM heap is 8 GB" says it. In a flag "m" is
// megabytes, never minutes.
func heapWords(flag string) string {
	m := heapFlag.FindStringSubmatch(flag)
	which := "maximum"
	if strings.EqualFold(m[1], "s") {
		which = "initial"
	}
	size := m[2]
	if m[3] != "" {
		size += strings.ToLower(m[3]) + "b"
	}
	return " " + which + " heap " + size
}

// aSingle is "a single": one of what follows.
var aSingle = lazyre.New(`(?i)\ba\s+single\s+`)

// numberWordsIn spells a number word before a unit or a thing counted as
// its digits ("five minutes", "two times", "a single replica"), so the
// amount reads as one however it is written.
func numberWordsIn(text string) string {
	text = unitCompound.ReplaceAllString(text, "$1 $2") // "two-week", "3-day"
	text = aSingle.ReplaceAllString(text, "one ")
	fields := strings.Fields(text)
	for i := 0; i+1 < len(fields); i++ {
		n, ok := spelledNumber(strings.ToLower(fields[i]))
		next := strings.ToLower(strings.Trim(fields[i+1], ".,;:!?()"))
		if _, unitNext := units[next]; ok && (unitNext || counted(fields[i], next)) {
			fields[i] = n
		}
	}
	return strings.Join(fields, " ")
}

// counted reports whether next is a thing a number word before it counts:
// a noun, not a function word ("one of them") nor after punctuation.
func counted(number, next string) bool {
	return next != "" && !functionWords[next] && !strings.ContainsAny(number, ".,;:!?") && isLower(next[0])
}

// clockTime writes a time of day on a 24-hour clock: "3pm", "3:00 PM" and
// "15:00" are "t1500".
func clockTime(s string) string {
	m := clock.FindStringSubmatch(s)
	h, mm, half := m[1], m[2], strings.ToLower(strings.ReplaceAll(m[3], ".", ""))
	if m[4] != "" {
		h, mm = m[4], m[5]
	}
	hour, _ := strconv.Atoi(h)
	switch {
	case half == "pm" && hour < 12:
		hour += 12
	case half == "am" && hour == 12:
		hour = 0
	}
	if mm == "" {
		mm = "00"
	}
	// "t" keeps the time one word that no amount reads as hours.
	return fmt.Sprintf("t%02d%s", hour, mm)
}

// cron is a crontab schedule that runs at one time of day: its minute and
// hour are numbers and one of its other fields is "*" ("0 4 * * *",
// "30 2 * * 1-5"). Every-n-minutes schedules ("*/15 * * * *") name no time.
// An "at" before the line ("runs at 0 4 * * *") is read with it.
var cron = lazyre.New(`(^|[\s` + "`" + `'"])(at\s+)?([0-5]?\d) ([01]?\d|2[0-3]) ([*\d,/-]+ [*\d,/-]+ [*\w,/-]+)`)

// cronTime writes the time of day a cron schedule runs at as clockTime
// does, so "cron is 0 4 * * *" and "kicks off at 04:00" say one time. A
// line that runs every day ("0 3 * * *") is written with its period as
// prose says it, "daily at t0300": read as the time alone, "cron: 0 3 * * *"
// and "it runs every 6 hours now" name no one period, and the change of how
// often is missed.
func cronTime(s string) string {
	m := cron.FindStringSubmatch(s)
	if !strings.Contains(m[5], "*") {
		return s
	}
	minute, _ := strconv.Atoi(m[3])
	hour, _ := strconv.Atoi(m[4])
	at := fmt.Sprintf("t%02d%02d", hour, minute)
	if m[5] == "* * *" {
		return m[1] + "daily at " + at
	}
	return m[1] + m[2] + at
}

// keyUnit is a setting whose name says the unit of its value, and the bare
// number set to it later in the clause: "retention.ms on all topics is
// 259200000", "timeout_seconds: 30", "REPORT_INTERVAL_S 900", HTTP's
// max-age written without its "=" ("max-age 3600", seconds; cacheControl
// has rewritten "max-age=3600" before this reads it).
var keyUnit = lazyre.New(`(?i)\b([a-z][a-z0-9]*(?:[._-][a-z0-9]+)*?)[._-](` + strings.ReplaceAll(keyUnitWords, " ", "|") + `)\b([^,;.\d]*?)(\d+(?:\.\d+)?)\b|\b(s-maxage|max-age)([^,;.\d]*?)(\d+)\b`)

// unitInParens is a number whose unit follows it in parentheses, as a
// config value is annotated: "requestTimeout: 2000 (ms)" is 2000 ms.
var unitInParens = lazyre.New(`(?i)\b(\d+(?:\.\d+)?)\s*\(\s*(` + strings.ReplaceAll(keyUnitWords, " ", "|") + `|milliseconds|minute|hour|day)\s*\)`)

// keyUnitWords are the units a setting's name may end with, for keyUnit and
// for envAssignments (unitEndings); a longer word stands before its prefix
// ("seconds" before "s"), as the regexp tries them in order.
const keyUnitWords = "ms millis seconds secs sec s minutes mins hours days bytes kb mb gb g mps kmh kph mph rps qps rpm"

// betweenRe is a range of two numbers: "scales between 2 and 10
// replicas" is at least 2 and at most 10.
var betweenRe = lazyre.New(`(?i)\bbetween\s+(\d+(?:\.\d+)?)\s+and\s+(\d+(?:\.\d+)?)\b`)

// weekendRe is the weekend, its two days: "never on weekends" is never on
// a Saturday or a Sunday.
var weekendRe = lazyre.New(`(?i)\b(?:the\s+)?weekends?\b`)

// rateAmount is an amount of things in a unit of time: "100 req/min", "10
// requests per second", "50 calls a minute", "20 rps". rateShort is one
// written as a single word.
var (
	rateAmount = lazyre.New(`(?i)\b(\d+(?:\.\d+)?)\s*(?:(` + rateNouns + `)\s*(?:/|\s+per\s+|\s+an?\s+)|/|\s+per\s+)(second|sec|s|minute|min|m|hour|hr|h|day|d)\b`)
	rateShort  = lazyre.New(`(?i)\b(\d+(?:\.\d+)?)\s*(rps|qps|rpm)\b`)
)

// shortRates are rateShort's words: the unit of time each counts in, and
// the noun it counts when it names one.
var shortRates = map[string]struct{ per, noun string }{"rps": {"s", ""}, "qps": {"s", "queries "}, "rpm": {"min", ""}}

// rateNouns are the things a rate counts.
const rateNouns = `requests?|reqs?|calls?|queries|query|messages?|msgs?|sms|texts?|notifications?|pushes|packets?|records?|rows?|events?|emails?|jobs?|ops|operations?|writes?|reads?|hits?|attempts?|logins?`

// ratePerMinute writes a rate as one amount per minute, "600rpm", after
// the noun it counts: "10 requests per second" and "600 requests/min" are
// one rate.
func ratePerMinute(s string) string {
	noun, n, per := "", "", ""
	if m := rateShort.FindStringSubmatch(s); m != nil {
		r := shortRates[strings.ToLower(m[2])]
		n, per, noun = m[1], r.per, r.noun
	} else {
		m := rateAmount.FindStringSubmatch(s)
		n, per = m[1], m[3]
		if m[2] != "" {
			noun = m[2] + " "
		}
	}
	v, err := strconv.ParseFloat(n, 64)
	u := units[strings.ToLower(per)]
	if err != nil || u.base != "ms" {
		return s
	}
	return noun + strconv.FormatFloat(v*60000/u.factor, 'f', -1, 64) + "rpm"
}

// ttlKey is a setting named a TTL set to a bare number: "access_token_ttl:
// 3600", "ttl=300". A TTL with no unit is in seconds, as Redis, DNS and
// token settings count it.
var ttlKey = lazyre.New(`(?i)\b((?:[a-z][a-z0-9]*[._-])*ttl)(\s*[:=]\s*)(\d+)\b(\s*[a-z%]*)`)

// ttlSeconds writes a TTL setting's bare number in seconds; one with a
// unit after it is left to the units.
func ttlSeconds(s string) string {
	m := ttlKey.FindStringSubmatch(s)
	if strings.TrimSpace(m[4]) != "" {
		return s
	}
	return m[1] + m[2] + m[3] + "s" + m[4]
}

// fromNow is a moment set as now plus a bare number, as code writes an
// expiry or a deadline: "exp is now + 3600", "time.time() + 900". The
// number is seconds, the unit of the Unix clocks such code adds to; one
// multiplied further ("Date.now() + 15 * 60 * 1000") or with a unit of
// its own is left as written.
var fromNow = lazyre.New(`(?i)\b(now|time)(\(\))?\s*\+\s*(\d+)\b(\s*(?:\*|[a-z%]+))?`)

// fromNowSeconds writes fromNow's number in seconds.
func fromNowSeconds(s string) string {
	m := fromNow.FindStringSubmatch(s)
	if next := strings.ToLower(strings.TrimSpace(m[4])); next == "*" || units[next].isUnit() {
		return s
	}
	return m[1] + m[2] + " + " + m[3] + "s" + m[4]
}

// keyUnits are the units keyUnit reads off a setting's name, by the word
// units knows them as.
var keyUnits = map[string]string{"millis": "ms"}

// keyAmount writes a number with the unit its setting's name gave it: the
// name loses the unit ("retention ... 259200000ms"), since "kafka retention
// is 3 days" names the same setting.
func keyAmount(s string) string {
	m := keyUnit.FindStringSubmatch(s)
	if m[5] != "" {
		return m[5] + m[6] + m[7] + "s"
	}
	u := strings.ToLower(m[2])
	if u == "ms" && speedKey(m[1]) {
		u = "mps" // "TRACKER_STOW_WIND_MS": a wind in metres per second
	}
	if u == "g" {
		u = " g" // apart from its number, as a key's unit is: gForce reads it by the size nouns
	}
	return m[1] + m[3] + m[4] + cmp.Or(keyUnits[u], u)
}

// speedNouns name what is measured as a speed in a key: before one, a key's
// "MS" is metres per second ("WIND_MS", "GUST_VELOCITY_MS"). "speed" is
// not one: "ANIMATION_SPEED_MS" is how long an animation takes.
var speedNouns = set("wind winds gust gusts velocity windspeed airspeed")

// speedKey reports whether key, the part of a setting's name before its
// unit, ends in a noun measured as a speed.
func speedKey(key string) bool {
	parts := strings.FieldsFunc(strings.ToLower(key), func(r rune) bool { return r == '_' || r == '.' || r == '-' })
	return len(parts) > 0 && speedNouns[parts[len(parts)-1]]
}

// windKeyRe is a setting of a wind speed set to a bare number, its key's
// last part the speed's short form or name: "CUTOUT_WS=20", "rated_ws:
// 12", "MAX_GUST_SPEED=30". WS is a wind speed only at a key's end, after
// what the speed is of; first ("WS_PORT", "WS_TIMEOUT") it is a WebSocket.
var windKeyRe = lazyre.New(`(?i)\b((?:[a-z][a-z0-9]*[._-])+)(ws|wind[._-]?speed|gust[._-]?speed)(\s*[:=]\s*)(\d+(?:\.\d+)?)\b(\s*[a-z/%]*)`)

// windKeySpeed writes a wind speed key in its words and its bare number in
// metres per second, the unit wind settings of turbines, trackers and
// cranes are kept in: "CUTOUT_WS=20" is "CUTOUT_wind_speed=20mps". One with
// a unit after it is left to the units.
func windKeySpeed(s string) string {
	m := windKeyRe.FindStringSubmatch(s)
	if strings.TrimSpace(m[5]) != "" {
		return s
	}
	name := "wind_speed"
	if strings.HasPrefix(strings.ToLower(m[2]), "gust") {
		name = "gust_speed"
	}
	return m[1] + name + m[3] + m[4] + "mps" + m[5]
}

// frequency is an amount in hertz, or one second split in parts: "1 kHz",
// "64 Hz", "a 1/30 s step". A clock in MHz is no cycle of a loop.
var frequency = lazyre.New(`(?i)\b(\d+(?:\.\d+)?)\s*(k?)hz\b|\b1/(\d+(?:\.\d+)?)\s*(?:s|secs?|seconds?)\b`)

// periodOf writes a frequency as the time one cycle takes, in
// milliseconds: a loop at 1 kHz is one that runs every 1 ms, and a 100 Hz
// sampler one that reads every 10 ms, so "polls at 2 Hz" and "polls every
// 500 ms" say one thing.
func periodOf(s string) string {
	m := frequency.FindStringSubmatch(s)
	hz, err := strconv.ParseFloat(m[1]+m[3], 64)
	if err != nil || hz == 0 {
		return s
	}
	if m[2] != "" {
		hz *= 1000
	}
	return "every " + strconv.FormatFloat(1000/hz, 'f', -1, 64) + "ms"
}

// replaceAmounts is text with each amount replaced by fn, except the digits
// of a name that end in a letter after a hyphen: the "1b" of the zone
// "eu-west-1b" is no byte, nor the "1d" of "us-east-1d" a day. Nor is a
// unit whose word goes on in a letter outside ASCII: the "d" of "7 días"
// or the "m" of "3 měsíce" opens a longer word.
func replaceAmounts(text string, fn func(string) string) string {
	var b strings.Builder
	last := 0
	for _, m := range amount.FindAllStringSubmatchIndex(text, -1) {
		if m[0] >= 2 && text[m[0]-1] == '-' && isLower(text[m[0]-2]|0x20) && m[5]-m[4] == 1 || letterAt(text, m[1]) {
			continue
		}
		b.WriteString(text[last:m[0]])
		b.WriteString(fn(text[m[0]:m[1]]))
		last = m[1]
	}
	return b.String() + text[last:]
}

// letterAt reports whether text holds a letter outside ASCII at byte i
// (one inside ASCII the amount's unit would have taken).
func letterAt(text string, i int) bool {
	r, _ := utf8.DecodeRuneInString(text[i:])
	return r >= utf8.RuneSelf && unicode.IsLetter(r)
}

// floorRe and ceilingRe are an autoscaler's bound said as what a count
// never scales past: "never scales below 4 pods" is at least 4 replicas,
// as "minReplicas: 4" says; "never scales above 10" at most 10. Read as a
// denial, the bound is lost: the claim denies scaling, and its number
// meets no minimum. Only scaling is such a bound: "p99 latency must never
// go above 300 ms" is a threshold a measured value stays under, no setting
// a value "is 120 ms" clashes with. The pods a deployment scales to are
// its replicas, though pods are counted otherwise too ("pods restart 5
// times a day").
var (
	floorRe   = lazyre.New(`(?i)\b(?:never|not|doesn't|does\s+not|won't|will\s+not|can't|cannot)\s+(scales?)\s+(?:below|under|lower\s+than|fewer\s+than|less\s+than)\s+(\d+)(\s+pods?\b)?`)
	ceilingRe = lazyre.New(`(?i)\b(?:never|not|doesn't|does\s+not|won't|will\s+not|can't|cannot)\s+(scales?)\s+(?:above|over|beyond|past|more\s+than|higher\s+than)\s+(\d+)(\s+pods?\b)?`)
)

// scaleBound writes a bound floorRe or ceilingRe matched as the phrase
// bounds reads ("at least", "at most"), its pods as replicas.
func scaleBound(re *lazyre.Regexp, phrase string) func(string) string {
	return func(s string) string {
		m := re.FindStringSubmatch(s)
		out := m[1] + " " + phrase + " " + m[2]
		if m[3] != "" {
			out += " replicas"
		}
		return out
	}
}
