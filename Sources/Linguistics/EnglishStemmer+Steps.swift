// Porter2's Steps 1a to 5 as Snowball 2.2.0's english.sbl states them. Each step of the
// form `[substring] among (...)` takes the longest of its suffixes that ends the word and only
// that one: when its condition (R1, R2, a letter before it) fails the step does nothing, and a
// shorter suffix is not tried. The checks below are ordered longest first for that reason.

extension EnglishStemmer {
  /// Step 1a: possessive apostrophes, then plural `-s` forms.
  mutating func step1a() {
    if hasSuffix("'s'") {
      count -= 3
    } else if hasSuffix("'s") {
      count -= 2
    } else if hasSuffix("'") {
      count -= 1
    }
    if hasSuffix("sses") {
      count -= 2
    } else if hasSuffix("ied") || hasSuffix("ies") {
      // `ties` → `tie` but `cries` → `cri`: `i` where two letters come before the suffix.
      let start = count - 3
      replaceSuffix(length: 3, with: start >= 2 ? "i" : "ie")
    } else if hasSuffix("us") || hasSuffix("ss") {
      return
    } else if hasSuffix("s") {
      // A vowel before the letter that precedes the `s` (`gaps` → `gap`, `gas` stays).
      if count >= 2 && hasVowel(before: count - 2) { count -= 1 }
    }
  }

  /// Step 1b: `-eed`, `-ed`, `-ing` and their `-ly` forms, then the repairs after removing
  /// one (`hopp` → `hop`, `luxuriat` → `luxuriate`, `hop` + `e` where the word is short).
  mutating func step1b() {
    let length: Int
    if hasSuffix("eedly") {
      if count - 5 >= p1 { replaceSuffix(length: 5, with: "ee") }
      return
    } else if hasSuffix("ingly") {
      length = 5
    } else if hasSuffix("edly") {
      length = 4
    } else if hasSuffix("eed") {
      if count - 3 >= p1 { count -= 1 }
      return
    } else if hasSuffix("ing") {
      length = 3
    } else if hasSuffix("ed") {
      length = 2
    } else {
      return
    }
    guard hasVowel(before: count - length) else { return }
    count -= length
    if hasSuffix("at") || hasSuffix("bl") || hasSuffix("iz") {
      append(UInt8(ascii: "e"))
    } else if count >= 2 && bytes[count - 1] == bytes[count - 2]
      && Self.isUndoubled(bytes[count - 1])
    {
      count -= 1
    } else if count == p1 && isShortSyllable(endingAt: count) {
      append(UInt8(ascii: "e"))
    }
  }

  /// Step 1c: a final `y` (or `Y`) after a non-vowel that is not the first letter becomes `i`.
  mutating func step1c() {
    guard count >= 3 else { return }
    let last = bytes[count - 1]
    guard last == UInt8(ascii: "y") || last == UInt8(ascii: "Y") else { return }
    if !Self.isVowel(bytes[count - 2]) { bytes[count - 1] = UInt8(ascii: "i") }
  }

  /// Step 2: derivational suffixes in R1 (`-ational` → `-ate`, `-iveness` → `-ive`, …).
  mutating func step2() {
    guard count >= 2 else { return }
    switch bytes[count - 1] {
    case UInt8(ascii: "l"):
      if hasSuffix("ational") {
        replaceInR1(length: 7, with: "ate")
      } else if hasSuffix("tional") {
        replaceInR1(length: 6, with: "tion")
      }
    case UInt8(ascii: "n"):
      if hasSuffix("ization") {
        replaceInR1(length: 7, with: "ize")
      } else if hasSuffix("ation") {
        replaceInR1(length: 5, with: "ate")
      }
    case UInt8(ascii: "r"):
      if hasSuffix("izer") {
        replaceInR1(length: 4, with: "ize")
      } else if hasSuffix("ator") {
        replaceInR1(length: 4, with: "ate")
      }
    case UInt8(ascii: "s"):
      if hasSuffix("fulness") {
        replaceInR1(length: 7, with: "ful")
      } else if hasSuffix("ousness") {
        replaceInR1(length: 7, with: "ous")
      } else if hasSuffix("iveness") {
        replaceInR1(length: 7, with: "ive")
      }
    case UInt8(ascii: "m"):
      if hasSuffix("alism") { replaceInR1(length: 5, with: "al") }
    case UInt8(ascii: "i"):
      step2EndingInI()
    default:
      return
    }
  }

