package statement

import "testing"

// conflictsOfToolsLinkedToTheirJob: two tools of one job, each tied to
// the job by a verb of using it ("written in", "-based", "issued by",
// "bought from"), clash in new vocabularies (workflow managers, desktop
// shells, genome builds, certificate authorities); two tools layered, two
// jobs, one tool for one part and another for another part, history and an
// exception marked as one do not.
var conflictsOfToolsLinkedToTheirJob = []conflictCase{
	{"The variant calling pipeline is written in Snakemake.", "our pipelines run on Cromwell", true},                   // workflow manager, two verbs
	{"Workflows are Nextflow-based.", "the pipeline is written in WDL", true},                                          // workflow manager said -based
	{"The desktop client is built with Tauri.", "we built the desktop app on Electron", true},                          // desktop shell, built and rewritten
	{"Reads are aligned to hg38.", "we align reads against GRCh37", true},                                              // genome build by its two names
	{"Our TLS certificates are issued by Sectigo.", "we buy the certs from GlobalSign", true},                          // certificate authority bought or issued
	{"Reads are aligned to hg38.", "alignment uses GRCh38", false},                                                     // one genome build by its two names
	{"The admin desktop app is built on Electron.", "the kiosk client is written with Tauri", false},                   // two parts, two shells
	{"Human pipelines are written in Nextflow.", "the plant pipeline runs on Snakemake", false},                        // two organisms' pipelines
	{"We used to write workflows in Snakemake, now in Nextflow.", "workflows are written in Nextflow", false},          // history against now
	{"Certs for the public site are issued by DigiCert.", "internal service certs are issued by Let's Encrypt", false}, // a CA for one domain, another for another
	{"TLS certs are issued by Let's Encrypt.", "cert-manager issues our certs", false},                                 // a manager layered on a CA
	{"Snakemake was our old workflow engine.", "Our workflows are written in Nextflow.", false},                        // history said as the old one
	{"The desktop app is built on Electron.", "workflows are written in Nextflow", false},                              // two jobs, two tools
}

func TestConflictsOfToolsLinkedToTheirJob(t *testing.T) {
	checkConflictsPaired(t, conflictsOfToolsLinkedToTheirJob)
}

// conflictsOfStateLibraries: an app's state is held by one library, so a
// label that names one ("State management: Riverpod") and a choice of
// another for the job, its name cut short ("state mgmt"), clash, in
// Flutter as in React; a library beside another that does another job
// (models, persistence of the same library's state), and one used for a
// part, do not.
var conflictsOfStateLibraries = []conflictCase{
	{"State management: Riverpod", "we went with Bloc for state mgmt. no riverpod in the codebase", true},
	{"State management: Redux", "we went with Zustand for state mgmt", true},
	{"State mgmt: Pinia", "we went with Vuex for state management", true},
	{"State management: Riverpod", "we use Riverpod for state mgmt", false},                   // the agreement
	{"Riverpod for state, Freezed for models", "we use Riverpod for state management", false}, // two libraries, two jobs
	{"state management is Bloc", "we persist bloc state with hydrated_bloc", false},           // a library layered on it
	{"we use Bloc", "Bloc with hydrated_bloc for persistence", false},                         // the same, said as a pair
	{"State management: Riverpod", "the settings screen uses a plain StatefulWidget", false},  // one screen's own state
	{"Config management: Ansible", "we went with Terraform for infra provisioning", false},    // two jobs
}

func TestConflictsOfStateLibraries(t *testing.T) { checkConflictsPaired(t, conflictsOfStateLibraries) }
