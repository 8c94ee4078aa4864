package redact_test

import "testing"

// twin45 is a case and its look-alike in one row: secret is what must go
// from text, and "" says text must come out byte for byte.
type twin45 struct{ text, secret string }

// check45 runs a table of twins: each secret goes, each look-alike stays.
func check45(t *testing.T, rows []twin45) {
	t.Helper()
	for _, r := range rows {
		if r.secret == "" {
			checkKept(t, []string{r.text})
		} else {
			checkRedacted(t, []leakCase{{r.text, r.secret}})
		}
	}
}

// A secret manager's reference as a setting's value: Azure App Service's
// and Functions' Key Vault reference (@Microsoft.KeyVault(SecretUri=...)
// or (VaultName=...;SecretName=...)) beside the others managerReference
// knows (op://, vault:, projects/P/secrets/S, Secrets Manager's ARN). The
// reference is resolved at run time and opens nothing; a value that only
// starts like one is judged as any other.
func TestClasses45ManagerReference(t *testing.T) {
	check45(t, []twin45{
		{"DB_PASSWORD=@Microsoft.KeyVault(SecretUri=https://acme-kv.vault.azure.net/secrets/db-password/)", ""},
		{`"ApiKey": "@Microsoft.KeyVault(VaultName=acme-kv;SecretName=stripe-key)"`, ""},
		{`az webapp config appsettings set -g rg -n shop --settings STRIPE_KEY="@Microsoft.KeyVault(SecretUri=https://kv1.vault.azure.net/secrets/stripe/ec96f02080254f109c51a1f14cdb1931)"`, ""},
		{"  - name: SMTP_PASS\n    value: '@Microsoft.KeyVault(VaultName=mail-kv;SecretName=smtp-pass;SecretVersion=3b2f)'", ""},
		{"DB_PASSWORD=@Microsoft.KeyVault-Xr7pQ2vLm9", "Xr7pQ2vLm9"},
		{`"ApiKey": "Kv@9Lm2Qx7Rt4Wb8Zp3N"`, "Kv@9Lm2Qx7Rt4Wb8Zp3N"},
	})
}
