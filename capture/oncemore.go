package capture

import (
	"strings"

	"github.com/hippo-mem/hippo/statement"
)

// onceMore: a command to do a thing one more time ("run the full test suite
// once more before we wrap up", "corre los tests una vez más") asks for one
// more piece of work in this session; the "before we ..." after it times
// that one run and makes no rule of it. A word for every time keeps the
// rule ("always run the linter once more before pushing").
func onceMore(text string, st statement.Statement) bool {
	if st.Mood != statement.Instruction && st.Mood != statement.Request {
		return false
	}
	lower := " " + strings.ToLower(text) + " "
	found := false
	for _, p := range repeatOnce {
		found = found || strings.Contains(lower, p)
	}
	if !found {
		return false
	}
	for _, w := range st.Words {
		if forGood[w.Lower] {
			return false
		}
	}
	return true
}

// repeatOnce: "one more time" in English, Spanish, French, German,
// Portuguese and Italian. "Once again" is left out: it opens a complaint
// as often ("once again, tabs not spaces").
var repeatOnce = []string{
	" once more", " one more time", " one last time",
	" una vez más", " una vez mas", " una última vez",
	" encore une fois", " une dernière fois", " une fois de plus",
	" noch einmal", " noch mal ", " nochmal", " ein letztes mal",
	" mais uma vez", " uma última vez", " ancora una volta", " un'ultima volta",
}
