internal import StemmaSupport

/// The catalog's rules (see ``CatalogReader`` for the list), apart from where its bytes come
/// from: ``CatalogReader`` reads a file or a buffer with it, and a caller that splits the lines
/// itself (the `stemma` command, which decodes blocks of lines on every core) applies the
/// same rules with the same messages.
///
/// Reading a line takes two steps. ``decode(_:)`` looks at the line alone, so lines may be
/// decoded on any thread in any order. ``admit(_:line:)`` applies the one rule that spans lines
/// (an id belongs to the first line that has it) and must see the decoded lines in file order.
///
/// ```swift
/// var decoder = CatalogDecoder()
/// let decoded = lines.map { decoder.decode($0) }  // may run in parallel
/// for (offset, result) in decoded.enumerated() {
///   guard let result else { continue }  // a blank line
///   switch decoder.admit(result, line: offset + 1) {
///   case .photo(let photo, _): tally.add(photo)
///   case .malformed(let error): print("photos.jsonl:\(error)")
///   }
/// }
/// ```
public struct CatalogDecoder: Sendable {
  /// The longest line accepted, in bytes without its line break; a longer one is malformed
  /// (``CatalogError/Reason/lineTooLong(bytes:limit:)``).
  public let maximumLineLength: Int
  /// The first line of each id admitted so far.
  private var firstLineOfID: [String: Int] = [:]

  /// The default longest line: 1 MiB.
  public static let defaultMaximumLineLength = 1 << 20

  /// Creates a decoder that has seen no line yet.
  /// - Parameter maximumLineLength: The longest line accepted; 1 MiB by default.
  public init(maximumLineLength: Int = CatalogDecoder.defaultMaximumLineLength) {
    self.maximumLineLength = max(1, maximumLineLength)
  }

  /// Decodes one line on its own, byte by byte (no `JSONDecoder`): the photo, the reason it is
  /// malformed, or `nil` for a blank line (spaces and tabs only), which is no photo and no
  /// mistake.
  ///
  /// The checks come in a fixed order, so a line with several mistakes always gives the same
  /// one: the length, then NUL bytes, then UTF-8, then the JSON's syntax, then the fields in
  /// the order ``Photo/init(from:)`` decodes them. The result is the photo or reason
  /// `JSONDecoder` and ``Photo/init(from:)`` give for the line, except for JSON `JSONDecoder`
  /// lets pass unread (a trailing comma, a bad escape or number in an unknown field), which is
  /// malformed here.
  /// - Parameter bytes: The line's bytes, without its line break (`\n` or `\r\n`).
  /// - Returns: The photo or why the line is malformed; `nil` for a blank line.
  /// - Complexity: O(*n*) in the length of the line; O(1) for a line over the limit.
  public func decode(_ bytes: ArraySlice<UInt8>) -> Result<Photo, CatalogError.Reason>? {
    if bytes.count > maximumLineLength {
      return .failure(.lineTooLong(bytes: bytes.count, limit: maximumLineLength))
    }
    return bytes.withUnsafeBufferPointer { buffer in
      var blank = true
      var nonASCII = false
      for byte in buffer {
        if byte == 0 { return .failure(.containsNUL) }
        if byte >= 0x80 { nonASCII = true }
        if byte != 0x20 && byte != 0x09 { blank = false }
      }
      if blank { return nil }
      if nonASCII && !JSONScanner.isWellFormed(buffer) { return .failure(.invalidUTF8) }
      return PhotoLineParser.parse(buffer)
    }
  }

  /// Applies the rule that spans lines to a decoded line: a photo whose id an earlier admitted
  /// photo has is malformed (``CatalogError/Reason/duplicateID(_:firstLine:)``) and the
  /// earlier one stays, so a catalog's meaning does not depend on which of two conflicting
  /// lines a tool keeps.
  /// - Parameters:
  ///   - decoded: What ``decode(_:)`` gave for the line (or a reason found otherwise, such as
  ///     a line too long to read).
  ///   - line: The line's 1-based number; lines must be admitted in file order.
  /// - Returns: The photo, or the malformed line with its number.
  /// - Complexity: O(1) amortized (one hash of the id).
  public mutating func admit(
    _ decoded: Result<Photo, CatalogError.Reason>, line: Int
  ) -> CatalogLine {
    switch decoded {
    case .failure(let reason):
      return .malformed(CatalogError(line: line, reason: reason))
    case .success(let photo):
      if let first = firstLineOfID[photo.id] {
        return .malformed(
          CatalogError(line: line, reason: .duplicateID(photo.id, firstLine: first)))
      }
      firstLineOfID[photo.id] = line
      return .photo(photo, line: line)
    }
  }

  /// Decodes and admits one line: ``decode(_:)`` then ``admit(_:line:)``.
  /// - Parameters:
  ///   - bytes: The line's bytes, without its line break.
  ///   - line: Its 1-based number; lines must come in file order.
  /// - Returns: The photo or the malformed line; `nil` for a blank line.
  /// - Complexity: O(*n*) in the length of the line.
  public mutating func read(_ bytes: ArraySlice<UInt8>, line: Int) -> CatalogLine? {
    decode(bytes).map { admit($0, line: line) }
  }
}
