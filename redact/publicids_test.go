package redact_test

import "testing"

// Public values written where a secret might be, from secrets-fresh-10's
// studied look-alikes, each with variants of its class and the secret in
// the same place that must still go: a response header or log field that
// names its value an id; the field a Kubernetes key reference names; the
// public key a signify or minisign verifier takes.
var publicIDsLeaks = map[string]string{
	"< x-session-id: 4iPRbt2MR7Rq/Fuu4mH1OyYVLSY7qDsDfNSWLkNIASVriF6ckFHzILDbg/Oep629DXTm3sfz367Mj2Rl": "4iPRbt2MR7Rq/Fuu4mH1OyYVLSY7qDsDfNSWLkNIASVriF6ckFHzILDbg/Oep629DXTm3sfz367Mj2Rl",
	"x-auth-id: ZmQae6JmDzAR/DVwKRxXmQ0aAJEmiRnyXZ0GEt81nWAmokD0WJpdeR8d2Xz++nd6e08VJBq/":              "ZmQae6JmDzAR/DVwKRxXmQ0aAJEmiRnyXZ0GEt81nWAmokD0WJpdeR8d2Xz++nd6e08VJBq/",
	"here it is: 4iPRbt2MR7Rq/Fuu4mH1OyYVLSY7qDsDfNSWLkNIASVriF6ckFHzILDbg/Oep629DXTm3sfz367Mj2Rl":     "4iPRbt2MR7Rq/Fuu4mH1OyYVLSY7qDsDfNSWLkNIASVriF6ckFHzILDbg/Oep629DXTm3sfz367Mj2Rl",
	"secretKeyRef:\n  name: pg\n  key: Qm7vX2pL9zR4tW8k":                                               "Qm7vX2pL9zR4tW8k",
	"configMapKeyRef: {name: app, key: Tz8#kq2Lw9}":                                                    "Tz8#kq2Lw9",
	"untrusted comment: minisign encrypted secret key\nRWR0XEw/yy6yxz4Uk0yGfuBXunJJm/oSHoNrKsFXJu59awr2qxPDjpLK4NFQV7FZmH+UzHQR1xfxRXmyqhAPu7NPpZP+rtJySLdi46tYBfB2WiucHX4PN8RJIb0/ZWTq338UKnJmjEc=": "RWR0XEw/yy6yxz4Uk0yGfuBXunJJm/oSHoNrKsFXJu59awr2qxPDjpLK4NFQV7FZmH+UzHQR1xfxRXmyqhAPu7NPpZP+rtJySLdi46tYBfB2WiucHX4PN8RJIb0/ZWTq338UKnJmjEc=",
	"deployctl push -k 4iPRbt2MR7Rq/Fuu4mH1OyYVLSY7qDsDfNSWLkNIASVriF6ckFHzILDbg/Oep629DXTm3sfz367Mj2Rl":                                                                                             "4iPRbt2MR7Rq/Fuu4mH1OyYVLSY7qDsDfNSWLkNIASVriF6ckFHzILDbg/Oep629DXTm3sfz367Mj2Rl",
}

var publicIDsKept = []string{
	"< HTTP/1.1 403 Forbidden\n< x-amz-request-id: 7QK2M4PZR8WJ3TNB\n< x-amz-id-2: 4iPRbt2MR7Rq/Fuu4mH1OyYVLSY7qDsDfNSWLkNIASVriF6ckFHzILDbg/Oep629DXTm3sfz367Mj2Rl\n< Server: AmazonS3",
	"X-Request-Id: ZmQae6JmDzAR/DVwKRxXmQ0aAJEmiRnyXZ0GEt81nWAmokD0WJpdeR8d2Xz++nd6e08VJBq/",
	"level=error msg=\"upload failed\" trace_id=4iPRbt2MR7Rq/Fuu4mH1OyYVLSY7qDsDfNSWLkNIASVriF6ckFHzILDbg/Oep629DXTm3sfz367Mj2Rl",
	"env:\n  - name: REDIS_URL\n    valueFrom:\n      secretKeyRef: {name: redis-conn, key: url}",
	"valueFrom:\n  secretKeyRef:\n    name: app-env\n    key: DATABASE_URL",
	"- name: LOG_LEVEL\n  valueFrom:\n    configMapKeyRef: {name: app-config, key: log-level}",
	"verify it: minisign -Vm app-1.4.0.tar.gz -P RWRS8iZlpgwS0okYXZUO6IE2CRZvaxE9F41sD9OQH/I5oaCV8g+TlWUM",
	"untrusted comment: minisign public key 5D2A8C1E4B7F9036\nRWT5OAuO2yJKaySKHpJOj9CuLhqUkqMwXxiMthCQD540f66IbcZQd5Xs",
}

func TestPublicIDs(t *testing.T) {
	checkRedacted(t, leakCases(publicIDsLeaks))
	checkKept(t, publicIDsKept)
}

// A number that ends a thing's name ("iphone 13", "build box 2") stands
// between a credential word and its verb as a word does not: the value
// after the verb is still the secret, and a verb's own words still are not.
var numberedThingLeaks = map[string]string{
	"the PIN for the shared test pixel 7 is 258013, don't change it": "258013",
	"password for the old build box 2 is Tq8vLm2xR":                  "Tq8vLm2xR",
	"the passcode for the back door 3 is 4471":                       "4471",
	"la contraseña del router de la planta 2 es Kf7mq9Lz":            "Kf7mq9Lz",
}

var numberedThingKept = []string{
	"the password for the staging db 2 is stored in the vault",
	"the password for build box 3 is rotated every month",
	"the pin for the relay board 2 is 13",
	"the token for the ci runner 4 is the one in Doppler",
}

func TestNumberedThing(t *testing.T) {
	checkRedacted(t, leakCases(numberedThingLeaks))
	checkKept(t, numberedThingKept)
}
