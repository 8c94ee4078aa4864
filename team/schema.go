package team

import _ "embed"

// Schema creates the team store's tables, view, policies and roles in a
// database; "hippo team schema" prints it for an administrator to run.
//
//go:embed schema.sql
var Schema string
