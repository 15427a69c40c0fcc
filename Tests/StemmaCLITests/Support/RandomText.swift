import StemmaTestSupport

/// Generates line-oriented input that is hostile to line alignment.
enum RandomText {
  /// Words in many scripts, with the characters that trip tokenizers and folders.
  static let words: [String] = [
    "photo", "Photos", "running", "RUNNING", "Straße", "café", "naïve", "İstanbul", "ıslak",
    "東京タワー", "こんにちは", "カメラ", "서울", "ภาษาไทย", "مرحبا", "שלום", "Привет", "дома",
    "Ελληνικά", "😀", "👨‍👩‍👧", "🇯🇵", "1️⃣", "1,000.5", "3.14", "don't", "dogs'", "e-mail",
    "ＲＯＡＤ", "ﬁne", "a\u{0301}", "\u{202E}evil\u{202C}", "\u{200B}", "\u{FEFF}", "x\u{0000}y",
    "tab\tbed", "mountains", "lakes", "the", "and", "_under_", "C++", "U.S.A.", "naïveté",
    "ﾃｽﾄ", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢", "\u{1F3FB}", "e\u{0301}\u{0302}\u{0303}",
  ]

  /// Separators between words.
  static let separators: [String] = [
    " ", " ", " ", "  ", "\t", ", ", "... ", "!?", " — ", "\u{00A0}", "\u{3000}", "-", "/",
  ]

  /// Whole lines that must still produce exactly one output line each.
  static let specialLines: [String] = [
    "", "", " ", "   ", "\t \t", "...", "!!!", "?!,;:", "\u{0000}", "\u{0000}\u{0000}",
    "\u{202E}", "\u{202E}abc\u{202C}", "😀😀😀", "\u{3000}", "\u{00A0}", "\u{200B}", "\"",
    "\\", "{\"json\": 1}", "\u{0085}", "\u{2028}", "\u{2029}", "\u{000B}\u{000C}",
  ]

  /// A marker word that every command leaves recognisable on its line (no case, no suffix a
  /// stemmer removes, ASCII): it pins each output line to its input line.
  static func marker(_ index: Int) -> String { "zqxmark\(index)" }

  /// Lines of random text, some of them special lines or marker lines.
  static func lines(count: Int, using generator: inout SeededGenerator) -> [String] {
    (0..<count).map { index in
      let roll = Int.random(in: 0..<10, using: &generator)
      if roll == 0 { return specialLines.randomElement(using: &generator) ?? "" }
      if roll == 1 { return marker(index) }
      var line = ""
      for position in 0..<Int.random(in: 0...12, using: &generator) {
        if position > 0 { line += separators.randomElement(using: &generator) ?? " " }
        line += words.randomElement(using: &generator) ?? ""
      }
      return line
    }
  }

  /// Joins lines into input bytes: each line ends with `\n` or `\r\n` at random, and the last
  /// line ends with no newline when `finalNewline` is false.
  static func input(
    _ lines: [String], finalNewline: Bool, using generator: inout SeededGenerator
  ) -> [UInt8] {
    var bytes: [UInt8] = []
    for (index, line) in lines.enumerated() {
      bytes.append(contentsOf: line.utf8)
      if index == lines.count - 1 && !finalNewline { break }
      if Bool.random(using: &generator) { bytes.append(UInt8(ascii: "\r")) }
      bytes.append(UInt8(ascii: "\n"))
    }
    return bytes
  }
}
