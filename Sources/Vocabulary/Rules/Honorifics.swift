/// Titles and honorifics that do not change whom a name means: "Dr. Anne Smith", "Mrs Smith",
/// "太郎さん" and "山田様" resolve to "Anne Smith", "Smith", "太郎" and "山田".
///
/// Words are compared folded (lowercase, no diacritics, hiragana), one word at a time: leading
/// titles ("mr", "dr", "prof", "herr", "sra") and trailing honorifics and suffixes ("さん",
/// "様", "jr", "phd") are dropped, as long as a word remains.
struct Honorifics: Sendable {
  /// Folded titles that come before a name.
  let leading: Set<String>
  /// Folded honorifics and suffixes that come after a name.
  let trailing: Set<String>

  /// English, German, French, Spanish, Italian and Portuguese titles; Japanese, Korean and
  /// Chinese honorifics; generational and degree suffixes.
  static let standard = Honorifics(
    leading: [
      "mr", "mrs", "ms", "miss", "mister", "missus", "mx", "m", "dr", "doctor", "prof", "professor",
      "sir", "dame",
      "madam", "madame", "lord", "lady", "rev", "reverend", "fr", "father", "sister",
      "brother", "capt", "captain", "sgt", "lt", "col", "gen", "hon", "judge", "coach",
      "uncle", "aunt", "auntie", "grandma", "grandpa",
      "herr", "frau", "fraulein", "mme", "mlle", "monsieur", "mademoiselle", "sr", "sra",
      "srta", "senor", "senora", "senorita", "señor", "señora", "señorita", "dona", "sig", "sigra",
      "signor",
      "signora", "signorina", "dott", "dottore", "dottoressa", "ing", "avv",
    ],
    trailing: [
      "さん", "さま", "様", "くん", "君", "ちゃん", "たん", "先生", "せんせい", "氏", "殿", "どの",
      "先輩", "せんぱい", "後輩", "社長", "部長", "課長", "選手", "씨", "님", "선생님", "先生们",
      "女士", "小姐", "老师", "jr", "sr", "ii", "iii", "iv", "phd", "md", "esq",
    ])

  /// `words` without leading titles and trailing honorifics; `words` itself when nothing else
  /// would remain.
  /// - Complexity: O(*n*) in the number of words.
  func strip<Word>(_ words: [Word], folded: (Word) -> String) -> [Word] {
    var start = 0
    var end = words.count
    while start < end - 1 && leading.contains(folded(words[start])) { start += 1 }
    while end - 1 > start && trailing.contains(folded(words[end - 1])) { end -= 1 }
    return start == 0 && end == words.count ? words : Array(words[start..<end])
  }

  /// The suffix of `word` that is a trailing honorific glued to a CJK name ("太郎さん" →
  /// "さん"), or `nil`.
  func gluedSuffix(of word: String) -> String? {
    for suffix in trailing where !suffix.unicodeScalars.allSatisfy(\.isASCII) {
      if word.count > suffix.count && word.hasSuffix(suffix) { return suffix }
    }
    return nil
  }
}
