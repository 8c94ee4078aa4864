package statement

import "testing"

func TestPlacesOfOneState(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"Split payments are allowed on group bookings.", "Split payments are allowed on single rooms.", false},
		{"Pets are allowed in the lobby.", "Pets are allowed in the garden.", false},
		{"Smoking is permitted on the terrace.", "Smoking is permitted in the car park.", false},
		{"Caching is enabled in staging.", "Caching is enabled in prod.", false},
		{"2FA is required for admins.", "2FA is required for contractors.", false},
		// must still clash: a bound, a sole place, a state denied, a value ruled out
		{"Overbooking is allowed up to 3% on standard rooms.", "Overbooking is allowed up to 5% on standard rooms.", true},
		{"Pets are allowed only in the garden.", "Pets are allowed in the lobby.", true},
		{"Overbooking is allowed on standard rooms.", "Overbooking is forbidden on standard rooms.", true},
		{"Caching is enabled in staging.", "Caching is disabled in staging.", true},
	})
}
