public import Foundation
internal import StemmaSupport

/// A streaming reader of a JSON Lines photo catalog (<doc:CatalogFormat>, see
/// ``Photo/init(from:)``): one photo a line, read in blocks, so memory stays flat whatever the
/// file size.
///
/// A malformed line never stops the reading: it comes back as ``CatalogLine/malformed(_:)``
/// with its line number and what was wrong, and the lines around it still come back as photos.
/// Blank lines are skipped. A second line with an id already seen is malformed
/// (``CatalogError/Reason/duplicateID(_:firstLine:)``): the first stays, so a catalog's
/// meaning does not depend on which of two conflicting lines a tool happens to keep.
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
public struct CatalogReader {
  /// The longest line accepted, in bytes; a longer one is reported and skipped unread.
  public let maximumLineLength: Int
  private var source: ByteSource
  private var buffer: [UInt8] = []
  private var start = 0
  private var atEnd = false
  private var lineNumber = 0
  private var skippingLongLine = false
  private var longLineBytes = 0
  private var firstLineOfID: [String: Int] = [:]

  /// Reads the catalog at `url`.
  /// - Parameters:
  ///   - url: A file URL.
  ///   - maximumLineLength: The longest line accepted; 1 MiB by default.
  /// - Throws: ``CatalogReadError/cannotOpen(path:reason:)`` when the file cannot be opened.
  public init(contentsOf url: URL, maximumLineLength: Int = 1 << 20) throws(CatalogReadError) {
    let handle: FileHandle
    do {
      handle = try FileHandle(forReadingFrom: url)
    } catch {
      throw .cannotOpen(path: url.path, reason: Self.describe(error))
    }
    self.source = .file(handle, path: url.path)
    self.maximumLineLength = max(1, maximumLineLength)
  }

  /// Reads a catalog held in memory.
  /// - Parameters:
  ///   - bytes: The catalog's bytes.
  ///   - maximumLineLength: The longest line accepted; 1 MiB by default.
  public init(bytes: [UInt8], maximumLineLength: Int = 1 << 20) {
    self.source = .memory
    self.buffer = bytes
    self.atEnd = true
    self.maximumLineLength = max(1, maximumLineLength)
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
        return .malformed(
          CatalogError(
            line: lineNumber, reason: .lineTooLong(bytes: length, limit: maximumLineLength)))
      case .bytes(let range):
        if buffer[range].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
        switch decode(buffer[range]) {
        case .success(let photo):
          if let first = firstLineOfID[photo.id] {
            return .malformed(
              CatalogError(line: lineNumber, reason: .duplicateID(photo.id, firstLine: first)))
          }
          firstLineOfID[photo.id] = lineNumber
          return .photo(photo, line: lineNumber)
        case .failure(let reason):
          return .malformed(CatalogError(line: lineNumber, reason: reason))
        }
      }
    }
  }

  /// Decodes one catalog line, byte by byte (no `JSONDecoder`): the same photo, or the same
  /// reason, as `JSONDecoder` and ``Photo/init(from:)`` give for the line, but for JSON
  /// `JSONDecoder` lets pass unread (a trailing comma, a bad escape or number in an unknown
  /// field), which is malformed here.
  /// - Parameter bytes: The line's bytes, without its newline.
  /// - Returns: The photo, or why the line is malformed.
  /// - Complexity: O(*n*) in the length of the line.
  public func decode(_ bytes: ArraySlice<UInt8>) -> Result<Photo, CatalogError.Reason> {
    bytes.withUnsafeBufferPointer { buffer in
      var nonASCII = false
      for byte in buffer {
        if byte == 0 { return .failure(.containsNUL) }
        if byte >= 0x80 { nonASCII = true }
      }
      if nonASCII && !JSONScanner.isWellFormed(buffer) { return .failure(.invalidUTF8) }
      return PhotoLineParser.parse(buffer)
    }
  }

  private enum RawLine {
    case bytes(Range<Int>)
    case tooLong(Int)
  }

  /// The next line's range in `buffer` (without `\n` or a final `\r`), reading more as needed.
  private mutating func nextLine() throws(CatalogReadError) -> RawLine? {
    var searchFrom = start
    while true {
      if let newline = buffer[searchFrom...].firstIndex(of: 0x0A) {
        let lineStart = start
        start = newline + 1
        if skippingLongLine {
          skippingLongLine = false
          return .tooLong(longLineBytes + newline - lineStart)
        }
        if newline - lineStart > maximumLineLength { return .tooLong(newline - lineStart) }
        var end = newline
        if end > lineStart && buffer[end - 1] == 0x0D { end -= 1 }
        return .bytes(lineStart..<end)
      }
      if atEnd {
        guard start < buffer.count || skippingLongLine else { return nil }
        let lineStart = start
        start = buffer.count
        if skippingLongLine {
          skippingLongLine = false
          return .tooLong(longLineBytes + buffer.count - lineStart)
        }
        if buffer.count - lineStart > maximumLineLength {
          return .tooLong(buffer.count - lineStart)
        }
        var end = buffer.count
        if buffer[end - 1] == 0x0D { end -= 1 }
        return .bytes(lineStart..<end)
      }
      // No newline in the pending bytes: drop what is consumed, and stop keeping a line that is
      // already too long (its length is still counted for the message).
      buffer.removeSubrange(0..<start)
      start = 0
      if buffer.count > maximumLineLength {
        if !skippingLongLine { longLineBytes = 0 }
        skippingLongLine = true
        longLineBytes += buffer.count
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
