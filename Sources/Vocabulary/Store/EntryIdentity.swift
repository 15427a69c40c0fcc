/// What makes spellings of one kind one entry: the app's identifier, if any, and the merge key.
///
/// The rule of issue 23's principle "Identity", in one place: an identifier names one thing
/// of the app's (a contact, an album), so entries with different identifiers are different
/// things however alike their text, and two contacts called "Maria Garcia" stay two entries.
/// Spellings merge by key only within one identity: under the same identifier, or when neither
/// has one. An entry without an identifier and one with an identifier stay apart even when
/// their text is the same: nothing says the unidentified spelling names that thing rather than
/// another of the same name, and merging it into whichever came first would make the store
/// depend on the order of its input.
struct EntryIdentity: Hashable, Sendable {
  /// The app's identifier; `nil` for none.
  let identifier: String?
  /// The lemma key of the text (``Entry/mergeKey``).
  let mergeKey: String

  /// `identifier` as an entry keeps it: an empty identifier is none.
  static func identifier(_ identifier: String?) -> String? {
    guard let identifier, !identifier.isEmpty else { return nil }
    return identifier
  }

  /// Whether an entry with identifier `lhs` ranks before one with `rhs` when all else ties:
  /// no identifier first, then by Unicode scalars, so that two entries of one text come out in
  /// the same order on every run.
  static func precedes(_ lhs: String?, _ rhs: String?) -> Bool {
    switch (lhs, rhs) {
    case (nil, .some): true
    case (.some(let left), .some(let right)):
      left.unicodeScalars.lexicographicallyPrecedes(right.unicodeScalars)
    default: false
    }
  }
}
