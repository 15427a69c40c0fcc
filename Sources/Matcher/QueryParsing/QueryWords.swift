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
    terms = analyzed.map { terms in
      terms.filter { keepsStopWords || !$0.isStopWord }.map(QueryWord.init)
    }.filter { !$0.isEmpty }
    for (index, label) in query.labels.enumerated() {
      let words = analyzer.terms(in: label.text)
      let keeps = words.allSatisfy(\.isStopWord)
      let kept = words.filter { keeps || !$0.isStopWord }.map(QueryWord.init)
      if !kept.isEmpty { labels.append((index, kept)) }
    }
  }
}
