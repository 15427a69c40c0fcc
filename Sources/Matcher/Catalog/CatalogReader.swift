public import Foundation
internal import StemmaSupport

/// A streaming reader of a JSON Lines photo catalog (<doc:CatalogFormat>): one photo a line,
/// read in blocks, so memory stays flat whatever the file size.
///
/// A malformed line never stops the reading: it comes back as ``CatalogLine/malformed(_:)``
/// with its line number and what was wrong, and the lines around it still come back as photos.
/// `stemma search` and `stemma vocab` read catalogs with these rules (through
/// ``CatalogDecoder``, which holds them), so a line one accepts the other accepts, and a
/// mistake gives both the same message.
///
/// ```swift
/// var reader = try CatalogReader(contentsOf: URL(fileURLWithPath: "photos.jsonl"))
/// while let line = try reader.next() {
///   switch line {
///   case .photo(let photo, _): index.add(photo)
///   case .malformed(let error): print("photos.jsonl:\(error)")
///   }
/// }
/// ```
///
/// ## The catalog format
///
/// A catalog is UTF-8 text, one JSON object a line:
/// `{"id": "IMG_0001", "created": "2019-07-04T10:22:00Z", "favorite": true, "albums": ["Road
/// Trip 2019"], "tags": ["mountain", {"text": "lake", "confidence": 0.9}], "people": ["Anne
/// Johnson"], "location": "Yosemite", "attributes": ["panorama"], "title": "…", "caption":
/// "…"}`. Only `id` is required.
///
/// - Lines end with `\n` or `\r\n`; the last needs neither. Lines are numbered from 1, blank
///   lines (spaces and tabs only) included; a blank line is skipped.
/// - `id`: a string that is not empty and that no earlier line has. A second line with an id
///   already seen is malformed and the first photo stays. Ids are compared as ``PhotoIndex``
///   compares them: canonically equivalent spellings ("é" composed or not) are one id.
/// - `created`: an ISO 8601 timestamp (``CatalogDate``) or `null`.
/// - `favorite`: `true`, `false` or `null`.
/// - `albums`, `people`: arrays of strings, or `null`.
/// - `tags`: an array of strings or classifier labels `{"text": …, "confidence": …}`, or
///   `null`. A label needs a string `text`; its `confidence`, when given and not `null`, is a
///   number from 0 to 1. The text is kept as a tag; the confidence is checked, not stored.
/// - `attributes`: an array of ``PhotoAttribute`` names, read ignoring case, spaces, `-` and
///   `_` (`"HDR"`, `"live-photo"`, `"time lapse"`), or `null`; an unknown name is malformed,
///   so a typo is reported rather than silently dropped.
/// - `location`, `title`, `caption`: strings or `null`.
/// - Other fields are checked for syntax and ignored. When a key appears twice, the first
///   counts.
/// - The whole line is JSON by RFC 8259: no trailing comma, no comments, no text after the
///   object, values nested at most 512 deep. A byte order mark starting a line is skipped.
///
/// A line is malformed (``CatalogError/Reason``, in the order checked) when it is longer than
/// ``maximumLineLength`` (1 MiB) without its line break, holds a NUL byte, is not UTF-8, is not
/// JSON, is JSON but not an object, or has a field problem: the first in the order `id`,
/// `created`, `tags`, `attributes`, `favorite`, `albums`, `people`, `location`, `title`,
/// `caption`. A duplicate id comes last, once the line is otherwise a photo.
public struct CatalogReader {
  /// The longest line accepted, in bytes without its line break; a longer one is reported and
  /// skipped unread.
  public var maximumLineLength: Int { decoder.maximumLineLength }
  private var decoder: CatalogDecoder
  private var source: ByteSource
  private var buffer: [UInt8] = []
  private var start = 0
  private var atEnd = false
  private var lineNumber = 0
  private var skippingLongLine = false
  private var longLineBytes = 0
  /// Whether the last byte of a long line's dropped part is a `\r`, which is the line break's
  /// when a `\n` follows.
  private var skippedCR = false

