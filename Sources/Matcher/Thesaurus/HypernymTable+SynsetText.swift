extension HypernymTable {
  /// A table from synset lines alone (`LEMMAS<TAB>PARENTS`, words in any spelling): the words
  /// are put in key spelling and the sorted word list is built.
  /// - Parameter synsetText: The synset lines.
  /// - Complexity: O(*n* log *n*) in the number of words.
  convenience init(synsetText: String) {
    var synsets: [UInt8] = []
    var senses: [String: [String]] = [:]
    var lines = synsetText.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    for (number, line) in lines.enumerated() {
      let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
      var members: [String] = []
      for item in fields[0].split(separator: ",") {
        let secondary = item.hasPrefix("~")
        let word = Hypernyms.key(String(secondary ? item.dropFirst() : item))
        guard !word.isEmpty, !members.contains(word), !members.contains("~" + word) else {
          continue
        }
        let mark = secondary ? "~" : ""
        members.append(mark + word)
        senses[word, default: []].append(mark + String(number))
      }
      synsets.append(contentsOf: members.joined(separator: ",").utf8)
      synsets.append(UInt8(ascii: "\t"))
      if fields.count == 2 { synsets.append(contentsOf: fields[1].utf8) }
      synsets.append(UInt8(ascii: "\n"))
    }
    var words: [UInt8] = []
    for word in senses.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      words.append(contentsOf: word.utf8)
      words.append(UInt8(ascii: "\t"))
      words.append(contentsOf: (senses[word] ?? []).joined(separator: ",").utf8)
      words.append(UInt8(ascii: "\n"))
    }
    self.init(synsets: synsets, words: words)
  }
}
