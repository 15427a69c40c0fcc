internal import StemmaSupport

// Case tests on a word's first character, byte by byte where it is ASCII: `Character`'s
// properties look up Unicode tables for every word, which cost the lemmatizer a tenth of its
// time on English text.

extension Lemmatizer {
  /// Whether the first character of `word` is uppercase (`word.first?.isUppercase`).
  static func startsUppercase(_ word: String) -> Bool {
    // On the bytes in place: the UTF-8 view's iterator cost 80 instructions a call, made
    // for every capitalized word and every word the table does not know.
    let ascii = word.withUTF8Bytes { bytes -> Bool? in
      guard let first = bytes.first else { return false }
      // An ASCII scalar followed by another (or by nothing) is a whole character: no ASCII
      // scalar extends another but LF after CR, and neither is a letter.
      guard first < 0x80, bytes.count == 1 || bytes[1] < 0x80 else { return nil }
      return first &- 0x41 < 26
    }
    return ascii ?? word.first?.isUppercase ?? false
  }

  /// Whether `word` is two or three capital letters ("US", "AM", "NBA").
  static func isAbbreviation(_ word: String) -> Bool {
    // Only words starting with a capital can be one.
    guard startsUppercase(word) else { return false }
    return word.withUTF8Bytes { bytes in
      var high: UInt8 = 0
      var capitals = true
      for byte in bytes {
        high |= byte
        capitals = capitals && byte &- UInt8(ascii: "A") < 26
      }
      // All ASCII: a byte is a character (CR LF, the one pair, is no letter), and the only
      // uppercase letters are A to Z. Reading `Character` properties cost 300 instructions
      // a letter in Unicode tables, on every capitalized word of running text.
      if high < 0x80 { return capitals && (2...3).contains(bytes.count) }
      return (2...3).contains(word.count) && word.allSatisfy { $0.isLetter && $0.isUppercase }
    }
  }

  /// Whether a scalar of `text` is alphabetic (Unicode's Alphabetic property): among ASCII
  /// scalars only A to Z and a to z are, tested without the Unicode tables.
  static func containsAlphabetic(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      scalar.isASCII
        ? (scalar.value | 0x20) &- UInt32(UInt8(ascii: "a")) < 26
        : scalar.properties.isAlphabetic
    }
  }
}
