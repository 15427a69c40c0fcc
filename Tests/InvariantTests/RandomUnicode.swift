import StemmaTestSupport

/// Random text in the manner of Lucene's `TestUtil.randomUnicodeString` and
/// `randomRealisticUnicodeString`: scalars from every script block, combining marks piled on a
/// base, controls and format characters, emoji ZWJ sequences and flags, and long runs of one
/// character, mixed with spaces and punctuation so the tokenizer sees word boundaries.
enum RandomUnicode {
  /// Blocks to draw a scalar from: scripts with and without case, with dictionary segmentation
  /// (Thai, Lao, Khmer, Burmese, CJK, kana), right-to-left, Indic conjuncts, astral planes.
  static let blocks: [ClosedRange<UInt32>] = [
    0x20...0x7E, 0xA0...0x24F, 0x250...0x2FF, 0x370...0x3FF, 0x400...0x4FF, 0x530...0x58F,
    0x590...0x5FF, 0x600...0x6FF, 0x900...0x97F, 0x980...0x9FF, 0xE00...0xE7F, 0xE80...0xEFF,
    0x1000...0x109F, 0x1780...0x17FF, 0x10A0...0x10FF, 0x1100...0x11FF, 0x1E00...0x1EFF,
    0x2000...0x206F, 0x2070...0x209F, 0x20A0...0x20CF, 0x2100...0x214F, 0x2460...0x24FF,
    0x3000...0x303F, 0x3040...0x309F, 0x30A0...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3,
    0xFB00...0xFB4F, 0xFE00...0xFE0F, 0xFE70...0xFEFF, 0xFF00...0xFFEF, 0x1D400...0x1D7FF,
    0x1F300...0x1F6FF, 0x1F900...0x1F9FF, 0x20000...0x2A6DF, 0xE0000...0xE007F,
  ]

  /// Marks that combine with what precedes them.
  static let combining: [ClosedRange<UInt32>] = [
    0x300...0x36F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    0x0E31...0x0E31, 0x0E34...0x0E3A, 0x093C...0x094D,
  ]

  /// Emoji sequences: ZWJ families, skin tones, flags, keycaps, tag sequences.
  static let emoji = [
    "👨‍👩‍👧‍👦", "👩🏽‍💻", "🏳️‍🌈", "🇯🇵", "🇺🇸🇬🇧", "1️⃣", "#️⃣", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "❤️‍🔥", "👍🏿", "🧑‍🤝‍🧑",
  ]

  /// Controls, format characters and separators.
  static let controls: [UInt32] = [
    0x0, 0x1, 0x7, 0x9, 0xB, 0xC, 0x1B, 0x7F, 0x85, 0xAD, 0x200B, 0x200C, 0x200D, 0x200E,
    0x200F, 0x2028, 0x2029, 0x202A, 0x202E, 0x2060, 0x2066, 0xFEFF, 0xFFFC, 0xFFFD,
  ]

  /// Words that the analyzers' rules look at: apostrophes, hyphens, dotted and dotless i.
  static let words = [
    "don't", "dogs'", "O’Brien", "e-mail", "İstanbul", "ıslak", "Straße", "ＲＯＡＤ", "ﬁne",
    "U.S.A.", "3.14", "1,000", "naïve", "東京タワー", "ภาษาไทย", "ﾃｽﾄ", "Ǆemal", "ﬃ", "ᾈ",
  ]

  static func scalar(in ranges: [ClosedRange<UInt32>], using generator: inout SeededGenerator)
    -> Character
  {
    let range = ranges[Int.random(in: 0..<ranges.count, using: &generator)]
    let value = UInt32.random(in: range, using: &generator)
    return Character(Unicode.Scalar(value) ?? "\u{FFFD}")
  }

  /// A random string of about `length` pieces.
  static func text(length: Int, using generator: inout SeededGenerator) -> String {
    var text = ""
    for _ in 0..<length {
      switch Int.random(in: 0..<20, using: &generator) {
      case 0..<8: text.append(scalar(in: blocks, using: &generator))
      case 8..<10:
        text.unicodeScalars.append(
          Unicode.Scalar(UInt32.random(in: combining[0], using: &generator)) ?? "\u{301}")
        for _ in 0..<Int.random(in: 0..<4, using: &generator) {
          let range = combining[Int.random(in: 0..<combining.count, using: &generator)]
          text.unicodeScalars.append(
            Unicode.Scalar(UInt32.random(in: range, using: &generator)) ?? "\u{301}")
        }
      case 10: text += emoji[Int.random(in: 0..<emoji.count, using: &generator)]
      case 11:
        let value = controls[Int.random(in: 0..<controls.count, using: &generator)]
        text.unicodeScalars.append(Unicode.Scalar(value) ?? "\u{0}")
      case 12:
        // A long run: one character many times, as a stuck key or a padded field writes it.
        let character = scalar(in: blocks, using: &generator)
        text += String(repeating: character, count: Int.random(in: 50...400, using: &generator))
      case 13..<15: text += words[Int.random(in: 0..<words.count, using: &generator)]
      default:
        text +=
          [" ", " ", ", ", ". ", "\t", "\u{3000}", "-", "'"][
            Int.random(in: 0..<8, using: &generator)]
      }
    }
    return text
  }
}
