package capture

import (
	"testing"

	"github.com/hippo-mem/hippo/statement"
)

func TestZZDebug(t *testing.T) {
	for _, s := range []string{
		"if a migration touches the `ledger_entries` table it needs sign-off from Priya in finance eng.",
		"if a migration touches the ledger table it needs sign-off from Priya in finance eng.",
		"if a migration touches the ledger table, it needs sign-off from Priya in finance eng.",
		"If a tile has more than 40% cloud cover the pipeline skips it.",
		"that's the rule.",
		"fyi our postgres is 15.4 on RDS, not 14 like the README still says",
	} {
		g := statement.Gloss(s)
		st := statement.Parse(g)
		t.Logf("%q mood=%v asp=%v mod=%v time=%v rej=%q", g, st.Mood, st.Aspect, st.Modality, st.Time, rejection(g, st))
		for _, c := range st.Clauses {
			t.Logf("   %+v", c)
		}
	}
}
