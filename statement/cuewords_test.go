package statement

import "testing"

// TestGlossCueWords (gate37): Hinglish and Vietnamese read by their cue
// words into the English skeleton before the sentence. Near misses: an
// English sentence with one Hinglish word stays English, and Hinglish "is"
// (this) is no English "is".
func TestGlossCueWords(t *testing.T) {
	checkGlosses(t, `
		hamesha tests ke saath likhna => please always do hamesha tests ke saath likhna
		is file mein logging hata do => please do this file mein logging hata do in this function
		humne Redis upgrade kar diya => we did humne Redis upgrade kar diya
		Đừng dùng moment.js nữa nhé. => please do not Đừng dùng moment.js nữa nhé
		Team mình đang sửa lỗi này. => i am working on Team mình đang sửa lỗi này right now
		he said abhi is fine => he said abhi is fine
	`)
}
