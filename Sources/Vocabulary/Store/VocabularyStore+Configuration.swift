public import Linguistics

extension VocabularyStore {
  /// A store's languages, decay and resolution policy.
  public struct Configuration: Hashable, Sendable {
    /// The languages entries and queries are analyzed in; the first is the default for new
    /// entries. Each entry keeps the language it was analyzed in, and a query is analyzed once
    /// per language present among the entries of its kind, each entry compared with the
    /// query's analysis in its own language.
    public var languages: [Language]
    /// How fast uses stop counting.
    public var decay: Decay
    /// How scores become outcomes.
    public var resolution: ResolutionPolicy

    /// English, when no language is given.
    public static let defaultLanguage: Language =
      (try? Language("en")) ?? Language.all.first { $0.code == "en" } ?? Language.all[0]

    /// Creates a configuration.
    /// - Parameters:
    ///   - languages: The languages, default first; English when empty.
    ///   - decay: How fast uses stop counting; a 90-day half-life by default.
    ///   - resolution: How scores become outcomes.
    public init(
      languages: [Language] = [], decay: Decay = Decay(), resolution: ResolutionPolicy = .init()
    ) {
      self.languages = languages.isEmpty ? [Self.defaultLanguage] : languages
      self.decay = decay
      self.resolution = resolution
    }

    /// The default language of new entries.
    public var primaryLanguage: Language { languages.first ?? Self.defaultLanguage }
  }
}
