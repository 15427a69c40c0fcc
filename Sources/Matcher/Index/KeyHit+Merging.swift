extension [KeyHit] {
  /// The most hits ``mergeByKey(from:)`` merges by inserting each into place rather than by
  /// sorting them first: a tag's or a name's few keys, a title's or a caption's few dozen.
  static var insertionMergeLimit: Int { 64 }

  /// Merges hits of the same key among those from `start` on (from several texts of one field,
  /// or several words of one text; see ``KeyHit/absorb(_:)``), leaving the hits before `start`
  /// as they are. The merged hits are in key order.
  ///
  /// Absorbing is commutative and associative, so the merged hits do not depend on the order
  /// the hits came in (nor on the order hits of one key are absorbed in).
  /// - Parameter start: Where the hits to merge begin: a text's keys are merged where they were
  ///   appended, after the field's earlier texts, rather than in an array of their own copied in
  ///   afterwards.
  /// - Complexity: O(*n*²) for *n* hits from `start` on up to ``insertionMergeLimit`` (O(*n*)
  ///   when they come in nearly in key order), O(*n* log *n*) past it.
  mutating func mergeByKey(from start: Int = 0) {
    guard count - start > 1 else { return }
    // Sorted and merged in the array's own storage (a slice of it could be copied out).
    let kept = withUnsafeMutableBufferPointer { all in
      let hits = UnsafeMutableBufferPointer(rebasing: all[start...])
      return hits.count <= Self.insertionMergeLimit
        ? hits.mergeByKeyInserting() : hits.mergeByKeySorting()
    }
    removeLast(count - start - kept)
  }
}

extension UnsafeMutableBufferPointer<KeyHit> {
  /// Merges the hits by key, in key order, at the start of the buffer: each hit is absorbed
  /// into the hit of its key before it, or inserted into place among them. A text's keys come
  /// in a few ascending runs (its words', its pairs'), so most stop after a compare or two,
  /// and hits of one key merge as they meet, with no pass of their own.
  /// - Returns: How many hits are kept (the first ones).
  func mergeByKeyInserting() -> Int {
    // A hit is moved as one 8-byte word (one load and one store, not one per field).
    guard count > 1, let base = baseAddress, MemoryLayout<KeyHit>.size == 8 else {
      return mergeByKeySorting()
    }
    let raw = UnsafeMutableRawPointer(base)
    let stride = MemoryLayout<KeyHit>.stride
    var kept = 1
    for index in 1..<count {
      let key = base[index].key
      let hit = raw.loadUnaligned(fromByteOffset: index &* stride, as: UInt64.self)
      // The kept hits of larger keys move up by one (the first into the place of a hit
      // already read).
      var slot = kept
      while slot > 0 && base[slot &- 1].key > key {
        let moved = raw.loadUnaligned(fromByteOffset: (slot &- 1) &* stride, as: UInt64.self)
        raw.storeBytes(of: moved, toByteOffset: slot &* stride, as: UInt64.self)
        slot &-= 1
      }
      if slot > 0 && base[slot &- 1].key == key {
        // A key kept already (rare): absorbed, and the hits moved up move back.
        base[slot &- 1].absorb(unsafeBitCast(hit, to: KeyHit.self))
        for back in slot..<kept {
          let moved = raw.loadUnaligned(fromByteOffset: (back &+ 1) &* stride, as: UInt64.self)
          raw.storeBytes(of: moved, toByteOffset: back &* stride, as: UInt64.self)
        }
        continue
      }
      raw.storeBytes(of: hit, toByteOffset: slot &* stride, as: UInt64.self)
      kept &+= 1
    }
    return kept
  }

  /// Merges the hits by key, in key order, at the start of the buffer: sorted, then hits of
  /// equal keys absorbed into the first of them.
  /// - Returns: How many hits are kept (the first ones).
  func mergeByKeySorting() -> Int {
    guard count > 1 else { return count }
    var hits = self
    hits.sort { $0.key < $1.key }
    var kept = 0
    for index in 1..<count {
      if hits[index].key == hits[kept].key {
        hits[kept].absorb(hits[index])
      } else {
        kept += 1
        hits[kept] = hits[index]
      }
    }
    return kept + 1
  }
}
