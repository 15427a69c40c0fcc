internal import StemmaSupport

extension String {
  /// Whether every byte is printable ASCII (space to tilde): then each byte is one character,
  /// and character tests can read bytes. Words the lemmatizer does not know (names, made-up
  /// words) take its slowest paths, so those paths check this first.
  var isPrintableASCII: Bool {
    // On the bytes in place: the UTF-8 view's iterator cost more than the test.
    withUTF8Bytes { bytes in bytes.allSatisfy { $0 &- 0x20 < 0x5F } }
  }

  /// Whether any character is a number (`Character.isNumber`): among printable ASCII, the
  /// digits 0 to 9 only.
  var containsNumber: Bool {
    if isPrintableASCII { return utf8.contains { $0 &- 0x30 < 10 } }
    // A character is a number where its first scalar has a numeric type: scalars without one
    // rule out every character, without the grapheme breaking that reading characters costs.
    guard unicodeScalars.contains(where: String.mayBeNumeric) else { return false }
    return contains(where: \.isNumber)
  }

  /// Whether `scalar` has a numeric type, read from the tables only past the Latin letters
  /// with diacritics (names in running text), whose few numbers (superscripts and fractions)
  /// are listed here.
  static func mayBeNumeric(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x30...0x39, 0xB2, 0xB3, 0xB9, 0xBC...0xBE: true
    case 0..<0x300, 0x1E00..<0x1F00: false
    default: scalar.properties.numericType != nil
    }
  }
}
