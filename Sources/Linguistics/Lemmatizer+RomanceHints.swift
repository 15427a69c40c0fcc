// What a part-of-speech hint tells a French, Spanish or Portuguese lookup table that has no
// parts of speech. The table gives a form one lemma, whichever word class it was read in:
// a participle or a present form that is also a noun or an adjective reads as the noun or
// adjective ("composé", "nacido", "porte" as themselves), a noun that is also a verb form as
// the verb ("arrivée" → "arriver", "estado" → "estar"), an adjective that is a participle
// as its verb ("destacados" → "destacar"). The Universal Dependencies conventions of these
// languages lemmatize a verb as its infinitive, a noun as its singular and an adjective as its
// masculine singular, so a hint can pick the lemma by the language's regular morphology,
// checked against the table: a candidate infinitive counts only where the table reads one of
// its regular future or gerund forms as it ("porter" because "portera" is "porter").
// Chosen on half A of each dev set (dictionaries/split_dev.py), gold UPOS, content words:
// fr 0.9476 → 0.9774, es 0.9485 → 0.9621, pt 0.9372 → 0.9751; see dictionaries/README.md.

extension Lemmatizer {
  /// The languages whose hints go through ``romanceLemma(of:usual:as:)`` (French, Spanish,
  /// Portuguese), ``germanLemma(of:usual:as:)`` or ``dutchLemma(of:usual:as:)``.
  static let morphologyHintLanguages: Set<String> = ["fr", "es", "pt", "de", "nl"]

  /// The lemma a hint gives a word whose lowercase table reading is `usual`, or `nil` where
  /// the rules have nothing to say (the table's reading stands).
  ///
  /// - A verb is its infinitive: `usual` where it is one, else the longest stem of the word
  ///   (at most four letters cut) plus an infinitive ending that makes a verb the table knows
  ///   ("porte" → "porter", "nacido" → "nacer", "écrit" → "écrire").
  /// - A noun whose reading is a verb is the noun itself, less a plural -s where the table
  ///   knows the singular ("estado", "arrivées" → "arrivée").
  /// - An adjective is its masculine singular: a participle the table reads as its verb keeps
  ///   its own masculine singular ("destacados" → "destacado"), a feminine the table keeps
  ///   takes the masculine the table knows ("máxima" → "máximo").
  /// - Parameters:
  ///   - key: The word's dictionary key (NFC, lowercased).
  ///   - usual: The table's first reading of the word, lowercased.
  ///   - pos: The hint.
  /// - Complexity: O(*k*) dictionary probes for a word of *k* letters.
  func romanceLemma(of key: String, usual: String, as pos: PartOfSpeech) -> String? {
    guard let table, let morphology = RomanceMorphology(language: language.code) else {
      return nil
    }
    let rules = RomanceRules(table: table, morphology: morphology)
    let lemma: String
    switch pos {
    case .verb: lemma = rules.verb(key, usual: usual)
    case .noun: lemma = rules.noun(key, usual: usual)
    case .adjective: lemma = rules.adjective(key, usual: usual)
    default: return nil
    }
    return lemma == usual ? nil : lemma
  }
}

/// The regular inflection of French, Spanish and Portuguese that the hint rules need.
struct RomanceMorphology: Sendable {
  /// The language code.
  let code: String
  /// Infinitive endings, in the order candidates are tried.
  let infinitives: [String]

  /// The morphology of `language`, or `nil` for a language the rules do not cover.
  init?(language: String) {
    switch language {
    case "fr": infinitives = ["er", "ir", "re", "oir"]
    case "es": infinitives = ["ar", "er", "ir"]
    // "pôr" and its compounds ("propor", "transpor") end in -or.
    case "pt": infinitives = ["ar", "er", "ir", "or"]
    default: return nil
    }
    code = language
  }

  /// Whether `word` ends like an infinitive.
  func looksInfinitive(_ word: String) -> Bool {
    infinitives.contains { word.hasSuffix($0) }
  }

  /// Regular forms of the infinitive `verb` that only a verb has: the future (French
  /// "portera", "écrira"; Spanish and Portuguese "hablará"), the French imperfect ("devait")
  /// and the Spanish and Portuguese gerund ("hablando", "comiendo", "falando").
  func verbProbes(_ verb: String) -> [String] {
    switch code {
    case "fr":
      return [
        verb + "a", String(verb.dropLast()) + "a", String(verb.dropLast(2)) + "ait",
        String(verb.dropLast(3)) + "ait",
      ]
    case "es":
      return [verb + "á", String(verb.dropLast(2)) + (verb.hasSuffix("ar") ? "ando" : "iendo")]
    default:
      return [verb + "á", String(verb.dropLast()) + "ndo"]
    }
  }

