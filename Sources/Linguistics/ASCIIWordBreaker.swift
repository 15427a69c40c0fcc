import Synchronization

/// UAX #29 word segmentation for text that is entirely ASCII, without ICU.
///
/// For ASCII the rules reduce to: letters (ALetter), digits (Numeric) and `_` (ExtendNumLet) join;
/// `'`, `.` (MidNumLet) join letters to letters and digits to digits, `,` and `;` (MidNum) digits
/// to digits (WB6, WB7, WB11, WB12); runs of spaces stay one segment (WB3d); everything else
/// stands alone. ICU's CLDR rules tailor two characters, and they differ by locale and ICU
/// version, so ``Rules`` asks ICU once per locale how it treats them:
/// - `:` is MidLetter in UAX #29, but ICU's root rules take it out (`a:b` is three segments);
///   Swedish and Finnish keep it (`EU:n`, `HKI:ssä`).
/// - `@` is a letter in ICU's rules, so `user@example.com` stays one word.
///
/// Segment kinds follow ICU's rule statuses, which are those of the last pair of characters
/// joined: a run ending in a letter is a word (`1a`), one ending in a digit a number (`a1`,
/// `3.14`); a trailing `_` takes the status of what precedes it (`1_` number, `a_` and `__`
/// word) and a lone `_` is punctuation. `ASCIIWordBreakerTests` holds the fast path equal to
/// ICU on random ASCII text, segments and kinds alike, for every language's locale.
enum ASCIIWordBreaker {
  enum Class: UInt8 {
    case letter, numeric, extendNumLet, midLetter, midNumLet, midNum, space, other
  }

  /// How a locale's ICU rules class the ASCII characters that CLDR tailors.
  struct Rules: Hashable, Sendable {
    /// Whether `:` joins letters (MidLetter), as in Swedish and Finnish.
    let colonJoinsLetters: Bool
    /// Whether `@` is a letter (ALetter).
    let atSignIsLetter: Bool

    /// ICU 72's root rules: `:` breaks, `@` is a letter.
    static let root = Rules(colonJoinsLetters: false, atSignIsLetter: true)

    fileprivate var tableIndex: Int { (colonJoinsLetters ? 1 : 0) | (atSignIsLetter ? 2 : 0) }
  }

