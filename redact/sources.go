package redact

import (
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// sourceCredentials redacts the "user:password" Bundler keeps for a private
// gem source, named by its host: BUNDLE_GEMS__CONTRIBSYS__COM=user:pass
// (the host's dots written "__") in an environment, or `bundle config set
// gems.contribsys.com user:pass`. No credential word stands near it, so the
// host in the name is the sign. A URL (a mirror), a variable and a
// placeholder stay.
func sourceCredentials(text string, spans []span) []span {
	for _, a := range []struct {
		anchor string
		re     *lazyre.Regexp
	}{{"BUNDLE_", bundleEnv}, {"bundle config", bundleConfig}} {
		scan(text, literal(a.anchor), func(i int) int {
			w := text[i : i+lineBound(text, i)]
			m := a.re.FindStringSubmatchIndex(w)
			if m == nil {
				return i + len(a.anchor)
			}
			if v := w[m[2]:m[3]]; !strings.Contains(v, "://") && !placeholder(v) && !strings.Contains(v, markerPrefix) {
				spans = append(spans, span{i + m[2], i + m[3], "source-credentials"})
			}
			return i + len(a.anchor)
		})
	}
	return spans
}

var (
	bundleEnv    = lazyre.New(`^BUNDLE_[A-Z0-9_]*[A-Z0-9]__[A-Z]{2,}\s*=\s*["']?([^\s"':]+:[^\s"']+)`)
	bundleConfig = lazyre.New(`^bundle config\s+(?:set\s+)?(?:--(?:global|local)\s+)?[a-z0-9.\-]+\.[a-z]{2,}\s+["']?([^\s"':]+:[^\s"']+)`)
)
