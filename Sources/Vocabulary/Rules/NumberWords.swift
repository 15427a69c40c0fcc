/// The number words of one language, as a table: what "twenty", "thousand" or "first" are
/// worth, so that ``SpokenForms`` can read "twenty nineteen" as 2019 and write 40 as "forty".
///
/// Only the table is per language; the grammar that combines the words (tens and units,
/// hundreds, thousands, a year said as two pairs of digits) is ``SpokenForms``'s.
struct NumberWords: Hashable, Sendable {
  /// Cardinal words below 100 and their values: units, teens and tens.
  let cardinals: [String: Int]
  /// Ordinal words below 100 and their values: "first" → 1, "twentieth" → 20.
  let ordinals: [String: Int]
  /// Words that multiply what comes before by 100.
  let hundreds: Set<String>
  /// Words that multiply what comes before by 1,000.
  let thousands: Set<String>
  /// Words that may join the parts of a number ("two thousand and nineteen").
  let joiners: Set<String>
  /// Words said for a zero digit inside a year ("nineteen oh five").
  let yearZeros: Set<String>
  /// The ordinal suffixes of digits, by last digit, with the teens' exception: "st", "nd",
  /// "rd" for 1, 2 and 3, "th" otherwise.
  let digitSuffixes: [String]
  /// The suffix of 11, 12 and 13 ("11th").
  let teenSuffix: String

  /// English number words.
  static let english = NumberWords(
    cardinals: [
      "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
      "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
      "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
      "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
      "seventy": 70, "eighty": 80, "ninety": 90,
    ],
    ordinals: [
      "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
      "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13,
      "fourteenth": 14, "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18,
      "nineteenth": 19, "twentieth": 20, "thirtieth": 30, "fortieth": 40, "fiftieth": 50,
      "sixtieth": 60, "seventieth": 70, "eightieth": 80, "ninetieth": 90,
    ],
    hundreds: ["hundred"], thousands: ["thousand"], joiners: ["and"], yearZeros: ["oh", "o"],
    digitSuffixes: ["th", "st", "nd", "rd", "th", "th", "th", "th", "th", "th"],
    teenSuffix: "th")

  /// The table for the language with BCP-47 code `code`, or `nil` when there is none yet.
  static func table(for code: String) -> NumberWords? {
    code == "en" || code.hasPrefix("en-") ? english : nil
  }

  /// The words of `value` (0–99): "forty", "twenty one"; `nil` outside that range.
  func words(for value: Int) -> [String]? {
    guard (0..<100).contains(value) else { return nil }
    if let word = cardinalWord[value] { return [word] }
    guard let tens = cardinalWord[value - value % 10], let unit = cardinalWord[value % 10]
    else { return nil }
    return [tens, unit]
  }

  /// The ordinal words of `value` (1–99): "first", "twenty first"; `nil` outside that range.
  func ordinalWords(for value: Int) -> [String]? {
    guard (1..<100).contains(value) else { return nil }
    if let word = ordinalWord[value] { return [word] }
    guard let tens = cardinalWord[value - value % 10], let unit = ordinalWord[value % 10]
    else { return nil }
    return [tens, unit]
  }

  /// `value` in digits with its ordinal suffix: "1st", "22nd", "13th".
  func ordinalDigits(_ value: Int) -> String {
    let suffix = (11...13).contains(value % 100) ? teenSuffix : digitSuffixes[value % 10]
    return "\(value)\(suffix)"
  }

  /// The value of an ordinal written in digits ("21st" → 21), or `nil`.
  func ordinalValue(ofDigits word: String) -> Int? {
    let digits = word.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, digits.count < word.count, let value = Int(digits) else { return nil }
    return ordinalDigits(value) == word ? value : nil
  }

  /// The cardinal and ordinal word of each value the tables hold.
  let cardinalWord: [Int: String]
  let ordinalWord: [Int: String]

  init(
    cardinals: [String: Int], ordinals: [String: Int], hundreds: Set<String>,
    thousands: Set<String>, joiners: Set<String>, yearZeros: Set<String>,
    digitSuffixes: [String], teenSuffix: String
  ) {
    self.cardinals = cardinals
    self.ordinals = ordinals
    self.hundreds = hundreds
    self.thousands = thousands
    self.joiners = joiners
    self.yearZeros = yearZeros
    self.digitSuffixes = digitSuffixes.count == 10 ? digitSuffixes : Array(repeating: "", count: 10)
    self.teenSuffix = teenSuffix
    // Where a table gives a number several words, the first by Unicode scalars is the one
    // written: not whichever the dictionary happens to visit first in this process.
    func words(_ table: [String: Int]) -> [Int: String] {
      Dictionary(table.map { ($1, $0) }) { a, b in
        a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars) ? a : b
      }
    }
    self.cardinalWord = words(cardinals)
    self.ordinalWord = words(ordinals)
  }
}
