internal import CStemmaData
internal import CStemmaSupport
import Synchronization

#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// The hypernym tables' text (see `dictionaries/build_hypernyms.py`), searched in place:
/// `synsets` holds one synset a line (`LEMMAS<TAB>PARENTS`, its id the line number, each lemma
/// `[~]WORD[:SHARE]`), `words` one word a line, sorted by bytes (`WORD<TAB>SENSES[<TAB>POS]`).
/// Opening a table only finds the line starts (16 bytes compared at a time, `stemma_lines.h`:
/// a third of a millisecond for the shipped 3.7 MB); a word's lookup and a prefix search are
/// binary searches of the sorted words, which parse only the few lines they visit. (A hash
/// index of the 93,000 words, built at every start, cost more than all the lookups a process
/// makes: a search asks for a few dozen words, an index build for each distinct tag once.)
/// Malformed text never traps: unparsable numbers and ids out of range are skipped.
///
/// `@unchecked Sendable`: the byte buffers are either the program's embedded data or copies
/// the table owns (freed in `deinit`), and nothing is written after `init` except the child
/// index, behind a lock.
final class HypernymTable: @unchecked Sendable {
  private let synsets: UnsafeBufferPointer<UInt8>
  private let synsetLines: [Int32]
  private let words: UnsafeBufferPointer<UInt8>
  private let wordLines: [Int32]
  /// Whether `synsets` and `words` were allocated by the table (built at run time).
  private let ownsBuffers: Bool
  /// Finds a word by hash once the process has made many lookups (an index build).
  private let hashIndex: WordHashIndex
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
    hashIndex = WordHashIndex(after: Self.lookupsBeforeHashIndex)
    synsetLines = Self.lineStarts(synsets)
    wordLines = Self.lineStarts(words)
  }

  /// A table over two texts it keeps; `words` must be sorted by bytes.
  /// - Parameter indexAfter: The lookups made before the words' hash index is built.
  init(synsets: [UInt8], words: [UInt8], indexAfter: Int = lookupsBeforeHashIndex) {
    self.synsets = Self.copy(synsets)
    self.words = Self.copy(words)
    self.ownsBuffers = true
    hashIndex = WordHashIndex(after: indexAfter)
    synsetLines = Self.lineStarts(self.synsets)
    wordLines = Self.lineStarts(self.words)
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
  static func lineStarts(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int32] {
    guard bytes.count < Int(Int32.max), let base = bytes.baseAddress else { return [0] }
    // Vectors of bytes compared in C (see stemma_lines.h): the shipped tables' lines average
    // 20 to 30 bytes, so room for one a 16 bytes is enough; a denser text is scanned again.
    // The buffer holds the leading 0, `capacity` starts, and the C function's spare slot.
    var capacity = bytes.count / 16 + 16
    while true {
      var needed = 0
      let starts = [Int32](unsafeUninitializedCapacity: capacity + 2) { buffer, initialized in
        guard let first = buffer.baseAddress else { return }
        first.initialize(to: 0)
        needed = stemma_line_starts(base, bytes.count, first + 1, capacity)
        guard needed <= capacity else {
          initialized = 1
          return
        }
        initialized = needed + 1
        if let last = bytes.last, last != newline {
          (first + initialized).initialize(to: Int32(bytes.count + 1))
          initialized += 1
        }
      }
      if needed <= capacity { return starts }
      capacity = needed
    }
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

  /// The lookups a process makes before the words' hash index is built: more than a search
  /// makes, far fewer than an index build.
  static let lookupsBeforeHashIndex = 2_048

  /// The first line whose word is not below `key` (`wordCount` when none).
  /// - Complexity: O(log *w* · *p*) for *w* words and *p* bytes of common prefix with `key`.
  private func lowerBound(_ key: UnsafeBufferPointer<UInt8>) -> Int {
    var low = 0
    var high = wordCount
    // Each step compares in place, reading a line only up to its first difference from the
    // key: an index build looks up every distinct word, and finding each probed line's end
    // first cost most of a lookup.
    wordLines.withUnsafeBufferPointer { lines in
      while low < high {
        let middle = (low + high) / 2
        if Self.isWord(atOffset: Int(lines[middle]), of: words, below: key) {
          low = middle + 1
        } else {
          high = middle
        }
      }
    }
    return low
  }

  /// Whether the word starting at byte `start` of `words` (up to a tab, a newline or the end)
  /// sorts below `key` by bytes: ``compare(_:_:)`` is `.less` for them.
  @inline(__always)
  private static func isWord(
    atOffset start: Int, of words: UnsafeBufferPointer<UInt8>,
    below key: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    var index = 0
    while true {
      let offset = start + index
      // The word ended first: a proper prefix of the key is below it.
      if offset >= words.count || words[offset] == tab || words[offset] == newline {
        return index < key.count
      }
      // The key ended first (or both are equal up to here and the key is done).
      if index == key.count { return false }
      let (byte, other) = (words[offset], key[index])
      if byte != other { return byte < other }
      index += 1
    }
  }

  /// The line of `key` in the word list (its first, should the list repeat it), or `nil`.
  /// - Complexity: O(log *w* · *k*) for *w* words of about *k* bytes (a binary search); O(*k*)
  ///   expected once the process has made enough lookups for the hash index.
  func wordLine(of key: String) -> Int? {
    var key = key
    return key.withUTF8 { key in
      let found = wordLines.withUnsafeBufferPointer { lines in
        hashIndex.line(of: key, words: words, lines: lines)
      }
      if let found { return found }
      let line = lowerBound(key)
      guard line < wordCount, Self.compare(word(onLine: line), key) == .equal else { return nil }
      return line
    }
  }

  /// Whether some word of the list starts with `word` and a space ("golden" starts "golden
  /// retriever"): answered by ``hasWord(withPrefix:)``, unless the hash index (once built)
  /// can tell that no word does, as for most words an index build asks about.
  /// - Complexity: O(*k*) expected for a word of *k* bytes, plus O(log *w* · *k*) where some
  ///   word may start with it.
  func hasPhrase(startingWith word: String) -> Bool {
    var key = word
    let mayHave = key.withUTF8 { key in
      wordLines.withUnsafeBufferPointer { lines in
        hashIndex.mayHavePhrase(startingWith: key, words: words, lines: lines)
      }
    }
    if mayHave == false { return false }
    return hasWord(withPrefix: word + " ")
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
