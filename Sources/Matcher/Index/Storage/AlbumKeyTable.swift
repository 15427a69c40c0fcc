import Synchronization

/// Each album name's keys, and the albums whose names hold each key: where album hits start.
/// Held as arrays in a built index; in an opened one, read in place from the snapshot's three
/// sections (``MappedAlbumKeys``) until the first change, so that opening builds no table of
/// every album and a search reads only the albums of its words.
struct AlbumKeyTable: Sendable {
  /// Each album's keys, by album id (empty while ``mapped`` holds them).
  private(set) var keysOfAlbum: [[AlbumKey]] = []
  /// The albums by key (empty while ``mapped`` holds them).
  private(set) var albumsOfKey: [UInt32: [UInt32]] = [:]
  /// The table in a snapshot's bytes, until the first change.
  private(set) var mapped: MappedAlbumKeys?

  /// An empty table.
  init() {}

  /// A table of these arrays (checked by the caller).
  init(keysOfAlbum: [[AlbumKey]], albumsOfKey: [UInt32: [UInt32]]) {
    self.keysOfAlbum = keysOfAlbum
    self.albumsOfKey = albumsOfKey
  }

  /// A table read in place from a snapshot.
  init(mapped: MappedAlbumKeys) { self.mapped = mapped }

  /// The number of albums that have keys.
  var count: Int { mapped?.albumCount ?? keysOfAlbum.count }

  /// The keys of album `album` (below ``count``); none when its entry fails its checks (the
  /// problem recorded, so the search throws).
  func keys(ofAlbum album: Int) -> [AlbumKey] {
    if let mapped { return mapped.keys(ofAlbum: album) }
    return keysOfAlbum[album]
  }

  /// The albums whose names hold `key`, in increasing order.
  func albums(withKey key: UInt32) -> [UInt32] {
    if let mapped { return mapped.albums(withKey: key) }
    return albumsOfKey[key] ?? []
  }

  /// Adds the next album (id ``count``) with its keys.
  mutating func append(_ keys: [AlbumKey]) {
    _ = materialize()
    let album = UInt32(keysOfAlbum.count)
    keysOfAlbum.append(keys)
    for key in Set(keys.map(\.key)) { albumsOfKey[key, default: []].append(album) }
  }

  /// Copies a table read in place into arrays (before a change).
  /// - Returns: The first problem found; the table then holds the sound entries (see
  ///   ``MappedAlbumKeys/materialized()``), and the caller records the problem.
  mutating func materialize() -> SnapshotError? {
    guard let mapped else { return nil }
    self.mapped = nil
    let (table, problem) = mapped.materialized()
    self = table
    return problem
  }

  /// The table as a snapshot saves it: each album's keys, and the keys with albums (sorted)
  /// with their albums.
  var snapshotLists: (nameKeys: [[AlbumKey]], byKeyKeys: [UInt32], byKeyLists: [[UInt32]]) {
    var table = self
    _ = table.materialize()
    let sorted = table.albumsOfKey.keys.sorted()
    return (table.keysOfAlbum, sorted, sorted.map { table.albumsOfKey[$0] ?? [] })
  }
}

/// The album keys of a snapshot read in place: each album's keys (``SnapshotSection/albumNameKeys``,
/// two words an entry: key, forms) and the sorted keys with their albums
/// (``SnapshotSection/albumsByKeyKeys``, ``SnapshotSection/albumsByKeyLists``). What a read
/// takes is checked as it is read (keys below the key count, forms in range, albums below the
/// album count, the keys in increasing order, checked whole on the first lookup); a read that
/// fails records the problem, which the search throws, and reads as empty. A full check reads
/// every entry through ``materialized()``: the rules exist here only.
struct MappedAlbumKeys: Sendable {
  let nameKeys: MappedPostingLists
  let byKeyKeys: MappedColumn<UInt32>
  let byKeyLists: MappedPostingLists
  /// The number of album names (of the album table).
  let albumCount: Int
  /// The number of keys of the index.
  let keyCount: Int
  /// Whether ``byKeyKeys`` increase and name keys, found on the first lookup: a binary search
  /// of keys out of order elsewhere would miss albums without seeing anything wrong.
  private let order = AlbumKeyOrder()

