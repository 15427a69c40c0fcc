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
  /// The ids admitted so far, by ordinal; equal as Swift strings are (canonically equivalent
  /// spellings are one id), as in a ``PhotoIndex``.
  private var ids: [String] = []
  /// The line each id came first on, by ordinal.
  private var firstLines: [Int] = []
  /// The ordinals by id: the index's id table, which hashes without SipHash (a `Dictionary`
  /// was a tenth of `vocab rank`'s time at 500,000 lines).
  private var ordinals = OrdinalTable()
  /// How many ids the table takes: its ordinals are 32-bit.
  private let tableLimit: Int
  /// The ids past ``tableLimit``, should a catalog have that many, and their first lines.
  private var moreIDs: [String: Int] = [:]

  /// The default longest line: 1 MiB.
  public static let defaultMaximumLineLength = 1 << 20

  /// Creates a decoder that has seen no line yet.
  /// - Parameter maximumLineLength: The longest line accepted; 1 MiB by default.
  public init(maximumLineLength: Int = CatalogDecoder.defaultMaximumLineLength) {
    self.init(maximumLineLength: maximumLineLength, tableLimit: Int(UInt32.max) - 1)
  }

  /// Creates a decoder whose id table takes `tableLimit` ids, for tests of what comes after.
  package init(maximumLineLength: Int, tableLimit: Int) {
    self.maximumLineLength = max(1, maximumLineLength)
    self.tableLimit = max(0, min(tableLimit, Int(UInt32.max) - 1))
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
    decode(bytes, keepingEverything: true)
  }

  /// Decodes one line as ``decode(_:)`` does, with the same checks and the same result,
  /// except that the photo holds only what its uses need (`UseTally.add(_:)`): its id,
  /// creation date, tags, albums and people. `stemma vocab` reads catalogs with it.
  /// - Parameter bytes: The line's bytes, without its line break.
  /// - Returns: The photo's uses or why the line is malformed; `nil` for a blank line.
  /// - Complexity: O(*n*) in the length of the line.
  package func decodeUses(_ bytes: ArraySlice<UInt8>) -> Result<Photo, CatalogError.Reason>? {
    decode(bytes, keepingEverything: false)
  }

  private func decode(
    _ bytes: ArraySlice<UInt8>, keepingEverything: Bool
  ) -> Result<Photo, CatalogError.Reason>? {
    if bytes.count > maximumLineLength {
      return .failure(.lineTooLong(bytes: bytes.count, limit: maximumLineLength))
    }
    return bytes.withUnsafeBufferPointer { buffer in
      let (hasNUL, isASCII) = Self.scan(buffer)
      if hasNUL { return .failure(.containsNUL) }
      if buffer.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return nil }
      if !isASCII && !JSONScanner.isWellFormed(buffer) { return .failure(.invalidUTF8) }
      return PhotoLineParser.parse(buffer, keepingEverything: keepingEverything)
    }
  }

  /// Whether `bytes` hold a NUL, and whether they are all ASCII, read 8 bytes at a time.
  private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (hasNUL: Bool, isASCII: Bool) {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    var zero: UInt64 = 0
    var high: UInt64 = 0
    var offset = 0
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      while offset + 8 <= bytes.count {
        let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        // Nonzero exactly when a byte of the word is 0 (the classic `haszero`).
        zero |= (word &- ones) & ~word & highBits
        high |= word & highBits
        offset += 8
      }
    }
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == 0 { zero = 1 }
      high |= UInt64(byte & 0x80)
      offset += 1
    }
    return (zero != 0, high == 0)
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
      if let error = admit(id: photo.id, line: line) { return .malformed(error) }
      return .photo(photo, line: line)
    }
  }

  /// Applies the rule that spans lines to the id of a line that decoded as a photo, for a
  /// caller that keeps only the ids of the photos it decoded: ``admit(_:line:)`` without the
  /// photo.
  /// - Parameters:
  ///   - id: The photo's id.
  ///   - line: The line's 1-based number; lines must be admitted in file order.
  /// - Returns: `nil` when the id is new (the line is a photo), else why the line is malformed.
  /// - Complexity: O(1) amortized (one hash of the id).
  public mutating func admit(id: String, line: Int) -> CatalogError? {
    let first: Int
    if ids.count < tableLimit {
      guard let held = ordinals.insert(id, at: UInt32(ids.count), ids: ids) else {
        ids.append(id)
        firstLines.append(line)
        return nil
      }
      first = firstLines[Int(held)]
    } else if let held = ordinals.ordinal(of: id, idAt: { ids[Int($0)] }) {
      first = firstLines[Int(held)]
    } else {
      guard let held = moreIDs.updateValue(line, forKey: id) else { return nil }
      moreIDs[id] = held
      first = held
    }
    return CatalogError(line: line, reason: .duplicateID(id, firstLine: first))
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
