// Package redact finds secrets in text and replaces each with a marker naming its
// kind, before anything is stored, embedded or sent to a model. It is shared by
// jot, ingest and capture, so every path into the store redacts the same way.
//
// It errs towards redacting: a false positive costs a word of a memory, a false
// negative leaks a credential into a file that outlives the session.
package redact

import (
	"regexp"
	"sort"
	"strings"
)

// Finding is one redacted secret: its kind, never its value.
type Finding struct {
	Kind string `json:"kind"`
}

type rule struct {
	kind string
	re   *regexp.Regexp
	// group, when > 0, is the submatch holding the secret; the rest of the match
	// (a variable name, "password=") is kept so the memory still reads well.
	group int
}

// Rules run in order; earlier, more specific rules win over the generic ones.
var rules = []rule{
	{"private-key", regexp.MustCompile(`-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|$)`), 0},
	{"anthropic-key", regexp.MustCompile(`\bsk-ant-[A-Za-z0-9_\-]{20,}`), 0},
	{"openai-key", regexp.MustCompile(`\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_\-]{20,}`), 0},
	{"aws-access-key", regexp.MustCompile(`\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[A-Z0-9]{16}\b`), 0},
	{"github-token", regexp.MustCompile(`\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})`), 0},
	{"gitlab-token", regexp.MustCompile(`\bglpat-[A-Za-z0-9_\-]{20,}`), 0},
	{"slack-token", regexp.MustCompile(`\bxox[abposr]-[A-Za-z0-9\-]{10,}`), 0},
	{"slack-webhook", regexp.MustCompile(`https://hooks\.slack\.com/services/[A-Za-z0-9/_\-]+`), 0},
	{"stripe-key", regexp.MustCompile(`\b(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,}`), 0},
	{"google-api-key", regexp.MustCompile(`\bAIza[0-9A-Za-z_\-]{35}`), 0},
	{"npm-token", regexp.MustCompile(`\bnpm_[A-Za-z0-9]{36}\b`), 0},
	{"pypi-token", regexp.MustCompile(`\bpypi-[A-Za-z0-9_\-]{40,}`), 0},
	{"huggingface-token", regexp.MustCompile(`\bhf_[A-Za-z0-9]{30,}`), 0},
	{"sendgrid-key", regexp.MustCompile(`\bSG\.[A-Za-z0-9_\-]{16,}\.[A-Za-z0-9_\-]{16,}`), 0},
	{"twilio-key", regexp.MustCompile(`\bSK[0-9a-fA-F]{32}\b`), 0},
	{"digitalocean-token", regexp.MustCompile(`\bdo[pors]_v1_[a-f0-9]{64}\b`), 0},
	{"jwt", regexp.MustCompile(`\beyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}`), 0},
	{"url-password", regexp.MustCompile(`\b[a-zA-Z][a-zA-Z0-9+.\-]*://[^\s:/@]+:([^\s@/]+)@`), 1},
	{"bearer-token", regexp.MustCompile(`(?i)\b(?:bearer|token)\s+([A-Za-z0-9_\-.~+/]{20,}=*)`), 1},
	{"assignment", regexp.MustCompile(`(?i)\b[A-Z0-9_.\-]*(?:secret|token|passwd|password|pwd|api[_\-]?key|apikey|access[_\-]?key|private[_\-]?key|client[_\-]?secret|auth)[A-Z0-9_.\-]*["']?\s*[:=]\s*["']?([^\s"',;]{4,})`), 1},
	{"password-phrase", regexp.MustCompile(`(?i)\b(?:password|passphrase|passwd)\s+(?:is|was|=)\s+["']?([^\s"',;]{4,})`), 1},
	{"hex-secret", regexp.MustCompile(`\b[a-f0-9]{40,}\b`), 0},
}

// Marker is what replaces a secret of the given kind.
func Marker(kind string) string { return "[REDACTED:" + kind + "]" }

// Text returns text with every secret replaced by its marker, and the kinds found.
func Text(text string) (string, []Finding) {
	var found []Finding
	for _, r := range rules {
		text = replace(text, r, &found)
	}
	return text, found
}

func replace(text string, r rule, found *[]Finding) string {
	locs := r.re.FindAllStringSubmatchIndex(text, -1)
	if len(locs) == 0 {
		return text
	}
	var b strings.Builder
	last := 0
	for _, loc := range locs {
		start, end := loc[0], loc[1]
		if r.group > 0 {
			start, end = loc[2*r.group], loc[2*r.group+1]
			if start < 0 {
				continue
			}
		}
		if strings.HasPrefix(text[start:end], "[REDACTED:") {
			continue // already redacted by an earlier, more specific rule
		}
		b.WriteString(text[last:start])
		b.WriteString(Marker(r.kind))
		last = end
		*found = append(*found, Finding{Kind: r.kind})
	}
	b.WriteString(text[last:])
	return b.String()
}

// Kinds lists the distinct kinds in findings, sorted, for a one-line report.
func Kinds(findings []Finding) []string {
	set := map[string]bool{}
	for _, f := range findings {
		set[f.Kind] = true
	}
	out := make([]string, 0, len(set))
	for k := range set {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
