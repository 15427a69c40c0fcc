import Linguistics

/// `stemma lemmatize` on vertical text: tags each sentence, then lemmatizes each line with the
/// tag the sentence gives its word (a UPOS column on the line still wins).
struct ContextLemmatizer: SentenceTransformer {
  var words: LemmatizeTransformer
  let tagger: Tagger

  mutating func transform(sentence: [String], inContext: Bool, into output: inout [UInt8]) {
    guard inContext, sentence.count > 0 else {
      for line in sentence {
        words.transform(line, into: &output)
        output.append(UInt8(ascii: "\n"))
      }
      return
    }
    let forms = sentence.map { LemmatizeTransformer.split($0).form }
    let tags = tagger.tags(for: forms)
    for (line, tag) in zip(sentence, tags) {
      let form = LemmatizeTransformer.split(line).form
      let context = words.lemmatizer.partOfSpeech(of: form, tagged: tag)
      words.transform(line, context: context, into: &output)
      output.append(UInt8(ascii: "\n"))
    }
  }

  func warning(for line: String) -> String? { LemmatizeTransformer.warning(for: line) }
}
