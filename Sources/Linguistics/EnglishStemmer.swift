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

  /// The longest word taken, in bytes: the prelude keeps one bit a byte in a 64-bit mask.
  /// Longer words (none in a dictionary) go to libstemmer.
  static let maximumLength = 64

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
        let stem = UnsafeBufferPointer(rebasing: buffer.prefix(length))
        // Half of running text stems to itself ("the", "of", "dog"): no new string.
        if length == input.count && isSame(stem, input) { return word }
        return String(decoding: stem, as: UTF8.self)
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

  /// Whether the stemmer takes `word`: all ASCII with no uppercase letter, at most
  /// ``maximumLength`` bytes.
  /// - Complexity: O(*n*) in the length of `word`.
  static func accepts(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
    guard word.count <= maximumLength else { return false }
    for byte in word where byte >= 0x80 || (byte &- UInt8(ascii: "A")) < 26 { return false }
    return true
  }

  /// Whether two buffers of the same length hold the same bytes (a plain loop: the generic
  /// `elementsEqual` cost more than the check it made).
  private static func isSame(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    for index in 0..<lhs.count where lhs[index] != rhs[index] { return false }
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
      buffer.count >= word.count, word.count <= maximumLength
    else { return 0 }
    if let length = exception1(word, into: target) { return length }
    // Snowball's `hop 3`: words under three characters are left as they are.
    guard word.count >= 3 else {
      target.update(from: source, count: word.count)
      return word.count
    }
    // Prelude: a leading apostrophe goes (after `hop 3` counted it).
    let skipped = word[0] == UInt8(ascii: "'") ? 1 : 0
    var stemmer = EnglishStemmer(bytes: target, count: word.count - skipped)
    let (vowels, markedY) = stemmer.copyMarkingY(from: source + skipped)
    stemmer.markRegions(vowels: vowels)
    stemmer.stem(markedY: markedY)
    return stemmer.count
  }

  /// Porter2's steps and postlude on the word in place, after the prelude and the regions.
  private mutating func stem(markedY: Bool) {
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

  /// Copies the word in from `source` (the prelude's one pass), marking as `Y` a `y` that
  /// begins the word or follows a vowel (a consonant `y`). Left to right, as Snowball's
  /// `repeat goto` goes, so a `Y` made counts as a non-vowel for the next byte.
  /// - Returns: The vowels' positions after marking (bit *i* for byte *i*), and whether any
  ///   `y` was marked.
  private mutating func copyMarkingY(from source: UnsafePointer<UInt8>) -> (UInt64, Bool) {
    // Without a branch on the byte: vowels and consonants alternate as no predictor learns,
    // and the branching loop missed about one byte in three (a twentieth of the analysis of
    // a word seen first). Every value below is 0 or 1.
    var vowels: UInt64 = 0
    var marked: UInt64 = 0
    // Before the first byte counts as after a vowel: a leading `y` is marked too.
    var afterVowel: UInt64 = 1
    for index in 0..<count {
      let byte = UInt64(source[index])
      // The byte's bit in the vowels' mask of bytes 64 to 127 (the word is ASCII), none below.
      let isVowel = Self.vowelsFrom64 &>> (byte & 63) & byte &>> 6 & 1
      let isY = byte == UInt64(UInt8(ascii: "y")) ? 1 : 0 as UInt64
      let mark = isY & afterVowel
      marked |= mark
      // `y` (0x79) to `Y` (0x59): one bit cleared.
      bytes[index] = UInt8(truncatingIfNeeded: byte ^ mark &<< 5)
      afterVowel = isVowel & ~mark
      vowels |= afterVowel &<< UInt64(index)
    }
    return (vowels, marked != 0)
  }

  /// The vowels (`a e i o u y`) as bits of the bytes from 64 (bit *b* − 64 for byte *b*: bits
  /// 33, 37, 41, 47, 53 and 57).
  static let vowelsFrom64: UInt64 = 0x220_8222_0000_0000

  /// Sets R1 and R2: each begins after the first non-vowel that follows a vowel, R1 in the
  /// word (or after `gener`, `commun`, `arsen`), R2 in R1; the end of the word where there is
  /// none.
  /// - Parameter vowels: The vowels' positions, bit *i* for byte *i*.
  private mutating func markRegions(vowels: UInt64) {
    // Bit *i* set where byte *i* is in the word and not a vowel.
    let nonVowels = ~vowels & (count == 64 ? ~0 : (1 &<< UInt64(count)) &- 1)
    // Snowball's `gopast v gopast non-v` from `start`: past the first non-vowel after a vowel.
    func region(from start: Int) -> Int? {
      guard start < count else { return nil }
      let vowelsAfter = vowels &>> UInt64(start)
      guard vowelsAfter != 0 else { return nil }
      let afterVowel = start + vowelsAfter.trailingZeroBitCount + 1
      guard afterVowel < count else { return nil }
      let nonVowelsAfter = nonVowels &>> UInt64(afterVowel)
      guard nonVowelsAfter != 0 else { return nil }
      return afterVowel + nonVowelsAfter.trailingZeroBitCount + 1
    }
    p1 = count
    p2 = count
    let prefix: Int?
    switch bytes[0] {
    case UInt8(ascii: "g"): prefix = hasPrefix("gener") ? 5 : nil
    case UInt8(ascii: "a"): prefix = hasPrefix("arsen") ? 5 : nil
    case UInt8(ascii: "c"): prefix = hasPrefix("commun") ? 6 : nil
    default: prefix = nil
    }
    guard let start = prefix ?? region(from: 0) else { return }
    p1 = start
    guard let end = region(from: start) else { return }
    p2 = end
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
