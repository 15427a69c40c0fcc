/// Reads the hypernym table's text (`LEMMAS<TAB>PARENTS` lines, see
/// `dictionaries/build_hypernyms.py`) into flat arrays. Every line is a synset whose id is its
/// line number, so a malformed line becomes an empty synset rather than shifting the ids.
struct HypernymTableReader {
  private(set) var words: [String] = []
  private(set) var wordIDs: [String: Int32] = [:]
  private(set) var memberStart: [Int32] = [0]
  private(set) var members: [Int32] = []
  private(set) var parentStart: [Int32] = [0]
  private(set) var parents: [Int32] = []

  private static let tab = UInt8(ascii: "\t")
  private static let newline = UInt8(ascii: "\n")
  private static let comma = UInt8(ascii: ",")
  private static let tilde = UInt8(ascii: "~")

  /// The key spelling of a word: lowercase, hyphens and underscores as spaces, single spaces.
  /// - Parameter word: A word as written.
  static func key(_ word: String) -> String {
    word.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" || $0.isWhitespace })
      .joined(separator: " ")
  }

  mutating func read(_ bytes: UnsafeBufferPointer<UInt8>) {
    var lines = bytes.split(separator: Self.newline, omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    // Ids must fit the packed `id << 1 | flag` form.
    let synsetCount = min(lines.count, Int(Int32.max >> 1))
    words.reserveCapacity(synsetCount * 2)
    wordIDs.reserveCapacity(synsetCount * 2)
    for line in lines.prefix(synsetCount) {
      let fields = line.split(separator: Self.tab, maxSplits: 1, omittingEmptySubsequences: false)
      for lemma in fields[0].split(separator: Self.comma) {
        let secondary = lemma.first == Self.tilde
        let spelling = secondary ? lemma.dropFirst() : lemma[...]
        var word = String(decoding: spelling, as: UTF8.self)
        if !Self.isKey(spelling) { word = Self.key(word) }
        guard !word.isEmpty, let id = wordID(word) else { continue }
        members.append(id << 1 | (secondary ? 1 : 0))
      }
      memberStart.append(Int32(members.count))
      if fields.count == 2 {
        for parent in fields[1].split(separator: Self.comma) {
          if let value = Self.integer(parent), value < synsetCount { parents.append(Int32(value)) }
        }
      }
      parentStart.append(Int32(parents.count))
    }
  }

  private mutating func wordID(_ word: String) -> Int32? {
    if let id = wordIDs[word] { return id }
    guard words.count < Int(Int32.max >> 1) else { return nil }
    let id = Int32(words.count)
    words.append(word)
    wordIDs[word] = id
    return id
  }

  /// Whether the bytes are already in key spelling (the shipped table is): lowercase ASCII,
  /// single inner spaces, no hyphen or underscore.
  private static func isKey(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    var previous = UInt8(ascii: " ")
    for byte in bytes {
      if byte >= 0x80 || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte < 0x20
        || (byte == UInt8(ascii: " ") && previous == byte)
      {
        return false
      }
      previous = byte
    }
    return previous != UInt8(ascii: " ")
  }

  /// A decimal number of at most 9 digits, or `nil`.
  private static func integer(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
    guard !digits.isEmpty, digits.count <= 9 else { return nil }
    var value = 0
    for byte in digits {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }
}
