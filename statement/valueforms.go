package statement

import (
	"strconv"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// Two more ways one value is written that the units alone misread. How
// often a thing recurs is said by a quarter or half of a year ("quarterly",
// "every quarter", "semi-annually", "biennially") and by once per unit
// ("once per second"), which read a word at a time name no period at all,
// so "retrained quarterly" against "retrained every month" was two claims
// with nothing to compare. And a CPU amount is written in millicores as
// Kubernetes writes it ("cpu: 500m", "250m of CPU"): read by the units, its
// "m" is minutes, so "500m" was 30,000 seconds against "1 CPU".

// yearParts is a period said as a part of a year, or years: "quarterly",
// "every quarter", "semi-annually", "half-yearly", "biennially". A bare
// "quarter" ("at quarter end", "a quarter of the traffic") is no period.
var yearParts = lazyre.New(`(?i)\b(?:quarterly|(?:every|each|once\s+(?:a|per|each))\s+quarter|semi-?annual(?:ly)?|half-?yearly|bi-?annual(?:ly)?|twice\s+(?:a|per|each)\s+year|bi-?ennial(?:ly)?|every\s+two\s+years)\b`)

// yearPartMonths are yearParts' periods in months, by the first letters
// that tell them apart (a biennial period is 24 months, a biannual one 6).
func yearPartMonths(s string) string {
	switch l := strings.ToLower(strings.ReplaceAll(s, "-", "")); {
	case strings.Contains(l, "quarter"):
		return "3"
	case strings.Contains(l, "ennial"), strings.Contains(l, "two years"):
		return "24"
	}
	return "6"
}

// oncePer is "once per <unit>", the one wording of once in a unit the
// units leave unread ("once a day" reads already): said as "once a".
var oncePer = lazyre.New(`(?i)\bonce\s+per\s+(second|minute|hour|day|night|week|month|year)\b`)

// cpuMillis is an amount of CPU in millicores, the "m" glued to its number,
// set to a CPU word ("cpu: 500m", "cpu request 250m", "CPU limit is
// 250m") or before one ("500m CPU", "250m of vCPU"). Apart from CPU, or
// after other words ("CPU alerts fire after 5m"), "500m" is minutes or
// metres, as the units read it.
var cpuMillis = lazyre.New(`(?i)\b(v?cpus?(?:\s+(?:requests?|limits?))?["']?\s*(?:[:=]|\bis\b|\bof\b|\bto\b)?\s*["']?)(\d+)m\b|\b(\d+)m(\s+(?:of\s+)?v?cpus?)\b|\b(\d+)\s*millicores?\b`)

// valueForms rewrites the periods of a year's parts as months, "once per"
// as "once a", the values of code and datasheets (engineeringForms) in
// the forms prose reads, and millicores as the cores they are, so the
// units read each as the others it equals.
func valueForms(text string) string {
	text = yearParts.ReplaceAllStringFunc(text, func(s string) string { return "every " + yearPartMonths(s) + " months" })
	text = oncePer.ReplaceAllString(text, "once a $1")
	text = engineeringForms(text)
	return cpuMillis.ReplaceAllStringFunc(text, cpuCores)
}

// cpuCores writes a cpuMillis amount in cores: "cpu: 500m" is "cpu: 0.5",
// "1000m CPU" is "1 CPU", as "cpu: 1" and "1 CPU" write them.
func cpuCores(s string) string {
	m := cpuMillis.FindStringSubmatch(s)
	before, digits, after := m[1], m[2]+m[3]+m[5], m[4]
	if m[5] != "" {
		after = " cpu"
	}
	n, err := strconv.ParseFloat(digits, 64)
	if err != nil {
		return s
	}
	return before + strconv.FormatFloat(n/1000, 'f', -1, 64) + after
}
