/// One entry of a postings list, packed in 32 bits: the photo's ordinal (25 bits, so an index
/// holds up to 33 million photos), whether no occurrence is read as a noun in running text
/// (1 bit: "train" in "trains his dog", see ``isNounless(_:)``), whether every occurrence is a
/// part of a compound that names something else (1 bit: "dog" in "hot dog", "zebra" in "zebra
/// crossing"), which of the word's forms produced the key (3 bits: folded, lemma, stem) and the
/// term frequency in the field (2 bits, saturating at 3: photo text is short, and BM25
/// saturates early anyway).
///
/// A list is sorted by ordinal, so lists intersect and merge in linear time and a photo is
/// found by binary search. Packing keeps a million photos' postings to a few hundred MB.
enum Posting {
  static let ordinalShift: UInt32 = 7
  /// The mask of the bits below the ordinal (everything but the photo), whose values index a
  /// source's weight table.
  static let lowMask: UInt32 = (1 << ordinalShift) - 1
  /// The largest ordinal a posting can hold.
  static let maximumOrdinal = (1 << 25) - 1

  /// Which of a word's forms equal the key.
  struct Forms: OptionSet, Hashable, Sendable {
    let rawValue: UInt8
    static let folded = Forms(rawValue: 1)
    static let lemma = Forms(rawValue: 2)
    static let stem = Forms(rawValue: 4)
  }

  static func make(
    ordinal: UInt32, forms: Forms, frequency: Int, isPart: Bool = false,
    isNounless: Bool = false
  ) -> UInt32 {
    ordinal << ordinalShift | (isNounless ? 1 << 6 : 0) | (isPart ? 1 << 5 : 0)
      | UInt32(forms.rawValue) << 2 | UInt32(min(max(frequency, 1), 3))
  }

  @inline(__always) static func ordinal(_ posting: UInt32) -> UInt32 { posting >> ordinalShift }
  @inline(__always) static func forms(_ posting: UInt32) -> Forms {
    Forms(rawValue: UInt8(truncatingIfNeeded: (posting >> 2) & 7))
  }
  @inline(__always) static func frequency(_ posting: UInt32) -> Int { Int(posting & 3) }
  @inline(__always) static func isPart(_ posting: UInt32) -> Bool { posting & (1 << 5) != 0 }
  /// Whether no occurrence of the word in a title or caption was read as a noun there, so the
  /// word opens no noun hierarchy (broader terms) in this photo's field: the tagger read
  /// "trains his dog" as a verb, or, in a one-word text with no context, the word is usually
  /// not a noun (see ``KeyHit/isNounless``).
  @inline(__always) static func isNounless(_ posting: UInt32) -> Bool {
    posting & (1 << 6) != 0
  }
}

extension Array where Element == UInt32 {
  /// The first position whose ordinal is at least `ordinal`, searching from `start` (see
  /// ``Swift/UnsafeBufferPointer/seekPosting(ordinal:from:)``).
  @inline(__always)
  func seekPosting(ordinal: UInt32, from start: Int) -> Int {
    withUnsafeBufferPointer { $0.seekPosting(ordinal: ordinal, from: start) }
  }

  /// Inserts a posting in ordinal order (appending in O(1) when it is the largest).
  mutating func insertPosting(_ posting: UInt32) {
    let ordinal = Posting.ordinal(posting)
    if let last, Posting.ordinal(last) >= ordinal {
      let position = seekPosting(ordinal: ordinal, from: 0)
      if position < count, Posting.ordinal(self[position]) == ordinal {
        self[position] = posting
      } else {
        insert(posting, at: position)
      }
    } else {
      append(posting)
    }
  }

  /// Removes the posting of `ordinal`, if there is one.
  mutating func removePosting(ordinal: UInt32) {
    let position = seekPosting(ordinal: ordinal, from: 0)
    if position < count, Posting.ordinal(self[position]) == ordinal { remove(at: position) }
  }
}
