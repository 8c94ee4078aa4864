package statement

import (
	"slices"
	"strconv"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// A repeated thing's period is said many ways: as an interval ("polled
// every 5 minutes"), as the length of one turn ("the snmp poll is 60s",
// "on-call shifts are two weeks long"), as a rate in hertz ("tick at 64
// Hz", "tick_rate = 128"). Read each as the time between two turns, so one
// period said two ways is one attribute with two values.

// turnNouns are the nouns of a thing done again and again whose length,
// said bare, is the time between two turns: "the snmp poll is 60s" polls
// every 60 s, "the on-call rotation is two weeks" hands over every two
// weeks.
// A verb's -s form ("scrapes targets four times a minute") counts turns, and
// "times" says a count of turns in a span, no period; both are left out.
var turnNouns = set("poll polling scrape rotation rotations shift shifts")

// lengthNouns make an amount how long one turn lasts or waits, not the
// time between two: "the poll timeout is 5s", "each scrape takes 2s".
var lengthNouns = set("timeout timeouts ttl deadline takes took lasts duration budget times")

// turnPeriod reports whether ws name the length of a repeated thing's
// turn, and so its period.
func turnPeriod(ws []string) bool {
	return slices.ContainsFunc(ws, inSet(turnNouns)) && !slices.ContainsFunc(ws, inSet(lengthNouns))
}

// cycleRateKey is a setting of how many cycles a second a thing runs,
// named so ("tick_rate", "frame-rate", "refresh rate"), set to a bare
// number: the number is hertz, as game servers and displays count them. A rate of anything else
// ("rate_limit = 100", "learning_rate = 0.001") has no hertz, nor has a
// sampling rate, which is a share as often ("trace sample rate: 0.25").
var cycleRateKey = lazyre.New(`(?i)\b((?:tick|frame|refresh|update)[ _-]?rate)(\s*(?:[:=]|\bis\b|\bof\b)\s*)(\d+(?:\.\d+)?)\b(\s*[a-z%/]*)`)

// hertzUnits are the units a cycle rate is written in.
var hertzUnits = set("hz khz fps")

// cycleRateHertz writes cycleRateKey's bare number in hertz; one with a
// unit after it ("128 Hz", "60 fps") is left as written.
func cycleRateHertz(s string) string {
	m := cycleRateKey.FindStringSubmatch(s)
	if next := strings.ToLower(strings.TrimSpace(m[4])); units[next].isUnit() || hertzUnits[next] {
		return s
	}
	return m[1] + m[2] + m[3] + " Hz" + m[4]
}

// spanClock is a length of time written as a clock: hours, minutes and
// seconds ("72:00:00", "1:30:00"), as Slurm's --time and timeouts write
// one.
var spanClock = lazyre.New(`(?i)(\b[a-z][a-z_-]*\s*[=:]\s*|\b)(\d{1,3}):([0-5]\d):([0-5]\d)\b`)

// spanKeys are the settings whose clock-written value is a length, not a
// time of day: "--time=72:00:00" is three days of walltime.
var spanKeys = set("time walltime timeout duration limit elapsed runtime")

// spanSeconds writes spanClock as seconds when it is a length: hours past
// a day's 23, or set to a key that names a length. "backups run at
// 03:00:00" stays a time of day.
func spanSeconds(s string) string {
	m := spanClock.FindStringSubmatch(s)
	key := strings.ToLower(strings.TrimRight(strings.TrimSpace(m[1]), "=: "))
	h, _ := strconv.Atoi(m[2])
	if h < 24 && !spanKeys[key] {
		return s
	}
	mins, _ := strconv.Atoi(m[3])
	secs, _ := strconv.Atoi(m[4])
	return m[1] + strconv.Itoa(h*3600+mins*60+secs) + "s"
}
