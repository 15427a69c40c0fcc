public import Linguistics

/// WordNet's noun hierarchy is a thesaurus: ``Hypernyms/broaderTerms(of:)`` and
/// ``Hypernyms/synonyms(of:)`` are the two requirements.
extension Hypernyms: Thesaurus {}

extension PhotoIndex {
  /// The shipped thesaurus for a language: WordNet's nouns for English, none elsewhere.
  /// - Parameter language: The language of the photos' text.
  public static func defaultThesaurus(for language: Language) -> any Thesaurus {
    Hypernyms(language: language) ?? EmptyThesaurus()
  }
}
