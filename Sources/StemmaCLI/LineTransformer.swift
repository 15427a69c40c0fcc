/// Turns one input line into one output line. Each worker thread owns one transformer, so a
/// transformer may keep caches without locks.
protocol LineTransformer: SendableMetatype {
  /// Whether the transformer wants the exact bytes (`stem --raw`) instead of validated text.
  var wantsRawBytes: Bool { get }
  /// Appends the output for `line` (without a newline) to `output`.
  mutating func transform(_ line: String, into output: inout [UInt8])
  /// Appends the output for the exact bytes of a line (without a newline) to `output`.
  mutating func transformRaw(_ line: ArraySlice<UInt8>, into output: inout [UInt8])
  /// What is wrong with `line` though it still gives an output line (`lemmatize` given two
  /// words), for standard error without the file and line; `nil` when nothing is.
  func warning(for line: String) -> String?

  /// Whether a long line may be given in pieces (``beginPieces(into:)``, then
  /// ``transform(piece:atUTF8Offset:into:)`` for each piece in order, then
  /// ``endPieces(into:)``), with the same output as ``transform(_:into:)`` on the whole line.
  /// Such a transformer gives no ``warning(for:)``.
  var acceptsPieces: Bool { get }
  /// Starts a line given in pieces.
  mutating func beginPieces(into output: inout [UInt8])
  /// Appends the output for one piece of a line; `offset` is the piece's UTF-8 offset in the
  /// line, for the ranges written.
  mutating func transform(piece: String, atUTF8Offset offset: Int, into output: inout [UInt8])
  /// Ends a line given in pieces.
  mutating func endPieces(into output: inout [UInt8])
  /// How many times a line in pieces is given, piece by piece: an output that is not in the
  /// line's order (`normalize --format tsv`, a column of every term, then the next column) is
  /// written one part a pass, with ``nextPass(into:)`` between passes.
  var piecePasses: Int { get }
  /// Ends one pass over a line's pieces; the next starts from its first piece.
  mutating func nextPass(into output: inout [UInt8])
}

extension LineTransformer {
  var wantsRawBytes: Bool { false }
  func warning(for line: String) -> String? { nil }
  mutating func transformRaw(_ line: ArraySlice<UInt8>, into output: inout [UInt8]) {
    transform(String(decoding: line, as: UTF8.self), into: &output)
  }
  var acceptsPieces: Bool { false }
  mutating func beginPieces(into output: inout [UInt8]) {}
  mutating func transform(piece: String, atUTF8Offset offset: Int, into output: inout [UInt8]) {
    transform(piece, into: &output)
  }
  mutating func endPieces(into output: inout [UInt8]) {}
  var piecePasses: Int { 1 }
  mutating func nextPass(into output: inout [UInt8]) {}
}

extension Array where Element == UInt8 {
  /// Appends a string's UTF-8 bytes.
  mutating func append(_ string: String) {
    // In place (a small string's bytes are read from the string itself): `withUTF8` on a copy
    // retained and released the string's storage for every word written.
    if string.utf8.withContiguousStorageIfAvailable({ append(contentsOf: $0) }) != nil { return }
    var string = string
    string.withUTF8 { append(contentsOf: $0) }
  }

  /// Appends a string as a JSON string literal, quotes included.
  mutating func appendJSONString(_ string: String) {
    append(UInt8(ascii: "\""))
    for byte in string.utf8 {
      switch byte {
      case UInt8(ascii: "\""): append(contentsOf: [0x5C, 0x22])
      case UInt8(ascii: "\\"): append(contentsOf: [0x5C, 0x5C])
      case 0x0A: append(contentsOf: [0x5C, UInt8(ascii: "n")])
      case 0x0D: append(contentsOf: [0x5C, UInt8(ascii: "r")])
      case 0x09: append(contentsOf: [0x5C, UInt8(ascii: "t")])
      case 0..<0x20, 0x7F:
        let hex = Array("0123456789abcdef".utf8)
        append(contentsOf: [
          0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)],
        ])
      default: append(byte)
      }
    }
    append(UInt8(ascii: "\""))
  }

  /// Appends a decimal integer.
  mutating func appendInteger(_ value: Int) {
    append(String(value))
  }
}
