package redact_test

import (
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/redact"
)

// benchLines are the shapes a session transcript and a pasted log hold: prose,
// commands, code, ids, checksums, URLs, and now and then a secret.
var benchLines = []string{
	"we deploy the billing api with make deploy-prod after the migrations ran",
	"request 3f1c2a9e-7b4d-4c1e-9a2f-5d6e7f8a9b0c failed with 502 from the gateway at 10:42:17",
	"commit 9fceb02d0ae598e95dc970b74767f19372d61af8 moved the retry loop into the client",
	`func (s *Server) handle(ctx context.Context, req *Request) (*Response, error) { return s.next(ctx, req) }`,
	"image ghcr.io/acme/api@sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855 is pinned",
	"see https://docs.example.com/auth/tokens?page=2#rotation for the token rotation policy",
	"the password is rotated every 90 days by the vault agent, never by hand",
	"arn:aws:iam::123456789012:role/deploy-bot assumes the role in us-east-1",
	"export DATABASE_URL=postgres://app:S3cr3tPassw0rd@db.internal:5432/orders",
	"2026-11-30T10:42:17.123Z INFO http: GET /v1/orders?limit=50 200 12.3ms user=42",
}

// benchText is n lines cycling through benchLines.
func benchText(n int) string {
	var b strings.Builder
	for i := range n {
		b.WriteString(benchLines[i%len(benchLines)])
		b.WriteByte('\n')
	}
	return b.String()
}

// benchRecord is one record of a minified JSON export: names that hold
// credential words, hyphens, ids and URLs, all on one line.
const benchRecord = `{"id":"a1b2-c3d4","name":"svc-api-key-rotation","key":"value","token_ttl":3600,` +
	`"url":"https://x.example.com/a-b/c-d","password_policy":"min-12","secret_ref":"vault:kv/app#pw"},`

// BenchmarkText measures redaction on a 2,000-line transcript's worth of text,
// on a 10 MB paste, and on 1.4 MB of minified JSON on one line (a rule that
// reads its match's whole line makes that case quadratic): redact.Text runs
// before every jot and every captured sentence, so its cost sits next to
// the prompt path.
func BenchmarkText(b *testing.B) {
	transcript := benchText(2000)
	paste := benchText(10 << 20 / 80)
	oneLine := "[" + strings.Repeat(benchRecord, 8000) + "]"
	for _, c := range []struct {
		name, text string
	}{{"transcript-2000-lines", transcript}, {"paste-10MB", paste}, {"json-one-line-1.4MB", oneLine}} {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(len(c.text)))
			for b.Loop() {
				if out, _ := redact.Text(c.text); len(out) == 0 {
					b.Fatal("empty output")
				}
			}
		})
	}
}
