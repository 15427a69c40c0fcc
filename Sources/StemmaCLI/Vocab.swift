import ArgumentParser

/// `stemma vocab`: a user's vocabulary, ranked for a voice assistant and resolved from what it
/// heard.
struct Vocab: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Rank a user's vocabulary and resolve spoken values against it.",
    discussion: """
      The vocabulary comes from a photo catalog (JSON Lines, one photo a line: tags are \
      photoTag, albums photoAlbumName, people contactName, each a use at the photo's "created" \
      date), from an entries file (JSON Lines of {"kind", "text", "uses", "lastUsed"}), or \
      --index: a snapshot file that holds a saved vocabulary ('stemma index build' saves the \
      catalog's beside the index), opened instead of built, with the same output; a file that \
      is no snapshot, is damaged or holds no vocabulary exits with 65 naming it. \
      Malformed lines are reported on standard error as FILE:LINE:COLUMN; every other line is \
      still used, and the command then exits with 65. --kind is one of SiriKit's kinds \
      (photoTag, photoAlbumName, contactName, contactGroupName, workoutActivityName, \
      carProfileName) or an app-defined kind; a name within two edits of a built-in kind, case \
      aside, but not it ("contactname") is a usage error (64) that names the kind, and a kind \
      with no entries is said on standard error with the kinds there are.
      """,
    subcommands: [VocabRank.self, VocabResolve.self])
}
