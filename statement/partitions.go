package statement

import (
	"strconv"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// A flash partition is sized as firmware writes it: a row of an ESP-IDF
// partition table ("nvs, data, nvs, 0x9000, 0x4000,") gives its size in
// hex or with a binary suffix, and prose says it in K or MB ("NVS
// partition 24K"). Read a word at a time the row is no size of anything and
// "24K" is 24,000, so a changed partition went unseen.

// partitionRow is a row of a partition table: name, type ("app", "data"
// or a number in hex), subtype, an optional offset and the size.
var partitionRow = lazyre.New(`(?im)^[ \t]*([a-z_][\w]*)[ \t]*,[ \t]*(?:app|data|0x[0-9a-f]+)[ \t]*,[ \t]*\w+[ \t]*,[ \t]*(?:0x[0-9a-f]+|\d+[km]?)?[ \t]*,[ \t]*(0x[0-9a-f]+|\d+[km]?)[ \t]*,?[^\n]*`)

// binaryK is a size in binary kilobytes as partitions and memories are
// written, a capital K glued to its number: "24K", "512K".
var binaryK = lazyre.New(`\b(\d+)K\b`)

// partitionWords mark text that sizes partitions or memories, where a "K"
// is 1,024 bytes.
var partitionWords = lazyre.New(`(?i)\b(?:partitions?|flash|sram|eeprom|nvs)\b`)

// partitionSizes rewrites partition table rows as prose and a "K" beside
// a partition as kilobytes: "nvs, data, nvs, 0x9000, 0x4000," is "nvs
// partition size 16 KB".
func partitionSizes(text string) string {
	text = partitionRow.ReplaceAllStringFunc(text, partitionProse)
	if !partitionWords.MatchString(text) {
		return text
	}
	return binaryK.ReplaceAllString(text, "$1 KB")
}

// partitionProse writes one partitionRow as its name and size.
func partitionProse(row string) string {
	m := partitionRow.FindStringSubmatch(row)
	n, ok := partitionBytes(strings.ToLower(m[2]))
	if !ok {
		return row
	}
	return m[1] + " partition size " + byteSizeWords(n)
}

// partitionBytes reads a partition's size: hex, or decimal with an
// optional K or M.
func partitionBytes(s string) (uint64, bool) {
	factor := uint64(1)
	switch {
	case strings.HasPrefix(s, "0x"):
		n, err := strconv.ParseUint(s[2:], 16, 64)
		return n, err == nil
	case strings.HasSuffix(s, "k"):
		factor, s = 1<<10, strings.TrimSuffix(s, "k")
	case strings.HasSuffix(s, "m"):
		factor, s = 1<<20, strings.TrimSuffix(s, "m")
	}
	n, err := strconv.ParseUint(s, 10, 64)
	return n * factor, err == nil
}

// byteSizeWords writes a count of bytes in the largest binary unit that
// divides it whole, as the units read it back.
func byteSizeWords(n uint64) string {
	switch {
	case n > 0 && n%(1<<20) == 0:
		return strconv.FormatUint(n>>20, 10) + " MB"
	case n > 0 && n%(1<<10) == 0:
		return strconv.FormatUint(n>>10, 10) + " KB"
	}
	return strconv.FormatUint(n, 10) + " bytes"
}
