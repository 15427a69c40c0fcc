/// Words that carry no identity for a kind: stop words, possessives, and the kind's own nouns
/// ("the ski trip album", "pictures from camping 2021", "my pilates workout"). A query word
/// listed here that matches nothing in an entry is set aside at a small cost
/// (``ResolutionPolicy/Score/fillerSetAside``); one that matches an entry word still counts
/// ("Best of Paris", "Photo Walk").
///
/// The table is data: one list shared by every kind of a language, and one list of nouns per
/// kind and language. Words are compared folded, and by lemma ("albums" → "album").
struct FillerWords: Sendable {
  /// Folded articles, possessives and prepositions: filler only before another word, which
  /// they introduce ("the ski trip", "from camping"); "Bob at" is not "Bob".
  let introducing: Set<String>
  /// Folded nouns that name the kind: filler anywhere ("ski trip album", "album ski trip").
  let kindNouns: Set<String>

  /// Whether `word` carries no identity for the kind.
  /// - Parameters:
  ///   - word: A query word.
  ///   - isLast: Whether it is the query's last word.
  func contains(_ word: WordForms, isLast: Bool) -> Bool {
    let forms = [word.folded, word.lemma]
    if forms.contains(where: kindNouns.contains) { return true }
    return !isLast && forms.contains(where: introducing.contains)
  }

  /// The filler words of `kind` in the language `code` (BCP-47; its primary subtag is used);
  /// none for a language without a list.
  static func of(_ kind: EntryKind, language code: String) -> FillerWords {
    let language = code.split(separator: "-").first.map(String.init) ?? code
    return FillerWords(
      introducing: common[language] ?? [], kindNouns: nouns[language]?[kind] ?? [])
  }

  /// Stop words and possessives, for every kind: articles, prepositions that join a name to
  /// its context ("pictures from camping", "best of 2021"), possessives ("my", "our") and the
  /// words that introduce a name ("called", "named").
  static let common: [String: Set<String>] = [
    "en": [
      "a", "an", "the", "my", "our", "your", "his", "her", "their", "its", "of", "from", "in",
      "on", "at", "for", "with", "to", "me", "us", "called", "named", "this", "that", "these",
      "those",
    ]
  ]

  /// The kinds' own nouns: what a person says to name the kind rather than the entry.
  /// App-defined kinds have none: their nouns are unknown.
  static let nouns: [String: [EntryKind: Set<String>]] = [
    "en": [
      .photoAlbumName: [
        "album", "albums", "photo", "photos", "picture", "pictures", "pic", "pics", "image",
        "images", "folder", "collection",
      ],
      .photoTag: [
        "tag", "tags", "tagged", "photo", "photos", "picture", "pictures", "pic", "pics", "image",
        "images", "shot", "shots",
      ],
      .contactName: ["contact", "contacts", "number", "phone"],
      .contactGroupName: ["group", "groups", "list", "lists", "contacts", "contact"],
      .workoutActivityName: ["workout", "workouts", "exercise", "session", "training", "activity"],
      .carProfileName: ["car", "profile", "profiles", "setting", "settings", "mode", "seat"],
    ]
  ]
}
