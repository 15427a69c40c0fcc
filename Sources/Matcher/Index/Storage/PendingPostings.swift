internal import Dispatch

/// Postings of photos added in a batch under fresh ordinals, held back to be appended to
/// their lists in one pass (see ``append(batches:to:cores:)``): each list then grows once, to its
/// exact size, instead of reallocating as photos arrive one by one.
struct PendingPostings {
  /// Whether postings are held back at all (not for a single photo).
  let enabled: Bool
  /// Posting slot in the high 32 bits, the posting in the low 32.
  var entries: [UInt64] = []
  /// Flushed past this many entries (256 MB), to bound the memory held back.
  static let flushThreshold = 1 << 25

  /// Appends `entries` (a posting slot in the high 32 bits, the posting in the low 32) to the
  /// lists of `lists`, in their order (see ``append(batches:to:cores:)``).
  static func append(_ entries: [UInt64], to lists: inout [[UInt32]], cores: Int = 1) {
    append(batches: [entries], to: &lists, cores: cores)
  }

  /// Appends the entries of `batches` (each a posting slot in the high 32 bits, the posting in
  /// the low 32), batch after batch, to the lists of `lists`, in their order: sorted by slot
  /// (counted, then placed), then each list extended once, by its run of the sorted postings.
  /// The batches are read where they are (a merge's chunks are not copied into one).
  ///
  /// Each slot's postings must be in ordinal order and follow any already in its list, as
  /// postings of fresh photos, added in order, do.
  /// - Parameters:
  ///   - batches: The postings with their slots; every slot below `lists.count`.
  ///   - lists: The posting lists, by slot.
  ///   - cores: Split the slots into this many ranges of about as many postings each, each
  ///     range sorted and filled on its own core.
  /// - Complexity: O(*n* · *c* + *s*) for *n* entries, *c* cores and *s* slots.
  static func append(batches: [[UInt64]], to lists: inout [[UInt32]], cores: Int = 1) {
    // Offsets are 32-bit: a larger batch goes in pieces, in order.
    let piece = 1 << 30
    let total = batches.reduce(0) { $0 + $1.count }
    guard total <= piece else {
      for entries in batches {
        for start in stride(from: 0, to: entries.count, by: piece) {
          let end = min(start + piece, entries.count)
          append(batches: [Array(entries[start..<end])], to: &lists, cores: cores)
        }
      }
      return
    }
    guard total > 0 else { return }
    let slotCount = lists.count
    // Where each slot's run starts: counted (each slot's count one place up), then summed.
    var starts = [UInt32](repeating: 0, count: slotCount + 1)
    var filled = 0
    starts.withUnsafeMutableBufferPointer { starts in
      for entries in batches {
        entries.withUnsafeBufferPointer { entries in
          for entry in entries { starts[Int(truncatingIfNeeded: entry >> 32) &+ 1] &+= 1 }
        }
      }
      for slot in 0..<slotCount {
        if starts[slot + 1] != 0 { filled += 1 }
        starts[slot + 1] &+= starts[slot]
      }
    }
    // Slot ranges of about equal cost: their postings, and a list's allocation as much as
    // `listCost` postings (a few frequent keys hold half the postings in a few lists).
    let parts = max(1, min(cores, slotCount))
    var bounds = [0]
    if parts > 1 {
      let listCost = 12
      let cost = total + listCost * filled
      var sum = 0
      for slot in 0..<slotCount where bounds.count < parts {
        let count = Int(starts[slot + 1] &- starts[slot])
        sum += count == 0 ? 0 : count + listCost
        if sum * parts >= cost * bounds.count { bounds.append(slot + 1) }
      }
    }
    while bounds.count < parts { bounds.append(slotCount) }
    bounds.append(slotCount)
    let ranges = bounds
    // Read before any part moves its starts.
    let offsets = bounds.map { Int(starts[$0]) }

    starts.withUnsafeMutableBufferPointer { starts in
      lists.withUnsafeMutableBufferPointer { lists in
        // Each part reads all entries but writes only its own slots' starts and lists.
        let buffers = Buffers(batches: batches, starts: starts, lists: lists)
        if parts == 1 {
          buffers.fill(slots: 0..<slotCount, positions: 0..<total)
        } else {
          DispatchQueue.concurrentPerform(iterations: parts) { part in
            buffers.fill(
              slots: ranges[part]..<ranges[part + 1],
              positions: offsets[part]..<offsets[part + 1])
          }
        }
      }
    }
  }

  /// The buffers ``append(batches:to:cores:)`` works in, shared by its parts, which write disjoint
  /// elements.
  private struct Buffers: @unchecked Sendable {
    let batches: [[UInt64]]
    let starts: UnsafeMutableBufferPointer<UInt32>
    let lists: UnsafeMutableBufferPointer<[UInt32]>

    /// Appends the postings of `batches` whose slots are in `slots` (the sorted `positions`) to
    /// their lists: placed in slot order into one buffer (each slot's start in `starts` moving
    /// to its end as it fills), then each slot's run appended to its list.
    func fill(slots: Range<Int>, positions: Range<Int>) {
      let base = positions.lowerBound
      let count = positions.count
      guard count > 0 else { return }
      let low = UInt64(slots.lowerBound) << 32
      let width = UInt64(slots.count) << 32
      let sorted = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
        for entries in batches {
          entries.withUnsafeBufferPointer { entries in
            for entry in entries where entry &- low < width {
              let slot = Int(truncatingIfNeeded: entry >> 32)
              let position = Int(starts[slot]) - base
              buffer[position] = UInt32(truncatingIfNeeded: entry)
              starts[slot] = starts[slot] &+ 1
            }
          }
        }
        initialized = count
      }
      sorted.withUnsafeBufferPointer { sorted in
        var start = 0
        for slot in slots {
          let end = Int(starts[slot]) - base
          guard end > start else { continue }
          let run = UnsafeBufferPointer(rebasing: sorted[start..<end])
          lists[slot].appendAtExactSize(contentsOf: run)
          start = end
        }
      }
    }
  }
}

extension [UInt32] {
  /// Appends `postings`, the list growing to its exact size (appending would leave up to half
  /// of a grown list unused): the one allocation a list gets in a batch.
  @inline(__always)
  mutating func appendAtExactSize(contentsOf postings: UnsafeBufferPointer<UInt32>) {
    if isEmpty {
      self = Array(postings)
    } else {
      reserveCapacity(count + postings.count)
      append(contentsOf: postings)
    }
  }
}
