extension PhotoIndex {
  /// Per value of a posting's low seven bits (nounless and part flags, forms, term frequency),
  /// the weight of the source's matching option times the compound-part factor and the term
  /// frequency; 0 where no option matches.
  func weightTable(of source: MatchSource) -> [Float] {
    (0..<UInt32(1 << Posting.ordinalShift)).map { baseWeight(of: $0, in: source) ?? 0 }
  }

  /// A posting's weight in `source` before length normalization: its option's weight, times
  /// the compound-part factor, times its term frequency; `nil` when none of the source's
  /// forms produced it. It depends only on the posting's low bits (not its ordinal).
  @inline(__always) func baseWeight(of posting: UInt32, in source: MatchSource) -> Float? {
    guard let option = source.option(for: posting) else { return nil }
    let part = Posting.isPart(posting) ? weights.compoundPart : 1
    return option.weight * part * Float(Posting.frequency(posting))
  }

  /// For each candidate, the plan's summed field contributions: per field the best source.
  /// - Parameters:
  ///   - plan: The plan.
  ///   - candidates: Sorted, distinct ordinals.
  ///   - set: The same candidates as a ``CandidateSet``, when there are many.
  ///   - norms: ``lengthNorms()``.
  /// - Complexity: per source, O(min(*p*, *c* log *p*)) for *p* postings and *c* candidates
  ///   (O(*p*) with a set).
  func accumulate(
    _ plan: MatchPlan, over candidates: [UInt32], set: CandidateSet?, norms: [Float]
  ) -> [Float] {
    var x = [Float](repeating: 0, count: candidates.count)
    var best: [Float] = []
    var touched: [Int] = []
    let sources = plan.sources
    x.withUnsafeMutableBufferPointer { x in
      var start = 0
      while start < sources.count {
        let field = sources[start].field
        var end = start
        while end < sources.count && sources[end].field == field { end += 1 }
        if end - start == 1 {
          // One source in the field: its weight is the field's best.
          forEachWeight(of: sources[start], in: candidates, set: set, norms: norms) {
            position, weight in
            if weight > 0 { x[position] += weight }
          }
        } else {
          if best.isEmpty { best = [Float](repeating: 0, count: candidates.count) }
          best.withUnsafeMutableBufferPointer { best in
            for source in sources[start..<end] {
              forEachWeight(of: source, in: candidates, set: set, norms: norms) {
                position, weight in
                if best[position] == 0 { touched.append(position) }
                best[position] = max(best[position], weight)
              }
            }
            for position in touched {
              x[position] += best[position]
              best[position] = 0
            }
          }
          touched.removeAll(keepingCapacity: true)
        }
        start = end
      }
    }
    return x
  }

  /// Keeps the candidates whose plan contribution `x` is positive, adding `weight` times its
  /// saturation to their scores, in place; returns how many are kept (the arrays keep their
  /// length).
  func keepMatching(
    _ candidates: inout [UInt32], _ scores: inout [Float], x: [Float], weight: Float
  ) -> Int {
    return candidates.withUnsafeMutableBufferPointer { candidates in
      scores.withUnsafeMutableBufferPointer { scores in
        x.withUnsafeBufferPointer { x in
          var kept = 0
          for position in 0..<candidates.count where x[position] > 0 {
            candidates[kept] = candidates[position]
            scores[kept] = scores[position] + weight * saturate(x[position])
            kept += 1
          }
          return kept
        }
      }
    }
  }

  /// The candidates of a query whose most selective requirement is `plan`, with their scores
  /// from it, in one pass over its postings: what a union of its postings, then
  /// ``accumulate(_:over:set:norms:)`` and ``keepMatching(_:_:x:weight:)`` would compute,
  /// without locating each posting among the candidates. With labels alone, the labels' sources
  /// together drive at weight 0 (a photo no label word scores cannot match a label in full).
  ///
  /// Ordinals are taken in blocks of ``ScoredUnion/blockSize``: each source's postings in the
  /// block add to a dense block of sums (a field's sources first take their best in a second
  /// block), then the block's scored ordinals that pass `filter` are collected. Contributions
  /// are added in the same order as in `accumulate`, so the scores are bit for bit the same.
  /// - Parameters:
  ///   - weight: The plan's weight (its idf for a search word, 0 for a filter).
  ///   - blockSize: Ordinals per block, rounded up to a multiple of 64 (smaller in tests, to
  ///     cross block boundaries).
  /// - Returns: The sorted ordinals of the photos the plan scores above zero and `filter`
  ///   passes, their scores (`weight` times their saturated contribution), and their bits.
  /// - Complexity: O(*p* + *n* / 64) for *p* postings and *n* ordinals.
  func scoredUnion(
    _ plan: MatchPlan, filter: ColumnFilter, norms: [Float], weight: Float,
    blockSize: Int = ScoredUnion.blockSize
  ) -> ScoredUnion {
    let capacity = min(plan.sources.reduce(0) { $0 + postings[$1.slot].count }, ids.count)
    var scores: [Float] = []
    var bits: [UInt64] = []
    let candidates = [UInt32](unsafeUninitializedCapacity: capacity) { candidates, total in
      scores = [Float](unsafeUninitializedCapacity: capacity) { scores, count in
        var sink = EveryScored(
          candidates: candidates, scores: scores, weight: weight, k1: weights.k1)
        bits =
          scoreUnion(
            plan, filter: filter, norms: norms, weight: weight, blockSize: blockSize, into: &sink
          ).bits
        count = sink.count
      }
      total = scores.count
    }
    return ScoredUnion(candidates: candidates, scores: scores, bits: bits)
  }