  /// Step 2's suffixes that end in `i` (`-enci`, `-abli`, `-iviti`, `-ogi`, `-li`, …).
  private mutating func step2EndingInI() {
    switch bytes[count - 2] {
    case UInt8(ascii: "c"):
      if hasSuffix("enci") {
        replaceInR1(length: 4, with: "ence")
      } else if hasSuffix("anci") {
        replaceInR1(length: 4, with: "ance")
      }
    case UInt8(ascii: "t"):
      if hasSuffix("biliti") {
        replaceInR1(length: 6, with: "ble")
      } else if hasSuffix("iviti") {
        replaceInR1(length: 5, with: "ive")
      } else if hasSuffix("aliti") {
        replaceInR1(length: 5, with: "al")
      }
    case UInt8(ascii: "g"):
      // `-ogi` → `-og` after an `l` only (`analogi` → `analog`).
      let start = count - 3
      if hasSuffix("ogi") && start >= p1 && start >= 1 && bytes[start - 1] == UInt8(ascii: "l") {
        count -= 1
      }
    case UInt8(ascii: "l"):
      if hasSuffix("lessli") {
        replaceInR1(length: 6, with: "less")
      } else if hasSuffix("entli") {
        replaceInR1(length: 5, with: "ent")
      } else if hasSuffix("ousli") {
        replaceInR1(length: 5, with: "ous")
      } else if hasSuffix("fulli") {
        replaceInR1(length: 5, with: "ful")
      } else if hasSuffix("alli") {
        replaceInR1(length: 4, with: "al")
      } else if hasSuffix("abli") {
        replaceInR1(length: 4, with: "able")
      } else if hasSuffix("bli") {
        replaceInR1(length: 3, with: "ble")
      } else {
        // `-li` goes after a letter that can precede it (`cheerli`, not `belli`).
        let start = count - 2
        if start >= p1 && start >= 1 && Self.isValidBeforeLI(bytes[start - 1]) { count = start }
      }
    default:
      return
    }
  }

  /// Step 3: more derivational suffixes in R1 (`-alize` → `-al`, `-ness` removed, …).
  mutating func step3() {
    guard count >= 3 else { return }
    switch bytes[count - 1] {
    case UInt8(ascii: "l"):
      if hasSuffix("ational") {
        replaceInR1(length: 7, with: "ate")
      } else if hasSuffix("tional") {
        replaceInR1(length: 6, with: "tion")
      } else if hasSuffix("ical") {
        replaceInR1(length: 4, with: "ic")
      } else if hasSuffix("ful") {
        replaceInR1(length: 3, with: "")
      }
    case UInt8(ascii: "e"):
      if hasSuffix("alize") {
        replaceInR1(length: 5, with: "al")
      } else if hasSuffix("icate") {
        replaceInR1(length: 5, with: "ic")
      } else if hasSuffix("ative") {
        // `-ative` goes in R2 only (`creative` keeps it).
        if count - 5 >= p2 { count -= 5 }
      }
    case UInt8(ascii: "i"):
      if hasSuffix("iciti") { replaceInR1(length: 5, with: "ic") }
    case UInt8(ascii: "s"):
      if hasSuffix("ness") { replaceInR1(length: 4, with: "") }
    default:
      return
    }
  }

  /// Step 4: suffixes removed in R2 (`-ance`, `-ement`, `-ion` after `s` or `t`, …).
  mutating func step4() {
    guard count >= 2 else { return }
    let length: Int
    switch bytes[count - 1] {
    case UInt8(ascii: "l"):
      guard hasSuffix("al") else { return }
      length = 2
    case UInt8(ascii: "r"):
      guard hasSuffix("er") else { return }
      length = 2
    case UInt8(ascii: "c"):
      guard hasSuffix("ic") else { return }
      length = 2
    case UInt8(ascii: "e"):
      if hasSuffix("ance") || hasSuffix("ence") || hasSuffix("able") || hasSuffix("ible") {
        length = 4
      } else if hasSuffix("ate") || hasSuffix("ive") || hasSuffix("ize") {
        length = 3
      } else {
        return
      }
    case UInt8(ascii: "t"):
      if hasSuffix("ement") {
        length = 5
      } else if hasSuffix("ment") {
        length = 4
      } else if hasSuffix("ent") || hasSuffix("ant") {
        length = 3
      } else {
        return
      }
    case UInt8(ascii: "m"):
      guard hasSuffix("ism") else { return }
      length = 3
    case UInt8(ascii: "i"):
      guard hasSuffix("iti") else { return }
      length = 3
    case UInt8(ascii: "s"):
      guard hasSuffix("ous") else { return }
      length = 3
    case UInt8(ascii: "n"):
      // `-ion` goes after `s` or `t` only (`adoption` → `adopt`, `champion` stays).
      let start = count - 3
      guard hasSuffix("ion"), start >= p2, start >= 1 else { return }
      let before = bytes[start - 1]
      if before == UInt8(ascii: "s") || before == UInt8(ascii: "t") { count = start }
      return
    default:
      return
    }
    if count - length >= p2 { count -= length }
  }

