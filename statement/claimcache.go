package statement

import "sync"

// claimCacheSize is how many texts' claims one generation of the cache
// holds. Capture judges each statement against its five most similar
// memories, so a session reads the same few live memories' claims for
// statement after statement; a thousand covers a long session's working
// set at a few megabytes, and the warm server stays small.
const claimCacheSize = 1024

// claimCache keeps the claims last read, by text. A claim is a function of
// its text alone, and reading one runs a few hundred regular expressions,
// most of capture's time. Two generations bound it: when the newer is full
// the older is dropped, and a text read from the older moves to the newer,
// so the texts in use stay.
type claimCache struct {
	mu            sync.Mutex
	size          int
	recent, older map[string]Claim
}

var claims = &claimCache{size: claimCacheSize, recent: map[string]Claim{}}

// ClaimOf reads the claim a statement makes (readClaim), once per text
// while the text is in use.
func ClaimOf(text string) Claim {
	return claims.of(text)
}

// of returns the claim of text, reading it only when it is not kept. The
// lock is not held while reading: readClaim reads parts of a statement
// with ClaimOf itself, and two readers of one new text only both read it.
func (k *claimCache) of(text string) Claim {
	k.mu.Lock()
	c, ok := k.recent[text]
	if !ok {
		if c, ok = k.older[text]; ok {
			k.keep(text, c)
		}
	}
	k.mu.Unlock()
	if ok {
		return c
	}
	c = readClaim(text)
	k.mu.Lock()
	k.keep(text, c)
	k.mu.Unlock()
	return c
}

// keep puts a claim in the newer generation, starting a new one when it is
// full. Its caller holds the lock.
func (k *claimCache) keep(text string, c Claim) {
	if len(k.recent) >= k.size {
		k.older, k.recent = k.recent, make(map[string]Claim, k.size)
	}
	k.recent[text] = c
}
