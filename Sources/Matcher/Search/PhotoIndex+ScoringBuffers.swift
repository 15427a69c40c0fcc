extension PhotoIndex {
  /// Calls `body` with the elements of every list of `lists` in memory, in order, each valid
  /// for the whole call: a loop over many blocks of ordinals then reads each list without
  /// copying it out of the index again (nor retaining what an opened index's list keeps alive).
  /// - Parameters:
  ///   - lists: The lists.
  ///   - start: The first list not yet in `buffers` (the recursion's position).
  ///   - buffers: The elements of the lists before `start`.
  ///   - body: Called once, with one buffer per list.
  /// - Complexity: O(*n*²) for *n* lists (a query's sources: a handful), not counting `body`.
  static func withBuffers<R>(
    of lists: [PostingList], from start: Int = 0, buffers: [UnsafeBufferPointer<UInt32>] = [],
    _ body: ([UnsafeBufferPointer<UInt32>]) -> R
  ) -> R {
    guard start < lists.count else { return body(buffers) }
    return lists[start].withUnsafeBufferPointer { list in
      withBuffers(of: lists, from: start + 1, buffers: buffers + [list], body)
    }
  }

  /// Calls `body` with the elements of every column of `columns` in memory, in order, each
  /// valid for the whole call: a mapped column is checked whole once (and reads as zeros when
  /// that fails, as ``IntegerColumn/withUnsafeBufferPointer(_:)`` does), not once a block of
  /// ordinals.
  /// - Parameters:
  ///   - columns: The columns.
  ///   - start: The first column not yet in `buffers` (the recursion's position).
  ///   - buffers: The elements of the columns before `start`.
  ///   - body: Called once, with one buffer per column.
  /// - Complexity: O(*n*²) for *n* columns, plus each mapped column's check, not counting
  ///   `body`.
  static func withBuffers<Element, R>(
    of columns: [IntegerColumn<Element>], from start: Int = 0,
    buffers: [UnsafeBufferPointer<Element>] = [], _ body: ([UnsafeBufferPointer<Element>]) -> R
  ) -> R {
    guard start < columns.count else { return body(buffers) }
    return columns[start].withUnsafeBufferPointer { column in
      withBuffers(of: columns, from: start + 1, buffers: buffers + [column], body)
    }
  }
}
