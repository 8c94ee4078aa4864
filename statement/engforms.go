package statement

import (
	"strconv"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// Values as engineers write them in code and datasheets, which the units
// read a word at a time leave as no amount or the wrong one: a float in
// scientific notation ("lr 3e-4"), a game engine's fixed timestep in
// seconds ("Time.fixedDeltaTime = 0.02f", "1f / 60f") against the rate it
// runs at ("physics at 50 Hz"), a tick rate said as "128 tick", a voltage
// in volts or millivolts ("2.43V", "BOD_THRESHOLD_MV=2700") and a bit rate
// ("500 kbit/s", "115200 baud"). Each is rewritten as the form its other
// wordings read as, so two values are two and one value in two forms one.

// sciNumber is a number in scientific notation: "3e-4", "1E6", "2.5e+3".
// Glued to letters on either side ("0x3e4f", "abc1e45") it is no number.
var sciNumber = lazyre.New(`(?i)(^|[^\w.])(\d+(?:\.\d+)?)e([-+]?\d{1,3})\b`)

// sciDecimal writes sciNumber's number as a decimal, "3e-4" as "0.0003",
// as prose and most configs write it.
func sciDecimal(s string) string {
	m := sciNumber.FindStringSubmatch(s)
	n, err := strconv.ParseFloat(m[2]+"e"+m[3], 64)
	if err != nil {
		return s
	}
	return m[1] + strconv.FormatFloat(n, 'f', -1, 64)
}

// fixedStep is a simulation's fixed timestep set in seconds, as Unity,
// Godot and physics code name it ("Time.fixedDeltaTime = 0.0333f",
// "fixed_dt: 0.02", "physics timestep = 1f / 60f"): a fraction of a
// second, or one second over a rate.
var fixedStep = lazyre.New(`(?i)\b(?:time\.)?((?:fixed)?[ _]?delta[ _]?time|(?:fixed[ _]?)?time[ _]?step|fixed[ _]?dt)(\s*(?:[:=]|\bis\b)\s*)(?:(\d*\.\d+)|1(?:\.0*)?f?\s*/\s*(\d+(?:\.\d+)?))f?\b`)

// stepPeriod writes a fixedStep as the period prose and hertz read as,
// "every 20ms", so "fixedDeltaTime = 0.02f" and "physics at 50 Hz" agree
// and 60 Hz clashes with both.
func stepPeriod(s string) string {
	m := fixedStep.FindStringSubmatch(s)
	secs, err := strconv.ParseFloat(m[3], 64)
	if m[4] != "" {
		var rate float64
		rate, err = strconv.ParseFloat(m[4], 64)
		secs = 1 / rate
	}
	if err != nil || secs <= 0 || secs >= 1 {
		return s
	}
	ms := strconv.FormatFloat(float64(int(secs*1e6+0.5))/1000, 'f', -1, 64)
	return "fixed physics tick" + m[2] + "every " + ms + "ms"
}

// tickCount is a server's tick rate said as its count of ticks, "128
// tick" or "64-tick servers", the way players and netcode notes say it.
// After a word that counts turns ("every 2 tick", "wait 1 tick") the
// number is no rate.
var tickCount = lazyre.New(`(?i)(\b[a-z]+\s+)?\b(\d{2,3})[- ]tick\b`)

// turnCounters are the words before which "N tick" counts ticks, no rate.
var turnCounters = set("every each after wait waits for within per of first last")

// tickRate writes tickCount as the rate it is, "128 Hz tick", as "tick
// rate is 128" reads.
func tickRate(s string) string {
	m := tickCount.FindStringSubmatch(s)
	if turnCounters[strings.ToLower(strings.TrimSpace(m[1]))] {
		return s
	}
	return m[1] + m[2] + " Hz tick"
}

// voltage is an electric potential in volts or millivolts: "2.43V", "3.3
// volts", "2700 mV", "2700mV"; voltKey one set to a key named in
// millivolts ("BOD_THRESHOLD_MV=2700", "vbat_min_mv: 3300").
var (
	voltage = lazyre.New(`(?i)\b(\d+(?:\.\d+)?)\s*(mv|millivolts?|v|volts?)\b`)
	voltKey = lazyre.New(`(?i)\b([a-z][a-z0-9]*(?:[._-][a-z0-9]+)*?)[._-]mv(\s*[:=]\s*)(\d+(?:\.\d+)?)\b`)
)

// voltSetting writes a voltKey setting as prose says it, its name's
// parts as words and its number in millivolts: "BOD_THRESHOLD_MV=2700" is
// "BOD threshold is 2700mV".
func voltSetting(s string) string {
	m := voltKey.FindStringSubmatch(s)
	name := strings.Map(func(r rune) rune {
		if r == '_' || r == '.' || r == '-' {
			return ' '
		}
		return r
	}, m[1])
	return name + " is " + m[3] + "mV"
}

// milliVolts writes a voltage in millivolts, "2430mV", so "2.43V" and a
// setting in millivolts say one unit.
func milliVolts(s string) string {
	m := voltage.FindStringSubmatch(s)
	n, err := strconv.ParseFloat(m[1], 64)
	if err != nil {
		return s
	}
	if !strings.HasPrefix(strings.ToLower(m[2]), "m") {
		n *= 1000
	}
	return strconv.FormatFloat(n, 'f', -1, 64) + "mV"
}

// bitRate is a rate of a bus or a link in bits a second with its unit
// spelled out, "500 kbit/s", "1 Mbit/s", "250 kbaud". A rate in "kbps" is
// left as written: media bitrates are said and compared in it ("128
// kbps", "the 128 ladder").
var bitRate = lazyre.New(`(?i)\b(\d+(?:\.\d+)?)\s*(k|m|g)?(bits?/s|baud|bd)\b`)

// bitRateFactors are bitRate's prefixes.
var bitRateFactors = map[string]float64{"": 1, "k": 1e3, "m": 1e6, "g": 1e9}

// bitsPerSecond writes a bit rate as its bare count, as "250k" and "921600"
// are said of a bus's rate, so "500 kbit/s" against "250k" is two rates; a
// rate in baud keeps the word, which names what a bare "baud = 921600"
// sets.
func bitsPerSecond(s string) string {
	m := bitRate.FindStringSubmatch(s)
	n, err := strconv.ParseFloat(m[1], 64)
	if err != nil {
		return s
	}
	out := strconv.FormatFloat(n*bitRateFactors[strings.ToLower(m[2])], 'f', -1, 64)
	if !strings.Contains(m[3], "/") {
		return out + " baud"
	}
	return out
}

// engineeringForms rewrites the values of code and datasheets above in
// the forms the units read.
func engineeringForms(text string) string {
	if !strings.ContainsAny(text, "0123456789") {
		return text
	}
	text = partitionSizes(text)
	text = sciNumber.ReplaceAllStringFunc(text, sciDecimal)
	text = fixedStep.ReplaceAllStringFunc(text, stepPeriod)
	text = tickCount.ReplaceAllStringFunc(text, tickRate)
	text = voltKey.ReplaceAllStringFunc(text, voltSetting)
	text = voltage.ReplaceAllStringFunc(text, milliVolts)
	return bitRate.ReplaceAllStringFunc(text, bitsPerSecond)
}
