extension PhotoIndex {
  /// Calls `body` with the key of every typo table entry whose hash is `hash`, in the order
  /// ``SortedTable/forEach(from:while:_:)`` visits them: the sorted ones, then the pending
  /// ones. An opened index reads the table in place (``MappedTypoTable``); a built one
  /// searches its arrays here, on concrete entries: the generic walk, compiled in
  /// StemmaSupport for any element, compared and called its range check through witness
  /// tables for each of the hundred or so hashes a word's deletions look up.
  /// - Complexity: O(log *n* + *m*) for *n* sorted entries and *m* pending ones.
  func forEachTypoCandidate(hash: UInt32, _ body: (UInt32) -> Void) {
    if let typoMapped { return typoMapped.forEach(hash: hash, body) }
    let table = typoTable
    table.sorted.withUnsafeBufferPointer { sorted in
      var low = 0
      var high = sorted.count
      while low < high {
        let middle = (low + high) >> 1
        if sorted[middle].hash < hash { low = middle + 1 } else { high = middle }
      }
      while low < sorted.count, sorted[low].hash == hash {
        body(sorted[low].key)
        low += 1
      }
    }
    for entry in table.pending where entry.hash == hash { body(entry.key) }
  }
}
