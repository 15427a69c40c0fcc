/// Generates the forms of a lemma, the reverse of the ``Lemmatizer``: "mouse" → ["mouse",
/// "mice"], "go" → ["go", "went", "gone", "going", "goes"], "good" (adjective) → ["good",
/// "better", "best"], German "Haus" → ["Haus", "Hause", "Hauses", "Häuser", "Häusern"].
///
/// Use it to augment an app's own data with word forms (index "mouse" under "mice" too), so
/// queries match without being lemmatized.
///
/// Where the forms come from:
/// - English: the inflection dictionary (LemmInflect's tables and the reverse of the lemma
///   dictionary), cleaned of the clitic fragments that tokenizers split off contractions
///   ("gon" of "gonna", "ca" of "can't", "'s"); a word neither dictionary knows gets its
///   regular forms from suffix rules ("flurb" → "flurbs", "flurbing", "flurbed").
/// - Every other language with a lemma dictionary (see ``Lemmatizer/languageCodes``): the
///   lemma dictionary read backwards. The reverse index is built in memory on the first call
///   for the language, once per process, and shared by every `Inflector` of it (see
///   `dictionaries/README.md` for its cost); nothing more is shipped.
/// - Other languages: the lemma alone.
///
/// A word the dictionary lists only as a form of other lemmas ("mice", "went", "Häuser") is
/// not inflected: its forms are itself alone. Lemmatize it first
/// (``Lemmatizer/lemma(of:as:)``) to get the forms of its lemma.
public struct Inflector: Hashable, Sendable {
  /// The language.
  public let language: Language
  /// The English inflection table (lemma → forms).
  let table: LemmaTable?
  /// The lemma table (form → lemmas), which tells a lemma from a form.
  let lemmaTable: LemmaTable?
  let rules: SuffixRules?
  /// The reverse of the lemma table, where there is no inflection table.
  let reverse: ReverseIndexSlot?

  /// The inflector for `language`.
  /// - Complexity: O(1); the first ``inflections(of:as:)`` call for a language without an
  ///   inflection table builds its reverse index, O(*n* log *n*) for *n* dictionary entries.
  public init(language: Language) {
    self.language = language
    self.table = LemmaTable(code: language.code, kind: "inflections")
    self.lemmaTable = LemmaTable(code: language.code, kind: "lemmas")
    self.rules = SuffixRules(code: language.code)
    self.reverse = table == nil ? ReverseIndexSlot.shared[language.code] : nil
  }

  /// Whether the language has inflections from a dictionary: an inflection table, or a lemma
  /// table read backwards.
  public var hasDictionary: Bool { table != nil || reverse != nil }

  /// Two inflectors are equal when they are for the same language.
  public static func == (lhs: Inflector, rhs: Inflector) -> Bool { lhs.language == rhs.language }

  /// Hashes the language.
  public func hash(into hasher: inout Hasher) { hasher.combine(language) }

