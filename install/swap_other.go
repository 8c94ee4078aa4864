//go:build !linux && !darwin

package install

func swap(a, b string) error { return errNoSwap }
