// A caller that tags many short texts over a small vocabulary (the Matcher's titles and
// captions) looks each distinct word up in the lemma table once, not once per text: the
// readings are the part of the tagger's features that depend on the word alone and cost most.

/// What the tagger reads of one word in any sentence: the parts of speech the lemma table gives
/// it (its ambiguity class) and the model's records of its features; see
/// ``Tagger/readings(of:)``. A reference, so that a sentence's readings are handed over
/// without copying each word's.
package final class TaggerReadings: Sendable {
  let tags: ByteSet
  /// Whether the word has a noun reading and a reading in another part of speech (a verb, an
  /// adjective, an adverb…; proper nouns and untyped readings aside): a word only its context
  /// tells apart, "train" or "young", against "table" or "the".
  package let mixNounAndOther: Bool
  /// The features that depend on the word alone or on it as a neighbour, where
  /// ``Tagger/readings(of:)`` made these readings.
  let features: TaggerWordFeatures?
  /// Whether the readings hold the word's features (see ``Tagger/readings(of:withFeatures:)``).
  package var hasFeatures: Bool { features != nil }
  /// Whether the tagger reads the token as two syntactic words ("don't": see ``Contraction``),
  /// so that a sentence holding it is tagged as ``Tagger/tags(for:)`` splits it.
  let splits: Bool

  /// No readings: a word the lemma table does not know (or a language without a table).
  package convenience init() { self.init(tags: ByteSet()) }

  init(tags: ByteSet, features: TaggerWordFeatures? = nil, splits: Bool = false) {
    self.tags = tags
    var other = false
    let ignored = [PartOfSpeech.noun, .properNoun, .other].map(\.tableTag)
    tags.forEach { if !ignored.contains($0) { other = true } }
    mixNounAndOther = other && tags.contains(PartOfSpeech.noun.tableTag)
    self.features = features
    self.splits = splits
  }
}

extension Tagger {
  /// The readings of `word` (one token as written) that the tagger's features use.
  /// - Parameters:
  ///   - word: One token as written.
  ///   - withFeatures: Whether to find the word's features in the model too (see
  ///     ``TaggerReadings/hasFeatures``), which ``tags(at:readings:words:)`` reads; without,
  ///     the readings say only ``TaggerReadings/mixNounAndOther``.
  /// - Complexity: O(log *n* · *k*) for a table of *n* keys of length about *k*, plus a few
  ///   lookups in the model.
  package func readings(of word: String, withFeatures: Bool = true) -> TaggerReadings {
    let tags = TaggerSentence.tags(of: Lemmatizer.key(of: word), in: table)
    // Every contraction holds an apostrophe (' or ’, whose UTF-8 starts 0xE2) but "cannot".
    let mayBeContraction = word.utf8.contains { $0 == 0x27 || $0 == 0xE2 } || word.utf8.count == 6
    return TaggerReadings(
      tags: tags, features: withFeatures ? wordFeatures(word, tags: tags) : nil,
      splits: mayBeContraction && !Contraction.parts(of: word, in: language).isEmpty)
  }

  /// `readings` of `word` (as ``readings(of:withFeatures:)`` gives them without features)
  /// with the word's features found in the model.
  package func readings(_ readings: TaggerReadings, withFeaturesOf word: String) -> TaggerReadings {
    guard !readings.hasFeatures else { return readings }
    return TaggerReadings(
      tags: readings.tags, features: wordFeatures(word, tags: readings.tags),
      splits: readings.splits)
  }

  /// The UPOS tags of some words of a sentence, with each word's readings given (as
  /// ``readings(of:)`` gives them, memoized by the caller): the tags ``tags(for:)`` gives
  /// those words, scoring only the words they depend on. The tagger reads left to right, a
  /// word's tag depending on the words around it and the tags of the two words before it, so
  /// no word after the last one asked for is scored, and none before two words the tag
  /// dictionary fixes (their tags depend on nothing).
  /// - Parameters:
  ///   - positions: The indices of the words whose tags are wanted, ascending.
  ///   - readings: One per word of the sentence.
  ///   - words: The sentence's tokens as written, punctuation included; asked for only where
  ///     the readings do not say all (a contraction, readings made without a tagger).
  /// - Returns: One tag per position.
  /// - Complexity: O(*n*) for *n* words, plus the scoring of the words needed.
  package func tags(
    at positions: [Int], readings: [TaggerReadings], words: () -> [String]
  ) -> [UniversalTag] {
    scoredTags(at: positions, readings: readings, words: words).map(\.tag)
  }

  /// ``tags(at:readings:words:)`` with each tag's margin over the second (`Int32.max` for a
  /// word the tag dictionary fixes), which ``confidentTags(for:)`` compares with
  /// ``confidentMargin``: the same tags and margins ``scoredTags(for:)`` gives those words.
  /// - Parameters:
  ///   - positions: The indices of the words whose tags are wanted, ascending.
  ///   - readings: One per word of the sentence.
  ///   - words: The sentence's tokens as written, punctuation included.
  /// - Returns: One tag and margin per position.
  /// - Complexity: O(*n*) for *n* words, plus the scoring of the words needed.
  package func scoredTags(
    at positions: [Int], readings: [TaggerReadings], words: () -> [String]
  ) -> [(tag: UniversalTag, margin: Int32)] {
    guard let last = positions.last else { return [] }
    // A contraction is two words to the tagger: rare in titles, so such a text is read whole.
    if readings.contains(where: { $0.splits }) {
      let scored = scoredTags(for: words())
      return positions.map { scored[$0] }
    }
    var needed = [Bool](repeating: false, count: last + 1)
    for position in positions { needed[position] = true }
    for index in needed.indices.reversed()
    where needed[index] && readings[index].features?.fixedTag == nil {
      if index >= 1 { needed[index - 1] = true }
      if index >= 2 { needed[index - 2] = true }
    }
    if readings.allSatisfy({ $0.hasFeatures }) {
      let scored = self.tags(readings: readings, needed: needed)
      return positions.map { scored[$0] ?? (.other, 0) }
    }
    let scored = scoredWords(words(), readings: readings, through: last, needed: needed)
    return positions.map { scored[$0] }
  }
}