  /// What ``scoredUnion(_:filter:norms:weight:blockSize:)`` computes when the plan's scores
  /// are the query's (no other word, label or phrase follows) and only a page ending at
  /// `pageEnd` is wanted: every match counted and its bit set, but only the photos that can
  /// rank in the first `pageEnd` kept (see ``BestScored``), not every candidate and score
  /// written out for the page to pass over twice.
  /// - Complexity: O(*p* + *n* / 64 + *h* log *k*) for *p* postings, *n* ordinals and *h*
  ///   matches kept on the way (each list's worth of them ranked once, against the *k* =
  ///   `pageEnd` best).
  func bestOfUnion(
    _ plan: MatchPlan, filter: ColumnFilter, norms: [Float], weight: Float, pageEnd: Int,
    blockSize: Int = ScoredUnion.blockSize
  ) -> BestScored {
    // No page holds more photos than the index.
    var sink = BestScored(keeping: min(pageEnd, ids.count), weight: weight, k1: weights.k1)
    (sink.bits, sink.count) = scoreUnion(
      plan, filter: filter, norms: norms, weight: weight, blockSize: blockSize, into: &sink)
    return sink
  }

  /// The scored union's one pass (see ``scoredUnion(_:filter:norms:weight:blockSize:)``),
  /// handing each photo that passes `filter` and its score to `sink`, in ordinal order.
  /// - Returns: The bits of the photos handed over, and their number.
  private func scoreUnion<Sink: UnionSink>(
    _ plan: MatchPlan, filter: ColumnFilter, norms: [Float], weight: Float, blockSize: Int,
    into sink: inout Sink
  ) -> (bits: [UInt64], count: Int) {
    let sources = plan.sources
    var groups: [Range<Int>] = []
    var start = 0
    while start < sources.count {
      var end = start + 1
      while end < sources.count && sources[end].field == sources[start].field { end += 1 }
      groups.append(start..<end)
      start = end
    }
    // Each source's weights (one per value of a posting's low bits), one after another.
    let tables = sources.flatMap { weightTable(of: $0) }
    let fields = sources.map { Int($0.field.rawValue) }
    // Every source's list and length column in memory for the whole pass, taken out of the
    // index once: reading them again at every block copied a list and a column a block and
    // source (retaining an opened index's mapping and checks each time) and checked the
    // whole length column again each time.
    return Self.withBuffers(of: sources.map { postings[$0.slot] }) { lists in
      Self.withBuffers(of: fields.map { fieldLengths[$0] }) { lengths in
        tables.withUnsafeBufferPointer { tables in
          norms.withUnsafeBufferPointer { norms in
            scoreUnion(
              groups: groups, lists: lists, lengths: lengths, tables: tables, fields: fields,
              norms: norms, filter: filter, blockSize: blockSize, into: &sink)
          }
        }
      }
    }
  }

