package statement

import "testing"

// TestEngineeringForms: a value written as code and datasheets write it
// (scientific notation, a fixed timestep in seconds, "N tick", volts and
// millivolts, bit rates) is the value its prose says: two values clash,
// one value in two forms agrees.
func TestEngineeringForms(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"The weight decay is 1e-2.", "weight decay is 0.05 now", true},
		{"the detector learning rate is 3e-4", "the detector learning rate is 0.0001", true},
		{"The solver tolerance is 1E-6.", "the solver tolerance is 0.001", true},
		{"physics tick is 50 Hz", "Time.fixedDeltaTime = 1f / 60f;", true},
		{"Physics runs at a fixed 60 Hz tick", "Time.fixedDeltaTime = 0.0333f;", true},
		{"the physics tick is 60 Hz", "fixed_dt = 0.02", true},
		{"game server tick rate is 64", "gameservers run at 128 tick", true},
		{"the match server tick rate is 20", "the match servers run at 60-tick now", true},
		{"BROWNOUT_THRESHOLD_MV=2700", "the brownout threshold is 2.43V", true},
		{"the brown-out threshold is 2700 mV", "the brown-out threshold is 2.43V", true},
		{"the cutoff voltage is 3.0 V", "the cutoff voltage is 3300 mV", true},
		{"The CAN bus bitrate is 500 kbit/s.", "the CAN bus bitrate is 250k", true},
		{"The UART baud rate is 115200 baud.", "the UART runs at 9600 baud", true},
		{"the uplink bitrate is 2 Mbit/s", "the uplink bitrate is 500k", true},
		// must not: one value in two forms
		{"The weight decay is 1e-2.", "weight decay is 0.01", false},
		{"the detector learning rate is 3e-4", "the detector learning rate is 0.0003", false},
		{"The solver tolerance is 1E-6.", "the solver tolerance is 0.000001", false},
		{"Physics runs at a fixed 30 Hz tick", "Time.fixedDeltaTime = 0.0333f;", false},
		{"the physics tick is 50 Hz", "fixed_dt = 0.02", false},
		{"game server tick rate is 64", "gameservers run at 64 tick", false},
		{"BROWNOUT_THRESHOLD_MV=2430", "the brownout threshold is 2.43V", false},
		{"the cutoff voltage is 3.3 V", "the cutoff voltage is 3300 mV", false},
		{"The CAN bus bitrate is 500 kbit/s.", "the CAN bus bitrate is 500k", false},
		{"the uplink bitrate is 2 Mbit/s", "the uplink bitrate is 2000k", false},
	})
	checkRewrites(t, "engineeringForms", engineeringForms, map[string]string{
		"lr 3e-4":                          "lr 0.0003",
		"commit 0x3e4f and abc1e45":        "commit 0x3e4f and abc1e45",
		"snapshots every 2 tick":           "snapshots every 2 tick",
		"wait 10 tick before retrying":     "wait 10 tick before retrying",
		"play 5v5 on 128 tick":             "play 5v5 on 128 Hz tick",
		"timestep = 1f / 60f":              "fixed physics tick = every 16.667ms",
		"the deploy timestep is 5 minutes": "the deploy timestep is 5 minutes",
		"VBAT_MIN_MV: 3300":                "VBAT MIN is 3300mV",
		"115200 baud":                      "115200 baud",
		"250 kbaud":                        "250000 baud",
		"128 kbps MP3":                     "128 kbps MP3",
	})
}

// TestPartitionSizes: a partition table's row sizes its partition, in hex
// or with a suffix, and a "K" beside a partition is 1,024 bytes: a row
// against a size in prose clashes when they differ and agrees when equal.
func TestPartitionSizes(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"nvs,      data, nvs,     0x9000,  0x4000,", "NVS partition 24K", true},
		{"each OTA partition is 1.5 MB", "ota_0,    app,  ota_0,   0x110000, 0x200000,", true},
		{"the spiffs partition is 512K", "spiffs, data, spiffs, 0x290000, 0x170000,", true},
		{"the NVS partition is 16 KB", "nvs, data, nvs, , 24K,", true},
		// must not: one size in two forms
		{"nvs,      data, nvs,     0x9000,  0x6000,", "NVS partition 24K", false},
		{"each OTA partition is 2 MB", "ota_0,    app,  ota_0,   0x110000, 0x200000,", false},
		{"the spiffs partition is 1472K", "spiffs, data, spiffs, 0x290000, 0x170000,", false},
	})
	checkRewrites(t, "partitionSizes", partitionSizes, map[string]string{
		"phy_init, data, phy, 0xf000, 0x1000,": "phy_init partition size 4 KB",
		"factory, app, factory, , 1M,":         "factory partition size 1 MB",
		"name, age, city, 12, 34,":             "name, age, city, 12, 34,",
		"we hit 24K users":                     "we hit 24K users",
		"the flash log holds 24K":              "the flash log holds 24 KB",
	})
}
