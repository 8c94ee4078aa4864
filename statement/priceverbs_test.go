package statement

import "testing"

// TestPriceVerbs: "pay" relates a payer to its price as "is charged" and
// "costs" do, so two prices of one thing conflict however each is said;
// two payers, two things paid for, one price said twice, or "cost" as a
// noun ("to save cost") do not.
func TestPriceVerbs(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"scooters pay half the standard fee", "Scooters are charged the full standard fee.", true},
		{"Extra seats cost $10 each", "Extra seats cost $12 each", true},
		{"annual members pay 40 euros a year", "Annual members are charged 55 euros a year.", true},
		{"a scooter pays half the standard fee", "Scooters are charged the full standard fee.", true},
		{"guest passes cost 5 dollars", "we charge guest passes 8 dollars", true},
		// must not: two things paid for, two payers, one price twice
		{"we pay AWS for reserved instances", "we pay GCP for storage", false},
		{"Trucks pay double the car rate", "Vans pay the car rate", false},
		{"Extra seats cost $10 each", "each extra seat is billed at $10", false},
		{"Staging runs 3 nodes.", "to save cost staging only spans two nodes", true},
	})
}
