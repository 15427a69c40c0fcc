/// Lawrence Philips' Double Metaphone (C/C++ Users Journal, June 2000): a word's sound as a
/// short consonant code, with an alternate code where the spelling has two likely
/// pronunciations ("Smith" → SM0 / XMT, "Schmidt" → XMT / SMT, so the two meet on XMT).
///
/// Written from the published rules for Stemma; the input is a folded Latin-script word
/// (lowercase, no diacritics). Characters other than the letters a–z are ignored.
enum DoubleMetaphone {
  /// The primary and alternate codes of `word`; `nil` when it has no letter a–z. The alternate
  /// equals the primary where the spelling has one reading.
  /// - Parameters:
  ///   - word: A folded word.
  ///   - maxLength: The longest code kept; Philips' original keeps 4.
  /// - Complexity: O(*n*) in the length of `word`.
  static func codes(of word: String, maxLength: Int = 4) -> (primary: String, alternate: String)? {
    var letters: [UInt8] = []
    for byte in word.utf8 {
      if byte >= 0x61 && byte <= 0x7A {
        letters.append(byte - 0x20)
      } else if byte >= 0x41 && byte <= 0x5A || byte == 0x20 {
        letters.append(byte)
      }
    }
    while letters.last == 0x20 { letters.removeLast() }
    while letters.first == 0x20 { letters.removeFirst() }
    guard !letters.isEmpty else { return nil }
    var encoder = MetaphoneEncoder(letters: letters, maxLength: max(1, maxLength))
    encoder.run()
    return (
      String(decoding: encoder.primary.prefix(encoder.maxLength), as: UTF8.self),
      String(decoding: encoder.alternate.prefix(encoder.maxLength), as: UTF8.self)
    )
  }

  /// Whether two words may sound alike: some code of one equals some code of the other.
  static func soundAlike(_ lhs: (String, String), _ rhs: (String, String)) -> Bool {
    lhs.0 == rhs.0 || lhs.0 == rhs.1 || lhs.1 == rhs.0 || lhs.1 == rhs.1
  }
}

/// The state of one encoding: the word padded with spaces (Philips' code looks past the end
/// and expects blanks there), the position, and both codes.
struct MetaphoneEncoder {
  let word: [UInt8]
  /// The index of the last letter.
  let last: Int
  let maxLength: Int
  /// Whether the word looks Slavic or Germanic (W, K, CZ or WITZ).
  let slavoGermanic: Bool
  var primary: [UInt8] = []
  var alternate: [UInt8] = []
  var current = 0

  init(letters: [UInt8], maxLength: Int) {
    self.word = letters + Array(repeating: 0x20, count: 5)
    self.last = letters.count - 1
    self.maxLength = maxLength
    // "WITZ" holds a W. Compared as bytes: Foundation's `contains` on a string was most of
    // the time a saved vocabulary took to read (each word's codes are derived again).
    self.slavoGermanic =
      letters.contains(UInt8(ascii: "W")) || letters.contains(UInt8(ascii: "K"))
      || zip(letters, letters.dropFirst()).contains {
        $0 == UInt8(ascii: "C") && $1 == UInt8(ascii: "Z")
      }
  }

  /// The letter at `index`, or 0 outside the padded word.
  func at(_ index: Int) -> UInt8 { word.indices.contains(index) ? word[index] : 0 }

  /// Whether one of `options` is spelled at `start`.
  func matches(_ start: Int, _ options: StaticString...) -> Bool {
    guard start >= 0 else { return false }
    for option in options {
      let length = option.utf8CodeUnitCount
      guard start + length <= word.count else { continue }
      var equal = true
      option.withUTF8Buffer { bytes in
        for offset in 0..<length where word[start + offset] != bytes[offset] {
          equal = false
          break
        }
      }
      if equal { return true }
    }
    return false
  }

  func isVowel(_ index: Int) -> Bool {
    switch at(index) {
    case UInt8(ascii: "A"), UInt8(ascii: "E"), UInt8(ascii: "I"), UInt8(ascii: "O"),
      UInt8(ascii: "U"), UInt8(ascii: "Y"):
      return true
    default: return false
    }
  }

  /// Appends to both codes, or `primary` and `alternate` separately.
  mutating func add(_ both: StaticString, _ alternateOnly: StaticString? = nil) {
    both.withUTF8Buffer { primary.append(contentsOf: $0) }
    (alternateOnly ?? both).withUTF8Buffer { alternate.append(contentsOf: $0) }
  }

  /// Skips one letter, or two where the next letter repeats it.
  mutating func advance(doubling letter: UInt8) {
    current += at(current + 1) == letter ? 2 : 1
  }

  mutating func run() {
    if matches(0, "GN", "KN", "PN", "WR", "PS") { current = 1 }
    if at(0) == UInt8(ascii: "X") {
      add("S")
      current = 1
    }
    while current <= last && (primary.count < maxLength || alternate.count < maxLength) {
      let letter = at(current)
      switch letter {
      case UInt8(ascii: "A"), UInt8(ascii: "E"), UInt8(ascii: "I"), UInt8(ascii: "O"),
        UInt8(ascii: "U"), UInt8(ascii: "Y"):
        if current == 0 { add("A") }
        current += 1
      case UInt8(ascii: "B"):
        add("P")
        advance(doubling: letter)
      case UInt8(ascii: "C"): encodeC()
      case UInt8(ascii: "D"): encodeD()
      case UInt8(ascii: "F"):
        add("F")
        advance(doubling: letter)
      case UInt8(ascii: "G"): encodeG()
      case UInt8(ascii: "H"):
        if (current == 0 || isVowel(current - 1)) && isVowel(current + 1) {
          add("H")
          current += 2
        } else {
          current += 1
        }
      case UInt8(ascii: "J"): encodeJ()
      case UInt8(ascii: "K"):
        add("K")
        advance(doubling: letter)
      case UInt8(ascii: "L"): encodeL()
      case UInt8(ascii: "M"):
        add("M")
        let silentB =
          matches(current - 1, "UMB") && (current + 1 == last || matches(current + 2, "ER"))
        current += silentB || at(current + 1) == letter ? 2 : 1
      case UInt8(ascii: "N"):
        add("N")
        advance(doubling: letter)
      case UInt8(ascii: "P"):
        if at(current + 1) == UInt8(ascii: "H") {
          add("F")
          current += 2
        } else {
          add("P")
          current += matches(current + 1, "P", "B") ? 2 : 1
        }
      case UInt8(ascii: "Q"):
        add("K")
        advance(doubling: letter)
      case UInt8(ascii: "R"):
        if current == last && !slavoGermanic && matches(current - 2, "IE")
          && !matches(current - 4, "ME", "MA")
        {
          add("", "R")  // French "Rogier": the R is silent in the primary reading
        } else {
          add("R")
        }
        advance(doubling: letter)
      case UInt8(ascii: "S"): encodeS()
      case UInt8(ascii: "T"): encodeT()
      case UInt8(ascii: "V"):
        add("F")
        advance(doubling: letter)
      case UInt8(ascii: "W"): encodeW()
      case UInt8(ascii: "X"):
        let silent =
          current == last
          && (matches(current - 3, "IAU", "EAU") || matches(current - 2, "AU", "OU"))
        if !silent { add("KS") }  // French "Breaux" ends silent
        current += matches(current + 1, "C", "X") ? 2 : 1
      case UInt8(ascii: "Z"): encodeZ()
      default:
        current += 1
      }
    }
  }
}
