/// A key below a broader term, how far below, and how likely the key's word is to mean a sense
/// below the term (see ``BroaderTerm/share``).
struct NarrowerEntry: Hashable, Sendable {
  var key: UInt32
  var distance: UInt8
  /// The probability of the senses that relate the key's word to the broader term.
  var share: Float = 1
  /// Whether the relation holds where the word is read in running text (titles, captions):
  /// only when the word is usually a noun (``Thesaurus/isUsuallyNoun(_:)``).
  var holdsInText = true
}
