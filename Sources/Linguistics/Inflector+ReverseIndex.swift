import Synchronization

/// The reverse of a lemma table (lemma → its forms), built in memory from the table on first
/// use instead of being shipped as a second table.
///
/// Forms are kept once each, front-coded in blocks of 16 in the table's (sorted) key order:
/// each form is `SHARED LENGTH SUFFIX`, the bytes it shares with the form before it in its
/// block, then the rest. Each lemma as the table writes it ("Haus", "essen", "Essen") is a
/// *variant* with a run of postings `form number << 8 | tag`, sorted by form; variants whose
/// lowercased text is the same are chained, so a lookup by key finds "essen" and "Essen"
/// together.
final class ReverseIndex: Sendable {
  /// One form of a lemma.
  struct Posting: Hashable, Sendable {
    /// The lemma as the table writes it.
    let lemma: String
    /// The form (the table's key: lowercased).
    let form: String
    /// The part-of-speech tag byte of the form's reading.
    let tag: UInt8
  }

  private static let blockSize = 16
  private let formBytes: [UInt8]
  /// Where each block of forms starts in `formBytes`.
  private let blockStarts: [UInt32]
  /// The number of distinct forms.
  let formCount: Int
  /// Each variant's lemma text.
  private let lemmas: [String]
  /// The next variant with the same key, or -1.
  private let nextVariant: [Int32]
  /// The first variant of each key (lowercased lemma).
  private let firstVariant: [String: Int32]
  /// Where each variant's postings start; one more entry than variants.
  private let postingStarts: [UInt32]
  /// `form << 8 | tag`, sorted within each variant.
  private let postings: [UInt32]

  /// The number of (form, lemma) pairs indexed.
  var entryCount: Int { postings.count }
  /// The number of distinct lemmas, as the table writes them.
  var lemmaCount: Int { lemmas.count }

  /// The lemma of variant `index` (0..<``lemmaCount``), as the table writes it.
  func lemma(at index: Int) -> String { lemmas[index] }

  /// Enumerates `table` once.
  /// - Complexity: O(*n* log *n*) for *n* values.
  init(table: LemmaTable) {
    var formBytes: [UInt8] = []
    var blockStarts: [UInt32] = []
    var formCount = 0
    var previousForm: [UInt8] = []
    var current: [UInt8] = []
    var variantOf: [String: Int32] = [:]
    var lemmas: [String] = []
    var packed: [UInt64] = []
    packed.reserveCapacity(table.keyCount + table.keyCount / 8)
    var lastForm = ""
    var lastLemma = ""
    var lastVariant: Int32 = -1
    var unlike: [UnlikeEntry] = []
    table.forEachEntry { form, lemma, tag in
      if formCount == 0 || form != lastForm {
        // Form numbers sit beside the tag in 32 bits, and a form's length in a byte: a table of
        // more than 2^24 keys (none is near it) loses its last forms, a longer "form" (no word
        // is) is left out, rather than corrupting the others.
        current.removeAll(keepingCapacity: true)
        current.append(contentsOf: form.utf8)
        guard formCount < 1 << 24, current.count < 256 else { return }
        lastForm = form
        var shared = 0
        if formCount % ReverseIndex.blockSize == 0 {
          blockStarts.append(UInt32(truncatingIfNeeded: formBytes.count))
        } else {
          let limit = min(current.count, previousForm.count)
          while shared < limit && current[shared] == previousForm[shared] { shared += 1 }
        }
        formBytes.append(UInt8(shared))
        formBytes.append(UInt8(current.count - shared))
        formBytes.append(contentsOf: current[shared...])
        swap(&previousForm, &current)
        formCount += 1
      }
      // Forms of one lemma are often neighbours ("casa", "casas"): skip the hash lookup.
      if lemma != lastLemma || lastVariant < 0 {
        if let known = variantOf[lemma] {
          lastVariant = known
        } else {
          lastVariant = Int32(truncatingIfNeeded: lemmas.count)
          variantOf[lemma] = lastVariant
          lemmas.append(lemma)
        }
        lastLemma = lemma
      }
      let formNumber = UInt64(formCount - 1)
      let value = UInt64(UInt32(bitPattern: lastVariant)) << 32 | formNumber << 8 | UInt64(tag)
      packed.append(value)
      if ReverseIndex.isUnlike(form, lemma) {
        unlike.append(UnlikeEntry(form: Array(form.unicodeScalars), lemma: lemma, value: value))
      }
    }
    variantOf = [:]
    let phraseParts = ReverseIndex.phraseParts(in: unlike) { form, lemma in
      let lemmaKey = lemma.lowercased()
      return table.values(for: form.lowercased()).contains { $0.word.lowercased() == lemmaKey }
    }
    if !phraseParts.isEmpty { packed.removeAll { phraseParts.contains($0) } }
    packed.sort()
    var postingStarts = [UInt32](repeating: 0, count: lemmas.count + 1)
    var postings: [UInt32] = []
    postings.reserveCapacity(packed.count)
    var previous: UInt64?
    for value in packed where value != previous {
      previous = value
      postingStarts[Int(value >> 32) + 1] += 1
      postings.append(UInt32(truncatingIfNeeded: value))
    }
    packed = []
    for index in 1..<postingStarts.count { postingStarts[index] += postingStarts[index - 1] }
    var firstVariant: [String: Int32] = [:]
    firstVariant.reserveCapacity(lemmas.count)
    var nextVariant = [Int32](repeating: -1, count: lemmas.count)
    // Chained in reverse, so a key's variants are visited in first-seen order. The table's
    // words are NFC already, so lowercasing gives ``Lemmatizer/key(of:)`` without ICU.
    for variant in lemmas.indices.reversed() {
      let lemma = lemmas[variant]
      let lowercased = lemma.lowercased()
      // The lemma's own string where lowercasing changes nothing: its storage is shared.
      let key = lowercased == lemma ? lemma : lowercased
      nextVariant[variant] = firstVariant[key] ?? -1
      firstVariant[key] = Int32(variant)
    }
    self.formBytes = formBytes
    self.blockStarts = blockStarts
    self.formCount = formCount
    self.lemmas = lemmas
    self.nextVariant = nextVariant
    self.firstVariant = firstVariant
    self.postingStarts = postingStarts
    self.postings = postings
  }