  /// Reads the catalog at `url`.
  /// - Parameters:
  ///   - url: A file URL.
  ///   - maximumLineLength: The longest line accepted; 1 MiB by default.
  /// - Throws: ``CatalogReadError/cannotOpen(path:reason:)`` when the file cannot be opened.
  public init(
    contentsOf url: URL, maximumLineLength: Int = CatalogDecoder.defaultMaximumLineLength
  ) throws(CatalogReadError) {
    let handle: FileHandle
    do {
      handle = try FileHandle(forReadingFrom: url)
    } catch {
      throw .cannotOpen(path: url.path, reason: Self.describe(error))
    }
    self.source = .file(handle, path: url.path)
    self.decoder = CatalogDecoder(maximumLineLength: maximumLineLength)
  }

  /// Reads a catalog held in memory.
  /// - Parameters:
  ///   - bytes: The catalog's bytes.
  ///   - maximumLineLength: The longest line accepted; 1 MiB by default.
  public init(
    bytes: [UInt8], maximumLineLength: Int = CatalogDecoder.defaultMaximumLineLength
  ) {
    self.source = .memory
    self.buffer = bytes
    self.atEnd = true
    self.decoder = CatalogDecoder(maximumLineLength: maximumLineLength)
  }

  /// The next photo or malformed line, or `nil` at the end of the catalog.
  /// - Throws: ``CatalogReadError/readFailed(path:reason:)`` when the file cannot be read.
  /// - Complexity: O(*n*) in the length of the line.
  public mutating func next() throws(CatalogReadError) -> CatalogLine? {
    while true {
      guard let line = try nextLine() else { return nil }
      lineNumber += 1
      switch line {
      case .tooLong(let length):
        return decoder.admit(
          .failure(.lineTooLong(bytes: length, limit: maximumLineLength)), line: lineNumber)
      case .bytes(let range):
        if let line = decoder.read(buffer[range], line: lineNumber) { return line }
      }
    }
  }

  private enum RawLine {
    case bytes(Range<Int>)
    case tooLong(Int)
  }

  /// The next line's range in `buffer` (without `\n` or a final `\r`), reading more as needed;
  /// a line already too long to keep comes back as its length.
  private mutating func nextLine() throws(CatalogReadError) -> RawLine? {
    var searchFrom = start
    while true {
      if let newline = buffer[searchFrom...].firstIndex(of: 0x0A) {
        let lineStart = start
        start = newline + 1
        let endsWithCR =
          newline > lineStart ? buffer[newline - 1] == 0x0D : skippingLongLine && skippedCR
        if skippingLongLine {
          skippingLongLine = false
          return .tooLong(longLineBytes + newline - lineStart - (endsWithCR ? 1 : 0))
        }
        return .bytes(lineStart..<(endsWithCR ? newline - 1 : newline))
      }
      if atEnd {
        guard start < buffer.count || skippingLongLine else { return nil }
        let lineStart = start
        start = buffer.count
        let endsWithCR =
          buffer.count > lineStart
          ? buffer[buffer.count - 1] == 0x0D : skippingLongLine && skippedCR
        if skippingLongLine {
          skippingLongLine = false
          return .tooLong(longLineBytes + buffer.count - lineStart - (endsWithCR ? 1 : 0))
        }
        return .bytes(lineStart..<(endsWithCR ? buffer.count - 1 : buffer.count))
      }
      // No newline in the pending bytes: drop what is consumed, and stop keeping a line that is
      // already too long (its length is still counted for the message). One byte more than the
      // limit is kept, as it may be the `\r` of the line break.
      buffer.removeSubrange(0..<start)
      start = 0
      if buffer.count > maximumLineLength + 1 {
        if !skippingLongLine { longLineBytes = 0 }
        skippingLongLine = true
        longLineBytes += buffer.count
        skippedCR = buffer.last == 0x0D
        buffer.removeAll(keepingCapacity: true)
      }
      searchFrom = buffer.count
      try fill()
    }
  }

  private mutating func fill() throws(CatalogReadError) {
    guard case .file(let handle, let path) = source else {
      atEnd = true
      return
    }
    do {
      if let data = try handle.read(upToCount: 1 << 20), !data.isEmpty {
        buffer.append(contentsOf: data)
      } else {
        atEnd = true
        try? handle.close()
      }
    } catch {
      throw .readFailed(path: path, reason: Self.describe(error))
    }
  }

