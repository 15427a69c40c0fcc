extension String {
  /// Whether every byte is printable ASCII (space to tilde): then each byte is one character,
  /// and character tests can read bytes. Words the lemmatizer does not know (names, made-up
  /// words) take its slowest paths, so those paths check this first.
  var isPrintableASCII: Bool {
    utf8.allSatisfy { $0 &- 0x20 < 0x5F }
  }

  /// Whether any character is a number (`Character.isNumber`): among printable ASCII, the
  /// digits 0 to 9 only.
  var containsNumber: Bool {
    isPrintableASCII ? utf8.contains { $0 &- 0x30 < 10 } : contains(where: \.isNumber)
  }

  /// Whether the string ends with `suffix`, character by character (`hasSuffix(_:)`), compared
  /// byte by byte when both are printable ASCII (`isASCII` tells for the string).
  func hasSuffix(_ suffix: String, isASCII: Bool) -> Bool {
    guard isASCII, suffix.isPrintableASCII else { return hasSuffix(suffix) }
    let bytes = utf8.count
    let suffixBytes = suffix.utf8.count
    return suffixBytes <= bytes && utf8.dropFirst(bytes - suffixBytes).elementsEqual(suffix.utf8)
  }
}