  /// A (form, lemma) entry whose form does not begin with its lemma's first letter.
  struct UnlikeEntry {
    let form: [Unicode.Scalar]
    let lemma: String
    let value: UInt64
  }

  /// Whether `form` neither begins with its lemma's first letter nor holds the lemma's first
  /// three letters after a prefix (German "gesucht" of "suchen"): a suppletive form, or a
  /// piece of a multi-word expression (see ``phraseParts(in:isForm:)``).
  static func isUnlike(_ form: String, _ lemma: String) -> Bool {
    let lemma = lemma.lowercased()
    guard form.unicodeScalars.first != lemma.unicodeScalars.first else { return false }
    let head = String(lemma.unicodeScalars.prefix(3))
    return head.unicodeScalars.count < 3 || !form.contains(head)
  }

  /// The entries that are pieces of a multi-word expression split word by word rather than
  /// forms of their lemma: Russian "многоквартирный" → "дом", "многоквартирного" → "дома"
  /// (from "многоквартирный дом"), "абессивный" → "падеж", "абессивного" → "падежа".
  ///
  /// The pieces show themselves in families: forms of one stem (consecutive in key order,
  /// sharing all but their last three letters and at least four) whose lemmas are inflected
  /// in step with them: more than one lemma, every one of them, by the table, a form of one
  /// of them ("дома", "доме" of "дом"). Suppletive forms share their lemma ("дети",
  /// "детей" → "ребенок"); participles share a prefix and have unrelated lemmas
  /// ("geachelt" → "acheln", "geachtelt" → "achteln"), Spanish "fuiste" → "ir" beside
  /// "fuisteis" → "ser" reads two verbs: all stay. A piece alone ("апельсиновый" → "сок") is not recognized.
  /// - Parameters:
  ///   - entries: The entries whose form begins with another letter than their lemma, in
  ///     the table's key order.
  ///   - isForm: Whether the table reads its first argument as a form of its second (both
  ///     lemmas as the table writes them).
  /// - Complexity: O(*n*) for *n* entries, plus the `isForm` calls for families with more
  ///   than one lemma.
  static func phraseParts(
    in entries: [UnlikeEntry], isForm: (String, String) -> Bool
  ) -> Set<UInt64> {
    var parts: Set<UInt64> = []
    var start = 0
    func close(_ end: Int) {
      let family = entries[start..<end]
      var lemmas: [String] = []
      for entry in family where !lemmas.contains(entry.lemma) { lemmas.append(entry.lemma) }
      guard lemmas.count > 1 else { return }
      let inStep = lemmas.contains { head in
        lemmas.allSatisfy { $0 == head || isForm($0, head) }
      }
      if inStep { parts.formUnion(family.map(\.value)) }
    }
    for index in entries.indices.dropFirst() {
      let previous = entries[index - 1].form
      let form = entries[index].form
      var shared = 0
      let limit = min(previous.count, form.count)
      while shared < limit && previous[shared] == form[shared] { shared += 1 }
      if shared < max(4, limit - 3) {
        close(index)
        start = index
      }
    }
    if !entries.isEmpty { close(entries.count) }
    return parts
  }

