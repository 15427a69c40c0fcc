import ArgumentParser
import Linguistics

/// `stemma lemmatize`: one lemma per input line.
struct Lemmatize: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write the lemma of each line's word (FORM, or FORM<TAB>UPOS).",
    discussion: """
      Each input line is a word, optionally followed by a tab and its Universal Dependencies \
      UPOS tag (NOUN, PROPN, VERB, AUX, ADJ, ADV, …), as in ../shared/eval/lemma_eval.py. \
      text: the lemma; with --all, every candidate best first as lemma:score joined by a tab. \
      tsv is the same as text (its --all fields are tab-separated already). jsonl: \
      {"form":…,"lemmas":[{"lemma":…,"pos":…,"source":…,"score":…}]}. Languages without a \
      lemma dictionary write each word lowercased. A line that holds more than one word is \
      lemmatized as it is, as one form, and an unknown tag is ignored (the word is \
      lemmatized without one); either way the line still gets its output line, a warning \
      (FILE:LINE: what is wrong) goes to standard error, and the exit status is unchanged.

      Vertical text (CoNLL): an empty line ends a sentence and is answered by an empty line. \
      Where a part-of-speech tagger is shipped (stemma languages), the words of a sentence \
      that give no UPOS are tagged in context and lemmatized with that tag ("saw" in "I saw \
      her" is "see"). A block that no empty line ends (one word alone, a word list), or a run \
      of more than 1000 lines without one, is lemmatized word by word without context. \
      Context reads the input in order on one thread (--jobs is then ignored); split vertical \
      input at empty lines only. --no-context lemmatizes every word alone. An English \
      contraction on one line ("don't", "can't", "it's") is read as the two words the \
      treebanks write ("do" "n't") and answered with both lemmas: "do not".
      """)

  @OptionGroup var language: LanguageOption
  @Flag(help: "Write every candidate lemma with its score, best first.") var all = false
  @Option(help: "Output format: text (tsv is the same) or jsonl.") var format: OutputFormat = .text
  @OptionGroup var input: InputOptions

  @Flag(
    help: "Lemmatize each word alone, even in vertical text (no part-of-speech tagging).")
  var noContext = false

  func run() throws {
    let lemmatizer = Lemmatizer(language: language.value)
    let (all, format) = (self.all, self.format)
    let words = LemmatizeTransformer(lemmatizer: lemmatizer, all: all, format: format)
    guard !noContext, let tagger = try? Tagger(language: language.value) else {
      try input.process { words }
      return
    }
    var transformer = ContextLemmatizer(words: words, tagger: tagger)
    do {
      try SentenceEngine(invalidPolicy: input.onInvalid).run(
        paths: input.files, transformer: &transformer)
    } catch {
      throw error.report()
    }
  }
}

struct LemmatizeTransformer: LineTransformer {
  let lemmatizer: Lemmatizer
  let all: Bool
  let format: OutputFormat
  /// Lemmas of lines already seen (running text repeats its words); cleared when full.
  var cache: [String: String] = [:]

  mutating func transform(_ line: String, into output: inout [UInt8]) {
    transform(line, context: nil, into: &output)
  }

