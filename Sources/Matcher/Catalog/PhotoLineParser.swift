internal import Foundation
internal import StemmaSupport

/// Reads one catalog line into a ``Photo`` straight from its bytes, with StemmaSupport's JSON
/// scanner (the grammar the entries files of `stemma vocab` are read with too): no tree and no
/// `JSONDecoder`. The one catalog line parser: every command reads catalogs through
/// ``CatalogDecoder``, which calls it.
///
/// It gives what `Photo(from:)` gives through `JSONDecoder`, photo for photo and reason for
/// reason: the first occurrence of a repeated key counts; unknown keys are checked for syntax
/// and skipped; a syntax error anywhere in the line comes before any field's problem; field
/// problems come in the order `Photo(from:)` decodes the fields (`id`, `created`, `tags`,
/// `attributes`, `favorite`, `albums`, `people`, `location`, `title`, `caption`). The one
/// difference is that it holds the whole line to RFC 8259, where `JSONDecoder` lets a
/// trailing comma, a bad escape or a malformed number pass in a value it does not read.
struct PhotoLineParser {
  /// The fields `Photo(from:)` reads, in the order it reads them.
  private enum Field: Int {
    case id, created, tags, attributes, favorite, albums, people, location, title, caption

    init?(key: String) {
      switch key {
      case "id": self = .id
      case "created": self = .created
      case "tags": self = .tags
      case "attributes": self = .attributes
      case "favorite": self = .favorite
      case "albums": self = .albums
      case "people": self = .people
      case "location": self = .location
      case "title": self = .title
      case "caption": self = .caption
      default: return nil
      }
    }

    /// The field a key names, compared byte for byte.
    init?(key: UnsafeBufferPointer<UInt8>) {
      func equals(_ name: StaticString) -> Bool {
        name.withUTF8Buffer { name in key.elementsEqual(name) }
      }
      switch key.count {
      case 2 where equals("id"): self = .id
      case 4 where equals("tags"): self = .tags
      case 5 where equals("title"): self = .title
      case 6 where equals("albums"): self = .albums
      case 6 where equals("people"): self = .people
      case 7 where equals("created"): self = .created
      case 7 where equals("caption"): self = .caption
      case 8 where equals("favorite"): self = .favorite
      case 8 where equals("location"): self = .location
      case 10 where equals("attributes"): self = .attributes
      default: return nil
      }
    }
  }

  private typealias Reason = CatalogError.Reason
  private typealias Failure = JSONScanner.Failure

  private var id: String?
  private var created: Date?
  private var favorite = false
  private var albums: [String] = []
  private var tags: [String] = []
  private var people: [String] = []
  private var location: String?
  private var attributes: Set<PhotoAttribute> = []
  private var title: String?
  private var caption: String?
  /// Whether the photo gets every field; otherwise only its id, date, tags, albums and people
  /// (what its uses need), every field still checked alike.
  private let keepsEverything: Bool
  /// The fields already read: a repeated key after the first is skipped.
  private var seen: UInt16 = 0
  /// The problem of the earliest field in reading order, reported once the line is read.
  private var problem: (field: Int, reason: Reason)?

