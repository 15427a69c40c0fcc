@testable import Linguistics

/// The tagger as it was first written, kept as the reference the fast one must agree with:
/// every feature built as a string and hashed whole, looked up by binary search over the
/// model's sorted hashes, the lemma table's full values read for each word's ambiguity class.
struct TaggerReference {
  let model: TaggerModel
  let table: LemmaTable?

  init(_ tagger: Tagger) {
    model = tagger.model
    table = tagger.table
  }

  func scoredTags(for words: [String]) -> [(tag: UniversalTag, margin: Int32)] {
    let known = words.indices.map { Word(words[$0], isFirst: $0 == 0, table: table) }
    let start = ["-START-", "-START2-"]
    let end = ["-END-", "-END2-"]
    let normals = start + known.map(\.normal) + end
    let lowers = start + known.map(\.lower) + end
    let ambiguities = ["-START-"] + known.map(\.ambiguity) + ["-END-"]
    var scores = [Int32](repeating: 0, count: model.tags.count)
    var result: [(tag: UniversalTag, margin: Int32)] = []
    var previous = "-START-"
    var beforePrevious = "-START2-"
    for (index, word) in known.enumerated() {
      let best: Int
      var margin = Int32.max
      if let fixed = firstTag(of: FeatureHash.of("td", word.normal)) {
        best = fixed
      } else {
        for slot in scores.indices { scores[slot] = 0 }
        for hash in word.hashes { accumulate(hash, into: &scores) }
        let context = [
          FeatureHash.of("w-1", normals[index + 1]),
          FeatureHash.of("w-2", normals[index]),
          FeatureHash.of("w+1", normals[index + 3]),
          FeatureHash.of("w+2", normals[index + 4]),
          FeatureHash.of("s-1", Word.suffix3(lowers[index + 1])),
          FeatureHash.of("s+1", Word.suffix3(lowers[index + 3])),
          FeatureHash.of("a-1", ambiguities[index]),
          FeatureHash.of("a+1", ambiguities[index + 2]),
          FeatureHash.of("t1", previous),
          FeatureHash.of("t2", beforePrevious),
          FeatureHash.of("t12", previous, beforePrevious),
          FeatureHash.of("t1w", previous, word.normal),
          FeatureHash.of("at1", word.ambiguity, previous),
        ]
        for hash in context { accumulate(hash, into: &scores) }
        var top = 0
        for slot in scores.indices.dropFirst() where scores[slot] > scores[top] { top = slot }
        best = top
        var second = Int32.min
        for slot in scores.indices where slot != top { second = max(second, scores[slot]) }
        margin = scores[top] &- second
      }
      let tag = model.tags[best]
      result.append((tag, margin))
      beforePrevious = previous
      previous = tag.rawValue
    }
    return result
  }

  private func accumulate(_ hash: UInt64, into scores: inout [Int32]) {
    guard let start = recordStart(of: hash) else { return }
    let bytes = model.bytes
    let count = Int(bytes[start])
    var at = start + 1
    for _ in 0..<count {
      guard at + 3 <= bytes.count else { return }
      let tag = Int(bytes[at])
      let weight = Int16(bitPattern: UInt16(bytes[at + 1]) | UInt16(bytes[at + 2]) << 8)
      if tag < scores.count { scores[tag] &+= Int32(weight) }
      at += 3
    }
  }

  private func firstTag(of hash: UInt64) -> Int? {
    let bytes = model.bytes
    guard let start = recordStart(of: hash), start + 1 < bytes.count, bytes[start] > 0 else {
      return nil
    }
    let tag = Int(bytes[start + 1])
    return tag < model.tags.count ? tag : nil
  }

  private func recordStart(of hash: UInt64) -> Int? {
    let bytes = model.bytes
    var low = 0
    var high = model.featureCount
    while low < high {
      let middle = (low + high) / 2
      let probe = bytes.loadUnaligned(fromByteOffset: model.hashBase + 8 * middle, as: UInt64.self)
      let value = UInt64(littleEndian: probe)
      if value == hash {
        let offset = bytes.loadUnaligned(
          fromByteOffset: model.offsetBase + 4 * middle, as: UInt32.self)
        let start = model.recordBase + Int(UInt32(littleEndian: offset))
        return start < bytes.count ? start : nil
      }
      if value < hash { low = middle + 1 } else { high = middle }
    }
    return nil
  }

  /// What the tagger knows about one word before it reads the tags around it.
  struct Word {
    let lower: String
    let normal: String
    let ambiguity: String
    let hashes: [UInt64]

    init(_ word: String, isFirst: Bool, table: LemmaTable?) {
      let lower = Lemmatizer.key(of: word)
      self.lower = lower
      self.normal = Word.normal(of: lower)
      self.ambiguity = Word.ambiguity(of: lower, in: table)
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
        FeatureHash.of("sh", Word.shape(of: word)),
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

    static func suffix3(_ text: String) -> String {
      String(String.UnicodeScalarView(text.unicodeScalars.suffix(3)))
    }
  }
}
