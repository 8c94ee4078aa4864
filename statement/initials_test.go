package statement

import (
	"strings"
	"testing"
)

// conflictsOfInitials: a system's kind said by its initials on one side
// and spelled out on the other is one subject, in any order and
// domain; initials that spell other words, words that are no system's
// kind, two values that agree, and another attribute stay apart.
var conflictsOfInitials = []conflictCase{
	{"Our CMS is Contentful.", "The content management system is Sanity.", true},
	{"Our DMS is SharePoint.", "The document management system is M-Files.", true},
	{"Our CDN is Fastly.", "The content delivery network is Cloudflare.", true},
	{"The hospital information system is Epic.", "our HIS is Cerner", true},
	{"Our CMS is Contentful.", "The content management system is Contentful.", false}, // the same value
	{"Our LMS is Moodle.", "The library catalogue system is Koha.", false},            // other words
	{"The API is REST.", "The admin panel interface is React.", false},                // no system's kind
	{"Our CRM is Salesforce.", "The customer support tool is Zendesk.", false},
	{"Our ERP is SAP.", "The enterprise resource planning rollout finishes in May.", false}, // another attribute
}

func TestConflictsOfInitials(t *testing.T) { checkConflictsPaired(t, conflictsOfInitials) }

// TestInitialsAs: the span that opens a subject is read as the other's one
// word where its initials spell it and it ends in a system's kind.
func TestInitialsAs(t *testing.T) {
	for _, tt := range []struct {
		words, other []string
		want         string
	}{
		{[]string{"properti", "management", "system"}, []string{"pms"}, "pms"},
		{[]string{"integrat", "librari", "system", "run"}, []string{"ils"}, "ils run"},
		{[]string{"admin", "panel", "interfac"}, []string{"api"}, "admin panel interfac"},
		{[]string{"properti", "management", "system"}, []string{"pm"}, "properti management system"},
		{[]string{"properti", "management", "system"}, []string{"pms", "mew"}, "properti management system"},
		{[]string{"properti", "management"}, []string{"pms"}, "properti management"},
	} {
		if got := strings.Join(initialsAs(tt.words, tt.other), " "); got != tt.want {
			t.Errorf("initialsAs(%v, %v) = %q, want %q", tt.words, tt.other, got, tt.want)
		}
	}
}
