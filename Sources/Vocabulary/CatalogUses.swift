public import Foundation
internal import StemmaSupport

/// The fields of one photo-catalog line that make vocabulary: the catalog format that the Matcher
/// documentation's article "The Catalog Format" describes,
/// `{"id": "IMG_0001", "created": "2019-07-04T10:22:00Z", "albums": […], "tags": […],
/// "people": […], …}`. Other fields are checked for syntax and skipped.
///
/// ```swift
/// let line = try CatalogUses(parsing: #"{"id":"1","tags":["beach"],"people":["Anne"]}"#)
/// line.uses   // [(.photoTag, "beach"), (.contactName, "Anne")]
/// ```
public struct CatalogUses: Hashable, Sendable {
  /// The photo's identifier (required).
  public var id: String
  /// When it was taken; each of its tags, albums and people counts as a use at this date.
  public var created: Date?
  /// Keywords: ``EntryKind/photoTag``.
  public var tags: [String]
  /// Album names: ``EntryKind/photoAlbumName``.
  public var albums: [String]
  /// People's names: ``EntryKind/contactName``.
  public var people: [String]

  /// Creates a line.
  /// - Parameters:
  ///   - id: The photo's identifier.
  ///   - created: When it was taken.
  ///   - tags: Keywords.
  ///   - albums: Album names.
  ///   - people: People's names.
  public init(
    id: String, created: Date? = nil, tags: [String] = [], albums: [String] = [],
    people: [String] = []
  ) {
    self.id = id
    self.created = created
    self.tags = tags
    self.albums = albums
    self.people = people
  }

  /// The uses the photo makes: each tag, album and person with its kind.
  public var uses: [(kind: EntryKind, text: String)] {
    tags.map { (.photoTag, $0) } + albums.map { (.photoAlbumName, $0) }
      + people.map { (.contactName, $0) }
  }

  /// Parses one line of the catalog.
  /// - Parameters:
  ///   - bytes: The line's bytes, without its newline.
  ///   - lineNumber: Its 1-based number, for errors.
  /// - Throws: ``EntryLineError`` naming the line and what is wrong: not a JSON object, invalid
  ///   UTF-8, a missing `id`, a field of the wrong type, a date that is not ISO 8601.
  /// - Complexity: O(*n*) in the length of the line.
  public init(parsing bytes: ArraySlice<UInt8>, lineNumber: Int = 1) throws(EntryLineError) {
    self = try bytes.withUnsafeBufferPointer { buffer throws(EntryLineError) in
      try Self.parse(buffer, lineNumber: lineNumber)
    }
  }

  /// Parses one line of the catalog given as text.
  /// - Parameters:
  ///   - text: The line, without its newline.
  ///   - lineNumber: Its 1-based number, for errors.
  /// - Throws: ``EntryLineError``.
  public init(parsing text: String, lineNumber: Int = 1) throws(EntryLineError) {
    try self.init(parsing: Array(text.utf8)[...], lineNumber: lineNumber)
  }

  static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, lineNumber: Int
  ) throws(EntryLineError) -> CatalogUses {
    var scanner = JSONScanner(bytes)
    var line = CatalogUses(id: "")
    var hasID = false
    do throws(JSONScanner.Failure) {
      try scanner.object { (scanner: inout JSONScanner, key) throws(JSONScanner.Failure) in
        switch key {
        case "id":
          guard scanner.peek() == UInt8(ascii: "\"") else {
            throw scanner.failure("\"id\" must be a string")
          }
          line.id = try scanner.string()
          hasID = true
        case "created":
          let start = scanner.index
          guard let text = try scanner.optionalString() else {
            line.created = nil
            return
          }
          guard let date = ISO8601.date(from: text) else {
            throw JSONScanner.Failure(
              offset: start, message: "\"created\" is not an ISO 8601 date: \(text)")
          }
          line.created = date
        case "tags": line.tags = try scanner.labelArray("tags")
        case "albums": line.albums = try scanner.stringArray("albums")
        case "people": line.people = try scanner.stringArray("people")
        default: try scanner.skipValue()
        }
      }
      guard scanner.atEnd() else { throw scanner.failure("text after the JSON object") }
    } catch {
      throw EntryLineError(line: lineNumber, column: error.offset + 1, reason: error.message)
    }
    guard hasID else { throw EntryLineError(line: lineNumber, column: 1, reason: "missing \"id\"") }
    return line
  }
}

/// A malformed line of a catalog or entries file.
public struct EntryLineError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The 1-based line number.
  public let line: Int
  /// The 1-based byte column where the problem was found.
  public let column: Int
  /// What is wrong.
  public let reason: String

  /// Creates an error.
  /// - Parameters:
  ///   - line: The 1-based line number.
  ///   - column: The 1-based byte column.
  ///   - reason: What is wrong.
  public init(line: Int, column: Int, reason: String) {
    self.line = line
    self.column = column
    self.reason = reason
  }

  /// `line L, column C: reason`.
  public var description: String { "line \(line), column \(column): \(reason)" }
}
