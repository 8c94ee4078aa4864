package regression

import (
	"testing"

	"golang.org/x/sys/unix"
)

// opens counts IN_OPEN events on a file while fn runs.
func opens(t *testing.T, path string, fn func()) int {
	t.Helper()
	fd, err := unix.InotifyInit1(unix.IN_CLOEXEC | unix.IN_NONBLOCK)
	if err != nil {
		t.Fatal(err)
	}
	defer unix.Close(fd)
	if _, err := unix.InotifyAddWatch(fd, path, unix.IN_OPEN); err != nil {
		t.Fatal(err)
	}
	fn()
	n := 0
	buf := make([]byte, 4096)
	for {
		k, err := unix.Read(fd, buf)
		if k <= 0 || err != nil {
			return n
		}
		n += k / unix.SizeofInotifyEvent
	}
}