  /// The forms of every lemma whose key is `key`, variant by variant (first seen first), each
  /// variant's forms in the table's key order.
  /// - Complexity: O(*k*) for *k* postings.
  func postings(for key: String) -> [Posting] {
    var result: [Posting] = []
    var variant = firstVariant[key] ?? -1
    while variant >= 0 {
      let index = Int(variant)
      for position in Int(postingStarts[index])..<Int(postingStarts[index + 1]) {
        let posting = postings[position]
        result.append(
          Posting(lemma: lemmas[index], form: form(Int(posting >> 8)), tag: UInt8(posting & 0xFF)))
      }
      variant = nextVariant[index]
    }
    return result
  }

  /// Form `number`, decoded from the start of its block.
  private func form(_ number: Int) -> String {
    var bytes: [UInt8] = []
    var position = Int(blockStarts[number / ReverseIndex.blockSize])
    for _ in 0...(number % ReverseIndex.blockSize) {
      let shared = Int(formBytes[position])
      let length = Int(formBytes[position + 1])
      bytes.removeSubrange(min(shared, bytes.count)...)
      bytes.append(contentsOf: formBytes[(position + 2)..<(position + 2 + length)])
      position += 2 + length
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The bytes the index holds (array storage and lemma strings; the key dictionary, whose
  /// keys share the lemmas' storage where the lemma is lowercase, estimated from its
  /// capacity), for reports.
  var estimatedBytes: Int {
    let arrays =
      formBytes.capacity + 4 * blockStarts.capacity + 4 * nextVariant.capacity + 4
      * postingStarts.capacity + 4 * postings.capacity + 16 * lemmas.capacity
    let strings = lemmas.reduce(0) { $0 + ($1.utf8.count > 15 ? 32 + $1.utf8.count : 0) }
    let dictionary = firstVariant.capacity * (16 + 4 + 8)
    return arrays + strings + dictionary
  }
}

/// A language's reverse index, built by the first caller and shared by every ``Inflector`` of
/// the language; callers that arrive during the build wait for it instead of building again.
final class ReverseIndexSlot: Sendable {
  /// The language code.
  let code: String
  private let state = Mutex<ReverseIndex?>(nil)

  init(code: String) { self.code = code }

  /// The index, built on first use; `nil` where the language has no lemma table.
  /// - Complexity: O(*n* log *n*) the first time, O(1) after.
  var index: ReverseIndex? {
    state.withLock { index in
      if let index { return index }
      guard let table = LemmaTable(code: code, kind: "lemmas") else { return nil }
      let built = ReverseIndex(table: table)
      index = built
      return built
    }
  }

  /// The slots of the languages whose forms come from a reversed lemma table: those with a
  /// lemma table and no inflection table.
  static let shared: [String: ReverseIndexSlot] = {
    var slots: [String: ReverseIndexSlot] = [:]
    for code in Lemmatizer.languageCodes where LemmaTable(code: code, kind: "inflections") == nil {
      slots[code] = ReverseIndexSlot(code: code)
    }
    return slots
  }()
}

extension Inflector {
  /// The forms of `lemma` from the reversed lemma table: the variants written exactly as
  /// `lemma` if any, else every variant with its key; each variant's forms in the table's key
  /// order (alphabetical), capitalized where the variant is. These tables have no parts of
  /// speech: a form tagged as a noun is one the source wrote capitalized (a German noun), and
  /// the other forms are kept for any part of speech.
  func reversedForms(
    of lemma: String, key: String, as pos: PartOfSpeech?, in index: ReverseIndex,
    into forms: inout FormList
  ) {
    var postings = index.postings(for: key)
    if postings.contains(where: { $0.lemma == lemma }) {
      postings.removeAll { $0.lemma != lemma }
    }
    for posting in postings where Inflector.accepts(posting.tag, for: pos) {
      // The table's keys are dictionary keys already (NFC, lowercased).
      forms.add(Inflector.capitalized(posting.form, like: posting.lemma), key: posting.form)
    }
  }

  /// `form` with its first letter uppercased where `lemma` begins with an uppercase letter.
  static func capitalized(_ form: String, like lemma: String) -> String {
    guard let first = lemma.first, first.isUppercase, let formFirst = form.first,
      !formFirst.isUppercase
    else { return form }
    return formFirst.uppercased() + form.dropFirst()
  }
}
