import ArgumentParser
import Linguistics

/// Which form `stemma normalize` writes.
enum NormalizeMode: String, ExpressibleByArgument, CaseIterable, Sendable {
  case fold, stem, lemma

  /// The forms the mode writes: the only ones its text output computes.
  var forms: Term.Forms {
    switch self {
    case .fold: .folded
    case .stem: [.folded, .stem]
    case .lemma: [.folded, .lemma]
    }
  }
}

/// `stemma normalize`: one line of search terms per input line.
struct Normalize: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Turn each line into search terms: folded, stemmed or lemmatized.",
    discussion: """
      text: the terms in the chosen mode joined by a space; tsv: four tab-separated columns \
      (surface, folded, lemma, stem), each the line's terms joined by a space; jsonl: \
      {"terms":[{"surface":…,"start":…,"end":…,"folded":…,"lemma":…,"stem":…,"stopWord":…}]}. \
      Languages without a lemma dictionary (see `stemma languages`) use the folded form as \
      the lemma. --trace (jsonl only; any other format is a usage error, exit 64) shows how \
      each term is made: {"terms":[{"surface":…,"start":…,"end":…,"kind":…,"folding":[{"step":\
      …,"text":…}],"folded":…,"lemmatizerInput":…,"lemmas":[{"lemma":…,"pos":…,"source":…,\
      "score":…,"entry":…,"rule":{"removed":…,"added":…}}],"lemma":…,"stemmerInput":…,"stem":\
      …,"stopWord":…}]}; folding lists only the steps that changed the text (width, case, \
      punctuation, diacritics, kana, possessive, turkic-i), in order, with the text after each; \
      lemmas are the lemmatizer's readings best first, source one of dictionary, \
      exceptionList, rule, fallback.
      """)

  @OptionGroup var language: LanguageOption
  @Option(help: "Which form to write: fold, stem or lemma.") var mode: NormalizeMode = .lemma
  @Option(help: "Output format: text, tsv or jsonl.") var format: OutputFormat = .text
  @Flag(help: "Leave out the language's stop words.") var removeStopWords = false
  @Flag(help: "Keep diacritics (fold case and width only).") var keepDiacritics = false
  @Flag(
    help: """
      Lemmatize each line's words in context (lemma mode): the line is tagged first, so that \
      "she leaves" gives "leave" and "the leaves" "leaf".
      """)
  var context = false
  /// The old context path, every word of a line tagged: for measuring the two.
  @Flag(help: .hidden) var tagEveryWord = false
  @Flag(
    help: """
      Show how each term is made: folding steps, lemma readings with their dictionary entry \
      or rule, stemmer input (needs --format jsonl).
      """)
  var trace = false
  @OptionGroup var input: InputOptions

  func validate() throws {
    if trace && format != .jsonl {
      throw ValidationError("--trace writes JSON Lines only: add --format jsonl")
    }
  }

  func run() throws {
    var normalization = Normalizer.Options.searchKey
    if keepDiacritics { normalization.remove(.diacriticFolding) }
    let analyzer = Analyzer(
      language: language.value, normalization: normalization, removesStopWords: removeStopWords,
      lemmatizesInContext: context && mode == .lemma)
    if trace {
      try input.process { TraceTransformer(analyzer: analyzer) }
      return
    }
    let (mode, format) = (self.mode, self.format)
    let everyWord = tagEveryWord
    try input.process {
      NormalizeTransformer(
        analyzer: analyzer, mode: mode, format: format, tagsEveryWord: everyWord)
    }
  }
}

struct NormalizeTransformer: LineTransformer {
  let analyzer: Analyzer
  let mode: NormalizeMode
  let format: OutputFormat
  /// Whether the context path tags every word of a line (the old path, for measuring).
  var tagsEveryWord = false
  var cache = AnalysisCache()
  /// Whether the line being written has a term yet: the separator before the next one.
  var wroteTerm = false
  /// The tsv column being written when a line comes in pieces.
  var column = 0

  /// Text and jsonl lines are written term by term, so a long line can come in pieces; a tsv
  /// line too, one column a pass over its pieces (analyzing a long line four times rather than
  /// holding its terms).
  var acceptsPieces: Bool { analyzer.tokenizer.tokenizesPiecesIndependently }

  var piecePasses: Int { format == .tsv ? Self.tsvColumns.count : 1 }

  /// The tsv columns, in order.
  static let tsvColumns: [@Sendable (Term) -> String] = [
    { $0.surface }, { $0.folded }, { $0.lemma }, { $0.stem },
  ]