  /// Appends the output for `line`; `context` is the part of speech the tagger read in the
  /// line's sentence, used when the line gives no UPOS tag.
  /// - Parameter parts: The parts of speech the tagger read for the syntactic words of a
  ///   contraction ("Do" "n't"), where the line is one.
  mutating func transform(
    _ line: String, context: PartOfSpeech?, parts: [PartOfSpeech?] = [],
    into output: inout [UInt8]
  ) {
    if context == nil && parts.isEmpty && format == .text && !all, let lemma = cache[line] {
      output.append(lemma)
      return
    }
    let (form, tag) = Self.split(line)
    let pos = tag.flatMap { PartOfSpeech(universalTag: $0) } ?? context
    // A contraction on a line of its own ("don't") is answered as the treebanks read its two
    // words: "do not"; a UPOS column gives the first word's part of speech.
    let hints = tag.flatMap { PartOfSpeech(universalTag: $0) }.map { [$0] } ?? parts
    if let lemma = lemmatizer.lemma(ofContraction: form, hints: hints) {
      writeContraction(form, lemma, into: &output)
      return
    }
    switch (format, all) {
    case (.jsonl, _):
      output.append("{\"form\":")
      output.appendJSONString(form)
      output.append(",\"lemmas\":[")
      for (index, lemma) in lemmatizer.lemmas(of: form, as: pos).enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        output.append("{\"lemma\":")
        output.appendJSONString(lemma.value)
        output.append(",\"pos\":")
        if let pos = lemma.partOfSpeech {
          output.appendJSONString(pos.universalTag)
        } else {
          output.append("null")
        }
        output.append(",\"source\":\"\(lemma.source.rawValue)\",\"score\":")
        output.append(Self.format(lemma.score))
        output.append(UInt8(ascii: "}"))
      }
      output.append("]}")
    case (_, true):
      var written = Set<String>()
      for lemma in lemmatizer.lemmas(of: form, as: pos) where written.insert(lemma.value).inserted {
        if written.count > 1 { output.append(UInt8(ascii: "\t")) }
        output.append(Self.clean(lemma.value))
        output.append(UInt8(ascii: ":"))
        output.append(Self.format(lemma.score))
      }
    case (_, false):
      let lemma = Self.clean(lemmatizer.lemma(of: form, as: pos))
      if context == nil {
        if cache.count >= 100_000 { cache.removeAll(keepingCapacity: true) }
        cache[line] = lemma
      }
      output.append(lemma)
    }
  }

  /// Writes the one reading of a contraction in the output format.
  private func writeContraction(_ form: String, _ lemma: String, into output: inout [UInt8]) {
    switch (format, all) {
    case (.jsonl, _):
      output.append("{\"form\":")
      output.appendJSONString(form)
      output.append(",\"lemmas\":[{\"lemma\":")
      output.appendJSONString(lemma)
      output.append(",\"pos\":null,\"source\":\"\(Lemma.Source.rule.rawValue)\",\"score\":")
      output.append(Self.format(1))
      output.append("}]}")
    case (_, true):
      output.append(Self.clean(lemma))
      output.append(UInt8(ascii: ":"))
      output.append(Self.format(1))
    case (_, false):
      output.append(Self.clean(lemma))
    }
  }

  func warning(for line: String) -> String? { Self.warning(for: line) }

  /// What is wrong with a `FORM` or `FORM<TAB>UPOS` line: more than one word in the form, or
  /// a tag that is not a UPOS tag; `nil` for a good line (and an empty one).
  static func warning(for line: String) -> String? {
    let (form, tag) = split(line)
    if form.contains(where: \.isWhitespace) {
      return "more than one word: \"\(form)\" is read as one form (give one word a line)"
    }
    if let tag, PartOfSpeech(universalTag: tag) == nil {
      return "unknown UPOS tag \"\(tag)\" ignored (NOUN, PROPN, VERB, AUX, ADJ, ADV, …)"
    }
    return nil
  }

  /// The form and the UPOS tag of an input line (`FORM` or `FORM<TAB>UPOS`).
  static func split(_ line: String) -> (form: String, tag: String?) {
    guard let tab = line.firstIndex(of: "\t") else { return (line, nil) }
    let rest = line[line.index(after: tab)...]
    let tag = rest.prefix { $0 != "\t" }
    return (String(line[..<tab]), tag.isEmpty ? nil : String(tag))
  }

  /// A lemma safe for a one-line output field.
  static func clean(_ text: String) -> String {
    guard text.contains(where: { $0 == "\t" || $0 == "\n" || $0 == "\r" }) else { return text }
    return String(text.map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : $0 })
  }

  /// A score with at most three decimals.
  static func format(_ score: Double) -> String {
    let thousandths = Int((score * 1000).rounded())
    let fraction = String(thousandths % 1000)
    let padded = String(repeating: "0", count: 3 - fraction.count) + fraction
    return "\(thousandths / 1000).\(padded)"
  }
}
