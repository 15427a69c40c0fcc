// The tagger's features, exactly as dictionaries/build_tagger.py computes them: any change here
// must be made there too and the model retrained (the parity test compares the two).

/// FNV-1a, 64 bits, over a feature's template name, a NUL and its value's UTF-8 bytes.
struct FeatureHash {
  private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

  init(_ template: String) {
    feed(template)
    feed(byte: 0)
  }

  mutating func feed(byte: UInt8) {
    value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
  }

  mutating func feed(_ text: String) {
    for byte in text.utf8 { feed(byte: byte) }
  }

  /// The hash of `template` with the value `parts` joined by U+0001.
  static func of(_ template: String, _ parts: String...) -> UInt64 {
    var hash = FeatureHash(template)
    for (index, part) in parts.enumerated() {
      if index > 0 { hash.feed(byte: 1) }
      hash.feed(part)
    }
    return hash.value
  }
}

/// What the tagger knows about one word before it reads the tags around it.
struct TaggerWord {
  /// NFC, lowercased.
  let lower: String
  /// `lower`, or `!YEAR` for four ASCII digits, `!DIGITS` for a leading ASCII digit.
  let normal: String
  /// The parts of speech the lemma table gives the word, as sorted tag bytes (`-` for none).
  let ambiguity: String
  /// The hashes of the features that do not depend on the word's neighbours.
  let hashes: [UInt64]

  init(_ word: String, isFirst: Bool, table: LemmaTable?) {
    let lower = Lemmatizer.key(of: word)
    self.lower = lower
    self.normal = TaggerWord.normal(of: lower)
    self.ambiguity = TaggerWord.ambiguity(of: lower, in: table)
    let digit = word.utf8.contains { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    let hyphen = word.utf8.contains(UInt8(ascii: "-"))
    let capital = !isFirst && (word.unicodeScalars.first?.properties.isUppercase ?? false)
    let flags = (digit ? "d" : "-") + (hyphen ? "h" : "-") + (capital ? "c" : "-")
    let scalars = lower.unicodeScalars
    hashes = [
      FeatureHash.of("b", ""),
      FeatureHash.of("w", normal),
      FeatureHash.of("s1", String(String.UnicodeScalarView(scalars.suffix(1)))),
      FeatureHash.of("s2", String(String.UnicodeScalarView(scalars.suffix(2)))),
      FeatureHash.of("s3", String(String.UnicodeScalarView(scalars.suffix(3)))),
      FeatureHash.of("p1", String(String.UnicodeScalarView(scalars.prefix(1)))),
      FeatureHash.of("sh", TaggerWord.shape(of: word)),
      FeatureHash.of("fl", flags),
      FeatureHash.of("a", ambiguity),
    ]
  }

  static func normal(of lower: String) -> String {
    let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    if lower.unicodeScalars.count == 4 && lower.utf8.allSatisfy(isDigit) { return "!YEAR" }
    if let first = lower.utf8.first, isDigit(first) { return "!DIGITS" }
    return lower
  }

  static func ambiguity(of key: String, in table: LemmaTable?) -> String {
    guard let table, !key.isEmpty else { return "-" }
    let tags = Set(table.values(for: key).map(\.tag)).sorted()
    return tags.isEmpty ? "-" : String(decoding: tags, as: UTF8.self)
  }

  /// X for capitals, x for small letters, d for ASCII digits, other characters as they are;
  /// a run of one class is cut at two.
  static func shape(of word: String) -> String {
    var out = String.UnicodeScalarView()
    var last: Unicode.Scalar?
    var run = 0
    for scalar in word.unicodeScalars {
      let mapped: Unicode.Scalar
      if scalar.value >= 0x30 && scalar.value <= 0x39 {
        mapped = "d"
      } else if scalar.properties.isUppercase {
        mapped = "X"
      } else if scalar.properties.isLowercase {
        mapped = "x"
      } else {
        mapped = scalar
      }
      run = mapped == last ? run + 1 : 1
      last = mapped
      if run <= 2 { out.append(mapped) }
    }
    return String(out)
  }

  /// The last three Unicode scalars of `text` (all of it when shorter).
  static func suffix3(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.suffix(3)))
  }
}