  /// The reason a `DecodingError` from decoding a ``Photo`` gives, as the catalog reads it.
  /// - Parameter error: What `JSONDecoder` threw for one line.
  package static func reason(for error: DecodingError) -> CatalogError.Reason {
    func field(_ path: [any CodingKey]) -> String {
      path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        .trimmingPrefix(".").description
    }
    switch error {
    case .keyNotFound(let key, let context)
    where context.codingPath.isEmpty && key.stringValue == "id":
      return .missingID
    case .keyNotFound(let key, let context):
      return .missingField(field(context.codingPath + [key]))
    case .typeMismatch(let type, let context):
      if context.codingPath.isEmpty { return .notAnObject }
      return .wrongType(field: field(context.codingPath), expected: typeName(type))
    case .valueNotFound(let type, let context):
      if context.codingPath.isEmpty { return .notAnObject }
      return .wrongType(field: field(context.codingPath), expected: typeName(type))
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty { return .malformedJSON(context.debugDescription) }
      return .invalidValue(field: field(context.codingPath), detail: context.debugDescription)
    @unknown default:
      return .malformedJSON(describe(error))
    }
  }

  private static func typeName(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Bool.Type: "true or false"
    case is Double.Type: "a number"
    case is [String: Any].Type: Photo.tagTypeName
    case is [String].Type, is [Any].Type: "an array"
    default: "\(type)"
    }
  }

  private static func describe(_ error: any Error) -> String {
    (error as NSError).localizedDescription
  }
}

/// Where a ``CatalogReader`` gets its bytes.
private enum ByteSource {
  case memory
  case file(FileHandle, path: String)
}

/// One line of a catalog, as ``CatalogReader/next()`` returns it.
public enum CatalogLine: Sendable {
  /// A well-formed photo and its 1-based line number.
  case photo(Photo, line: Int)
  /// A line that is not a photo, with why.
  case malformed(CatalogError)
}

/// A catalog line that is not a photo: its 1-based number and what is wrong with it.
public struct CatalogError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The 1-based line number.
  public var line: Int
  /// What is wrong.
  public var reason: Reason

  /// What can be wrong with a catalog line.
  public enum Reason: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bytes are not UTF-8.
    case invalidUTF8
    /// The line holds a NUL byte.
    case containsNUL
    /// The line is longer than the reader accepts.
    case lineTooLong(bytes: Int, limit: Int)
    /// The line is not JSON.
    case malformedJSON(String)
    /// The JSON is not an object.
    case notAnObject
    /// The object has no `id`.
    case missingID
    /// A nested object lacks a required field (a tag object without `text`).
    case missingField(String)
    /// A field has the wrong JSON type.
    case wrongType(field: String, expected: String)
    /// A field has the right type but an unusable value (a bad date, an unknown attribute).
    case invalidValue(field: String, detail: String)
    /// The id was already used on an earlier line; the earlier photo is kept.
    case duplicateID(String, firstLine: Int)

    /// A one-line explanation.
    public var description: String {
      switch self {
      case .invalidUTF8: "invalid UTF-8"
      case .containsNUL: "the line contains a NUL byte"
      case .lineTooLong(let bytes, let limit): "line of \(bytes) bytes is longer than \(limit)"
      case .malformedJSON(let detail): "malformed JSON: \(detail)"
      case .notAnObject: "not a JSON object"
      case .missingID: "missing \"id\""
      case .missingField(let field): "missing \"\(field)\""
      case .wrongType(let field, let expected): "\"\(field)\" must be \(expected)"
      case .invalidValue(let field, let detail): "\"\(field)\": \(detail)"
      case .duplicateID(let id, let first): "duplicate id \"\(id)\" (first on line \(first))"
      }
    }
  }

  /// Creates an error.
  /// - Parameters:
  ///   - line: The 1-based line number.
  ///   - reason: What is wrong.
  public init(line: Int, reason: Reason) {
    self.line = line
    self.reason = reason
  }

  /// `LINE: REASON`, to follow a file name and a colon.
  public var description: String { "\(line): \(reason)" }
}

/// A catalog file that cannot be opened or read.
public enum CatalogReadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file cannot be opened (missing, a directory, no permission).
  case cannotOpen(path: String, reason: String)
  /// Reading failed part-way.
  case readFailed(path: String, reason: String)

  /// The path and the reason.
  public var description: String {
    switch self {
    case .cannotOpen(let path, let reason): "\(path): cannot open: \(reason)"
    case .readFailed(let path, let reason): "\(path): read failed: \(reason)"
    }
  }
}