  /// ``scoreUnion(_:filter:norms:weight:blockSize:into:)`` over the sources' lists, length
  /// columns, weight tables (one after another) and the length norms, in memory.
  private func scoreUnion<Sink: UnionSink>(
    groups: [Range<Int>], lists: [UnsafeBufferPointer<UInt32>],
    lengths: [UnsafeBufferPointer<UInt8>], tables: UnsafeBufferPointer<Float>, fields: [Int],
    norms: UnsafeBufferPointer<Float>, filter: ColumnFilter, blockSize: Int,
    into sink: inout Sink
  ) -> (bits: [UInt64], count: Int) {
    let ordinals = ids.count
    let tableSize = Int(Posting.lowMask) + 1
    var cursors = [Int](repeating: 0, count: lists.count)
    // Whole words of bits, so that collecting a block never meets another block's bits.
    let blockSize = (min(max(blockSize, 1), max(ordinals, 1)) + 63) & ~63
    var sums = [Float](repeating: 0, count: blockSize)
    var best = [Float](repeating: 0, count: groups.contains { $0.count > 1 } ? blockSize : 0)
    var bits = [UInt64](repeating: 0, count: (ordinals + 63) >> 6)
    let every = filter.passesEveryLivePhoto
    var taken = 0

    /// Walks source `source` up to `limit` from its cursor, calling `body` with each posting's
    /// ordinal and positive weight; returns where it started.
    func walk(_ source: Int, below limit: UInt32, _ body: (UInt32, Float) -> Void) -> Int {
      let from = cursors[source]
      let field = fields[source]
      cursors[source] = Self.forEachPosting(
        lists[source], from: from, below: limit,
        table: UnsafeBufferPointer(rebasing: tables[source * tableSize..<(source + 1) * tableSize]),
        lengths: lengths[source],
        norms: UnsafeBufferPointer(rebasing: norms[field << 8..<(field + 1) << 8]), body)
      return from
    }

    bits.withUnsafeMutableBufferPointer { bits in
      sums.withUnsafeMutableBufferPointer { sums in
        best.withUnsafeMutableBufferPointer { best in
          var next = 0
          while next < ordinals {
            // The block's first ordinal as a constant: the closures below capture it, and a
            // captured variable would be boxed and checked for exclusive access at run time
            // (a swift_beginAccess call for every posting walked).
            let base = next
            let limit = UInt32(min(base + blockSize, ordinals))
            @inline(__always) func mark(_ ordinal: UInt32) {
              bits[Int(ordinal >> 6)] |= 1 << UInt64(ordinal & 63)
            }
            for group in groups {
              if group.count == 1 {
                _ = walk(group.lowerBound, below: limit) { ordinal, weight in
                  sums[Int(ordinal) &- base] += weight
                  mark(ordinal)
                }
                continue
              }
              // Several sources in the field: each photo's best, added once.
              var starts: [(source: Int, from: Int)] = []
              for source in group {
                let from = walk(source, below: limit) { ordinal, weight in
                  let offset = Int(ordinal) &- base
                  best[offset] = max(best[offset], weight)
                }
                starts.append((source, from))
              }
              for (source, from) in starts {
                for posting in UnsafeBufferPointer(rebasing: lists[source][from..<cursors[source]])
                {
                  let ordinal = posting >> Posting.ordinalShift
                  let offset = Int(ordinal) &- base
                  guard best[offset] != 0 else { continue }
                  sums[offset] += best[offset]
                  best[offset] = 0
                  mark(ordinal)
                }
              }
            }
            // Hands over the block's scored photos that `passes`, clearing its sums; returns how
            // many it handed over (counted by the caller, so that `taken` is not captured).
            @inline(__always) func handOver(_ passes: (Int) -> Bool) -> Int {
              var handed = 0
              for index in (base >> 6)..<((Int(limit) + 63) >> 6) where bits[index] != 0 {
                var remaining = bits[index]
                while remaining != 0 {
                  let ordinal = index << 6 | remaining.trailingZeroBitCount
                  remaining &= remaining &- 1
                  let offset = ordinal &- base
                  if passes(ordinal) {
                    sink.take(UInt32(truncatingIfNeeded: ordinal), contribution: sums[offset])
                  } else {
                    bits[index] &= ~(1 << UInt64(ordinal & 63))
                  }
                  sums[offset] = 0
                }
                handed &+= bits[index].nonzeroBitCount
              }
              return handed
            }
            if every {
              taken &+= handOver { _ in true }
            } else {
              // The block's stretch of the filter columns, checked once (when mapped), not at
              // every photo.
              let block = base..<Int(limit)
              flags.withUnsafeBufferPointer(reading: block) { flags in
                created.withUnsafeBufferPointer(reading: block) { created in
                  // The scored photos' flags (and dates, when the filter reads them) asked for
                  // all at once before they are read: photos of a word are too far apart for
                  // the processor to see a stream, and each read would otherwise miss alone.
                  prefetchColumns(
                    of: bits, in: block, flags, created, dates: filter.hasDateRange)
                  taken &+= handOver { filter.passes(flags[$0], created[$0]) }
                }
              }
            }
            next += blockSize
          }
        }
      }
    }
    return (bits, taken)
  }

