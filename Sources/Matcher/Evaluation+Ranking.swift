/// One entry of a ranked page: a position in ``Evaluation/candidates`` or in
/// ``Evaluation/albums``.
enum RankedEntry: Hashable {
  case photo(Int)
  case album(Int)
}

extension Evaluation {
  /// The hits ranked `offset ..< offset + limit`: by score, albums before photos on a tie, then
  /// newer photos first (undated last), then by id.
  /// - Complexity: O(*h* log *k*) for *h* hits and *k* = `offset + limit`.
  mutating func page(offset: Int, limit: Int, index: PhotoIndex) -> [RankedEntry] {
    let total = candidates.count + albums.count
    let end = min(total, offset.addingReportingOverflow(limit).overflow ? total : offset + limit)
    guard offset < end else { return [] }
    let candidates = self.candidates
    let scores = self.scores
    let albums = self.albums
    // `a` ranks before `b`.
    func precedes(_ a: RankedEntry, _ b: RankedEntry) -> Bool {
      switch (a, b) {
      case (.album(let x), .album(let y)):
        if albums[x].score != albums[y].score { return albums[x].score > albums[y].score }
        return albums[x].name < albums[y].name
      case (.album(let x), .photo(let y)):
        return albums[x].score >= scores[y]
      case (.photo(let x), .album(let y)):
        return scores[x] > albums[y].score
      case (.photo(let x), .photo(let y)):
        if scores[x] != scores[y] { return scores[x] > scores[y] }
        let first = index.created[Int(candidates[x])]
        let second = index.created[Int(candidates[y])]
        if first != second { return first > second }
        return index.ids[Int(candidates[x])] < index.ids[Int(candidates[y])]
      }
    }
    // A heap of the best `end` entries, worst at the top.
    var heap: [RankedEntry] = []
    heap.reserveCapacity(end)
    func siftUp(_ start: Int) {
      var child = start
      while child > 0 {
        let parent = (child - 1) / 2
        guard precedes(heap[parent], heap[child]) else { return }
        heap.swapAt(parent, child)
        child = parent
      }
    }
    func siftDown() {
      var parent = 0
      while true {
        let left = 2 * parent + 1
        guard left < heap.count else { return }
        var worst = left
        if left + 1 < heap.count, precedes(heap[left], heap[left + 1]) { worst = left + 1 }
        guard precedes(heap[parent], heap[worst]) else { return }
        heap.swapAt(parent, worst)
        parent = worst
      }
    }
    func offer(_ entry: RankedEntry) {
      if heap.count < end {
        heap.append(entry)
        siftUp(heap.count - 1)
      } else if precedes(entry, heap[0]) {
        heap[0] = entry
        siftDown()
      }
    }
    for position in albums.indices { offer(.album(position)) }
    for position in candidates.indices {
      // Most photos rank below a full heap's worst on score alone.
      if heap.count == end, case .photo(let worst) = heap[0], scores[position] < scores[worst] {
        continue
      }
      offer(.photo(position))
    }
    heap.sort(by: precedes)
    return Array(heap[offset..<end])
  }
}
