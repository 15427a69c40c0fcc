internal import CStemmaData
internal import StemmaSupport
import Synchronization

/// The hypernym tables' text (see `dictionaries/build_hypernyms.py`), searched in place:
/// `synsets` holds one synset a line (`LEMMAS<TAB>PARENTS`, its id the line number, each lemma
/// `[~]WORD[:SHARE]`), `words` one word a line, sorted by bytes (`WORD<TAB>SENSES[<TAB>POS]`). Opening a table finds the line starts
/// and hashes each word into an index; a word's lookup is a hash probe, a prefix search a
/// binary search of the sorted words, and either parses only the few lines it visits. Malformed
/// text never traps: unparsable numbers and ids out of range are skipped.
///
/// `@unchecked Sendable`: the byte buffers are either the program's embedded data or copies
/// the table owns (freed in `deinit`), and nothing is written after `init` except the child
/// index, behind a lock.
final class HypernymTable: @unchecked Sendable {
  private let synsets: UnsafeBufferPointer<UInt8>
  private let synsetLines: [Int32]
  private let words: UnsafeBufferPointer<UInt8>
  private let wordLines: [Int32]
  /// The words by hash, for ``wordLine(of:)``: open addressing at most half full, each slot
  /// the high 32 bits of the word's hash then its line plus one (0 when empty).
  private let wordSlots: [UInt64]
  private let wordSeed: UInt64
  /// Whether `synsets` and `words` were allocated by the table (built at run time).
  private let ownsBuffers: Bool
  /// Each synset's hyponyms, built on the first downward walk.
  private let childIndex = Mutex<ChildIndex?>(nil)

  struct ChildIndex: Sendable {
    let start: [Int32]
    let children: [Int32]
  }

  private static let tab = UInt8(ascii: "\t")
  private static let newline = UInt8(ascii: "\n")
  private static let comma = UInt8(ascii: ",")
  private static let tilde = UInt8(ascii: "~")
  private static let colon = UInt8(ascii: ":")
  private static let cache = Mutex<[String: HypernymTable]>([:])

  /// The number of synsets.
  var synsetCount: Int { synsetLines.count - 1 }
  /// The number of distinct words.
  var wordCount: Int { wordLines.count - 1 }

  /// The shipped table for a language code, opened once per process; empty where none ships.
  static func shipped(_ code: String) -> HypernymTable {
    cache.withLock { cache in
      if let table = cache[code] { return table }
      let table = HypernymTable(synsets: embedded(code, "synsets"), words: embedded(code, "words"))
      cache[code] = table
      return table
    }
  }

  private static func embedded(_ code: String, _ kind: String) -> UnsafeBufferPointer<UInt8> {
    var length = 0
    guard let pointer = stemma_data_hypernyms(code, kind, &length), length > 0 else {
      return UnsafeBufferPointer(start: nil, count: 0)
    }
    return UnsafeBufferPointer(
      start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: length)
  }

  /// A table over two buffers that live as long as the program; `words` sorted by bytes.
  private init(synsets: UnsafeBufferPointer<UInt8>, words: UnsafeBufferPointer<UInt8>) {
    self.synsets = synsets
    self.words = words
    self.ownsBuffers = false
    synsetLines = Self.lineStarts(synsets)
    wordLines = Self.lineStarts(words)
    wordSeed = .random(in: .min ... .max)
    wordSlots = Self.hashWords(self.words, lines: wordLines, seed: wordSeed)
  }

  /// A table over two texts it keeps; `words` must be sorted by bytes.
  init(synsets: [UInt8], words: [UInt8]) {
    self.synsets = Self.copy(synsets)
    self.words = Self.copy(words)
    self.ownsBuffers = true
    synsetLines = Self.lineStarts(self.synsets)
    wordLines = Self.lineStarts(self.words)
    wordSeed = .random(in: .min ... .max)
    wordSlots = Self.hashWords(self.words, lines: wordLines, seed: wordSeed)
  }

  deinit {
    if ownsBuffers {
      synsets.deallocate()
      words.deallocate()
    }
  }

  private static func copy(_ bytes: [UInt8]) -> UnsafeBufferPointer<UInt8> {
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
    _ = buffer.initialize(from: bytes)
    return UnsafeBufferPointer(rebasing: buffer[0..<bytes.count])
  }

  /// Offsets of each line's first byte, then one past the last line's newline.
  private static func lineStarts(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int32] {
    guard bytes.count < Int(Int32.max) else { return [0] }
    var starts: [Int32] = [0]
    starts.reserveCapacity(bytes.count / 20)
    var index = 0
    while index < bytes.count {
      if bytes[index] == newline { starts.append(Int32(index + 1)) }
      index += 1
    }
    if let last = bytes.last, last != newline { starts.append(Int32(bytes.count + 1)) }
    return starts
  }

