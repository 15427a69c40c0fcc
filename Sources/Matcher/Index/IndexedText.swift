internal import Linguistics

/// The keys one photo contributes to each field: every form of every word, and of every pair
/// of adjacent words (for phrase matches and for multi-word names such as "golden retriever",
/// which have broader terms of their own), with which forms produced each key and how often.
struct IndexedText {
  struct Entry {
    var forms: Posting.Forms
    var frequency: Int
    /// How many of the occurrences are parts of a compound (see ``CompoundTable``).
    var parts: Int
    /// Whether every occurrence is a part.
    var isPart: Bool { parts == frequency }
  }

  /// Per field, the keys in first-seen order with their forms and frequency.
  var fields: [[(key: String, entry: Entry)]] = Array(repeating: [], count: PhotoField.count)
  /// Per field, the number of words.
  var lengths = [Int](repeating: 0, count: PhotoField.count)

  /// Whether a field drops stop words: running text does ("a man on a beach"); names and
  /// keywords keep every word ("The Who", "Up").
  static func dropsStopWords(_ field: PhotoField) -> Bool {
    field == .caption || field == .title
  }

  /// Whether an English word is an -ing or -ed form whose lemma is a verb ("standing" → stand,
  /// "parked" → park): such a word keeps its stem match but not its lemma, so it never takes on
  /// the broader terms of the noun spelled like its lemma ("a stand" is a table; "standing" is
  /// not). Nouns in -ing keep their own lemma ("building", "painting").
  static func isVerbForm(_ folded: String, lemma: String, in language: Language) -> Bool {
    language.code == "en" && lemma != folded
      && (folded.hasSuffix("ing") || folded.hasSuffix("ed"))
  }

  /// Per field, where each key sits in ``fields``.
  private var positions = [[String: Int]](repeating: [:], count: PhotoField.count)

  /// An empty text, to ``append(_:to:analyzer:cache:compounds:)`` to.
  init() {}

  /// Analyzes a photo's text.
  init(
    _ photo: Photo, analyzer: Analyzer, cache: inout AnalysisCache, compounds: inout CompoundTable
  ) {
    func add(_ text: String, _ field: PhotoField) {
      append(text, to: field, analyzer: analyzer, cache: &cache, compounds: &compounds)
    }
    for tag in photo.tags { add(tag, .tag) }
    if let title = photo.title { add(title, .title) }
    for album in photo.albums { add(album, .album) }
    if let location = photo.location { add(location, .location) }
    for person in photo.people { add(person, .person) }
    if let caption = photo.caption { add(caption, .caption) }
  }

  /// Analyzes one text of `field` and adds its keys.
  mutating func append(
    _ text: String, to field: PhotoField, analyzer: Analyzer, cache: inout AnalysisCache,
    compounds: inout CompoundTable
  ) {
    let drops = Self.dropsStopWords(field)
    let terms = analyzer.terms(in: text, cache: &cache).filter { !(drops && $0.isStopWord) }
    let parts =
      terms.count > 1
      ? compounds.parts(
        lemmas: terms.map(\.lemma), folded: terms.map(\.folded),
        adjoins: terms.indices.map {
          $0 > 0
            && CompoundTable.adjoin(
              terms[$0 - 1].range.upperBound, terms[$0].range.lowerBound, in: text)
        }) : [false]
    var previous: Term?
    for (term, isPart) in zip(terms, parts) {
      lengths[Int(field.rawValue)] += 1
      addForms(
        folded: term.folded, lemma: term.lemma, stem: term.stem, to: field, isPart: isPart,
        language: analyzer.language)
      if let previous {
        addForms(
          folded: previous.folded + " " + term.folded, lemma: previous.lemma + " " + term.lemma,
          stem: previous.stem + " " + term.stem, to: field, isPart: false,
          language: analyzer.language)
      }
      previous = term
    }
  }

  private mutating func add(
    _ key: String, _ forms: Posting.Forms, _ field: PhotoField, _ isPart: Bool
  ) {
    let slot = Int(field.rawValue)
    if let position = positions[slot][key] {
      fields[slot][position].entry.forms.formUnion(forms)
      fields[slot][position].entry.frequency += 1
      if isPart { fields[slot][position].entry.parts += 1 }
    } else {
      positions[slot][key] = fields[slot].count
      fields[slot].append((key, Entry(forms: forms, frequency: 1, parts: isPart ? 1 : 0)))
    }
  }

  private mutating func addForms(
    folded: String, lemma: String, stem: String, to field: PhotoField, isPart: Bool,
    language: Language
  ) {
    // One occurrence per distinct key, carrying every form that produced it.
    var forms: [(String, Posting.Forms)] = [(folded, .folded)]
    if lemma == folded {
      forms[0].1.insert(.lemma)
    } else if !Self.isVerbForm(folded, lemma: lemma, in: language) {
      forms.append((lemma, .lemma))
    }
    if let match = forms.firstIndex(where: { $0.0 == stem }) {
      forms[match].1.insert(.stem)
    } else {
      forms.append((stem, .stem))
    }
    for (key, set) in forms where !key.isEmpty { add(key, set, field, isPart) }
  }
}
