import ArgumentParser
import Linguistics

/// `stemma languages`: the supported languages and what Stemma does for each.
struct Languages: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List the supported languages with their codes and capabilities.",
    discussion: """
      text: one language a line, `code<TAB>name<TAB>capabilities` (comma-separated: tokenize, \
      fold, stem, stopwords, dictionary-segmentation, lemmatize, inflect, tag; inflect is listed \
      for every language with a lemma dictionary: English has an inflection dictionary, the \
      others read their lemma dictionary backwards); jsonl: one JSON object \
      a line, with "license" where a shipped dictionary's terms bind apps that ship it.
      """)

  @Option(help: "Output format: text (tab-separated, so tsv is the same) or jsonl.")
  var format: OutputFormat = .text

  func run() throws {
    var output: [UInt8] = []
    for language in Language.all {
      let capabilities = Self.capabilities(of: language)
      switch format {
      case .text, .tsv:
        output.append(
          "\(language.code)\t\(language.name)\t\(capabilities.joined(separator: ","))\n")
      case .jsonl:
        output.append("{\"code\":")
        output.appendJSONString(language.code)
        output.append(",\"name\":")
        output.appendJSONString(language.name)
        output.append(",\"snowball\":")
        if let algorithm = language.snowballAlgorithm {
          output.appendJSONString(algorithm)
        } else {
          output.append("null")
        }
        output.append(",\"capabilities\":[")
        output.append(capabilities.map { "\"\($0)\"" }.joined(separator: ","))
        output.append("]")
        let licenses = [
          Lemmatizer(language: language).dataLicense,
          (try? Tagger(language: language))?.dataLicense,
        ].compactMap { $0 }
        if !licenses.isEmpty {
          output.append(",\"license\":")
          output.appendJSONString(licenses.joined(separator: "; "))
        }
        output.append("}\n")
      }
    }
    let writer = OutputWriter()
    do {
      try writer.write(output)
      try writer.flush()
    } catch {
      throw error.report()
    }
  }

  static func capabilities(of language: Language) -> [String] {
    var capabilities = ["tokenize", "fold"]
    if language.hasStemmer { capabilities.append("stem") }
    if language.hasStopWords { capabilities.append("stopwords") }
    if language.usesDictionarySegmentation { capabilities.append("dictionary-segmentation") }
    let lemmatizer = Lemmatizer(language: language)
    if lemmatizer.hasDictionary { capabilities.append("lemmatize") }
    if Inflector(language: language).hasDictionary { capabilities.append("inflect") }
    if (try? Tagger(language: language)) != nil { capabilities.append("tag") }
    return capabilities
  }
}