  mutating func transform(_ line: String, into output: inout [UInt8]) {
    switch format {
    case .text, .jsonl:
      // The same path as a line in pieces, with one piece: the two cannot drift apart.
      beginPieces(into: &output)
      transform(piece: line, atUTF8Offset: 0, into: &output)
      endPieces(into: &output)
    case .tsv:
      // Analyzed once for the four columns (a line in pieces is analyzed once a column).
      let terms = analyzer.terms(in: line, cache: &cache)
      for (index, column) in Self.tsvColumns.enumerated() {
        if index > 0 { output.append(UInt8(ascii: "\t")) }
        for (position, term) in terms.enumerated() {
          if position > 0 { output.append(UInt8(ascii: " ")) }
          output.append(column(term))
        }
      }
    }
  }

  mutating func beginPieces(into output: inout [UInt8]) {
    wroteTerm = false
    column = 0
    if format == .jsonl { output.append("{\"terms\":[") }
  }

  mutating func nextPass(into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\t"))
    wroteTerm = false
    column += 1
  }

  mutating func transform(piece: String, atUTF8Offset offset: Int, into output: inout [UInt8]) {
    switch format {
    case .text where analyzer.lemmatizesInContext:
      // A word's lemma depends on its neighbours: the line is read as a whole.
      let terms =
        tagsEveryWord
        ? analyzer.termsTaggingEveryWord(in: piece, forms: mode.forms, cache: &cache)
        : analyzer.terms(in: piece, forms: mode.forms, cache: &cache)
      for term in terms {
        if wroteTerm { output.append(UInt8(ascii: " ")) }
        wroteTerm = true
        output.append(term.lemma)
      }
    case .text:
      Self.writeText(
        piece, analyzer: analyzer, mode: mode, cache: &cache, wroteTerm: &wroteTerm,
        into: &output)
    case .jsonl:
      for term in analyzer.terms(in: piece, cache: &cache) {
        if wroteTerm { output.append(UInt8(ascii: ",")) }
        wroteTerm = true
        Self.appendJSON(term, offset: offset, to: &output)
      }
    case .tsv:
      for term in analyzer.terms(in: piece, cache: &cache) {
        if wroteTerm { output.append(UInt8(ascii: " ")) }
        wroteTerm = true
        output.append(Self.tsvColumns[column](term))
      }
    }
  }

  mutating func endPieces(into output: inout [UInt8]) {
    if format == .jsonl { output.append("]}") }
  }

  /// One term as a JSON object, its offsets moved by `offset` (the piece's place in the line).
  private static func appendJSON(_ term: Term, offset: Int, to output: inout [UInt8]) {
    output.append("{\"surface\":")
    output.appendJSONString(term.surface)
    output.append(",\"start\":")
    output.appendInteger(offset + term.utf8Range.lowerBound)
    output.append(",\"end\":")
    output.appendInteger(offset + term.utf8Range.upperBound)
    output.append(",\"folded\":")
    output.appendJSONString(term.folded)
    output.append(",\"lemma\":")
    output.appendJSONString(term.lemma)
    output.append(",\"stem\":")
    output.appendJSONString(term.stem)
    output.append(term.isStopWord ? ",\"stopWord\":true}" : ",\"stopWord\":false}")
  }

  /// The text format: the mode's form of each word, computing only that form.
  ///
  /// Static, and given the analyzer and the cache apart: a closure that read `self.analyzer`
  /// while mutating `self.cache` copied the analyzer (every stored reference retained and
  /// released) once per word.
  private static func writeText(
    _ line: String, analyzer: borrowing Analyzer, mode: NormalizeMode,
    cache: inout AnalysisCache, wroteTerm: inout Bool, into output: inout [UInt8]
  ) {
    let computing = mode.forms
    var first = !wroteTerm
    defer { wroteTerm = !first }
    // Only the words' bytes: this format writes no range or kind, and a word the cache holds
    // is written from its entry without becoming a string or copying the entry.
    analyzer.tokenizer.forEachTokenUTF8(in: line) { word in
      cache.withForms(ofUTF8: word, in: analyzer, computing: computing) { forms in
        if forms.pointee.isStopWord && analyzer.removesStopWords { return }
        if !first { output.append(UInt8(ascii: " ")) }
        first = false
        switch mode {
        case .fold: output.append(forms.pointee.folded)
        case .stem: output.append(forms.pointee.stem)
        case .lemma: output.append(forms.pointee.lemma)
        }
      }
    }
  }
}
