package statement

import "testing"

// conflictsOfNamedTeams: a team by its name owns what it owns ("Team
// Heron owns X"), no speaker dropped; the same team, or the team
// reviewing what another owns, is no conflict.
var conflictsOfNamedTeams = []conflictCase{
	{"The search API is owned by team Kestrel.", "Team Heron owns the search API now", true},
	{"The search API is owned by team Kestrel.", "Team Kestrel owns the search API", false},
	{"The search API is owned by team Kestrel.", "Team Heron reviews the search API changes", false},
	{"team uses pnpm for installs", "we use npm for installs", true},
	{"Team Heron owned the search API until May", "Team Kestrel owns the search API", false},
	{"The search API was handed over from team Heron to team Kestrel in May", "Team Kestrel owns the search API", false},
	// A thing that belongs to a team is the team's to own.
	{"The search API belongs to the Discovery team", "the search API is owned by the Growth squad", true},
	{"The search API belongs to the Growth squad", "the search API is owned by the Growth team", false},
	{"The search API belongs to the Discovery team", "Marta reviews every change to the search API", false},
	{"The billing on-call rotation belongs to the Payments SRE squad", "On-call for billing is owned by the Platform team.", true},
}

func TestConflictsOfNamedTeams(t *testing.T) { checkConflicts(t, conflictsOfNamedTeams) }

// conflictsOfBucketPlaces: a bucket URL names its store ("gs://" is GCS),
// so one thing put in two stores conflicts; two things in two buckets,
// or a thing and its mirror, do not.
var conflictsOfBucketPlaces = []conflictCase{
	{"checkpoints are written to gs://ml-ckpt", "checkpoints go to s3://ml-ckpt", true},
	{"model artifacts are uploaded to gs://ml-models-prod", "the training data bucket is s3://acme-training-data", false},
	{"model artifacts are uploaded to gs://ml-models-prod", "model artifacts are mirrored nightly to s3://ml-models-backup", false},
	{"model artifacts are uploaded to gs://ml-models-prod", "model artifacts live in GCS", false},
}

func TestConflictsOfBucketPlaces(t *testing.T) { checkConflicts(t, conflictsOfBucketPlaces) }
