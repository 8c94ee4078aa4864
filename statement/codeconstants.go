package statement

import (
	"strings"
	"unicode"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// Code states a setting as a declared constant: "constexpr size_t
// kAudioRingEntries = 4096;", "const val API_TIMEOUT_MS = 10_000L",
// "private static final int MAX_RETRIES = 3;", "pub const MAX_CONNS: u32
// = 40;". Read as written, the keywords and the type were words of the
// setting's subject, a name in camelCase or with a "k" in front one word
// ("kaudioringentries"), and a literal's suffix or digit separators
// ("9600U", "10_000L", "0.5f") no number at all: the line met the same
// setting said in words ("the audio ring buffer holds 1024 entries") as
// another thing. A declaration is read as the key it declares set to its
// value, as a config line sets one ("AUDIO_RING_ENTRIES = 4096"), so the
// key's words and its unit suffix are read as a config key's are.

// declarationRe is a constant or variable declared on a line of its own:
// the declaring keywords, a type, the name, a type after it as Rust,
// Swift and TypeScript write one, and the value.
var declarationRe = lazyre.New(`(?m)^[ \t]*(?:(?:export|pub|public|private|protected|internal|static|final|const|constexpr|constinit|inline|readonly|val|var|let)[ \t]+)+(?:[\w<>\[\]]+(?:::[\w<>\[\]]+)*[ \t]+)?([A-Za-z_]\w*)(?:[ \t]*:[ \t]*[\w<>\[\]]+(?:::[\w<>\[\]]+)*)?[ \t]*=[ \t]*([^\n;]+?)[ \t]*;?[ \t]*$`)

// codeLiteralRe is a number as code writes it after "=": digit
// separators ("10_000") and a suffix of its type ("9600U", "10_000L",
// "0.0333f"), ending the value.
var codeLiteralRe = lazyre.New(`(=[ \t]*-?)(\d[\d_]*(?:\.\d+)?(?:[eE][+-]?\d+)?)(?:[uU][lL]{0,2}|[lL]{1,2}|[fF])?([ \t]*(?:[;,)]|$))`)

// codeConstants is text with each declared constant said as its key set
// to its value, and each number code writes after "=" as the number
// (see above).
func codeConstants(text string) string {
	if !strings.Contains(text, "=") {
		return text // the cheap question first
	}
	text = declarationRe.ReplaceAllStringFunc(text, func(line string) string {
		m := declarationRe.FindStringSubmatch(line)
		if !identifierShaped(m[1]) {
			return line
		}
		return constantKey(m[1]) + " = " + m[2]
	})
	return codeLiteralRe.ReplaceAllStringFunc(text, func(s string) string {
		m := codeLiteralRe.FindStringSubmatch(s)
		return m[1] + strings.ReplaceAll(m[2], "_", "") + m[3]
	})
}

// constantKey is a declared name as a config key of its words in upper
// case: "kAudioRingEntries" is "AUDIO_RING_ENTRIES", "maxConns"
// "MAX_CONNS". The "k" C++ and Objective-C put before a constant's name
// marks it as one and is no word of it.
func constantKey(name string) string {
	ws := identWords(name)
	if len(ws) > 1 && ws[0] == "k" {
		ws = ws[1:]
	}
	return strings.ToUpper(strings.Join(ws, "_"))
}

// identifierShaped reports whether name is written as code names a thing,
// with an underscore or a capital after its first letter ("MAX_CONNS",
// "maxRetries", "kSlots"), not as a word: "export service: batch = 50"
// is a label in prose, where "export" declares nothing.
func identifierShaped(name string) bool {
	return strings.Contains(name, "_") || strings.ContainsFunc(name[1:], unicode.IsUpper)
}
