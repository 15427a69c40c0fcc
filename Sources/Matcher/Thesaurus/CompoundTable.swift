/// Two-word compounds the ``Thesaurus`` knows ("hot dog", "teddy bear", "school bus"), and
/// which of their words name the thing itself.
///
/// In an English compound the last word is the head: a school bus is a bus, so "bus" keeps its
/// full weight in "school bus" while "school" does not. A hot dog is no dog and a teddy bear
/// no bear: where the compound's broader terms do not include its head, the head is only a part
/// too. A part still matches its own word, at ``ScoringWeights/compoundPart`` of the weight, but
/// never through broader terms or synonyms ("zebra crossing" is not an animal).
struct CompoundTable {
  enum Kind: UInt8 {
    /// Not a known compound.
    case none
    /// A known compound that is a kind of its head ("school bus").
    case keepsHead
    /// A known compound that is not a kind of its head ("hot dog").
    case replacesHead
  }

  let thesaurus: any Thesaurus
  private var known: [String: Kind] = [:]

  init(thesaurus: any Thesaurus) {
    self.thesaurus = thesaurus
  }

  /// What the pair of lemmas `first second` is, remembered by its text.
  mutating func kind(_ first: String, _ second: String) -> Kind {
    let pair = first + " " + second
    if let kind = known[pair] { return kind }
    let kind = Self.kind(of: pair, head: second, in: thesaurus)
    if known.count >= 100_000 { known.removeAll(keepingCapacity: true) }
    known[pair] = kind
    return kind
  }

  /// What `pair`, two lemmas joined by a space and ending in `head`, is in `thesaurus`, asked
  /// every time: for callers with a memo of their own (``KeyBuilder`` keeps one by word ids).
  static func kind(of pair: String, head: String, in thesaurus: any Thesaurus) -> Kind {
    let broader = thesaurus.broaderTerms(of: pair)
    return broader.isEmpty
      ? .none : broader.contains { $0.term == head } ? .keepsHead : .replacesHead
  }

  /// What two neighbouring words are, by their lemmas or, where the lemmas make no known
  /// compound, by the second word as written: a compound's head is a noun, so "zebra crossing"
  /// is found even when the lemmatizer reads "crossing" as the verb "cross".
  mutating func kind(lemmas: (String, String), folded: (String, String)) -> Kind {
    let byLemma = kind(lemmas.0, lemmas.1)
    if byLemma != .none || folded.1 == lemmas.1 { return byLemma }
    return kind(lemmas.0, folded.1)
  }

  /// Whether a word ending at `end` and the next one starting at `start` of `text` stand side
  /// by side, with nothing but white space or a hyphen between them ("hot dog", "hot-dog"): only
  /// such words form a compound. A stop word or punctuation between them ("a bear in the grass",
  /// "dog, grass") leaves two words, even where they are kept in a list without it.
  static func adjoin(_ end: String.Index, _ start: String.Index, in text: String) -> Bool {
    guard end < start else { return end == start }
    // Scalar by scalar through the text's own view, not a slice of it (which retained the
    // text), for every pair of neighbouring words of every title and caption.
    var index = end
    while index < start {
      guard joins(text.unicodeScalars[index]) else { return false }
      index = text.unicodeScalars.index(after: index)
    }
    return true
  }

  /// Whether `scalar` may stand between two words of a compound: white space or a hyphen.
  /// ASCII is told apart without looking up the scalar's properties (which cost more than the
  /// rest of ``adjoin(_:_:in:)``): its white space is U+0009 to U+000D and the space.
  static func joins(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20, 0x09...0x0D, 0x2D: return true
    case ..<0x80: return false
    default: return joinsBeyondASCII(scalar)
    }
  }

  /// ``joins(_:)`` for a scalar beyond ASCII, apart: inlined, its property lookup made every
  /// call of ``adjoin(_:_:in:)`` fetch the properties' type first.
  @inline(never)
  private static func joinsBeyondASCII(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace || scalar == "\u{2010}" || scalar == "\u{2011}"
  }

  /// Which of the words (given as parallel `lemmas` and `folded` forms) are parts of a known
  /// compound with a neighbour; `adjoins[i]` says whether word `i` stands right after word
  /// `i - 1` (see ``adjoin(_:_:in:)``).
  mutating func parts(lemmas: [String], folded: [String], adjoins: [Bool]) -> [Bool] {
    var parts = [Bool](repeating: false, count: lemmas.count)
    for index in lemmas.indices.dropLast()
    where index + 1 < folded.count && adjoins[index + 1] {
      let pair = kind(
        lemmas: (lemmas[index], lemmas[index + 1]), folded: (folded[index], folded[index + 1]))
      switch pair {
      case .none: continue
      case .keepsHead: parts[index] = true
      case .replacesHead:
        parts[index] = true
        parts[index + 1] = true
      }
    }
    return parts
  }
}

extension PhotoIndex {
  /// A query's words with each compound as one word: "hot dog" asks for hot dogs, not for
  /// photos with something hot and a dog.
  ///
  /// A pair is a compound when WordNet lists it, written open ("sports equipment", "dining
  /// table": a term even when no photo holds the pair, so its narrower terms answer it) or
  /// closed ("cell phone" as "cellphone": English writes one compound open, hyphenated or
  /// closed). A compound WordNet lists as a kind of its last word also matches that word alone,
  /// at ``ScoringWeights/compoundHead`` ("table" for "dining table", "phone" for "cell phone");
  /// one it says is not ("hot dog") does not. Two words WordNet does not know as a compound
  /// stay two words, each required wherever it stands: that they happen to stand side by side
  /// in some caption ("beach dog") makes them no unit, and a phrase would drop the photos that
  /// hold both apart.
  func mergingCompounds(_ words: [QueryWord]) -> [QueryWord] {
    var compounds = CompoundTable(thesaurus: thesaurus)
    var result: [QueryWord] = []
    var index = 0
    while index < words.count {
      if index + 1 < words.count && words[index + 1].adjoinsPrevious {
        let (first, second) = (words[index], words[index + 1])
        // "sports equipment": the modifier of a compound is often a plural as written.
        var kind = compounds.kind(
          lemmas: (first.lemma, second.lemma), folded: (first.folded, second.folded))
        var pair = QueryWord(pair: first, second)
        if kind == .none && first.folded != first.lemma {
          kind = compounds.kind(first.folded, second.lemma)
          if kind != .none { pair.lemma = first.folded + " " + second.lemma }
        }
        if kind == .none {
          kind = CompoundTable.kind(
            of: first.folded + second.folded, head: second.lemma, in: thesaurus)
        }
        if kind != .none {
          if kind == .keepsHead {
            pair.head = QueryWord.Head(
              folded: second.folded, lemma: second.lemma, stem: second.stem)
          }
          result.append(pair)
          index += 2
          continue
        }
      }
      result.append(words[index])
      index += 1
    }
    return result
  }
}
