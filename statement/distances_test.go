package statement

import "testing"

// TestDistancesAndTemperatures: a length is one value however written
// ("250 m" of a radius, "half a kilometre", "5 km"), of a type of its own,
// and a temperature its bare degrees ("65°C", "55 degrees" of a drying
// temp), so one said two ways agrees and two differ; a bare "m" stays
// minutes where no distance is spoken of, and bare degrees an angle where
// no heat is.
func TestDistancesAndTemperatures(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"the geofence radius is 250 m", "the geofence radius is 250000mm"},
		{"the depot geofence is half a kilometre", "the depot geofence is 500000mm"},
		{"the lens is 2 cm thick", "the lens is 20mm thick"},
		{"delivery range is 3 miles", "delivery range is 4828032mm"},
		{"PETG is dried at 65°C", "PETG is dried at 65"},
		{"bed temp is 60 degrees Celsius", "bed temp is 60"},
		// must not: a bare "m" of a time, degrees of an angle
		{"layer height 0.2 mm", "layer height 0.2mm"},
		{"the lock timeout is 5 m", "the lock timeout is 300000ms"},
		{"the servo rotates 90 degrees", "the servo rotates 90 degrees"},
	} {
		if got := normalizeAmounts(tc.in); got != tc.want {
			t.Errorf("normalizeAmounts(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	checkConflicts(t, []conflictCase{
		{"bumped depot geofences to half a kilometre", "Depot geofence radius is 250 m.", true},
		{"The delivery range is 5 km.", "delivery range is 3 miles", true},
		{"the nozzle temperature is 210 °C", "nozzle temp is 230 degrees", true},
		{"PETG is dried at 65°C.", "PETG drying temp is 55 degrees.", true},
		// must not: one value said two ways, a distance against a duration
		{"Depot geofence radius is 500 m.", "the depot geofence radius is half a kilometre", false},
		{"The delivery range is 5 km.", "delivery range is 5000 metres", false},
		{"The PLA bed temperature is 60 °C.", "PLA bed temp is 60 degrees Celsius", false},
		{"The geofence radius is 250 m.", "the geofence check runs every 5 minutes", false},
		{"the geofence radius is 250 m", "geofence exits are reported after 250 seconds", false},
		{"the nozzle temperature is 210 °C", "nozzle temp is 210", false},
	})
	checkConflicts(t, []conflictCase{
		{"the nozzle temperature is 210 °C", "nozzle temp is 215", true},
	})
}