  /// The forms of `lemma`: the lemma itself first, then its forms without duplicates. English
  /// forms are grouped by part of speech, the lemma's most frequent reading first ("go": the
  /// verb's "went", "gone", "going", "goes", then the noun's), each group in the dictionary's
  /// order; the other languages' dictionaries have no parts of speech, and their forms are in
  /// alphabetical order.
  ///
  /// Forms follow the dictionary's case: a capitalized lemma (a German noun) has capitalized
  /// forms. Where two lemmas differ only in case (German "essen", to eat, and "Essen", a meal),
  /// the one written exactly as `lemma` is used, or both when neither is. Then they follow the
  /// case of `lemma` as given, so that an app adds forms written as its data is: a lemma in
  /// capitals has its forms in capitals ("DOG" → "DOGS", "DOGGED"), a capitalized one (two
  /// letters or more, the rest lowercase) capitalized forms ("Dog" → "Dogs"); any other
  /// lemma ("dog", "I", "iPhone") keeps the dictionary's case.
  ///
  /// Without a part of speech, English forms are those of every reading the dictionary
  /// gives the lemma, except a form of a minor reading that the dictionary also reads as
  /// another lemma: "good" (an adjective first) gives "better" and "best" but not "goods",
  /// which the dictionary lists as a noun of its own as well as the plural of the noun "good".
  /// English suffix rules apply to words in the Latin script only.
  /// - Parameters:
  ///   - lemma: A dictionary form ("mouse", "go", "Haus").
  ///   - partOfSpeech: Only the forms of this reading ("good" as an adjective: "better",
  ///     "best"; as a noun: "goods"); every reading's forms when `nil`. Forms the dictionary
  ///     lists for no particular part of speech (most of the non-English dictionaries) are
  ///     kept for any.
  /// - Returns: At least `[lemma]`; empty only for an empty lemma.
  /// - Complexity: O(log *n*) dictionary probes plus O(*f*) for *f* forms.
  public func inflections(of lemma: String, as partOfSpeech: PartOfSpeech? = nil) -> [String] {
    guard !lemma.isEmpty else { return [] }
    let key = Lemmatizer.key(of: lemma)
    var forms = FormList(lemma: lemma)
    let pos = partOfSpeech == .properNoun ? PartOfSpeech.noun : partOfSpeech
    if table != nil {
      englishForms(of: lemma, key: key, as: pos, into: &forms)
    } else if let index = reverse?.index {
      reversedForms(of: lemma, key: key, as: pos, in: index, into: &forms)
    }
    return Inflector.cased(forms.forms, like: lemma)
  }

  /// `forms` in the case of `lemma`: all capitals where `lemma` has two letters or more, all
  /// capitals; first letter capitalized where `lemma` has an uppercase first letter and its
  /// other letters, at least one, lowercase; otherwise as they are.
  static func cased(_ forms: [String], like lemma: String) -> [String] {
    let letters = lemma.filter(\.isLetter)
    guard let first = letters.first, first.isUppercase else { return forms }
    let rest = letters.dropFirst()
    if !rest.isEmpty && rest.allSatisfy(\.isUppercase) {
      return [lemma] + forms.dropFirst().map { $0.uppercased() }
    }
    if !rest.isEmpty && rest.allSatisfy({ !$0.isUppercase }) && rest.contains(where: \.isLowercase)
    {
      return [lemma] + forms.dropFirst().map { capitalized($0, like: lemma) }
    }
    return forms
  }

  /// The readings a form of tag `tag` may be kept under when `pos` is asked for: its own, the
  /// dictionary's "any part of speech", and for an auxiliary its verb's.
  static func accepts(_ tag: UInt8, for pos: PartOfSpeech?) -> Bool {
    guard let pos else { return true }
    if tag == pos.tableTag || tag == PartOfSpeech.other.tableTag { return true }
    return pos == .auxiliary && tag == PartOfSpeech.verb.tableTag
  }
}

/// Forms in order without duplicates, compared by their dictionary key, so "Goods" and
/// "goods" are one form: the one cased like the lemma is kept, in the place of the first.
struct FormList {
  private(set) var forms: [String]
  private var positions: [String: Int]
  private let lemmaIsCapitalized: Bool

  init(lemma: String) {
    forms = [lemma]
    positions = [Lemmatizer.key(of: lemma): 0]
    lemmaIsCapitalized = lemma.first?.isUppercase ?? false
  }

  /// Adds `form`, whose dictionary key is `key` (computed from the form when not given).
  mutating func add(_ form: String, key: String? = nil) {
    guard !form.isEmpty else { return }
    let key = key ?? Lemmatizer.key(of: form)
    guard let position = positions[key] else {
      positions[key] = forms.count
      forms.append(form)
      return
    }
    let isCapitalized = { (text: String) in text.first?.isUppercase ?? false }
    if position > 0 && isCapitalized(forms[position]) != lemmaIsCapitalized
      && isCapitalized(form) == lemmaIsCapitalized
    {
      forms[position] = form
    }
  }
}
