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
    isPrintableASCII ? utf8.contains { $0 &- 0x30 < 10 } : contains(where: \.isNumber)
  }
}
