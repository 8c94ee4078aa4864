// Package statement reads one sentence the way hippo's judgement needs it:
// its words (with the values among them), its structure (question, command
// or statement; hedged or certain; done, ongoing or planned) and the claim it
// makes (the subject, the attribute of it that is stated, and the value).
// The capture gate classifies with the structure; supersession, tombstones
// and contradiction checks compare claims. Both read the same parse, so a
// sentence the gate stores and the claim it supersedes are judged alike.
// Gloss reads a sentence in another language with the English structural
// words the parse knows (a request, "always", "never", "this", the speaker
// at work now), so the gate judges it as it judges English; a claim reads
// the words of common attributes and "we use" of other languages as their
// English (attributesInEnglish), so two memories of one setting in two
// languages meet.
// Candidates picks, among many claims, the pairs a conflict is possible
// between, so a store of thousands is not judged pair by pair.
//
// The package is a leaf: plain Go over strings, no store, no model.
package statement