  /// Parses one catalog line.
  /// - Parameter bytes: The line, well-formed UTF-8 without NUL bytes or its newline.
  /// - Returns: The photo, or why the line is not one.
  /// - Complexity: O(*n*) in the length of the line, without recursion however deeply the
  ///   line nests.
  /// - Parameter keepingEverything: Whether the photo gets every field, or only its id, date,
  ///   tags, albums and people; the line is checked alike either way.
  static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, keepingEverything: Bool = true
  ) -> Result<Photo, CatalogError.Reason> {
    var scanner = JSONScanner(bytes)
    // A byte order mark, as an exporter may leave at the start of a file.
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { scanner.index = 3 }
    var parser = PhotoLineParser(keepsEverything: keepingEverything)
    do throws(Failure) {
      guard scanner.peek() == UInt8(ascii: "{") else {
        try scanner.skipValue(depth: 0)
        guard scanner.atEnd() else { throw scanner.failure("text after the JSON value") }
        return .failure(.notAnObject)
      }
      try parser.readObject(&scanner)
      guard scanner.atEnd() else { throw scanner.failure("text after the JSON object") }
    } catch {
      return .failure(.malformedJSON("column \(error.offset + 1): \(error.message)"))
    }
    return parser.photo()
  }

  /// Reads the line's object, as `JSONScanner.object` does (the same grammar and messages) but
  /// matching each key by its bytes where it lies: a key makes a `String` only when it has an
  /// escape.
  private mutating func readObject(_ scanner: inout JSONScanner) throws(Failure) {
    try scanner.expect(UInt8(ascii: "{"), "a JSON object")
    if scanner.peek() == UInt8(ascii: "}") {
      scanner.index += 1
      return
    }
    while true {
      guard scanner.peek() == UInt8(ascii: "\"") else { throw scanner.failure("expected a key") }
      let field: Field?
      if let key = try scanner.plainString() {
        field = Field(key: UnsafeBufferPointer(rebasing: scanner.bytes[key]))
      } else {
        field = Field(key: try scanner.string())
      }
      try scanner.expect(UInt8(ascii: ":"), "':' after a key")
      try readValue(of: field, &scanner)
      if scanner.peek() == UInt8(ascii: ",") {
        scanner.index += 1
        continue
      }
      try scanner.expect(UInt8(ascii: "}"), "',' or '}'")
      return
    }
  }

  /// Reads the value of a key: a field not read yet, or anything else, skipped.
  private mutating func readValue(of field: Field?, _ scanner: inout JSONScanner) throws(Failure) {
    guard let field, seen & (1 << field.rawValue) == 0 else {
      try scanner.skipValue()
      return
    }
    seen |= 1 << field.rawValue
    let start = scanner.index
    if let reason = try read(field, &scanner) {
      if problem.map({ field.rawValue < $0.field }) ?? true {
        problem = (field.rawValue, reason)
      }
      // The value is unusable but must still be JSON.
      scanner.index = start
      try scanner.skipValue()
    }
  }

  /// Reads the value of `field`; a syntax error throws, a value of the wrong kind is returned.
  private mutating func read(
    _ field: Field, _ scanner: inout JSONScanner
  ) throws(Failure) -> Reason? {
    switch field {
    case .id:
      guard scanner.peek() == UInt8(ascii: "\"") else {
        return .wrongType(field: "id", expected: "a string")
      }
      id = try scanner.string()
    case .created:
      switch try Self.optionalString(&scanner, "created") {
      case .failure(let reason): return reason
      case .success(nil): created = nil
      case .success(let text?):
        guard let date = CatalogDate.parse(text) else {
          return .invalidValue(field: "created", detail: Photo.notADateDetail(text))
        }
        created = date
      }
    case .tags:
      switch try Self.array(&scanner, "tags", Self.tag) {
      case .failure(let reason): return reason
      case .success(let values): tags = values
      }
    case .attributes:
      switch try Self.array(&scanner, "attributes", Self.element) {
      case .failure(let reason): return reason
      case .success(let names):
        attributes = []
        for name in names {
          guard let attribute = PhotoAttribute(catalogName: name) else {
            return .invalidValue(field: "attributes", detail: Photo.unknownAttributeDetail(name))
          }
          if keepsEverything { attributes.insert(attribute) }
        }
      }
    case .favorite:
      if scanner.consume("true") {
        favorite = true
      } else if scanner.consume("false") || scanner.consume("null") {
        favorite = false
      } else {
        return .wrongType(field: "favorite", expected: "true or false")
      }
    case .albums, .people:
      let name = field == .albums ? "albums" : "people"
      switch try Self.array(&scanner, name, Self.element) {
      case .failure(let reason): return reason
      case .success(let values):
        if field == .albums { albums = values } else { people = values }
      }
    case .location, .title, .caption:
      let name = field == .location ? "location" : field == .title ? "title" : "caption"
      if !keepsEverything {
        // Checked as a kept string is, without making it.
        if scanner.peek() == UInt8(ascii: "\"") {
          try scanner.skipString()
        } else if !scanner.consume("null") {
          return .wrongType(field: name, expected: "a string")
        }
        return nil
      }
      switch try Self.optionalString(&scanner, name) {
      case .failure(let reason): return reason
      case .success(let text):
        switch field {
        case .location: location = text
        case .title: title = text
        default: caption = text
        }
      }
    }
    return nil
  }

  /// The photo read, or the problem `Photo(from:)` would have met first.
  private func photo() -> Result<Photo, Reason> {
    if let problem, problem.field == Field.id.rawValue { return .failure(problem.reason) }
    guard let id else { return .failure(.missingID) }
    guard !id.isEmpty else {
      return .failure(.invalidValue(field: "id", detail: Photo.emptyIDDetail))
    }
    if let problem { return .failure(problem.reason) }
    return .success(
      Photo(
        id: id, created: created, favorite: favorite, albums: albums, tags: tags, people: people,
        location: location, attributes: attributes, title: title, caption: caption))
  }

  /// A string or `null`.
  private static func optionalString(
    _ scanner: inout JSONScanner, _ field: String
  ) throws(Failure) -> Result<String?, Reason> {
    if scanner.peek() == UInt8(ascii: "\"") { return .success(try scanner.string()) }
    if scanner.consume("null") { return .success(nil) }
    return .failure(.wrongType(field: field, expected: "a string"))
  }

  /// An array read element by element; `null` is an empty array.
  private static func array(
    _ scanner: inout JSONScanner, _ field: String,
    _ element: (inout JSONScanner, ElementPath) throws(Failure) -> Result<String, Reason>
  ) throws(Failure) -> Result<[String], Reason> {
    if scanner.consume("null") { return .success([]) }
    guard scanner.peek() == UInt8(ascii: "[") else {
      return .failure(.wrongType(field: field, expected: "an array"))
    }
    scanner.index += 1
    var values: [String] = []
    if scanner.peek() == UInt8(ascii: "]") {
      scanner.index += 1
      return .success(values)
    }
    while true {
      switch try element(&scanner, ElementPath(field: field, index: values.count)) {
      case .failure(let reason): return .failure(reason)
      case .success(let value): values.append(value)
      }
      if scanner.peek() == UInt8(ascii: ",") {
        scanner.index += 1
        continue
      }
      // The message is made only when it is needed: every array ends here.
      if scanner.peek() != UInt8(ascii: "]") {
        try scanner.expect(UInt8(ascii: "]"), "',' or ']' in \"\(field)\"")
      }
      scanner.index += 1
      return .success(values)
    }
  }

  /// An element of `albums`, `people` or `attributes`: a string.
  private static func element(
    _ scanner: inout JSONScanner, _ path: ElementPath
  ) throws(Failure) -> Result<String, Reason> {
    guard scanner.peek() == UInt8(ascii: "\"") else {
      return .failure(.wrongType(field: path.text, expected: "a string"))
    }
    return .success(try scanner.string())
  }

  /// An element of `tags`: a string, or a label `{"text": …, "confidence": …}` whose text is
  /// kept and whose confidence, when there is one, must be a number from 0 to 1.
  private static func tag(
    _ scanner: inout JSONScanner, _ element: ElementPath
  ) throws(Failure) -> Result<String, Reason> {
    switch scanner.peek() {
    case UInt8(ascii: "\""): return .success(try scanner.string())
    case UInt8(ascii: "{"): break
    default: return .failure(.wrongType(field: element.text, expected: Photo.tagTypeName))
    }
    let path = element.text
    scanner.index += 1
    var text: String?
    var confidence: Double?
    var confidenceProblem: Reason?
    var seen: (text: Bool, confidence: Bool) = (false, false)
    if scanner.peek() == UInt8(ascii: "}") {
      scanner.index += 1
    } else {
      while true {
        guard scanner.peek() == UInt8(ascii: "\"") else { throw scanner.failure("expected a key") }
        let key = try scanner.string()
        try scanner.expect(UInt8(ascii: ":"), "':' after a key")
        if key == "text" && !seen.text {
          seen.text = true
          guard scanner.peek() == UInt8(ascii: "\"") else {
            return .failure(.wrongType(field: path + ".text", expected: "a string"))
          }
          text = try scanner.string()
        } else if key == "confidence" && !seen.confidence {
          seen.confidence = true
          switch scanner.peek() ?? 0 {
          case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            confidence = try scanner.double()
          case UInt8(ascii: "n") where scanner.consume("null"): confidence = nil
          default:
            confidenceProblem = .wrongType(field: path + ".confidence", expected: "a number")
            try scanner.skipValue(depth: 3)
          }
        } else {
          try scanner.skipValue(depth: 3)
        }
        if scanner.peek() == UInt8(ascii: ",") {
          scanner.index += 1
          continue
        }
        try scanner.expect(UInt8(ascii: "}"), "',' or '}'")
        break
      }
    }
    guard let text else { return .failure(.missingField(path + ".text")) }
    if let confidenceProblem { return .failure(confidenceProblem) }
    if let confidence, !(0...1).contains(confidence) {
      return .failure(
        .invalidValue(field: path + ".confidence", detail: Photo.confidenceRangeDetail))
    }
    return .success(text)
  }
}

/// Where an array element is, made into text (`tags[2]`) only when it is reported.
private struct ElementPath {
  var field: String
  var index: Int
  var text: String { "\(field)[\(index)]" }
}

extension Photo {
  /// Why an `id` is unusable when it is empty; shared with `Photo(from:)`.
  static let emptyIDDetail = "the id is empty"
  /// Why a label's confidence is unusable; shared with `Photo(from:)`.
  static let confidenceRangeDetail = "confidence must be in 0…1"
  /// What a tag must be, as ``CatalogError/Reason/wrongType(field:expected:)`` says it.
  static let tagTypeName = "a string or an object"

  /// Why `created` is unusable; shared with `Photo(from:)`.
  static func notADateDetail(_ text: String) -> String {
    "'\(text.prefix(40))' is not an ISO 8601 date (2019-07-04T10:22:00Z)"
  }

  /// Why an attribute name is unusable; shared with `Photo(from:)`.
  static func unknownAttributeDetail(_ name: String) -> String {
    "unknown attribute '\(name.prefix(40))' (known: "
      + PhotoAttribute.allCases.map(\.rawValue).joined(separator: ", ") + ")"
  }
}