  // MARK: Words

  /// The word on line `line` of the word list (up to its tab).
  @inline(__always)
  private func word(onLine line: Int) -> UnsafeBufferPointer<UInt8> {
    Self.word(onLine: line, of: words, lines: wordLines)
  }

  /// The word on line `line` of `words`, whose lines start at `lines`.
  @inline(__always)
  private static func word(
    onLine line: Int, of words: UnsafeBufferPointer<UInt8>, lines: [Int32]
  ) -> UnsafeBufferPointer<UInt8> {
    let start = Int(lines[line])
    var end = start
    while end < words.count, words[end] != tab, words[end] != newline { end += 1 }
    return UnsafeBufferPointer(rebasing: words[start..<end])
  }

  /// The first line whose word is not below `key` (`wordCount` when none).
  private func lowerBound(_ key: UnsafeBufferPointer<UInt8>) -> Int {
    var low = 0
    var high = wordCount
    while low < high {
      let middle = (low + high) / 2
      if Self.compare(word(onLine: middle), key) == .less {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  /// The slots of ``wordSlots``: every word's line placed by its hash, in line order, so that
  /// a repeated word's first line comes first in its probe chain and is the one found.
  private static func hashWords(
    _ words: UnsafeBufferPointer<UInt8>, lines: [Int32], seed: UInt64
  ) -> [UInt64] {
    let count = lines.count - 1
    var capacity = 16
    while capacity < count * 2 { capacity *= 2 }
    var slots = [UInt64](repeating: 0, count: capacity)
    let mask = capacity - 1
    for line in 0..<count {
      let word = Self.word(onLine: line, of: words, lines: lines)
      let hash = InternTable.hash(word, seed: seed)
      var slot = Int(truncatingIfNeeded: hash >> 32) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = hash & 0xFFFF_FFFF_0000_0000 | UInt64(line + 1)
    }
    return slots
  }

  /// The line of `key` in the word list, or `nil`.
  /// - Complexity: O(*k*) for a key of *k* bytes (a hash lookup).
  func wordLine(of key: String) -> Int? {
    guard !wordSlots.isEmpty else { return nil }
    var key = key
    return key.withUTF8 { key in
      let hash = InternTable.hash(key, seed: wordSeed)
      let tag = hash & 0xFFFF_FFFF_0000_0000
      let mask = wordSlots.count - 1
      var slot = Int(truncatingIfNeeded: hash >> 32) & mask
      while wordSlots[slot] != 0 {
        if wordSlots[slot] & 0xFFFF_FFFF_0000_0000 == tag {
          let line = Int(truncatingIfNeeded: wordSlots[slot] & 0xFFFF_FFFF) - 1
          if Self.compare(word(onLine: line), key) == .equal { return line }
        }
        slot = (slot + 1) & mask
      }
      return nil
    }
  }

  /// Whether some word of the list starts with `prefix`.
  /// - Complexity: O(log *w* · *k*) for *w* words of length about *k*.
  func hasWord(withPrefix prefix: String) -> Bool {
    var prefix = prefix
    return prefix.withUTF8 { prefix in
      let line = lowerBound(prefix)
      guard line < wordCount else { return false }
      let word = word(onLine: line)
      return word.count >= prefix.count && word.starts(with: prefix)
    }
  }

  /// Calls `body` with each synset of the word on line `line` and whether it is a secondary
  /// sense.
  func forEachSense(ofWordLine line: Int, _ body: (_ synset: Int, _ secondary: Bool) -> Void) {
    let bytes = words
    forEachItem(field(1, ofLine: line, in: bytes, starts: wordLines), in: bytes) {
      if let synset = number($0, in: bytes) { body(synset, $1) }
    }
  }

  /// Whether the noun is the most frequent part of speech of the word on line `line`: its
  /// third field, naming the word's most frequent part of speech when that is not the noun, is
  /// empty.
  func isUsuallyNoun(wordLine line: Int) -> Bool {
    field(2, ofLine: line, in: words, starts: wordLines).isEmpty
  }

  // MARK: Synsets

  /// Calls `body` with each word of synset `synset`, whether the synset is a secondary sense of
  /// that word, and the share of the word's noun uses that mean this synset (`nil` where the
  /// line gives none: the word's only sense, or a table built without counts).
  func forEachMember(
    of synset: Int, _ body: (_ word: String, _ secondary: Bool, _ share: Float?) -> Void
  ) {
    let bytes = synsets
    forEachItem(field(0, ofLine: synset, in: bytes, starts: synsetLines), in: bytes) {
      item, secondary in
      guard !item.isEmpty else { return }
      let (word, share) = Self.splitShare(item, in: bytes)
      body(String(decoding: bytes[word], as: UTF8.self), secondary, share)
    }
  }

  /// The word of a lemma item and its share: `dog:880` is "dog" with 0.88 (in thousandths).
  private static func splitShare(_ item: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>)
    -> (word: Range<Int>, share: Float?)
  {
    var colon = item.upperBound
    while colon > item.lowerBound, bytes[colon - 1] != Self.colon { colon -= 1 }
    guard colon > item.lowerBound + 1, colon < item.upperBound, item.upperBound - colon <= 4
    else { return (item, nil) }
    var value = 0
    for index in colon..<item.upperBound {
      let byte = bytes[index]
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return (item, nil) }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return (item.lowerBound..<(colon - 1), Float(min(value, 1000)) / 1000)
  }

  /// Calls `body` with each hypernym of synset `synset`.
  func forEachParent(of synset: Int, _ body: (Int) -> Void) {
    let bytes = synsets
    forEachItem(field(1, ofLine: synset, in: bytes, starts: synsetLines), in: bytes) {
      if let parent = number($0, in: bytes), !$1 { body(parent) }
    }
  }

  /// The hyponyms of synset `synset`.
  /// - Complexity: O(*s*) for *s* synsets on the first call per process, O(1) after.
  func children(of synset: Int) -> ArraySlice<Int32> {
    let index = childIndex.withLock { index in
      if let index { return index }
      let built = buildChildIndex()
      index = built
      return built
    }
    guard synset >= 0, synset < synsetCount else { return [] }
    return index.children[Int(index.start[synset])..<Int(index.start[synset + 1])]
  }

  private func buildChildIndex() -> ChildIndex {
    let count = synsetCount
    var links: [(parent: Int32, child: Int32)] = []
    links.reserveCapacity(count + count / 4)
    for synset in 0..<count {
      forEachParent(of: synset) { links.append((Int32($0), Int32(synset))) }
    }
    var start = [Int32](repeating: 0, count: count + 1)
    for link in links { start[Int(link.parent) + 1] += 1 }
    for index in 0..<count { start[index + 1] += start[index] }
    var fill = start
    var children = [Int32](repeating: 0, count: links.count)
    for link in links {
      children[Int(fill[Int(link.parent)])] = link.child
      fill[Int(link.parent)] += 1
    }
    return ChildIndex(start: start, children: children)
  }

  // MARK: Parsing

  /// The byte range of field `number` (from 0) of a line, up to the next tab or the newline;
  /// empty when the line has fewer fields.
  private func field(
    _ number: Int, ofLine line: Int, in bytes: UnsafeBufferPointer<UInt8>, starts: [Int32]
  )
    -> Range<Int>
  {
    guard line >= 0, line + 1 < starts.count else { return 0..<0 }
    let start = Int(starts[line])
    let end = min(Int(starts[line + 1]) - 1, bytes.count)
    guard start < end else { return start..<start }
    var fieldStart = start
    for _ in 0..<number {
      while fieldStart < end, bytes[fieldStart] != Self.tab { fieldStart += 1 }
      guard fieldStart < end else { return end..<end }
      fieldStart += 1
    }
    var fieldEnd = fieldStart
    while fieldEnd < end, bytes[fieldEnd] != Self.tab { fieldEnd += 1 }
    return fieldStart..<fieldEnd
  }

  /// Calls `body` with the byte range of each comma-separated item of `field`, without a
  /// leading `~`, and whether a `~` marked it.
  private func forEachItem(
    _ field: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>,
    _ body: (_ item: Range<Int>, _ marked: Bool) -> Void
  ) {
    var start = field.lowerBound
    while start < field.upperBound {
      var end = start
      while end < field.upperBound, bytes[end] != Self.comma { end += 1 }
      if start < end {
        let marked = bytes[start] == Self.tilde
        body((marked ? start + 1 : start)..<end, marked)
      }
      start = end + 1
    }
  }

  /// The decimal number in `digits` if it names a synset, else `nil`.
  private func number(_ digits: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard !digits.isEmpty, digits.count <= 9 else { return nil }
    var value = 0
    for index in digits {
      let byte = bytes[index]
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value < synsetCount ? value : nil
  }

  private static func compare(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>)
    -> Ordering
  {
    for index in 0..<min(lhs.count, rhs.count) where lhs[index] != rhs[index] {
      return lhs[index] < rhs[index] ? .less : .greater
    }
    return lhs.count == rhs.count ? .equal : (lhs.count < rhs.count ? .less : .greater)
  }

  private enum Ordering { case less, equal, greater }
}
