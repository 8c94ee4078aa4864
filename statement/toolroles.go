package statement

import "slices"

// One tool often does two jobs in one project: Redis is the cache and the
// Celery broker, Postgres the primary database and the search index. A
// statement that moves one job off the tool ("switched the Celery broker
// from Redis to RabbitMQ") leaves it doing the other ("Redis stays as the
// Django cache backend"), so the two are about two roles of it, not one
// value said twice. toolRoles are the jobs such a tool is named for, each
// with the words that name it; broker and queue are one job, the queue a
// worker takes its tasks from.
var toolRoles = map[string]map[string]bool{
	"cache":    stemSet("cache caches cached caching"),
	"broker":   stemSet("broker brokers queue queues queueing"),
	"sessions": stemSet("session sessions"),
	"locks":    stemSet("lock locks locking mutex"),
	"search":   stemSet("search searches searching"),
	"pubsub":   stemSet("pubsub pub/sub"),
	"results":  stemSet("result results"),
	"limiter":  stemSet("limiter limiters throttle throttling"),
}

// rolesNamed are the tool roles c's words name.
func rolesNamed(c Claim) []string {
	var out []string
	for role, words := range toolRoles {
		if slices.ContainsFunc(c.said, func(w string) bool { return words[w] }) {
			out = append(out, role)
		}
	}
	return out
}

// toolInTwoRoles reports whether a and b each name a tool, one moving it
// out of or into a role and the other stating it, and each names a role of
// it the other does not: "switched the Celery broker from Redis to
// RabbitMQ" and "Redis is the Django cache" both hold. A statement naming
// no role ("we moved off Redis") or one role both name ("the cache is
// Memcached, not Redis", "Redis is our cache") still clashes, and so does
// a denial, which may retire the tool whole.
func toolInTwoRoles(a, b Claim) bool {
	if a.Negated || b.Negated {
		return false
	}
	ra, rb := rolesNamed(a), rolesNamed(b)
	if len(ra) == 0 || len(rb) == 0 || slices.ContainsFunc(ra, func(r string) bool { return slices.Contains(rb, r) }) {
		return false
	}
	return sharesTool(a.typed, b.typed) || sharesTool(b.typed, a.typed)
}

// sharesTool reports whether a tool a states or rules out is one b states.
func sharesTool(a, b typedValues) bool {
	tool := func(x typed) bool { return !scalarKinds[x.kind] && !namedValues[x.kind] && hasValue(b.stated, x) }
	return slices.ContainsFunc(a.excluded, tool) || slices.ContainsFunc(a.stated, tool)
}
