extension PhotoIndex {
  /// Calls `body` with the key of every typo table entry whose hash is `hash`, in the order
  /// ``SortedTable/forEach(from:while:_:)`` visits them: the sorted ones, then the pending
  /// ones. An opened index reads the table in place (``MappedTypoTable``), a built one its
  /// arrays, both by the one walk (``DeletionEntry/forEachKey(hash:sorted:pending:_:)``).
  /// - Complexity: O(log *n* + *m*) for *n* sorted entries and *m* pending ones.
  func forEachTypoCandidate(hash: UInt32, _ body: (UInt32) -> Void) {
    if let typoMapped { return typoMapped.forEach(hash: hash, body) }
    let table = typoTable
    table.sorted.withUnsafeBufferPointer { sorted in
      table.pending.withUnsafeBufferPointer { pending in
        DeletionEntry.forEachKey(hash: hash, sorted: sorted, pending: pending, body)
      }
    }
  }
}
