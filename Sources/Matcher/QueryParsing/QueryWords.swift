internal import Linguistics

/// The words of a query's search terms and labels, analyzed, with stop words left out unless
/// they are all there is ("the who" searches for both words; "dogs in the snow" for two).
struct QueryWords {
  /// Per search-term string, its words in order.
  var terms: [[QueryWord]] = []
  /// Per label with words: its position in ``PhotoQuery/labels`` and its words.
  var labels: [(index: Int, words: [QueryWord])] = []

  init(_ query: PhotoQuery, analyzer: Analyzer) {
    let analyzed = query.searchTerms.map { analyzer.terms(in: $0) }
    let keepsStopWords = analyzed.allSatisfy { $0.allSatisfy(\.isStopWord) }
    terms = zip(query.searchTerms, analyzed).map { text, terms in
      Self.words(terms.filter { keepsStopWords || !$0.isStopWord }, in: text)
    }.filter { !$0.isEmpty }
    for (index, label) in query.labels.enumerated() {
      let words = analyzer.terms(in: label.text)
      let keeps = words.allSatisfy(\.isStopWord)
      let kept = Self.words(words.filter { keeps || !$0.isStopWord }, in: label.text)
      if !kept.isEmpty { labels.append((index, kept)) }
    }
  }

  /// The query words of `terms` (the kept terms of `text`), each noting whether it stands
  /// right after the one before it in `text`: "dog in grass" keeps "dog" and "grass", which
  /// are no compound.
  static func words(_ terms: [Term], in text: String) -> [QueryWord] {
    var words = terms.map(QueryWord.init)
    for index in words.indices.dropFirst() {
      words[index].adjoinsPrevious = CompoundTable.adjoin(
        terms[index - 1].range.upperBound, terms[index].range.lowerBound, in: text)
    }
    return words
  }
}
