import Foundation
import Seeded
import Vocabulary

/// A deterministic synthetic vocabulary and the spoken values to resolve against it.
enum SyntheticVocabulary {
  static let onsets = [
    "b", "br", "c", "ch", "d", "f", "g", "gr", "h", "j", "k", "l", "m", "n", "p", "r", "s",
    "sh", "st", "t", "th", "v", "w", "z",
  ]
  static let vowels = ["a", "e", "i", "o", "u", "ai", "ea", "ou", "y"]
  static let codas = ["", "", "n", "r", "l", "s", "th", "ck", "m", "nd", "rt"]

  /// A pronounceable made-up word of 2 or 3 syllables, capitalized.
  static func word(_ generator: inout SplitMix) -> String {
    var word = ""
    for _ in 0..<Int.random(in: 2...3, using: &generator) {
      word += onsets.randomElement(using: &generator) ?? "b"
      word += vowels.randomElement(using: &generator) ?? "a"
    }
    word += codas.randomElement(using: &generator) ?? ""
    return word.prefix(1).uppercased() + word.dropFirst()
  }

  /// `count` distinct names of two words ("Brailo Thouseck"), from `givenCount` given names
  /// and enough family names.
  static func names(count: Int, givenCount: Int = 2_000, seed: UInt64 = 1) -> [String] {
    var generator = SplitMix(seed: seed)
    var given: Set<String> = []
    while given.count < givenCount { given.insert(word(&generator)) }
    var family: Set<String> = []
    while family.count < max(1, count / 20) { family.insert(word(&generator)) }
    let givenNames = given.sorted()
    let familyNames = family.sorted()
    var names: Set<String> = []
    var ordered: [String] = []
    while ordered.count < count {
      let name =
        "\(givenNames.randomElement(using: &generator) ?? "A") \(familyNames.randomElement(using: &generator) ?? "B")"
      if names.insert(name).inserted { ordered.append(name) }
    }
    return ordered
  }

  /// A store of `names` as contact names, each with 1–50 uses over the last two years.
  static func store(_ names: [String], kind: EntryKind = .contactName) -> VocabularyStore {
    var generator = SplitMix(seed: 7)
    let now = Date(timeIntervalSince1970: 1_717_200_000)
    var tally = UseTally()
    for name in names {
      let days = Double(Int.random(in: 0..<730, using: &generator))
      tally.add(
        name, kind: kind, count: Int.random(in: 1...50, using: &generator),
        at: now.addingTimeInterval(-days * 86_400))
    }
    return VocabularyStore(tally: tally)
  }

  /// Spoken values: exact in another case, one typo, the given name alone, the words
  /// reordered, a sound-alike spelling, and names nobody has.
  static func queries(for names: [String], count: Int = 2_000) -> [String] {
    var generator = SplitMix(seed: 3)
    var queries: [String] = []
    for index in 0..<count {
      let name = names.randomElement(using: &generator) ?? ""
      let words = name.split(separator: " ").map(String.init)
      switch index % 7 {
      case 0, 1: queries.append(name.lowercased())
      case 2:
        // One substitution in the longer word.
        var longest = words.max { $0.count < $1.count } ?? name
        let position = longest.index(longest.startIndex, offsetBy: longest.count / 2)
        longest.replaceSubrange(position...position, with: "x")
        queries.append(
          words.map { $0.count == longest.count ? longest : $0 }.joined(separator: " "))
      case 3: queries.append(words.first ?? name)
      case 4: queries.append(words.reversed().joined(separator: " "))
      case 5:
        queries.append(
          name.replacingOccurrences(of: "c", with: "k").replacingOccurrences(of: "ph", with: "f"))
      default: queries.append("\(word(&generator)) \(word(&generator))")
      }
    }
    return queries
  }

  /// The resident set size in bytes, from /proc/self/statm (0 where unavailable).
  static func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}
