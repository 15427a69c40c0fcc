internal import StemmaSupport

extension AnalyzedText {
  /// An analysis from its parts, as ``texts(from:count:)`` reads them back.
  init(allWords: [WordForms], words: [WordForms], strippedCompactKey: String, nameParts: [String]) {
    self.allWords = allWords
    self.words = words
    self.strippedCompactKey = strippedCompactKey
    self.nameParts = nameParts
  }

  /// The analyses as a payload (see ``SavedVocabulary``): their count, then each text's words,
  /// its words without honorifics (a flag when they are the same words), its stripped compact
  /// key and its name parts.
  /// - Complexity: O(*n*) in the texts' total size.
  static func payload(_ texts: [AnalyzedText]) -> [UInt8] {
    var writer = ByteStreamWriter()
    writer.append(count: texts.count)
    for text in texts {
      append(text.allWords, to: &writer)
      let same = text.words == text.allWords
      writer.append(same)
      if !same { append(text.words, to: &writer) }
      writer.append(text.strippedCompactKey)
      writer.append(text.nameParts)
    }
    return writer.bytes
  }

  private static func append(_ words: [WordForms], to writer: inout ByteStreamWriter) {
    writer.append(count: words.count)
    for word in words {
      writer.append(word.folded)
      writer.append(word.lemma)
      writer.append(word.stem)
      writer.append(word.alternate)
      writer.append(word.lemmas)
      writer.append(word.isKnown)
    }
  }

  /// The analyses ``payload(_:)`` wrote. A word's sound codes and digit flag are derived from
  /// its folded form, as when it was analyzed, so they are not saved.
  /// - Parameter count: The number of texts there must be (one per entry).
  /// - Throws: ``SavedVocabularyError`` for bytes that are not such a payload.
  static func texts(from bytes: UnsafeRawBufferPointer, count: Int)
    throws(SavedVocabularyError) -> [AnalyzedText]
  {
    var reader = ByteStreamReader(bytes)
    do throws(ByteStreamError) {
      // A text takes at least 4 bytes (two counts, a flag, an empty key).
      let total = try reader.count(minimumBytes: 4)
      guard total == count else {
        throw ByteStreamError("\(total) texts for \(count) entries")
      }
      var texts: [AnalyzedText] = []
      texts.reserveCapacity(total)
      for _ in 0..<total {
        let allWords = try words(&reader)
        guard !allWords.isEmpty else { throw ByteStreamError("a text without words") }
        let words = try reader.bool() ? allWords : try words(&reader)
        texts.append(
          AnalyzedText(
            allWords: allWords, words: words, strippedCompactKey: try reader.string(),
            nameParts: try reader.strings()))
      }
      guard reader.isAtEnd else { throw ByteStreamError("bytes after the last text") }
      return texts
    } catch {
      throw SavedVocabularyError(part: "texts", reason: error.reason)
    }
  }

  private static func words(_ reader: inout ByteStreamReader) throws(ByteStreamError)
    -> [WordForms]
  {
    // A word takes at least 6 bytes (three empty strings, a flag, a count, a flag).
    let count = try reader.count(minimumBytes: 6)
    var words: [WordForms] = []
    words.reserveCapacity(count)
    for _ in 0..<count {
      let folded = try reader.string()
      let lemma = try reader.string()
      let stem = try reader.string()
      let alternate = try reader.optionalString()
      words.append(
        WordForms(
          folded: folded, lemma: lemma, stem: stem, alternate: alternate,
          lemmas: try reader.strings(), isKnown: try reader.bool()))
    }
    return words
  }
}
