/// A sentence as the tagger reads it, prepared once before the tags are read: each word's
/// lowercased form, normal form and ambiguity class, stored as ranges of one byte buffer so
/// that no string is built per word (but for the NFC lowercasing of non-ASCII words).
///
/// The words are padded as `dictionaries/build_tagger.py` pads them: two tokens before
/// ("-START-", "-START2-") and two after ("-END-", "-END2-"), whose ambiguity classes are
/// "-START-" before and "-END-" after.
struct TaggerSentence {
  /// A range of ``bytes``.
  struct Piece {
    var start: Int32
    var end: Int32
  }

  /// One token: a word or a pad.
  struct Token {
    /// NFC, lowercased.
    var lower: Piece
    /// `lower`, or `!YEAR` for four ASCII digits, `!DIGITS` for a leading ASCII digit.
    var normal: Piece
    /// The parts of speech the lemma table gives the word, as sorted tag bytes (`-` for none).
    var ambiguity: Piece
  }

  /// The tokens' text.
  private(set) var bytes: [UInt8] = []
  /// The two pads before, a token per word, the two pads after: word *i* is token *i* + 2.
  private(set) var tokens: [Token] = []

  private static let padding = "-START--START2--END--END2-!YEAR!DIGITS-"
  private static let startPad = Piece(start: 0, end: 7)
  private static let startPad2 = Piece(start: 7, end: 15)
  private static let endPad = Piece(start: 15, end: 20)
  private static let endPad2 = Piece(start: 20, end: 26)
  private static let year = Piece(start: 26, end: 31)
  private static let digits = Piece(start: 31, end: 38)
  private static let unknown = Piece(start: 38, end: 39)

  /// Prepares `words`.
  /// - Parameters:
  ///   - table: The lemma table the ambiguity classes come from, if any.
  ///   - tagSets: The words' ambiguity classes where the caller has them (one per word, as
  ///     ``Tagger/readings(of:)`` gives them); looked up in `table` when `nil`.
  /// - Complexity: O(*n* log *k*) for *n* bytes of words and *k* keys in the table.
  init(words: [String], table: LemmaTable?, tagSets: [ByteSet]? = nil) {
    bytes.reserveCapacity(Self.padding.utf8.count + words.reduce(0) { $0 + 2 * $1.utf8.count })
    bytes.append(contentsOf: Self.padding.utf8)
    tokens.reserveCapacity(words.count + 4)
    tokens.append(Token(lower: Self.startPad, normal: Self.startPad, ambiguity: Self.startPad))
    tokens.append(Token(lower: Self.startPad2, normal: Self.startPad2, ambiguity: Self.startPad))
    for (index, word) in words.enumerated() {
      append(word, table: table, tags: tagSets?[index])
    }
    tokens.append(Token(lower: Self.endPad, normal: Self.endPad, ambiguity: Self.endPad))
    tokens.append(Token(lower: Self.endPad2, normal: Self.endPad2, ambiguity: Self.endPad))
  }

  private mutating func append(_ word: String, table: LemmaTable?, tags: ByteSet?) {
    let start = Int32(bytes.count)
    var word = word
    word.withUTF8 { raw in
      if raw.allSatisfy({ $0 < 0x80 }) {
        // ASCII: `Lemmatizer.key(of:)` (NFC, then `lowercased()`) changes A-Z only.
        for byte in raw {
          bytes.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
        }
      }
    }
    if bytes.count == Int(start) && !word.utf8.isEmpty {
      bytes.append(contentsOf: Lemmatizer.key(of: word).utf8)
    }
    let lower = Piece(start: start, end: Int32(bytes.count))
    let normal = normal(of: lower)
    let ambiguity = ambiguity(of: lower, in: table, tags: tags)
    tokens.append(Token(lower: lower, normal: normal, ambiguity: ambiguity))
  }

  private func normal(of lower: Piece) -> Piece {
    let first = Int(lower.start)
    let count = Int(lower.end - lower.start)
    guard count > 0, FeatureBytes.isDigit(bytes[first]) else { return lower }
    if count == 4 && bytes[first..<(first + 4)].allSatisfy(FeatureBytes.isDigit) {
      return Self.year
    }
    return Self.digits
  }

  private mutating func ambiguity(
    of lower: Piece, in table: LemmaTable?, tags: ByteSet?
  ) -> Piece {
    let tags =
      tags
      ?? bytes.withUnsafeBufferPointer { Self.tags(of: slice($0, lower), in: table) }
    guard !tags.isEmpty else { return Self.unknown }
    let start = Int32(bytes.count)
    if tags.containsNonASCII {
      // Spelled as a string of those bytes spells them (not UTF-8: repaired).
      var sorted: [UInt8] = []
      tags.forEach { sorted.append($0) }
      bytes.append(contentsOf: String(decoding: sorted, as: UTF8.self).utf8)
    } else {
      tags.forEach { bytes.append($0) }
    }
    return Piece(start: start, end: Int32(bytes.count))
  }

  /// The tag bytes the lemma table gives a word's NFC-lowercased UTF-8 `key` (none without a
  /// table or for an empty key).
  static func tags(of key: UnsafeBufferPointer<UInt8>, in table: LemmaTable?) -> ByteSet {
    guard let table, !key.isEmpty else { return ByteSet() }
    return table.tags(for: key)
  }

  /// The tag bytes for a word's key as a string.
  static func tags(of key: String, in table: LemmaTable?) -> ByteSet {
    var key = key
    return key.withUTF8 { tags(of: $0, in: table) }
  }

  /// The bytes of `piece` in `buffer`, this sentence's ``bytes``.
  @inline(__always)
  func slice(_ buffer: UnsafeBufferPointer<UInt8>, _ piece: Piece) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: buffer[Int(piece.start)..<Int(piece.end)])
  }
}
