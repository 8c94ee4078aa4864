package statement

import "strings"

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

// regionPlaceNames are the places of regionPlaces, each of one or two words.
var regionPlaceNames = func() map[string]bool {
	m := map[string]bool{}
	for _, p := range regionPlaces {
		m[p] = true
	}
	return m
}()

// placeAt reads a region named by its place at ws[i] ("Frankfurt", "the
// sydney region", "Sao Paulo") and how many words it takes, or 0 words.
func placeAt(ws []string, i int) (typed, int) {
	if i+1 < len(ws) && regionPlaceNames[ws[i]+" "+ws[i+1]] {
		return typed{kind: "region", v: ws[i] + " " + ws[i+1]}, 2
	}
	if regionPlaceNames[ws[i]] {
		return typed{kind: "region", v: ws[i]}, 1
	}
	return typed{}, 0
}

// samePlace reports whether two regions are one, one said by its code and
// the other by its place: "ap-southeast-2" is "sydney".
func samePlace(a, b string) bool {
	return regionPlaces[a] == b || regionPlaces[b] == a || strings.EqualFold(a, b)
}