  /// Calls `body` with the ordinal and weight of each posting of `list` from `start` whose
  /// ordinal is below `limit` and whose weight is positive.
  /// - Parameters:
  ///   - table: The source's 128 weights by a posting's low bits (see ``weightTable(of:)``).
  ///   - lengths: The field's length column.
  ///   - norms: The field's 256 length norms.
  /// - Returns: The position of the first posting at or above `limit`.
  @inline(__always) private static func forEachPosting(
    _ list: UnsafeBufferPointer<UInt32>, from start: Int, below limit: UInt32,
    table: UnsafeBufferPointer<Float>, lengths: UnsafeBufferPointer<UInt8>,
    norms: UnsafeBufferPointer<Float>, _ body: (UInt32, Float) -> Void
  ) -> Int {
    var index = start
    while index < list.count {
      prefetchLength(ahead: index, in: list, lengths)
      let posting = list[index]
      let ordinal = posting >> Posting.ordinalShift
      if ordinal >= limit { break }
      index &+= 1
      let factor = table[Int(posting & Posting.lowMask)]
      guard factor != 0 else { continue }
      let weight = factor * norms[Int(lengths[Int(ordinal)])]
      if weight > 0 { body(ordinal, weight) }
    }
    return index
  }

  /// Calls `body` with the position in `candidates` and the weight of every candidate's
  /// posting in `source` that some option of the source matches: through the set, or else
  /// with ``forEachCommon(_:_:_:)``.
  @inline(__always) func forEachWeight(
    of source: MatchSource, in candidates: [UInt32], set: CandidateSet?, norms: [Float],
    _ body: (Int, Float) -> Void
  ) {
    let table = weightTable(of: source)
    let field = Int(source.field.rawValue)
    let list = postings[source.slot]
    fieldLengths[field].withUnsafeBufferPointer { lengths in
      norms.withUnsafeBufferPointer { norms in
        table.withUnsafeBufferPointer { table in
          @inline(__always) func visit(_ position: Int, _ posting: UInt32) {
            let factor = table[Int(posting & Posting.lowMask)]
            guard factor != 0 else { return }
            let length = Int(lengths[Int(posting >> Posting.ordinalShift)])
            body(position, factor * norms[field << 8 | length])
          }
          // A set made without ranks cannot give positions: the candidates are galloped (no
          // path should ask; debug builds and tests stop here if one does).
          assert(set?.isRanked ?? true, "a candidate set without ranks was asked for positions")
          if let set, set.isRanked, list.count <= candidates.count {
            set.bits.withUnsafeBufferPointer { bits in
              set.ranks.withUnsafeBufferPointer { ranks in
                list.withUnsafeBufferPointer { list in
                  for index in list.indices {
                    prefetchLength(ahead: index, in: list, lengths)
                    let posting = list[index]
                    let ordinal = Int(posting >> Posting.ordinalShift)
                    let word = bits[ordinal >> 6]
                    let bit = UInt64(1) << UInt64(ordinal & 63)
                    guard word & bit != 0 else { continue }
                    visit(Int(ranks[ordinal >> 6]) + (word & (bit &- 1)).nonzeroBitCount, posting)
                  }
                }
              }
            }
          } else {
            Self.forEachCommon(list, candidates, visit)
          }
        }
      }
    }
  }
}

extension PhotoIndex {
  /// Calls `body` with the position in `candidates` (sorted, distinct ordinals) and the posting
  /// of each candidate that `list` holds, walking whichever of the two is shorter and galloping
  /// in the other.
  /// - Complexity: O(min(*p*, *c*) · log(max(*p*, *c*) / min(*p*, *c*))) for *p* postings and
  ///   *c* candidates.
  @inline(__always) static func forEachCommon(
    _ list: [UInt32], _ candidates: [UInt32], _ body: (Int, UInt32) -> Void
  ) {
    list.withUnsafeBufferPointer { forEachCommon($0, candidates, body) }
  }

  /// ``forEachCommon(_:_:_:)-([UInt32],_,_)`` over a posting list of either form.
  @inline(__always) static func forEachCommon(
    _ list: PostingList, _ candidates: [UInt32], _ body: (Int, UInt32) -> Void
  ) {
    list.withUnsafeBufferPointer { forEachCommon($0, candidates, body) }
  }

  /// ``forEachCommon(_:_:_:)-([UInt32],_,_)`` over a list's elements in memory.
  @inline(__always) static func forEachCommon(
    _ list: UnsafeBufferPointer<UInt32>, _ candidates: [UInt32], _ body: (Int, UInt32) -> Void
  ) {
    if list.count <= candidates.count {
      var position = 0
      for posting in list {
        let ordinal = Posting.ordinal(posting)
        position = candidates.seekOrdinal(ordinal, from: position)
        if position == candidates.count { return }
        if candidates[position] == ordinal { body(position, posting) }
      }
    } else {
      var cursor = 0
      for (position, ordinal) in candidates.enumerated() {
        cursor = list.seekPosting(ordinal: ordinal, from: cursor)
        if cursor == list.count { return }
        if Posting.ordinal(list[cursor]) == ordinal { body(position, list[cursor]) }
      }
    }
  }
}