  /// The class of every byte, one table per ``Rules/tableIndex``: every byte value, so that a
  /// byte read is always in bounds (those above ASCII, which the breaker is never given, are
  /// `other`).
  private static let tables: [[Class]] = (0..<4).map { index in
    (0..<256).map { byte -> Class in
      switch UInt8(byte) {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): .letter
      case UInt8(ascii: "0")...UInt8(ascii: "9"): .numeric
      case UInt8(ascii: "_"): .extendNumLet
      case UInt8(ascii: ":"): index & 1 != 0 ? .midLetter : .other
      case UInt8(ascii: "@"): index & 2 != 0 ? .letter : .other
      case UInt8(ascii: "."), UInt8(ascii: "'"): .midNumLet
      case UInt8(ascii: ","), UInt8(ascii: ";"): .midNum
      case UInt8(ascii: " "): .space
      default: .other
      }
    }
  }

  /// The kind of a character that stands alone: white space (tab, vertical tab, form feed) or
  /// punctuation, as ``Tokenizer`` decides it from the scalar's White_Space property.
  private static let standaloneKinds: [Token.Kind] =
    (0..<128).map { byte in
      Unicode.Scalar(UInt8(byte)).properties.isWhitespace ? .whitespace : .punctuation
    } + Array(repeating: .punctuation, count: 128)

  private static let rulesByLocale = Mutex<[String: Rules]>([:])

  /// The rules ICU applies to ASCII in `locale`, found by segmenting two probes with ICU the
  /// first time a locale is seen; ``Rules/root`` if ICU cannot be asked.
  /// - Complexity: O(1) after the first call for a locale.
  static func rules(forLocale locale: String) -> Rules {
    if let rules = rulesByLocale.withLock({ $0[locale] }) { return rules }
    let pool = ICU.breakerPool(locale: locale)
    func isOneSegment(_ probe: String) -> Bool? {
      var probe = probe
      return probe.withUTF8 { utf8 in
        pool.withHandle { breaker in
          var segments = 0
          breaker.forEachSegment(in: utf8) { _, _, _ in segments += 1 }
          return segments == 1
        }
      }
    }
    guard let colon = isOneSegment("a:b"), let atSign = isOneSegment("a@b") else { return .root }
    let rules = Rules(colonJoinsLetters: colon, atSignIsLetter: atSign)
    rulesByLocale.withLock { $0[locale] = rules }
    return rules
  }

  /// Whether every byte is ASCII (and no CR or LF, whose rules this breaker leaves to ICU).
  static func canSegment(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    // Eight bytes at a time: every line is checked, and a byte loop cost a tenth of the
    // segmentation itself.
    let high: UInt64 = 0x8080_8080_8080_8080
    let ones: UInt64 = 0x0101_0101_0101_0101
    /// Whether a word without high bits has a byte equal to `byte` (exact: a borrow only
    /// runs from a byte that is zero).
    func contains(_ word: UInt64, _ byte: UInt64) -> Bool {
      let x = word ^ (ones &* byte)
      return (x &- ones) & ~x & high != 0
    }
    func isSegmentable(_ word: UInt64) -> Bool {
      word & high == 0 && !contains(word, 0x0A) && !contains(word, 0x0D)
    }
    guard let base = utf8.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    var offset = 0
    while offset + 8 <= utf8.count {
      guard isSegmentable(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) else {
        return false
      }
      offset += 8
    }
    // The last 0 to 7 bytes, padded with spaces (which are segmentable).
    var last: UInt64 = ones &* 0x20
    withUnsafeMutableBytes(of: &last) { word in
      for index in offset..<utf8.count { word[index - offset] = utf8[index] }
    }
    return isSegmentable(last)
  }

  /// Calls `visit(start, end, kind)` for each segment of all-ASCII `utf8`.
  /// - Parameters:
  ///   - utf8: ASCII bytes without CR or LF (see ``canSegment(_:)``).
  ///   - rules: The locale's tailoring, from ``rules(forLocale:)``.
  ///   - visit: Called with each segment's byte range and kind, in order.
  /// - Complexity: O(*n*) in the number of bytes.
  static func forEachSegment(
    in utf8: UnsafeBufferPointer<UInt8>, rules: Rules = .root,
    _ visit: (Int, Int, Token.Kind) -> Void
  ) {
    // The table read in place: the array's bounds check and the run's class bookkeeping were
    // most of the instructions of every byte of a word.
    tables[rules.tableIndex].withUnsafeBufferPointer { classes in
      forEachSegment(in: utf8, classes: classes, visit)
    }
  }

  /// ``forEachSegment(in:rules:_:)`` with `classes`, a table of all 256 byte values.
  @inline(__always)
  private static func forEachSegment(
    in utf8: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<Class>,
    _ visit: (Int, Int, Token.Kind) -> Void
  ) {
    /// Whether a class joins a run by itself: a letter, a digit or `_`.
    func isRunClass(_ byteClass: Class) -> Bool {
      byteClass.rawValue <= Class.extendNumLet.rawValue
    }
    let count = utf8.count
    var start = 0
    while start < count {
      let first = classes[Int(utf8[start])]
      var end = start + 1
      if isRunClass(first) {
        scan: while true {
          while end < count && isRunClass(classes[Int(utf8[end])]) { end += 1 }
          // A middle character joins the run only between two letters or two digits.
          guard end + 1 < count else { break scan }
          let current = classes[Int(utf8[end])]
          let last = classes[Int(utf8[end - 1])]
          let next = classes[Int(utf8[end + 1])]
          let joinsLetters =
            last == .letter && next == .letter && (current == .midLetter || current == .midNumLet)
          let joinsNumbers =
            last == .numeric && next == .numeric && (current == .midNum || current == .midNumLet)
          guard joinsLetters || joinsNumbers else { break scan }
          end += 2
        }
        // The status is that of the last pair joined: the run's last two characters (a middle
        // character is the one before the last after a join).
        let last = classes[Int(utf8[end - 1])]
        let beforeLast = end - 2 >= start ? classes[Int(utf8[end - 2])] : nil
        visit(start, end, kind(last: last, beforeLast: beforeLast))
      } else if first == .space {
        while end < count && classes[Int(utf8[end])] == .space { end += 1 }
        visit(start, end, .whitespace)
      } else {
        visit(start, end, standaloneKinds[Int(utf8[start])])
      }
      start = end
    }
  }

  /// ICU's status for a run of letters, digits and `_`: that of the last pair joined.
  private static func kind(last: Class, beforeLast: Class?) -> Token.Kind {
    switch last {
    case .letter: .word
    case .numeric: .number
    default:
      switch beforeLast {
      case nil: .punctuation
      case .numeric: .number
      default: .word
      }
    }
  }
}
