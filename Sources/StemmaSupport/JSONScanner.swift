/// A forward-only reader of one JSON value in a buffer: just enough JSON to pull a few fields
/// out of a catalog or entries line and skip everything else, without building a tree.
///
/// Shared (`package` access) by the Matcher's catalog line parser and the Vocabulary's entries
/// line parser, so both read one grammar: RFC 8259, with values nested at most
/// ``maximumDepth`` deep.
package struct JSONScanner {
  /// A malformed line: where and what.
  package struct Failure: Error {
    /// The byte offset in the line.
    package var offset: Int
    /// What is wrong.
    package var message: String

    package init(offset: Int, message: String) {
      self.offset = offset
      self.message = message
    }
  }

  package let bytes: UnsafeBufferPointer<UInt8>
  package var index = 0
  /// How deeply arrays and objects may nest, the line's own object included, before the line
  /// is refused: Foundation's `JSONDecoder` limit, so a line one reads the other reads too.
  package static let maximumDepth = 512

  package init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  package func failure(_ message: String) -> Failure { Failure(offset: index, message: message) }

  package mutating func skipSpace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  /// The next non-space byte, not consumed.
  package mutating func peek() -> UInt8? {
    skipSpace()
    return index < bytes.count ? bytes[index] : nil
  }

  package mutating func expect(_ byte: UInt8, _ what: String) throws(Failure) {
    guard peek() == byte else {
      throw failure(
        index < bytes.count ? "expected \(what)" : "unexpected end of line, expected \(what)")
    }
    index += 1
  }

  /// Whether the rest of the line is white space.
  package mutating func atEnd() -> Bool { peek() == nil }

  /// Consumes `literal` (`null`, `true`, `false`) if it is next.
  package mutating func consume(_ literal: StaticString) -> Bool {
    skipSpace()
    let count = literal.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    let matched = literal.withUTF8Buffer { word in
      (0..<count).allSatisfy { bytes[index + $0] == word[$0] }
    }
    if matched { index += count }
    return matched
  }

  /// Reads a string, escapes decoded; ill-formed UTF-8 and raw control characters are errors.
  package mutating func string() throws(Failure) -> String {
    try expect(UInt8(ascii: "\""), "a string")
    let start = index
    var plain = true
    var ascii = true
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        if plain {
          let content = UnsafeBufferPointer(rebasing: bytes[start..<index])
          index += 1
          guard let text = Self.text(content, isASCII: ascii) else {
            throw Failure(offset: start, message: "invalid UTF-8 in a string")
          }
          return text
        }
        break
      }
      if byte >= 0x80 { ascii = false }
      if byte < 0x20 { throw failure("control character in a string") }
      if byte == UInt8(ascii: "\\") {
        plain = false
        index += 2
      } else {
        index += 1
      }
    }
    guard plain else {
      index = start
      return try escapedString()
    }
    throw Failure(offset: start - 1, message: "unterminated string")
  }

  /// Reads a string without escapes and returns the range of its content, checked like
  /// ``string()`` but without making a `String`; `nil` (with the scanner back at the string's
  /// start) when it has an escape, which only ``string()`` decodes.
  package mutating func plainString() throws(Failure) -> Range<Int>? {
    let quote = index
    try expect(UInt8(ascii: "\""), "a string")
    let start = index
    var ascii = true
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let content = start..<index
        index += 1
        if !ascii && !Self.isWellFormed(UnsafeBufferPointer(rebasing: bytes[content])) {
          throw Failure(offset: start, message: "invalid UTF-8 in a string")
        }
        return content
      }
      if byte == UInt8(ascii: "\\") {
        index = quote
        return nil
      }
      if byte < 0x20 { throw failure("control character in a string") }
      if byte >= 0x80 { ascii = false }
      index += 1
    }
    throw Failure(offset: start - 1, message: "unterminated string")
  }

  /// Skips a string, checked as ``string()`` checks it.
  package mutating func skipString() throws(Failure) {
    if try plainString() == nil { _ = try string() }
  }

  /// Whether `bytes` are well-formed UTF-8: no overlong forms, surrogates or scalars past
  /// U+10FFFF (what decoding would replace with U+FFFD).
  /// - Complexity: O(*n*).
  package static func isWellFormed(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    let count = bytes.count
    func continuation(_ offset: Int) -> UInt8? {
      guard index + offset < count else { return nil }
      let byte = bytes[index + offset]
      return byte & 0xC0 == 0x80 ? byte : nil
    }
    while index < count {
      let lead = bytes[index]
      switch lead {
      case 0x00..<0x80:
        index += 1
      case 0xC2..<0xE0:
        guard continuation(1) != nil else { return false }
        index += 2
      case 0xE0..<0xF0:
        guard let second = continuation(1), continuation(2) != nil else { return false }
        if lead == 0xE0 && second < 0xA0 { return false }  // overlong
        if lead == 0xED && second > 0x9F { return false }  // surrogate
        index += 3
      case 0xF0..<0xF5:
        guard let second = continuation(1), continuation(2) != nil, continuation(3) != nil
        else { return false }
        if lead == 0xF0 && second < 0x90 { return false }  // overlong
        if lead == 0xF4 && second > 0x8F { return false }  // past U+10FFFF
        index += 4
      default:
        return false
      }
    }
    return true
  }

  /// The string of some UTF-8 bytes, or `nil` when they are ill-formed. Decoding replaces
  /// ill-formed sequences with U+FFFD, so the bytes are valid exactly when decoding gives
  /// them back (the generic `String(validating:)` is several times slower).
  package static func text(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    if isASCII { return text }
    return text.utf8.elementsEqual(bytes) ? text : nil
  }

  /// The slow path for strings with escapes, from just after the opening quote.
  private mutating func escapedString() throws(Failure) -> String {
    var utf8: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        let text = utf8.withUnsafeBufferPointer { Self.text($0, isASCII: false) }
        guard let text else {
          throw failure("invalid UTF-8 in a string")
        }
        return text
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
          var scalar = try hex4()
          if (0xD800..<0xDC00).contains(scalar) {
            guard consume("\\u") else { throw failure("unpaired surrogate in a string") }
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else {
              throw failure("unpaired surrogate in a string")
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let value = Unicode.Scalar(scalar) else {
            throw failure("unpaired surrogate in a string")
          }
          utf8.append(contentsOf: Array(String(Character(value)).utf8))
        default:
          throw failure("invalid escape in a string")
        }
      default:
        if byte < 0x20 { throw failure("control character in a string") }
        utf8.append(byte)
      }
    }
    throw failure("unterminated string")
  }

  private mutating func hex4() throws(Failure) -> UInt32 {
    guard index + 4 <= bytes.count else { throw failure("invalid \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw failure("invalid \\u escape")
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  /// A string, or `nil` for `null`.
  package mutating func optionalString() throws(Failure) -> String? {
    if consume("null") { return nil }
    return try string()
  }

  /// A JSON number that is a whole number from 0 to `limit`.
  package mutating func count(_ field: String, limit: Int = 1 << 40) throws(Failure) -> Int {
    skipSpace()
    let start = index
    try number()
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    if let value = Int(text), value >= 0, value <= limit { return value }
    if let value = Double(text), value >= 0, value <= Double(limit), value.rounded() == value {
      return Int(value)
    }
    throw Failure(offset: start, message: "\"\(field)\" must be a whole number from 0 to \(limit)")
  }

  /// Skips a number, checking it against RFC 8259's grammar
  /// (`-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`).
  /// - Returns: The range of the number's bytes.
  @discardableResult
  package mutating func number() throws(Failure) -> Range<Int> {
    skipSpace()
    let start = index
    func digits(_ scanner: inout JSONScanner) -> Int {
      let first = scanner.index
      while scanner.index < scanner.bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(scanner.bytes[scanner.index])
      {
        scanner.index += 1
      }
      return scanner.index - first
    }
    func next(_ scanner: JSONScanner) -> UInt8? {
      scanner.index < scanner.bytes.count ? scanner.bytes[scanner.index] : nil
    }
    if next(self) == UInt8(ascii: "-") { index += 1 }
    let integerStart = index
    let integerDigits = digits(&self)
    guard integerDigits > 0 else {
      index = start
      throw failure(
        start < bytes.count ? "expected a value" : "unexpected end of line, expected a value")
    }
    guard integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else {
      throw Failure(offset: integerStart, message: "a number has a leading zero")
    }
    if next(self) == UInt8(ascii: ".") {
      index += 1
      guard digits(&self) > 0 else { throw failure("expected a digit after '.'") }
    }
    if next(self) == UInt8(ascii: "e") || next(self) == UInt8(ascii: "E") {
      index += 1
      if next(self) == UInt8(ascii: "+") || next(self) == UInt8(ascii: "-") { index += 1 }
      guard digits(&self) > 0 else { throw failure("expected a digit in an exponent") }
    }
    return start..<index
  }

  /// A number as a finite `Double`; one too large for a `Double` is an error.
  package mutating func double() throws(Failure) -> Double {
    let range = try number()
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw Failure(offset: range.lowerBound, message: "number out of range")
    }
    return value
  }

  /// Skips any value, checking its syntax, without recursion however deeply it nests.
  /// - Parameter depth: How many arrays and objects are already open around the value.
  package mutating func skipValue(depth: Int = 1) throws(Failure) {
    // One entry per open container: `true` for an object, `false` for an array.
    var open: [Bool] = []
    while true {
      // A value is next.
      switch peek() {
      case UInt8(ascii: "\""): try skipString()
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let isObject = bytes[index] == UInt8(ascii: "{")
        guard depth + open.count < Self.maximumDepth else {
          throw failure("values nested too deeply")
        }
        index += 1
        if peek() == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
          index += 1
        } else {
          open.append(isObject)
          if isObject { try key() }
          continue
        }
      case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
        guard consume("true") || consume("false") || consume("null") else {
          throw failure("expected a value")
        }
      case nil: throw failure("unexpected end of line, expected a value")
      default: try number()
      }
      // After a value: a comma goes on to the next one, a bracket closes its container.
      while let isObject = open.last {
        if peek() == UInt8(ascii: ",") {
          index += 1
          if isObject { try key() }
          break
        }
        try expect(
          isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"), isObject ? "',' or '}'" : "',' or ']'")
        open.removeLast()
      }
      if open.isEmpty { return }
    }
  }

  /// Skips a key and its colon.
  private mutating func key() throws(Failure) {
    guard peek() == UInt8(ascii: "\"") else { throw failure("expected a key") }
    try skipString()
    try expect(UInt8(ascii: ":"), "':' after a key")
  }

  /// Reads an object, calling `field` with each key; `field` must consume the value.
  package mutating func object(
    _ field: (inout JSONScanner, String) throws(Failure) -> Void
  ) throws(Failure) {
    try expect(UInt8(ascii: "{"), "a JSON object")
    if peek() == UInt8(ascii: "}") {
      index += 1
      return
    }
    while true {
      guard peek() == UInt8(ascii: "\"") else { throw failure("expected a key") }
      let key = try string()
      try expect(UInt8(ascii: ":"), "':' after a key")
      try field(&self, key)
      if peek() == UInt8(ascii: ",") {
        index += 1
        continue
      }
      try expect(UInt8(ascii: "}"), "',' or '}'")
      return
    }
  }
}
