package statement

import "github.com/hippo-mem/hippo/internal/lazyre"

// defineRe is a C preprocessor constant on a line of its own: "#define
// REPORT_INTERVAL_MS 15000".
var defineRe = lazyre.New(`(?m)^[ \t]*#[ \t]*define[ \t]+([A-Za-z_][A-Za-z0-9_]*)[ \t]+(\S[^\n]*)$`)

// definedConstants rewrites each "#define NAME VALUE" as "NAME = VALUE",
// the assignment it is: firmware states its settings so ("#define
// IMU_ODR_HZ 1000"), and the rules that read "REPORT_INTERVAL_MS = 15000"
// read it alike, where "define" would be read as the claim's subject.
func definedConstants(text string) string {
	return defineRe.ReplaceAllString(text, "$1 = $2")
}
