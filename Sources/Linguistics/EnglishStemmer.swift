internal import StemmaSupport

// The English Snowball (Porter2) stemmer written over ASCII bytes. libstemmer's generated C
// walks generic `among` tables and decodes UTF-8 a character at a time: 1,870 instructions a
// word on running English, the largest single cost of a word seen first. The algorithm's
// suffixes are fixed, so a switch on the last bytes finds each step's longest match directly.
//
// It must stem exactly as the linked libstemmer (Snowball 2.2.0's english.sbl) does: the
// tests compare the two over every key of the English lemma table and generated words. It
// takes only words that are all ASCII without uppercase letters (what folding gives an ASCII
// word); every other word goes to libstemmer. Uppercase is left out because Snowball marks a
// consonant `y` as `Y` and its postlude lowers every `Y`, one the input had included.

/// The English Snowball stemmer on one word's ASCII bytes, edited in place.
///
/// Every edit Porter2 makes after the prelude is at the end of the word (suffixes removed or
/// replaced, an `e` added where at least two bytes were removed), so the word is a buffer with
/// a length, and no step makes it longer than the input.
struct EnglishStemmer {
  /// The word's bytes; `count` of them are the word.
  let bytes: UnsafeMutablePointer<UInt8>
  /// The length of the word as it stands.
  var count: Int
  /// Where R1 begins (Porter2's region after the first non-vowel following a vowel).
  var p1 = 0
  /// Where R2 begins (R1's R1).
  var p2 = 0

  /// A stemmer over `count` bytes at `bytes`, which it edits.
  init(bytes: UnsafeMutablePointer<UInt8>, count: Int) {
    self.bytes = bytes
    self.count = count
  }

