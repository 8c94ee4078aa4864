package statement

import "testing"

// TestConflictsOfToolsLinkedToTheirJob: two tools of one job, each tied to
// the job by a verb of using it ("written in", "-based", "issued by",
// "bought from"), clash in new vocabularies (workflow managers, desktop
// shells, genome builds, certificate authorities); two tools layered, two
// jobs, one tool for one part and another for another part, history and an
// exception marked as one do not.
func TestConflictsOfToolsLinkedToTheirJob(t *testing.T) {
	for _, c := range []struct {
		why, a, b string
		want      bool
	}{
		{"workflow manager, two verbs", "The variant calling pipeline is written in Snakemake.", "our pipelines run on Cromwell", true},
		{"workflow manager said -based", "Workflows are Nextflow-based.", "the pipeline is written in WDL", true},
		{"desktop shell, built and rewritten", "The desktop client is built with Tauri.", "we built the desktop app on Electron", true},
		{"genome build by its two names", "Reads are aligned to hg38.", "we align reads against GRCh37", true},
		{"certificate authority bought or issued", "Our TLS certificates are issued by Sectigo.", "we buy the certs from GlobalSign", true},
		{"one genome build by its two names", "Reads are aligned to hg38.", "alignment uses GRCh38", false},
		{"two parts, two shells", "The admin desktop app is built on Electron.", "the kiosk client is written with Tauri", false},
		{"two organisms' pipelines", "Human pipelines are written in Nextflow.", "the plant pipeline runs on Snakemake", false},
		{"history against now", "We used to write workflows in Snakemake, now in Nextflow.", "workflows are written in Nextflow", false},
		{"a CA for one domain, another for another", "Certs for the public site are issued by DigiCert.", "internal service certs are issued by Let's Encrypt", false},
		{"a manager layered on a CA", "TLS certs are issued by Let's Encrypt.", "cert-manager issues our certs", false},
		{"two jobs, two tools", "The desktop app is built on Electron.", "workflows are written in Nextflow", false},
	} {
		t.Run(c.why, func(t *testing.T) { checkConflict(t, c.a, c.b, c.want) })
	}
}
