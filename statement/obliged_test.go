package statement

import "testing"

// TestObligedAgainstOptional: an obligation to act on a thing against the
// thing said optional, opt-in or voluntary for the same party; the
// must-nots are another party, the obligation restated, and a claim that
// is itself about keeping the thing optional.
func TestObligedAgainstOptional(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"Nurses must scan the wristband before each dose.", "Wristband scans are optional for nurses.", true},
		{"Couriers must collect a signature.", "Collecting a signature is voluntary for couriers.", true},
		{"Tenants must join the building newsletter.", "The building newsletter is opt-in for tenants.", true},
		{"Nurses must scan the wristband before each dose.", "Wristband scans are optional for visitors.", false}, // another party
		{"Couriers must collect a signature.", "Collecting a signature is mandatory for couriers.", false},        // the same rule
		{"Tenants should keep the newsletter optional.", "The building newsletter is opt-in for tenants.", false}, // no obligation
	})
}
