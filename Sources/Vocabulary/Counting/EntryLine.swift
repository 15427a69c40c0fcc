public import Foundation
internal import StemmaSupport

/// One line of an entries file: an entry given explicitly,
///
/// ```json
/// {"kind": "contactName", "text": "Anne Johnson", "uses": 12,
///  "lastUsed": "2024-05-01T09:00:00Z", "id": "contact-4711"}
/// ```
///
/// `kind` and `text` are required; `uses` defaults to 1, `lastUsed` to none; an optional
/// `language` (BCP-47) analyzes the text in that language; an optional `id` (a string, or a
/// number taken as its text; `null` or `""` for none) is the app's identifier of the thing
/// the entry names (``Entry/identifier``). Other fields are skipped.
public struct EntryLine: Hashable, Sendable {
  /// What the entry names.
  public var kind: EntryKind
  /// Its spelling.
  public var text: String
  /// How many uses, all counted at ``lastUsed``.
  public var uses: Int
  /// When it was last used, if known.
  public var lastUsed: Date?
  /// The BCP-47 code of its language, if given.
  public var language: String?
  /// The app's identifier of the thing the entry names, if given (``Entry/identifier``).
  public var identifier: String?

  /// Creates a line.
  /// - Parameters:
  ///   - kind: What the entry names.
  ///   - text: Its spelling.
  ///   - uses: How many uses.
  ///   - lastUsed: When it was last used.
  ///   - language: Its language's BCP-47 code.
  ///   - identifier: The app's identifier of the thing it names.
  public init(
    kind: EntryKind, text: String, uses: Int = 1, lastUsed: Date? = nil, language: String? = nil,
    identifier: String? = nil
  ) {
    self.kind = kind
    self.text = text
    self.uses = uses
    self.lastUsed = lastUsed
    self.language = language
    self.identifier = identifier
  }

  /// Parses one line of an entries file.
  /// - Parameters:
  ///   - bytes: The line's bytes, without its newline.
  ///   - lineNumber: Its 1-based number, for errors.
  /// - Throws: ``EntryLineError`` naming the line and what is wrong.
  /// - Complexity: O(*n*) in the length of the line.
  public init(parsing bytes: ArraySlice<UInt8>, lineNumber: Int = 1) throws(EntryLineError) {
    self = try bytes.withUnsafeBufferPointer { buffer throws(EntryLineError) in
      try Self.parse(buffer, lineNumber: lineNumber)
    }
  }

  /// Parses one line of an entries file given as text.
  /// - Parameters:
  ///   - text: The line, without its newline.
  ///   - lineNumber: Its 1-based number, for errors.
  /// - Throws: ``EntryLineError``.
  public init(parsing text: String, lineNumber: Int = 1) throws(EntryLineError) {
    try self.init(parsing: Array(text.utf8)[...], lineNumber: lineNumber)
  }

  static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, lineNumber: Int
  ) throws(EntryLineError) -> EntryLine {
    var scanner = JSONScanner(bytes)
    var kind: String?
    var text: String?
    var line = EntryLine(kind: .photoTag, text: "")
    do throws(JSONScanner.Failure) {
      try scanner.object { (scanner: inout JSONScanner, key) throws(JSONScanner.Failure) in
        switch key {
        case "kind", "text", "language":
          guard scanner.peek() == UInt8(ascii: "\"") else {
            throw scanner.failure("\"\(key)\" must be a string")
          }
          let value = try scanner.string()
          if key == "kind" {
            kind = value
          } else if key == "text" {
            text = value
          } else {
            line.language = value
          }
        case "id":
          switch scanner.peek() ?? 0 {
          case UInt8(ascii: "\""), UInt8(ascii: "n"): line.identifier = try scanner.optionalString()
          case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let range = try scanner.number()
            line.identifier = String(
              decoding: UnsafeBufferPointer(rebasing: scanner.bytes[range]), as: UTF8.self)
          default: throw scanner.failure("\"id\" must be a string or a number")
          }
        case "uses": line.uses = try scanner.count("uses")
        case "lastUsed":
          let start = scanner.index
          guard let value = try scanner.optionalString() else { return }
          guard let date = ISO8601.date(from: value) else {
            throw JSONScanner.Failure(
              offset: start, message: "\"lastUsed\" is not an ISO 8601 date: \(value)")
          }
          line.lastUsed = date
        default: try scanner.skipValue()
        }
      }
      guard scanner.atEnd() else { throw scanner.failure("text after the JSON object") }
    } catch {
      throw EntryLineError(line: lineNumber, column: error.offset + 1, reason: error.message)
    }
    guard let kind, !kind.isEmpty else {
      throw EntryLineError(line: lineNumber, column: 1, reason: "missing \"kind\"")
    }
    guard let text else {
      throw EntryLineError(line: lineNumber, column: 1, reason: "missing \"text\"")
    }
    line.kind = EntryKind(rawValue: kind)
    line.text = text
    return line
  }
}
