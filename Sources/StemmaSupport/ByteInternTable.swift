/// Byte strings interned to dense ids (0, 1, 2… in the order they were first seen), looked up
/// by their bytes in place: the analysis cache's words, read straight from the line that holds
/// them.
///
/// ``InternTable`` keys are `String`s, so a lookup of a word cut from a line first builds a
/// string of it (validating and copying its bytes), and on fresh text most words are found:
/// building the string cost as much as the lookup. This table keeps its keys' bytes end to end
/// in one array and compares a lookup's bytes with them, so a word that is found never becomes
/// a `String`. The slots are ``TaggedSlots`` (the high 32 bits of the hash, then the id plus
/// one), hashed as ``InternTable`` hashes (seeded, so two tables of one seed give a key the
/// same hash and a caller can hash once for both).
package struct ByteInternTable: Sendable {
  /// The keys' bytes, end to end, in id order.
  private var keyBytes: [UInt8] = []
  /// Where each key ends in ``keyBytes``, by id (the key before it ends where it starts).
  private var ends: [Int] = []
  /// The keys' ids by hash.
  private var slots = TaggedSlots()
  /// The hash seed.
  package let seed: UInt64

  /// An empty table.
  /// - Parameter seed: The hash seed; random by default.
  package init(seed: UInt64 = .random(in: .min ... .max)) { self.seed = seed }

  /// The number of keys.
  package var count: Int { ends.count }

  /// The bytes of all keys together.
  package var byteCount: Int { keyBytes.count }

  /// The hash of `key` under this table's seed (``InternTable/hash(_:seed:)-(UnsafeBufferPointer<UInt8>,_)``).
  @inline(__always)
  package func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
    InternTable.hash(key, seed: seed)
  }

  /// The id of `key`, or `nil` when it was never interned.
  /// - Parameters:
  ///   - key: The bytes looked up.
  ///   - hash: ``hash(_:)`` of `key`.
  /// - Complexity: O(*k*) for a key of *k* bytes, on average.
  @inline(__always)
  package func id(of key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> UInt32? {
    guard !slots.isEmpty else { return nil }
    return find(key, hash: hash).id
  }

  /// The id of `key`, interning it first when it is new.
  /// - Parameters:
  ///   - key: The bytes interned.
  ///   - hash: ``hash(_:)`` of `key`.
  /// - Returns: The id, and whether `key` was new.
  /// - Complexity: O(*k*) amortized for a key of *k* bytes.
  @discardableResult
  package mutating func intern(_ key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (
    id: UInt32, inserted: Bool
  ) {
    slots.grow(toHold: ends.count + 1)
    let found = find(key, hash: hash)
    if let id = found.id { return (id, false) }
    let id = UInt32(ends.count)
    keyBytes.append(contentsOf: key)
    ends.append(keyBytes.count)
    slots.place(id, hash: hash, at: found.slot)
    return (id, true)
  }

  /// Calls `body` with the bytes of the key of `id` (which must be below ``count``).
  package func withKey<Result>(
    _ id: UInt32, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    let index = Int(id)
    let start = index == 0 ? 0 : ends[index - 1]
    return keyBytes.withUnsafeBufferPointer {
      body(UnsafeBufferPointer(rebasing: $0[start..<ends[index]]))
    }
  }

  /// Forgets every key, keeping the storage for the next ones.
  package mutating func removeAll() {
    keyBytes.removeAll(keepingCapacity: true)
    ends.removeAll(keepingCapacity: true)
    slots.removeAll()
  }

  /// The slot holding `key`'s id, or the empty slot where it would go.
  @inline(__always)
  private func find(_ key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (id: UInt32?, slot: Int) {
    keyBytes.withUnsafeBufferPointer { stored in
      ends.withUnsafeBufferPointer { ends in
        slots.find(hash: hash) { id in
          let index = Int(id)
          let start = index == 0 ? 0 : ends[index - 1]
          guard ends[index] - start == key.count, let base = stored.baseAddress else {
            return false
          }
          return Self.equal(base + start, key)
        }
      }
    }
  }

  /// Whether the `key.count` bytes at `stored` are `key`'s, eight at a time (a generic
  /// `elementsEqual` cost more than the hash).
  @inline(__always)
  private static func equal(_ stored: UnsafePointer<UInt8>, _ key: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    guard let keyBase = key.baseAddress else { return true }
    let (left, right) = (UnsafeRawPointer(stored), UnsafeRawPointer(keyBase))
    var offset = 0
    while offset + 8 <= key.count {
      guard
        left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          == right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      else { return false }
      offset += 8
    }
    while offset < key.count {
      guard stored[offset] == key[offset] else { return false }
      offset += 1
    }
    return true
  }
}