  /// The singular candidates of `word`: less a plural -s (Spanish and Portuguese also -es:
  /// "militares" → "militar"), or the word itself where it has none.
  func singulars(_ word: String) -> [String] {
    guard word.hasSuffix("s") else { return [word] }
    var out = [String(word.dropLast())]
    if code != "fr" && word.hasSuffix("es") { out.append(String(word.dropLast(2))) }
    return out
  }

  /// The masculine candidates of a feminine singular: Spanish and Portuguese -a → -o,
  /// French -euse → -eux, -rice → -eur, -ive → -if, -enne → -en, -elle → -el, -ère → -er,
  /// -ète → -et, and -e dropped.
  func masculines(_ word: String) -> [String] {
    if code != "fr" {
      return word.hasSuffix("a") ? [String(word.dropLast()) + "o"] : []
    }
    let endings = [
      ("euse", "eux"), ("rice", "eur"), ("ive", "if"), ("enne", "en"), ("elle", "el"),
      ("ère", "er"), ("ète", "et"), ("e", ""),
    ]
    return endings.compactMap { feminine, masculine in
      word.hasSuffix(feminine) ? String(word.dropLast(feminine.count)) + masculine : nil
    }
  }
}

/// The hint rules of ``Lemmatizer/romanceLemma(of:usual:as:)`` over one table.
struct RomanceRules {
  let table: LemmaTable
  let morphology: RomanceMorphology

  /// The table's first reading of `key`, preferring readings of lowercase source forms, as a
  /// lowercase word does; `nil` where the table does not have the form.
  func reading(_ key: String) -> String? {
    let values = table.values(for: key)
    let value = values.first { $0.tag == UInt8(ascii: "x") } ?? values.first
    return value.map { Lemmatizer.key(of: $0.word) }
  }

  /// Whether `word` is an infinitive the table knows as a verb: one of its regular
  /// verb-only forms reads as it.
  func isVerb(_ word: String) -> Bool {
    morphology.looksInfinitive(word)
      && morphology.verbProbes(word).contains { reading($0) == word }
  }

  /// Whether the table knows `word` as a lemma: it reads the word, or its plural, as the
  /// word. (The table leaves out most forms that are their own lemma, so the word alone is
  /// often absent.)
  func isLemma(_ word: String) -> Bool {
    if reading(word) == word || reading(word + "s") == word { return true }
    return reading(word + (morphology.code == "fr" ? "x" : "es")) == word
  }

  func verb(_ key: String, usual: String) -> String {
    if isVerb(usual) || (usual != key && morphology.looksInfinitive(usual)) { return usual }
    // An infinitive the table does not know is its own lemma.
    if usual == key && morphology.looksInfinitive(key) { return usual }
    let letters = Array(key)
    for cut in 0...4 where letters.count - cut >= 2 {
      let stem = String(letters[..<(letters.count - cut)])
      for ending in morphology.infinitives {
        let candidate = stem + ending
        if candidate != key && isVerb(candidate) { return candidate }
      }
    }
    return usual
  }

  func noun(_ key: String, usual: String) -> String {
    let singulars = morphology.singulars(key)
    // An abbreviation ("m.") or a noun the table already reads by number only stays.
    guard usual != key, !key.contains("."), !singulars.contains(usual), isVerb(usual) else {
      return usual
    }
    guard key.hasSuffix("s") else { return key }
    return singulars.first { !table.values(for: $0).isEmpty || isLemma($0) } ?? usual
  }

  func adjective(_ key: String, usual: String) -> String {
    let singulars = morphology.singulars(key)
    if usual != key && (singulars.contains(usual) || !isVerb(usual)) {
      // The table read the word by number or as another adjective: only a feminine it keeps
      // changes ("máximas" → "máxima" → "máximo").
      guard singulars.contains(usual) else { return usual }
      return morphology.masculines(usual).first { isLemma($0) } ?? usual
    }
    let forms = singulars + (key.hasSuffix("s") ? [key] : [])
    for singular in forms {
      for candidate in morphology.masculines(singular) + [singular] where candidate != key {
        let read = reading(candidate)
        if isLemma(candidate) || read.map({ isVerb($0) || $0 == usual }) == true {
          return candidate
        }
      }
    }
    return usual
  }
}
