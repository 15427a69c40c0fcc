internal import StemmaSupport

extension Normalizer {
  /// Turkish and Azerbaijani casing: `I` → `ı` and `İ` → `i` before case folding, which would
  /// otherwise give `i` and `i̇`. A decomposed `İ` (`I` followed by U+0307 COMBINING DOT ABOVE,
  /// with no base or other mark above between them) is `i` too, as Unicode's SpecialCasing.txt
  /// has it for `tr` and `az`; the dot is dropped.
  static func mapTurkicCapitalI(_ text: String) -> String {
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(text.utf8.count)
    // The index of the `ı` made from the last `I`, while only marks not above have followed it.
    var dotlessFromCapital: Int?
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x49:
        dotlessFromCapital = scalars.count
        scalars.append("\u{131}")
      case 0x130:
        dotlessFromCapital = nil
        scalars.append("i")
      case 0x307 where dotlessFromCapital != nil:
        if let index = dotlessFromCapital { scalars[index] = "i" }
        dotlessFromCapital = nil
      default:
        let combiningClass = scalar.properties.canonicalCombiningClass.rawValue
        if combiningClass == 0 || combiningClass == 230 { dotlessFromCapital = nil }
        scalars.append(scalar)
      }
    }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars)
    return String(result)
  }

  /// Apostrophes (’ ‘ ʼ ′ ´ ＇), quotation marks (“ ” „ ‟ « » ″ ＂) and hyphens (‐ ‑ ‒ – — ―
  /// − ﹣ －) to their ASCII forms.
  static func foldPunctuation(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { mayFoldPunctuation($0.value) }) else {
      return text
    }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      scalars.append(punctuationFolds[scalar.value] ?? scalar)
    }
    return String(scalars)
  }

  /// Whether `value` may be a key of ``punctuationFolds``: a hashed lookup for every scalar
  /// of every word not all ASCII (Latin letters with diacritics: "Pádraig", "Nguyễn") cost
  /// that word more than its folding.
  @inline(__always)
  static func mayFoldPunctuation(_ value: UInt32) -> Bool {
    let mayFold =
      value >= 0x2010 || value == 0xAB || value == 0xB4 || value == 0xBB || value == 0x2BC
    return mayFold && punctuationFolds[value] != nil
  }

  static let punctuationFolds: [UInt32: Unicode.Scalar] = {
    var folds: [UInt32: Unicode.Scalar] = [:]
    for value: UInt32 in [0x2019, 0x2018, 0x201B, 0x02BC, 0x2032, 0x00B4, 0xFF07] {
      folds[value] = "'"
    }
    for value: UInt32 in [0x201C, 0x201D, 0x201E, 0x201F, 0x00AB, 0x00BB, 0x2033, 0xFF02] {
      folds[value] = "\""
    }
    for value: UInt32 in [0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2015, 0x2212, 0xFE63, 0xFF0D] {
      folds[value] = "-"
    }
    return folds
  }()

  /// Removes trailing possessive `'s` (repeatedly, so the step is idempotent) and the bare
  /// trailing `'` of a plural possessive (`dogs'` → `dogs`), but leaves `'s` alone when nothing
  /// precedes it.
  static func removePossessive(_ text: String) -> String {
    // On the bytes in place: the UTF-8 view's `last` and index walk were generic calls, a
    // twentieth of the analysis of a word seen for the first time.
    let (count, end) = text.withUTF8Bytes { utf8 -> (Int, Int) in
      guard let last = utf8.last,
        last == UInt8(ascii: "'") || last | 0x20 == UInt8(ascii: "s")
      else { return (utf8.count, utf8.count) }
      // Find where the kept text ends without copying it: most words that end in `s` are
      // plurals with nothing to remove, and copying each of them cost an allocation per word.
      var end = utf8.count
      while end > 0 {
        let before = end - 1
        if utf8[before] | 0x20 == UInt8(ascii: "s"), before > 0 {
          let apostrophe = before - 1
          if utf8[apostrophe] == UInt8(ascii: "'"), apostrophe > 0,
            utf8[apostrophe - 1] != UInt8(ascii: "'")
          {
            end = apostrophe
            continue
          }
          break
        } else if utf8[before] == UInt8(ascii: "'"), before > 0 {
          end = before
        } else {
          break
        }
      }
      return (utf8.count, end)
    }
    guard end != count else { return text }
    // The cut falls before an apostrophe, on a scalar boundary: the bytes before it are valid.
    let utf8 = text.utf8
    return String(Substring(utf8[utf8.startIndex..<utf8.index(utf8.startIndex, offsetBy: end)]))
  }

  /// Katakana (U+30A1–U+30F6, and the iteration marks U+30FD–U+30FE) to hiragana.
  static func foldKana(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { isFoldableKatakana($0.value) }) else {
      return text
    }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if isFoldableKatakana(scalar.value), let hiragana = Unicode.Scalar(scalar.value - 0x60) {
        scalars.append(hiragana)
      } else {
        scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  private static func isFoldableKatakana(_ value: UInt32) -> Bool {
    (0x30A1...0x30F6).contains(value) || (0x30FD...0x30FE).contains(value)
  }
}
