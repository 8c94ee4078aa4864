package statement

import "testing"

// TestLeftBehind: a tool ripped out or moved off is out of use, as one
// dropped is, so a statement of it doing a job now clashes; another tool
// doing the job, or the one moved to, agrees.
func TestLeftBehind(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"we ripped out the Kibana dashboards", "the Kibana dashboards handle log search", true},
		{"we ripped out Segment, events go straight to the warehouse", "Segment handles event tracking", true},
		{"we moved off Intercom", "Intercom handles customer chat", true},
		// must not: another tool than the one left, or the one moved to
		{"we ripped out the Kibana dashboards", "Grafana handles log search", false},
		{"we moved off Intercom", "Zendesk handles customer chat", false},
		{"we moved off Intercom to Zendesk", "Zendesk handles customer chat", false},
	})
}
