package capture

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/statement"
)

func TestZZDump(t *testing.T) {
	for _, s := range strings.Split(os.Getenv("ZZ"), "|") {
		st := statement.Parse(s)
		fmt.Printf("%q mood=%d mod=%d asp=%d time=%d neg=%v op=%d gen=%v fp=%v main=%d\n", s, st.Mood, st.Modality, st.Aspect, st.Time, st.Negated, st.Opener, st.Generic, st.FirstPerson, st.Main)
		for _, c := range st.Clauses {
			fmt.Printf("   %v link=%q start=%d sub=%v imp=%v neg=%v asp=%d\n", c.Tokens, c.Link, c.Start, c.Sub, c.Imperative, c.Negated, c.Aspect)
		}
	}
}
