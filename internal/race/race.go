//go:build race

// Package race says whether the race detector is on. A few quality checks
// embed hundreds of texts with the test model; under -race the inference
// library runs ten to twenty times slower (every pointer checked), which put
// single tests at two to four minutes. Those checks start no goroutines of
// their own, so .ci/run runs them without -race instead.
package race

// Enabled is true in a -race build.
const Enabled = true
