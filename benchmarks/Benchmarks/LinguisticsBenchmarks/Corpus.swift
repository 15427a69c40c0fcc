import Seeded

/// A deterministic Zipf-distributed English-like corpus for the benchmarks.
enum Corpus {
  static let vocabulary: [String] = [
    "the", "of", "and", "to", "a", "in", "is", "photos", "that", "for", "it", "with", "was", "on",
    "my", "dogs", "Mountain", "from", "running", "children", "beach", "went", "mice", "favorite",
    "trip", "road", "summer", "pictures", "Anne's", "lake", "family", "birthday", "parties",
    "sunset", "friends", "holidays", "walking", "cities", "flowers", "snowy", "cats", "played",
    "garden", "trees", "rivers", "boats", "cars", "bicycles", "weddings", "universities",
  ]

  /// Lines of 12 words each, `words` words in all, drawn with Zipf weights (seeded).
  static func lines(words: Int) -> [String] {
    var generator = SplitMix(seed: 42)
    let weights = vocabulary.indices.map { 1.0 / Double($0 + 1) }
    let total = weights.reduce(0, +)
    var cumulative: [Double] = []
    var sum = 0.0
    for weight in weights {
      sum += weight / total
      cumulative.append(sum)
    }
    var lines: [String] = []
    var line: [String] = []
    for _ in 0..<words {
      let draw = Double(generator.next() % 1_000_000) / 1_000_000
      let index = cumulative.firstIndex { $0 >= draw } ?? (vocabulary.count - 1)
      line.append(vocabulary[index])
      if line.count == 12 {
        lines.append(line.joined(separator: " "))
        line.removeAll()
      }
    }
    if !line.isEmpty { lines.append(line.joined(separator: " ")) }
    return lines
  }

  /// Lines of 12 words each, `words` words in all, no word twice: the cold path, where every
  /// word is new to a cache (a name, a typo, a rare word). Word *i* spells *i* in
  /// consonant-vowel syllables (so two words never meet) and takes one of a few English
  /// endings, so that the stemmer and the lemmatizer's rules have work to do.
  static func uniqueLines(words: Int) -> [String] {
    let consonants = Array("bdfgklmnprstvz")
    let vowels = Array("aeiou")
    let endings = ["", "s", "ing", "ed", "ly"]
    var lines: [String] = []
    var line: [String] = []
    for index in 0..<words {
      var word = ""
      var rest = index
      repeat {
        let syllable = rest % (consonants.count * vowels.count)
        word.append(consonants[syllable / vowels.count])
        word.append(vowels[syllable % vowels.count])
        rest /= consonants.count * vowels.count
      } while rest > 0
      line.append(word + endings[index % endings.count])
      if line.count == 12 {
        lines.append(line.joined(separator: " "))
        line.removeAll()
      }
    }
    if !line.isEmpty { lines.append(line.joined(separator: " ")) }
    return lines
  }
}
