package statement

import (
	"slices"
	"strings"
)

// A cloud region is named by its code ("eu-central-1") or by where it
// stands ("Frankfurt"): one place either way. The codes are the providers'
// own and the places their documented locations; two codes of one city are
// still two regions (two clouds), but a city said against a code is the
// code's region when the code stands there.

// regionPlaces are the region codes of the big clouds by the city or
// country that names them in speech.
var regionPlaces = map[string]string{
	"us-east-1": "virginia", "us-east-2": "ohio", "us-west-1": "california", "us-west-2": "oregon",
	"ca-central-1": "montreal", "sa-east-1": "sao paulo", "eu-west-1": "ireland", "eu-west-2": "london",
	"eu-west-3": "paris", "eu-central-1": "frankfurt", "eu-central-2": "zurich", "eu-north-1": "stockholm",
	"eu-south-1": "milan", "ap-northeast-1": "tokyo", "ap-northeast-2": "seoul", "ap-northeast-3": "osaka",
	"ap-southeast-1": "singapore", "ap-southeast-2": "sydney", "ap-southeast-3": "jakarta", "ap-south-1": "mumbai",
	"ap-east-1": "hong kong", "me-south-1": "bahrain", "af-south-1": "cape town", "il-central-1": "tel aviv",
	"us-central1": "iowa", "us-east1": "south carolina", "us-east4": "virginia", "us-west1": "oregon",
	"europe-west1": "belgium", "europe-west2": "london", "europe-west3": "frankfurt", "europe-west4": "netherlands",
	"europe-west6": "zurich", "europe-west9": "paris", "europe-north1": "finland", "asia-northeast1": "tokyo",
	"asia-southeast1": "singapore", "asia-south1": "mumbai", "australia-southeast1": "sydney",
	"southamerica-east1": "sao paulo", "northamerica-northeast1": "montreal",
}

// placeCountries are the countries of the places of regionPlaces, where
// the country is not itself the place ("ireland", "singapore"): a region
// said by its country ("hosted in Germany") is any region that stands
// there, but two cities of one country are two regions. "US" is left out:
// it is the pronoun "us" too.
var placeCountries = map[string]string{
	"frankfurt": "germany", "tokyo": "japan", "osaka": "japan", "sydney": "australia", "mumbai": "india",
	"sao paulo": "brazil", "montreal": "canada", "stockholm": "sweden", "milan": "italy", "paris": "france",
	"london": "united kingdom", "zurich": "switzerland", "seoul": "south korea", "jakarta": "indonesia",
	"cape town": "south africa", "tel aviv": "israel",
}

// countryNames are the names of speech of placeCountries' countries.
var countryNames = map[string]string{"uk": "united kingdom", "britain": "united kingdom", "england": "united kingdom",
	"korea": "south korea", "deutschland": "germany"}

// regionPlaceNames are the places of regionPlaces and their countries, each
// of one or two words.
var regionPlaceNames = func() map[string]bool {
	m := map[string]bool{}
	for _, p := range regionPlaces {
		m[p] = true
	}
	for _, c := range placeCountries {
		m[c] = true
	}
	for n := range countryNames {
		m[n] = true
	}
	return m
}()

// placeAt reads a region named by its place at ws[i] ("Frankfurt", "the
// sydney region", "Sao Paulo") and how many words it takes, or 0 words.
func placeAt(ws []string, i int) (typed, int) {
	if i+1 < len(ws) && regionPlaceNames[ws[i]+" "+ws[i+1]] {
		return typed{kind: "region", v: countryName(ws[i] + " " + ws[i+1])}, 2
	}
	if regionPlaceNames[ws[i]] {
		return typed{kind: "region", v: countryName(ws[i])}, 1
	}
	return typed{}, 0
}

// countryName is a country by its one name ("UK" is "united kingdom"), or
// p itself.
func countryName(p string) string {
	if c, ok := countryNames[p]; ok {
		return c
	}
	return p
}

// samePlace reports whether two regions are one, one said by its code and
// the other by its place ("ap-southeast-2" is "sydney"), or one by its
// country ("eu-central-1" and "frankfurt" are in "germany").
func samePlace(a, b string) bool {
	if regionPlaces[a] == b || regionPlaces[b] == a || strings.EqualFold(a, b) {
		return true
	}
	pa, pb := placeOf(a), placeOf(b)
	return placeCountries[pa] == pb || placeCountries[pb] == pa
}

// placeOf is the place a region code stands in, or r itself.
func placeOf(r string) string {
	if p, ok := regionPlaces[r]; ok {
		return p
	}
	return r
}

// A time zone is said by its tz name ("America/New_York"), by its short
// name ("EST", "EDT") or in words ("Eastern time"): one zone either way.
// Each name of speech covers the tz names of the places that keep it.
var zoneAreas = map[string][]string{
	"eastern":  {"america/new_york", "america/toronto", "america/detroit"},
	"central":  {"america/chicago", "america/winnipeg"},
	"mountain": {"america/denver", "america/edmonton", "america/phoenix"},
	"pacific":  {"america/los_angeles", "america/vancouver"},
	"cet": {"europe/berlin", "europe/paris", "europe/amsterdam", "europe/madrid", "europe/rome", "europe/vienna",
		"europe/stockholm", "europe/oslo", "europe/copenhagen", "europe/brussels", "europe/zurich", "europe/warsaw",
		"europe/prague", "europe/budapest"},
	"british":  {"europe/london"},
	"japan":    {"asia/tokyo"},
	"aus east": {"australia/sydney", "australia/melbourne", "australia/brisbane"},
}

// zoneNames are the names of speech of zoneAreas: the short names, and the
// words that take "time" after them ("Pacific time").
var zoneNames = map[string]string{"est": "eastern", "edt": "eastern", "cdt": "central",
	"mst": "mountain", "mdt": "mountain", "pst": "pacific", "pdt": "pacific", "cet": "cet",
	"cest": "cet", "bst": "british", "jst": "japan", "aest": "aus east", "aedt": "aus east"}

// zoneTimeWords are the zones said as a word before "time".
var zoneTimeWords = set("eastern central mountain pacific")

// zoneAt reads a zone said by a short name ("PST") or in words ("Pacific
// time") at ws[i], and how many words it takes, or 0 words.
func zoneAt(ws []string, i int) (typed, int) {
	if i+1 < len(ws) && zoneTimeWords[ws[i]] && ws[i+1] == "time" {
		return typed{kind: "zone", v: ws[i]}, 2
	}
	if z, ok := zoneNames[ws[i]]; ok {
		return typed{kind: "zone", v: z}, 1
	}
	return typed{}, 0
}

// sameZone reports whether two zones are one, one said by a name of speech
// and the other by a tz name it covers.
func sameZone(a, b string) bool {
	return slices.Contains(zoneAreas[a], b) || slices.Contains(zoneAreas[b], a)
}
