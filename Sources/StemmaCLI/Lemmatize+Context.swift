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
    // A word the tagger is unsure of is read alone, as the Analyzer reads it. A contraction
    // ("Don't") is tagged as the treebanks' two words ("Do" "n't").
    let tagged = tagger.syntacticWords(of: forms)
    for ((line, form), parts) in zip(zip(sentence, forms), tagged) {
      let hints = parts.map { part in
        part.isConfident
          ? words.lemmatizer.partOfSpeech(of: String(form[part.range]), tagged: part.tag) : nil
      }
      if parts.count > 1 {
        words.transform(line, context: nil, parts: hints, into: &output)
      } else {
        words.transform(line, context: hints.first ?? nil, into: &output)
      }
      output.append(UInt8(ascii: "\n"))
    }
  }

  func warning(for line: String) -> String? { LemmatizeTransformer.warning(for: line) }
}
