extension Language {
  /// Every supported language, sorted by name: the 29 algorithms of libstemmer 2.2.0 and the
  /// languages Stemma tokenizes and folds without a stemmer.
  public static let all: [Language] = (snowball + unstemmed).sorted()

  /// The 29 Snowball algorithms of libstemmer 2.2.0.
  static let snowball: [Language] = [
    Language(name: "arabic", code: "ar", aliases: ["ara"]),
    Language(name: "armenian", code: "hy", aliases: ["hye", "arm"]),
    Language(name: "basque", code: "eu", aliases: ["eus", "baq"]),
    Language(name: "catalan", code: "ca", aliases: ["cat"]),
    Language(name: "danish", code: "da", aliases: ["dan"]),
    Language(name: "dutch", code: "nl", aliases: ["nld", "dut"]),
    Language(name: "english", code: "en", aliases: ["eng"]),
    Language(name: "finnish", code: "fi", aliases: ["fin"]),
    Language(name: "french", code: "fr", aliases: ["fra", "fre"]),
    Language(name: "german", code: "de", aliases: ["deu", "ger"]),
    Language(name: "greek", code: "el", aliases: ["ell", "gre"]),
    Language(name: "hindi", code: "hi", aliases: ["hin"]),
    Language(name: "hungarian", code: "hu", aliases: ["hun"]),
    Language(name: "indonesian", code: "id", aliases: ["ind", "in"]),
    Language(name: "irish", code: "ga", aliases: ["gle"]),
    Language(name: "italian", code: "it", aliases: ["ita"]),
    Language(name: "lithuanian", code: "lt", aliases: ["lit"]),
    Language(name: "nepali", code: "ne", aliases: ["nep"]),
    Language(name: "norwegian", code: "no", aliases: ["nor", "nb", "nob", "nn", "nno"]),
    // Porter's original algorithm shares English's code; it is reached by name only.
    Language(name: "porter", code: "en-x-porter"),
    Language(name: "portuguese", code: "pt", aliases: ["por"]),
    Language(name: "romanian", code: "ro", aliases: ["ron", "rum", "mo"]),
    Language(name: "russian", code: "ru", aliases: ["rus"]),
    Language(name: "serbian", code: "sr", aliases: ["srp"]),
    Language(name: "spanish", code: "es", aliases: ["spa"]),
    Language(name: "swedish", code: "sv", aliases: ["swe"]),
    Language(name: "tamil", code: "ta", aliases: ["tam"]),
    Language(name: "turkish", code: "tr", aliases: ["tur"]),
    Language(name: "yiddish", code: "yi", aliases: ["yid", "ji"]),
  ]

  /// Languages without a Snowball algorithm: tokenized (with ICU's dictionaries where the
  /// script needs them) and folded; their stem is the folded form.
  static let unstemmed: [Language] = [
    Language(name: "bulgarian", code: "bg", stemmed: false, aliases: ["bul"]),
    Language(name: "burmese", code: "my", stemmed: false, aliases: ["mya", "bur"]),
    Language(name: "chinese", code: "zh", stemmed: false, aliases: ["zho", "chi", "yue", "cmn"]),
    Language(name: "czech", code: "cs", stemmed: false, aliases: ["ces", "cze"]),
    Language(name: "hebrew", code: "he", stemmed: false, aliases: ["heb", "iw"]),
    Language(name: "japanese", code: "ja", stemmed: false, aliases: ["jpn"]),
    Language(name: "khmer", code: "km", stemmed: false, aliases: ["khm"]),
    Language(name: "korean", code: "ko", stemmed: false, aliases: ["kor"]),
    Language(name: "lao", code: "lo", stemmed: false, aliases: ["lao"]),
    Language(name: "persian", code: "fa", stemmed: false, aliases: ["fas", "per"]),
    Language(name: "polish", code: "pl", stemmed: false, aliases: ["pol"]),
    Language(name: "thai", code: "th", stemmed: false, aliases: ["tha"]),
    Language(name: "ukrainian", code: "uk", stemmed: false, aliases: ["ukr"]),
    Language(name: "vietnamese", code: "vi", stemmed: false, aliases: ["vie"]),
  ]

  /// Whether the language has a Snowball stemmer.
  public var hasStemmer: Bool { snowballAlgorithm != nil }

  /// Whether Stemma ships a stop-word list for the language.
  public var hasStopWords: Bool { StopWords.hasList(for: self) }

  /// Whether ICU segments the language's script with a dictionary (no spaces between words).
  public var usesDictionarySegmentation: Bool {
    ["zh", "ja", "th", "km", "lo", "my"].contains(code)
  }

  /// The ICU locale used for word breaking.
  var icuLocale: String { name == "porter" ? "en" : code }
}

extension Language {
  /// The root locale, for language-independent work (name lists): english's word breaks are
  /// the root's.
  static let neutral = Language(name: "english", code: "en", aliases: ["eng"])
}
