import ArgumentParser
import Linguistics

/// `stemma inflect`: the forms of each line's lemma.
struct Inflect: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write the forms of each line's lemma (LEMMA, or LEMMA<TAB>UPOS), space-separated.",
    discussion: """
      The lemma itself comes first, then its forms without duplicates. With a UPOS tag (NOUN, \
      VERB, ADJ, …) only that reading's forms are written. English forms come from its \
      inflection dictionary, grouped by part of speech (regular forms for words no dictionary \
      knows); the other languages with a lemma dictionary (de, fr, es, it, pt, nl, ru: see \
      `stemma languages`) read it backwards, forms in alphabetical order, the reverse index \
      built once at the first line. A word the dictionary lists only as a form of other \
      lemmas ("mice", "went") is written alone: lemmatize it first. Languages without a \
      dictionary write the lemma alone. A line of more than one word, or with an unknown \
      tag, is warned about on standard error as `lemmatize` does.
      """)

  @OptionGroup var language: LanguageOption
  @OptionGroup var input: InputOptions

  func run() throws {
    let inflector = Inflector(language: language.value)
    try input.process { InflectTransformer(inflector: inflector) }
  }
}

struct InflectTransformer: LineTransformer {
  let inflector: Inflector

  func warning(for line: String) -> String? { LemmatizeTransformer.warning(for: line) }

  mutating func transform(_ line: String, into output: inout [UInt8]) {
    let (lemma, tag) = LemmatizeTransformer.split(line)
    let pos = tag.flatMap { PartOfSpeech(universalTag: $0) }
    for (index, form) in inflector.inflections(of: lemma, as: pos).enumerated() {
      if index > 0 { output.append(UInt8(ascii: " ")) }
      output.append(LemmatizeTransformer.clean(form))
    }
  }
}
