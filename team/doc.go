// Package team owns the link between one machine's store and a team store
// on PostgreSQL: joining and leaving it, choosing what to share, and
// syncing, which pushes this machine's events and pulls the team's into the
// local store through the same merge rules as an import.
//
// # The team store
//
// Schema (schema.sql) holds an append-only log of memory events (add,
// supersede, tombstone, purge, unshare) whose text lives in a separate
// table a purge can delete from, a view of the team's current memories, and
// forced row-level security by team. Recall never reads it: the prompt path
// stays local, and a team store that is down changes nothing but the sync.
package team
