/// The album names (or people's names) of an index: each name's photos, and the spellings
/// photos use for it ("Road Trip", "road-trip" and "ROAD TRIP" are one album under the
/// analyzer's normalized key; its display name is its most used spelling).
struct NameTable: Sendable {
  var spellingIDs: [String: UInt32] = [:]
  var spellings: [String] = []
  var nameOfSpelling: [UInt32] = []
  var nameIDs: [String: UInt32] = [:]
  /// Each name's photos, as postings.
  var members: [[UInt32]] = []
  /// Each name's spellings with the number of photos using them.
  var spellingCounts: [[UInt32: Int32]] = []
  /// Each name's normalized key.
  var keys: [String] = []

  /// Records that photo `ordinal` carries `spelling`, whose normalized key is `key`.
  /// - Returns: The spelling's id, which ``remove(spelling:ordinal:)`` takes back.
  mutating func add(spelling: String, key: @autoclosure () -> String, ordinal: UInt32) -> UInt32 {
    let spellingID: UInt32
    if let known = spellingIDs[spelling] {
      spellingID = known
    } else {
      let name: UInt32
      let key = key()
      if let known = nameIDs[key] {
        name = known
      } else {
        name = UInt32(members.count)
        nameIDs[key] = name
        members.append([])
        spellingCounts.append([:])
        keys.append(key)
      }
      spellingID = UInt32(spellings.count)
      spellingIDs[spelling] = spellingID
      spellings.append(spelling)
      nameOfSpelling.append(name)
    }
    let name = Int(nameOfSpelling[Int(spellingID)])
    members[name].insertPosting(Posting.make(ordinal: ordinal, forms: [], frequency: 1))
    spellingCounts[name][spellingID, default: 0] += 1
    return spellingID
  }

  /// Takes back one ``add(spelling:key:ordinal:)``.
  mutating func remove(spelling spellingID: UInt32, ordinal: UInt32) {
    let name = Int(nameOfSpelling[Int(spellingID)])
    members[name].removePosting(ordinal: ordinal)
    let remaining = (spellingCounts[name][spellingID] ?? 1) - 1
    spellingCounts[name][spellingID] = remaining > 0 ? remaining : nil
  }

  /// The name's most used spelling (the smallest on a tie), or `nil` when no photo uses it.
  func displayName(of name: Int) -> String? {
    var best: (text: String, count: Int32)?
    for (spelling, count) in spellingCounts[name] {
      let text = spellings[Int(spelling)]
      if let current = best,
        current.count > count || (current.count == count && current.text < text)
      {
        continue
      }
      best = (text, count)
    }
    return best?.text
  }

  /// The id of the name with normalized key `key`, if any photo ever used it.
  func name(forKey key: String) -> Int? { nameIDs[key].map(Int.init) }

  /// Names with at least one photo, most photos first (then by display name).
  var namesByCount: [(name: String, count: Int)] {
    members.indices.compactMap { name in
      guard !members[name].isEmpty, let text = displayName(of: name) else { return nil }
      return (text, members[name].count)
    }
    .sorted { $0.count != $1.count ? $0.count > $1.count : $0.name < $1.name }
  }
}
