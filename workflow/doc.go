// Package workflow owns the operations that the CLI, the MCP server and the
// hooks share, so that each operation has one home and the three front ends
// only parse their input, call it and print the answer.
//
// # Model and store
//
// ChooseModel is the one policy for the embedding model: each caller names how
// it wants the model (a ModelUse) and gets back what it may use. Open opens the
// store with that choice.
//
// # Recall
//
// Recall asks the warm server, reinforces what the caller showed, starts a
// server on a miss (unless one failed to start recently) and otherwise answers
// in-process.
//
// # Export and import
//
// Export writes one snapshot of the store as a hippo export; Import and
// ImportChroma merge exports and the Python tool's Chroma store through the
// rules of package transfer, one transaction per file, recording the
// transcript lines of what they purge first, as Purge does.
package workflow
