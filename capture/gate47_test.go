package capture

import "testing"

// TestGate47KeepLabels (gate47): a label that files what follows for later
// in a language the gloss tables read in part or not at all (Russian
// "Запомни:", Vietnamese "Ghi nhớ:", Indonesian "Catatan:", Hinglish "yaad
// rakhna,") hands over its content to be judged, and content the parse
// cannot read is a fact the speaker asked to keep. Near misses: a label
// before thanks or a question, and a label that only passes news on ("Pour
// info", "للعلم") before doubt.
func TestGate47KeepLabels(t *testing.T) {
	checkLines(t, `
		store | Запиши: деплой на прод только через ArgoCD, ручной kubectl запрещён.
		store | Ingat ya: server staging kita pakai PostgreSQL 15 di region Jakarta.
		store | Catatan: semua job batch jalan di cluster k8s yang terpisah dari API.
		store | nhớ giúp mình: cổng SSH của máy build là 2222, không phải 22.
		store | dhyan rakhna, staging ka database har Sunday raat ko reset hota hai.
		store | Учти: сертификаты для api.example.ru продлеваются автоматически через cert-manager.
		reject | Запомни: спасибо
		reject | Запомни: бэкап точно в 3 ночи?
		reject | Pour info, l'équipe data se demande si elle passera un jour à Dagster.
		reject | للعلم، لسه بنفكر نستخدم Kafka ولا RabbitMQ للطابور الجديد.
		reject | Bilgin olsun, backend ekibi belki GraphQL'e geçer, henüz karar yok.
	`)
}

// TestGate47FaultExplained (gate47): after the assistant only reports a
// fault it sees (a failure, an error, a timeout), the project's fact the
// user gives as its reason is kept as a fact, not as a correction of the
// assistant. Near misses: a refusal, a prohibition or an order said then
// still corrects, doubt stays doubt, and after the assistant's own deed
// the project's way still sets it right.
func TestGate47FaultExplained(t *testing.T) {
	checkLines(t, `
		store | The build fails with: cannot find module 'sharp'. || fwiw sharp needs libvips on the build image, the Dockerfile pulls it from apt.
		store | Connection to the replica timed out after 10s. || yeah the replica only accepts connections from the VPN range, by design.
		store | The import job failed: permission denied on /data/in. || ok so the import job runs as the etl user, and only root can write /data/in on the old boxes.
		store | The Datadog agent on the edge box fails to start: API key missing. || ok it needs DD_API_KEY set, same key for all 40 sites, we template it in via ansible-vault.
		feedback | The build fails with: cannot find module 'sharp'. || no, never install sharp globally, add it to the workspace that uses it.
		feedback | npm install failed with EACCES. || don't use npm here, always pnpm.
		reject | The e2e run failed on 3 of 41 specs. || ugh, maybe docker wasn't running locally? can you rerun?
		feedback | I stored the rate as a float. || amounts are stored in minor units, integer cents.
	`)
}

// TestGate47PastedThenConcluded (gate47): a pasted block that opens the
// sentence is the evidence; the words after it are the claim ("```INFO
// listening on :8443``` ok so the gateway listens on 8443"), and "good to
// know" says the user learnt it, not that the assistant erred. Near miss:
// a question after the block.
func TestGate47PastedThenConcluded(t *testing.T) {
	checkLines(t, `
		store | The gateway log shows it started. || `+"```INFO listening on :8443```"+` ok so the gateway listens on 8443 in prod, good to know.
		store | `+"```ERROR 1040 too many connections```"+` so the reporting db caps at 150 connections.
		store | The worker log shows it connected to the cache on startup. || ok so prod cache is cache-01 on db 0, good to know.
		reject | `+"```ERROR 1040 too many connections```"+` ugh, again? can you restart it?
	`)
}

// TestGate47CauseGiven (gate47): "that's because X" gives X as the cause of
// what was just seen; X is the claim, judged without the opening. Near
// misses: a cause that is the speaker's own slip, or hedged.
func TestGate47CauseGiven(t *testing.T) {
	checkLines(t, `
		store | The query fails with: ERROR: relation "x" does not exist. || that's because migrations on staging are only run by the deploy job, never on app boot.
		store | it's because the CDN caches HTML for an hour, never purged on deploy.
		store | ok so that's because the nightly export only runs on weekdays, never on weekends.
		reject | that's because I haven't run the migrations on my local db yet.
		reject | that's probably because the bastion is down again.
	`)
}

// TestGate47PastedLead (gate47): the whole gate on a turn that pastes a log
// and concludes from it in the same sentence keeps the conclusion (its
// secret redacted); a block with nothing said after it, or a question
// after it, is not kept.
func TestGate47PastedLead(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"```DEBUG connecting redis://cache-01.prod:6379/0``` ok so prod cache is cache-01 on db 0, good to know.", "store"},
		{"```INFO listening on :8443``` so the gateway listens on 8443 in prod.", "store"},
		{"```WARN pool exhausted (max=20)``` right, the pool max is 20 per pod, set in values.yaml.", "store"},
		{"```DEBUG connecting redis://:s3cr3tR3disPW9@cache-01.prod:6379/0``` ok so prod cache is cache-01 on db 0.", "redact"},
		{"```ERROR 1040 too many connections``` can you restart it?", "reject"},
		{"```\nWARN the connection pool is exhausted\n```", "reject"},
	})
}