  /// The sections' lists and keys, whose counts the caller checked (`nameKeys` has at least
  /// `albumCount` lists, `byKeyLists` one per key of `byKeyKeys`).
  init(
    nameKeys: MappedPostingLists, byKeyKeys: MappedColumn<UInt32>,
    byKeyLists: MappedPostingLists, albumCount: Int, keyCount: Int
  ) {
    self.nameKeys = nameKeys
    self.byKeyKeys = byKeyKeys
    self.byKeyLists = byKeyLists
    self.albumCount = albumCount
    self.keyCount = keyCount
  }

  private var checks: SnapshotBlockChecks { nameKeys.checks }

  /// The keys of `album`, or `nil` when its entry breaks the format's rules.
  private func checkedKeys(ofAlbum album: Int) -> [AlbumKey]? {
    let list = nameKeys[album].elements
    guard list.count % 2 == 0 else { return nil }
    var keys: [AlbumKey] = []
    keys.reserveCapacity(list.count / 2)
    for start in stride(from: 0, to: list.count, by: 2) {
      guard list[start] < keyCount, list[start + 1] < 8 else { return nil }
      keys.append(
        AlbumKey(key: list[start], forms: Posting.Forms(rawValue: UInt8(list[start + 1]))))
    }
    return keys
  }

  /// The keys of `album` (see ``AlbumKeyTable/keys(ofAlbum:)``).
  func keys(ofAlbum album: Int) -> [AlbumKey] {
    guard let keys = checkedKeys(ofAlbum: album) else {
      checks.record(.malformed(section: "albumNameKeys", reason: "album \(album)"))
      return []
    }
    return keys
  }

  /// Whether the keys increase and each names a key (see ``order``).
  private func keysInOrder() -> Bool {
    order.inOrder.withLock { known in
      if let known { return known }
      let result = byKeyKeys.withCheckedBuffer { keys in
        var previous: Int = -1
        for key in keys {
          guard Int(key) > previous, Int(key) < keyCount else { return false }
          previous = Int(key)
        }
        return true
      }
      known = result
      return result
    }
  }

  /// The albums whose names hold `key` (see ``AlbumKeyTable/albums(withKey:)``).
  func albums(withKey key: UInt32) -> [UInt32] {
    guard keysInOrder() else {
      checks.record(.malformed(section: "albumsByKeyKeys", reason: "keys out of order"))
      return []
    }
    let position = byKeyKeys.withCheckedBuffer { keys in
      var low = 0
      var high = keys.count
      while low < high {
        let middle = (low + high) >> 1
        if keys[middle] < key { low = middle + 1 } else { high = middle }
      }
      return low < keys.count && keys[low] == key ? low : nil
    }
    guard let position else { return [] }
    let albums = byKeyLists[position].elements
    guard albums.allSatisfy({ $0 < albumCount }) else {
      checks.record(.malformed(section: "albumsByKeyLists", reason: "key \(key)"))
      return []
    }
    return albums
  }

  /// The table copied into arrays, every entry checked, with the first problem: an album
  /// whose entry fails has no keys, and the albums by key are those of the sound keys. (A
  /// list whose bytes fail their block check reads as empty; that failure is already
  /// recorded in the checks.)
  func materialized() -> (table: AlbumKeyTable, problem: SnapshotError?) {
    var problem: SnapshotError?
    var keysOfAlbum: [[AlbumKey]] = []
    keysOfAlbum.reserveCapacity(nameKeys.count)
    for album in 0..<nameKeys.count {
      if let keys = checkedKeys(ofAlbum: album) {
        keysOfAlbum.append(keys)
      } else {
        problem = problem ?? .malformed(section: "albumNameKeys", reason: "album \(album)")
        keysOfAlbum.append([])
      }
    }
    var albumsOfKey: [UInt32: [UInt32]] = [:]
    if keysInOrder() {
      byKeyKeys.withCheckedBuffer { keys in
        for (position, key) in keys.enumerated() {
          let albums = byKeyLists[position].elements
          if albums.allSatisfy({ $0 < albumCount }) {
            albumsOfKey[key] = albums
          } else {
            problem = problem ?? .malformed(section: "albumsByKeyLists", reason: "key \(key)")
          }
        }
      }
    } else {
      problem = problem ?? .malformed(section: "albumsByKeyKeys", reason: "keys out of order")
    }
    return (AlbumKeyTable(keysOfAlbum: keysOfAlbum, albumsOfKey: albumsOfKey), problem)
  }
}

/// Whether a snapshot's album keys are in order, once found (shared by the copies of a
/// ``MappedAlbumKeys``).
final class AlbumKeyOrder: Sendable {
  let inOrder = Mutex<Bool?>(nil)
}
