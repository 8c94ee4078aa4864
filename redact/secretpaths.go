package redact

import "strings"

// pathField: the credential name ending at e is a file's name in a path
// (a "/" before it: ./auth-passwd, /srv/secrets/db-password), and the ":"
// after it (at loc in rest) joins the path to its next field, not a label
// to its value: docker's host:container mount ("./auth-passwd:/etc/nginx/
// auth-passwd:ro") or a tool's error about the file ("grep: ./auth-passwd:
// Permission denied").
func pathField(text string, e int, rest string, loc []int) bool {
	s := e - nameLen(text, e)
	if s == 0 || text[s-1] != '/' || strings.TrimSpace(rest[loc[0]:loc[1]]) != ":" {
		return false
	}
	after := rest[loc[1]:]
	if loc[1] == loc[0]+1 && after != "" && strings.IndexByte("/~.$", after[0]) >= 0 {
		return true // a mount's other side
	}
	return loc[1] > loc[0]+1 && errnoMessage(after)
}

// errnoMessage: s opens with the message a tool prints after a file's
// name when it cannot read it.
func errnoMessage(s string) bool {
	l := lowerASCII(s[:min(len(s), 32)])
	for _, m := range errnoMessages {
		if strings.HasPrefix(l, m) {
			return true
		}
	}
	return false
}

var errnoMessages = []string{"permission denied", "no such file", "is a directory", "not a directory", "operation not permitted",
	"read-only file system", "file exists", "cannot open", "too many levels"}

// secretFilePath: v is a path (from the root, the home or the working
// directory) to the file that holds a secret, named for it: its base name
// holds a credential word or a key file's extension ("auth-passwd:
// /etc/nginx/auth-passwd", "/run/secrets/db_password", "./AuthKey_2X9R4HXF34.p8").
// A password that opens with "/" and names nothing ("/etc/Xk9mQ2vL7") is
// not one.
func secretFilePath(v string) bool {
	v = strings.TrimSuffix(strings.TrimSuffix(v, ":ro"), ":rw")
	if !(strings.HasPrefix(v, "/") || strings.HasPrefix(v, "./") || strings.HasPrefix(v, "../") || strings.HasPrefix(v, "~/")) ||
		strings.ContainsAny(v, " \t") {
		return false
	}
	base := v[strings.LastIndexByte(v, '/')+1:]
	if dot := strings.LastIndexByte(base, '.'); dot > 0 && keyFileExts[lowerASCII(base[dot+1:])] {
		return true
	}
	return base != "" && classify(base, "", 0) != notCred
}

// keyFileExts are the extensions of files that hold a key or a
// certificate store: the path names the file, never its contents.
var keyFileExts = wordSet("p8 pem key p12 pfx jks keystore crt der")