  /// The stem of `word`, or `nil` when `word` is not for this stemmer (a byte that is not
  /// ASCII, or an uppercase letter).
  /// - Parameter word: One word, ideally case-folded.
  /// - Returns: The stem; `word` itself (not a copy) where the stem is the same bytes.
  /// - Complexity: O(*n*) in the length of `word`.
  static func stem(_ word: String) -> String? {
    word.withUTF8Bytes { input in
      guard accepts(input) else { return nil }
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: input.count) { buffer in
        let length = stem(input, into: buffer)
        if length == input.count && buffer.prefix(length).elementsEqual(input) { return word }
        return String(decoding: UnsafeBufferPointer(rebasing: buffer.prefix(length)), as: UTF8.self)
      }
    }
  }

  /// The stem of `word`'s bytes, or `nil` when ``accepts(_:)`` does not take them.
  /// - Complexity: O(*n*) in the length of `word`.
  static func stem(_ word: [UInt8]) -> [UInt8]? {
    word.withUnsafeBufferPointer { input in
      guard accepts(input) else { return nil }
      return [UInt8](unsafeUninitializedCapacity: input.count) { buffer, initialized in
        initialized = stem(input, into: buffer)
      }
    }
  }

  /// Whether the stemmer takes `word`: all ASCII with no uppercase letter.
  /// - Complexity: O(*n*) in the length of `word`.
  static func accepts(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in word where byte >= 0x80 || (byte &- UInt8(ascii: "A")) < 26 { return false }
    return true
  }

  /// Stems `word` into `buffer` and returns the stem's length.
  /// - Parameters:
  ///   - word: Bytes that ``accepts(_:)`` takes.
  ///   - buffer: At least as many bytes as `word`.
  /// - Complexity: O(*n*) in the length of `word`.
  static func stem(
    _ word: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    guard let source = word.baseAddress, let target = buffer.baseAddress,
      buffer.count >= word.count
    else { return 0 }
    if let length = exception1(word, into: target) { return length }
    // Snowball's `hop 3`: words under three characters are left as they are.
    guard word.count >= 3 else {
      target.update(from: source, count: word.count)
      return word.count
    }
    // Prelude: a leading apostrophe goes (after `hop 3` counted it).
    let skipped = word[0] == UInt8(ascii: "'") ? 1 : 0
    target.update(from: source + skipped, count: word.count - skipped)
    var stemmer = EnglishStemmer(bytes: target, count: word.count - skipped)
    stemmer.stem()
    return stemmer.count
  }

  /// Porter2 on the word in place: the prelude, the regions, the steps and the postlude.
  private mutating func stem() {
    guard count > 0 else { return }
    let markedY = markConsonantY()
    markRegions()
    step1a()
    if !isException2 {
      step1b()
      step1c()
      step2()
      step3()
      step4()
      step5()
    }
    // Postlude: the `Y`s the prelude made are `y` again (the input had none of its own).
    if markedY {
      for index in 0..<count where bytes[index] == UInt8(ascii: "Y") { bytes[index] = 0x79 }
    }
  }

  /// Marks as `Y` a `y` that begins the word or follows a vowel (a consonant `y`), scanning
  /// left to right as Snowball's `repeat goto` does, so a `Y` made counts as a non-vowel for
  /// the next byte. Returns whether it marked any.
  private mutating func markConsonantY() -> Bool {
    var marked = false
    if bytes[0] == UInt8(ascii: "y") {
      bytes[0] = UInt8(ascii: "Y")
      marked = true
    }
    var index = 1
    while index < count {
      if bytes[index] == UInt8(ascii: "y") && Self.isVowel(bytes[index - 1]) {
        bytes[index] = UInt8(ascii: "Y")
        marked = true
      }
      index += 1
    }
    return marked
  }

  /// Sets R1 and R2: each begins after the first non-vowel that follows a vowel, R1 in the
  /// word (or after `gener`, `commun`, `arsen`), R2 in R1; the end of the word where there is
  /// none.
  private mutating func markRegions() {
    p1 = count
    p2 = count
    var cursor: Int
    if hasPrefix("gener") || hasPrefix("arsen") {
      cursor = 5
    } else if hasPrefix("commun") {
      cursor = 6
    } else {
      guard let afterVowel = pastVowel(from: 0), let end = pastNonVowel(from: afterVowel)
      else { return }
      cursor = end
    }
    p1 = cursor
    guard let afterVowel = pastVowel(from: cursor), let end = pastNonVowel(from: afterVowel)
    else { return }
    p2 = end
  }

  /// The index after the first vowel at or after `start`, or `nil` (Snowball's `gopast v`).
  private func pastVowel(from start: Int) -> Int? {
    var index = start
    while index < count {
      if Self.isVowel(bytes[index]) { return index + 1 }
      index += 1
    }
    return nil
  }

  /// The index after the first non-vowel at or after `start`, or `nil`.
  private func pastNonVowel(from start: Int) -> Int? {
    var index = start
    while index < count {
      if !Self.isVowel(bytes[index]) { return index + 1 }
      index += 1
    }
    return nil
  }

  /// Whether the word as it stands is one that Step 1a leaves alone for good.
  private var isException2: Bool {
    switch count {
    case 6: hasSuffix("inning") || hasSuffix("outing") || hasSuffix("exceed")
    case 7:
      hasSuffix("canning") || hasSuffix("herring") || hasSuffix("earring")
        || hasSuffix("proceed") || hasSuffix("succeed")
    default: false
    }
  }

  /// Writes the stem of a word Porter2 stems by a list (`skies` → `sky`, `news` → `news`) and
  /// returns its length, or returns `nil` for any other word.
  private static func exception1(
    _ word: UnsafeBufferPointer<UInt8>, into target: UnsafeMutablePointer<UInt8>
  ) -> Int? {
    let stem: StaticString
    switch word.count {
    case 3:
      guard matches(word, "sky") else { return nil }
      stem = "sky"
    case 4:
      if matches(word, "skis") {
        stem = "ski"
      } else if matches(word, "idly") {
        stem = "idl"
      } else if matches(word, "ugly") {
        stem = "ugli"
      } else if matches(word, "only") {
        stem = "onli"
      } else if matches(word, "news") {
        stem = "news"
      } else if matches(word, "howe") {
        stem = "howe"
      } else if matches(word, "bias") {
        stem = "bias"
      } else {
        return nil
      }
    case 5:
      if matches(word, "skies") {
        stem = "sky"
      } else if matches(word, "dying") {
        stem = "die"
      } else if matches(word, "lying") {
        stem = "lie"
      } else if matches(word, "tying") {
        stem = "tie"
      } else if matches(word, "early") {
        stem = "earli"
      } else if matches(word, "atlas") {
        stem = "atlas"
      } else if matches(word, "andes") {
        stem = "andes"
      } else {
        return nil
      }
    case 6:
      if matches(word, "gently") {
        stem = "gentl"
      } else if matches(word, "singly") {
        stem = "singl"
      } else if matches(word, "cosmos") {
        stem = "cosmos"
      } else {
        return nil
      }
    default:
      return nil
    }
    target.update(from: stem.utf8Start, count: stem.utf8CodeUnitCount)
    return stem.utf8CodeUnitCount
  }

  /// Whether `word` is exactly `literal`.
  private static func matches(_ word: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
    guard word.count == literal.utf8CodeUnitCount else { return false }
    let bytes = literal.utf8Start
    for index in 0..<word.count where word[index] != bytes[index] { return false }
    return true
  }
}
