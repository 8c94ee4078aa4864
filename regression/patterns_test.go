package regression

import (
	"testing"

	_ "github.com/hippo-mem/hippo/capture"
	_ "github.com/hippo-mem/hippo/frame"
	"github.com/hippo-mem/hippo/internal/lazyre"
	_ "github.com/hippo-mem/hippo/redact"
	_ "github.com/hippo-mem/hippo/statement"
)

// TestLazyPatternsCompile: the gate's parse, the redactor and the frame
// compile their patterns on first use, so a bad one would surface only when
// some text reached it; every one of them compiles here.
func TestLazyPatternsCompile(t *testing.T) {
	if err := lazyre.CompileAll(); err != nil {
		t.Fatal(err)
	}
}