  /// Step 5: a final `e` in R2, or in R1 after no short syllable; a final `l` after `l` in R2.
  mutating func step5() {
    guard count >= 1 else { return }
    let start = count - 1
    switch bytes[start] {
    case UInt8(ascii: "e"):
      if start >= p2 || (start >= p1 && !isShortSyllable(endingAt: start)) { count = start }
    case UInt8(ascii: "l"):
      if start >= p2 && start >= 1 && bytes[start - 1] == UInt8(ascii: "l") { count = start }
    default:
      return
    }
  }

  /// Whether the bytes before `end` end in a short syllable (Snowball's `shortv`): a non-vowel
  /// other than `w`, `x`, `Y` after a vowel after a non-vowel, or a non-vowel after a vowel
  /// that begins the word.
  func isShortSyllable(endingAt end: Int) -> Bool {
    if end >= 3 {
      return !Self.isVowelOrWXY(bytes[end - 1]) && Self.isVowel(bytes[end - 2])
        && !Self.isVowel(bytes[end - 3])
    }
    return end == 2 && !Self.isVowel(bytes[1]) && Self.isVowel(bytes[0])
  }

  /// Whether a vowel comes before `end` (Snowball's backward `gopast v`).
  func hasVowel(before end: Int) -> Bool {
    var index = end - 1
    while index >= 0 {
      if Self.isVowel(bytes[index]) { return true }
      index -= 1
    }
    return false
  }

  /// Replaces the last `length` bytes with `replacement` where they begin in R1.
  private mutating func replaceInR1(length: Int, with replacement: StaticString) {
    if count - length >= p1 { replaceSuffix(length: length, with: replacement) }
  }

  /// Replaces the last `length` bytes with `replacement`, which is no longer than they are
  /// plus the bytes already removed (no step makes a word longer than its input).
  mutating func replaceSuffix(length: Int, with replacement: StaticString) {
    let start = count - length
    let source = replacement.utf8Start
    for index in 0..<replacement.utf8CodeUnitCount { bytes[start + index] = source[index] }
    count = start + replacement.utf8CodeUnitCount
  }

  /// Adds `byte` after the word (only where a step removed at least two bytes).
  private mutating func append(_ byte: UInt8) {
    bytes[count] = byte
    count += 1
  }

  /// Whether the word ends in `suffix`.
  @inline(__always)
  func hasSuffix(_ suffix: StaticString) -> Bool {
    let length = suffix.utf8CodeUnitCount
    guard count >= length else { return false }
    let source = suffix.utf8Start
    let start = count - length
    for index in 0..<length where bytes[start + index] != source[index] { return false }
    return true
  }

  /// Whether the word begins with `prefix`.
  func hasPrefix(_ prefix: StaticString) -> Bool {
    let length = prefix.utf8CodeUnitCount
    guard count >= length else { return false }
    let source = prefix.utf8Start
    for index in 0..<length where bytes[index] != source[index] { return false }
    return true
  }

  /// Whether `byte` is in `aeiouy` (Snowball's `v`; a marked `Y` is not).
  @inline(__always)
  static func isVowel(_ byte: UInt8) -> Bool { isLetter(byte, in: 0x110_4111) }

  /// Whether `byte` is a vowel, `w`, `x` or a marked `Y` (Snowball's `v_WXY`).
  static func isVowelOrWXY(_ byte: UInt8) -> Bool {
    isVowel(byte) || byte == UInt8(ascii: "w") || byte == UInt8(ascii: "x")
      || byte == UInt8(ascii: "Y")
  }

  /// Whether `byte` may come before a removed `-li` (`cdeghkmnrt`, Snowball's `valid_LI`).
  static func isValidBeforeLI(_ byte: UInt8) -> Bool { isLetter(byte, in: 0xa_34dc) }

  /// Whether a doubled `byte` loses one after `-ed` or `-ing` goes (`bdfgmnprt`).
  static func isUndoubled(_ byte: UInt8) -> Bool { isLetter(byte, in: 0xa_b06a) }

  /// Whether `byte` is a lowercase letter whose bit (`a` is bit 0) is set in `mask`.
  @inline(__always)
  private static func isLetter(_ byte: UInt8, in mask: UInt32) -> Bool {
    let offset = byte &- UInt8(ascii: "a")
    return offset < 26 && (mask >> UInt32(offset)) & 1 != 0
  }
}
