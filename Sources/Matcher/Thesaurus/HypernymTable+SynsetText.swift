extension HypernymTable {
  /// A table from synset lines alone (`LEMMAS<TAB>PARENTS`, words in any spelling, each
  /// optionally `~`-marked and followed by `:SHARE` in thousandths): the words are put in key
  /// spelling and the sorted word list is built. A word of several synsets with no share given
  /// gets an equal share of each, as the shipped table gives a word WordNet never tagged.
  /// - Parameters:
  ///   - synsetText: The synset lines.
  ///   - indexAfter: The lookups made before the words' hash index is built.
  /// - Complexity: O(*n* log *n*) in the number of words.
  convenience init(synsetText: String, indexAfter: Int = lookupsBeforeHashIndex) {
    var lines = synsetText.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    var parsed: [(members: [(word: String, mark: String, share: Int?)], parents: Substring?)] = []
    var senses: [String: [String]] = [:]
    for (number, line) in lines.enumerated() {
      let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
      var members: [(word: String, mark: String, share: Int?)] = []
      for item in fields[0].split(separator: ",") {
        let mark = item.hasPrefix("~") ? "~" : ""
        var text = mark.isEmpty ? item : item.dropFirst()
        var share: Int?
        if let colon = text.lastIndex(of: ":"), let value = Int(text[text.index(after: colon)...]) {
          share = value
          text = text[..<colon]
        }
        let word = Hypernyms.key(String(text))
        guard !word.isEmpty, !members.contains(where: { $0.word == word }) else { continue }
        members.append((word, mark, share))
        senses[word, default: []].append(mark + String(number))
      }
      parsed.append((members, fields.count == 2 ? fields[1] : nil))
    }
    var synsets: [UInt8] = []
    for (members, parents) in parsed {
      let items = members.map { member -> String in
        let count = senses[member.word]?.count ?? 1
        let share = member.share ?? (count > 1 ? 1000 / count : nil)
        return member.mark + member.word + (share.map { ":\($0)" } ?? "")
      }
      synsets.append(contentsOf: items.joined(separator: ",").utf8)
      synsets.append(UInt8(ascii: "\t"))
      if let parents { synsets.append(contentsOf: parents.utf8) }
      synsets.append(UInt8(ascii: "\n"))
    }
    var words: [UInt8] = []
    for word in senses.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      words.append(contentsOf: word.utf8)
      words.append(UInt8(ascii: "\t"))
      words.append(contentsOf: (senses[word] ?? []).joined(separator: ",").utf8)
      words.append(UInt8(ascii: "\n"))
    }
    self.init(synsets: synsets, words: words, indexAfter: indexAfter)
  }
}
