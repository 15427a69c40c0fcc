/// UAX #29 word segmentation for text that is entirely ASCII, without ICU.
///
/// For ASCII the rules reduce to: letters (ALetter), digits (Numeric) and `_` (ExtendNumLet) join;
/// `'`, `.` (MidNumLet) join letters to letters and digits to digits, `:` (MidLetter) letters to
/// letters, `,` and `;` (MidNum) digits to digits (WB6, WB7, WB11, WB12); runs of spaces stay one
/// segment (WB3d); everything else stands alone. ICU's default rules segment ASCII the same way;
/// `TokenizerTests` checks the two agree on random ASCII text.
enum ASCIIWordBreaker {
  private enum Class: UInt8 {
    case letter, numeric, extendNumLet, midLetter, midNumLet, midNum, space, other
  }

  private static let classes: [Class] = (0..<128).map { byte -> Class in
    switch UInt8(byte) {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): .letter
    case UInt8(ascii: "0")...UInt8(ascii: "9"): .numeric
    case UInt8(ascii: "_"): .extendNumLet
    case UInt8(ascii: ":"): .midLetter
    case UInt8(ascii: "."), UInt8(ascii: "'"): .midNumLet
    case UInt8(ascii: ","), UInt8(ascii: ";"): .midNum
    case UInt8(ascii: " "): .space
    default: .other
    }
  }

  /// Whether every byte is ASCII (and no CR or LF, whose rules this breaker leaves to ICU).
  static func canSegment(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in utf8 where byte >= 0x80 || byte == 0x0A || byte == 0x0D { return false }
    return true
  }

  /// Calls `visit(start, end, kind)` for each segment of all-ASCII `utf8`.
  static func forEachSegment(
    in utf8: UnsafeBufferPointer<UInt8>, _ visit: (Int, Int, Token.Kind) -> Void
  ) {
    let count = utf8.count
    var start = 0
    while start < count {
      let first = classes[Int(utf8[start])]
      var end = start + 1
      switch first {
      case .letter, .numeric, .extendNumLet:
        var sawLetter = first == .letter
        var last = first
        while end < count {
          let current = classes[Int(utf8[end])]
          switch current {
          case .letter, .numeric, .extendNumLet:
            if current == .letter { sawLetter = true }
            last = current
            end += 1
            continue
          case .midLetter, .midNumLet, .midNum:
            guard end + 1 < count else { break }
            let next = classes[Int(utf8[end + 1])]
            let joinsLetters =
              last == .letter && next == .letter && (current == .midLetter || current == .midNumLet)
            let joinsNumbers =
              last == .numeric && next == .numeric && (current == .midNum || current == .midNumLet)
            if joinsLetters || joinsNumbers {
              last = next
              end += 2
              continue
            }
          default:
            break
          }
          break
        }
        // ICU gives a letter status to any run that contains a letter.
        visit(start, end, sawLetter ? .word : (first == .extendNumLet && !sawLetter ? kindOfUnderscoreRun(utf8, start, end) : .number))
      case .space:
        while end < count && classes[Int(utf8[end])] == .space { end += 1 }
        visit(start, end, .whitespace)
      default:
        visit(start, end, Character(Unicode.Scalar(utf8[start])).isWhitespace ? .whitespace : .punctuation)
      }
      start = end
    }
  }

  private static func kindOfUnderscoreRun(
    _ utf8: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int
  ) -> Token.Kind {
    for index in start..<end where classes[Int(utf8[index])] == .numeric { return .number }
    return .punctuation
  }
}
