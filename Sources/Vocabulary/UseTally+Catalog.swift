internal import Foundation
internal import StemmaSupport

extension UseTally {
  /// Counts the uses of one catalog line, as `add(try CatalogUses(parsing:lineNumber:))`
  /// would, without building the line: the tags, albums and people are counted by their bytes
  /// where they lie in `bytes`, and other fields are checked and skipped without making a
  /// `String`.
  ///
  /// A line the fast reader does not take (escapes in a counted string or a key, a field given
  /// twice, anything malformed) goes through ``CatalogUses/init(parsing:lineNumber:)-(ArraySlice<UInt8>,_)``, so the
  /// uses counted and the errors thrown are the same.
  /// - Parameters:
  ///   - bytes: The line's bytes, without its newline.
  ///   - lineNumber: Its 1-based number, for errors.
  /// - Throws: ``EntryLineError`` for a malformed line; nothing is counted from it.
  /// - Complexity: O(*n*) in the length of the line.
  public mutating func add(catalogLine bytes: ArraySlice<UInt8>, lineNumber: Int = 1)
    throws(EntryLineError)
  {
    let counted = bytes.withUnsafeBufferPointer { countUses(inCatalogLine: $0) }
    if !counted { add(try CatalogUses(parsing: bytes, lineNumber: lineNumber)) }
  }

  /// The catalog fields the fast reader knows.
  private enum Field: UInt8 {
    case id = 1, created = 2, tags = 4, albums = 8, people = 16
  }

  /// Counts the line's uses; `false`, with nothing counted, when the line needs the full
  /// parser.
  private mutating func countUses(inCatalogLine bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var scanner = JSONScanner(bytes)
    pending.removeAll(keepingCapacity: true)
    var seen: UInt8 = 0
    var created: Date?
    do throws(JSONScanner.Failure) {
      try scanner.expect(UInt8(ascii: "{"), "a JSON object")
      guard scanner.peek() != UInt8(ascii: "}") else { return false }
      while true {
        guard scanner.peek() == UInt8(ascii: "\""), let key = try scanner.plainString() else {
          return false
        }
        try scanner.expect(UInt8(ascii: ":"), "':' after a key")
        let field = Self.field(UnsafeBufferPointer(rebasing: bytes[key]))
        if let field {
          guard seen & field.rawValue == 0 else { return false }
          seen |= field.rawValue
        }
        switch field {
        case .id:
          guard scanner.peek() == UInt8(ascii: "\""), try scanner.plainString() != nil else {
            return false
          }
        case .created:
          if scanner.consume("null") { break }
          guard scanner.peek() == UInt8(ascii: "\""), let range = try scanner.plainString(),
            let date = ISO8601.parse(UnsafeBufferPointer(rebasing: bytes[range]))
          else { return false }
          created = date
        case .tags, .albums, .people:
          let kindIndex = field == .tags ? 0 : field == .albums ? 1 : 2
          guard try pendUses(&scanner, kindIndex: kindIndex) else { return false }
        case nil:
          try scanner.skipValue()
        }
        if scanner.peek() == UInt8(ascii: ",") {
          scanner.index += 1
          continue
        }
        try scanner.expect(UInt8(ascii: "}"), "',' or '}'")
        break
      }
      guard scanner.atEnd(), seen & Field.id.rawValue != 0 else { return false }
    } catch {
      return false
    }
    for use in pending {
      add(
        UnsafeBufferPointer(rebasing: bytes[use.range]), kindIndex: use.kindIndex, count: 1,
        at: created)
    }
    return true
  }

  /// Reads an array of plain strings (or `null`) into ``pending``; `false` when it is
  /// something else.
  private mutating func pendUses(
    _ scanner: inout JSONScanner, kindIndex: Int
  ) throws(JSONScanner.Failure) -> Bool {
    if scanner.consume("null") { return true }
    guard scanner.peek() == UInt8(ascii: "[") else { return false }
    scanner.index += 1
    if scanner.peek() == UInt8(ascii: "]") {
      scanner.index += 1
      return true
    }
    while true {
      guard scanner.peek() == UInt8(ascii: "\""), let range = try scanner.plainString() else {
        return false
      }
      pending.append(PendingUse(kindIndex: kindIndex, range: range))
      if scanner.peek() == UInt8(ascii: ",") {
        scanner.index += 1
        continue
      }
      guard scanner.peek() == UInt8(ascii: "]") else { return false }
      scanner.index += 1
      return true
    }
  }

  /// The field a key names, compared byte for byte.
  private static func field(_ key: UnsafeBufferPointer<UInt8>) -> Field? {
    func equals(_ name: StaticString) -> Bool {
      guard key.count == name.utf8CodeUnitCount else { return false }
      return name.withUTF8Buffer { name in zip(key, name).allSatisfy { $0 == $1 } }
    }
    switch key.count {
    case 2: return equals("id") ? .id : nil
    case 4: return equals("tags") ? .tags : nil
    case 6: return equals("albums") ? .albums : equals("people") ? .people : nil
    case 7: return equals("created") ? .created : nil
    default: return nil
    }
  }
}
